//! What the shared commands and gateway events ask of any host, whatever its game kind: one
//! object-safe trait over [`Host`], so `/partie`, `/role`, the lobby and the shared `/mj`
//! commands find the game of a channel or a seat among every kind and serve it the same way.

use std::collections::BTreeMap;
use std::future::Future;
use std::pin::Pin;

use engine::game::Stored;
use engine::PlayerId;
use poise::serenity_prelude as serenity;

use super::card::Part;
use super::components::Component;
pub use super::create::Creation;
use super::{ChannelSpec, Exported, HelpNow, Host, Hosted, SharedMj};
use crate::discord::error::{BotError, Refusal};
use crate::store::{GameId, Table};

/// A boxed future, for an object-safe async trait.
pub type Fut<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// The join message: its text and its button.
pub struct LobbyMessage {
    pub text: String,
    pub rows: Vec<serenity::CreateActionRow>,
    /// The game's log position it shows (a later write of an earlier one is dropped).
    pub seq: u64,
}

/// A game's export: the scenario (when the game can write one) and the raw log.
pub struct Export {
    pub scenario: Option<Exported>,
    pub log: String,
    pub events: usize,
}

/// A host of any kind, as the shared commands use it.
pub trait Hosting: Send + Sync {
    fn kind(&self) -> &'static str;
    fn tag(&self) -> &'static str;
    /// The name of the game's public channel.
    fn public_channel(&self) -> &'static str;
    /// The game's channels, as they are created.
    fn channels(&self) -> &'static [ChannelSpec];
    /// Whether a game created with these options would be played by voice.
    fn voiced(&self, options: &str) -> bool;
    /// The running game of this channel (its lobby, a channel or the category).
    fn of_channel(&self, channel: u64) -> Fut<'_, Option<Table>>;
    /// The game `user` sits at, preferring the one of `channel`.
    fn of_seat(&self, user: u64, channel: u64) -> Fut<'_, Option<Table>>;
    /// The running game of this kind in `guild` where `user` has a seat.
    fn seat_in_guild(&self, guild: u64, user: u64) -> Fut<'_, Option<Table>>;
    /// Creates a game: its log, its channels, its join message.
    fn create<'a>(&'a self, c: Creation<'a>) -> Fut<'a, Result<Table, BotError>>;
    fn join(&self, game: GameId, user: u64, name: String) -> Fut<'_, Result<(), BotError>>;
    fn leave(&self, game: GameId, user: u64) -> Fut<'_, Result<(), BotError>>;
    /// The join message as the lobby last committed stands.
    fn lobby(&self, game: GameId) -> Fut<'_, Result<LobbyMessage, BotError>>;
    /// A shared `/mj` command, by the MJ `by`.
    fn mj(&self, game: GameId, command: SharedMj, by: u64) -> Fut<'_, Result<(), BotError>>;
    /// `/partie`.
    fn status(&self, game: GameId, locale: String) -> Fut<'_, Result<String, BotError>>;
    /// `/role`.
    fn card(&self, game: GameId, user: u64, locale: String) -> Fut<'_, Result<Part, BotError>>;
    fn export(&self, game: GameId) -> Fut<'_, Result<Export, BotError>>;
    /// `/aide` for `user` in `game`.
    fn help(&self, game: GameId, user: u64, locale: String) -> Fut<'_, Result<HelpNow, BotError>>;
    /// A click on one of this kind's offer components; answers it.
    fn click<'a>(
        &'a self,
        http: &'a serenity::Http,
        c: &'a serenity::ComponentInteraction,
        component: Component,
    ) -> Fut<'a, Result<(), BotError>>;
    /// A form sent (a modal opened by one of this kind's form buttons); answers it.
    fn submit<'a>(
        &'a self,
        http: &'a serenity::Http,
        m: &'a serenity::ModalInteraction,
        component: Component,
    ) -> Fut<'a, Result<(), BotError>>;
    /// A message a member wrote in a channel.
    fn wrote(&self, channel: u64, author: u64, text: String, message: u64) -> Fut<'_, ()>;
    /// A member left the server.
    fn left(&self, user: u64) -> Fut<'_, ()>;
    fn channel_changed(
        &self,
        channel: u64,
        overwrites: Vec<serenity::PermissionOverwrite>,
    ) -> Fut<'_, ()>;
    /// Stops every game's actor, each after the command it is handling (a clean stop).
    fn shutdown(&self) -> Fut<'_, ()>;
}

