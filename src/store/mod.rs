//! The event store: games, their append-only event logs and guild settings, on SQLite (the
//! default) or PostgreSQL, through one set of queries.
//!
//! Times are stored as milliseconds since the Unix epoch and Discord ids as signed 64-bit
//! integers, so both databases read the same rows.

mod archive;
pub mod faults;
mod group;
mod log;
mod outbox;
mod reach;
mod settings;
mod snapshots;
mod tables;
mod web;

use std::path::Path;
use std::str::FromStr;

use chrono::DateTime;
use engine::Timestamp;
use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::migrate::Migrator;
use sqlx::{AnyPool, Row};
use thiserror::Error;

pub use archive::Kept;
pub use log::EventRow;
pub use outbox::PromptRow;
pub use reach::describe;
pub use settings::GuildSettings;
pub use snapshots::Snapshot;
pub use tables::{Table, CATEGORY};

static SQLITE: Migrator = sqlx::migrate!("migrations/sqlite");
static POSTGRES: Migrator = sqlx::migrate!("migrations/postgres");

/// A game's id in the store.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct GameId(pub i64);

impl std::fmt::Display for GameId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Where a game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameStatus {
    Running,
    Finished,
    /// Set aside: its log could not be read back (the MJs were told why).
    Broken,
}

impl GameStatus {
    fn as_str(self) -> &'static str {
        match self {
            GameStatus::Running => "running",
            GameStatus::Finished => "finished",
            GameStatus::Broken => "broken",
        }
    }
}

/// A game as the store knows it.
#[derive(Debug, Clone, PartialEq)]
pub struct GameRecord {
    pub id: GameId,
    pub guild: u64,
    pub channel: u64,
    pub kind: String,
    pub status: GameStatus,
    pub seed: u64,
    pub created_at: Timestamp,
}

/// What can go wrong at the store's boundary.
#[derive(Debug, Error)]
pub enum StoreError {
    /// Someone appended first: the expected sequence number is stale. Nothing was written.
    #[error("game {game}: the log moved on (expected {expected} events)")]
    Conflict { game: GameId, expected: u64 },
    #[error("game {0} does not exist")]
    UnknownGame(GameId),
    /// What is said of the URL names no secret: its scheme, or why a SQLite path is refused.
    #[error("unsupported database URL ({0}): use sqlite://… or postgres://…")]
    UnsupportedUrl(String),
    /// The database at `target` (see [`describe`]) refused the connection or its set-up.
    /// (`reason` is told in the message, not as a `source`, so that it is not told twice.)
    #[error("the database at {target}: {reason}")]
    Connect { target: String, reason: sqlx::Error },
    #[error(transparent)]
    Database(#[from] sqlx::Error),
    #[error(transparent)]
    Migration(#[from] sqlx::migrate::MigrateError),
    #[error(transparent)]
    Other(#[from] anyhow::Error),
}

/// Which database a store speaks to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// The store: a connection pool on SQLite or PostgreSQL.
#[derive(Debug, Clone)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    /// The one writer of the logs and delivery marks, committing what is queued together
    /// (on SQLite, no two writers wait in its busy handler, which sleeps up to 100 ms a try).
    group: std::sync::Arc<group::Group>,
    /// Faults injected by the tests (none in a normal run).
    faults: std::sync::Arc<faults::Faults>,
}

pub(crate) fn millis(t: Timestamp) -> i64 {
    t.timestamp_millis()
}

pub(crate) fn from_millis(ms: i64) -> Timestamp {
    DateTime::from_timestamp_millis(ms).unwrap_or_default()
}

impl Store {
    /// Connects, creates the SQLite file and its folder if needed (WAL mode), and runs the
    /// migrations.
    pub async fn connect(url: &str) -> Result<Store, StoreError> {
        sqlx::any::install_default_drivers();
        let backend = reach::backend_of(url)?;
        let url = match backend {
            Backend::Sqlite => prepare_sqlite(url)?,
            Backend::Postgres => url.to_owned(),
        };
        let options = AnyConnectOptions::from_str(&url)?;
        let pool = AnyPoolOptions::new()
            .max_connections(if backend == Backend::Sqlite { 4 } else { 10 })
            .after_connect(move |conn, _| {
                Box::pin(async move {
                    if backend == Backend::Sqlite {
                        sqlx::query("PRAGMA busy_timeout = 5000")
                            .execute(&mut *conn)
                            .await?;
                        sqlx::query("PRAGMA foreign_keys = ON")
                            .execute(&mut *conn)
                            .await?;
                        // WAL: a commit survives the process being killed without an fsync
                        // each; only an OS crash may lose the last ones.
                        sqlx::query("PRAGMA synchronous = NORMAL")
                            .execute(&mut *conn)
                            .await?;
                    }
                    Ok(())
                })
            })
            .connect_with(options)
            .await?;
        if backend == Backend::Sqlite {
            sqlx::query("PRAGMA journal_mode = WAL")
                .execute(&pool)
                .await?;
        }
        match backend {
            Backend::Sqlite => SQLITE.run(&pool).await?,
            Backend::Postgres => POSTGRES.run(&pool).await?,
        }
        Ok(Store {
            pool,
            backend,
            group: Default::default(),
            faults: Default::default(),
        })
    }

    /// The faults the tests inject into this store (and every clone of it).
    pub fn faults(&self) -> &faults::Faults {
        &self.faults
    }

    /// Closes the pool: every connection is given back (a clean stop).
    pub async fn close(&self) {
        self.pool.close().await;
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    pub(crate) fn pool(&self) -> &AnyPool {
        &self.pool
    }

    /// A write through the one writer (see [`group`]): committed with what is queued.
    async fn write(&self, write: group::Write) -> Result<u64, StoreError> {
        self.group.write(&self.pool, self.backend, write).await
    }

    /// Records a new running game.
    pub async fn create_game(
        &self,
        guild: u64,
        channel: u64,
        kind: &str,
        seed: u64,
        now: Timestamp,
    ) -> Result<GameId, StoreError> {
        let row = sqlx::query(
            "INSERT INTO games (guild_id, channel_id, kind, status, seed, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
        )
        .bind(guild as i64)
        .bind(channel as i64)
        .bind(kind)
        .bind(GameStatus::Running.as_str())
        .bind(seed as i64)
        .bind(millis(now))
        .fetch_one(&self.pool)
        .await?;
        Ok(GameId(row.try_get(0)?))
    }

    /// One game, if it exists.
    pub async fn game(&self, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        let row = sqlx::query(&format!("{SELECT_GAME} WHERE id = $1"))
            .bind(id.0)
            .fetch_optional(&self.pool)
            .await?;
        row.map(|r| game_record(&r)).transpose()
    }

    /// The running games of a kind, oldest first.
    pub async fn running_games(&self, kind: &str) -> Result<Vec<GameRecord>, StoreError> {
        let rows = sqlx::query(&format!(
            "{SELECT_GAME} WHERE status = $1 AND kind = $2 ORDER BY id"
        ))
        .bind(GameStatus::Running.as_str())
        .bind(kind)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(game_record).collect()
    }

    /// The running game of a channel, if any.
    pub async fn running_game_in(&self, channel: u64) -> Result<Option<GameRecord>, StoreError> {
        let row = sqlx::query(&format!(
            "{SELECT_GAME} WHERE status = $1 AND channel_id = $2 ORDER BY id DESC LIMIT 1"
        ))
        .bind(GameStatus::Running.as_str())
        .bind(channel as i64)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| game_record(&r)).transpose()
    }

    pub async fn set_status(&self, id: GameId, status: GameStatus) -> Result<(), StoreError> {
        let done = sqlx::query("UPDATE games SET status = $1 WHERE id = $2")
            .bind(status.as_str())
            .bind(id.0)
            .execute(&self.pool)
            .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::UnknownGame(id));
        }
        Ok(())
    }
}

