//! `/mj …` on a game: the shared ones, for any kind (`pause`, `reprendre`, `avancer`,
//! `prolonger`, `remplacer`, `exclure`, `terminer`, `exporter`, `demarrer`), and the
//! Loups-Garous lobby's `composition`. The game is the one of the channel the MJ runs them in.

use std::sync::Arc;

use engine::loups_garous::{Command, MjCommand, Role};
use engine::PlayerId;
use poise::serenity_prelude as serenity;

use super::{reply, within_window};
use crate::discord::error::{locale, Refusal};
use crate::discord::host::hosting::Hosting;
use crate::discord::host::SharedMj;
use crate::discord::setup::perms;
use crate::discord::{BotError, Context};
use crate::store::Table;
use crate::tr;

/// The game of this channel (its lobby, one of its channels), of any kind.
pub(super) async fn this_game(ctx: Context<'_>) -> Result<(Arc<dyn Hosting>, Table), BotError> {
    let found = ctx.data().hosts.of_channel(ctx.channel_id().get()).await;
    Ok(found.ok_or(Refusal::NoGame)?)
}

/// The Loups-Garous game of this channel.
async fn this_lg(ctx: Context<'_>) -> Result<Table, BotError> {
    let lg = &ctx.data().hosts.lg;
    let found = lg.game_of_channel(ctx.channel_id().get()).await;
    match found {
        Some(t) => Ok(t),
        None if ctx
            .data()
            .hosts
            .of_channel(ctx.channel_id().get())
            .await
            .is_some() =>
        {
            Err(Refusal::NotThisGame.into())
        }
        None => Err(Refusal::NoGame.into()),
    }
}

async fn shared(ctx: Context<'_>, command: SharedMj) -> Result<(), BotError> {
    let (host, table) = this_game(ctx).await?;
    within_window(ctx, host.mj(table.id(), command, ctx.author().id.get())).await?;
    let locale = locale(ctx).await;
    reply(ctx, tr!(ctx.data().i18n, &locale, "done")).await
}

/// The roles to deal (role ids separated by spaces or commas; nothing: the default table).
#[poise::command(slash_command, guild_only, rename = "composition")]
pub async fn composition(
    ctx: Context<'_>,
    #[autocomplete = "super::complete::role_list"] roles: Option<String>,
) -> Result<(), BotError> {
    let table = this_lg(ctx).await?;
    let list = roles.unwrap_or_default();
    let ids: Vec<&str> = list.split([' ', ',']).filter(|r| !r.is_empty()).collect();
    let roles = ids
        .iter()
        .map(|r| Role::from_id(r).ok_or(*r))
        .collect::<Result<Vec<Role>, &str>>()
        .map_err(unknown_role)?;
    let compose = Command::Mj(MjCommand::Compose(Some(roles)));
    within_window(ctx, ctx.data().hosts.lg.send(table.id(), compose)).await?;
    let locale = locale(ctx).await;
    let shown = if ids.is_empty() {
        "-".to_owned()
    } else {
        ids.join(", ")
    };
    let text = tr!(
        ctx.data().i18n,
        &locale,
        "lg-composition-saved",
        roles = shown
    );
    reply(ctx, text).await
}

/// A role id that does not exist, named with the ones that do.
fn unknown_role(given: &str) -> BotError {
    let ids: Vec<&str> = Role::ALL.iter().map(|r| r.id()).collect();
    BotError::RuleWith(
        "role-unknown",
        vec![
            ("role", crate::i18n::said(given)),
            ("roles", ids.join(", ")),
        ],
    )
}

/// Deal the roles and start.
#[poise::command(slash_command, guild_only, rename = "demarrer")]
pub async fn demarrer(ctx: Context<'_>) -> Result<(), BotError> {
    let (host, table) = this_game(ctx).await?;
    let lg = &ctx.data().hosts.lg;
    if lg.state(table.id()).await.is_ok_and(|s| s.settings.vocal) {
        // Naming the administrators may read the players from Discord: answer later.
        super::defer(ctx).await?;
    }
    let by = ctx.author().id.get();
    within_window(ctx, host.mj(table.id(), SharedMj::Start, by)).await?;
    let locale = locale(ctx).await;
    let mut text = tr!(ctx.data().i18n, &locale, "game-started", id = table.game);
    let admins = voice_administrators(ctx, &table).await;
    if !admins.is_empty() {
        let names: Vec<String> = admins.iter().map(|u| format!("<@{u}>")).collect();
        let names = names.join(", ");
        let warning = tr!(
            ctx.data().i18n,
            &locale,
            "game-started-voice-admins",
            names = names
        );
        text = format!("{text}\n{warning}");
    }
    reply(ctx, text).await
}

