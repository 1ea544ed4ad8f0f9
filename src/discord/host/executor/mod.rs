//! The executor: shows what a host's runtime committed. For each batch of a game, in order:
//! the channels' member overwrites reconciled with the game's `access` (only what changed),
//! the prompts whose offers are gone disabled, the notices sent (channel messages, DMs with
//! the components of the offers they prompt, the MJs' channel) in the guild's language, and
//! the pinned message updated in place. At start-up it reads what Discord has and heals
//! every running game's channels. The same executor serves every game kind.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use engine::notice::{Audience, Notice};
use engine::Offer;
use poise::serenity_prelude as serenity;
use serenity::{PermissionOverwrite, PermissionOverwriteType, Permissions};
use tokio::sync::{broadcast, mpsc, Mutex};

mod deliver;
mod dm;
mod expiry;
mod outbox;
mod permissions;
mod picture;
mod posts;

use super::components::{rows, Labels};
use super::overwrites::{desired, diff, Bits, Change};
use super::retry::{discord_code, retry, transient};
use super::{Host, Hosted};
use crate::runtime::Batch;
use crate::store::{GameId, Table};

/// Discord's code for "Cannot send messages to this user".
const DM_CLOSED: isize = 50007;
/// The longest message we send (Discord's limit is 2000).
const MAX_CONTENT: usize = 1900;
/// How many jobs one game's worker may have waiting before the executor waits for it (the
/// runtime's broadcast buffer then absorbs the rest; falling behind it heals the game).
const WORKER_QUEUE: usize = 256;

enum Job<G: Hosted> {
    /// Deliver again the notices after the game's delivery cursor (at start-up).
    Redeliver,
    /// Read the channels' overwrites from Discord and reconcile them with the state.
    Heal,
    Batch(Arc<Batch<G>>),
    /// Discord reported a game channel's overwrites: heal a hand edit.
    Seen(super::ChannelSeen),
}

/// What the executor needs and remembers of Discord.
pub struct Executor<G: Hosted> {
    pub http: Arc<serenity::Http>,
    pub host: Arc<Host<G>>,
    /// Channel → member → (allow, deny), as Discord has them (from its answers).
    known: Mutex<BTreeMap<u64, BTreeMap<u64, Bits>>>,
    /// Channel → the last member overwrites the bot's own calls left (to know its echoes).
    echoes: Mutex<BTreeMap<u64, std::collections::VecDeque<BTreeMap<u64, Bits>>>>,
    /// Channel → the overwrites that are not players' (@everyone, the bot, the MJs), kept
    /// when a channel's whole list is replaced.
    others: Mutex<BTreeMap<u64, Vec<PermissionOverwrite>>>,
    dms: Mutex<BTreeMap<u64, u64>>,
    dm_warned: Mutex<BTreeSet<(GameId, u64)>>,
    pinned: Mutex<BTreeMap<GameId, String>>,
    /// Game → the last event whose notices were delivered.
    delivered: Mutex<BTreeMap<GameId, u64>>,
    /// Game → the prompts sent for the batch being delivered (recorded with its cursor).
    sent: Mutex<BTreeMap<GameId, Vec<u64>>>,
    /// Forum → its kind and tags, as Discord has them.
    forums: Mutex<BTreeMap<u64, posts::Forum>>,
    /// The games whose active threads were listed in this process.
    listed: Mutex<BTreeSet<GameId>>,
    /// (parent, title) → the post, as Discord lists them.
    titles: Mutex<BTreeMap<(u64, String), u64>>,
    /// Post → its tags and lock, as Discord has them.
    post_seen: Mutex<BTreeMap<u64, posts::Seen>>,
}

impl<G: Hosted> Executor<G> {
    pub fn new(http: Arc<serenity::Http>, host: Arc<Host<G>>) -> Arc<Executor<G>> {
        Arc::new(Executor {
            http,
            host,
            known: Mutex::default(),
            others: Mutex::default(),
            echoes: Mutex::default(),
            dms: Mutex::default(),
            dm_warned: Mutex::default(),
            pinned: Mutex::default(),
            delivered: Mutex::default(),
            sent: Mutex::default(),
            forums: Mutex::default(),
            listed: Mutex::default(),
            titles: Mutex::default(),
            post_seen: Mutex::default(),
        })
    }

