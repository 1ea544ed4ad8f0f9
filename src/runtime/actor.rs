//! One game's actor: takes commands in order, decides, commits, applies and publishes, and
//! wakes itself at the game's next deadline.

use std::sync::Arc;

use engine::game::{Ctx, Stored};
use engine::{Game, Notice};
use tokio::sync::{broadcast, mpsc, oneshot};

use super::clock::{until, Clock};
use super::{Outcome, RuntimeError};
use crate::store::{GameId, GameStatus, Store};

/// What an actor is asked.
pub(crate) enum Msg<G: Game> {
    Command(G::Command, oneshot::Sender<Outcome<G>>),
    State(oneshot::Sender<(Arc<G::State>, u64)>),
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
    pub state: G::State,
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
            let sleep = async {
                match deadline {
                    Some(d) => tokio::time::sleep(until(self.clock.now(), d)).await,
                    None => std::future::pending().await,
                }
            };
            tokio::select! {
                msg = inbox.recv() => match msg {
                    None => break,
                    Some(Msg::Command(command, reply)) => {
                        let _ = reply.send(self.handle(&command).await);
                    }
                    Some(Msg::State(reply)) => {
                        let _ = reply.send((Arc::new(self.state.clone()), self.seq));
                    }
                },
                () = sleep => {
                    let now = self.clock.now();
                    match self.handle(&G::tick(now)).await {
                        Ok(events) if events.is_empty() => stalled = deadline,
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

    /// decide → append (committed) → apply → publish. A refusal or a store failure leaves
    /// the state as it was.
    async fn handle(&mut self, command: &G::Command) -> Outcome<G> {
        let now = self.clock.now();
        // The stream is the number of events already in the log, as in scenario files and
        // simulations, so an exported game draws the same when it is played again.
        let mut ctx = Ctx::new(now, self.seed, self.seq);
        let events = G::decide(&self.state, command, &mut ctx).map_err(RuntimeError::Rule)?;
        if events.is_empty() {
            return Ok(events);
        }
        let payloads = events
            .iter()
            .map(|e| serde_json::to_string(&Stored::new(e)))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| RuntimeError::Unexpected(e.to_string()))?;
        let first_seq = self.seq + 1;
        let appending = std::time::Instant::now();
        self.seq = self
            .store
            .append(self.game, self.seq, now, &payloads)
            .await
            .map_err(|e| RuntimeError::Store(e.to_string()))?;
        let append_us = appending.elapsed().as_micros() as u64;
        tracing::debug!(game = %self.game, events = events.len(), append_us, "committed");
        let mut notices = Vec::new();
        for event in &events {
            G::apply(&mut self.state, event);
            notices.extend(G::notices(&self.state, event));
        }
        let _ = self.published.send(Arc::new(Batch {
            game: self.game,
            first_seq,
            events: events.clone(),
            notices,
            state: Arc::new(self.state.clone()),
        }));
        Ok(events)
    }
}
