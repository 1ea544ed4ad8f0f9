//! The game's channels by their stable names (§1: the Discord mapping), who reads and writes
//! each, and the seats. Notices are addressed to these names; a forum post (`proces-7`,
//! `repetitions-3`, `annonces`, `place-du-village`, `loge`) is a channel of its own.

use std::collections::BTreeSet;

use crate::game::ChannelAccess;
use crate::notice::PlayerId;
use crate::ronde::state::{Kind, State};

/// The forum standing for the town forum (FV): one post per procès, a Répétitions post a day,
/// the pinned posts and the Diva's Loge.
pub const TRIBUNAL: &str = "tribunal";
/// The Démasqués' channel (their MP).
pub const CHOEUR: &str = "choeur-des-demasques";
/// The MJs' desk, where their cards arrive.
pub const BUREAU: &str = "bureau-des-mj";
/// The bot's announcements (a post, bot only).
pub const ANNONCES: &str = "annonces";
/// Free talk (a post).
pub const PLACE: &str = "place-du-village";
/// The Diva's public talk with the MJs (a post).
pub const LOGE: &str = "loge";

/// The post of procès n.
pub fn proces(n: usize) -> String {
    format!("proces-{n}")
}

/// The Répétitions post of day d.
pub fn repetitions(d: u32) -> String {
    format!("repetitions-{d}")
}

/// A post of the tribunal, by its channel name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Post {
    Annonces,
    Place,
    Loge,
    Proces(usize),
    Repetitions(u32),
}

impl Post {
    /// Reads a channel name (`proces-7`…); `None` when it is no post.
    pub fn parse(name: &str) -> Option<Post> {
        match name {
            ANNONCES => Some(Post::Annonces),
            PLACE => Some(Post::Place),
            LOGE => Some(Post::Loge),
            _ => {
                if let Some(n) = name.strip_prefix("proces-") {
                    return n.parse().ok().map(Post::Proces);
                }
                name.strip_prefix("repetitions-")?
                    .parse()
                    .ok()
                    .map(Post::Repetitions)
            }
        }
    }

    /// The channel name the engine's `Post` command uses for a message written here
    /// (`proces 7`, `repetitions`…); `None` for the bot's own posts.
    pub fn writing_channel(self) -> Option<String> {
        match self {
            Post::Annonces => None,
            Post::Place => Some(PLACE.to_owned()),
            Post::Loge => Some(LOGE.to_owned()),
            Post::Proces(n) => Some(format!("proces {n}")),
            Post::Repetitions(_) => Some("repetitions".to_owned()),
        }
    }
}

/// Everyone registered, with names, in id order (players, spectators, MJs).
pub fn seats(s: &State) -> Vec<(PlayerId, String)> {
    s.players.values().map(|x| (x.id, x.name.clone())).collect()
}

fn of_kind(s: &State, kinds: &[Kind]) -> BTreeSet<PlayerId> {
    s.players
        .values()
        .filter(|x| kinds.contains(&x.kind))
        .map(|x| x.id)
        .collect()
}

/// Who reads and writes each channel: the tribunal for everyone registered, spectators read
/// only; the chorus for the Démasqués in town and the MJs; the desk for the MJs.
///
/// ```
/// use engine::ronde::{channels, State};
/// assert!(channels::access(&State::default()).iter().all(|(_, a)| a.read.is_empty()));
/// ```
pub fn access(s: &State) -> Vec<(&'static str, ChannelAccess)> {
    if !s.created {
        return Vec::new();
    }
    let mjs = of_kind(s, &[Kind::Mj]);
    let tribunal = ChannelAccess {
        read: of_kind(s, &[Kind::Joueur, Kind::Spectateur, Kind::Mj]),
        write: of_kind(s, &[Kind::Joueur, Kind::Mj]),
    };
    let mut chorus: BTreeSet<PlayerId> = s.chorus_members().into_iter().collect();
    chorus.extend(mjs.iter().copied());
    vec![
        (TRIBUNAL, tribunal),
        (
            CHOEUR,
            ChannelAccess {
                read: chorus.clone(),
                write: chorus,
            },
        ),
        (
            BUREAU,
            ChannelAccess {
                read: mjs.clone(),
                write: mjs,
            },
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn post_names_round_trip() {
        for (name, post) in [
            ("proces-7", Post::Proces(7)),
            ("repetitions-13", Post::Repetitions(13)),
            ("annonces", Post::Annonces),
            ("loge", Post::Loge),
            ("place-du-village", Post::Place),
        ] {
            assert_eq!(Post::parse(name), Some(post));
        }
        assert_eq!(Post::parse("tribunal"), None);
        assert_eq!(Post::parse("proces-x"), None);
        assert_eq!(proces(3), "proces-3");
        assert_eq!(
            Post::Proces(3).writing_channel().as_deref(),
            Some("proces 3")
        );
    }
}
