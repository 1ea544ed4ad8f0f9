//! The executor's sending: a message (with its nonce, so a retry never duplicates it), the
//! DM channel of a player, and what happens when a player's DMs are closed.

use super::*;

impl Executor {
    /// An item's button label: its name in `locale`.
    pub(super) fn label(&self, locale: &str, id: &str) -> String {
        labels::item(&self.i18n, locale, id)
    }

    /// Sends a message; a retry after a lost answer never duplicates it (`enforce_nonce`).
    pub async fn post(
        &self,
        channel: u64,
        text: &str,
        rows: Vec<serenity::CreateActionRow>,
        nonce: &str,
    ) -> Result<serenity::Message, serenity::Error> {
        let id = serenity::ChannelId::new(channel);
        retry("send message", || {
            let mut message = serenity::CreateMessage::new()
                .content(text)
                .nonce(serenity::Nonce::String(nonce.to_owned()))
                .enforce_nonce(true);
            if !rows.is_empty() {
                message = message.components(rows.clone());
            }
            id.send_message(&*self.http, message)
        })
        .await
    }

    pub(super) async fn dm_channel(&self, user: u64) -> Result<u64, serenity::Error> {
        if let Some(c) = self.dms.lock().await.get(&user) {
            return Ok(*c);
        }
        let id = serenity::UserId::new(user);
        let channel = retry("open DM", || id.create_dm_channel(&*self.http)).await?;
        self.dms.lock().await.insert(user, channel.id.get());
        Ok(channel.id.get())
    }

    /// A DM that could not go: the player is told in `#place` to open their DMs and the MJ
    /// channel is warned, once per game; the game goes on.
    pub(super) async fn dm_failed(
        &self,
        table: &Table,
        locale: &str,
        user: u64,
        e: &serenity::Error,
    ) {
        tracing::warn!(game = %table.game, user, error = %e, "a DM was not delivered");
        if discord_code(e) != Some(DM_CLOSED) {
            return;
        }
        if !self.dm_warned.lock().await.insert((table.id(), user)) {
            return;
        }
        let name = format!("<@{user}>");
        let public = self.i18n.get(
            locale,
            "lg-dm-closed",
            &[("name".into(), name.clone().into())],
        );
        let mj = self
            .i18n
            .get(locale, "lg-dm-closed-mj", &[("name".into(), name.into())]);
        let nonce = format!("{}.dm.{user}", table.game);
        for (channel, text, n) in [
            (table.channels.place, public, "p"),
            (table.channels.mj, mj, "m"),
        ] {
            if let Err(e) = self
                .post(channel, &text, vec![], &format!("{nonce}{n}"))
                .await
            {
                tracing::error!(error = %e, "cannot warn about closed DMs");
            }
        }
    }
}
