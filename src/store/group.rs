//! The store's one writer, committing in groups: the appends and delivery marks asked for
//! while a commit runs wait for it, then the first of them commits all as one transaction —
//! one read of every log's length, one insert of all their events, one of their batches.
//! Each caller still learns its own outcome, after that commit: nothing is acknowledged
//! before it. A group that fails as a whole is tried again one write at a time, so that one
//! bad write (an unknown game, a log another process moved on) fails alone.

use std::collections::BTreeMap;
use std::sync::Mutex;

use engine::Timestamp;
use sqlx::{AnyPool, Row};
use tokio::sync::oneshot;

use super::outbox::{save_prompt, set_delivered, PromptRow};
use super::{millis, Backend, GameId, StoreError};

/// Rows in one multi-row insert (5 parameters each at most: far under both databases'
/// limits on parameters).
const ROWS: usize = 200;
/// Writes in one group at most, so that a commit stays short.
const MOST: usize = 512;

/// What the writer commits.
pub(super) enum Write {
    /// Events appended after the `expected` first ones of a log (see [`super::Store::append`]).
    Append(Append),
    /// A batch's notices went out: the prompts it sent, and the delivery cursor moved.
    Delivery {
        game: GameId,
        seq: u64,
        prompts: Vec<PromptRow>,
    },
    /// A prompt recorded, or its body replaced.
    Prompt(PromptRow),
    /// Prompts forgotten (disabled, or gone).
    Forget(Vec<u64>),
    /// A running game's state kept (see [`super::snapshots`]).
    Snapshot(super::snapshots::Snapshot),
    /// A game's table saved (its JSON).
    Table { game: i64, guild: u64, data: String },
    /// What a game's pinned message shows now (a digest of its text).
    Pinned { game: GameId, digest: String },
}

/// An append: the events of one batch, the command that made them, its interaction.
pub(super) struct Append {
    pub game: GameId,
    pub expected: u64,
    pub at: Timestamp,
    pub payloads: Vec<String>,
    pub command: Option<String>,
    pub interaction: Option<u64>,
}

/// A write waiting for its group's commit, and where its outcome goes: the log's new length
/// for an append, 0 for the others.
struct Job {
    write: Write,
    done: oneshot::Sender<Result<u64, StoreError>>,
}

/// The queue of writes, and the turn of whoever commits them.
#[derive(Default)]
pub(super) struct Group {
    queue: Mutex<Vec<Job>>,
    turn: tokio::sync::Mutex<()>,
}

impl std::fmt::Debug for Group {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Group").finish_non_exhaustive()
    }
}

/// The outcome of a write whose group was dropped before it said (its caller reads the log).
fn unknown() -> StoreError {
    StoreError::Other(anyhow::anyhow!("the write's commit was interrupted"))
}

impl Group {
    /// Queues a write, and returns its outcome once committed (by this caller, or by the one
    /// that committed its group).
    pub(super) async fn write(
        &self,
        pool: &AnyPool,
        backend: Backend,
        write: Write,
    ) -> Result<u64, StoreError> {
        let (done, mut outcome) = oneshot::channel();
        self.queue().push(Job { write, done });
        let _turn = self.turn.lock().await;
        loop {
            match outcome.try_recv() {
                Ok(result) => return result,
                Err(oneshot::error::TryRecvError::Closed) => return Err(unknown()),
                Err(oneshot::error::TryRecvError::Empty) => {}
            }
            let jobs: Vec<Job> = {
                let mut queue = self.queue();
                let n = queue.len().min(MOST);
                queue.drain(..n).collect()
            };
            if jobs.is_empty() {
                return Err(unknown());
            }
            commit(pool, backend, jobs).await;
        }
    }

