//! What the web view reads and keeps: the key its links are signed with, and a server's
//! finished games (its history).

use sqlx::Row;

use super::{game_record, GameRecord, GameStatus, Store, StoreError, SELECT_GAME};

impl Store {
    /// The web view's signing key (64 hex digits): `fresh` is stored when there is none yet,
    /// and the stored one is returned (every process on one database signs alike).
    pub async fn web_key(&self, fresh: &str) -> Result<String, StoreError> {
        sqlx::query("INSERT INTO web_key (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING")
            .bind(fresh)
            .execute(self.pool())
            .await?;
        let row = sqlx::query("SELECT secret FROM web_key WHERE id = 1")
            .fetch_one(self.pool())
            .await?;
        Ok(row.try_get(0)?)
    }

    /// A server's finished games, oldest first.
    pub async fn finished_games(&self, guild: u64) -> Result<Vec<GameRecord>, StoreError> {
        let rows = sqlx::query(&format!(
            "{SELECT_GAME} WHERE status = $1 AND guild_id = $2 ORDER BY id"
        ))
        .bind(GameStatus::Finished.as_str())
        .bind(guild as i64)
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(game_record).collect()
    }
}
