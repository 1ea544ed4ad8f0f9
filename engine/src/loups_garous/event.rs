//! Events: what happened, past tense. Every draw is written here so replay never draws.

use serde::{Deserialize, Serialize};

use super::role::{Camp, Role};
use super::settings::Settings;
use super::state::{Cause, Choice, Pending, Phase};
use crate::game::Timestamp;
use crate::notice::PlayerId;

/// Why the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    /// A camp's §6.1 win condition holds.
    Condition,
    /// §6.2: a faction can force its win.
    ForcedWin,
    /// The Mercenaire's target was hanged.
    Contract,
    /// Nobody is alive.
    NobodyAlive,
    /// `/mj terminer`.
    Terminated,
}

/// Why the hunt has no prey, or what the wolves were told.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum PreyNote {
    Chosen,
    NoVotes,
    Walled,
    EmptyHouse,
    LittleGirl,
}

/// One thing that happened.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Event {
    Created {
        players: Vec<(PlayerId, String)>,
        settings: Box<Settings>,
        seed: u64,
        roles: Option<Vec<Role>>,
        composition: Option<Vec<Role>>,
        fixed_seating: bool,
    },
    /// A seat taken in the lobby.
    Joined {
        player: PlayerId,
        name: String,
    },
    /// A seat given back in the lobby.
    Left {
        player: PlayerId,
    },
    /// The roles to deal, set in the lobby (`None`: the default table).
    CompositionSet {
        composition: Option<Vec<Role>>,
    },
    /// Seats and roles, drawn at distribution.
    Distributed {
        seating: Vec<(PlayerId, String, Role)>,
    },
    PhaseEntered {
        phase: Phase,
        deadline: Option<Timestamp>,
    },
    DeadlineSet {
        deadline: Option<Timestamp>,
    },
    /// The phase's deadline, kept while a pending decision runs (a departure mid-phase).
    DeadlineHeld {
        deadline: Option<Timestamp>,
    },
    Paused {
        remaining_ms: i64,
    },
    /// A last call (`last_call`): `left` seconds before `deadline`, these players still
    /// had to vote or to go home.
    LastCall {
        deadline: Timestamp,
        left: i64,
        players: Vec<PlayerId>,
    },
    Resumed {
        deadline: Option<Timestamp>,
    },
    /// Everyone living is sent out (dusk) or these players go out (night).
    WentOut {
        players: Vec<PlayerId>,
    },
    WentHome {
        player: PlayerId,
    },
    SurprisDehors {
        players: Vec<PlayerId>,
    },
    /// Dawn: who was surpris dehors.
    OutsideAnnounced {
        players: Vec<PlayerId>,
    },
    /// Pre-loaded votes lost (no vote today).
    PreloadsLost,
    Retardataires {
        players: Vec<PlayerId>,
    },
    ChoiceMade {
        player: PlayerId,
        choice: Choice,
    },
    ChoicesCleared,
    ItemSpent {
        player: PlayerId,
        item: super::role::Item,
    },
    LastTarget {
        player: PlayerId,
        target: Option<PlayerId>,
    },
    Visited {
        visitor: PlayerId,
        house: PlayerId,
    },
    Walled {
        player: PlayerId,
    },
    Hosted {
        guest: PlayerId,
    },
    Gagged {
        player: PlayerId,
    },
    GagsLifted,
    /// The Roi du silence died under the Linceul while no living player was gagged: the
    /// dead regain their voice, and nothing is announced (it would name his role).
    GagsLiftedUnannounced,
    LockPlanned {
        player: PlayerId,
    },
    LocksStarted {
        players: Vec<PlayerId>,
    },
    LocksEnded,
    Marked {
        player: PlayerId,
    },
    CoupPlanned {
        player: PlayerId,
    },
    TourneePlanned {
        player: PlayerId,
    },
    LoversLinked {
        a: PlayerId,
        b: PlayerId,
    },
    ContractOffered {
        mercenary: PlayerId,
        candidates: Vec<PlayerId>,
    },
    ContractSigned {
        target: PlayerId,
    },
    ContractExpired,
    SeerSaw {
        seer: PlayerId,
        target: PlayerId,
        role: Role,
    },
    FoxSniffed {
        fox: PlayerId,
        target: PlayerId,
        found: bool,
    },
    CypherRead {
        cypher: PlayerId,
        a: PlayerId,
        b: PlayerId,
        same: bool,
    },
    Threaded {
        spider: PlayerId,
        target: PlayerId,
    },
    Lantern {
        watcher: PlayerId,
        house: PlayerId,
    },
    HuntStarted {
        hunters: Vec<PlayerId>,
        pseudonyms: Vec<(PlayerId, u32)>,
    },
    Followed {
        player: PlayerId,
        near: bool,
    },
    Relayed {
        to: PlayerId,
        pseudonym: u32,
        text: String,
    },
    PreyChosen {
        prey: Option<PlayerId>,
        note: PreyNote,
    },
    Infected {
        player: PlayerId,
    },
    Saved {
        player: PlayerId,
    },
    NightDeath {
        player: PlayerId,
        cause: Cause,
    },
    Shrouded {
        player: PlayerId,
    },
    Soaked {
        player: PlayerId,
    },
    /// The private dawn reports (Veilleur, Fil d'Ariane, inn, wall, infection, essence).
    WatchReport {
        watcher: PlayerId,
        house: PlayerId,
        count: usize,
        seen: Option<PlayerId>,
    },
    ThreadReport {
        spider: PlayerId,
        target: PlayerId,
        houses: Vec<PlayerId>,
    },
    DawnNote {
        player: PlayerId,
        note: DawnNote,
    },
    Died {
        player: PlayerId,
        cause: Cause,
        /// `None`: hidden under the Linceul.
        shown: Option<Role>,
        infected: bool,
    },
    NightCleared,
    PendingSet {
        pending: Vec<Pending>,
    },
    Shot {
        hunter: PlayerId,
        target: Option<PlayerId>,
    },
    MayorSet {
        player: Option<PlayerId>,
        reason: MayorReason,
    },
    CoupAnnounced {
        dictator: PlayerId,
    },
    TourneeAnnounced,
    /// A new day: today's records are cleared.
    DayCleared,
    SpeakersDrawn {
        order: Vec<PlayerId>,
    },
    TurnStarted {
        speaker: PlayerId,
        turn_end: Timestamp,
    },
    TurnsEnded,
    /// The MJ paused during a speaking turn: what was left of it.
    TurnPaused {
        left_ms: i64,
    },
    /// The speaking turn's end moved (resumed after a pause, or extended by the MJ).
    TurnEndMoved {
        turn_end: Timestamp,
    },
    Spoke {
        player: PlayerId,
        deadline: Option<Timestamp>,
    },
    VoteOpened {
        preloaded: Vec<(PlayerId, u32)>,
        first: bool,
    },
    /// The Corbeau's visit, said when the vote opens.
    CrowShown {
        player: PlayerId,
    },
    VoteCast {
        voter: PlayerId,
        target: Option<PlayerId>,
    },
    VoteClosed {
        tally: Vec<(PlayerId, u32)>,
    },
    Tied {
        players: Vec<PlayerId>,
    },
    Spared,
    IdiotRevealed {
        player: PlayerId,
    },
    SecondVoteOrdered,
    /// The vote's closing waits for a shot set off by an inactive player's elimination.
    CloseHeld {
        held: bool,
    },
    WindowOpened,
    CoupUsed {
        dictator: PlayerId,
    },
    TourneeUsed,
    /// The Dictateur died (or left) before his announced coup: the day has its turns,
    /// debate and vote after all.
    CoupCancelled {
        dictator: PlayerId,
    },
    Warned {
        player: PlayerId,
    },
    Activity {
        player: PlayerId,
        mark: u32,
    },
    AssemblyStarted,
    /// A locked player was kept from this day's debate: for inactivity (§5) that debate
    /// does not count.
    KeptFromDebate {
        player: PlayerId,
    },
    Replaced {
        old: PlayerId,
        new: PlayerId,
        name: String,
    },
    GameEnded {
        winner: Option<Camp>,
        reason: EndReason,
    },
    /// Voice mode, in the lobby: where a seated player's voice connection is (a lobby event:
    /// it leaves the random stream alone).
    LobbyVoice {
        player: PlayerId,
        room: Option<super::room::Room>,
    },
    /// Voice mode: a player's voice connection moved (`None`: out of the game's channels).
    VoiceMoved {
        player: PlayerId,
        room: Option<super::room::Room>,
    },
    /// A living player is absent (offline, or out of a voice game's voice channels); *parti*
    /// at `until`.
    AwayStarted {
        player: PlayerId,
        since: Timestamp,
        until: Timestamp,
    },
    /// That absence is over (back online or in voice, locked in, dead, or *parti*).
    AwayEnded {
        player: PlayerId,
    },
    /// A running game's player went offline on Discord, or came back.
    PresenceChanged {
        player: PlayerId,
        offline: bool,
    },
    /// Voice mode: the bot now hears voice `place` (`on`), or no longer does.
    Listening {
        on: bool,
    },
}

/// A private note at dawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum DawnNote {
    Inn,
    Wall,
    Infected,
    Soaked,
}

/// How a Maire got the sash.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum MayorReason {
    Elected,
    Successor,
    Drawn,
    Coup,
    Lost,
}