    /// Heals every running game, then shows each batch, games in parallel, each in order.
    pub async fn run(self: Arc<Self>, mut batches: broadcast::Receiver<Arc<Batch<G>>>) {
        let mut workers: BTreeMap<GameId, mpsc::Sender<Job<G>>> = BTreeMap::new();
        self.heal_all(&mut workers).await;
        let mut seen = self.host.take_channel_changes().await;
        loop {
            let received = tokio::select! {
                b = batches.recv() => b,
                Some(change) = async { seen.as_mut()?.recv().await } => {
                    let game = change.game;
                    self.give(&mut workers, game, Job::Seen(change)).await;
                    continue;
                }
            };
            match received {
                Ok(batch) => {
                    let game = batch.game;
                    self.give(&mut workers, game, Job::Batch(batch)).await;
                }
                Err(broadcast::error::RecvError::Lagged(n)) => {
                    tracing::error!(
                        missed = n,
                        kind = G::KIND,
                        "the executor fell behind: healing every game"
                    );
                    self.heal_all(&mut workers).await;
                }
                Err(broadcast::error::RecvError::Closed) => break,
            }
        }
    }

    async fn heal_all(self: &Arc<Self>, workers: &mut BTreeMap<GameId, mpsc::Sender<Job<G>>>) {
        for table in self.host.tables().await {
            self.give(workers, table.id(), Job::Redeliver).await;
            self.give(workers, table.id(), Job::Heal).await;
        }
    }

    /// Hands a job to the game's worker (started on its first job).
    async fn give(
        self: &Arc<Self>,
        workers: &mut BTreeMap<GameId, mpsc::Sender<Job<G>>>,
        game: GameId,
        job: Job<G>,
    ) {
        workers.retain(|_, w| !w.is_closed());
        let worker = workers
            .entry(game)
            .or_insert_with(|| self.clone().worker(game))
            .clone();
        let _ = worker.send(job).await;
    }

    fn worker(self: Arc<Self>, game: GameId) -> mpsc::Sender<Job<G>> {
        let (tx, mut rx) = mpsc::channel(WORKER_QUEUE);
        tokio::spawn(async move {
            while let Some(job) = rx.recv().await {
                let over = match job {
                    Job::Redeliver => {
                        self.redeliver(game).await;
                        false
                    }
                    Job::Heal => self.heal(game).await,
                    Job::Seen(change) => {
                        self.seen(change).await;
                        false
                    }
                    Job::Batch(batch) => self.show(&batch).await,
                };
                if over {
                    self.host.forget(game).await;
                    break;
                }
            }
        });
        tx
    }

    /// Reads the game channels' overwrites, then reconciles. Returns whether the game is over.
    async fn heal(&self, game: GameId) -> bool {
        let Some(table) = self.host.table(game).await else {
            return true;
        };
        let state = self.host.state(game).await;
        for (_, channel) in self.access_channels(&table, state.as_deref().ok()) {
            self.read_overwrites(game, channel).await;
        }
        self.read_pinned(&table).await;
        self.read_posts(&table).await;
        match state {
            Ok(state) => {
                self.reconcile(&table, &state).await;
                let locale = self.host.locale(&table).await;
                self.settle_prompts(game, &state, &[], &locale).await;
                self.reconcile_posts(&table, &state, &locale).await;
                self.update_pinned(table, &state).await;
                G::is_over(&state)
            }
            Err(_) => false,
        }
    }

    /// Shows one batch. Returns whether the game is over.
    async fn show(&self, batch: &Batch<G>) -> bool {
        let Some(table) = self.host.table(batch.game).await else {
            return false;
        };
        let state = &batch.state;
        self.reconcile(&table, state).await;
        let locale = self.host.locale(&table).await;
        self.settle_prompts(batch.game, state, &batch.events, &locale)
            .await;
        self.notify(&table, batch).await;
        if let Some(table) = self.host.table(batch.game).await {
            self.reconcile_posts(&table, state, &locale).await;
        }
        self.update_pinned(table, state).await;
        G::is_over(state)
    }

