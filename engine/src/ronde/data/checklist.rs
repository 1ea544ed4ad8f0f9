//! The daily checklist (§5): items per masked Personnage, proofs, MJ review and jokers.

use serde::{Deserialize, Serialize};

use crate::notice::PlayerId;

/// An item's status.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ItemStatus {
    AFaire,
    PreuveSoumise,
    Validee,
    Refusee,
    Dispensee,
    Joker,
    /// Reviewed: respected, excused or not respected.
    Respectee,
    Excusee,
    NonRespectee,
}

/// One obligation of one player, due at the end of a day.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Item {
    pub id: usize,
    pub player: PlayerId,
    pub day: u32,
    /// What it is: `constraint`, `sirene-order`, `monster`, …
    pub what: String,
    pub status: ItemStatus,
    /// The last pre-check verdict on a proof.
    pub precheck: Option<bool>,
    /// Whether it was sent to review (a card for the MJs).
    pub in_review: bool,
}

impl Item {
    /// Whether the item still needs something.
    pub fn open(&self) -> bool {
        matches!(
            self.status,
            ItemStatus::AFaire | ItemStatus::PreuveSoumise | ItemStatus::Refusee
        )
    }
}

/// The items `player` may send a proof for on `day` (§5): open, not with the MJs yet, of that
/// day or the day before; `/preuve` without `contrainte` proves the first.
pub fn provable(items: &[Item], player: PlayerId, day: u32) -> impl Iterator<Item = &Item> {
    items
        .iter()
        .filter(move |i| i.player == player && i.open() && !i.in_review && i.day + 1 >= day)
}

/// What a checklist item is about, as the cards' selectors read it: its kind, the
/// Personnage's name of a constraint, the detail of an order or of what a player named.
pub fn about(what: &str) -> (&'static str, &'static str, String) {
    if let Some(p) = crate::ronde::personnage::Personnage::from_id(what) {
        return ("constraint", p.name(), String::new());
    }
    for kind in ["sirene-case", "sirene-banque"] {
        if let Some(detail) = what.strip_prefix(kind) {
            return (kind, "", detail.trim().to_owned());
        }
    }
    match what {
        "heros-cible" => ("heros-cible", "", String::new()),
        "monster" => ("monster", "", String::new()),
        "destinee" => ("destinee", "", String::new()),
        other => ("other", "", other.to_owned()),
    }
}
