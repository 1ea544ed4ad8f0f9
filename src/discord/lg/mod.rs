//! Loups-Garous on Discord: the games' tables (channels, lobby), finding the game a user or a
//! channel belongs to, and handing commands to the runtime. The rules stay in the engine.

pub mod components;
pub mod executor;
pub mod labels;
pub mod layout;
pub mod overwrites;
pub mod prompts;
pub mod retry;
pub mod used;
pub mod village;

use std::collections::BTreeMap;
use std::sync::Arc;

use engine::game::RuleError as _;
use engine::loups_garous::{Command, LoupsGarous, State};
use tokio::sync::RwLock;

use crate::discord::BotError;
use crate::runtime::{Runtime, RuntimeError};
use crate::store::{GameId, Store, Table};

/// The Loups-Garous games of this process.
pub struct Lg {
    pub runtime: Arc<Runtime<LoupsGarous>>,
    pub store: Store,
    tables: RwLock<BTreeMap<GameId, Table>>,
    /// Each guild's settings, read once from the store (`/mj reglages` writes through).
    settings: RwLock<BTreeMap<u64, crate::store::GuildSettings>>,
    /// Held while a lobby changes (joins, departures), so two joins never lose one.
    pub lobby: tokio::sync::Mutex<()>,
    /// The prompt messages whose components are live.
    pub prompts: prompts::Prompts,
    /// Game channels whose overwrites Discord reported changed, for the executor.
    seen: tokio::sync::mpsc::UnboundedSender<ChannelSeen>,
    seen_rx: tokio::sync::Mutex<Option<tokio::sync::mpsc::UnboundedReceiver<ChannelSeen>>>,
}

/// A game channel as the gateway reported it (CHANNEL_UPDATE): its overwrites now.
#[derive(Debug, Clone)]
pub struct ChannelSeen {
    pub game: GameId,
    pub channel: u64,
    pub overwrites: Vec<poise::serenity_prelude::PermissionOverwrite>,
}

impl Lg {
    /// Loads the tables of every running game.
    pub async fn new(runtime: Arc<Runtime<LoupsGarous>>, store: Store) -> anyhow::Result<Lg> {
        let tables = store
            .running_tables()
            .await?
            .into_iter()
            .map(|t| (t.id(), t))
            .collect();
        let prompts = prompts::Prompts::load(store.clone()).await?;
        let (seen, seen_rx) = tokio::sync::mpsc::unbounded_channel();
        Ok(Lg {
            prompts,
            seen,
            seen_rx: tokio::sync::Mutex::new(Some(seen_rx)),
            runtime,
            store,
            tables: RwLock::new(tables),
            lobby: tokio::sync::Mutex::new(()),
            settings: RwLock::new(BTreeMap::new()),
        })
    }

    /// A guild's settings (cached; the store is read once per guild).
    pub async fn guild_settings(
        &self,
        guild: u64,
        default_locale: &str,
    ) -> Result<crate::store::GuildSettings, crate::store::StoreError> {
        if let Some(s) = self.settings.read().await.get(&guild) {
            return Ok(s.clone());
        }
        let s = self.store.guild_settings(guild, default_locale).await?;
        self.settings.write().await.insert(guild, s.clone());
        Ok(s)
    }

    /// Saves a guild's settings (store, then cache).
    pub async fn save_guild_settings(
        &self,
        settings: &crate::store::GuildSettings,
    ) -> Result<(), crate::store::StoreError> {
        self.store.save_guild_settings(settings).await?;
        self.settings
            .write()
            .await
            .insert(settings.guild, settings.clone());
        Ok(())
    }

    /// A game's table.
    pub async fn table(&self, game: GameId) -> Option<Table> {
        self.tables.read().await.get(&game).cloned()
    }

    /// Every table, oldest first.
    pub async fn tables(&self) -> Vec<Table> {
        self.tables.read().await.values().cloned().collect()
    }

    /// Saves a table (store first, then memory).
    pub async fn save(&self, table: Table) -> Result<(), BotError> {
        self.store.save_table(&table).await?;
        self.tables.write().await.insert(table.id(), table);
        Ok(())
    }

    /// Forgets a finished game's table (it stays in the store).
    pub async fn forget(&self, game: GameId) {
        self.tables.write().await.remove(&game);
    }

    /// The running game whose lobby or channels include `channel`.
    pub async fn game_of_channel(&self, channel: u64) -> Option<Table> {
        let tables = self.tables.read().await;
        tables
            .values()
            .rev()
            .find(|t| t.lobby_channel == channel || channels(t).contains(&channel))
            .cloned()
    }

    /// The game a user plays in: the one of `channel` if they play there, else their latest.
    pub async fn game_of_player(&self, user: u64, channel: u64) -> Option<Table> {
        let tables = self.tables.read().await;
        let mine = |t: &&Table| t.players.iter().any(|(p, _)| *p == user);
        tables
            .values()
            .rev()
            .filter(mine)
            .find(|t| t.lobby_channel == channel || channels(t).contains(&channel))
            .or_else(|| tables.values().rev().find(mine))
            .cloned()
    }

    /// A channel changed on Discord: if it is a game channel, the executor checks it.
    pub async fn channel_changed(
        &self,
        channel: u64,
        overwrites: Vec<poise::serenity_prelude::PermissionOverwrite>,
    ) {
        let Some(table) = self.game_of_channel(channel).await else {
            return;
        };
        let c = &table.channels;
        if [c.place, c.meute, c.cimetiere, c.amoureux].contains(&channel) {
            let _ = self.seen.send(ChannelSeen {
                game: table.id(),
                channel,
                overwrites,
            });
        }
    }

    /// The channel changes reported to the executor (taken once, by the executor).
    pub async fn take_channel_changes(
        &self,
    ) -> Option<tokio::sync::mpsc::UnboundedReceiver<ChannelSeen>> {
        self.seen_rx.lock().await.take()
    }

    /// A game's state now.
    pub async fn state(&self, game: GameId) -> Result<Arc<State>, BotError> {
        match self.runtime.state(game).await {
            Ok((state, _)) => Ok(state),
            Err(_) => Err(BotError::Refused("no-game")),
        }
    }

    /// Sends a command; a refusal becomes its localized code.
    pub async fn send(&self, game: GameId, command: Command) -> Result<(), BotError> {
        match self.runtime.send(game, command).await {
            Ok(_) => Ok(()),
            Err(RuntimeError::Rule(e)) => Err(BotError::Refused(e.code())),
            Err(RuntimeError::NoGame(_)) => Err(BotError::Refused("no-game")),
            Err(e) => Err(BotError::Unexpected(anyhow::anyhow!("{e}"))),
        }
    }
}

/// The game channels of a table (without the lobby channel).
pub fn channels(t: &Table) -> [u64; 6] {
    let c = &t.channels;
    [c.category, c.place, c.meute, c.cimetiere, c.amoureux, c.mj]
}
