//! The state of a game: the fold of its events, and the questions every rule asks of it.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use crate::game::Timestamp;
use crate::notice::PlayerId;
use crate::ronde::calendar::Settings;
use crate::ronde::checklist::Item;
use crate::ronde::counters::Counters;
use crate::ronde::demasques::Chorus;
use crate::ronde::personnage::Personnage;
use crate::ronde::proces::Proces;
use crate::ronde::score::Entry;

/// A participant's kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Kind {
    Joueur,
    Spectateur,
    Mj,
}

/// A player's mask (§2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    Masque,
    /// Unmasked, not yet announced: looks masked, cannot act.
    Officieux,
    Demasque,
}

/// A participant.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub id: PlayerId,
    pub name: String,
    pub kind: Kind,
    pub status: Status,
    /// The Personnage played (kept after unmasking, for the record).
    pub personnage: Option<Personnage>,
    pub nouveau_figurant: bool,
    pub jokers_used: u8,
    pub dead: bool,
    /// Actions per day: (openings, plaintes).
    pub actions: BTreeMap<u32, (u8, u8)>,
    /// Days the player sleeps.
    pub asleep: BTreeSet<u32>,
    pub revenant_roles: Vec<Personnage>,
    pub monstrueux: bool,
    pub counters: Counters,
    /// Days with an FV post (the Répétitions texts are counted from `State::posts`).
    pub fv_days: BTreeSet<u32>,
}

impl Player {
    pub fn new(id: PlayerId, name: String, kind: Kind) -> Self {
        Player {
            id,
            name,
            kind,
            status: Status::Masque,
            personnage: None,
            nouveau_figurant: false,
            jokers_used: 0,
            dead: false,
            actions: BTreeMap::new(),
            asleep: BTreeSet::new(),
            revenant_roles: Vec::new(),
            monstrueux: false,
            counters: Counters::default(),
            fv_days: BTreeSet::new(),
        }
    }

    /// Masked, officially or not (others see a mask).
    pub fn looks_masked(&self) -> bool {
        self.kind == Kind::Joueur && self.personnage.is_some() && self.status != Status::Demasque
    }

    /// Masked and free to act.
    pub fn can_act(&self) -> bool {
        self.looks_masked() && self.status == Status::Masque
    }

    /// Whether the player is this Personnage or holds it as a Revenant.
    pub fn holds(&self, p: Personnage) -> bool {
        self.personnage == Some(p) || self.revenant_roles.contains(&p)
    }

    /// Whether his Personnage (or a role he holds as Revenant) has jokers; new Figurants
    /// have none.
    pub fn has_jokers(&self) -> bool {
        let own = self.personnage.is_some_and(Personnage::has_joker);
        (own || self.revenant_roles.iter().any(|p| p.has_joker())) && !self.nouveau_figurant
    }

    /// Actions spent on a day.
    pub fn spent(&self, day: u32) -> (u8, u8) {
        self.actions.get(&day).copied().unwrap_or((0, 0))
    }
}

/// A message posted in a `tribunal` thread (an "FV post").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Post {
    pub author: PlayerId,
    pub channel: String,
    pub day: u32,
    pub at: Timestamp,
    pub text: String,
    /// A Répétitions post of 3–20 lines (R23), counted for the barème.
    pub counted: bool,
    /// Its Discord message id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<u64>,
}

/// A pending anonymous action (§3), waiting for an MJ or the auto-approval.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AnonRequest {
    pub id: usize,
    pub actor: PlayerId,
    /// The procès to complain in, or the opening's details.
    pub proces: Option<usize>,
    pub accused: Vec<PlayerId>,
    pub alleged: Option<Personnage>,
    pub arguments: String,
    pub day: u32,
    pub at: Timestamp,
    pub right: AnonRight,
    /// What using the right took, given back if the action does not happen: Polichinelle's
    /// grant, and the day the player last acted before (a new Figurant's one day in two).
    #[serde(default)]
    pub grant_until: Option<Timestamp>,
    #[serde(default)]
    pub last_action_day: Option<u32>,
}

/// Where an anonymous action's right comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum AnonRight {
    Halus(u8),
    Pinocchio,
    Polichinelle,
    NouveauFigurant,
}

/// Where a game stands with its end (§8).
///
/// ```
/// use engine::ronde::state::Outcome;
/// assert!(!Outcome::Running.ended());
/// assert!(Outcome::Ended.ended() && !Outcome::Ended.closed());
/// assert!(Outcome::Closed.ended() && Outcome::Closed.closed());
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Outcome {
    #[default]
    Running,
    /// J13 13:13 passed: the leaderboard is final and public; the MJs still score the
    /// chronicles.
    Ended,
    /// Closed by an MJ.
    Closed,
}

impl Outcome {
    /// The game's time is over (ended or closed).
    pub fn ended(self) -> bool {
        self != Outcome::Running
    }

    /// An MJ closed it.
    pub fn closed(self) -> bool {
        self == Outcome::Closed
    }
}

