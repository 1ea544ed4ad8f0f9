//! The MJs' commands of the Ronde (§9): `/mj partie inscrire|distribuer|etat|horloge|terminer`,
//! `/mj proces clore|delai`, `/mj points ajouter|retirer`. The groups `/mj jour`, `/mj
//! joueur` and `/mj bureau` are built from the vocabulary table (`jour` here, the others
//! next door).

use chrono::TimeZone as _;
use engine::game::Game as _;
use engine::ronde::ledger::Line;
use engine::ronde::state::Kind;
use engine::ronde::{MjCommand, Ronde, State};
use engine::{PlayerId, Timestamp};
use poise::serenity_prelude as serenity;

use super::{personnage, player, send_mj, this_game};
use crate::discord::commands::reply;
use crate::discord::error::{locale, Refusal};
use crate::discord::{BotError, Context};

pub use super::mj_bureau::bureau;
pub use super::mj_joueur::joueur;

/// A game of La Ronde des Pantins: registration, dealing, the clock.
#[poise::command(
    slash_command,
    guild_only,
    rename = "partie",
    subcommands("inscrire", "distribuer", "etat", "horloge", "terminer_partie")
)]
pub async fn partie(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// The kinds of participant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Participant {
    #[name = "joueur"]
    Joueur,
    #[name = "spectateur"]
    Spectateur,
    #[name = "mj"]
    Mj,
}

/// Register a player, a spectator or an MJ.
#[poise::command(slash_command, guild_only, rename = "inscrire")]
pub async fn inscrire(
    ctx: Context<'_>,
    joueur: serenity::User,
    #[rename = "type"] kind: Option<Participant>,
    #[rename = "pseudo-hordes"] pseudo: Option<String>,
) -> Result<(), BotError> {
    let ronde: &dyn crate::discord::host::hosting::Hosting = ctx.data().hosts.ronde.as_ref();
    let shown = crate::discord::commands::newcomer::newcomer(ctx, ronde, &joueur).await?;
    let name = pseudo.unwrap_or(shown);
    let kind = match kind.unwrap_or(Participant::Joueur) {
        Participant::Joueur => Kind::Joueur,
        Participant::Spectateur => Kind::Spectateur,
        Participant::Mj => Kind::Mj,
    };
    let cmd = MjCommand::Register {
        player: PlayerId(joueur.id.get()),
        name,
        kind,
    };
    send_mj(ctx, cmd).await
}

/// `Alice=guignol, @bruno=arlequin`: the given Personnages, each player by mention, name,
/// username or display name.
fn given(
    ctx: Context<'_>,
    state: &State,
    list: &str,
) -> Result<Vec<(PlayerId, engine::ronde::Personnage)>, BotError> {
    list.split([',', '\n'])
        .filter(|p| !p.trim().is_empty())
        .map(|pair| {
            let (who, what) = pair.split_once('=').ok_or(Refusal::BadArgument)?;
            Ok((player(ctx, state, who)?, personnage(what)?))
        })
        .collect()
}

/// Deal the Personnages: at random with the game's seed, or as listed.
#[poise::command(slash_command, guild_only, rename = "distribuer")]
pub async fn distribuer(
    ctx: Context<'_>,
    personnages: Option<String>,
    ronde: Option<String>,
) -> Result<(), BotError> {
    let (_, state) = this_game(ctx).await?;
    let given = match personnages {
        Some(list) => given(ctx, &state, &list)?,
        None => Vec::new(),
    };
    let ronde = ronde
        .map(|r| {
            r.split([',', ' '])
                .filter(|p| !p.is_empty())
                .map(personnage)
                .collect::<Result<Vec<_>, _>>()
        })
        .transpose()?
        .unwrap_or_default();
    send_mj(ctx, MjCommand::Deal { given, ronde }).await
}

/// Where the game stands, for the MJs: masks, procès, cards, corrections.
#[poise::command(slash_command, guild_only, rename = "etat")]
pub async fn etat(ctx: Context<'_>) -> Result<(), BotError> {
    let (table, state) = this_game(ctx).await?;
    let locale = locale(ctx).await;
    let text = crate::discord::ronde::view_mj::overview(
        &state,
        &ctx.data().i18n,
        &locale,
        table.id(),
        Ronde::pace(&state).game_time(super::host(ctx).runtime.now()),
    );
    reply(ctx, text).await
}

