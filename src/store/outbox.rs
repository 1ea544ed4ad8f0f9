//! What the Discord layer keeps so that nothing acknowledged is lost: the live prompt messages
//! (to disable them once used or expired, even after a restart), each game's delivery cursor
//! (the last event whose notices went out), where each batch of events begins, and what each
//! game's pinned message shows (a restart edits it only on change, without reading it).

use sqlx::Row;

use super::group::Write;
use super::{GameId, Store, StoreError};

/// A prompt message whose components are still live.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PromptRow {
    pub message: u64,
    pub game: GameId,
    pub channel: u64,
    /// The step it belongs to (a component of another step is stale).
    pub phase: String,
    /// Its content and components as sent (JSON).
    pub body: String,
}

impl Store {
    /// Records a live prompt (or replaces its body).
    pub async fn save_prompt(&self, p: &PromptRow) -> Result<(), StoreError> {
        self.write(Write::Prompt(p.clone())).await.map(drop)
    }

    /// One write for a delivered batch: the prompts it sent, and the cursor moved to `seq`.
    pub async fn record_delivery(
        &self,
        game: GameId,
        seq: u64,
        prompts: &[PromptRow],
    ) -> Result<(), StoreError> {
        let prompts = prompts.to_vec();
        self.write(Write::Delivery { game, seq, prompts })
            .await
            .map(drop)
    }

    /// Forgets a prompt (disabled, or gone).
    pub async fn delete_prompt(&self, message: u64) -> Result<(), StoreError> {
        self.delete_prompts(&[message]).await
    }

    /// Forgets prompts, in one statement.
    pub async fn delete_prompts(&self, messages: &[u64]) -> Result<(), StoreError> {
        if messages.is_empty() {
            return Ok(());
        }
        self.write(Write::Forget(messages.to_vec())).await.map(drop)
    }

    /// The live prompts of running games.
    pub async fn live_prompts(&self) -> Result<Vec<PromptRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT p.message_id, p.game_id, p.channel_id, p.phase, p.body FROM prompts p \
             JOIN games g ON g.id = p.game_id WHERE g.status = 'running' ORDER BY p.message_id",
        )
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| {
                Ok(PromptRow {
                    message: r.try_get::<i64, _>(0)? as u64,
                    game: GameId(r.try_get(1)?),
                    channel: r.try_get::<i64, _>(2)? as u64,
                    phase: r.try_get(3)?,
                    body: r.try_get(4)?,
                })
            })
            .collect()
    }

    /// The last event of `game` whose notices were delivered (0: none yet).
    pub async fn delivered(&self, game: GameId) -> Result<u64, StoreError> {
        let row = sqlx::query("SELECT delivered_seq FROM outbox WHERE game_id = $1")
            .bind(game.0)
            .fetch_optional(self.pool())
            .await?;
        Ok(match row {
            Some(r) => r.try_get::<i64, _>(0)? as u64,
            None => 0,
        })
    }

    /// Moves `game`'s delivery cursor forward to `seq` (never back).
    pub async fn set_delivered(&self, game: GameId, seq: u64) -> Result<(), StoreError> {
        let prompts = Vec::new();
        self.write(Write::Delivery { game, seq, prompts })
            .await
            .map(drop)
    }

    /// Records what `game`'s pinned message shows now (a digest of its text).
    pub async fn save_pinned(&self, game: GameId, digest: &str) -> Result<(), StoreError> {
        let digest = digest.to_owned();
        self.write(Write::Pinned { game, digest }).await.map(drop)
    }

    /// What `game`'s pinned message showed when last sent or edited (a digest of its text),
    /// if it was recorded.
    pub async fn pinned(&self, game: GameId) -> Result<Option<String>, StoreError> {
        let row = sqlx::query("SELECT pinned FROM outbox WHERE game_id = $1")
            .bind(game.0)
            .fetch_optional(self.pool())
            .await?;
        Ok(match row {
            Some(r) => r.try_get::<Option<String>, _>(0)?,
            None => None,
        })
    }

    /// The first sequence numbers of `game`'s batches after event `after`, in order.
    pub async fn batch_starts(&self, game: GameId, after: u64) -> Result<Vec<u64>, StoreError> {
        let rows = sqlx::query(
            "SELECT first_seq FROM batches WHERE game_id = $1 AND first_seq > $2 \
             ORDER BY first_seq",
        )
        .bind(game.0)
        .bind(after as i64)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| Ok(r.try_get::<i64, _>(0)? as u64))
            .collect()
    }
}

impl Store {
    /// The commands kept with `game`'s batches: (first sequence number, command JSON), in
    /// order; batches logged before commands were kept have none.
    pub async fn batch_commands(&self, game: GameId) -> Result<Vec<(u64, String)>, StoreError> {
        let rows = sqlx::query(
            "SELECT first_seq, command FROM batches WHERE game_id = $1 AND command IS NOT NULL \
             ORDER BY first_seq",
        )
        .bind(game.0)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| Ok((r.try_get::<i64, _>(0)? as u64, r.try_get(1)?)))
            .collect()
    }
}

type Query<'q> = sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>;

pub(super) fn save_prompt(p: &PromptRow) -> Query<'_> {
    sqlx::query(
        "INSERT INTO prompts (message_id, game_id, channel_id, phase, body) \
         VALUES ($1, $2, $3, $4, $5) \
         ON CONFLICT (message_id) DO UPDATE SET body = excluded.body",
    )
    .bind(p.message as i64)
    .bind(p.game.0)
    .bind(p.channel as i64)
    .bind(p.phase.as_str())
    .bind(p.body.as_str())
}

pub(super) fn set_pinned(game: GameId, digest: &str) -> Query<'_> {
    sqlx::query(
        "INSERT INTO outbox (game_id, delivered_seq, pinned) VALUES ($1, 0, $2) \
         ON CONFLICT (game_id) DO UPDATE SET pinned = excluded.pinned",
    )
    .bind(game.0)
    .bind(digest)
}

pub(super) fn set_delivered(game: GameId, seq: u64) -> Query<'static> {
    sqlx::query(
        "INSERT INTO outbox (game_id, delivered_seq) VALUES ($1, $2) \
         ON CONFLICT (game_id) DO UPDATE SET delivered_seq = excluded.delivered_seq \
         WHERE outbox.delivered_seq < excluded.delivered_seq",
    )
    .bind(game.0)
    .bind(seq as i64)
}
