//! How an actor commits: decide (folded once) → append with the command → publish. After an
//! append whose outcome is unknown (the connection dropped during COMMIT) the log itself says
//! whether it happened; after a conflict, or when the log cannot be read, the actor reads it
//! again before its next command, so one failure never wedges the game.

use std::sync::Arc;
use std::time::Duration;

use engine::game::{Ctx, Stored};
use engine::Game;

use super::actor::{Actor, Batch};
use super::{Committed, RuntimeError};
use crate::store::StoreError;

/// How long an actor waits between tries to read its log again.
const RESYNC_PAUSE: Duration = Duration::from_millis(200);
const RESYNC_TRIES: u32 = 25;

impl<G: Game> Actor<G> {
    /// decide → append (committed) → publish. A refusal or a failed commit leaves the state
    /// as it was; a commit that happened is never reported as failed.
    pub(super) async fn handle(
        &mut self,
        command: &G::Command,
        interaction: Option<u64>,
    ) -> Committed<G> {
        if self.unsure {
            self.resync().await?;
        }
        let now = self.now();
        // The stream is the number of events already in the log (as the game counts them),
        // as in scenario files and simulations, so an exported game draws the same.
        let mut ctx = Ctx::new(now, self.seed, G::stream(&self.state, self.seq));
        let decision = G::evolve(&self.state, command, &mut ctx).map_err(RuntimeError::Rule)?;
        let first_seq = self.seq + 1;
        if decision.events.is_empty() {
            return Ok(self.batch(first_seq, Vec::new(), Vec::new()));
        }
        let unexpected = |e: serde_json::Error| RuntimeError::Unexpected(e.to_string());
        let payloads = decision
            .events
            .iter()
            .map(|e| serde_json::to_string(&Stored::new(e)))
            .collect::<Result<Vec<_>, _>>()
            .map_err(unexpected)?;
        let played = serde_json::to_string(command).map_err(unexpected)?;
        let appending = std::time::Instant::now();
        let appended = self
            .store
            .append_played(
                self.game,
                self.seq,
                now,
                &payloads,
                Some(&played),
                interaction,
            )
            .await;
        match appended {
            Ok(seq) => self.seq = seq,
            Err(e) => self.settle_failed_append(e, &payloads).await?,
        }
        if super::snapshot::due(first_seq - 1, self.seq) {
            super::snapshot::keep::<G>(&self.store, self.game, self.seq, &decision.state);
        }
        let append_us = appending.elapsed().as_micros() as u64;
        tracing::debug!(game = %self.game, events = payloads.len(), append_us, "committed");
        self.state = Arc::new(decision.state);
        self.latest.send_replace((self.state.clone(), self.seq));
        let batch = self.batch(first_seq, decision.events, decision.notices);
        let _ = self.published.send(batch.clone());
        Ok(batch)
    }

    fn batch(
        &self,
        first_seq: u64,
        events: Vec<G::Event>,
        notices: Vec<engine::Notice>,
    ) -> Arc<Batch<G>> {
        Arc::new(Batch {
            game: self.game,
            first_seq,
            events,
            notices,
            state: self.state.clone(),
        })
    }

    /// An append failed: whether its events are in the log after all (then it is a success),
    /// or not (the error stands, and a conflict is its own retryable error).
    async fn settle_failed_append(
        &mut self,
        error: StoreError,
        payloads: &[String],
    ) -> Result<(), RuntimeError<G::Error>> {
        let conflict = matches!(error, StoreError::Conflict { .. });
        match self.store.events_after(self.game, self.seq).await {
            Ok(rows) if !conflict && rows.iter().map(|r| &r.payload).eq(payloads.iter()) => {
                tracing::warn!(game = %self.game, error = %error, "the append reported a failure but committed");
                self.seq += payloads.len() as u64;
                Ok(())
            }
            Ok(rows) if rows.is_empty() => Err(failure(error)),
            _ => {
                // Someone else wrote, or the log cannot be read now: read it again before
                // the next command.
                self.unsure = true;
                Err(failure(error))
            }
        }
    }

    /// Reads the log again and folds what this actor has not seen (a commit of unknown
    /// outcome, another writer). Fails when the store cannot be read for a while.
    pub(super) async fn resync(&mut self) -> Result<(), RuntimeError<G::Error>> {
        let mut tries = 0;
        let rows = loop {
            match self.store.events_after(self.game, self.seq).await {
                Ok(rows) => break rows,
                Err(e) if tries + 1 >= RESYNC_TRIES => {
                    return Err(RuntimeError::Store(e.to_string()))
                }
                Err(_) => {
                    tries += 1;
                    tokio::time::sleep(RESYNC_PAUSE).await;
                }
            }
        };
        if !rows.is_empty() {
            let mut state = (*self.state).clone();
            let (mut events, mut notices) = (Vec::new(), Vec::new());
            for row in &rows {
                let stored: Stored<G::Event> = serde_json::from_str(&row.payload)
                    .map_err(|e| RuntimeError::Unexpected(format!("event {}: {e}", row.seq)))?;
                G::apply(&mut state, &stored.event);
                notices.extend(G::notices(&state, &stored.event));
                events.push(stored.event);
            }
            tracing::warn!(game = %self.game, events = rows.len(), "folded events this actor had not seen");
            let first_seq = self.seq + 1;
            self.seq += rows.len() as u64;
            self.state = Arc::new(state);
            self.latest.send_replace((self.state.clone(), self.seq));
            // Shown like any batch: their notices go out (the outbox keeps them once).
            let _ = self.published.send(self.batch(first_seq, events, notices));
        }
        self.unsure = false;
        Ok(())
    }
}

fn failure<E: std::error::Error>(error: StoreError) -> RuntimeError<E> {
    match error {
        StoreError::Conflict { .. } => RuntimeError::Conflict(error.to_string()),
        e => RuntimeError::Store(e.to_string()),
    }
}
