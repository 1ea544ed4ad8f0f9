//! Running games' states kept beside their logs: a restart reads the newest snapshot its own
//! build wrote and folds only the events after it.

use sqlx::Row;

use super::group::Write;
use super::{GameId, Store, StoreError};

/// A game's state after its first `seq` events (JSON), as the build `build` folded it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Snapshot {
    pub game: GameId,
    pub seq: u64,
    pub build: String,
    pub state: String,
}

impl Store {
    /// Keeps a snapshot (an older one of the same game is replaced, never a newer one).
    pub async fn save_snapshot(&self, snapshot: Snapshot) -> Result<(), StoreError> {
        self.write(Write::Snapshot(snapshot)).await.map(drop)
    }

    /// The snapshot of `game` that `build` wrote, if any.
    pub async fn snapshot(
        &self,
        game: GameId,
        build: &str,
    ) -> Result<Option<Snapshot>, StoreError> {
        let row = sqlx::query("SELECT seq, state FROM snapshots WHERE game_id = $1 AND build = $2")
            .bind(game.0)
            .bind(build)
            .fetch_optional(self.pool())
            .await?;
        row.map(|r| {
            Ok(Snapshot {
                game,
                seq: r.try_get::<i64, _>(0)? as u64,
                build: build.to_owned(),
                state: r.try_get(1)?,
            })
        })
        .transpose()
    }
}

/// The statement that keeps a snapshot.
pub(super) fn save(s: &Snapshot) -> sqlx::query::Query<'_, sqlx::Any, sqlx::any::AnyArguments<'_>> {
    sqlx::query(
        "INSERT INTO snapshots (game_id, seq, build, state) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (game_id) DO UPDATE SET seq = excluded.seq, build = excluded.build, \
         state = excluded.state WHERE snapshots.seq < excluded.seq OR snapshots.build <> excluded.build",
    )
    .bind(s.game.0)
    .bind(s.seq as i64)
    .bind(s.build.as_str())
    .bind(s.state.as_str())
}