    /// Sends a batch's notices (unless they went out already), then moves the cursor.
    async fn notify(&self, table: &Table, batch: &Batch<G>) {
        let last = batch.first_seq + batch.events.len() as u64 - 1;
        if batch.events.is_empty() || self.already_delivered(batch.game, last).await {
            return;
        }
        let locale = self.host.locale(table).await;
        for (k, (audience, notices)) in group::<G>(&batch.notices).into_iter().enumerate() {
            let nonce = nonce(batch.game, batch.first_seq, k);
            self.deliver(table, &batch.state, &locale, &audience, &notices, &nonce)
                .await;
        }
        self.mark_delivered(batch.game, last).await;
    }

    /// The game's channels whose access follows the state, with their Discord ids (the MJs'
    /// channel too when the game's access lists it).
    fn access_channels(&self, table: &Table, state: Option<&G::State>) -> Vec<(&'static str, u64)> {
        let listed: BTreeSet<&str> = state
            .map(|s| G::access(s).into_iter().map(|(n, _)| n).collect())
            .unwrap_or_default();
        G::CHANNELS
            .iter()
            .filter(|c| !c.mjs || listed.contains(c.name))
            .filter_map(|c| Some((c.name, table.channel(c.name)?)))
            .collect()
    }
}

/// The nonce of a batch's `k`th message group (a chunk index is added): the same each time
/// the batch is delivered, and within Discord's 25 characters (base 36).
fn nonce(game: GameId, first_seq: u64, k: usize) -> String {
    let (game, k) = (game.0.unsigned_abs(), k as u64);
    format!("{}.{}.{}", base36(game), base36(first_seq), base36(k))
}

fn base36(mut n: u64) -> String {
    const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut out = Vec::new();
    loop {
        out.push(DIGITS[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

/// Notices grouped by audience, in the order each audience first appears; a notice the game
/// keeps apart (an MJ's card) is a group of its own.
fn group<G: Hosted>(notices: &[Notice]) -> Vec<(Audience, Vec<&Notice>)> {
    let mut out: Vec<(Audience, Vec<&Notice>, bool)> = Vec::new();
    for n in notices {
        let apart = G::apart(n);
        match out
            .iter_mut()
            .find(|(a, _, alone)| *a == n.audience && !alone && !apart)
        {
            Some((_, v, _)) => v.push(n),
            None => out.push((n.audience.clone(), vec![n], apart)),
        }
    }
    out.into_iter().map(|(a, v, _)| (a, v)).collect()
}

/// Splits a text into messages Discord accepts, at line ends where possible.
fn split(text: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    for line in text.lines() {
        let mut line = line.to_owned();
        while line.chars().count() > MAX_CONTENT {
            let cut: String = line.chars().take(MAX_CONTENT).collect();
            line = line.chars().skip(MAX_CONTENT).collect();
            out.push(cut);
        }
        let current = out.last_mut().expect("never empty");
        if current.chars().count() + line.chars().count() + 1 > MAX_CONTENT {
            out.push(line);
        } else {
            if !current.is_empty() {
                current.push('\n');
            }
            current.push_str(&line);
        }
    }
    out.retain(|s| !s.is_empty());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_texts_are_split_under_discords_limit() {
        let text = (0..300)
            .map(|i| format!("ligne {i} ..........."))
            .collect::<Vec<_>>()
            .join("\n");
        let parts = split(&text);
        assert!(parts.len() > 1);
        assert!(parts.iter().all(|p| p.chars().count() <= MAX_CONTENT));
        assert_eq!(parts.join("\n"), text);
        assert_eq!(split(&"x".repeat(4000)).len(), 3);
    }

    #[test]
    fn nonces_are_stable_distinct_and_fit_discord() {
        assert_eq!(nonce(GameId(1), 36, 0), "1.10.0");
        assert_ne!(nonce(GameId(1), 2, 11), nonce(GameId(1), 21, 1));
        let big = format!("{}.9", nonce(GameId(i64::MAX), 10_000_000, 99));
        assert!(big.len() <= 25, "{big}: {} characters", big.len());
    }
}
