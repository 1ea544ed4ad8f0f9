//! Commands: the game's creation, every player command of §9, the MJ's, and the clock.

use serde::{Deserialize, Serialize};

use super::role::{Item, Role};
use super::settings::Settings;
use crate::game::Timestamp;
use crate::notice::PlayerId;

/// A command to a game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Command {
    /// `/mj creer` + `/mj composition`: the players in seating order (when `fixed_seating`,
    /// else drawn at distribution), the settings, and either explicit roles (one per player,
    /// in the given order) or a composition to draw from (`None`: the §7 default table).
    Create {
        players: Vec<(PlayerId, String)>,
        settings: Box<Settings>,
        roles: Option<Vec<Role>>,
        composition: Option<Vec<Role>>,
        seed: u64,
        fixed_seating: bool,
    },
    /// `/rejoindre` (or the lobby's button): a seat before the start.
    Join { player: PlayerId, name: String },
    /// `/quitter`: gives the seat back before the start.
    Leave { player: PlayerId },
    /// `/utiliser objet cible cible2 choix`.
    Use {
        player: PlayerId,
        item: Item,
        targets: Vec<PlayerId>,
        option: Option<String>,
    },
    /// `/voter cible` (`None`: withdraws the vote).
    Vote {
        player: PlayerId,
        target: Option<PlayerId>,
    },
    /// `/rentrer`.
    GoHome { player: PlayerId },
    /// `/sablier`.
    Hourglass { player: PlayerId },
    /// The adapter saw a player write (or speak) in a channel: activity, and the 10 s
    /// silence of speaking turns; in `#meute` during the Chasse the text may be relayed to
    /// the Petite Fille.
    Spoke {
        player: PlayerId,
        channel: String,
        text: String,
    },
    /// Any other activity (a click, a reaction).
    Active { player: PlayerId },
    /// Voice mode: the player's voice connection is now in this voice channel of the game
    /// (`None`: in none of them). The adapter reports what Discord's voice states say.
    Voice {
        player: PlayerId,
        room: Option<super::room::Room>,
    },
    /// Voice mode: the bot heard the player in voice `place` (a sound, not a text).
    Heard { player: PlayerId },
    /// Voice mode: the bot hears voice `place` now (`on`), or no longer does (refused in the
    /// lobby: it matters from the start on).
    Listening { on: bool },
    /// The player left the server: *parti*.
    Departed { player: PlayerId },
    /// The player's Discord presence is now offline (or invisible), or no longer is: the
    /// adapter reports what the gateway says; two minutes offline make him *parti*
    /// ([`super::absence`]).
    Presence { player: PlayerId, offline: bool },
    /// An MJ command.
    Mj(MjCommand),
    /// The scheduler: a deadline may have passed. The clock is `Ctx::now`; the instant here
    /// is the one the scheduler aimed at, for the log.
    Tick(Timestamp),
}

/// The MJ commands that affect the game (§9).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum MjCommand {
    /// `/mj composition`: the roles to deal (`None`: the §7 default table).
    Compose(Option<Vec<Role>>),
    Start,
    Pause,
    Resume,
    /// Ends the current step now.
    Advance,
    /// Adds seconds to the current deadline.
    Extend(i64),
    /// A substitute takes a seat, role and items.
    Replace {
        old: PlayerId,
        new: PlayerId,
        name: String,
    },
    /// Counts as *parti*.
    Exclude(PlayerId),
    /// Ends the game without a winner (in the lobby: cancels it).
    Terminate,
}
