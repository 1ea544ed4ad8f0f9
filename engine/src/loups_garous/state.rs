//! The state of a game: players, the phase and its deadline, tonight's and today's records.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use super::role::{Camp, Item, Role};
use super::settings::Settings;
use crate::game::Timestamp;
use crate::notice::PlayerId;

/// A night step (§3.3), in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum NightStep {
    Preparatifs,
    Chasse,
    Retraite,
    LoupGarouNoir,
    Remedes,
    AraigneeLoup,
}

impl NightStep {
    pub const ALL: [NightStep; 6] = [
        NightStep::Preparatifs,
        NightStep::Chasse,
        NightStep::Retraite,
        NightStep::LoupGarouNoir,
        NightStep::Remedes,
        NightStep::AraigneeLoup,
    ];

    pub fn id(self) -> &'static str {
        match self {
            NightStep::Preparatifs => "preparatifs",
            NightStep::Chasse => "chasse",
            NightStep::Retraite => "retraite",
            NightStep::LoupGarouNoir => "loup-garou-noir",
            NightStep::Remedes => "remedes",
            NightStep::AraigneeLoup => "araignee-loup",
        }
    }
}

/// A stage of a day (SCENARIOS.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum DayStage {
    Libre,
    Election,
    Parole,
    Assemblee,
    Vote,
    Egalite,
    SecondVote,
    CoupDEtat,
    Tir,
    Succession,
}

impl DayStage {
    pub fn id(self) -> &'static str {
        match self {
            DayStage::Libre => "libre",
            DayStage::Election => "election",
            DayStage::Parole => "parole",
            DayStage::Assemblee => "assemblee",
            DayStage::Vote => "vote",
            DayStage::Egalite => "egalite",
            DayStage::SecondVote => "second-vote",
            DayStage::CoupDEtat => "coup-d-etat",
            DayStage::Tir => "tir",
            DayStage::Succession => "succession",
        }
    }
}

/// Where the game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Phase {
    #[default]
    Lobby,
    Day(u32, DayStage),
    Dusk(u32),
    Night(u32, NightStep),
    Dawn(u32),
    Ended,
}

/// How a player died.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cause {
    Chasse,
    Poison,
    CrocBlanc,
    Feu,
    Chagrin,
    Tir,
    Pendaison,
    Coup,
    Remords,
    Parti,
}

/// A decision that holds the game until it is taken or times out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    /// A dead Chasseur's shot.
    Shot(PlayerId),
    /// A dead Maire names a successor.
    Succession(PlayerId),
}

/// One player.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Player {
    pub id: PlayerId,
    pub name: String,
    pub role: Role,
    pub alive: bool,
    pub parti: bool,
    pub infected: bool,
    /// The role the village was told at death; `None` under the Linceul (or alive).
    pub revealed: Option<Role>,
    pub hidden: bool,
    pub gagged: bool,
    pub locked: bool,
    /// At home (dusk, Retraite).
    pub home: bool,
    pub soaked: bool,
    pub idiot_revealed: bool,
    /// Once-per-game items already used (or lost, like the Renard's Flair).
    pub spent: BTreeSet<Item>,
    /// Last night's target (Aubergiste, Tailleur, Serrurier).
    pub last_target: Option<PlayerId>,
    /// The assembly count at this player's last activity (§5 inactivity).
    pub active_at: u32,
    pub warned: bool,
    /// Voice mode: the game's voice channel this player's connection is in, if any.
    pub room: Option<super::room::Room>,
    /// Since when this living player has been absent, offline or out of a voice game's voice
    /// channels (two minutes of it: *parti*).
    pub away: Option<Timestamp>,
    /// Offline on Discord, as the adapter last reported (its absence clock runs).
    #[serde(default)]
    pub offline: bool,
}

