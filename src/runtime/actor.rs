//! One game's actor: takes commands in order, decides, commits, applies and publishes, and
//! wakes itself at the game's next deadline.

use std::sync::Arc;

use engine::game::{Ctx, Stored};
use engine::{Game, Notice};
use tokio::sync::{broadcast, mpsc, oneshot};

use super::clock::{until, Clock};
use super::{Committed, Outcome, RuntimeError};
use crate::store::{GameId, GameStatus, Store};

/// What an actor is asked.
pub(crate) enum Msg<G: Game> {
    Command(G::Command, oneshot::Sender<Outcome<G>>),
    State(oneshot::Sender<(Arc<G::State>, u64)>),
    /// Like `Command`, answered with the whole batch (events and the state after them).
    Run(G::Command, oneshot::Sender<Committed<G>>),
}

/// What happened in a game, published after it was committed: the events, what people are
/// told, and the state after them.
#[derive(Debug)]
pub struct Batch<G: Game> {
    pub game: GameId,
    /// The sequence number of the first event.
    pub first_seq: u64,
    pub events: Vec<G::Event>,
    pub notices: Vec<Notice>,
    pub state: Arc<G::State>,
}

pub(crate) struct Actor<G: Game> {
    pub game: GameId,
    pub seed: u64,
    pub seq: u64,
    /// Shared with every batch and every reader: a command folds it once, never copies it.
    pub state: Arc<G::State>,
    /// Where readers find the state after each commit.
    pub latest: tokio::sync::watch::Sender<(Arc<G::State>, u64)>,
    pub store: Store,
    pub clock: Arc<dyn Clock>,
    pub published: broadcast::Sender<Arc<Batch<G>>>,
}

impl<G: Game> Actor<G> {
    /// Runs until the game ends or every handle is dropped.
    pub async fn run(mut self, mut inbox: mpsc::Receiver<Msg<G>>) {
        let mut stalled: Option<engine::Timestamp> = None;
        loop {
            if G::is_over(&self.state) {
                if let Err(e) = self.store.set_status(self.game, GameStatus::Finished).await {
                    tracing::error!(game = %self.game, error = %e, "cannot mark the game finished");
                }
                break;
            }
            let deadline = G::next_deadline(&self.state).filter(|d| stalled != Some(*d));
            let pace = G::pace(&self.state);
            let sleep = async {
                match deadline {
                    Some(d) => tokio::time::sleep(until(self.clock.now(), pace.wall_time(d))).await,
                    None => std::future::pending().await,
                }
            };
            tokio::select! {
                msg = inbox.recv() => match msg {
                    None => break,
                    Some(Msg::Command(command, reply)) => {
                        let outcome = self.handle(&command).await.map(|b| b.events.clone());
                        let _ = reply.send(outcome);
                    }
                    Some(Msg::Run(command, reply)) => {
                        let _ = reply.send(self.handle(&command).await);
                    }
                    Some(Msg::State(reply)) => {
                        let _ = reply.send((self.state.clone(), self.seq));
                    }
                },
                () = sleep => {
                    let now = self.now();
                    match self.handle(&G::tick(now)).await {
                        Ok(batch) if batch.events.is_empty() => stalled = deadline,
                        Ok(_) => stalled = None,
                        Err(e) => {
                            tracing::warn!(game = %self.game, error = %e, "a deadline could not fire");
                            stalled = deadline;
                        }
                    }
                }
            }
        }
    }

    /// decide (folded once) → append (committed, with the command) → publish. A refusal or
    /// a store failure leaves the state as it was.
    /// The game's time now (the wall clock, unless the game runs at another pace).
    fn now(&self) -> engine::Timestamp {
        G::pace(&self.state).game_time(self.clock.now())
    }

    async fn handle(&mut self, command: &G::Command) -> Committed<G> {
        let now = self.now();
        // The stream is the number of events already in the log (as the game counts them),
        // as in scenario files and simulations, so an exported game draws the same.
        let mut ctx = Ctx::new(now, self.seed, G::stream(&self.state, self.seq));
        let decision = G::evolve(&self.state, command, &mut ctx).map_err(RuntimeError::Rule)?;
        let first_seq = self.seq + 1;
        if decision.events.is_empty() {
            return Ok(Arc::new(Batch {
                game: self.game,
                first_seq,
                events: Vec::new(),
                notices: Vec::new(),
                state: self.state.clone(),
            }));
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
        self.seq = self
            .store
            .append_played(self.game, self.seq, now, &payloads, Some(&played))
            .await
            .map_err(|e| RuntimeError::Store(e.to_string()))?;
        let append_us = appending.elapsed().as_micros() as u64;
        tracing::debug!(game = %self.game, events = payloads.len(), append_us, "committed");
        self.state = Arc::new(decision.state);
        self.latest.send_replace((self.state.clone(), self.seq));
        let batch = Arc::new(Batch {
            game: self.game,
            first_seq,
            events: decision.events,
            notices: decision.notices,
            state: self.state.clone(),
        });
        let _ = self.published.send(batch.clone());
        Ok(batch)
    }
}
