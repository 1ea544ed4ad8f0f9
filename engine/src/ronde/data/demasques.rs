//! The Démasqués (§7): the chorus, its proposals and votes.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::notice::PlayerId;
use crate::ronde::personnage::Personnage;

/// An action of the chorus.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum ChorusAction {
    Enqueter,
    Endormir,
    Secret,
    Bougie,
    Trancher,
}

impl ChorusAction {
    pub fn from_id(id: &str) -> Option<ChorusAction> {
        Some(match id {
            "enqueter" => ChorusAction::Enqueter,
            "endormir" => ChorusAction::Endormir,
            "secret" | "diffuser" => ChorusAction::Secret,
            "bougie" | "souffler" => ChorusAction::Bougie,
            "trancher" => ChorusAction::Trancher,
            _ => return None,
        })
    }

    pub fn id(self) -> &'static str {
        match self {
            ChorusAction::Enqueter => "enqueter",
            ChorusAction::Endormir => "endormir",
            ChorusAction::Secret => "secret",
            ChorusAction::Bougie => "bougie",
            ChorusAction::Trancher => "trancher",
        }
    }

    /// The Personnage whose unmasking gives the action (none for Enquêter).
    pub fn needs(self) -> Option<Personnage> {
        match self {
            ChorusAction::Enqueter => None,
            ChorusAction::Endormir => Some(Personnage::PierrotLunaire),
            ChorusAction::Secret => Some(Personnage::Polichinelle),
            ChorusAction::Bougie => Some(Personnage::Souffleur),
            ChorusAction::Trancher => Some(Personnage::Destinee),
        }
    }
}

/// A proposal for the next day.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Proposal {
    /// 1, 2, … in the game.
    pub id: usize,
    pub day: u32,
    pub by: PlayerId,
    pub action: ChorusAction,
    pub target: Option<PlayerId>,
    pub personnage: Option<Personnage>,
    pub excerpt: String,
    pub votes: Vec<PlayerId>,
}

/// An investigation: "target is personnage", by the members of that moment.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Enquete {
    pub day: u32,
    pub target: PlayerId,
    pub personnage: Personnage,
    pub members: Vec<PlayerId>,
    /// Whether the target played it then (None in logs of before issue 13: judged at the end).
    pub correct: Option<bool>,
}

/// The chorus's record.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chorus {
    pub proposals: Vec<Proposal>,
    /// Ties settled by the Secrétaire or an MJ: day → proposal id.
    pub decided: BTreeMap<u32, usize>,
    /// Investigations, scored at the end of the game.
    pub enquetes: Vec<Enquete>,
    /// Sleeps to score at the end of their day: (day, target, members).
    pub sleeps: Vec<(u32, PlayerId, Vec<PlayerId>)>,
    /// Ballots tied at their boundary, waiting for an MJ: (day, the tied proposals).
    #[serde(default)]
    pub ties: Vec<(u32, Vec<usize>)>,
    /// The unmasked Destinée's list (J2 first), for "trancher le fil du destin".
    #[serde(default)]
    pub destiny: Vec<Personnage>,
}

impl Chorus {
    /// The proposals of a day.
    pub fn of_day(&self, day: u32) -> impl Iterator<Item = &Proposal> {
        self.proposals.iter().filter(move |p| p.day == day)
    }
}
