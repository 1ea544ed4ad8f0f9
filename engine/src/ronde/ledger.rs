//! The points ledger (§8): every line of the barème, entries with their cause, totals and
//! the leaderboard.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::state::{Kind, State};
use crate::game::Timestamp;
use crate::notice::PlayerId;

/// A line of the barème.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Line {
    OuvrirJuste,
    OuvrirInjuste,
    PlainteRecue,
    PlainteJuste,
    PlainteInjuste,
    NAboutitPas,
    Demasque,
    Enqueter,
    Endormir,
    SecretFaux,
    SecretVrai,
    SoufflerBougie,
    Secretaire,
    EtreDemasque,
    DevinerRonde,
    Chronique,
    MeilleureChronique,
    ParticipationFv,
    RepetitionsBeaucoup,
    RepetitionsPeu,
    BonusRp,
    SouffleurFigurant,
    HerosMonstre,
    Carton,
    Cantine,
    Autre,
}

impl Line {
    /// The id used by `/mj points` and notices.
    pub fn id(self) -> &'static str {
        match self {
            Line::OuvrirJuste => "ouvrir-juste",
            Line::OuvrirInjuste => "ouvrir-injuste",
            Line::PlainteRecue => "plainte-recue",
            Line::PlainteJuste => "plainte-juste",
            Line::PlainteInjuste => "plainte-injuste",
            Line::NAboutitPas => "n-aboutit-pas",
            Line::Demasque => "demasque-accuse",
            Line::Enqueter => "enqueter",
            Line::Endormir => "endormir",
            Line::SecretFaux => "secret-faux",
            Line::SecretVrai => "secret-vrai",
            Line::SoufflerBougie => "souffler-bougie",
            Line::Secretaire => "secretaire",
            Line::EtreDemasque => "etre-demasque",
            Line::DevinerRonde => "deviner-ronde",
            Line::Chronique => "chronique",
            Line::MeilleureChronique => "meilleure-chronique",
            Line::ParticipationFv => "participation-fv",
            Line::RepetitionsBeaucoup => "repetitions-beaucoup",
            Line::RepetitionsPeu => "repetitions-peu",
            Line::BonusRp => "bonus-rp",
            Line::SouffleurFigurant => "souffleur-figurant",
            Line::HerosMonstre => "heros-monstre",
            Line::Carton => "carton",
            Line::Cantine => "cantine",
            Line::Autre => "autre",
        }
    }

    pub fn from_id(id: &str) -> Option<Line> {
        ALL_LINES.into_iter().find(|l| l.id() == id)
    }
}

const ALL_LINES: [Line; 26] = [
    Line::OuvrirJuste,
    Line::OuvrirInjuste,
    Line::PlainteRecue,
    Line::PlainteJuste,
    Line::PlainteInjuste,
    Line::NAboutitPas,
    Line::Demasque,
    Line::Enqueter,
    Line::Endormir,
    Line::SecretFaux,
    Line::SecretVrai,
    Line::SoufflerBougie,
    Line::Secretaire,
    Line::EtreDemasque,
    Line::DevinerRonde,
    Line::Chronique,
    Line::MeilleureChronique,
    Line::ParticipationFv,
    Line::RepetitionsBeaucoup,
    Line::RepetitionsPeu,
    Line::BonusRp,
    Line::SouffleurFigurant,
    Line::HerosMonstre,
    Line::Carton,
    Line::Cantine,
    Line::Autre,
];

/// One ledger entry: who, how much, which line, why, when, and whether the bot wrote it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    pub player: PlayerId,
    pub amount: i64,
    pub line: Line,
    /// The cause, e.g. `proces 3` or `souffler J4`; never empty.
    pub cause: String,
    pub at: Timestamp,
    pub auto: bool,
    /// Struck out by `/mj points retirer`.
    pub removed: bool,
}

/// A player's total: the sum of his entries not struck out.
pub fn total(state: &State, player: PlayerId) -> i64 {
    state
        .ledger
        .iter()
        .filter(|e| e.player == player && !e.removed)
        .map(|e| e.amount)
        .sum()
}

/// Every player's total, best first (ties by name).
pub fn leaderboard(state: &State) -> Vec<(PlayerId, i64)> {
    let mut totals: BTreeMap<PlayerId, i64> = state
        .players
        .values()
        .filter(|p| p.kind == Kind::Joueur)
        .map(|p| (p.id, 0))
        .collect();
    for e in state.ledger.iter().filter(|e| !e.removed) {
        *totals.entry(e.player).or_default() += e.amount;
    }
    let mut out: Vec<_> = totals.into_iter().collect();
    out.sort_by(|a, b| {
        b.1.cmp(&a.1)
            .then_with(|| state.name(a.0).cmp(&state.name(b.0)))
    });
    out
}

/// Whether a player may read the leaderboard now (§8: MJs anytime, players after the end
/// unless the game is configured otherwise).
pub fn may_see(state: &State, player: PlayerId) -> bool {
    let mj = state.player(player).is_some_and(|p| p.kind == Kind::Mj);
    mj || state.outcome.ended() || state.settings.leaderboard_public_during_game
}