/// The whole state of a game.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub created: bool,
    pub settings: Settings,
    pub players: BTreeMap<PlayerId, Player>,
    pub dealt: bool,
    /// The secret cyclic order: one slot per non-Figurant Personnage.
    pub ronde: Vec<Personnage>,
    pub day: u32,
    /// How far the game is from its end.
    pub outcome: Outcome,
    pub proces: Vec<Proces>,
    pub ledger: Vec<Entry>,
    /// F: Figurant unmaskings so far.
    pub figurants_unmasked: u32,
    pub themes: BTreeMap<u32, String>,
    pub anon: Vec<AnonRequest>,
    pub anon_seq: usize,
    pub secretary: Option<PlayerId>,
    /// The first players unmasked together, among whom the MJs pick the Secrétaire.
    #[serde(default)]
    pub secretary_candidates: Vec<PlayerId>,
    /// Each desk card's last decision: its action → (the MJ, the choice).
    #[serde(default)]
    pub desk_decided: BTreeMap<String, (PlayerId, String)>,
    pub ronde_winner: Option<PlayerId>,
    pub guesses: BTreeMap<PlayerId, bool>,
    pub posts: Vec<Post>,
    pub checklist: Vec<Item>,
    pub chorus: Chorus,
    pub mime_target: Option<PlayerId>,
    pub guignol_constraint: Option<String>,
    /// Declared jokers: (player, day, for the monster obligation).
    pub jokers_pending: Vec<(PlayerId, u32, bool)>,
    /// Sirène orders (b)/(c) waiting for an MJ: (id, target, order, day given).
    pub sirene_orders: Vec<(usize, PlayerId, String, u32)>,
    pub sirene_seq: usize,
    /// Right excerpts waiting for an MJ to confirm the theme.
    pub blows: Vec<crate::ronde::souffle::PendingBlow>,
    pub blow_seq: usize,
    /// The last Figurant unmasked: he cannot be his own replacement (Transfiguration).
    pub last_figurant_unmasked: Option<PlayerId>,
    /// Every Personnage unmasked so far: what it set off stays when its player is
    /// transfigured (the Pianiste's rules, the chorus's powers).
    #[serde(default)]
    pub unmasked_roles: BTreeSet<Personnage>,
    /// New Figurant masks given so far (one per Figurant unmasked, at most).
    #[serde(default)]
    pub masks_given: u32,
    /// The game's clock when it runs faster than the wall clock (a test clock).
    #[serde(default)]
    pub pace: Option<crate::game::Pace>,
    /// The last day whose reminder went out.
    #[serde(default)]
    pub reminded: u32,
    /// Dons waiting for an MJ.
    #[serde(default)]
    pub dons_pending: Vec<PlayerId>,
    /// The MJs' corrections by hand: (MJ, what, reason, when).
    #[serde(default)]
    pub corrections: Vec<(PlayerId, String, String, Timestamp)>,
    /// The players' questions to the MJs, n°1 first (a log older than the desk's cards
    /// numbered none: they are not here).
    #[serde(default)]
    pub questions: Vec<Question>,
    /// The desk cards already passed on to Alice (`anon-3#A`: action and key).
    #[serde(default)]
    pub alice_forwarded: BTreeSet<String>,
}

/// A player's question to the MJs (`/question`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Question {
    /// Its number, 1, 2…: its card `repondre-N`.
    pub id: usize,
    pub player: PlayerId,
    pub text: String,
    pub answered: bool,
}

impl State {
    pub fn player(&self, id: PlayerId) -> Option<&Player> {
        self.players.get(&id)
    }

    /// The masked-looking players holding a Personnage (both Décorateurs, several Figurants).
    pub fn holders(&self, p: Personnage) -> Vec<PlayerId> {
        self.players
            .values()
            .filter(|x| x.looks_masked() && x.personnage == Some(p))
            .map(|x| x.id)
            .collect()
    }

    /// Whether a Ronde slot is still masked.
    pub fn slot_masked(&self, p: Personnage) -> bool {
        !self.holders(p).is_empty()
    }

    /// Whether a Personnage was ever unmasked (« désormais »: a Transfiguration of its
    /// player takes nothing back).
    pub fn unmasked_personnage(&self, p: Personnage) -> bool {
        self.unmasked_roles.contains(&p)
    }

    pub fn pianiste_unmasked(&self) -> bool {
        self.unmasked_personnage(Personnage::Pianiste)
    }

    /// k: 6, or 7 once F ≥ 4 (R2).
    pub fn k(&self) -> usize {
        if self.figurants_unmasked >= 4 {
            7
        } else {
            6
        }
    }

    /// The Démasqués in the chorus (not dead in town).
    pub fn chorus_members(&self) -> Vec<PlayerId> {
        self.players
            .values()
            .filter(|x| x.kind == Kind::Joueur && x.status == Status::Demasque && !x.dead)
            .map(|x| x.id)
            .collect()
    }

    /// Whether the player is accused in an open procès.
    pub fn accused_open(&self, player: PlayerId) -> bool {
        self.proces
            .iter()
            .any(|p| p.state.is_open() && p.accuses(player))
    }

    pub fn proces(&self, n: usize) -> Option<&Proces> {
        n.checked_sub(1).and_then(|i| self.proces.get(i))
    }

    pub fn find(&self, name: &str) -> Option<PlayerId> {
        self.players
            .values()
            .find(|x| x.name.eq_ignore_ascii_case(name))
            .map(|x| x.id)
    }

    pub fn name(&self, id: PlayerId) -> String {
        self.player(id)
            .map_or_else(|| format!("#{}", id.0), |x| x.name.clone())
    }

    /// Whether a player posted in procès n's thread.
    pub fn posted_in(&self, player: PlayerId, n: usize) -> bool {
        let channel = format!("proces {n}");
        self.posts
            .iter()
            .any(|p| p.author == player && p.channel == channel)
            || self
                .proces(n)
                .is_some_and(|p| p.opener == crate::ronde::proces::Opener::Player(player))
            || self.proces(n).is_some_and(|p| {
                p.plaintes.iter().any(|x| {
                    x.author == Some(player) && x.kind == crate::ronde::proces::PlainteKind::Public
                })
            })
    }

    /// The masked Figurants.
    pub fn masked_figurants(&self) -> Vec<PlayerId> {
        self.holders(Personnage::Figurant)
    }
}
