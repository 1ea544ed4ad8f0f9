//! A game's table on Discord: the channels the bot made for it, the message ids it edits in
//! place, and the lobby (who joined, the composition, the settings) until the start.

use serde::{Deserialize, Serialize};
use sqlx::Row;

use super::{GameId, Store, StoreError};

/// The channels of one game (Loups-Garous).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Channels {
    pub category: u64,
    pub place: u64,
    pub meute: u64,
    pub cimetiere: u64,
    pub amoureux: u64,
    pub mj: u64,
}

/// A game's table.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Table {
    pub game: i64,
    pub guild: u64,
    /// Where `/mj creer` was run (the join message lives there).
    pub lobby_channel: u64,
    pub channels: Channels,
    pub join_message: Option<u64>,
    /// The pinned village message, edited in place.
    pub picture_message: Option<u64>,
    /// Players who joined, in order: (user id, display name).
    pub players: Vec<(u64, String)>,
    /// `/mj composition`: role ids, or empty for the default table.
    pub composition: Vec<String>,
    /// `key=value` game settings given at creation.
    pub settings: Vec<(String, String)>,
}

impl Table {
    pub fn id(&self) -> GameId {
        GameId(self.game)
    }
}

impl Store {
    /// Saves a game's table, replacing what it had.
    pub async fn save_table(&self, table: &Table) -> Result<(), StoreError> {
        let data = serde_json::to_string(table).map_err(anyhow::Error::from)?;
        sqlx::query(
            "INSERT INTO game_tables (game_id, guild_id, data) VALUES ($1, $2, $3) \
             ON CONFLICT (game_id) DO UPDATE SET data = excluded.data",
        )
        .bind(table.game)
        .bind(table.guild as i64)
        .bind(data)
        .execute(self.pool())
        .await?;
        Ok(())
    }

    /// One game's table, if it has one.
    pub async fn table(&self, game: GameId) -> Result<Option<Table>, StoreError> {
        let row = sqlx::query("SELECT data FROM game_tables WHERE game_id = $1")
            .bind(game.0)
            .fetch_optional(self.pool())
            .await?;
        row.map(|r| decode(&r)).transpose()
    }

    /// The tables of running games, oldest first.
    pub async fn running_tables(&self) -> Result<Vec<Table>, StoreError> {
        let rows = sqlx::query(
            "SELECT t.data FROM game_tables t JOIN games g ON g.id = t.game_id \
             WHERE g.status = 'running' ORDER BY t.game_id",
        )
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(decode).collect()
    }
}

fn decode(row: &sqlx::any::AnyRow) -> Result<Table, StoreError> {
    let data: String = row.try_get(0)?;
    Ok(serde_json::from_str(&data).map_err(anyhow::Error::from)?)
}
