//! Events: what happened, in the past tense. `apply` folds them without logic.

use serde::{Deserialize, Serialize};

use crate::game::Timestamp;
use crate::notice::PlayerId;
use crate::ronde::calendar::Settings;
use crate::ronde::checklist::{Item, ItemStatus};
use crate::ronde::counters::Counters;
use crate::ronde::demasques::Proposal;
use crate::ronde::personnage::Personnage;
use crate::ronde::proces::{Plainte, Proces, ProcesState};
use crate::ronde::score::Entry;
use crate::ronde::state::{AnonRequest, Kind, Post};

pub use crate::ronde::cause::Cause;
pub use crate::ronde::souffle::BlowOutcome;
use crate::ronde::souffle::PendingBlow;

pub use super::legacy::Legacy;

/// An event. Its serde traits are [`legacy`](super::legacy)'s: today's events as derived,
/// and the events of old logs with their old spelling.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(remote = "Self")]
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
    SecretarySet {
        player: PlayerId,
    },
    MarkedDead {
        player: PlayerId,
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
        /// Who settled the tie: the Secrétaire or an MJ (logs of before issue 21: unknown).
        #[serde(default)]
        by: Option<Decider>,
    },
    Investigated {
        day: u32,
        target: PlayerId,
        personnage: Personnage,
        members: Vec<PlayerId>,
        /// Whether the target played it at that moment (absent before issue 13).
        #[serde(default)]
        correct: Option<bool>,
    },
    SleepScheduled {
        day: u32,
        target: PlayerId,
        members: Vec<PlayerId>,
    },
    OrderSettled {
        id: usize,
    },
    BlowSettled {
        id: usize,
    },
    WentUnofficial {
        player: PlayerId,
    },
    MaskGiven {
        player: PlayerId,
    },
    RoleInherited {
        player: PlayerId,
        personnage: Personnage,
    },
    FellAsleep {
        player: PlayerId,
        day: u32,
    },
    JokerAsked {
        player: PlayerId,
        day: u32,
        monster: bool,
    },
    /// A Sirène order (b)/(c) waits for an MJ.
    SireneOrdered {
        id: usize,
        target: PlayerId,
        order: String,
        day: u32,
    },
    /// A right excerpt waits for an MJ to judge the theme.
    BlowToJudge(PendingBlow),
    /// The procès is annulled if it concludes.
    AnnulmentRequested {
        n: usize,
        avocat: PlayerId,
    },
    /// The Héros made a player monstrous (the Héros's counters already say until when).
    MonsterDesignated {
        heros: PlayerId,
        monster: PlayerId,
        personnage: Personnage,
        deadline: u32,
    },
    RepetitionsOpened {
        day: u32,
    },
    /// A player is asked for what his Personnage owes today.
    Prompted {
        player: PlayerId,
        prompt: Prompt,
    },
    /// J2: the Diva is known to all, her list shown in her Loge.
    DivaWentPublic {
        diva: PlayerId,
    },
    /// The day's theme (in the state) given to these Figurants.
    ThemeGiven {
        day: u32,
        to: Vec<PlayerId>,
    },
    ThemeMissing {
        day: u32,
    },
    /// Review cards still undecided at a boundary.
    ReviewsWaiting {
        count: usize,
    },
    /// A checklist item went to the MJs' review.
    ReviewDue {
        item: usize,
    },
    /// A proof was attached to an item (its pre-check is in the item): what the player
    /// wrote and the posts he linked, as the MJs' card quotes it (empty in older logs).
    ProofSubmitted {
        item: usize,
        #[serde(default, skip_serializing_if = "String::is_empty")]
        text: String,
    },
    /// The end-of-game lines are written: the curtain falls.
    CurtainFell,
    /// The MJs owe a choice: the Mime's target, Guignol's constraint, a new Secrétaire.
    MimeToPick,
    GuignolToSet,
    SecretaryToReplace,
    /// The Mime's target was unmasked.
    MimeTargetLost {
        player: PlayerId,
    },
    /// A Figurant was unmasked: the chorus members who may take his mask, most active first
    /// (FV messages in the last 48 h).
    TransfigurationDue {
        figurant: PlayerId,
        candidates: Vec<(PlayerId, usize)>,
    },
    /// The first unmasked player is the Secrétaire.
    BecameSecretary {
        player: PlayerId,
    },
    /// The unmasked Diva may use her last breath until the next boundary.
    LastBreathOffered {
        diva: PlayerId,
    },
    /// The unmasked Destinée's list (J2 first), given to the chorus: they are shown what
    /// remains from the next day.
    DestinyShown {
        list: Vec<Personnage>,
    },
    DonSent {
        player: PlayerId,
        items: String,
    },
    QuestionAsked {
        player: PlayerId,
        text: String,
        /// Its number (1, 2…: its desk card `repondre-N`); 0 in logs older than the card.
        #[serde(default)]
        id: usize,
    },
    /// An MJ's excerpt, overheard by these Alices.
    AliceOverheard {
        text: String,
        to: Vec<PlayerId>,
        /// The desk card it was taken from (`anon-3#A`: its action and key), if any.
        #[serde(default)]
        card: Option<String>,
    },
    AnonVoided {
        id: usize,
        player: PlayerId,
    },
    AnonCarriedOut {
        id: usize,
    },
    /// A procès's closure was scored (the ledger entries of cause `proces N`).
    ProcesScored {
        n: usize,
    },
    /// The Avocat's or Chucky's attempt on procès n succeeded or failed.
    AttemptSettled {
        player: PlayerId,
        n: usize,
        success: bool,
    },
    /// Pinocchio's public participations in juste procès so far.
    PinocchioCounted {
        player: PlayerId,
        count: u32,
    },
    /// The Homme de paille learned who complained against him.
    PailleLearned {
        player: PlayerId,
        personnages: Vec<Personnage>,
    },
    DuelJudged {
        day: u32,
        /// Each Décorateur: +1 won, 0 tie, −1 lost.
        results: Vec<(PlayerId, i8)>,
    },
    /// The Sirène's song filed a plainte in procès n in the target's name.
    SireneCompelled {
        target: PlayerId,
        n: usize,
    },
    /// An approved Sirène order is the target's item for the next day.
    Enchanted {
        target: PlayerId,
        order: String,
    },
    WoodyAnswered {
        woody: PlayerId,
        target: PlayerId,
        personnage: Personnage,
        yes: bool,
    },
    /// The Diva designated a Personnage: whose player complained against her, if one did.
    DivaDesignated {
        personnage: Personnage,
        revealed: Option<PlayerId>,
    },
    DestinyDeclared {
        player: PlayerId,
    },
    PhraseChosen {
        player: PlayerId,
    },
    PasMoiProclaimed {
        heros: PlayerId,
        target: PlayerId,
    },
    /// Polichinelle's secret (the target's Personnage) told to these players.
    SecretShared {
        target: PlayerId,
        personnage: Personnage,
        to: Vec<PlayerId>,
    },
    /// The chorus's secret, true or not, told to these players.
    ChorusSecretSpread {
        target: PlayerId,
        personnage: Personnage,
        truth: bool,
        to: Vec<PlayerId>,
    },
    /// The chorus's ballot of that day tied between these proposals, undecided: an MJ
    /// settles it.
    ChorusTied {
        day: u32,
        proposals: Vec<usize>,
    },
    /// Polichinelle granted one anonymous plainte for 24 h.
    AnonGranted {
        player: PlayerId,
    },
    /// A Souffleur's guess on a player, judged.
    Blown {
        souffleur: PlayerId,
        target: PlayerId,
        outcome: BlowOutcome,
    },

    // Below: issue 10 (the game on Discord).
    /// The tribunal's standing posts open: Annonces and the Place du village.
    ForumOpened,
    /// A player registered himself before the dealing (the lobby's button, `/rejoindre`).
    Joined {
        player: PlayerId,
        name: String,
    },
    /// A player left the lobby before the dealing.
    Unregistered {
        player: PlayerId,
    },
    /// An MJ decided a card of the desk (`anon-3`, `revue-12`…) with this choice.
    MjDecided {
        by: PlayerId,
        action: String,
        choice: String,
    },
    /// The game's clock: from the wall-clock instant `pace.since` on, game time is
    /// `pace.at` plus `pace.speed` times the wall-clock time elapsed (a test clock).
    ClockSet {
        by: PlayerId,
        pace: crate::game::Pace,
    },
    /// A Don was settled by an MJ (scored or not).
    DonSettled {
        player: PlayerId,
    },
    /// The daily reminder to the players whose constraint of the day is not yet proven.
    Reminded {
        day: u32,
        players: Vec<PlayerId>,
    },
    /// An MJ's correction by hand, with its reason (the change itself follows as its own
    /// event).
    Corrected {
        by: PlayerId,
        player: Option<PlayerId>,
        field: String,
        value: String,
        reason: String,
        at: Timestamp,
    },
    /// An MJ moved a procès's deadline.
    DeadlineMoved {
        n: usize,
        deadline: Timestamp,
    },
    /// An MJ set how many jokers a player has used.
    JokersSet {
        player: PlayerId,
        used: u8,
    },
    /// A sleeping player was woken by an MJ for that day.
    Woke {
        player: PlayerId,
        day: u32,
    },
    /// An MJ answered a player's question.
    Answered {
        by: PlayerId,
        player: PlayerId,
        text: String,
        /// The question it answers (its card closes), if one was waiting.
        #[serde(default)]
        question: Option<usize>,
    },
    /// A proof's conclusive pre-check passed: its item is validated without a card.
    ProofValidated {
        item: usize,
    },
    /// J13 13:13: the totals, every Personnage and the Ronde revealed.
    Revealed,
    /// A chorus member's vote, told to the chorus.
    VoteCast {
        proposal: usize,
        voter: PlayerId,
    },
    /// The Décorateurs' items of that day wait for the MJs' counts (a desk card).
    DecoDue {
        day: u32,
    },
    /// The game's first unmaskings came together: the MJs pick the Secrétaire among them
    /// (seed: « si plusieurs Personnages sont démasqués en même temps, les MJ trancheront »).
    SecretaryToChoose {
        candidates: Vec<PlayerId>,
    },
    /// An event only logs written before issue 9 hold: read as it was stored, never emitted
    /// now. It keeps its old spelling in the log (`{"Slept":{…}}`): see [`Legacy`].
    #[serde(skip)]
    Legacy(Legacy),
}

/// Who settled a chorus tie (§7: the Secrétaire before the boundary, else an MJ's card).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Decider {
    Secretary(PlayerId),
    Mj(PlayerId),
}

/// What a player is asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Prompt {
    /// The Souffleur's phrase (J2).
    Phrase,
    /// The Destinée's list (J2).
    Destiny,
    /// The Héros's first monstrous target (J1).
    Monster,
    /// The Héros's next target, after the last one was unmasked.
    NewMonster,
}