impl Player {
    /// A living player in their house, with every item unused.
    pub fn new(id: crate::notice::PlayerId, name: &str, role: super::role::Role) -> Player {
        Player {
            id,
            name: name.to_owned(),
            role,
            alive: true,
            parti: false,
            infected: false,
            revealed: None,
            hidden: false,
            gagged: false,
            locked: false,
            home: true,
            soaked: false,
            idiot_revealed: false,
            spent: Default::default(),
            last_target: None,
            active_at: 0,
            warned: false,
            room: None,
            away: None,
            offline: false,
        }
    }
}

/// A night choice, replaced until the step ends.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Choice {
    pub item: Item,
    pub targets: Vec<PlayerId>,
    pub option: Option<String>,
}

/// Tonight's records.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Night {
    /// The current step's choices.
    pub choices: BTreeMap<PlayerId, Choice>,
    pub wall: Option<PlayerId>,
    pub inn: Option<PlayerId>,
    /// (visitor, house).
    pub visits: Vec<(PlayerId, PlayerId)>,
    /// Went out in steps 1–2 (the Retraite calls them home).
    pub out: BTreeSet<PlayerId>,
    /// Den members who went out with the hunt.
    pub hunters: BTreeSet<PlayerId>,
    pub follower: Option<(PlayerId, bool)>,
    pub prey: Option<PlayerId>,
    pub deaths: Vec<(PlayerId, Cause)>,
    pub infected: Option<PlayerId>,
    pub shrouded: bool,
    pub threads: Vec<(PlayerId, PlayerId)>,
    pub lanterns: Vec<(PlayerId, PlayerId)>,
    pub soaked: Vec<PlayerId>,
    pub locks: Vec<PlayerId>,
    pub pseudonyms: BTreeMap<PlayerId, u32>,
}

/// Today's records.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Today {
    /// Speakers still to come, in order.
    pub speakers: Vec<PlayerId>,
    pub speaker: Option<PlayerId>,
    pub turn_end: Option<Timestamp>,
    /// During a pause: what is left of the speaking turn.
    #[serde(default)]
    pub turn_left_ms: Option<i64>,
    /// Voter → target (`None`: abstains).
    pub votes: BTreeMap<PlayerId, Option<PlayerId>>,
    pub preloaded: BTreeMap<PlayerId, u32>,
    pub tied: Vec<PlayerId>,
    /// The first vote of the day has opened (pre-loaded votes are used or lost).
    pub first_vote_done: bool,
    pub second_vote_ordered: bool,
    pub second_debate: bool,
    /// The first vote is closed and the Rachimbourg's window is open.
    pub window: bool,
    pub had_vote: bool,
    /// The vote's closing resumes once the pending decisions are settled.
    pub close_held: bool,
    /// 1 during the first vote, 2 during the second one.
    pub round: u8,
    pub coup: bool,
    pub tournee: bool,
}

/// What the MJ set up before the start.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Lobby {
    pub roles: Option<Vec<Role>>,
    pub composition: Option<Vec<Role>>,
    pub fixed_seating: bool,
}

/// How a game ended: the camp that won (`None`: nobody) and why.
///
/// ```
/// use engine::loups_garous::state::Outcome;
/// use engine::loups_garous::{Camp, EndReason};
/// let draw = Outcome { winner: None, reason: EndReason::Terminated };
/// assert_ne!(draw, Outcome { winner: Some(Camp::Village), reason: EndReason::Condition });
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub winner: Option<Camp>,
    pub reason: super::event::EndReason,
}

