//! The executor: shows what a host's runtime committed. For each batch of a game, in order:
//! the channels' member overwrites reconciled with the game's `access` (only what changed),
//! the prompts whose offers are gone disabled, the notices sent (channel messages, DMs with
//! the components of the offers they prompt, the MJs' channel) in the guild's language, and
//! the pinned message updated in place. At start-up it heals every running game's channels
//! from what the gateway brought (GUILD_CREATE, in serenity's cache) and what the store kept
//! (the pinned message's digest), reading nothing back from Discord. The same executor serves
//! every game kind.

use crate::runtime::{Clock as _, SystemClock};
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
pub mod nonce;
mod outbox;
mod permissions;
mod picture;
mod posts;
mod recap;
mod worker;

use super::components::{rows, Labels};
use super::overwrites::{desired, diff, Bits, Change};
use super::retry::{discord_code, persist, transient};
use super::{Host, Hosted};
use crate::runtime::{Alert, Batch};
use crate::store::{GameId, Table};

/// Discord's code for "Cannot send messages to this user".
const DM_CLOSED: isize = 50007;
/// The longest message we send (Discord's limit is 2000).
pub const MAX_CONTENT: usize = 1900;
/// How many jobs one game's worker may have waiting before the executor waits for it (the
/// runtime's broadcast buffer then absorbs the rest; falling behind it heals the game).
const WORKER_QUEUE: usize = 256;

enum Job<G: Hosted> {
    /// Deliver again the notices after the game's delivery cursor (at start-up).
    Redeliver,
    /// Learn the channels' overwrites (from the gateway's cache) and reconcile them with the
    /// state.
    Heal,
    Batch(Arc<Batch<G>>),
    /// Discord reported a game channel's overwrites: heal a hand edit.
    Seen(super::ChannelSeen),
}

/// When an executor's loop last came round: a stuck executor makes the bot unhealthy.
#[derive(Debug, Clone, Default)]
pub struct Heartbeat(Arc<std::sync::atomic::AtomicI64>);

impl Heartbeat {
    fn beat(&self) {
        let now = SystemClock.now().timestamp_millis();
        self.0.store(now, std::sync::atomic::Ordering::Relaxed);
    }

    /// Whether the loop came round within `max`.
    pub fn fresh(&self, max: std::time::Duration) -> bool {
        let last = self.0.load(std::sync::atomic::Ordering::Relaxed);
        SystemClock.now().timestamp_millis() - last <= max.as_millis() as i64
    }
}

/// What the executor reads of the gateway: serenity's cache (each guild's channels and their
/// overwrites, kept by the gateway's events) and which guilds it holds yet.
pub struct Gateway {
    pub cache: Arc<serenity::Cache>,
    pub arrivals: Arc<crate::discord::arrivals::Arrivals>,
}

/// What the executor needs and remembers of Discord.
pub struct Executor<G: Hosted> {
    pub http: Arc<serenity::Http>,
    gateway: Gateway,
    pub host: Arc<Host<G>>,
    nonces: nonce::Nonces,
    /// What Discord has of each game channel's overwrites (`permissions.rs`).
    overwrites: permissions::Overwrites,
    /// Players' DM channels, and the closed ones already told (`dm.rs`).
    dm: dm::Dms,
    /// What each game's pinned message shows: a digest of its text (`picture.rs`).
    pinned: Mutex<BTreeMap<GameId, blake3::Hash>>,
    /// Each game's delivery cursor and what the batch being delivered sent (`outbox.rs`).
    delivery: outbox::Delivery,
    pub heartbeat: Heartbeat,
    /// Forums, posts and their tags as Discord has them (`posts.rs`).
    posts: posts::Posts,
}