/// The players of a voice game who hold Administrator (or own the server): every overwrite
/// passes them by, so the bot cannot keep them from speaking (read from the cache, else
/// from Discord).
async fn voice_administrators(ctx: Context<'_>, table: &Table) -> Vec<u64> {
    let lg = &ctx.data().hosts.lg;
    let Some(state) = lg.state(table.id()).await.ok().filter(|s| s.settings.vocal) else {
        return Vec::new();
    };
    let guild = serenity::GuildId::new(table.guild);
    let Ok(partial) = guild.to_partial_guild(ctx).await else {
        return Vec::new();
    };
    let bits = |id: &serenity::RoleId| partial.roles.get(id).map_or(0, |r| r.permissions.bits());
    let everyone = bits(&serenity::RoleId::new(table.guild));
    let mut out = Vec::new();
    for p in &state.players {
        let user = serenity::UserId::new(p.id.0);
        let Ok(member) = guild.member(ctx, user).await else {
            continue;
        };
        let owner = partial.owner_id == user;
        let held = perms::in_guild(everyone, member.roles.iter().map(bits), owner);
        if held & perms::ADMINISTRATOR != 0 {
            out.push(p.id.0);
        }
    }
    out
}

/// Pause the clock.
#[poise::command(slash_command, guild_only, rename = "pause")]
pub async fn pause(ctx: Context<'_>) -> Result<(), BotError> {
    shared(ctx, SharedMj::Pause).await
}

/// Restart the clock.
#[poise::command(slash_command, guild_only, rename = "reprendre")]
pub async fn reprendre(ctx: Context<'_>) -> Result<(), BotError> {
    shared(ctx, SharedMj::Resume).await
}

/// End the current step now.
#[poise::command(slash_command, guild_only, rename = "avancer")]
pub async fn avancer(ctx: Context<'_>) -> Result<(), BotError> {
    shared(ctx, SharedMj::Advance).await
}

/// Add seconds to the current step.
#[poise::command(slash_command, guild_only, rename = "prolonger")]
pub async fn prolonger(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 86400]
    duree: f64,
) -> Result<(), BotError> {
    if !duree.is_finite() || !(1.0..=86_400.0).contains(&duree) {
        return Err(Refusal::BadArgument.into());
    }
    shared(ctx, SharedMj::Extend(duree.round() as i64)).await
}

/// A substitute takes over a player's seat, role and items.
#[poise::command(slash_command, guild_only, rename = "remplacer")]
pub async fn remplacer(
    ctx: Context<'_>,
    ancien: serenity::User,
    nouveau: serenity::User,
) -> Result<(), BotError> {
    let (host, table) = this_game(ctx).await?;
    let name = super::newcomer::newcomer(ctx, host.as_ref(), &nouveau).await?;
    let command = SharedMj::Replace {
        old: PlayerId(ancien.id.get()),
        new: PlayerId(nouveau.id.get()),
        name,
    };
    within_window(ctx, host.mj(table.id(), command, ctx.author().id.get())).await?;
    let locale = locale(ctx).await;
    reply(ctx, tr!(ctx.data().i18n, &locale, "done")).await
}

/// Exclude a player (counts as *parti*).
#[poise::command(slash_command, guild_only, rename = "exclure")]
pub async fn exclure(ctx: Context<'_>, joueur: serenity::User) -> Result<(), BotError> {
    shared(ctx, SharedMj::Exclude(PlayerId(joueur.id.get()))).await
}

/// End the game without a winner (in the lobby: cancel it).
#[poise::command(slash_command, guild_only, rename = "terminer")]
pub async fn terminer(ctx: Context<'_>) -> Result<(), BotError> {
    shared(ctx, SharedMj::Terminate).await
}

/// The game as a scenario file that `regisseur play` replays, with its raw event log.
#[poise::command(slash_command, guild_only, rename = "exporter")]
pub async fn exporter(ctx: Context<'_>) -> Result<(), BotError> {
    let (host, table) = this_game(ctx).await?;
    super::defer(ctx).await?;
    let export = host.export(table.id()).await?;
    let locale = locale(ctx).await;
    let i18n = &ctx.data().i18n;
    let mut reply = poise::CreateReply::default()
        .ephemeral(true)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    let (id, count) = (table.game, export.events);
    let text = match export.scenario {
        Some(scenario) => {
            reply = reply.attachment(serenity::CreateAttachment::bytes(
                scenario.text.into_bytes(),
                format!("partie-{id}.scn"),
            ));
            let key = if scenario.faithful {
                "export"
            } else {
                "export-partial"
            };
            tr!(i18n, &locale, key, id = id, count = count)
        }
        None => tr!(i18n, &locale, "export-log-only", id = id, count = count),
    };
    let file =
        serenity::CreateAttachment::bytes(export.log.into_bytes(), format!("partie-{id}.jsonl"));
    ctx.send(reply.content(text).attachment(file)).await?;
    Ok(())
}
