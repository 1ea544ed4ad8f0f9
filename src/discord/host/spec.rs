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
}

/// One of a game's channels, as it is created.
#[derive(Debug, Clone, Copy)]
pub struct ChannelSpec {
    /// Its name in the game (`place`, `meute`…), which notices and `access` use.
    pub name: &'static str,
    pub kind: ChannelKind,
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
            kind: ChannelKind::Text,
            mjs: false,
            tags: &[],
        }
    }

    /// The MJs' text channel.
    pub const fn mjs(name: &'static str) -> ChannelSpec {
        ChannelSpec {
            name,
            kind: ChannelKind::Text,
            mjs: true,
            tags: &[],
        }
    }

    /// A forum with these tags.
    pub const fn forum(name: &'static str, tags: &'static [&'static str]) -> ChannelSpec {
        ChannelSpec {
            name,
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
