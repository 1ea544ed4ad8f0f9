//! The counters a Personnage's powers keep (§2 "role counters"): data the state holds and
//! the events carry; the powers' rules (`rules/powers/`) read and change them.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use crate::game::Timestamp;
use crate::notice::PlayerId;
use crate::ronde::personnage::Personnage;

/// One of the Avocat's or Chucky's two attempts (J2–J7, J8–J13).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Attempt {
    #[default]
    Unused,
    /// Used on this procès, outcome not known yet.
    Pending(usize),
    Success,
    Failure,
}

/// Every role counter a player may need (§2 "role counters").
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counters {
    // Souffleur
    pub souffle_days: BTreeSet<u32>,
    pub faux_days: BTreeSet<u32>,
    pub phrase: Option<String>,
    // Avocat du Diable, Chucky
    pub avocat: [Attempt; 2],
    pub chucky: [Attempt; 2],
    // Woody
    pub question_days: Vec<u32>,
    // Pierrot lunaire
    pub sleep_targets: BTreeSet<PlayerId>,
    pub sleep_days: BTreeSet<u32>,
    // Diva
    pub designated: BTreeSet<Personnage>,
    pub designate_days: BTreeSet<u32>,
    pub appealed: bool,
    pub last_breath_until: Option<Timestamp>,
    pub last_breath_used: bool,
    // Destinée
    pub destiny: Vec<Personnage>,
    // Héros tragique
    pub monster: Option<PlayerId>,
    pub monster_personnage: Option<Personnage>,
    pub hero_deadline: u32,
    pub hero_must_designate: bool,
    pub pas_moi_days: BTreeSet<u32>,
    // Polichinelle
    pub secret_days: BTreeSet<u32>,
    pub grant_days: BTreeSet<u32>,
    /// A Polichinelle grant held by this player, until then.
    pub anon_grant_until: Option<Timestamp>,
    // Halus: windows used (0: J2–J5, 1: J6–J9, 2: J10–J13)
    pub halus_windows: BTreeSet<u8>,
    // Pinocchio
    pub anon_days: BTreeSet<u32>,
    pub pinocchio_juste: u32,
    pub pinocchio_injuste: BTreeMap<u8, u32>,
    // Homme de paille
    pub paille_windows: BTreeSet<u8>,
    pub paille_learned: Option<BTreeSet<Personnage>>,
    // Petite Sirène
    pub sirene_targets: BTreeSet<PlayerId>,
    pub chant_days: BTreeSet<u32>,
    // Nouveaux Figurants: the last day they acted
    pub last_action_day: Option<u32>,
    // Décorateurs: the duel, day → +1 won, 0 tie, −1 lost
    pub deco_results: BTreeMap<u32, i8>,
    // The monstrous player's own joker (one)
    pub monster_joker_used: bool,
    // Avocat du Diable: the players he defended
    pub defended: Vec<PlayerId>,
}

impl Counters {
    /// Chucky's attempts (`chucky`) or the Avocat's: kept apart for a Revenant holding both.
    pub fn attempts(&self, chucky: bool) -> &[Attempt; 2] {
        if chucky {
            &self.chucky
        } else {
            &self.avocat
        }
    }

    pub fn attempts_mut(&mut self, chucky: bool) -> &mut [Attempt; 2] {
        if chucky {
            &mut self.chucky
        } else {
            &mut self.avocat
        }
    }
}
