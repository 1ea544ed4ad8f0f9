//! Why a player lost his mask: written in the `Unmasked` event and its ledger line.

use serde::{Deserialize, Serialize};

/// Why a player lost his mask.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cause {
    Proces(usize),
    Constraint,
    Souffleur,
    Heros,
    Diva,
    Avocat,
    Chucky,
    Pinocchio,
    Decorateurs,
    Mj(String),
}

impl Cause {
    pub fn id(&self) -> &'static str {
        match self {
            Cause::Proces(_) => "proces",
            Cause::Constraint => "constraint",
            Cause::Souffleur => "souffleur",
            Cause::Heros => "heros",
            Cause::Diva => "diva",
            Cause::Avocat => "avocat",
            Cause::Chucky => "chucky",
            Cause::Pinocchio => "pinocchio",
            Cause::Decorateurs => "decorateurs",
            Cause::Mj(_) => "mj",
        }
    }
}
