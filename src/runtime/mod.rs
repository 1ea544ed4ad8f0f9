//! The runtime: one actor (tokio task) per running game, the deadlines that wake them, and
//! recovery at start-up (every running game folded from its log, its deadline re-armed).

mod actor;
pub mod clock;
mod commit;
pub mod interaction;
mod recover;
mod snapshot;

use std::collections::BTreeMap;
use std::sync::Arc;

use engine::Game;
use futures_util::StreamExt as _;
use thiserror::Error;
use tokio::sync::{broadcast, mpsc, oneshot, watch, Mutex};
use tokio::task::JoinHandle;

pub use actor::Batch;
use actor::{Actor, Msg};
pub use clock::{Clock, SystemClock};
pub use snapshot::build as snapshot_build;

use crate::store::{GameId, Store, StoreError};

/// How many batches a slow subscriber may fall behind before it must resynchronise.
const PUBLISH_CAPACITY: usize = 4096;
/// Games recovered at once at start-up.
const RECOVER_AT_ONCE: usize = 16;

/// Which guilds' games this process runs: those of its shards (Discord sends a guild's
/// events to shard `(guild_id >> 22) % total`), so no game has two writers.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Guilds {
    /// Every guild (one process runs every shard).
    #[default]
    All,
    /// The guilds of these shards out of `total`.
    Shards {
        ids: std::ops::Range<u32>,
        total: u32,
    },
}

impl Guilds {
    /// Whether this process runs `guild`'s games.
    ///
    /// ```
    /// use regisseur::runtime::Guilds;
    /// let second = Guilds::Shards { ids: 1..2, total: 2 };
    /// assert!(second.serves(1 << 22));
    /// assert!(!second.serves(2 << 22));
    /// assert!(Guilds::All.serves(2 << 22));
    /// ```
    pub fn serves(&self, guild: u64) -> bool {
        match self {
            Guilds::All => true,
            Guilds::Shards { ids, total } => {
                let shard = (guild >> 22) % u64::from((*total).max(1));
                ids.contains(&(shard as u32))
            }
        }
    }
}

/// What the MJs of a game must hear from the runtime itself.
#[derive(Debug, Clone, PartialEq)]
pub enum Alert {
    /// A deadline keeps failing to fire (it is still being retried).
    Stuck {
        game: GameId,
        tries: u32,
        why: String,
    },
    /// The game's log could not be read back at start-up: it is set aside, the others run.
    SetAside { game: GameId, why: String },
}

/// Why a command was not carried out. Nothing was committed in any case.
#[derive(Debug, Error, Clone, PartialEq)]
pub enum RuntimeError<E: std::error::Error> {
    /// The rules refused it.
    #[error("refused: {0}")]
    Rule(E),
    #[error("no running game {0}")]
    NoGame(GameId),
    #[error("the store failed: {0}")]
    Store(String),
    /// The log moved on under this actor (another writer): it has read it again; the command
    /// may be sent again.
    #[error("conflict, retry: {0}")]
    Conflict(String),
    #[error("unexpected: {0}")]
    Unexpected(String),
}

/// What sending a command gives: the events committed, or why nothing was.
pub type Outcome<G> = Result<Vec<<G as Game>::Event>, RuntimeError<<G as Game>::Error>>;

/// What running a command gives: its whole batch, or why nothing was committed.
pub type Committed<G> = Result<Arc<Batch<G>>, RuntimeError<<G as Game>::Error>>;

struct Running<G: Game> {
    inbox: mpsc::Sender<Msg<G>>,
    task: JoinHandle<()>,
    /// The state after the last commit and the log's length, for readers who need not wait.
    latest: watch::Receiver<(Arc<G::State>, u64)>,
}

/// The games of one kind, each run by its own actor.
pub struct Runtime<G: Game> {
    store: Store,
    clock: Arc<dyn Clock>,
    games: Mutex<BTreeMap<GameId, Running<G>>>,
    published: broadcast::Sender<Arc<Batch<G>>>,
    alerts: broadcast::Sender<Alert>,
    /// The games set aside at start-up, and why.
    set_aside: Vec<(GameId, String)>,
}

impl<G: Game> Runtime<G> {
    /// The instant on the runtime's clock.
    pub fn now(&self) -> engine::Timestamp {
        self.clock.now()
    }