impl<G: Hosted> Hosting for Host<G> {
    fn kind(&self) -> &'static str {
        G::KIND
    }

    fn tag(&self) -> &'static str {
        G::TAG
    }

    fn public_channel(&self) -> &'static str {
        G::PUBLIC_CHANNEL
    }

    fn channels(&self) -> &'static [ChannelSpec] {
        G::CHANNELS
    }

    fn voiced(&self, options: &str) -> bool {
        let new = super::NewGame {
            options,
            defaults: &Default::default(),
            seed: 0,
            by: engine::PlayerId(0),
            by_name: String::new(),
            now: self.runtime.now(),
        };
        G::create(&new).is_ok_and(|c| G::voice(&c))
    }

    fn of_channel(&self, channel: u64) -> Fut<'_, Option<Table>> {
        Box::pin(self.game_of_channel(channel))
    }

    fn of_seat(&self, user: u64, channel: u64) -> Fut<'_, Option<Table>> {
        Box::pin(self.game_of_seat(user, channel))
    }

    fn seat_in_guild(&self, guild: u64, user: u64) -> Fut<'_, Option<Table>> {
        Box::pin(Host::seat_in_guild(self, guild, user))
    }

    fn create<'a>(&'a self, c: Creation<'a>) -> Fut<'a, Result<Table, BotError>> {
        Box::pin(self.create_game(c))
    }

    fn join(&self, game: GameId, user: u64, name: String) -> Fut<'_, Result<(), BotError>> {
        Box::pin(async move {
            let guild = self.table(game).await.ok_or(Refusal::NoGame)?.guild;
            if let Some(other) = Host::seat_in_guild(self, guild, user).await {
                if other.id() != game {
                    return Err(seat_taken(&name, other.game));
                }
            }
            self.send(game, G::join(PlayerId(user), name))
                .await
                .map(|_| ())
        })
    }

    fn lobby(&self, game: GameId) -> Fut<'_, Result<LobbyMessage, BotError>> {
        Box::pin(self.lobby_message(game))
    }

    fn leave(&self, game: GameId, user: u64) -> Fut<'_, Result<(), BotError>> {
        Box::pin(async move { self.send(game, G::leave(PlayerId(user))).await.map(|_| ()) })
    }

    fn mj(&self, game: GameId, command: SharedMj, by: u64) -> Fut<'_, Result<(), BotError>> {
        Box::pin(async move {
            let command = G::mj(command, PlayerId(by)).ok_or(Refusal::NotThisGame)?;
            self.send(game, command).await.map(|_| ())
        })
    }

    fn status(&self, game: GameId, locale: String) -> Fut<'_, Result<String, BotError>> {
        Box::pin(async move {
            let state = self.state(game).await?;
            let now = self.runtime.now();
            Ok(G::status(&state, &self.i18n, &locale, game, now))
        })
    }

    fn card(&self, game: GameId, user: u64, locale: String) -> Fut<'_, Result<Part, BotError>> {
        Box::pin(async move {
            let state = self.state(game).await?;
            G::card(&state, &self.i18n, &locale, PlayerId(user))
                .ok_or(BotError::Rule("wrong-phase"))
        })
    }

    fn export(&self, game: GameId) -> Fut<'_, Result<Export, BotError>> {
        Box::pin(self.export_game(game))
    }

    fn help(&self, game: GameId, user: u64, locale: String) -> Fut<'_, Result<HelpNow, BotError>> {
        Box::pin(async move {
            let state = self.state(game).await?;
            let player = PlayerId(user);
            let seated = G::seats(&state).iter().any(|(p, _)| *p == player);
            let now = G::offers(&state, &engine::Audience::Player(player))
                .iter()
                .map(|o| G::label(&self.i18n, &locale, &o.action))
                .collect();
            Ok(HelpNow {
                tag: G::TAG,
                title: G::title(&self.i18n, &locale, game),
                seated,
                now,
                commands: G::HELP,
            })
        })
    }

    fn click<'a>(
        &'a self,
        http: &'a serenity::Http,
        c: &'a serenity::ComponentInteraction,
        component: Component,
    ) -> Fut<'a, Result<(), BotError>> {
        Box::pin(self.clicked(http, c, component))
    }

    fn submit<'a>(
        &'a self,
        http: &'a serenity::Http,
        m: &'a serenity::ModalInteraction,
        component: Component,
    ) -> Fut<'a, Result<(), BotError>> {
        Box::pin(self.submitted(http, m, component))
    }

    fn wrote(&self, channel: u64, author: u64, text: String, message: u64) -> Fut<'_, ()> {
        Box::pin(async move {
            let Some(table) = self.game_of_channel(channel).await else {
                return;
            };
            let Some(name) = table.name_of(channel) else {
                return;
            };
            let Ok(state) = self.state(table.id()).await else {
                return;
            };
            if !G::seats(&state).iter().any(|(p, _)| p.0 == author) {
                return;
            }
            let Some(command) = G::spoke_message(PlayerId(author), name, text, message) else {
                return;
            };
            if let Err(e) = self.send(table.id(), command).await {
                tracing::debug!(error = ?e, "a message was not taken into account");
            }
        })
    }

    fn left(&self, user: u64) -> Fut<'_, ()> {
        Box::pin(async move {
            for table in self.tables().await {
                let Ok(state) = self.state(table.id()).await else {
                    continue;
                };
                if !G::seats(&state).iter().any(|(p, _)| p.0 == user) {
                    continue;
                }
                let Some(command) = G::departed(PlayerId(user)) else {
                    continue;
                };
                match self.send(table.id(), command).await {
                    Ok(_) => {}
                    Err(BotError::Unexpected(e)) => {
                        tracing::error!(error = ?e, "a departure failed");
                    }
                    Err(e) => {
                        tracing::info!(game = %table.game, user, error = ?e, "departure refused");
                    }
                }
            }
        })
    }

    fn channel_changed(
        &self,
        channel: u64,
        overwrites: Vec<serenity::PermissionOverwrite>,
    ) -> Fut<'_, ()> {
        Box::pin(Host::channel_changed(self, channel, overwrites))
    }

    fn shutdown(&self) -> Fut<'_, ()> {
        Box::pin(self.runtime.shutdown())
    }
}

