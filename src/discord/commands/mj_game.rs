//! `/mj …` for a Loups-Garous game: `creer`, `composition`, `demarrer`, `pause`, `reprendre`,
//! `avancer`, `prolonger`, `remplacer`, `exclure`, `terminer`, `exporter`.

use engine::game::Stored;
use engine::loups_garous::{export, Command, Event, MjCommand, Role, Settings};
use engine::notice::PlayerId;
use poise::serenity_prelude as serenity;
use rand::Rng as _;

use super::lg::lobby_message;
use super::mj::require_mj;
use crate::discord::error::locale;
use crate::discord::lg::layout;
use crate::discord::{BotError, Context};
use crate::store::Table;
use crate::tr;

async fn reply(ctx: Context<'_>, text: String) -> Result<(), BotError> {
    ctx.send(poise::CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}

/// The game of this channel (its lobby, one of its channels).
async fn this_game(ctx: Context<'_>) -> Result<Table, BotError> {
    require_mj(ctx).await?;
    ctx.data()
        .lg
        .game_of_channel(ctx.channel_id().get())
        .await
        .ok_or(BotError::Refused("no-game"))
}

/// `key=value` pairs, checked against the game's settings.
fn parse_settings(text: &str) -> Result<Vec<(String, String)>, BotError> {
    let mut settings = Settings::default();
    let mut out = Vec::new();
    for pair in text.split([' ', ',']).filter(|p| !p.is_empty()) {
        let (k, v) = pair
            .split_once('=')
            .ok_or(BotError::Refused("bad-settings"))?;
        settings
            .set(k, v)
            .map_err(|_| BotError::Refused("bad-settings"))?;
        out.push((k.to_owned(), v.to_owned()));
    }
    Ok(out)
}

/// Create a game in this channel: its category and channels, and the join message.
#[poise::command(slash_command, guild_only, rename = "creer")]
pub async fn creer(
    ctx: Context<'_>,
    #[rename = "jeu"] game: Option<String>,
    #[rename = "options"] options: Option<String>,
) -> Result<(), BotError> {
    require_mj(ctx).await?;
    if game.is_some_and(|g| g != engine::loups_garous::KIND) {
        return Err(BotError::Refused("bad-argument"));
    }
    let settings = parse_settings(options.as_deref().unwrap_or(""))?;
    ctx.defer_ephemeral().await?;
    let data = ctx.data();
    let guild = ctx.guild_id().ok_or(BotError::Refused("not-mj"))?.get();
    let channel = ctx.channel_id().get();
    let seed: u64 = rand::rng().random();
    let id = data.lg.runtime.create(guild, channel, seed).await?;
    let guild_settings = data
        .lg
        .guild_settings(guild, &data.config.default_locale)
        .await?;
    let mut mjs = vec![serenity::PermissionOverwriteType::Member(ctx.author().id)];
    if let Some(role) = guild_settings.mj_role {
        mjs.push(serenity::PermissionOverwriteType::Role(
            serenity::RoleId::new(role),
        ));
    }
    let http = ctx.serenity_context().http.clone();
    let bot = ctx.framework().bot_id().get();
    let locale = guild_settings.locale.clone();
    let title = tr!(data.i18n, &locale, "lg-category", id = id.0);
    let channels = layout::create(&http, guild, bot, &title, &mjs).await?;
    let mut table = Table {
        game: id.0,
        guild,
        lobby_channel: channel,
        channels,
        settings,
        ..Default::default()
    };
    let (text, rows) = lobby_message(data, &table, &locale);
    let message = serenity::CreateMessage::new()
        .content(text)
        .components(rows);
    let sent = ctx.channel_id().send_message(&*http, message).await?;
    table.join_message = Some(sent.id.get());
    let place = table.channels.place;
    data.lg.save(table).await?;
    let locale = crate::discord::error::locale(ctx).await;
    reply(
        ctx,
        tr!(
            data.i18n,
            &locale,
            "lg-created",
            id = id.0,
            place = format!("<#{place}>")
        ),
    )
    .await
}

/// The roles to deal (role ids separated by spaces or commas; nothing: the default table).
#[poise::command(slash_command, guild_only, rename = "composition")]
pub async fn composition(ctx: Context<'_>, roles: Option<String>) -> Result<(), BotError> {
    let mut table = this_game(ctx).await?;
    let list = roles.unwrap_or_default();
    let ids: Vec<String> = list
        .split([' ', ','])
        .filter(|r| !r.is_empty())
        .map(str::to_owned)
        .collect();
    if ids.iter().any(|r| Role::from_id(r).is_none()) {
        return Err(BotError::Refused("composition-invalid"));
    }
    table.composition = ids.clone();
    ctx.data().lg.save(table).await?;
    let locale = locale(ctx).await;
    let shown = if ids.is_empty() {
        "-".to_owned()
    } else {
        ids.join(", ")
    };
    reply(
        ctx,
        tr!(
            ctx.data().i18n,
            &locale,
            "lg-composition-saved",
            roles = shown
        ),
    )
    .await
}

/// Deal the roles and start.
#[poise::command(slash_command, guild_only, rename = "demarrer")]
pub async fn demarrer(ctx: Context<'_>) -> Result<(), BotError> {
    let table = this_game(ctx).await?;
    ctx.defer_ephemeral().await?;
    let data = ctx.data();
    let guild_settings = data
        .lg
        .guild_settings(table.guild, &data.config.default_locale)
        .await?;
    let mut settings = Settings::default();
    for (k, v) in guild_settings
        .timers
        .iter()
        .chain(table.settings.iter().map(|(k, v)| (k, v)))
    {
        let _ = settings.set(k, v);
    }
    let composition: Vec<Role> = table
        .composition
        .iter()
        .filter_map(|r| Role::from_id(r))
        .collect();
    let create = Command::Create {
        players: table
            .players
            .iter()
            .map(|(id, n)| (PlayerId(*id), n.clone()))
            .collect(),
        settings: Box::new(settings),
        roles: None,
        composition: (!composition.is_empty()).then_some(composition),
        // The runtime draws with the game's stored seed: the same one here keeps an export
        // of the game (`/mj exporter`) drawing as the game did.
        seed: data
            .store
            .game(table.id())
            .await?
            .map_or_else(|| rand::rng().random(), |g| g.seed),
        fixed_seating: false,
    };
    let lg = &data.lg;
    if !lg.state(table.id()).await?.created {
        lg.send(table.id(), create).await?;
    }
    lg.send(table.id(), Command::Mj(MjCommand::Start)).await?;
    let locale = locale(ctx).await;
    reply(ctx, tr!(data.i18n, &locale, "lg-started", id = table.game)).await
}

/// How long an MJ command may wait for its commit before the interaction is deferred.
const SLOW_COMMIT: std::time::Duration = std::time::Duration::from_secs(2);

async fn mj_command(ctx: Context<'_>, command: MjCommand) -> Result<(), BotError> {
    let table = this_game(ctx).await?;
    // The answer goes once the command is committed; only a commit slower than Discord's
    // 3 s window allows (a store in trouble) makes us defer first.
    let send = ctx.data().lg.send(table.id(), Command::Mj(command));
    tokio::pin!(send);
    tokio::select! {
        done = &mut send => done?,
        () = tokio::time::sleep(SLOW_COMMIT) => {
            ctx.defer_ephemeral().await?;
            send.await?
        }
    }
    let locale = locale(ctx).await;
    reply(ctx, tr!(ctx.data().i18n, &locale, "lg-done")).await
}

/// Pause the clock.
#[poise::command(slash_command, guild_only, rename = "pause")]
pub async fn pause(ctx: Context<'_>) -> Result<(), BotError> {
    mj_command(ctx, MjCommand::Pause).await
}

/// Restart the clock.
#[poise::command(slash_command, guild_only, rename = "reprendre")]
pub async fn reprendre(ctx: Context<'_>) -> Result<(), BotError> {
    mj_command(ctx, MjCommand::Resume).await
}

/// End the current step now.
#[poise::command(slash_command, guild_only, rename = "avancer")]
pub async fn avancer(ctx: Context<'_>) -> Result<(), BotError> {
    mj_command(ctx, MjCommand::Advance).await
}

/// Add seconds to the current step.
#[poise::command(slash_command, guild_only, rename = "prolonger")]
pub async fn prolonger(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 86400]
    duree: f64,
) -> Result<(), BotError> {
    mj_command(ctx, MjCommand::Extend(duree.round() as i64)).await
}

