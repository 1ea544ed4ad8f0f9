//! Procès (§4): their fields, states and the small questions asked of them.

use serde::{Deserialize, Serialize};

use crate::game::Timestamp;
use crate::notice::PlayerId;
use crate::ronde::personnage::Personnage;

/// Who opened a procès.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Opener {
    /// Publicly, by this player.
    Player(PlayerId),
    /// Through the MJs; the author stays secret.
    Anonymous(PlayerId),
    /// "Les Démasqués" (Trancher le fil).
    Demasques,
}

impl Opener {
    /// The player behind the opening, if one.
    pub fn player(self) -> Option<PlayerId> {
        match self {
            Opener::Player(p) | Opener::Anonymous(p) => Some(p),
            Opener::Demasques => None,
        }
    }
}

/// How a plainte was filed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlainteKind {
    Public,
    Anonymous,
    /// Forced by the Petite Sirène.
    Forced,
    /// Filed by "Les Démasqués".
    Demasques,
}

/// Why a plainte is null (§3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum NullReason {
    Souffleur,
    Heros,
    FigurantVsDiva,
    ForcedOwnTrial,
    ForcedTwice,
    ForcedUnofficial,
}

/// One plainte.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Plainte {
    /// None for "Les Démasqués".
    pub author: Option<PlayerId>,
    pub kind: PlainteKind,
    pub null: Option<NullReason>,
    /// The author's Personnage when he filed it.
    pub personnage: Option<Personnage>,
    pub at: Timestamp,
    /// Filed publicly by a Pinocchio (a Revenant holding the role too): scores nothing,
    /// counts for his windows. Absent before issue 13: read from `personnage`.
    #[serde(default)]
    pub pinocchio: bool,
}

impl Plainte {
    pub fn valid(&self) -> bool {
        self.null.is_none()
    }

    /// A Pinocchio's public plainte.
    pub fn by_pinocchio(&self) -> bool {
        self.kind == PlainteKind::Public
            && (self.pinocchio || self.personnage == Some(Personnage::Pinocchio))
    }
}

/// The states of §4.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ProcesState {
    Ouvert,
    Deliberation,
    Juste,
    Injuste,
    Annule,
    Expire,
    SansSuite,
}

impl ProcesState {
    /// The id used by scenario checks and notices.
    pub fn id(self) -> &'static str {
        match self {
            ProcesState::Ouvert => "ouvert",
            ProcesState::Deliberation => "deliberation",
            ProcesState::Juste => "juste",
            ProcesState::Injuste => "injuste",
            ProcesState::Annule => "annule",
            ProcesState::Expire => "expire",
            ProcesState::SansSuite => "sans-suite",
        }
    }

    pub fn is_open(self) -> bool {
        matches!(self, ProcesState::Ouvert | ProcesState::Deliberation)
    }
}

/// A procès.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Proces {
    /// 1, 2, … in order of opening.
    pub n: usize,
    pub opener: Opener,
    /// Whether the opener's Personnage was Pinocchio acting publicly (scores nothing).
    pub opener_unscored: bool,
    pub accused: Vec<PlayerId>,
    pub alleged: Personnage,
    pub arguments: String,
    pub opened_at: Timestamp,
    pub day: u32,
    pub deadline: Timestamp,
    pub plaintes: Vec<Plainte>,
    pub avocat: Option<PlayerId>,
    pub chucky: Option<PlayerId>,
    pub state: ProcesState,
    pub deliberation_until: Option<Timestamp>,
    /// The day its 4th valid plainte fell, if it did.
    pub fourth_day: Option<u32>,
    /// The classification at closure (juste or not).
    pub juste: Option<bool>,
    /// Whether it was closed at `game_end`.
    pub at_game_end: bool,
}

impl Proces {
    /// The number of valid (non-null) plaintes.
    pub fn valid_count(&self) -> usize {
        self.plaintes.iter().filter(|p| p.valid()).count()
    }

    /// Whether this player filed a plainte here (of any kind).
    pub fn complained(&self, player: PlayerId) -> bool {
        self.plaintes.iter().any(|p| p.author == Some(player))
    }

    pub fn accuses(&self, player: PlayerId) -> bool {
        self.accused.contains(&player)
    }
}
