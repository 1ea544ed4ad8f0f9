//! Each guild's settings (language, MJ role, default timers), read once from the store and
//! kept here; `/mj reglages` writes through. They belong to the guild, whatever its games.

use std::collections::BTreeMap;

use tokio::sync::RwLock;

use crate::store::{GuildSettings, Store, StoreError};

/// The guilds' settings.
pub struct Guilds {
    store: Store,
    default_locale: String,
    cache: RwLock<BTreeMap<u64, GuildSettings>>,
}

impl Guilds {
    pub fn new(store: Store, default_locale: &str) -> Guilds {
        Guilds {
            store,
            default_locale: default_locale.to_owned(),
            cache: RwLock::default(),
        }
    }

    /// A guild's settings (the store is read once per guild).
    pub async fn settings(&self, guild: u64) -> Result<GuildSettings, StoreError> {
        if let Some(s) = self.cache.read().await.get(&guild) {
            return Ok(s.clone());
        }
        let s = self
            .store
            .guild_settings(guild, &self.default_locale)
            .await?;
        self.cache.write().await.insert(guild, s.clone());
        Ok(s)
    }

    /// A guild's language (the default one when the store cannot be read).
    pub async fn locale(&self, guild: u64) -> String {
        match self.settings(guild).await {
            Ok(s) => s.locale,
            Err(e) => {
                tracing::warn!(guild, error = %e, "cannot read a guild's settings");
                self.default_locale.clone()
            }
        }
    }

    /// Saves a guild's settings (store, then cache).
    pub async fn save(&self, settings: &GuildSettings) -> Result<(), StoreError> {
        self.store.save_guild_settings(settings).await?;
        self.cache
            .write()
            .await
            .insert(settings.guild, settings.clone());
        Ok(())
    }
}
