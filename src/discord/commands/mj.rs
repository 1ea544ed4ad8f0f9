//! `/mj …`: the MJs' commands. Who is an MJ (the `check` of every `/mj` command): a member
//! with Manage Server, or with the guild's MJ role (`/mj reglages`). Discord shows `/mj` to
//! members with Manage Server only (`default_member_permissions`), unless the server lets
//! the MJ role see it too. `/mj creer` makes a game of any hosted kind, once the bot checked
//! it may; `/mj reglages` sets the guild's language, MJ role and archiving delay.

use poise::serenity_prelude as serenity;
use poise::ChoiceParameter as _;

use crate::discord::error::{locale, Refusal};
use crate::discord::host::hosting::Creation;
use crate::discord::{BotError, Context};
use crate::tr;

use super::archive::{archiver, parse_delay, show_delay};
use super::diagnostic::{diagnostic, ensure};
use super::lien::lien;
use super::mj_game::{
    avancer, composition, demarrer, exclure, exporter, pause, prolonger, remplacer, reprendre,
    terminer,
};
use super::reply;
use super::ronde::mj::{bureau, joueur, jour, partie, points, proces};

/// The languages a guild may choose.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Language {
    #[name = "fr"]
    Fr,
    #[name = "en-US"]
    EnUs,
}

/// A yes or no option (`vocal:oui`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum YesNo {
    #[name = "oui"]
    Oui,
    #[name = "non"]
    Non,
}

/// The MJs' commands.
#[poise::command(
    slash_command,
    guild_only,
    rename = "mj",
    check = "is_mj",
    default_member_permissions = "MANAGE_GUILD",
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
        "exporter",
        "lien",
        "diagnostic",
        "archiver",
        "partie",
        "jour",
        "joueur",
        "proces",
        "points",
        "bureau"
    )
)]
pub async fn mj(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Whether the author may run games here: Manage Server, Administrator, or the MJ role.
pub async fn is_mj(ctx: Context<'_>) -> Result<bool, BotError> {
    let (Some(guild), Some(member)) = (ctx.guild_id(), ctx.author_member().await) else {
        return Ok(false);
    };
    if member
        .permissions
        .is_some_and(|p| p.manage_guild() || p.administrator())
    {
        return Ok(true);
    }
    let settings = ctx.data().guilds.settings(guild.get()).await?;
    Ok(settings
        .mj_role
        .is_some_and(|role| member.roles.contains(&serenity::RoleId::new(role))))
}

/// This server's settings: its language, its MJ role, and when finished games' channels go.
#[poise::command(slash_command, guild_only, rename = "reglages")]
pub async fn reglages(
    ctx: Context<'_>,
    #[rename = "langue"] language: Option<Language>,
    #[rename = "role-mj"] mj_role: Option<serenity::Role>,
    #[rename = "archivage"] archiving: Option<String>,
) -> Result<(), BotError> {
    let data = ctx.data();
    let guild = ctx.guild_id().ok_or(Refusal::GuildOnly)?.get();
    let delay = archiving.as_deref().map(parse_delay).transpose()?;
    let mut settings = data.guilds.settings(guild).await?;
    if let Some(language) = language {
        settings.locale = language.name().to_owned();
    }
    if let Some(role) = mj_role {
        settings.mj_role = Some(role.id.get());
    }
    data.guilds.save(&settings).await?;
    if let Some(delay) = delay {
        data.store.set_archive_after(guild, delay).await?;
        crate::discord::archive::wake();
    }
    let archiving = data.store.archive_after(guild).await?;
    let locale = locale(ctx).await;
    let role = settings.mj_role.map_or_else(
        || tr!(data.i18n, &locale, "reglages-no-role"),
        |r| format!("<@&{r}>"),
    );
    let text = tr!(
        data.i18n,
        &locale,
        "reglages-saved",
        language = settings.locale.clone(),
        role = role,
        archiving = show_delay(&data.i18n, &locale, archiving)
    );
    reply(ctx, text).await
}

/// The kinds of game this bot hosts, for `/mj creer jeu`.
async fn kinds(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let mut out = serenity::CreateAutocompleteResponse::new();
    for host in ctx.data().hosts.all() {
        if host.kind().contains(partial) {
            out = out.add_string_choice(host.kind(), host.kind());
        }
    }
    out
}

/// An option's own value, one word: a space, a comma or an `=` in it would be read as more
/// settings (`debut:"2027-03-20 rappel=non"`), so it is refused.
fn one_value<'a>(key: &'static str, value: &'a str) -> Result<&'a str, BotError> {
    let value = value.trim();
    if value.contains(|c: char| c.is_whitespace() || c == ',' || c == '=') {
        Err(BotError::RuleWith(
            "option-one-value",
            vec![("option", key.to_owned())],
        ))
    } else {
        Ok(value)
    }
}

/// Create a game in this channel: its category and channels, and the join message.
#[poise::command(slash_command, guild_only, rename = "creer")]
pub async fn creer(
    ctx: Context<'_>,
    #[rename = "jeu"]
    #[autocomplete = "kinds"]
    game: Option<String>,
    #[rename = "options"]
    #[autocomplete = "super::complete::setting_list"]
    options: Option<String>,
    debut: Option<String>,
    fuseau: Option<String>,
    bascule: Option<String>,
    vocal: Option<YesNo>,
) -> Result<(), BotError> {
    let data = ctx.data();
    let mut options = options.unwrap_or_default();
    let vocal = vocal.map(|v| v.name().to_owned());
    let given = [
        ("debut", debut),
        ("fuseau", fuseau),
        ("bascule", bascule),
        ("vocal", vocal),
    ];
    for (key, value) in given {
        if let Some(v) = value {
            options.push_str(&format!(" {key}={}", one_value(key, &v)?));
        }
    }
    let kind = game.as_deref().unwrap_or(engine::loups_garous::KIND);
    let host = data
        .hosts
        .of_kind(kind)
        .ok_or(Refusal::BadArgument)?
        .clone();
    super::defer(ctx).await?;
    ensure(ctx, host.channels(), host.voiced(options.trim())).await?;
    let creation = Creation {
        http: &ctx.serenity_context().http,
        guild: ctx.guild_id().ok_or(Refusal::GuildOnly)?.get(),
        channel: ctx.channel_id().get(),
        author: ctx.author().id.get(),
        author_name: match ctx.author_member().await {
            Some(m) => m.display_name().to_owned(),
            None => ctx.author().name.clone(),
        },
        bot: ctx.framework().bot_id().get(),
        options: options.trim(),
    };
    let table = host.create(creation).await?;
    let first = table
        .channels
        .iter()
        .find(|(name, _)| name.as_str() != crate::store::CATEGORY)
        .map_or(0, |(_, id)| *id);
    let main = table.channel(host.public_channel()).unwrap_or(first);
    let locale = locale(ctx).await;
    let text = tr!(
        data.i18n,
        &locale,
        "game-created",
        id = table.game,
        channel = format!("<#{main}>")
    );
    reply(ctx, text).await
}
