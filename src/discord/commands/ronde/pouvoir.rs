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

    fn done(path: &str, args: &engine::verbs::Args) -> &'static str {
        match path {
            "ouvrir" | "plainte" if args.flag("anonyme") => "ronde-anon-asked",
            "ouvrir" => "ronde-opened",
            "question" => "ronde-question-sent",
            _ => "done",
        }
    }
}

/// Use a power of my Personnage.
pub fn pouvoir() -> poise::Command<Data, BotError> {
    verbs::group::<Ronde>("pouvoir")
}
