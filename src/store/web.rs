//! What the web view keeps: the key its links are signed with.

use sqlx::Row;

use super::{Store, StoreError};

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
}
