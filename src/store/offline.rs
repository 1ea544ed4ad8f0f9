//! Who went offline and since when (the disconnection rule), so a restart re-arms each absence
//! at the same instant.

use engine::Timestamp;
use sqlx::Row;

use super::{from_millis, millis, Store, StoreError};

impl Store {
    /// `user` went offline in `guild` at `since` (an absence already recorded keeps its start).
    pub async fn mark_offline(
        &self,
        guild: u64,
        user: u64,
        since: Timestamp,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO offline (guild_id, user_id, since) VALUES ($1, $2, $3) \
             ON CONFLICT (guild_id, user_id) DO NOTHING",
        )
        .bind(guild as i64)
        .bind(user as i64)
        .bind(millis(since))
        .execute(self.pool())
        .await?;
        Ok(())
    }

    /// `user` is back (or the absence was settled): forgets it.
    pub async fn mark_online(&self, guild: u64, user: u64) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM offline WHERE guild_id = $1 AND user_id = $2")
            .bind(guild as i64)
            .bind(user as i64)
            .execute(self.pool())
            .await?;
        Ok(())
    }

    /// Every absence recorded: (guild, user, since).
    pub async fn offline(&self) -> Result<Vec<(u64, u64, Timestamp)>, StoreError> {
        let rows = sqlx::query("SELECT guild_id, user_id, since FROM offline ORDER BY since")
            .fetch_all(self.pool())
            .await?;
        rows.iter()
            .map(|r| {
                Ok((
                    r.try_get::<i64, _>(0)? as u64,
                    r.try_get::<i64, _>(1)? as u64,
                    from_millis(r.try_get(2)?),
                ))
            })
            .collect()
    }
}