impl<G: Hosted> Executor<G> {
    pub fn new(
        http: Arc<serenity::Http>,
        gateway: Gateway,
        host: Arc<Host<G>>,
        nonces: nonce::Nonces,
    ) -> Arc<Executor<G>> {
        Arc::new(Executor {
            http,
            gateway,
            host,
            nonces,
            overwrites: permissions::Overwrites::default(),
            dm: dm::Dms::default(),
            pinned: Mutex::default(),
            delivery: outbox::Delivery::default(),
            heartbeat: Heartbeat::default(),
            posts: posts::Posts::default(),
        })
    }

    /// Heals every running game, then shows each batch, games in parallel, each in order.
    pub async fn run(self: Arc<Self>, mut batches: broadcast::Receiver<Arc<Batch<G>>>) {
        let mut workers: BTreeMap<GameId, mpsc::Sender<Job<G>>> = BTreeMap::new();
        self.heal_all(&mut workers).await;
        let mut seen = self.host.take_channel_changes().await;
        let mut alerts = self.host.runtime.alerts();
        let mut beat = tokio::time::interval(std::time::Duration::from_secs(5));
        for (game, why) in self.host.runtime.set_aside_games().to_vec() {
            self.alert(Alert::SetAside { game, why }).await;
        }
        loop {
            self.heartbeat.beat();
            let received = tokio::select! {
                b = batches.recv() => b,
                _ = beat.tick() => continue,
                Ok(alert) = alerts.recv() => {
                    self.alert(alert).await;
                    continue;
                }
                Some(change) = async { seen.as_mut()?.recv().await } => {
                    let game = change.game;
                    self.give(&mut workers, game, Job::Seen(change));
                    continue;
                }
            };
            match received {
                Ok(batch) => {
                    let game = batch.game;
                    self.give(&mut workers, game, Job::Batch(batch));
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
            self.give(workers, table.id(), Job::Redeliver);
            self.give(workers, table.id(), Job::Heal);
        }
    }

    /// Hands a job to the game's worker (started on its first job).
    fn give(
        self: &Arc<Self>,
        workers: &mut BTreeMap<GameId, mpsc::Sender<Job<G>>>,
        game: GameId,
        job: Job<G>,
    ) {
        workers.retain(|_, w| !w.is_closed());
        let worker = workers
            .entry(game)
            .or_insert_with(|| self.clone().worker(game));
        if let Err(mpsc::error::TrySendError::Full(_)) = worker.try_send(job) {
            // Never wait for one game: the others go on, this one catches up later.
            tracing::warn!(game = %game, "a game's worker is far behind: it will catch up from the store");
            self.behind_lock().insert(game);
        }
    }

    fn behind_lock(&self) -> std::sync::MutexGuard<'_, BTreeSet<GameId>> {
        self.delivery
            .behind
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// A game is over: the host and this executor forget it (its channels' overwrites, its
    /// pinned message, its cursor).
    async fn forget(&self, game: GameId) {
        if let Some(table) = self.host.table(game).await {
            let channels: Vec<u64> = table.channels.values().copied().collect();
            self.overwrites.forget(&channels).await;
        }
        self.pinned.lock().await.remove(&game);
        self.delivery.forget(game).await;
        self.dm.forget(game).await;
        self.host.forget(game).await;
    }

    /// Learns the game channels' overwrites and the pinned message's text, then reconciles.
    /// Returns whether the game is over.
    async fn heal(&self, game: GameId) -> bool {
        let Some(table) = self.host.table(game).await else {
            return true;
        };
        let state = self.host.state(game).await;
        for (_, channel) in Self::access_channels(&table, state.as_deref().ok()) {
            self.read_overwrites(game, Some(table.guild), channel).await;
        }
        self.read_pinned(&table).await;
        self.read_posts(&table).await;
        match state {
            Ok(state) => {
                self.reconcile(&table, &state).await;
                let locale = self.host.locale(&table).await;
                // the live state may hold a batch committed since the start and not shown
                // yet: its events say how an offer it ended was used
                let undelivered = self.undelivered(game).await;
                self.settle_prompts(game, &state, &undelivered, &locale)
                    .await;
                self.reconcile_posts(&table, &state, &locale).await;
                self.update_pinned(table, &state).await;
                G::is_over(&state)
            }
            Err(_) => false,
        }
    }

    /// Shows one batch, its pinned message aside (the worker paces it). Returns whether the
    /// game is over.
    async fn show(&self, batch: &Batch<G>) -> bool {
        let Some(table) = self.host.table(batch.game).await else {
            return false;
        };
        let state = &batch.state;
        self.reconcile(&table, state).await;
        let locale = self.host.locale(&table).await;
        self.tell(&table, batch, &locale).await;
        if let Some(table) = self.host.table(batch.game).await {
            self.reconcile_posts(&table, state, &locale).await;
        }
        G::is_over(state)
    }

    /// What a batch says: the prompts it ended closed with its own events (how each was
    /// used or decided), then its notices. Shown batches and re-delivered ones alike.
    pub(super) async fn tell(&self, table: &Table, batch: &Batch<G>, locale: &str) {
        self.settle_prompts(batch.game, &batch.state, &batch.events, locale)
            .await;
        self.notify(table, batch).await;
    }

    /// Sends a batch's notices (unless they went out already), then moves the cursor.
    async fn notify(&self, table: &Table, batch: &Batch<G>) {
        let last = batch.first_seq + batch.events.len() as u64 - 1;
        if batch.events.is_empty() || self.already_delivered(batch.game, last).await {
            return;
        }
        let locale = self.host.locale(table).await;
        for (k, (audience, notices)) in group::<G>(&batch.notices).into_iter().enumerate() {
            let parts = [
                batch.game.0.to_string(),
                batch.first_seq.to_string(),
                k.to_string(),
            ];
            let nonce = self.nonces.of(&[&parts[0], &parts[1], &parts[2]]);
            self.deliver(table, &batch.state, &locale, &audience, &notices, &nonce)
                .await;
        }
        if G::RECAP && G::is_over(&batch.state) {
            self.post_recap(table, &locale).await;
        }
        self.mark_delivered(batch.game, last).await;
    }

    /// Tells a game's MJs what the runtime reported (a deadline stuck, the game set aside).
    async fn alert(&self, alert: Alert) {
        let (game, id, why, tries) = match &alert {
            Alert::Stuck { game, tries, why } => (*game, "alert-stuck", why, *tries),
            Alert::SetAside { game, why } => (*game, "alert-set-aside", why, 0),
        };
        let table = match self.host.table(game).await {
            Some(t) => Some(t),
            None => self.host.store.table(game).await.ok().flatten(),
        };
        let Some(channel) = table.as_ref().and_then(|t| t.channel(G::MJ_CHANNEL)) else {
            return tracing::error!(game = %game, ?alert, "no MJ channel to tell");
        };
        let locale = self.host.guilds.locale(table.map_or(0, |t| t.guild)).await;
        let text = crate::tr!(
            self.host.i18n,
            &locale,
            id,
            id = game.0,
            why = why.clone(),
            tries = tries
        );
        let nonce = self
            .nonces
            .of(&[&game.0.to_string(), "alert", id, &tries.to_string()]);
        if let Err(e) = self.post(channel, &text, vec![], &nonce).await {
            tracing::error!(game = %game, error = %e, "the MJs could not be told");
        }
    }

    /// The game's channels whose access follows the state, with their Discord ids (the MJs'
    /// channel too when the game's access lists it).
    fn access_channels(table: &Table, state: Option<&G::State>) -> Vec<(&'static str, u64)> {
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

/// Notices grouped by audience, in the order each audience first appears; a notice the game
/// keeps apart (an MJ's card) is a group of its own.
pub fn group<G: Hosted>(notices: &[Notice]) -> Vec<(Audience, Vec<&Notice>)> {
    let mut out: Vec<(Audience, Vec<&Notice>, bool)> = Vec::new();
    // an answer was said in the reply to its reader's act
    for n in notices.iter().filter(|n| !n.answer) {
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
