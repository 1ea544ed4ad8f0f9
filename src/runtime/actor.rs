//! One game's actor: takes commands in order, decides, commits, applies and publishes, and
//! wakes itself at the game's next deadline. A deadline is retried with back-off until it
//! fires (the MJs are told when it keeps failing); after a store error the actor reads its
//! log again before anything else, so it never goes on from a stale sequence number.

use std::sync::Arc;
use std::time::Duration;

use engine::{Game, Notice, Timestamp};
use tokio::sync::{broadcast, mpsc, oneshot};

use super::clock::{until, Clock};
use super::{Alert, Committed, Outcome};
use crate::store::{GameId, GameStatus, Store};

/// What an actor is asked. Commands are boxed: an inbox keeps room for 32 messages from its
/// start, and a game's command can be large (the creation's seats and settings).
pub(crate) enum Msg<G: Game> {
    /// A command, and the Discord interaction that asked for it (if one did).
    Command(Box<G::Command>, Option<u64>, oneshot::Sender<Outcome<G>>),
    State(oneshot::Sender<(Arc<G::State>, u64)>),
    /// Like `Command`, answered with the whole batch (events and the state after them).
    Run(Box<G::Command>, Option<u64>, oneshot::Sender<Committed<G>>),
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

/// The first pause before a deadline is tried again, and the longest.
const RETRY_FIRST: Duration = Duration::from_millis(250);
const RETRY_MAX: Duration = Duration::from_secs(30);
/// After this many failed tries in a row the MJs are told the game is stuck.
const ALERT_AFTER: u32 = 3;

/// A deadline that did not fire yet: how many tries failed, and when to try again.
#[derive(Debug, Clone, Copy)]
struct Retry {
    deadline: Timestamp,
    tries: u32,
    pause: Duration,
    again: tokio::time::Instant,
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
    pub alerts: broadcast::Sender<Alert>,
    /// The log may hold more than `seq` events (a commit of unknown outcome): read it again
    /// before the next command.
    pub unsure: bool,
}

impl<G: Game> Actor<G> {
    /// Runs until the game ends or every handle is dropped.
    pub async fn run(mut self, mut inbox: mpsc::Receiver<Msg<G>>) {
        let mut retry: Option<Retry> = None;
        loop {
            if G::is_over(&self.state) {
                if let Err(e) = self.store.set_status(self.game, GameStatus::Finished).await {
                    tracing::error!(game = %self.game, error = %e, "cannot mark the game finished");
                }
                break;
            }
            let deadline = G::next_deadline(&self.state);
            retry = retry.filter(|r| Some(r.deadline) == deadline);
            let wake = self.wake_at(deadline, retry.as_ref());
            let sleep = async {
                match wake {
                    Some(at) => tokio::time::sleep_until(at).await,
                    None => std::future::pending().await,
                }
            };
            tokio::select! {
                msg = inbox.recv() => match msg {
                    None => break,
                    // boxed, as the deadline's firing below: the actor's own future, which
                    // lives as long as its game, stays small while it waits
                    Some(msg) => Box::pin(self.answer(msg)).await,
                },
                () = sleep => {
                    if let Some(d) = deadline {
                        retry = Box::pin(self.fire(d, retry)).await;
                    }
                }
            }
        }
    }

    /// When to wake for `deadline`: its wall-clock instant, or the retry's.
    fn wake_at(
        &self,
        deadline: Option<Timestamp>,
        retry: Option<&Retry>,
    ) -> Option<tokio::time::Instant> {
        let d = deadline?;
        if let Some(r) = retry {
            return Some(r.again);
        }
        let wall = G::pace(&self.state).wall_time(d);
        Some(tokio::time::Instant::now() + until(self.clock.now(), wall))
    }

    async fn answer(&mut self, msg: Msg<G>) {
        match msg {
            Msg::Command(command, interaction, reply) => {
                let outcome = self.handle(&command, interaction).await;
                let _ = reply.send(outcome.map(|b| b.events.clone()));
            }
            Msg::Run(command, interaction, reply) => {
                let _ = reply.send(self.handle(&command, interaction).await);
            }
            Msg::State(reply) => {
                let _ = reply.send((self.state.clone(), self.seq));
            }
        }
    }

    /// Fires `deadline`. A tick that fails, or that leaves the game at the same deadline
    /// although it is due, is tried again after a growing pause; one that finds the wall
    /// clock behind the deadline (the clock stepped back) waits for it again.
    async fn fire(&mut self, deadline: Timestamp, retry: Option<Retry>) -> Option<Retry> {
        let now = self.now();
        let outcome = self.handle(&G::tick(now), None).await;
        let moved = G::next_deadline(&self.state) != Some(deadline);
        let why = match outcome {
            Ok(_) if moved => return None,
            Ok(_) if now < deadline => return None,
            Ok(_) => "the tick left the game at its deadline".to_owned(),
            Err(e) => e.to_string(),
        };
        let tries = retry.map_or(1, |r| r.tries + 1);
        let pause = retry.map_or(RETRY_FIRST, |r| (r.pause * 2).min(RETRY_MAX));
        tracing::warn!(game = %self.game, tries, error = %why, "a deadline could not fire: trying again");
        if tries == ALERT_AFTER {
            let _ = self.alerts.send(Alert::Stuck {
                game: self.game,
                tries,
                why,
            });
        }
        Some(Retry {
            deadline,
            tries,
            pause,
            again: tokio::time::Instant::now() + pause,
        })
    }

    /// The game's time now (the wall clock, unless the game runs at another pace).
    pub(super) fn now(&self) -> Timestamp {
        G::pace(&self.state).game_time(self.clock.now())
    }
}
