//! The barème's vocabulary (§8): its lines and a ledger entry, as the state holds them and
//! the events carry them; the ledger's rules (`rules/ledger.rs`) sum them.

use serde::{Deserialize, Serialize};

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
