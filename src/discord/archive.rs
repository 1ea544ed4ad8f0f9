//! Cleaning up after games, for every game kind. At a game's end its channels are locked
//! read-only: whoever reads them still does, nobody writes (the players' overwrites by the
//! executor, from what it knows; the MJs' channel here, from what Discord has). A finished
//! game's channels are deleted by `/mj archiver`, or, when the guild asks for it (`/mj
//! reglages archivage`), that long after the end: driven from the store at start-up and at
//! each next deadline, so a restart loses none. Discord caps a server at 500 channels.

use crate::runtime::{Clock as _, SystemClock};
use std::collections::BTreeMap;
use std::ops::Range;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use engine::Timestamp;
use poise::serenity_prelude as serenity;
use serenity::{PermissionOverwrite, PermissionOverwriteType, Permissions};

use super::host::layout;
use super::host::overwrites::{
    CREATE_PUBLIC_THREADS, SEND_MESSAGES, SEND_MESSAGES_IN_THREADS, VIEW_CHANNEL,
};
use super::host::retry::{discord_code, persist};
use crate::store::{Store, Table, CATEGORY};

/// What a reader is denied once the game is over: writing, in the channel and in its threads
/// or posts (all bits the README's invite holds, so the bot may deny them).
pub const LOCKED: u64 = SEND_MESSAGES | SEND_MESSAGES_IN_THREADS | CREATE_PUBLIC_THREADS;

/// The longest the sweeper sleeps: failed deletions are tried again after this.
const SWEEP_MAX: Duration = Duration::from_secs(3600);

/// The bot's user id (its own overwrites are never locked).
static BOT: OnceLock<u64> = OnceLock::new();
/// Wakes the sweeper: a game ended, or a guild changed its setting.
static WAKE: tokio::sync::Notify = tokio::sync::Notify::const_new();

/// The overwrites of a channel once locked: every reader's, but the bot's and @everyone's,
/// without writing; `None` when they are so already.
pub fn locked(
    list: &[PermissionOverwrite],
    guild: u64,
    bot: u64,
) -> Option<Vec<PermissionOverwrite>> {
    let mut changed = false;
    let out = list
        .iter()
        .map(|o| {
            let own = o.kind == PermissionOverwriteType::Member(bot.into())
                || o.kind == PermissionOverwriteType::Role(guild.into());
            let reader = o.allow.bits() & VIEW_CHANNEL != 0;
            let (allow, deny) = (o.allow.bits() & !LOCKED, o.deny.bits() | LOCKED);
            if own || !reader || (allow, deny) == (o.allow.bits(), o.deny.bits()) {
                return o.clone();
            }
            changed = true;
            PermissionOverwrite {
                allow: Permissions::from_bits_truncate(allow),
                deny: Permissions::from_bits_truncate(deny),
                kind: o.kind,
            }
        })
        .collect();
    changed.then_some(out)
}

/// The bot's user id.
pub async fn bot(http: &serenity::Http) -> Result<u64, serenity::Error> {
    if let Some(id) = BOT.get() {
        return Ok(*id);
    }
    let id = http.get_current_user().await?.id.get();
    Ok(*BOT.get_or_init(|| id))
}

/// Locks one channel from the overwrites Discord has: one `GET`, and one `PATCH` when
/// something changes. A channel already gone is left.
pub async fn lock_channel(
    http: &serenity::Http,
    guild: u64,
    channel: u64,
) -> Result<(), serenity::Error> {
    let bot = bot(http).await?;
    let id = serenity::ChannelId::new(channel);
    let found = match persist("read channel", || id.to_channel(http)).await {
        Ok(serenity::Channel::Guild(c)) => c,
        Ok(_) => return Ok(()),
        Err(e) if discord_code(&e) == Some(UNKNOWN_CHANNEL) => return Ok(()),
        Err(e) => return Err(e),
    };
    let Some(list) = locked(&found.permission_overwrites, guild, bot) else {
        return Ok(());
    };
    let edit = serenity::EditChannel::new().permissions(list);
    persist("lock channel", || id.edit(http, edit.clone())).await?;
    Ok(())
}

/// Discord's code for a channel that does not exist (any more).
const UNKNOWN_CHANNEL: isize = 10003;

/// A game's channels were locked at its end: the delay before their deletion starts now.
pub async fn ended(store: &Store, table: &Table) {
    if let Err(e) = store.mark_ended(table, SystemClock.now()).await {
        tracing::error!(game = table.game, error = %e, "cannot record a game's end");
    }
    WAKE.notify_one();
}

/// A game that could not be made was set aside: its channels deleted (or left to archive).
pub async fn set_aside(store: &Store, table: &Table, deleted: bool) {
    let now = SystemClock.now();
    let done = match deleted {
        true => store.mark_deleted(table, now).await,
        false => store.mark_ended(table, now).await,
    };
    if let Err(e) = done {
        tracing::error!(game = table.game, error = %e, "cannot record a game set aside");
    }
}

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
    WAKE.notify_one();
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
    let _ = BOT.set(bot);
    tokio::spawn(async move {
        loop {
            let next = sweep(&http, &store, &shards).await;
            let now = SystemClock.now();
            let wait = next
                .map(|t| (t - now).to_std().unwrap_or_default())
                .map_or(SWEEP_MAX, |w| w.min(SWEEP_MAX));
            tokio::select! {
                () = tokio::time::sleep(wait) => {}
                () = WAKE.notified() => {}
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
                tracing::error!(game = table.game, error = %e, "cannot delete a finished game's channels")
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
    use crate::discord::host::overwrites::READ;

    fn ow(kind: PermissionOverwriteType, allow: u64, deny: u64) -> PermissionOverwrite {
        PermissionOverwrite {
            allow: Permissions::from_bits_truncate(allow),
            deny: Permissions::from_bits_truncate(deny),
            kind,
        }
    }

    #[test]
    fn readers_keep_reading_and_nobody_writes() {
        let (guild, bot, mj, role, hidden) = (1, 2, 3, 4, 5);
        let list = vec![
            ow(PermissionOverwriteType::Role(guild.into()), 0, VIEW_CHANNEL),
            ow(
                PermissionOverwriteType::Member(bot.into()),
                READ | SEND_MESSAGES,
                0,
            ),
            ow(
                PermissionOverwriteType::Member(mj.into()),
                READ | SEND_MESSAGES,
                0,
            ),
            ow(
                PermissionOverwriteType::Role(role.into()),
                READ | SEND_MESSAGES,
                0,
            ),
            ow(
                PermissionOverwriteType::Member(hidden.into()),
                0,
                VIEW_CHANNEL,
            ),
        ];
        let out = locked(&list, guild, bot).expect("the MJs wrote");
        assert_eq!(out[0], list[0]);
        assert_eq!(out[1], list[1], "the bot still posts");
        assert_eq!(out[2].allow.bits(), READ);
        assert_eq!(out[2].deny.bits(), LOCKED);
        assert_eq!(out[3].allow.bits(), READ);
        assert_eq!(out[4], list[4], "who could not read still cannot");
        assert_eq!(
            locked(&out, guild, bot),
            None,
            "a locked channel costs no call"
        );
    }

    #[test]
    fn a_process_archives_only_the_guilds_of_its_shards() {
        let guild = (4000 << 22) + 5; // shard (id >> 22) % 4 == 0
        assert!(Shards(None).serves(guild));
        assert!(Shards(Some((0..1, 4))).serves(guild));
        assert!(!Shards(Some((1..4, 4))).serves(guild));
    }
}
