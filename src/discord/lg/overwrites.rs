//! Channel permissions as a function of the game: the member overwrites each game channel
//! should have (from the engine's `access`), and the difference with what it has.

use std::collections::{BTreeMap, BTreeSet};

use engine::loups_garous::{Access, Channel};

use crate::store::Channels;

pub const VIEW_CHANNEL: u64 = 1 << 10;
pub const SEND_MESSAGES: u64 = 1 << 11;
pub const READ_MESSAGE_HISTORY: u64 = 1 << 16;
pub const ADD_REACTIONS: u64 = 1 << 6;
pub const MANAGE_CHANNELS: u64 = 1 << 4;
pub const MANAGE_MESSAGES: u64 = 1 << 13;
pub const MANAGE_ROLES: u64 = 1 << 28;
pub const EMBED_LINKS: u64 = 1 << 14;
pub const ATTACH_FILES: u64 = 1 << 15;

/// What a reader gets; writers get [`SEND_MESSAGES`] on top, readers who may not write get it
/// denied (so a role cannot give it back).
pub const READ: u64 = VIEW_CHANNEL | READ_MESSAGE_HISTORY | ADD_REACTIONS;
/// What the bot gives itself on every game channel: only what the README's invite grants it,
/// never MANAGE_ROLES (Discord refuses that in an overwrite unless the bot is an administrator).
pub const BOT: u64 =
    READ | SEND_MESSAGES | MANAGE_CHANNELS | MANAGE_MESSAGES | EMBED_LINKS | ATTACH_FILES;

/// One member overwrite: (allow, deny).
pub type Bits = (u64, u64);

/// A change to make on one channel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    Put { user: u64, allow: u64, deny: u64 },
    Delete { user: u64 },
}

/// The member overwrites each game channel should have for the players.
pub fn desired(access: &Access, channels: &Channels) -> BTreeMap<u64, BTreeMap<u64, Bits>> {
    let mut out = BTreeMap::new();
    for (channel, id) in [
        (Channel::Place, channels.place),
        (Channel::Meute, channels.meute),
        (Channel::Cimetiere, channels.cimetiere),
        (Channel::Amoureux, channels.amoureux),
    ] {
        let a = access.get(channel);
        let mut members = BTreeMap::new();
        for p in &a.read {
            let bits = if a.write.contains(p) {
                (READ | SEND_MESSAGES, 0)
            } else {
                (READ, SEND_MESSAGES)
            };
            members.insert(p.0, bits);
        }
        out.insert(id, members);
    }
    out
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
        let mut access = Access::default();
        access.place.read.extend([PlayerId(1), PlayerId(2)]);
        access.place.write.insert(PlayerId(1));
        let channels = Channels {
            place: 10,
            meute: 11,
            cimetiere: 12,
            amoureux: 13,
            ..Default::default()
        };
        let d = desired(&access, &channels);
        assert_eq!(d[&10][&1], (READ | SEND_MESSAGES, 0));
        assert_eq!(d[&10][&2], (READ, SEND_MESSAGES));
        assert!(d[&11].is_empty());
    }
}
