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
pub const CONNECT: u64 = 1 << 20;
pub const SPEAK: u64 = 1 << 21;
pub const MUTE_MEMBERS: u64 = 1 << 22;
pub const MOVE_MEMBERS: u64 = 1 << 24;

/// What a reader gets; writers get the channel's sending permission on top, readers who may
/// not write get it denied (so a role cannot give it back).
pub const READ: u64 = VIEW_CHANNEL | READ_MESSAGE_HISTORY | ADD_REACTIONS;
/// What a listener gets in a voice channel: he sees it and connects.
pub const LISTEN: u64 = VIEW_CHANNEL | CONNECT;
/// What no player gets in a voice channel: its text chat (« Ils n'ont pas accès au chat »),
/// and the moderation that would let him unmute himself on a stage or move the others.
pub const VOICE_NEVER: u64 = SEND_MESSAGES | MUTE_MEMBERS | MOVE_MEMBERS;
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
        // A stage's moderator (Manage Channels, Mute Members, Move Members there), who
        // listens; Speak, to grant it; Move Members also disconnects a locked player.
        ChannelKind::Voice | ChannelKind::Stage => {
            LISTEN | SPEAK | MANAGE_CHANNELS | MUTE_MEMBERS | MOVE_MEMBERS
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
        ChannelKind::Voice | ChannelKind::Stage => SPEAK,
    }
}

/// The member overwrites one channel of this kind should have for its access.
///
/// On a stage every listener holds Speak: who speaks is its moderator's suppression (the
/// voice keeper's), which applies at once where a change of Speak would wait for the member
/// to join again; its overwrites change only when who listens does.
pub fn desired(access: &ChannelAccess, kind: ChannelKind) -> BTreeMap<u64, Bits> {
    let write = write_bit(kind);
    let (read, never) = match kind {
        ChannelKind::Text => (READ, 0),
        ChannelKind::Forum => (READ, SEND_MESSAGES | CREATE_PUBLIC_THREADS),
        ChannelKind::Voice => (LISTEN, VOICE_NEVER),
        ChannelKind::Stage => (LISTEN | SPEAK, VOICE_NEVER),
    };
    access
        .read
        .iter()
        .map(|p| {
            let bits = if kind == ChannelKind::Stage || access.write.contains(p) {
                (read | write, never)
            } else {
                (read, write | never)
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
    fn voice_listeners_connect_speakers_speak_and_nobody_chats_or_moderates() {
        let mut access = ChannelAccess::default();
        access.read.extend([PlayerId(1), PlayerId(2)]);
        access.write.insert(PlayerId(1));
        let voice = desired(&access, ChannelKind::Voice);
        assert_eq!(voice[&1], (LISTEN | SPEAK, VOICE_NEVER));
        assert_eq!(voice[&2], (LISTEN, SPEAK | VOICE_NEVER));
        // On a stage the overwrites do not follow the microphone: the suppression does.
        let stage = desired(&access, ChannelKind::Stage);
        assert_eq!(stage[&1], stage[&2]);
        assert_eq!(stage[&2], (LISTEN | SPEAK, VOICE_NEVER));
        assert!(!stage.contains_key(&3));
    }

    #[test]
    fn the_bot_never_grants_itself_manage_roles() {
        const MANAGE_ROLES: u64 = 1 << 28;
        const INVITE: u64 = 326_710_193_232;
        let kinds = [
            ChannelKind::Text,
            ChannelKind::Forum,
            ChannelKind::Voice,
            ChannelKind::Stage,
        ];
        for kind in kinds {
            assert_eq!(bot(kind) & MANAGE_ROLES, 0);
            assert_eq!(
                bot(kind) & !INVITE,
                0,
                "only what the README's invite grants"
            );
        }
    }
}
