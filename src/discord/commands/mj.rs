//! `/mj …`: the MJs' commands. Who is an MJ: a member with Manage Server, or with the
//! guild's MJ role (`/mj reglages`).

use poise::serenity_prelude as serenity;
use poise::ChoiceParameter as _;

use crate::discord::error::locale;
use crate::discord::{BotError, Context};
use crate::tr;

use super::mj_game::{
    avancer, composition, creer, demarrer, exclure, exporter, pause, prolonger, remplacer,
    reprendre, terminer,
};

/// The languages a guild may choose.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Language {
    #[name = "fr"]
    Fr,
    #[name = "en-US"]
    EnUs,
}

/// The MJs' commands.
#[poise::command(
    slash_command,
    guild_only,
    rename = "mj",
    subcommands(
        "reglages",
        "creer",
        "composition",
        "demarrer",
        "pause",
        "reprendre",
        "avancer",
        "prolonger",
        "remplacer",
        "exclure",
        "terminer",
        "exporter"
    )
)]
pub async fn mj(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Refuses with `not-mj` unless the author may run the game.
pub async fn require_mj(ctx: Context<'_>) -> Result<(), BotError> {
    let Some(guild) = ctx.guild_id() else {
        return Err(BotError::Refused("not-mj"));
    };
    let Some(member) = ctx.author_member().await else {
        return Err(BotError::Refused("not-mj"));
    };
    if member
        .permissions
        .is_some_and(|p| p.manage_guild() || p.administrator())
    {
        return Ok(());
    }
    let data = ctx.data();
    let settings = data
        .lg
        .guild_settings(guild.get(), &data.config.default_locale)
        .await?;
    match settings.mj_role {
        Some(role) if member.roles.contains(&serenity::RoleId::new(role)) => Ok(()),
        _ => Err(BotError::Refused("not-mj")),
    }
}

/// This server's settings: its language and its MJ role.
#[poise::command(slash_command, guild_only, rename = "reglages")]
pub async fn reglages(
    ctx: Context<'_>,
    #[rename = "langue"] language: Option<Language>,
    #[rename = "role-mj"] mj_role: Option<serenity::Role>,
) -> Result<(), BotError> {
    require_mj(ctx).await?;
    let data = ctx.data();
    let guild = ctx.guild_id().ok_or(BotError::Refused("not-mj"))?.get();
    let mut settings = data
        .lg
        .guild_settings(guild, &data.config.default_locale)
        .await?;
    if let Some(language) = language {
        settings.locale = language.name().to_owned();
    }
    if let Some(role) = mj_role {
        settings.mj_role = Some(role.id.get());
    }
    data.lg.save_guild_settings(&settings).await?;
    let locale = locale(ctx).await;
    let role = settings
        .mj_role
        .map(|r| format!("<@&{r}>"))
        .unwrap_or_else(|| tr!(data.i18n, &locale, "reglages-no-role"));
    let text = tr!(
        data.i18n,
        &locale,
        "reglages-saved",
        language = settings.locale.clone(),
        role = role
    );
    ctx.send(poise::CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}
