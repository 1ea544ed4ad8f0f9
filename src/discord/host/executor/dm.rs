//! The executor's sending: a message (with its nonce, so a retry never duplicates it), the
//! DM channel of a player, and what happens when a player's DMs are closed.

use super::*;
use crate::discord::host::card::Outgoing;
use crate::discord::host::retry::{once, persist};

/// Players' DM channels, and the closed DMs already told to the MJs.
#[derive(Default)]
pub(super) struct Dms {
    /// Player → his DM channel.
    pub(super) channels: Mutex<BTreeMap<u64, u64>>,
    /// (game, player) whose closed DMs the MJs were told of.
    pub(super) warned: Mutex<BTreeSet<(GameId, u64)>>,
}

impl Dms {
    pub(super) async fn forget(&self, game: GameId) {
        self.warned.lock().await.retain(|(g, _)| *g != game);
    }
}

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

    /// Sends one message of a notice group (a text or a card) that pings nobody, as
    /// [`Executor::post`].
    pub(super) async fn send(
        &self,
        channel: u64,
        message: &Outgoing,
        rows: Vec<serenity::CreateActionRow>,
        nonce: &str,
    ) -> Result<serenity::Message, serenity::Error> {
        let nobody = serenity::CreateAllowedMentions::new();
        self.send_pinging(channel, message, rows, nonce, nobody)
            .await
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
        let wanted = Outgoing::Text(text.to_owned());
        self.send_pinging(channel, &wanted, rows, nonce, mentions)
            .await
    }

    /// Sends a text or a card with its components, pinging whom `mentions` allows.
    async fn send_pinging(
        &self,
        channel: u64,
        wanted: &Outgoing,
        rows: Vec<serenity::CreateActionRow>,
        nonce: &str,
        mentions: serenity::CreateAllowedMentions,
    ) -> Result<serenity::Message, serenity::Error> {
        self.send_surely(channel, wanted, || {
            let mut message = match wanted {
                Outgoing::Text(text) => serenity::CreateMessage::new().content(text),
                Outgoing::Card(card) => serenity::CreateMessage::new().embed(card.embed()),
            }
            .allowed_mentions(mentions.clone())
            .nonce(serenity::Nonce::String(nonce.to_owned()))
            .enforce_nonce(true);
            if !rows.is_empty() {
                message = message.components(rows.clone());
            }
            message
        })
        .await
    }

    /// Sends the message `make` builds (with its nonce) until Discord answers: through an
    /// incident longer than Discord remembers nonces, it looks whether a try whose answer
    /// was lost posted `wanted` before sending it again.
    pub(super) async fn send_surely(
        &self,
        channel: u64,
        wanted: &Outgoing,
        make: impl Fn() -> serenity::CreateMessage,
    ) -> Result<serenity::Message, serenity::Error> {
        let id = serenity::ChannelId::new(channel);
        let started = std::time::Instant::now();
        let mut pause = std::time::Duration::from_millis(100);
        loop {
            let sent = once("send message", || id.send_message(&*self.http, make())).await;
            match sent {
                Err(e) if transient(&e) => {
                    if pause >= std::time::Duration::from_millis(800) {
                        tracing::warn!(channel, error = %e, "a message waits for Discord");
                    }
                    tokio::time::sleep(pause).await;
                    pause = (pause * 3 / 2).min(std::time::Duration::from_secs(30));
                }
                other => return other,
            }
            if started.elapsed() > self.nonces.window {
                if let Some(found) = self.already_posted(id, wanted).await {
                    tracing::info!(
                        channel,
                        "a message sent during the outage was found: not sent again"
                    );
                    return Ok(found);
                }
            }
        }
    }

    /// The bot's message `wanted` among the channel's latest, if it is there (waits for
    /// Discord to answer).
    async fn already_posted(
        &self,
        id: serenity::ChannelId,
        wanted: &Outgoing,
    ) -> Option<serenity::Message> {
        let latest = persist("read messages", || {
            id.messages(&*self.http, serenity::GetMessages::new().limit(50))
        })
        .await
        .ok()?;
        latest.into_iter().find(|m| m.author.bot && wanted.is(m))
    }

    pub(super) async fn dm_channel(&self, user: u64) -> Result<u64, serenity::Error> {
        if let Some(c) = self.dm.channels.lock().await.get(&user) {
            return Ok(*c);
        }
        let id = serenity::UserId::new(user);
        let channel = persist("open DM", || id.create_dm_channel(&*self.http)).await?;
        self.dm.channels.lock().await.insert(user, channel.id.get());
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
        if !self.dm.warned.lock().await.insert((table.id(), user)) {
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