/// The failure a test injected.
pub(crate) fn injected() -> StoreError {
    StoreError::Other(anyhow::anyhow!("injected store fault"))
}

const SELECT_GAME: &str =
    "SELECT id, guild_id, channel_id, kind, status, seed, created_at FROM games";

fn game_record(row: &sqlx::any::AnyRow) -> Result<GameRecord, StoreError> {
    let status: String = row.try_get(4)?;
    Ok(GameRecord {
        id: GameId(row.try_get(0)?),
        guild: row.try_get::<i64, _>(1)? as u64,
        channel: row.try_get::<i64, _>(2)? as u64,
        kind: row.try_get(3)?,
        status: match status.as_str() {
            "running" => GameStatus::Running,
            "broken" => GameStatus::Broken,
            _ => GameStatus::Finished,
        },
        seed: row.try_get::<i64, _>(5)? as u64,
        created_at: from_millis(row.try_get(6)?),
    })
}

/// Creates the folder of a SQLite file and asks sqlx to create the file.
fn prepare_sqlite(url: &str) -> Result<String, StoreError> {
    let rest = url.trim_start_matches("sqlite:").trim_start_matches("//");
    let path = rest.split('?').next().unwrap_or("");
    if path.is_empty() || path == ":memory:" {
        return Err(StoreError::UnsupportedUrl(
            "SQLite needs a file: data is kept between runs".to_owned(),
        ));
    }
    if let Some(dir) = Path::new(path)
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
    {
        std::fs::create_dir_all(dir)
            .map_err(|e| anyhow::anyhow!("cannot create {}: {e}", dir.display()))?;
    }
    Ok(if url.contains("mode=") {
        url.to_owned()
    } else if url.contains('?') {
        format!("{url}&mode=rwc")
    } else {
        format!("{url}?mode=rwc")
    })
}
