//! Commands: what players, MJs and the scheduler ask of a game (§9).

use serde::{Deserialize, Serialize};

use crate::game::Timestamp;
use crate::notice::PlayerId;
use crate::ronde::calendar::Settings;
use crate::ronde::checklist::ItemStatus;
use crate::ronde::demasques::ChorusAction;
use crate::ronde::personnage::Personnage;
use crate::ronde::proces::ProcesState;
use crate::ronde::score::Line;
use crate::ronde::state::Kind;

/// A command.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Command {
    /// `/mj partie creer`: the creator becomes the first MJ.
    CreateGame {
        by: PlayerId,
        name: String,
        settings: Settings,
        /// The game's seed, for the record (`/mj exporter` writes it in the scenario).
        #[serde(default)]
        seed: u64,
    },
    /// An MJ command.
    Mj { by: PlayerId, cmd: MjCommand },
    /// An MJ command made on a desk card (`card`: its action, `don-7`): refused when the card
    /// is no longer waiting (another MJ decided it first), else as [`Command::Mj`].
    Desk {
        by: PlayerId,
        cmd: MjCommand,
        card: String,
    },
    /// `/ouvrir`.
    Open {
        actor: PlayerId,
        accused: Vec<PlayerId>,
        alleged: Personnage,
        arguments: String,
        anonymous: bool,
    },
    /// `/plainte`.
    Complain {
        actor: PlayerId,
        proces: usize,
        anonymous: bool,
    },
    /// `/preuve`: a proof for one of today's (or yesterday's) items.
    Proof {
        actor: PlayerId,
        what: String,
        text: String,
        /// Stored FV posts of the actor the proof links to (their Discord message ids).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        posts: Vec<u64>,
    },
    /// `/joker`.
    Joker {
        actor: PlayerId,
        items: String,
        day: Option<u32>,
        /// The monstrous player's own joker (`type:monstre`).
        monster: bool,
    },
    /// `/joker type:don`: anyone sends items to an MJ (cartons and cantines score).
    Don { actor: PlayerId, items: String },
    /// `/question`: a question to the MJs.
    Question { actor: PlayerId, text: String },
    /// `/deviner-ronde`.
    Guess {
        actor: PlayerId,
        order: Vec<Personnage>,
    },
    /// A message in a `tribunal` thread or the chorus.
    Post {
        author: PlayerId,
        channel: String,
        text: String,
        /// Its Discord message id, for proofs by link.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        message: Option<u64>,
    },
    /// `/pouvoir …`.
    Power { actor: PlayerId, power: Power },
    /// `/demasques …`.
    Chorus { actor: PlayerId, cmd: ChorusCmd },
    /// The scheduler: deadlines up to `now` are due.
    Tick(Timestamp),
    /// A player registers himself before the dealing (the lobby).
    Join { player: PlayerId, name: String },
    /// A player leaves the lobby before the dealing.
    Leave { player: PlayerId },
}

/// `/mj …`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum MjCommand {
    Register {
        player: PlayerId,
        name: String,
        kind: Kind,
    },
    /// Random with the seed when `given` is empty.
    Deal {
        given: Vec<(PlayerId, Personnage)>,
        ronde: Vec<Personnage>,
    },
    End,
    Theme {
        day: u32,
        text: String,
    },
    /// An excerpt for the Alices; `card`: the desk card it is taken from (its action,
    /// `anon-3`: the card's → Alice button).
    Alice {
        text: String,
        #[serde(default)]
        card: Option<String>,
    },
    Unmask {
        player: PlayerId,
        reason: String,
    },
    Transfigure {
        player: PlayerId,
    },
    Revenant {
        personnage: Personnage,
    },
    Mime {
        player: PlayerId,
    },
    Guignol {
        text: String,
    },
    Secretary {
        player: PlayerId,
    },
    Dead {
        player: PlayerId,
    },
    CloseProces {
        proces: usize,
        outcome: ProcesState,
    },
    PointsAdd {
        player: PlayerId,
        amount: i64,
        line: Line,
        reason: String,
    },
    PointsRemove {
        entry: usize,
    },
    /// Approves or denies an anonymous action.
    Anonymous {
        id: usize,
        approve: bool,
    },
    /// Decides a checklist item (proof or review).
    Review {
        item: usize,
        decision: ItemStatus,
    },
    /// Confirms a player's pending joker.
    ConfirmJoker {
        player: PlayerId,
        approve: bool,
    },
    /// `/mj jour deco`: the items each Décorateur sent that day (by player id order).
    Deco {
        day: u32,
        first: u32,
        second: u32,
    },
    /// Confirms a gift: a carton (+7) or a cantine en fer (+13) received.
    ConfirmDon {
        player: PlayerId,
        cantine: bool,
    },
    /// Approves or denies a Sirène order (b)/(c).
    SireneOrder {
        id: usize,
        approve: bool,
    },
    /// Confirms (or not) the theme in a right excerpt of the Souffleur or the chorus.
    Souffle {
        id: usize,
        theme_ok: bool,
    },
    /// Settles a chorus tie.
    Decide {
        proposal: usize,
    },
    /// `/mj partie horloge`: jumps the game's clock to `to` (never back) and runs it `speed`
    /// times as fast as the wall clock (1: in step).
    Clock {
        to: Option<Timestamp>,
        speed: u32,
    },
    /// A Don that scores nothing.
    DismissDon {
        player: PlayerId,
    },
    /// `/mj bureau repondre`: answers a player's question.
    Answer {
        player: PlayerId,
        text: String,
    },
    /// `/mj bureau repondre question:N`: answers question n°N (its card's Répondre).
    Reply {
        question: usize,
        text: String,
    },
    /// `/mj joueur ajuster`: a correction by hand of one field, with its reason.
    Adjust {
        player: PlayerId,
        field: String,
        value: String,
        reason: String,
    },
    /// `/mj proces delai`: moves a procès's deadline, with its reason.
    MoveDeadline {
        proces: usize,
        deadline: Timestamp,
        reason: String,
    },
}

/// A Petite Sirène order.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum SireneOrder {
    Plainte { proces: usize },
    Case { cell: String },
    Banque { item: String },
}

/// `/pouvoir …`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Power {
    Souffler {
        target: PlayerId,
        excerpt: String,
    },
    Phrase {
        text: String,
    },
    Annuler {
        proces: usize,
    },
    Ecourter {
        proces: usize,
    },
    Chant {
        target: PlayerId,
        order: SireneOrder,
    },
    Question {
        target: PlayerId,
        personnage: Personnage,
    },
    Endormir {
        target: PlayerId,
    },
    Designer {
        personnage: Personnage,
    },
    DernierSouffle {
        personnage: Personnage,
    },
    Destin {
        list: Vec<Personnage>,
    },
    DestinAjout {
        personnage: Personnage,
    },
    Monstre {
        personnage: Personnage,
    },
    Traquer {
        target: PlayerId,
    },
    PasMoi {
        target: PlayerId,
    },
    Secret {
        target: PlayerId,
    },
    Accorder {
        target: PlayerId,
    },
}

/// `/demasques …`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum ChorusCmd {
    Propose {
        action: ChorusAction,
        target: Option<PlayerId>,
        personnage: Option<Personnage>,
        excerpt: String,
    },
    Vote {
        proposal: usize,
    },
    Trancher {
        proposal: usize,
    },
}
