//! Events: what happened, in the past tense. `apply` folds them without logic.

use serde::{Deserialize, Serialize};

use super::calendar::Settings;
use super::checklist::{Item, ItemStatus};
use super::demasques::Proposal;
use super::ledger::Entry;
use super::personnage::Personnage;
use super::powers::Counters;
use super::proces::{Plainte, Proces, ProcesState};
use super::state::{AnonRequest, Kind, Post};
use crate::game::Timestamp;
use crate::notice::{Notice, PlayerId};

/// Why a player lost his mask.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cause {
    Proces(usize),
    Constraint,
    Souffleur,
    Heros,
    Diva,
    Avocat,
    Chucky,
    Pinocchio,
    Decorateurs,
    Mj(String),
}

impl Cause {
    pub fn id(&self) -> &'static str {
        match self {
            Cause::Proces(_) => "proces",
            Cause::Constraint => "constraint",
            Cause::Souffleur => "souffleur",
            Cause::Heros => "heros",
            Cause::Diva => "diva",
            Cause::Avocat => "avocat",
            Cause::Chucky => "chucky",
            Cause::Pinocchio => "pinocchio",
            Cause::Decorateurs => "decorateurs",
            Cause::Mj(_) => "mj",
        }
    }
}

/// An event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Event {
    GameCreated {
        settings: Settings,
    },
    Registered {
        player: PlayerId,
        name: String,
        kind: Kind,
    },
    Dealt {
        personnages: Vec<(PlayerId, Personnage)>,
        ronde: Vec<Personnage>,
    },
    DayBegan {
        day: u32,
    },
    /// `game_end` passed (J13 13:13).
    GameEnded,
    /// An MJ ended the game.
    Finished,
    ThemeSet {
        day: u32,
        text: String,
    },
    MimeSet {
        target: PlayerId,
    },
    GuignolSet {
        text: String,
    },
    Posted(Post),
    ActionSpent {
        player: PlayerId,
        day: u32,
        opening: bool,
    },
    ActionRefunded {
        player: PlayerId,
        day: u32,
        opening: bool,
    },
    ProcesOpened(Box<Proces>),
    PlainteFiled {
        n: usize,
        plainte: Plainte,
        /// This plainte is the 4th valid one, filed on `day`.
        fourth: Option<u32>,
    },
    Deliberating {
        n: usize,
        until: Timestamp,
    },
    AvocatFlagged {
        n: usize,
        avocat: PlayerId,
    },
    ChuckyShortened {
        n: usize,
        chucky: PlayerId,
    },
    ProcesClosed {
        n: usize,
        state: ProcesState,
        juste: bool,
        at_game_end: bool,
    },
    /// Closure announcements: anonymous plaintes published, nulls counted.
    Published {
        n: usize,
        anonymous: Vec<PlayerId>,
        nulls: usize,
    },
    Scored(Entry),
    PointsRemoved {
        entry: usize,
    },
    Unofficial {
        player: PlayerId,
    },
    Unmasked {
        player: PlayerId,
        personnage: Personnage,
        cause: Cause,
    },
    Appealed {
        player: PlayerId,
        n: usize,
    },
    /// A player's visible list gained Personnages.
    ListGrew {
        player: PlayerId,
        added: Vec<Personnage>,
    },
    Transfigured {
        player: PlayerId,
    },
    SecretarySet {
        player: PlayerId,
    },
    MarkedDead {
        player: PlayerId,
    },
    RevenantRole {
        player: PlayerId,
        personnage: Personnage,
    },
    Slept {
        player: PlayerId,
        day: u32,
    },
    Monstrous {
        player: PlayerId,
        on: bool,
    },
    CountersChanged {
        player: PlayerId,
        counters: Box<Counters>,
    },
    AnonRequested(AnonRequest),
    AnonSettled {
        id: usize,
        approved: bool,
    },
    ItemCreated(Item),
    ItemChanged {
        id: usize,
        status: ItemStatus,
        precheck: Option<bool>,
        in_review: bool,
    },
    JokerDeclared {
        player: PlayerId,
        day: u32,
        /// The monstrous player's own joker, not one of his two.
        monster: bool,
    },
    JokerSettled {
        player: PlayerId,
        used: bool,
        monster: bool,
    },
    Guessed {
        player: PlayerId,
        correct: bool,
        first: bool,
    },
    Proposed(Proposal),
    Voted {
        proposal: usize,
        voter: PlayerId,
        /// The voter's previous vote in the same ballot.
        withdrawn: Option<usize>,
    },
    ChorusDecided {
        day: u32,
        proposal: usize,
    },
    Investigated {
        day: u32,
        target: PlayerId,
        personnage: Personnage,
        members: Vec<PlayerId>,
    },
    SleepScheduled {
        day: u32,
        target: PlayerId,
        members: Vec<PlayerId>,
    },
    /// A Sirène order (b)/(c) waits for an MJ.
    OrderGiven {
        id: usize,
        target: PlayerId,
        order: String,
        day: u32,
    },
    OrderSettled {
        id: usize,
    },
    BlowPending(super::powers::souffleur::PendingBlow),
    BlowSettled {
        id: usize,
    },
    /// A message with no state change: an answer, a secret, a reminder.
    Told(Notice),
}
