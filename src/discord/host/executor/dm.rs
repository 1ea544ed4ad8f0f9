//! The executor's sending: a message (with its nonce, so a retry never duplicates it), the
//! DM channel of a player, and what happens when a player's DMs are closed.

use super::*;

impl<G: Hosted> Executor<G> {
    /// Sends a message that pings nobody (names come from nicknames, which may hold
    /// mentions); a retry after a lost answer never duplicates it (`enforce_nonce`).
    pub async fn post(
        &self,
        channel: u64,
        text: &str,
        rows: Vec<serenity::CreateActionRow>,
        nonce: &str,
    ) -> Result<serenity::Message, serenity::Error> {
        let nobody = serenity::CreateAllowedMentions::new();
        self.post_pinging(channel, text, rows, nonce, nobody).await
    }

    /// [`Executor::post`], pinging whom `mentions` allows.
    pub async fn post_pinging(
        &self,
        channel: u64,
        text: &str,
        rows: Vec<serenity::CreateActionRow>,
        nonce: &str,
        mentions: serenity::CreateAllowedMentions,
    ) -> Result<serenity::Message, serenity::Error> {
        let id = serenity::ChannelId::new(channel);
        retry("send message", || {
            let mut message = serenity::CreateMessage::new()
                .content(text)
                .allowed_mentions(mentions.clone())
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

    /// A DM that could not go: the player is told in the game's public channel to open their
    /// DMs and the MJs' channel is warned, once per game; the game goes on.
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
        let i18n = &self.host.i18n;
        let public = crate::tr!(i18n, locale, "dm-closed", name = name.clone());
        let mj = crate::tr!(i18n, locale, "dm-closed-mj", name = name);
        let (game, user_id) = (table.game.to_string(), user.to_string());
        for (channel, text, n) in [
            (table.channel(G::PUBLIC_CHANNEL), public, "p"),
            (table.channel(G::MJ_CHANNEL), mj, "m"),
        ] {
            let Some(channel) = channel else { continue };
            let ping = serenity::CreateAllowedMentions::new().users([serenity::UserId::new(user)]);
            let nonce = self.nonces.of(&[&game, "dm-closed", &user_id, n]);
            if let Err(e) = self
                .post_pinging(channel, &text, vec![], &nonce, ping)
                .await
            {
                tracing::error!(error = %e, "cannot warn about closed DMs");
            }
        }
    }
}
