//! Creating a game for `/mj creer`: its log (its creation command first), its channels, its
//! table and its join message; a game refused half-way is set aside and what it made deleted.

use engine::PlayerId;
use poise::serenity_prelude as serenity;
use rand::Rng as _;

use super::{layout, Host, Hosted};
use crate::discord::error::BotError;
use crate::store::{GameId, GameStatus, Table};

/// What `/mj creer` asks for.
pub struct Creation<'a> {
    pub http: &'a serenity::Http,
    pub guild: u64,
    /// Where it was run: the join message goes there.
    pub channel: u64,
    pub author: u64,
    /// The author's name in the guild (the game's first MJ, for games that register MJs).
    pub author_name: String,
    pub bot: u64,
    /// `key=value` game settings.
    pub options: &'a str,
}

impl<G: Hosted> Host<G> {
    /// `/mj creer`: the game's log (its creation command first), its channels, its table and
    /// its join message. A game whose channels cannot be made, or that cannot be opened once
    /// they are, is set aside (not left running) and the channels it made are deleted.
    pub(super) async fn create_game(&self, c: Creation<'_>) -> Result<Table, BotError> {
        let settings = self.guilds.settings(c.guild).await?;
        let seed: u64 = rand::rng().random();
        let new = super::NewGame {
            options: c.options,
            defaults: &settings.timers,
            seed,
            by: PlayerId(c.author),
            by_name: c.author_name.clone(),
            now: self.runtime.now(),
        };
        let create = G::create(&new).map_err(crate::discord::error::setting_refused)?;
        let id = self.runtime.create(c.guild, c.channel, seed).await?;
        let mut mjs = vec![serenity::PermissionOverwriteType::Member(
            serenity::UserId::new(c.author),
        )];
        if let Some(role) = settings.mj_role {
            mjs.push(serenity::PermissionOverwriteType::Role(
                serenity::RoleId::new(role),
            ));
        }
        let title = G::title(&self.i18n, &settings.locale, id);
        let voice = G::voice(&create);
        let made = layout::create(c.http, c.guild, c.bot, &title, G::CHANNELS, &mjs, voice);
        let made = match made.await {
            Ok(made) => made,
            Err(e) => {
                self.abandon(id).await;
                return Err(e.into());
            }
        };
        let table = Table {
            game: id.0,
            guild: c.guild,
            kind: G::KIND.to_owned(),
            lobby_channel: c.channel,
            channels: made.channels,
            ..Default::default()
        };
        match self.open(c.http, table.clone(), create).await {
            Ok(table) => {
                if !made.fell_back.is_empty() {
                    self.tell_fallback(c.http, &table, &settings.locale, &made.fell_back)
                        .await;
                }
                Ok(table)
            }
            Err(e) => {
                let deleted = layout::delete(c.http, &table.channels).await;
                if let Err(d) = &deleted {
                    tracing::error!(game = %id, error = %d, "the channels of a game set aside are left");
                }
                self.abandon(id).await;
                super::lock::set_aside(&self.store, &table, deleted.is_ok()).await;
                Err(e)
            }
        }
    }

    /// A made game's table saved, its creation command committed, its join message posted.
    async fn open(
        &self,
        http: &serenity::Http,
        mut table: Table,
        create: G::Command,
    ) -> Result<Table, BotError> {
        let id = table.id();
        self.save(table.clone()).await?;
        self.send(id, create).await?;
        let lobby = self.lobby_message(id).await?;
        let message = serenity::CreateMessage::new()
            .content(lobby.text)
            .components(lobby.rows)
            .allowed_mentions(serenity::CreateAllowedMentions::new());
        let sent = serenity::ChannelId::new(table.lobby_channel)
            .send_message(http, message)
            .await?;
        let join = Some(sent.id.get());
        self.edit_table(id, |t| t.join_message = join).await?;
        table.join_message = join;
        Ok(table)
    }

    /// Tells the MJs that a forum became a text channel (its posts are public threads).
    async fn tell_fallback(
        &self,
        http: &serenity::Http,
        table: &Table,
        locale: &str,
        names: &[&str],
    ) {
        let Some(channel) = table.channel(G::MJ_CHANNEL) else {
            return;
        };
        let text = crate::tr!(
            self.i18n,
            locale,
            "forum-fallback",
            channels = names.join(", ")
        );
        let message = serenity::CreateMessage::new()
            .content(text)
            .allowed_mentions(serenity::CreateAllowedMentions::new());
        if let Err(e) = serenity::ChannelId::new(channel)
            .send_message(http, message)
            .await
        {
            tracing::warn!(game = %table.game, error = %e, "cannot tell the MJs about the forum");
        }
    }

    /// Sets a game aside that could not be made: its actor stops, it is finished.
    async fn abandon(&self, game: GameId) {
        self.runtime.abandon(game).await;
        if let Err(e) = self.store.set_status(game, GameStatus::Finished).await {
            tracing::error!(game = %game, error = %e, "cannot set a failed game aside");
        }
        self.forget(game).await;
    }
}