/// A substitute takes over a player's seat, role and items.
#[poise::command(slash_command, guild_only, rename = "remplacer")]
pub async fn remplacer(
    ctx: Context<'_>,
    ancien: serenity::User,
    nouveau: serenity::User,
) -> Result<(), BotError> {
    let mut table = this_game(ctx).await?;
    let name = nouveau
        .global_name
        .clone()
        .unwrap_or_else(|| nouveau.name.clone());
    let command = MjCommand::Replace {
        old: PlayerId(ancien.id.get()),
        new: PlayerId(nouveau.id.get()),
        name: name.clone(),
    };
    ctx.data().lg.send(table.id(), Command::Mj(command)).await?;
    for p in &mut table.players {
        if p.0 == ancien.id.get() {
            *p = (nouveau.id.get(), name.clone());
        }
    }
    ctx.data().lg.save(table).await?;
    let locale = locale(ctx).await;
    reply(ctx, tr!(ctx.data().i18n, &locale, "lg-done")).await
}

/// Exclude a player (counts as *parti*).
#[poise::command(slash_command, guild_only, rename = "exclure")]
pub async fn exclure(ctx: Context<'_>, joueur: serenity::User) -> Result<(), BotError> {
    mj_command(ctx, MjCommand::Exclude(PlayerId(joueur.id.get()))).await
}

