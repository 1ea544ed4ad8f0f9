//! `/mj joueur …` (§9): the players' fates by hand — unmasking, Transfiguration, the
//! Revenant's roles, the Mime's target, Guignol's constraint, the Secrétaire, the dead — and
//! `voir` / `ajuster`: anything about a player seen, any field corrected with a reason. All
//! but `voir` come from the Ronde's vocabulary table (`verbs_mj`).

use engine::ronde::Ronde;
use engine::PlayerId;
use poise::serenity_prelude as serenity;

use super::this_game;
use crate::discord::commands::{reply, verbs};
use crate::discord::error::locale;
use crate::discord::{BotError, Context, Data};

fn id(user: &serenity::User) -> PlayerId {
    PlayerId(user.id.get())
}

/// A player by hand: the vocabulary table's `/mj joueur` verbs, and `voir`, which reads.
pub fn joueur() -> poise::Command<Data, BotError> {
    let mut group = verbs::group::<Ronde>("mj joueur");
    let at = group
        .subcommands
        .iter()
        .position(|c| c.name == "ajuster")
        .unwrap_or(group.subcommands.len());
    group.subcommands.insert(at, voir());
    group
}

/// Everything about a player.
#[poise::command(slash_command, guild_only, rename = "voir")]
pub async fn voir(ctx: Context<'_>, joueur: serenity::User) -> Result<(), BotError> {
    let (_, state) = this_game(ctx).await?;
    let locale = locale(ctx).await;
    let text =
        crate::discord::ronde::view_mj::sheet(&state, &ctx.data().i18n, &locale, id(&joueur))
            .ok_or(BotError::Rule("unknown-player"))?;
    reply(ctx, text).await
}
