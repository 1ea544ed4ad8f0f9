//! What a game kind declares of its channels: each channel's kind (text or forum, with its
//! tags), the forum posts it makes on demand, and what creating a game asks.

use std::collections::BTreeMap;

use engine::PlayerId;

/// What a game channel is on Discord.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChannelKind {
    Text,
    /// A forum: players write in the bot's posts, never open one.
    Forum,
    /// A voice channel: readers connect and listen, writers speak (Discord computes Speak
    /// when a member joins, so a voice channel suits who may speak for a whole game).
    Voice,
    /// A stage: readers connect as its audience; the bot, its moderator, makes exactly the
    /// writers speakers (suppression applies at once, to members already connected).
    Stage,
}

impl ChannelKind {
    /// A voice or stage channel.
    pub fn is_voice(self) -> bool {
        matches!(self, ChannelKind::Voice | ChannelKind::Stage)
    }
}

/// One of a game's channels, as it is created.
#[derive(Debug, Clone, Copy)]
pub struct ChannelSpec {
    /// Its name in the game (`place`, `meute`, `place-vocal`…), which notices and `access` use.
    pub name: &'static str,
    /// Its name on Discord (a voice channel may bear a text channel's name).
    pub shown: &'static str,
    pub kind: ChannelKind,
    /// Made only for a game played by voice.
    pub voice: bool,
    /// Opened to the MJs at creation (the MJs' channel).
    pub mjs: bool,
    /// A forum's tags (none for a text channel).
    pub tags: &'static [&'static str],
}

impl ChannelSpec {
    /// A text channel.
    pub const fn text(name: &'static str) -> ChannelSpec {
        ChannelSpec {
            name,
            shown: name,
            kind: ChannelKind::Text,
            voice: false,
            mjs: false,
            tags: &[],
        }
    }

    /// A voice (or stage) channel of a game played by voice, shown as `shown` on Discord.
    pub const fn voice(name: &'static str, shown: &'static str, kind: ChannelKind) -> ChannelSpec {
        ChannelSpec {
            name,
            shown,
            kind,
            voice: true,
            mjs: false,
            tags: &[],
        }
    }

    /// The MJs' text channel.
    pub const fn mjs(name: &'static str) -> ChannelSpec {
        ChannelSpec {
            name,
            shown: name,
            voice: false,
            kind: ChannelKind::Text,
            mjs: true,
            tags: &[],
        }
    }

    /// A forum with these tags.
    pub const fn forum(name: &'static str, tags: &'static [&'static str]) -> ChannelSpec {
        ChannelSpec {
            name,
            shown: name,
            voice: false,
            kind: ChannelKind::Forum,
            mjs: false,
            tags,
        }
    }
}

/// What `/mj creer` asks a game kind for: its options (`key=value` text), the guild's
/// defaults, the seed, and who runs it (the game's first MJ).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewGame<'a> {
    pub options: &'a str,
    pub defaults: &'a BTreeMap<String, String>,
    pub seed: u64,
    pub by: PlayerId,
    pub by_name: String,
    /// The instant of the creation, on the runtime's clock.
    pub now: engine::Timestamp,
}

/// A post of a forum (a thread) that a game channel stands for: made when a notice first
/// goes to it, its tags and lock then kept as the state wants them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PostSpec {
    /// The forum's name among the game's channels.
    pub forum: &'static str,
    /// The post's title (never an anonymous author's name).
    pub title: String,
    /// The forum tags it should carry now, by name.
    pub tags: Vec<&'static str>,
    /// Whether only the bot may write in it now.
    pub locked: bool,
}
