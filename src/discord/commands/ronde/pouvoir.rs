//! `/pouvoir …` (§9): every power, built from the Ronde's vocabulary table and registered
//! for everyone so the command list reveals no role; the rules refuse whoever does not hold
//! it (`no-power`).

use std::sync::Arc;

use engine::ronde::{Command, Ronde};
use engine::verbs::{Args, Value, Verb};

use crate::discord::commands::verbs::{self, AppContext, Spoken};
use crate::discord::host::Host;
use crate::discord::{BotError, Data};
use crate::store::Table;

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

    async fn context<'a>(
        ctx: AppContext<'a>,
        table: &'a Table,
        verb: &'static Verb<Command>,
        mut args: Args,
    ) -> Result<Args, BotError> {
        if verb.path == "plainte" && !args.has("proces") {
            let n = super::proces_of_thread(ctx.into(), table).await?;
            args.set(
                "proces",
                Value::Number(i64::try_from(n).unwrap_or(i64::MAX)),
            );
        }
        Ok(args)
    }
}

/// Use a power of my Personnage.
pub fn pouvoir() -> poise::Command<Data, BotError> {
    verbs::group::<Ronde>("pouvoir")
}