/// The whole state of a game.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub created: bool,
    pub settings: Settings,
    pub seed: u64,
    pub lobby: Lobby,
    /// How many lobby events (joins, departures, compositions) the log holds: they leave
    /// the random stream alone (`Game::stream`).
    pub lobby_events: u64,
    /// In seating order once distributed.
    pub players: Vec<Player>,
    pub phase: Phase,
    pub deadline: Option<Timestamp>,
    /// The phase deadline held while a pending decision runs outside dawn and the gallows.
    pub held: Option<Timestamp>,
    /// Milliseconds left when paused.
    pub paused: Option<i64>,
    /// The last call given last: its deadline and the seconds it said were left.
    #[serde(default)]
    pub last_call: Option<(Timestamp, i64)>,
    /// How many last calls the log holds: they leave the random stream alone.
    #[serde(default)]
    pub last_calls: u64,
    pub mayor: Option<PlayerId>,
    pub lovers: Option<(PlayerId, PlayerId)>,
    /// Mercenaire: (him, candidates, target, still under contract).
    pub contract: Option<Contract>,
    pub pending: Vec<Pending>,
    pub night: Night,
    pub today: Today,
    /// Carried to the next day's first vote: surpris dehors, retardataires, the Corbeau.
    pub surpris: Vec<PlayerId>,
    pub late: Vec<PlayerId>,
    pub marked: Option<PlayerId>,
    pub coup_planned: Option<PlayerId>,
    pub tournee_planned: Option<PlayerId>,
    pub assemblies: u32,
    /// How the game ended; `None` while it runs.
    pub outcome: Option<Outcome>,
    /// Voice mode: whether the bot hears voice `place` (silence passes a turn only then).
    pub hearing: bool,
}

/// The Mercenaire's contract.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Contract {
    pub mercenary: PlayerId,
    pub candidates: Vec<PlayerId>,
    pub target: Option<PlayerId>,
    pub active: bool,
}

impl State {
    pub fn player(&self, id: PlayerId) -> Option<&Player> {
        self.players.iter().find(|p| p.id == id)
    }

    pub(crate) fn player_mut(&mut self, id: PlayerId) -> Option<&mut Player> {
        self.players.iter_mut().find(|p| p.id == id)
    }

    pub fn by_name(&self, name: &str) -> Option<&Player> {
        self.players.iter().find(|p| p.name == name)
    }

    pub fn name(&self, id: PlayerId) -> String {
        self.player(id)
            .map_or_else(|| format!("#{}", id.0), |p| p.name.clone())
    }

    pub fn alive(&self, id: PlayerId) -> bool {
        self.player(id).is_some_and(|p| p.alive)
    }

    pub fn living(&self) -> impl Iterator<Item = &Player> {
        self.players.iter().filter(|p| p.alive)
    }

    /// The living player holding this role, if any (the first in seating order).
    pub fn living_role(&self, role: Role) -> Option<&Player> {
        self.living().find(|p| p.role == role)
    }

    /// A den member: wolves, the Araignée-Loup, the Loup-Garou Blanc and infected players.
    pub fn in_den(&self, id: PlayerId) -> bool {
        self.player(id)
            .is_some_and(|p| p.role.in_den() || p.infected)
    }

    /// Holds the Griffes: every den member except the Araignée-Loup.
    pub fn has_claws(&self, id: PlayerId) -> bool {
        self.player(id).is_some_and(|p| {
            p.alive && (p.role.in_den() || p.infected) && p.role != Role::AraigneeLoup
        })
    }

    /// Whether the current phase is this night step.
    pub fn is_step(&self, step: NightStep) -> bool {
        matches!(self.phase, Phase::Night(_, s) if s == step)
    }

    pub fn is_stage(&self, stage: DayStage) -> bool {
        matches!(self.phase, Phase::Day(_, s) if s == stage)
    }

    /// The number of the current night (night N follows day N).
    pub fn night_number(&self) -> u32 {
        match self.phase {
            Phase::Night(n, _) | Phase::Dusk(n) | Phase::Day(n, _) => n,
            Phase::Dawn(n) => n.saturating_sub(1),
            _ => 0,
        }
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Ended
    }

    /// The lover of a player, if any.
    pub fn lover_of(&self, id: PlayerId) -> Option<PlayerId> {
        match self.lovers {
            Some((a, b)) if a == id => Some(b),
            Some((a, b)) if b == id => Some(a),
            _ => None,
        }
    }
}
