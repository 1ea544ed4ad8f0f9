//! The MJs' commands of the Ronde (§9). Built from the vocabulary table: `/mj jour`, `/mj
//! joueur`, `/mj bureau` (next door), `/mj points`, `/mj partie terminer` and `/mj proces
//! clore`; the adapter's own, as they read more than their options: `/mj partie
//! inscrire|distribuer|etat|horloge` and `/mj proces delai`.

use chrono::TimeZone as _;
use engine::game::Game as _;
use engine::ronde::state::Kind;
use engine::ronde::{MjCommand, Ronde, State};
use engine::{PlayerId, Timestamp};
use poise::serenity_prelude as serenity;

use super::{personnage, player, send_mj, this_game};
use crate::discord::commands::{reply, verbs};
use crate::discord::error::{locale, Refusal};
use crate::discord::{BotError, Context};

pub use super::mj_bureau::bureau;
pub use super::mj_joueur::joueur;

/// A game of La Ronde des Pantins: registration, dealing, the clock (the adapter's own: they
/// read the server's members, the names given, the wall clock), the end (the table's).
pub fn partie() -> poise::Command<crate::discord::Data, BotError> {
    let mut group = verbs::group::<Ronde>("mj partie");
    let own = [inscrire(), distribuer(), etat(), horloge()];
    group.subcommands.splice(0..0, own);
    group
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

/// The days' material: themes, Alice's excerpts, the Décorateurs' counts (built from the
/// Ronde's vocabulary table, `verbs_mj`).
pub fn jour() -> poise::Command<crate::discord::Data, BotError> {
    verbs::group::<Ronde>("mj jour")
}

/// Procès by hand: a forced outcome (the table's), a deadline moved (read on the clock).
pub fn proces() -> poise::Command<crate::discord::Data, BotError> {
    let mut group = verbs::group::<Ronde>("mj proces");
    group.subcommands.push(delai());
    group
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

/// The ledger by hand, built from the vocabulary table.
pub fn points() -> poise::Command<crate::discord::Data, BotError> {
    verbs::group::<Ronde>("mj points")
}