impl<G: Hosted> Host<G> {
    /// The join message as the game stands now.
    pub async fn lobby_message(&self, game: GameId) -> Result<LobbyMessage, BotError> {
        let table = self.table(game).await.ok_or(Refusal::NoGame)?;
        let (state, seq) = self.runtime.snapshot(game).await.ok_or(Refusal::NoGame)?;
        let locale = self.locale(&table).await;
        let text = G::lobby(&state, &self.i18n, &locale, game);
        let mut buttons = Vec::new();
        if !G::started(&state) && !G::is_over(&state) {
            let join = Component::Join {
                tag: G::TAG.to_owned(),
                game,
            };
            let button = serenity::CreateButton::new(join.encode())
                .label(self.i18n.get(&locale, "join-button", &[]))
                .style(serenity::ButtonStyle::Success);
            buttons.push(button);
        }
        if let Some(links) = self.web.get() {
            let watch = serenity::CreateButton::new_link(links.watch_url(game))
                .label(self.i18n.get(&locale, "watch-button", &[]));
            buttons.push(watch);
        }
        let rows = if buttons.is_empty() {
            vec![]
        } else {
            vec![serenity::CreateActionRow::Buttons(buttons)]
        };
        Ok(LobbyMessage { text, rows, seq })
    }

    async fn export_game(&self, game: GameId) -> Result<Export, BotError> {
        let rows = self.store.events(game).await?;
        let mut log = String::new();
        let mut events = Vec::new();
        for row in &rows {
            log.push_str(&row.payload);
            log.push('\n');
            if let Ok(stored) = serde_json::from_str::<Stored<G::Event>>(&row.payload) {
                events.push((row.at, stored.event));
            }
        }
        let commands: BTreeMap<u64, G::Command> = self
            .store
            .batch_commands(game)
            .await?
            .into_iter()
            .filter_map(|(seq, json)| Some((seq, serde_json::from_str(&json).ok()?)))
            .collect();
        Ok(Export {
            scenario: G::export(&events, &commands),
            log,
            events: rows.len(),
        })
    }
}

/// `name` already has a seat in the running game `game` of this server.
pub fn seat_taken(name: &str, game: i64) -> BotError {
    BotError::RuleWith(
        "seat-taken",
        vec![("name", name.to_owned()), ("game", game.to_string())],
    )
}