    /// Starts the runtime: every running game of this kind is loaded from its log, folded,
    /// and its actor started with its deadline at the same absolute time (a deadline already
    /// past fires at once).
    pub async fn start(store: Store, clock: Arc<dyn Clock>) -> Result<Arc<Self>, StoreError> {
        Ok(Self::start_subscribed(store, clock).await?.0)
    }

    /// Like [`Runtime::start`], with a subscription taken before any recovered actor runs,
    /// so a deadline that fires at once during recovery is not missed.
    pub async fn start_subscribed(
        store: Store,
        clock: Arc<dyn Clock>,
    ) -> Result<(Arc<Self>, broadcast::Receiver<Arc<Batch<G>>>), StoreError> {
        Self::start_for(store, clock, Guilds::All).await
    }

    /// [`Runtime::start_subscribed`] for the games of `guilds` only (a process of several).
    pub async fn start_for(
        store: Store,
        clock: Arc<dyn Clock>,
        guilds: Guilds,
    ) -> Result<(Arc<Self>, broadcast::Receiver<Arc<Batch<G>>>), StoreError> {
        let (published, subscription) = broadcast::channel(PUBLISH_CAPACITY);
        let (alerts, _) = broadcast::channel(256);
        let mut runtime = Runtime {
            store,
            clock,
            games: Mutex::new(BTreeMap::new()),
            published,
            alerts,
            set_aside: Vec::new(),
        };
        let mut recovered = Vec::new();
        let running = runtime.store.running_games(G::KIND).await?;
        let mine: Vec<_> = running
            .into_iter()
            .filter(|r| guilds.serves(r.guild))
            .collect();
        // several games read at once (in their order): a round trip each to the database
        let store = &runtime.store;
        let mut reads = futures_util::stream::iter(mine.iter())
            .map(|record| async move { (record, recover::game::<G>(store, record).await) })
            .buffered(RECOVER_AT_ONCE)
            .collect::<Vec<_>>()
            .await;
        for (record, read) in reads.drain(..) {
            match read? {
                Ok((state, len)) => recovered.push((record.clone(), state, len)),
                Err(why) => runtime.set_aside(record.id, why).await,
            }
        }
        let runtime = Arc::new(runtime);
        for (record, state, len) in recovered {
            tracing::info!(game = %record.id, kind = G::KIND, events = len, "game recovered");
            runtime.spawn(record.id, record.seed, len, state).await;
        }
        Ok((runtime, subscription))
    }

    /// Sets a game whose log cannot be read back aside (its status says so), to be told.
    async fn set_aside(&mut self, game: GameId, why: String) {
        tracing::error!(game = %game, kind = G::KIND, why = %why, "a game is set aside: its log cannot be read back");
        if let Err(e) = self
            .store
            .set_status(game, crate::store::GameStatus::Broken)
            .await
        {
            tracing::error!(game = %game, error = %e, "cannot record that a game is set aside");
        }
        self.set_aside.push((game, why));
    }

    /// The games set aside at start-up, and why (their MJs must be told).
    pub fn set_aside_games(&self) -> &[(GameId, String)] {
        &self.set_aside
    }

    /// What the MJs must hear from the runtime from now on.
    pub fn alerts(&self) -> broadcast::Receiver<Alert> {
        self.alerts.subscribe()
    }

    /// Creates a game in the store and starts its actor on the empty state.
    pub async fn create(&self, guild: u64, channel: u64, seed: u64) -> Result<GameId, StoreError> {
        let id = self
            .store
            .create_game(guild, channel, G::KIND, seed, self.clock.now())
            .await?;
        self.spawn(id, seed, 0, Arc::default()).await;
        Ok(id)
    }

    async fn spawn(&self, game: GameId, seed: u64, seq: u64, state: Arc<G::State>) {
        let (inbox, rx) = mpsc::channel(256);
        let (latest_tx, latest) = watch::channel((state.clone(), seq));
        let actor = Actor::<G> {
            game,
            seed,
            seq,
            state,
            latest: latest_tx,
            store: self.store.clone(),
            clock: self.clock.clone(),
            published: self.published.clone(),
            alerts: self.alerts.clone(),
            unsure: false,
        };
        let task = tokio::spawn(actor.run(rx));
        let mut games = self.games.lock().await;
        // Finished games leave memory (their logs stay in the store).
        games.retain(|_, r| !r.task.is_finished());
        games.insert(
            game,
            Running {
                inbox,
                task,
                latest,
            },
        );
    }

