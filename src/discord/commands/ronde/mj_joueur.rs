//! `/mj joueur …` (§9): the players' fates by hand — unmasking, Transfiguration, the
//! Revenant's roles, the Mime's target, Guignol's constraint, the Secrétaire, the dead — and
//! `voir` / `ajuster`: anything about a player seen, any field corrected with a reason.

use engine::ronde::mj_adjust::FIELDS;
use engine::ronde::MjCommand;
use engine::PlayerId;
use poise::serenity_prelude as serenity;

use super::choices;
use super::{send_mj, this_game};
use crate::discord::commands::reply;
use crate::discord::error::locale;
use crate::discord::{BotError, Context};

fn id(user: &serenity::User) -> PlayerId {
    PlayerId(user.id.get())
}

/// A player by hand.
#[poise::command(
    slash_command,
    guild_only,
    rename = "joueur",
    subcommands(
        "demasquer",
        "transfigurer",
        "revenant",
        "mime",
        "guignol",
        "secretaire",
        "mort",
        "voir",
        "ajuster"
    )
)]
pub async fn joueur(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Unmask a player (a constraint not respected, a decision).
#[poise::command(slash_command, guild_only, rename = "demasquer")]
pub async fn demasquer(
    ctx: Context<'_>,
    joueur: serenity::User,
    motif: String,
) -> Result<(), BotError> {
    send_mj(
        ctx,
        MjCommand::Unmask {
            player: id(&joueur),
            reason: motif,
        },
    )
    .await
}

/// Give a chorus member a new Figurant mask.
#[poise::command(slash_command, guild_only, rename = "transfigurer")]
pub async fn transfigurer(ctx: Context<'_>, joueur: serenity::User) -> Result<(), BotError> {
    send_mj(
        ctx,
        MjCommand::Transfigure {
            player: id(&joueur),
        },
    )
    .await
}

/// Give the Revenant an unmasked Personnage's role.
#[poise::command(slash_command, guild_only, rename = "revenant")]
pub async fn revenant(
    ctx: Context<'_>,
    #[autocomplete = "choices::roster"] personnage: String,
) -> Result<(), BotError> {
    let personnage = super::personnage(&personnage)?;
    send_mj(ctx, MjCommand::Revenant { personnage }).await
}

/// The player the Mime imitates.
#[poise::command(slash_command, guild_only, rename = "mime")]
pub async fn mime(ctx: Context<'_>, joueur: serenity::User) -> Result<(), BotError> {
    send_mj(
        ctx,
        MjCommand::Mime {
            player: id(&joueur),
        },
    )
    .await
}

/// Guignol's secret constraint.
#[poise::command(slash_command, guild_only, rename = "guignol")]
pub async fn guignol(ctx: Context<'_>, texte: String) -> Result<(), BotError> {
    send_mj(ctx, MjCommand::Guignol { text: texte }).await
}

/// The Secrétaire des Démasqués.
#[poise::command(slash_command, guild_only, rename = "secretaire")]
pub async fn secretaire(ctx: Context<'_>, joueur: serenity::User) -> Result<(), BotError> {
    send_mj(
        ctx,
        MjCommand::Secretary {
            player: id(&joueur),
        },
    )
    .await
}

/// A player dead in town (leaves the chorus).
#[poise::command(slash_command, guild_only, rename = "mort")]
pub async fn mort(ctx: Context<'_>, joueur: serenity::User) -> Result<(), BotError> {
    send_mj(
        ctx,
        MjCommand::Dead {
            player: id(&joueur),
        },
    )
    .await
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

async fn fields(_ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let mut out = serenity::CreateAutocompleteResponse::new();
    for f in FIELDS.iter().filter(|f| f.contains(partial)) {
        out = out.add_string_choice(*f, *f);
    }
    out
}

/// Correct one field of a player by hand (logged with its reason).
#[poise::command(slash_command, guild_only, rename = "ajuster")]
pub async fn ajuster(
    ctx: Context<'_>,
    joueur: serenity::User,
    #[autocomplete = "fields"] champ: String,
    valeur: String,
    motif: String,
) -> Result<(), BotError> {
    let cmd = MjCommand::Adjust {
        player: id(&joueur),
        field: champ,
        value: valeur,
        reason: motif,
    };
    send_mj(ctx, cmd).await
}
