//! A game's table on Discord: the channels the bot made for it (by the game's own channel
//! names) and the message ids it edits in place. Who sits at the table is the game's log,
//! not this row.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use sqlx::Row;

use super::group::Write;
use super::{GameId, Store, StoreError};

/// The channel map's key for the game's category.
pub const CATEGORY: &str = "category";

/// A game's table.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Table {
    pub game: i64,
    pub guild: u64,
    /// The game's kind (`loups-garous`…); tables written before kinds were kept are
    /// Loups-Garous ones.
    #[serde(default = "loups_garous")]
    pub kind: String,
    /// Where `/mj creer` was run (the join message lives there).
    pub lobby_channel: u64,
    /// The game's channels by their name in the game (`place`, `meute`…), and its
    /// `category`. (Tables of older versions stored the same names as fields.)
    pub channels: BTreeMap<String, u64>,
    pub join_message: Option<u64>,
    /// The message kept up to date in place (the village picture).
    #[serde(default, alias = "picture_message")]
    pub pinned_message: Option<u64>,
    /// A lobby opened by an older version, whose seats were kept here: the host moves them
    /// into the game's log at start-up (then this is empty).
    #[serde(default, rename = "players", skip_serializing_if = "Vec::is_empty")]
    pub legacy_players: Vec<(u64, String)>,
    #[serde(default, rename = "composition", skip_serializing_if = "Vec::is_empty")]
    pub legacy_composition: Vec<String>,
    #[serde(default, rename = "settings", skip_serializing_if = "Vec::is_empty")]
    pub legacy_settings: Vec<(String, String)>,
}

fn loups_garous() -> String {
    "loups-garous".to_owned()
}

impl Table {
    pub fn id(&self) -> GameId {
        GameId(self.game)
    }

    /// The Discord id of the game channel named `name`.
    pub fn channel(&self, name: &str) -> Option<u64> {
        self.channels.get(name).copied()
    }

    /// The game's own channel named `id`, if `id` is one (not the category).
    pub fn name_of(&self, id: u64) -> Option<&str> {
        self.channels
            .iter()
            .find(|(name, c)| **c == id && name.as_str() != CATEGORY)
            .map(|(name, _)| name.as_str())
    }

    /// Whether `channel` is the lobby, the category or one of the game's channels.
    pub fn holds(&self, channel: u64) -> bool {
        self.lobby_channel == channel || self.channels.values().any(|c| *c == channel)
    }
}

impl Store {
    /// Saves a game's table, replacing what it had.
    pub async fn save_table(&self, table: &Table) -> Result<(), StoreError> {
        let data = serde_json::to_string(table).map_err(anyhow::Error::from)?;
        let (game, guild) = (table.game, table.guild);
        self.write(Write::Table { game, guild, data })
            .await
            .map(drop)
    }

    /// One game's table, if it has one.
    pub async fn table(&self, game: GameId) -> Result<Option<Table>, StoreError> {
        let row = sqlx::query("SELECT data FROM game_tables WHERE game_id = $1")
            .bind(game.0)
            .fetch_optional(self.pool())
            .await?;
        row.map(|r| decode(&r)).transpose()
    }

    /// The tables of running games of `kind`, oldest first.
    pub async fn running_tables(&self, kind: &str) -> Result<Vec<Table>, StoreError> {
        let rows = sqlx::query(
            "SELECT t.data FROM game_tables t JOIN games g ON g.id = t.game_id \
             WHERE g.status = 'running' AND g.kind = $1 ORDER BY t.game_id",
        )
        .bind(kind)
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(decode).collect()
    }
}

fn decode(row: &sqlx::any::AnyRow) -> Result<Table, StoreError> {
    let data: String = row.try_get(0)?;
    Ok(serde_json::from_str(&data).map_err(anyhow::Error::from)?)
}

/// The statement that saves a table (its JSON).
pub(super) fn save(
    game: i64,
    guild: u64,
    data: &str,
) -> sqlx::query::Query<'_, sqlx::Any, sqlx::any::AnyArguments<'_>> {
    sqlx::query(
        "INSERT INTO game_tables (game_id, guild_id, data) VALUES ($1, $2, $3) \
         ON CONFLICT (game_id) DO UPDATE SET data = excluded.data",
    )
    .bind(game)
    .bind(guild as i64)
    .bind(data)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_of_the_previous_version_reads_as_a_channel_map() {
        let old = r#"{"game":3,"guild":9,"lobby_channel":5,"channels":{"category":10,
            "place":11,"meute":12,"cimetiere":13,"amoureux":14,"mj":15},"join_message":7,
            "picture_message":8,"players":[[1,"Alice"]],"composition":["voyante"],
            "settings":[["vote","60"]]}"#;
        let t: Table = serde_json::from_str(old).unwrap();
        assert_eq!(t.kind, "loups-garous");
        assert_eq!(t.channel("meute"), Some(12));
        assert_eq!(t.name_of(15), Some("mj"));
        assert_eq!(t.name_of(10), None, "the category is not a game channel");
        assert_eq!(t.pinned_message, Some(8));
        assert_eq!(t.legacy_players, [(1, "Alice".to_owned())]);
        assert_eq!(t.legacy_composition, ["voyante"]);
        let again: Table = serde_json::from_str(&serde_json::to_string(&t).unwrap()).unwrap();
        assert_eq!(again, t);
    }
}
