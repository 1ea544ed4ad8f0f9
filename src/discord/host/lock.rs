//! A finished game's channels locked read-only: whoever reads them still does, nobody writes
//! (the players' overwrites by the executor, from what it knows; the others from what Discord
//! has), and the end recorded so that the archive's sweeper counts its delay from it.

use std::sync::OnceLock;

use poise::serenity_prelude as serenity;
use serenity::{PermissionOverwrite, PermissionOverwriteType, Permissions};

use super::overwrites::{
    CREATE_PUBLIC_THREADS, SEND_MESSAGES, SEND_MESSAGES_IN_THREADS, VIEW_CHANNEL,
};
use super::retry::{discord_code, persist};
use crate::runtime::{Clock as _, SystemClock};
use crate::store::{Store, Table};

/// What a reader is denied once the game is over: writing, in the channel and in its threads
/// or posts (all bits the README's invite holds, so the bot may deny them).
pub const LOCKED: u64 = SEND_MESSAGES | SEND_MESSAGES_IN_THREADS | CREATE_PUBLIC_THREADS;

/// The bot's user id (its own overwrites are never locked).
static BOT: OnceLock<u64> = OnceLock::new();
/// Wakes the archive's sweeper: a game ended, or a guild changed its setting.
static WAKE: tokio::sync::Notify = tokio::sync::Notify::const_new();

/// Tells the lock who the bot is (its own overwrites are never locked).
pub fn set_bot(bot: u64) {
    let _ = BOT.set(bot);
}

/// Wakes the archive's sweeper.
pub fn wake_sweeper() {
    WAKE.notify_one();
}

/// Waits until the sweeper is woken.
pub async fn sweeper_woken() {
    WAKE.notified().await;
}

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
    let done = if deleted {
        store.mark_deleted(table, now).await
    } else {
        store.mark_ended(table, now).await
    };
    if let Err(e) = done {
        tracing::error!(game = table.game, error = %e, "cannot record a game set aside");
    }
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
}