    fn queue(&self) -> std::sync::MutexGuard<'_, Vec<Job>> {
        self.queue
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// Commits a group and tells each write its outcome; a group that fails as a whole is tried
/// again one write at a time.
async fn commit(pool: &AnyPool, backend: Backend, jobs: Vec<Job>) {
    let writes: Vec<&Write> = jobs.iter().map(|j| &j.write).collect();
    let outcomes = match together(pool, backend, &writes).await {
        Ok(outcomes) => outcomes,
        Err(e) if jobs.len() == 1 => vec![Err(e)],
        Err(e) => {
            tracing::debug!(error = %e, writes = jobs.len(), "a group commit failed: one at a time");
            let mut outcomes = Vec::new();
            for w in &writes {
                outcomes.push(match together(pool, backend, &[w]).await {
                    Ok(mut one) => one.remove(0),
                    Err(e) => Err(e),
                });
            }
            outcomes
        }
    };
    tracing::debug!(writes = jobs.len(), "group committed");
    for (job, outcome) in jobs.into_iter().zip(outcomes) {
        let _ = job.done.send(outcome);
    }
}

/// One transaction for these writes: `Err` when it failed (nothing written), else each
/// write's outcome (a refused append wrote nothing of its own).
async fn together(
    pool: &AnyPool,
    backend: Backend,
    writes: &[&Write],
) -> Result<Vec<Result<u64, StoreError>>, StoreError> {
    let mut tx = match backend {
        // SQLite: the write lock first, so no read lock has to be upgraded.
        Backend::Sqlite => pool.begin_with("BEGIN IMMEDIATE").await?,
        Backend::Postgres => pool.begin().await?,
    };
    let mut lengths = lengths(&mut tx, writes).await?;
    let mut outcomes = Vec::with_capacity(writes.len());
    let (mut events, mut batches) = (Vec::new(), Vec::new());
    for write in writes {
        let Write::Append(a) = write else {
            outcomes.push(Ok(0));
            continue;
        };
        outcomes.push(match lengths.get_mut(&a.game) {
            None => Err(StoreError::UnknownGame(a.game)),
            Some(length) if *length != a.expected => Err(StoreError::Conflict {
                game: a.game,
                expected: a.expected,
            }),
            Some(length) => {
                if !a.payloads.is_empty() {
                    for (i, payload) in a.payloads.iter().enumerate() {
                        events.push((a, a.expected + 1 + i as u64, payload.as_str()));
                    }
                    batches.push(a);
                }
                *length += a.payloads.len() as u64;
                Ok(*length)
            }
        });
    }
    let single = single_append(writes);
    insert_events(&mut tx, &events)
        .await
        .map_err(|e| refusal(e, single))?;
    insert_batches(&mut tx, &batches).await?;
    marks(&mut tx, writes).await?;
    tx.commit().await.map_err(|e| refusal(e, single))?;
    Ok(outcomes)
}

/// The append a transaction holds alone, whose failure is its own refusal.
fn single_append<'a>(writes: &[&'a Write]) -> Option<&'a Append> {
    match writes {
        [Write::Append(a)] => Some(a),
        _ => None,
    }
}

/// A failed insert of one append's events, as its refusal: another writer took these
/// sequence numbers, or its game is gone.
fn refusal(e: sqlx::Error, single: Option<&Append>) -> StoreError {
    match (single, &e) {
        (Some(a), sqlx::Error::Database(d)) if d.is_unique_violation() => StoreError::Conflict {
            game: a.game,
            expected: a.expected,
        },
        (Some(a), sqlx::Error::Database(d)) if d.is_foreign_key_violation() => {
            StoreError::UnknownGame(a.game)
        }
        _ => e.into(),
    }
}

type Tx = sqlx::Transaction<'static, sqlx::Any>;

/// The length of the log of every game these writes append to, in one query (a game that
/// does not exist is left out).
async fn lengths(tx: &mut Tx, writes: &[&Write]) -> Result<BTreeMap<GameId, u64>, StoreError> {
    let games: std::collections::BTreeSet<GameId> = writes
        .iter()
        .filter_map(|w| match w {
            Write::Append(a) => Some(a.game),
            _ => None,
        })
        .collect();
    if games.is_empty() {
        return Ok(BTreeMap::new());
    }
    let marks: Vec<String> = (1..=games.len()).map(|i| format!("${i}")).collect();
    let sql = format!(
        "SELECT g.id, COALESCE((SELECT MAX(e.seq) FROM events e WHERE e.game_id = g.id), 0) \
         FROM games g WHERE g.id IN ({})",
        marks.join(", ")
    );
    let mut query = sqlx::query(&sql);
    for game in &games {
        query = query.bind(game.0);
    }
    let rows = query.fetch_all(&mut **tx).await?;
    rows.iter()
        .map(|r| Ok((GameId(r.try_get(0)?), r.try_get::<i64, _>(1)? as u64)))
        .collect()
}

