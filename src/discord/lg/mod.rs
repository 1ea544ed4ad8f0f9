//! Loups-Garous on Discord: the games' tables (channels, lobby), finding the game a user or a
//! channel belongs to, and handing commands to the runtime. The rules stay in the engine.

pub mod components;
pub mod executor;
pub mod layout;
pub mod overwrites;
pub mod retry;
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
        Ok(Lg {
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
