//! Cleaning up after games, for every game kind. At a game's end the host locks its channels
//! read-only (`host::lock`); the sweeper here locks those a crash left unlocked, from what
//! Discord has. A finished game's channels are deleted by `/mj archiver`, or, when the guild asks for it (`/mj
//! reglages archivage`), that long after the end: driven from the store at start-up and at
//! each next deadline, so a restart loses none. Discord caps a server at 500 channels.

use crate::runtime::{Clock as _, SystemClock};
use std::collections::BTreeMap;
use std::ops::Range;
use std::sync::Arc;
use std::time::Duration;

use engine::Timestamp;
use poise::serenity_prelude as serenity;

use super::host::layout;
use super::host::lock::{self, lock_channel};
use crate::store::{Store, Table, CATEGORY};

/// The longest the sweeper sleeps: failed deletions are tried again after this.
const SWEEP_MAX: Duration = Duration::from_hours(1);

/// Deletes a finished game's channels (all but `keep`, which the caller deletes last) and
/// records it once they are all gone.
pub async fn delete(
    http: &serenity::Http,
    store: &Store,
    table: &Table,
    keep: Option<u64>,
) -> Result<(), serenity::Error> {
    let first: BTreeMap<String, u64> = table
        .channels
        .iter()
        .filter(|(_, id)| Some(**id) != keep)
        .map(|(n, id)| (n.clone(), *id))
        .collect();
    layout::delete(http, &first).await?;
    if keep.is_none() {
        recorded(store, table).await;
    }
    Ok(())
}

/// Deletes the channel kept by [`delete`] and records the game's channels gone.
pub async fn delete_last(http: &serenity::Http, store: &Store, table: &Table, last: u64) {
    let only = BTreeMap::from([(String::new(), last)]);
    match layout::delete(http, &only).await {
        Ok(()) => recorded(store, table).await,
        Err(e) => tracing::error!(game = table.game, error = %e, "a game channel was not deleted"),
    }
}

async fn recorded(store: &Store, table: &Table) {
    if let Err(e) = store.mark_deleted(table, SystemClock.now()).await {
        tracing::error!(game = table.game, error = %e, "cannot record a game's channels deleted");
    }
}

/// A guild's setting changed: the sweeper looks again.
pub fn wake() {
    lock::wake_sweeper();
}

/// Which guilds this process serves: those of its shards (all when it runs them all).
#[derive(Debug, Clone)]
pub struct Shards(pub Option<(Range<u32>, u32)>);

impl Shards {
    pub fn serves(&self, guild: u64) -> bool {
        match &self.0 {
            None => true,
            Some((range, total)) => range.contains(&(((guild >> 22) % u64::from(*total)) as u32)),
        }
    }
}

/// Starts the sweeper: locks the finished games left unlocked, deletes the channels due, and
/// sleeps until the next is due (or a game ends, or a setting changes).
pub fn start(http: Arc<serenity::Http>, store: Store, bot: u64, shards: Shards) {
    lock::set_bot(bot);
    tokio::spawn(async move {
        loop {
            let next = sweep(&http, &store, &shards).await;
            let now = SystemClock.now();
            let wait = next
                .map(|t| (t - now).to_std().unwrap_or_default())
                .map_or(SWEEP_MAX, |w| w.min(SWEEP_MAX));
            tokio::select! {
                () = tokio::time::sleep(wait) => {}
                () = lock::sweeper_woken() => {}
            }
        }
    });
}

/// One pass; returns when the next game's channels are due.
async fn sweep(http: &serenity::Http, store: &Store, shards: &Shards) -> Option<Timestamp> {
    match store.unlocked_games().await {
        Ok(games) => {
            for (table, last) in games.into_iter().filter(|(t, _)| shards.serves(t.guild)) {
                lock_all(http, &table).await;
                let at = last.unwrap_or_else(|| SystemClock.now());
                if let Err(e) = store.mark_ended(&table, at).await {
                    tracing::error!(game = table.game, error = %e, "cannot record a game's end");
                }
            }
        }
        Err(e) => tracing::error!(error = %e, "cannot read the finished games"),
    }
    let due = match store.archiving_due().await {
        Ok(due) => due,
        Err(e) => {
            tracing::error!(error = %e, "cannot read the games to archive");
            return None;
        }
    };
    let now = SystemClock.now();
    for (table, at) in due.into_iter().filter(|(t, _)| shards.serves(t.guild)) {
        if at > now {
            return Some(at);
        }
        match delete(http, store, &table, None).await {
            Ok(()) => tracing::info!(game = table.game, "a finished game's channels were deleted"),
            Err(e) => {
                tracing::error!(game = table.game, error = %e, "cannot delete a finished game's channels");
            }
        }
    }
    None
}

/// Locks every channel of a finished game the executor did not lock.
async fn lock_all(http: &serenity::Http, table: &Table) {
    for (name, id) in &table.channels {
        if name == CATEGORY {
            continue;
        }
        if let Err(e) = lock_channel(http, table.guild, *id).await {
            tracing::error!(game = table.game, channel = id, error = %e, "cannot lock a finished game's channel");
        }
    }
    tracing::info!(game = table.game, "a finished game's channels were locked");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_process_archives_only_the_guilds_of_its_shards() {
        let guild = (4000 << 22) + 5; // shard (id >> 22) % 4 == 0
        assert!(Shards(None).serves(guild));
        assert!(Shards(Some((0..1, 4))).serves(guild));
        assert!(!Shards(Some((1..4, 4))).serves(guild));
    }
}