    async fn inbox(&self, game: GameId) -> Result<mpsc::Sender<Msg<G>>, RuntimeError<G::Error>> {
        let games = self.games.lock().await;
        match games.get(&game) {
            Some(r) if !r.task.is_finished() => Ok(r.inbox.clone()),
            _ => Err(RuntimeError::NoGame(game)),
        }
    }

    /// Sends a command to a game and waits until its events are committed and applied.
    pub async fn send(&self, game: GameId, command: G::Command) -> Outcome<G> {
        let inbox = self.inbox(game).await?;
        let (reply, answer) = oneshot::channel();
        inbox
            .send(Msg::Command(
                Box::new(command),
                interaction::current(),
                reply,
            ))
            .await
            .map_err(|_| RuntimeError::NoGame(game))?;
        answer.await.map_err(|_| RuntimeError::NoGame(game))?
    }

    /// Sends a command and waits until it is committed: the whole batch (its events, its
    /// notices and the state after them).
    pub async fn run(&self, game: GameId, command: G::Command) -> Committed<G> {
        let inbox = self.inbox(game).await?;
        let (reply, answer) = oneshot::channel();
        inbox
            .send(Msg::Run(Box::new(command), interaction::current(), reply))
            .await
            .map_err(|_| RuntimeError::NoGame(game))?;
        answer.await.map_err(|_| RuntimeError::NoGame(game))?
    }

    /// A game's current state and the length of its log.
    pub async fn state(
        &self,
        game: GameId,
    ) -> Result<(Arc<G::State>, u64), RuntimeError<G::Error>> {
        let inbox = self.inbox(game).await?;
        let (reply, answer) = oneshot::channel();
        inbox
            .send(Msg::State(reply))
            .await
            .map_err(|_| RuntimeError::NoGame(game))?;
        answer.await.map_err(|_| RuntimeError::NoGame(game))
    }

    /// A game's state after its last commit and the length of its log, without waiting for
    /// the command being handled (`None`: no such running game).
    pub async fn snapshot(&self, game: GameId) -> Option<(Arc<G::State>, u64)> {
        let games = self.games.lock().await;
        let running = games.get(&game).filter(|r| !r.task.is_finished())?;
        let latest = running.latest.borrow().clone();
        Some(latest)
    }

    /// [`Runtime::snapshot`] of every running game, taken under one lock (a lookup across
    /// all games reads them at once).
    pub async fn snapshots(&self) -> BTreeMap<GameId, Arc<G::State>> {
        let games = self.games.lock().await;
        games
            .iter()
            .filter(|(_, r)| !r.task.is_finished())
            .map(|(id, r)| (*id, r.latest.borrow().0.clone()))
            .collect()
    }

    /// Waits until `game`'s actor has stopped (its game over, or the runtime shut down): its
    /// state's sender is dropped with it. At once for a game this runtime does not run.
    pub async fn stopped(&self, game: GameId) {
        let latest = self.games.lock().await.get(&game).map(|r| r.latest.clone());
        if let Some(mut latest) = latest {
            while latest.changed().await.is_ok() {}
        }
    }

    /// How many games this runtime holds in memory (finished ones leave when the next game
    /// starts).
    pub async fn resident(&self) -> usize {
        self.games.lock().await.len()
    }

    /// The games whose actors are running.
    pub async fn games(&self) -> Vec<GameId> {
        let games = self.games.lock().await;
        games
            .iter()
            .filter(|(_, r)| !r.task.is_finished())
            .map(|(id, _)| *id)
            .collect()
    }

    /// Every batch committed from now on.
    pub fn subscribe(&self) -> broadcast::Receiver<Arc<Batch<G>>> {
        self.published.subscribe()
    }

    /// Stops one game's actor (a game that could not be set up); its log stays.
    pub async fn abandon(&self, game: GameId) {
        let running = self.games.lock().await.remove(&game);
        if let Some(running) = running {
            drop(running.inbox);
            let _ = running.task.await;
        }
    }

    /// Stops every actor (a command being handled finishes first) and waits for them.
    pub async fn shutdown(&self) {
        let games = std::mem::take(&mut *self.games.lock().await);
        for (_, running) in games {
            drop(running.inbox);
            let _ = running.task.await;
        }
    }
}
