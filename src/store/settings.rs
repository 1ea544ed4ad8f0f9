//! Each guild's settings: its language, its MJ role and its default timers.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use sqlx::Row;

use super::{Store, StoreError};

/// A guild's settings, with the defaults of a guild that never set them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GuildSettings {
    pub guild: u64,
    /// `fr` or `en-US`.
    pub locale: String,
    /// The role whose members are MJs (besides those with Manage Server).
    pub mj_role: Option<u64>,
    /// Default game settings (`parole` → `30s` …), applied to new games.
    pub timers: BTreeMap<String, String>,
}

impl GuildSettings {
    pub fn new(guild: u64, locale: &str) -> Self {
        GuildSettings {
            guild,
            locale: locale.to_owned(),
            mj_role: None,
            timers: BTreeMap::new(),
        }
    }
}

impl Store {
    /// A guild's settings, or the defaults (in `default_locale`) when it has none.
    pub async fn guild_settings(
        &self,
        guild: u64,
        default_locale: &str,
    ) -> Result<GuildSettings, StoreError> {
        let row =
            sqlx::query("SELECT locale, mj_role, timers FROM guild_settings WHERE guild_id = $1")
                .bind(guild as i64)
                .fetch_optional(self.pool())
                .await?;
        let Some(row) = row else {
            return Ok(GuildSettings::new(guild, default_locale));
        };
        let timers: String = row.try_get(2)?;
        Ok(GuildSettings {
            guild,
            locale: row.try_get(0)?,
            mj_role: row.try_get::<Option<i64>, _>(1)?.map(|r| r as u64),
            timers: serde_json::from_str(&timers).map_err(anyhow::Error::from)?,
        })
    }

    /// Saves a guild's settings, replacing what it had.
    pub async fn save_guild_settings(&self, settings: &GuildSettings) -> Result<(), StoreError> {
        let timers = serde_json::to_string(&settings.timers).map_err(anyhow::Error::from)?;
        sqlx::query(
            "INSERT INTO guild_settings (guild_id, locale, mj_role, timers) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (guild_id) DO UPDATE SET locale = excluded.locale, \
             mj_role = excluded.mj_role, timers = excluded.timers",
        )
        .bind(settings.guild as i64)
        .bind(settings.locale.as_str())
        .bind(settings.mj_role.map(|r| r as i64))
        .bind(timers)
        .execute(self.pool())
        .await?;
        Ok(())
    }
}
