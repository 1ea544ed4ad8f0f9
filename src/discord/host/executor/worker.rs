//! A game's worker: its jobs shown one at a time, in order, and its pinned message paced —
//! edited at most once every [`PINNED_EVERY`], always to the latest state. Discord lets one
//! message be edited five times in five seconds and counts each edit against the bot's global
//! limit; a burst of votes would otherwise queue an edit per vote behind that limit, each
//! showing a count already past. The pinned message shows the game as it is: the last state
//! waits for its turn, the states it replaced are never drawn.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::mpsc;
use tokio::time::Instant;

use super::{Batch, Executor, GameId, Hosted, Job, WORKER_QUEUE};

/// The least time between two edits of a game's pinned message.
pub(super) const PINNED_EVERY: Duration = Duration::from_secs(3);

/// The pinned message's pace: the batch whose state it has yet to show, and when it may
/// next be edited.
struct Pace<G: Hosted> {
    waiting: Option<Arc<Batch<G>>>,
    next: Option<Instant>,
}

impl<G: Hosted> Pace<G> {
    /// Resolves when a state waits and its time has come; never when none waits.
    async fn due(&self) {
        match (&self.waiting, self.next) {
            (None, _) => std::future::pending().await,
            (Some(_), Some(at)) => tokio::time::sleep_until(at).await,
            (Some(_), None) => {}
        }
    }
}

impl<G: Hosted> Executor<G> {
    /// Starts `game`'s worker: its jobs in order; the pinned message when no job waits and
    /// its pace allows.
    pub(super) fn worker(self: Arc<Self>, game: GameId) -> mpsc::Sender<Job<G>> {
        let (tx, mut rx) = mpsc::channel(WORKER_QUEUE);
        let fut = async move {
            let mut pace = Pace {
                waiting: None,
                next: None,
            };
            loop {
                let job = tokio::select! {
                    biased;
                    job = rx.recv() => job,
                    () = pace.due() => {
                        Box::pin(self.pin(&mut pace)).await;
                        continue;
                    }
                };
                let Some(job) = job else { break };
                // each job's future boxed: the worker's own, which lives as long as its
                // game, stays small while it waits
                if Box::pin(self.work(game, job, &mut pace)).await {
                    Box::pin(self.pin(&mut pace)).await;
                    Box::pin(self.forget(game)).await;
                    break;
                }
                if rx.is_empty() && self.behind_lock().remove(&game) {
                    // the heal draws the latest state: an older one waiting must not follow
                    pace.waiting = None;
                    if Box::pin(self.catch_up(game)).await {
                        break;
                    }
                }
            }
        };
        tokio::spawn(fut);
        tx
    }

    /// A worker that fell behind catches up from the store: what is undelivered, then a heal.
    /// Returns whether the game is over (then forgotten).
    async fn catch_up(&self, game: GameId) -> bool {
        self.redeliver(game).await;
        let over = self.heal(game).await;
        if over {
            self.forget(game).await;
        }
        over
    }

    /// Does one job; a batch's state waits for the pinned message. Returns whether the game
    /// is over.
    async fn work(&self, game: GameId, job: Job<G>, pace: &mut Pace<G>) -> bool {
        match job {
            Job::Redeliver => {
                self.redeliver(game).await;
                false
            }
            Job::Heal => {
                // the heal draws the latest state: an older one waiting must not follow it
                pace.waiting = None;
                self.heal(game).await
            }
            Job::Seen(change) => {
                self.seen(change).await;
                false
            }
            Job::Batch(batch) => {
                let over = self.show(&batch).await;
                pace.waiting = Some(batch);
                over
            }
        }
    }

    /// Shows the waiting state in the pinned message; an edit starts the pace again.
    async fn pin(&self, pace: &mut Pace<G>) {
        let Some(batch) = pace.waiting.take() else {
            return;
        };
        let Some(table) = self.host.table(batch.game).await else {
            return;
        };
        if self.update_pinned(table, &batch.state).await {
            pace.next = Some(Instant::now() + PINNED_EVERY);
        }
    }
}