/// An instant: `+1d2h` from the game's now, RFC 3339, or `2027-03-20 10:00` in its zone.
fn instant(state: &State, now: Timestamp, text: &str) -> Result<Timestamp, BotError> {
    let text = text.trim();
    if let Some(rest) = text.strip_prefix('+') {
        let d = engine::scenario::parse_duration(rest).map_err(|_| Refusal::BadArgument)?;
        return Ok(Ronde::pace(state).game_time(now) + d);
    }
    if let Ok(t) = chrono::DateTime::parse_from_rfc3339(text) {
        return Ok(t.to_utc());
    }
    let naive = chrono::NaiveDateTime::parse_from_str(text, "%Y-%m-%d %H:%M")
        .map_err(|_| Refusal::BadArgument)?;
    state
        .settings
        .tz()
        .from_local_datetime(&naive)
        .earliest()
        .map(|t| t.to_utc())
        .ok_or(Refusal::BadArgument.into())
}

/// The test clock: jump ahead and run faster (MJs' rehearsals, tests).
#[poise::command(slash_command, guild_only, rename = "horloge")]
pub async fn horloge(
    ctx: Context<'_>,
    decalage: Option<String>,
    #[min = 1]
    #[max = 100000]
    vitesse: Option<f64>,
) -> Result<(), BotError> {
    let (_, state) = this_game(ctx).await?;
    let to = decalage
        .map(|d| instant(&state, super::host(ctx).runtime.now(), &d))
        .transpose()?;
    let speed = super::whole(vitesse.unwrap_or(1.0))?;
    send_mj(ctx, MjCommand::Clock { to, speed }).await
}

/// End the game now.
#[poise::command(slash_command, guild_only, rename = "terminer")]
pub async fn terminer_partie(ctx: Context<'_>) -> Result<(), BotError> {
    send_mj(ctx, MjCommand::End).await
}

/// The days' material: themes, Alice's excerpts, the Décorateurs' counts (built from the
/// Ronde's vocabulary table, `verbs_mj`).
pub fn jour() -> poise::Command<crate::discord::Data, BotError> {
    crate::discord::commands::verbs::group::<Ronde>("mj jour")
}

/// Procès by hand: a forced outcome, a deadline moved.
#[poise::command(
    slash_command,
    guild_only,
    rename = "proces",
    subcommands("clore", "delai")
)]
pub async fn proces(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// The outcomes an MJ may force.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Issue {
    #[name = "juste"]
    Juste,
    #[name = "injuste"]
    Injuste,
    #[name = "annule"]
    Annule,
    #[name = "expire"]
    Expire,
    #[name = "sans-suite"]
    SansSuite,
}

/// Close a procès with this outcome.
#[poise::command(slash_command, guild_only, rename = "clore")]
pub async fn clore(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 10000]
    proces: f64,
    issue: Issue,
) -> Result<(), BotError> {
    let word = match issue {
        Issue::Juste => "juste",
        Issue::Injuste => "injuste",
        Issue::Annule => "annule",
        Issue::Expire => "expire",
        Issue::SansSuite => "sans-suite",
    };
    let cmd = MjCommand::CloseProces {
        proces: super::whole(proces)?,
        outcome: engine::ronde::mj::outcome(word).ok_or(Refusal::BadArgument)?,
    };
    send_mj(ctx, cmd).await
}

/// Move a procès's deadline (`+2h`, or an instant).
#[poise::command(slash_command, guild_only, rename = "delai")]
pub async fn delai(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 10000]
    proces: f64,
    fin: String,
    motif: String,
) -> Result<(), BotError> {
    let (_, state) = this_game(ctx).await?;
    let cmd = MjCommand::MoveDeadline {
        proces: super::whole(proces)?,
        deadline: instant(&state, super::host(ctx).runtime.now(), &fin)?,
        reason: motif,
    };
    send_mj(ctx, cmd).await
}

/// The ledger by hand.
#[poise::command(
    slash_command,
    guild_only,
    rename = "points",
    subcommands("ajouter", "retirer")
)]
pub async fn points(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Add points on a line of the barème.
#[poise::command(slash_command, guild_only, rename = "ajouter")]
pub async fn ajouter(
    ctx: Context<'_>,
    joueur: serenity::User,
    #[min = -10000]
    #[max = 10000]
    montant: f64,
    ligne: String,
    motif: String,
) -> Result<(), BotError> {
    let cmd = MjCommand::PointsAdd {
        player: PlayerId(joueur.id.get()),
        amount: super::whole(montant)?,
        line: Line::from_id(&ligne).unwrap_or(Line::Autre),
        reason: motif,
    };
    send_mj(ctx, cmd).await
}

/// Strike out a ledger entry.
#[poise::command(slash_command, guild_only, rename = "retirer")]
pub async fn retirer(
    ctx: Context<'_>,
    #[min = 0]
    #[max = 100000]
    entree: f64,
) -> Result<(), BotError> {
    let entry = super::whole(entree)?;
    send_mj(ctx, MjCommand::PointsRemove { entry }).await
}
