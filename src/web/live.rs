//! Each watched game as the web keeps it: its state and its timeline (every notice, rendered
//! once in each language, with where it was told), read from the log at the first visit and
//! then followed batch by batch; and a signal per game that wakes its pages' streams.

use std::collections::BTreeMap;
use std::sync::Arc;

use engine::game::Stored;
use engine::notice::Audience;
use engine::Timestamp;
use tokio::sync::{broadcast, watch, Mutex};

use super::view::Watched;
use crate::discord::host::Host;
use crate::i18n::LOCALES;
use crate::runtime::Batch;
use crate::store::GameId;

/// At most this many games are kept (a 30-player game's timeline is about a megabyte in both
/// languages); the least recently read without a reader goes first.
const KEPT: usize = 64;

/// Where a notice was told.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Place {
    /// A public channel: spectators read it.
    Public,
    /// Another game channel (`meute`, `cimetiere`…).
    Channel(String),
    /// One player, by DM (his name).
    Player(String),
    Mjs,
}

/// One notice of the timeline.
#[derive(Debug, Clone)]
pub struct Entry {
    /// The number of events before the batch that told it.
    pub seq: u64,
    pub at: Timestamp,
    pub place: Place,
    /// Its text as HTML, in each of [`LOCALES`].
    pub html: Vec<String>,
}

/// A game's state and timeline after its first `next` events.
pub struct Timeline<S> {
    pub state: Arc<S>,
    pub next: u64,
    pub entries: Vec<Entry>,
    read: u64,
}

/// The watched games of one kind.
pub struct Live<G: Watched> {
    pub host: Arc<Host<G>>,
    games: Mutex<BTreeMap<GameId, Timeline<G::State>>>,
    signals: std::sync::Mutex<BTreeMap<GameId, watch::Sender<u64>>>,
    reads: std::sync::atomic::AtomicU64,
}

impl<G: Watched> Live<G> {
    pub fn new(host: Arc<Host<G>>) -> Arc<Self> {
        let live = Arc::new(Live {
            host,
            games: Mutex::default(),
            signals: std::sync::Mutex::default(),
            reads: std::sync::atomic::AtomicU64::new(0),
        });
        tokio::spawn(live.clone().follow(live.host.runtime.subscribe()));
        live
    }

    /// What `f` reads of `game`'s timeline, built from the log at the first visit; `None`
    /// when the game has no log.
    pub async fn read<T>(
        &self,
        game: GameId,
        f: impl FnOnce(&Timeline<G::State>) -> T,
    ) -> Option<T> {
        let mut games = self.games.lock().await;
        let stamp = self
            .reads
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        if !games.contains_key(&game) {
            let built = self.build(game).await?;
            self.evict(&mut games);
            games.insert(game, built);
        }
        let timeline = games.get_mut(&game)?;
        timeline.read = stamp;
        Some(f(timeline))
    }

    /// The signal that changes when `game` moves on (its new log length).
    pub fn signal(&self, game: GameId) -> watch::Receiver<u64> {
        let mut signals = self
            .signals
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        signals
            .entry(game)
            .or_insert_with(|| watch::channel(0).0)
            .subscribe()
    }

    fn wake(&self, game: Option<GameId>, next: u64) {
        let mut signals = self
            .signals
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        signals.retain(|_, s| s.receiver_count() > 0);
        for (id, signal) in signals.iter() {
            if game.is_none_or(|g| g == *id) {
                signal.send_replace(next);
            }
        }
    }

    fn evict(&self, games: &mut BTreeMap<GameId, Timeline<G::State>>) {
        if games.len() < KEPT {
            return;
        }
        let signals = self
            .signals
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let idle = games
            .iter()
            .filter(|(id, _)| signals.get(id).is_none_or(|s| s.receiver_count() == 0))
            .min_by_key(|(_, t)| t.read)
            .map(|(id, _)| *id);
        if let Some(id) = idle {
            games.remove(&id);
        }
    }

    /// The game's log folded, every notice rendered with the state after its event.
    async fn build(&self, game: GameId) -> Option<Timeline<G::State>> {
        let rows = match self.host.store.events(game).await {
            Ok(rows) if !rows.is_empty() => rows,
            Ok(_) => return None,
            Err(e) => {
                tracing::warn!(game = game.0, error = %e, "the web view cannot read a log");
                return None;
            }
        };
        let mut state = G::State::default();
        let mut entries = Vec::new();
        for (i, row) in rows.iter().enumerate() {
            let event = serde_json::from_str::<Stored<G::Event>>(&row.payload)
                .ok()?
                .event;
            G::apply(&mut state, &event);
            let notices = G::notices(&state, &event);
            let at = G::pace(&state).wall_time(row.at);
            entries.extend(self.entries(&state, i as u64, at, &notices));
        }
        Some(Timeline {
            state: Arc::new(state),
            next: rows.len() as u64,
            entries,
            read: 0,
        })
    }

    fn entries(
        &self,
        state: &G::State,
        seq: u64,
        at: Timestamp,
        notices: &[engine::Notice],
    ) -> Vec<Entry> {
        let i18n = &self.host.i18n;
        let seats = if notices
            .iter()
            .any(|n| matches!(n.audience, Audience::Player(_)))
        {
            G::seats(state)
        } else {
            Vec::new()
        };
        notices
            .iter()
            .map(|n| Entry {
                seq,
                at,
                place: match &n.audience {
                    Audience::Channel(c) if G::public(c) => Place::Public,
                    Audience::Channel(c) => Place::Channel(c.clone()),
                    Audience::Player(p) => Place::Player(
                        seats
                            .iter()
                            .find(|(id, _)| id == p)
                            .map_or_else(|| p.0.to_string(), |(_, name)| name.clone()),
                    ),
                    Audience::Mjs => Place::Mjs,
                },
                html: LOCALES
                    .iter()
                    .map(|l| super::text::html(&G::text(state, i18n, l, n)))
                    .collect(),
            })
            .collect()
    }

    /// Follows the kind's batches: a kept timeline grows by each, and its pages wake.
    async fn follow(self: Arc<Self>, mut batches: broadcast::Receiver<Arc<Batch<G>>>) {
        loop {
            match batches.recv().await {
                Ok(batch) => {
                    let next = batch.first_seq + batch.events.len() as u64;
                    self.take(&batch, next).await;
                    self.wake(Some(batch.game), next);
                }
                Err(broadcast::error::RecvError::Lagged(_)) => {
                    self.games.lock().await.clear();
                    self.wake(None, u64::MAX);
                }
                Err(broadcast::error::RecvError::Closed) => return,
            }
        }
    }

    async fn take(&self, batch: &Batch<G>, next: u64) {
        let mut games = self.games.lock().await;
        let Some(timeline) = games.get_mut(&batch.game) else {
            return;
        };
        if batch.first_seq > timeline.next {
            games.remove(&batch.game);
            return;
        }
        if batch.first_seq < timeline.next {
            return;
        }
        let at = self.host.runtime.now();
        let entries = self.entries(&batch.state, batch.first_seq, at, &batch.notices);
        timeline.entries.extend(entries);
        timeline.next = next;
        timeline.state = batch.state.clone();
    }
}
