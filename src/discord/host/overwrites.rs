//! Channel permissions as a function of the game: the member overwrites each game channel
//! should have (from the game's `access`), and the difference with what it has.

use std::collections::{BTreeMap, BTreeSet};

use engine::game::ChannelAccess;

use super::ChannelKind;

pub const VIEW_CHANNEL: u64 = 1 << 10;
pub const SEND_MESSAGES: u64 = 1 << 11;
pub const READ_MESSAGE_HISTORY: u64 = 1 << 16;
pub const ADD_REACTIONS: u64 = 1 << 6;
pub const MANAGE_CHANNELS: u64 = 1 << 4;
pub const MANAGE_MESSAGES: u64 = 1 << 13;
pub const MANAGE_THREADS: u64 = 1 << 34;
pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
pub const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;
pub const EMBED_LINKS: u64 = 1 << 14;
pub const ATTACH_FILES: u64 = 1 << 15;

/// What a reader gets; writers get the channel's sending permission on top, readers who may
/// not write get it denied (so a role cannot give it back).
pub const READ: u64 = VIEW_CHANNEL | READ_MESSAGE_HISTORY | ADD_REACTIONS;
/// What the bot gives itself on a game channel of this kind: only what the README's invite
/// grants it in the guild, and never Manage Roles (Discord refuses that in an overwrite
/// unless the bot is an administrator); its guild-wide Manage Roles lets it edit overwrites.
pub fn bot(kind: ChannelKind) -> u64 {
    let text =
        READ | SEND_MESSAGES | MANAGE_CHANNELS | MANAGE_MESSAGES | EMBED_LINKS | ATTACH_FILES;
    match kind {
        ChannelKind::Text => text,
        ChannelKind::Forum => {
            text | SEND_MESSAGES_IN_THREADS | CREATE_PUBLIC_THREADS | MANAGE_THREADS
        }
    }
}

/// One member overwrite: (allow, deny).
pub type Bits = (u64, u64);

/// A change to make on one channel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    Put { user: u64, allow: u64, deny: u64 },
    Delete { user: u64 },
}

/// The permission that writing means in a channel of this kind.
pub fn write_bit(kind: ChannelKind) -> u64 {
    match kind {
        ChannelKind::Text => SEND_MESSAGES,
        // In a forum players write in the bot's posts; they never open one.
        ChannelKind::Forum => SEND_MESSAGES_IN_THREADS,
    }
}

/// The member overwrites one channel of this kind should have for its access.
pub fn desired(access: &ChannelAccess, kind: ChannelKind) -> BTreeMap<u64, Bits> {
    let write = write_bit(kind);
    let never = match kind {
        ChannelKind::Text => 0,
        ChannelKind::Forum => SEND_MESSAGES | CREATE_PUBLIC_THREADS,
    };
    access
        .read
        .iter()
        .map(|p| {
            let bits = if access.write.contains(p) {
                (READ | write, never)
            } else {
                (READ, write | never)
            };
            (p.0, bits)
        })
        .collect()
}

/// The calls that turn `known` into `wanted` for these players: nothing for an overwrite that
/// is already right, nothing for members who are not players (the bot, the MJs).
pub fn diff(
    known: &BTreeMap<u64, Bits>,
    wanted: &BTreeMap<u64, Bits>,
    players: &BTreeSet<u64>,
) -> Vec<Change> {
    let mut out = Vec::new();
    for user in players {
        match (known.get(user), wanted.get(user)) {
            (Some(k), Some(w)) if k == w => {}
            (_, Some(&(allow, deny))) => out.push(Change::Put {
                user: *user,
                allow,
                deny,
            }),
            (Some(_), None) => out.push(Change::Delete { user: *user }),
            (None, None) => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::notice::PlayerId;

    #[test]
    fn only_what_changed_is_called() {
        let players = BTreeSet::from([1, 2, 3, 4]);
        let known = BTreeMap::from([
            (1, (READ | SEND_MESSAGES, 0)),
            (2, (READ, SEND_MESSAGES)),
            (4, (READ, 0)),
        ]);
        let wanted = BTreeMap::from([
            (1, (READ | SEND_MESSAGES, 0)),
            (2, (READ | SEND_MESSAGES, 0)),
            (3, (READ, SEND_MESSAGES)),
        ]);
        let changes = diff(&known, &wanted, &players);
        assert_eq!(
            changes,
            [
                Change::Put {
                    user: 2,
                    allow: READ | SEND_MESSAGES,
                    deny: 0
                },
                Change::Put {
                    user: 3,
                    allow: READ,
                    deny: SEND_MESSAGES
                },
                Change::Delete { user: 4 },
            ]
        );
        assert!(diff(&wanted, &wanted, &players).is_empty());
    }

    #[test]
    fn readers_who_may_not_write_are_denied_sending() {
        let mut access = ChannelAccess::default();
        access.read.extend([PlayerId(1), PlayerId(2)]);
        access.write.insert(PlayerId(1));
        let d = desired(&access, ChannelKind::Text);
        assert_eq!(d[&1], (READ | SEND_MESSAGES, 0));
        assert_eq!(d[&2], (READ, SEND_MESSAGES));
        let forum = desired(&access, ChannelKind::Forum);
        let never = SEND_MESSAGES | CREATE_PUBLIC_THREADS;
        assert_eq!(forum[&1], (READ | SEND_MESSAGES_IN_THREADS, never));
        assert_eq!(forum[&2], (READ, SEND_MESSAGES_IN_THREADS | never));
    }

    #[test]
    fn the_bot_never_grants_itself_manage_roles() {
        const MANAGE_ROLES: u64 = 1 << 28;
        const INVITE: u64 = 326_690_270_288;
        for kind in [ChannelKind::Text, ChannelKind::Forum] {
            assert_eq!(bot(kind) & MANAGE_ROLES, 0);
            assert_eq!(
                bot(kind) & !INVITE,
                0,
                "only what the README's invite grants"
            );
        }
    }
}
