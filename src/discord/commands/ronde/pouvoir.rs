//! `/pouvoir …` (§9): every power, built from the Ronde's vocabulary table and registered
//! for everyone so the command list reveals no role; the rules refuse whoever does not hold
//! it (`no-power`).

use std::sync::Arc;

use engine::ronde::Ronde;

use crate::discord::commands::verbs::{self, Spoken};
use crate::discord::host::Host;
use crate::discord::{BotError, Data};

impl Spoken for Ronde {
    fn host(data: &Data) -> &Arc<Host<Ronde>> {
        &data.hosts.ronde
    }
}

/// Use a power of my Personnage.
pub fn pouvoir() -> poise::Command<Data, BotError> {
    verbs::group::<Ronde>("pouvoir")
}