/// End the game without a winner.
#[poise::command(slash_command, guild_only, rename = "terminer")]
pub async fn terminer(ctx: Context<'_>) -> Result<(), BotError> {
    mj_command(ctx, MjCommand::Terminate).await
}

/// The game as a scenario file that `regisseur play` replays, with its raw event log.
#[poise::command(slash_command, guild_only, rename = "exporter")]
pub async fn exporter(ctx: Context<'_>) -> Result<(), BotError> {
    let table = this_game(ctx).await?;
    ctx.defer_ephemeral().await?;
    let rows = ctx.data().store.events(table.id()).await?;
    let mut log = String::new();
    let mut events = Vec::new();
    for row in &rows {
        log.push_str(&row.payload);
        log.push('\n');
        if let Ok(stored) = serde_json::from_str::<Stored<Event>>(&row.payload) {
            events.push((row.at, stored.event));
        }
    }
    let locale = locale(ctx).await;
    let i18n = &ctx.data().i18n;
    let mut reply = poise::CreateReply::default().ephemeral(true);
    let text = match export::scenario(&events) {
        Ok(export) => {
            reply = reply.attachment(serenity::CreateAttachment::bytes(
                export.text.into_bytes(),
                format!("partie-{}.scn", table.game),
            ));
            let key = if export.faithful {
                "lg-export"
            } else {
                "lg-export-partial"
            };
            tr!(i18n, &locale, key, id = table.game, count = rows.len())
        }
        Err(_) => tr!(
            i18n,
            &locale,
            "lg-export-log-only",
            id = table.game,
            count = rows.len()
        ),
    };
    let file =
        serenity::CreateAttachment::bytes(log.into_bytes(), format!("partie-{}.jsonl", table.game));
    ctx.send(reply.content(text).attachment(file)).await?;
    Ok(())
}
