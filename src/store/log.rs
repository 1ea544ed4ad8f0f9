//! The append-only event logs: an append that commits all of a batch or nothing (the
//! expected length is the guard against a concurrent writer), the interactions a batch
//! executed, and the log read back, whole or after a sequence number.

use engine::Timestamp;
use sqlx::Row;

use super::group::{Append, Write};
use super::{faults, from_millis, injected, millis, GameId, Store, StoreError};

/// A stored event: its place in the log, when it happened, and its JSON payload.
#[derive(Debug, Clone, PartialEq)]
pub struct EventRow {
    pub seq: u64,
    pub at: Timestamp,
    pub payload: String,
}

impl Store {
    /// Appends events after the `expected` first ones, atomically: all are written with
    /// sequence numbers `expected + 1 …`, or none when the log holds another count.
    /// Returns the new length of the log.
    pub async fn append(
        &self,
        game: GameId,
        expected: u64,
        at: Timestamp,
        payloads: &[String],
    ) -> Result<u64, StoreError> {
        self.append_played(game, expected, at, payloads, None, None)
            .await
    }

    /// [`Store::append`], with the command that made the events (JSON) kept beside their
    /// batch, so an export prints the commands that were played, and the Discord interaction
    /// that asked for it, so a redelivery is not executed again.
    pub async fn append_played(
        &self,
        game: GameId,
        expected: u64,
        at: Timestamp,
        payloads: &[String],
        command: Option<&str>,
        interaction: Option<u64>,
    ) -> Result<u64, StoreError> {
        let ambiguous = match self.faults.next(faults::Op::Append) {
            Some(faults::Fault::Fail) => return Err(injected()),
            Some(faults::Fault::Stall(d)) => {
                tokio::time::sleep(d).await;
                false
            }
            Some(faults::Fault::Ambiguous) => true,
            None => false,
        };
        let appended = self
            .append_now(game, expected, at, payloads, (command, interaction))
            .await?;
        if ambiguous {
            return Err(injected());
        }
        Ok(appended)
    }

    async fn append_now(
        &self,
        game: GameId,
        expected: u64,
        at: Timestamp,
        payloads: &[String],
        (command, interaction): (Option<&str>, Option<u64>),
    ) -> Result<u64, StoreError> {
        let append = Append {
            game,
            expected,
            at,
            payloads: payloads.to_vec(),
            command: command.map(str::to_owned),
            interaction,
        };
        self.write(Write::Append(append)).await
    }

    /// The Discord interactions whose batches were committed at or after `since`.
    pub async fn interactions_since(&self, since: Timestamp) -> Result<Vec<u64>, StoreError> {
        let rows = sqlx::query(
            "SELECT interaction FROM batches WHERE interaction IS NOT NULL AND at >= $1",
        )
        .bind(millis(since))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| Ok(r.try_get::<i64, _>(0)? as u64))
            .collect()
    }

    /// A game's whole log, in order.
    pub async fn events(&self, game: GameId) -> Result<Vec<EventRow>, StoreError> {
        self.events_after(game, 0).await
    }

    /// A game's log after its first `after` events, in order.
    pub async fn events_after(
        &self,
        game: GameId,
        after: u64,
    ) -> Result<Vec<EventRow>, StoreError> {
        match self.faults.next(faults::Op::Read) {
            Some(faults::Fault::Stall(d)) => tokio::time::sleep(d).await,
            Some(_) => return Err(injected()),
            None => {}
        }
        let rows = sqlx::query(
            "SELECT seq, at, payload FROM events WHERE game_id = $1 AND seq > $2 ORDER BY seq",
        )
        .bind(game.0)
        .bind(after as i64)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(EventRow {
                    seq: r.try_get::<i64, _>(0)? as u64,
                    at: from_millis(r.try_get(1)?),
                    payload: r.try_get(2)?,
                })
            })
            .collect()
    }
}
