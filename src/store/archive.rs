//! Cleaning up after games: each finished game's channels locked (its end) and deleted, and
//! each guild's delay before a finished game's channels are deleted (none: kept).

use engine::Timestamp;
use sqlx::Row;

use super::{from_millis, millis, GameStatus, Store, StoreError, Table};

/// A game's table with where the game and its channels stand.
#[derive(Debug, Clone, PartialEq)]
pub struct Kept {
    pub table: Table,
    pub status: GameStatus,
    /// When its channels were locked at its end (none: not yet, or it is running).
    pub ended: Option<Timestamp>,
    /// Whether its channels were deleted.
    pub deleted: bool,
}

impl Store {
    /// Records that a finished game's channels were locked at `at` (kept when already known).
    pub async fn mark_ended(&self, table: &Table, at: Timestamp) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO archives (game_id, guild_id, ended_at, deleted_at) \
             VALUES ($1, $2, $3, NULL) ON CONFLICT (game_id) DO NOTHING",
        )
        .bind(table.game)
        .bind(table.guild as i64)
        .bind(millis(at))
        .execute(self.pool())
        .await?;
        Ok(())
    }

    /// Records that a game's channels were deleted at `at`.
    pub async fn mark_deleted(&self, table: &Table, at: Timestamp) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO archives (game_id, guild_id, ended_at, deleted_at) \
             VALUES ($1, $2, $3, $3) ON CONFLICT (game_id) DO UPDATE SET deleted_at = excluded.deleted_at",
        )
        .bind(table.game)
        .bind(table.guild as i64)
        .bind(millis(at))
        .execute(self.pool())
        .await?;
        Ok(())
    }

    /// Finished games whose channels were never locked (the bot stopped between the end and
    /// the lock, or the game ended before this version), with their log's last instant.
    pub async fn unlocked_games(&self) -> Result<Vec<(Table, Option<Timestamp>)>, StoreError> {
        let rows = sqlx::query(
            "SELECT t.data, (SELECT MAX(e.at) FROM events e WHERE e.game_id = g.id) \
             FROM game_tables t JOIN games g ON g.id = t.game_id \
             LEFT JOIN archives a ON a.game_id = g.id \
             WHERE g.status = $1 AND a.game_id IS NULL ORDER BY g.id",
        )
        .bind(GameStatus::Finished.as_str())
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| Ok((table(r)?, r.try_get::<Option<i64>, _>(1)?.map(from_millis))))
            .collect()
    }

    /// Finished games whose channels are still there in guilds that have them deleted, each
    /// with when its channels are due to go, soonest first.
    pub async fn archiving_due(&self) -> Result<Vec<(Table, Timestamp)>, StoreError> {
        let rows = sqlx::query(
            "SELECT t.data, a.ended_at + s.after_ms FROM archives a \
             JOIN guild_archiving s ON s.guild_id = a.guild_id \
             JOIN game_tables t ON t.game_id = a.game_id \
             WHERE a.deleted_at IS NULL ORDER BY 2, a.game_id",
        )
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| Ok((table(r)?, from_millis(r.try_get(1)?))))
            .collect()
    }

    /// How long after a game's end a guild has its channels deleted (`None`: never).
    pub async fn archive_after(&self, guild: u64) -> Result<Option<i64>, StoreError> {
        let row = sqlx::query("SELECT after_ms FROM guild_archiving WHERE guild_id = $1")
            .bind(guild as i64)
            .fetch_optional(self.pool())
            .await?;
        Ok(row.map(|r| r.try_get(0)).transpose()?)
    }

    /// Sets (or, with `None`, clears) a guild's archiving delay in milliseconds.
    pub async fn set_archive_after(&self, guild: u64, ms: Option<i64>) -> Result<(), StoreError> {
        let query = match ms {
            Some(ms) => sqlx::query(
                "INSERT INTO guild_archiving (guild_id, after_ms) VALUES ($1, $2) \
                 ON CONFLICT (guild_id) DO UPDATE SET after_ms = excluded.after_ms",
            )
            .bind(guild as i64)
            .bind(ms),
            None => {
                sqlx::query("DELETE FROM guild_archiving WHERE guild_id = $1").bind(guild as i64)
            }
        };
        query.execute(self.pool()).await?;
        Ok(())
    }

    /// A guild's games that have a table, newest first, with where their channels stand.
    pub async fn guild_tables(&self, guild: u64) -> Result<Vec<Kept>, StoreError> {
        let rows = sqlx::query(
            "SELECT t.data, g.status, a.ended_at, a.deleted_at FROM game_tables t \
             JOIN games g ON g.id = t.game_id LEFT JOIN archives a ON a.game_id = g.id \
             WHERE t.guild_id = $1 ORDER BY t.game_id DESC",
        )
        .bind(guild as i64)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| {
                let status: String = r.try_get(1)?;
                Ok(Kept {
                    table: table(r)?,
                    status: match status.as_str() {
                        "running" => GameStatus::Running,
                        "broken" => GameStatus::Broken,
                        _ => GameStatus::Finished,
                    },
                    ended: r.try_get::<Option<i64>, _>(2)?.map(from_millis),
                    deleted: r.try_get::<Option<i64>, _>(3)?.is_some(),
                })
            })
            .collect()
    }
}

fn table(row: &sqlx::any::AnyRow) -> Result<Table, StoreError> {
    let data: String = row.try_get(0)?;
    Ok(serde_json::from_str(&data).map_err(anyhow::Error::from)?)
}