/// Every event of the group, in multi-row inserts.
async fn insert_events(tx: &mut Tx, events: &[(&Append, u64, &str)]) -> Result<(), sqlx::Error> {
    for chunk in events.chunks(ROWS) {
        let sql = format!(
            "INSERT INTO events (game_id, seq, at, payload) VALUES {}",
            values(chunk.len(), 4)
        );
        let mut query = sqlx::query(&sql);
        for (a, seq, payload) in chunk {
            query = query
                .bind(a.game.0)
                .bind(*seq as i64)
                .bind(millis(a.at))
                .bind(*payload);
        }
        query.execute(&mut **tx).await?;
    }
    Ok(())
}

/// Where each batch of the group begins (notices are re-delivered grouped as they were
/// sent), with its command and interaction.
async fn insert_batches(tx: &mut Tx, batches: &[&Append]) -> Result<(), sqlx::Error> {
    for chunk in batches.chunks(ROWS) {
        let sql = format!(
            "INSERT INTO batches (game_id, first_seq, command, interaction, at) VALUES {}",
            values(chunk.len(), 5)
        );
        let mut query = sqlx::query(&sql);
        for a in chunk {
            query = query
                .bind(a.game.0)
                .bind((a.expected + 1) as i64)
                .bind(a.command.as_deref())
                .bind(a.interaction.map(|i| i as i64))
                .bind(millis(a.at));
        }
        query.execute(&mut **tx).await?;
    }
    Ok(())
}

/// `($1, $2), ($3, $4)…`: `rows` rows of `width` parameters.
fn values(rows: usize, width: usize) -> String {
    (0..rows)
        .map(|r| {
            let marks: Vec<String> = (1..=width).map(|c| format!("${}", r * width + c)).collect();
            format!("({})", marks.join(", "))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The delivery marks and the prompts of the group.
async fn marks(tx: &mut Tx, writes: &[&Write]) -> Result<(), sqlx::Error> {
    for write in writes {
        match write {
            Write::Append(_) => {}
            Write::Delivery { game, seq, prompts } => {
                for p in prompts {
                    save_prompt(p).execute(&mut **tx).await?;
                }
                set_delivered(*game, *seq).execute(&mut **tx).await?;
            }
            Write::Prompt(p) => {
                save_prompt(p).execute(&mut **tx).await?;
            }
            Write::Snapshot(snapshot) => {
                super::snapshots::save(snapshot).execute(&mut **tx).await?;
            }
            Write::Table { game, guild, data } => {
                super::tables::save(*game, *guild, data)
                    .execute(&mut **tx)
                    .await?;
            }
            Write::Pinned { game, digest } => {
                super::outbox::set_pinned(*game, digest)
                    .execute(&mut **tx)
                    .await?;
            }
            Write::Forget(messages) => {
                for chunk in messages.chunks(ROWS) {
                    let marks: Vec<String> = (1..=chunk.len()).map(|i| format!("${i}")).collect();
                    let sql = format!(
                        "DELETE FROM prompts WHERE message_id IN ({})",
                        marks.join(", ")
                    );
                    let mut query = sqlx::query(&sql);
                    for m in chunk {
                        query = query.bind(*m as i64);
                    }
                    query.execute(&mut **tx).await?;
                }
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::values;

    #[test]
    fn values_number_every_parameter_once() {
        assert_eq!(values(2, 2), "($1, $2), ($3, $4)");
        assert_eq!(values(1, 3), "($1, $2, $3)");
    }
}
