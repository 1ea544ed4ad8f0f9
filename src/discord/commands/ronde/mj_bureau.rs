//! `/mj bureau …`: the command of every button of the MJs' desk (§9) — anonymous actions,
//! proofs, reviews, jokers, Sirène orders, Souffleur themes, Dons, chorus ties — and the
//! answer to a player's question. A card decided here is closed on the desk as a click would.

use engine::ronde::checklist::ItemStatus;
use engine::ronde::MjCommand;
use engine::PlayerId;
use poise::serenity_prelude as serenity;

use super::send_mj;
use crate::discord::{BotError, Context};

/// The desk's decisions, by command.
#[poise::command(
    slash_command,
    guild_only,
    rename = "bureau",
    subcommands(
        "anonyme", "revue", "preuve", "joker", "sirene", "souffle", "don", "trancher", "repondre"
    )
)]
pub async fn bureau(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

fn number(n: f64) -> Result<usize, BotError> {
    super::whole(n)
}

/// Yes or no.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Verdict {
    #[name = "approuver"]
    Approuver,
    #[name = "refuser"]
    Refuser,
}

/// A review's decisions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Revue {
    #[name = "respectee"]
    Respectee,
    #[name = "joker"]
    Joker,
    #[name = "excusee"]
    Excusee,
    #[name = "non-respectee"]
    NonRespectee,
}

/// An anonymous action.
#[poise::command(slash_command, guild_only, rename = "anonyme")]
pub async fn anonyme(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 100000]
    numero: f64,
    decision: Verdict,
) -> Result<(), BotError> {
    let cmd = MjCommand::Anonymous {
        id: number(numero)?,
        approve: decision == Verdict::Approuver,
    };
    send_mj(ctx, cmd).await
}

/// A constraint under review at a boundary.
#[poise::command(slash_command, guild_only, rename = "revue")]
pub async fn revue(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 100000]
    numero: f64,
    decision: Revue,
) -> Result<(), BotError> {
    let decision = match decision {
        Revue::Respectee => ItemStatus::Respectee,
        Revue::Joker => ItemStatus::Joker,
        Revue::Excusee => ItemStatus::Excusee,
        Revue::NonRespectee => ItemStatus::NonRespectee,
    };
    send_mj(
        ctx,
        MjCommand::Review {
            item: number(numero)?,
            decision,
        },
    )
    .await
}

/// A proof: valid or not.
#[poise::command(slash_command, guild_only, rename = "preuve")]
pub async fn preuve(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 100000]
    numero: f64,
    decision: Verdict,
) -> Result<(), BotError> {
    let decision = match decision {
        Verdict::Approuver => ItemStatus::Validee,
        Verdict::Refuser => ItemStatus::Refusee,
    };
    send_mj(
        ctx,
        MjCommand::Review {
            item: number(numero)?,
            decision,
        },
    )
    .await
}

/// A declared joker.
#[poise::command(slash_command, guild_only, rename = "joker")]
pub async fn joker(
    ctx: Context<'_>,
    joueur: serenity::User,
    decision: Verdict,
) -> Result<(), BotError> {
    let cmd = MjCommand::ConfirmJoker {
        player: PlayerId(joueur.id.get()),
        approve: decision == Verdict::Approuver,
    };
    send_mj(ctx, cmd).await
}

/// A Sirène order (go to a cell, take a bank item).
#[poise::command(slash_command, guild_only, rename = "sirene")]
pub async fn sirene(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 100000]
    numero: f64,
    decision: Verdict,
) -> Result<(), BotError> {
    let cmd = MjCommand::SireneOrder {
        id: number(numero)?,
        approve: decision == Verdict::Approuver,
    };
    send_mj(ctx, cmd).await
}

/// Whether a right excerpt holds the day's theme.
#[poise::command(slash_command, guild_only, rename = "souffle")]
pub async fn souffle(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 100000]
    numero: f64,
    theme: bool,
) -> Result<(), BotError> {
    send_mj(
        ctx,
        MjCommand::Souffle {
            id: number(numero)?,
            theme_ok: theme,
        },
    )
    .await
}

/// What a gift was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Don {
    #[name = "carton"]
    Carton,
    #[name = "cantine"]
    Cantine,
    #[name = "rien"]
    Rien,
}

/// A gift received (a carton +7, a cantine +13, or nothing that scores).
#[poise::command(slash_command, guild_only, rename = "don")]
pub async fn don(ctx: Context<'_>, joueur: serenity::User, objet: Don) -> Result<(), BotError> {
    let player = PlayerId(joueur.id.get());
    let cmd = match objet {
        Don::Rien => MjCommand::DismissDon { player },
        d => MjCommand::ConfirmDon {
            player,
            cantine: d == Don::Cantine,
        },
    };
    send_mj(ctx, cmd).await
}

/// A chorus tie.
#[poise::command(slash_command, guild_only, rename = "trancher")]
pub async fn trancher(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 100000]
    proposition: f64,
) -> Result<(), BotError> {
    send_mj(
        ctx,
        MjCommand::Decide {
            proposal: number(proposition)?,
        },
    )
    .await
}

/// Answer a question by DM: its number (its card), or a player (their oldest).
#[poise::command(slash_command, guild_only, rename = "repondre")]
pub async fn repondre(
    ctx: Context<'_>,
    texte: String,
    joueur: Option<serenity::User>,
    #[min = 1]
    #[max = 100000]
    question: Option<f64>,
) -> Result<(), BotError> {
    let cmd = match (joueur, question) {
        (None, Some(n)) => MjCommand::Reply {
            question: number(n)?,
            text: texte,
        },
        (Some(joueur), None) => MjCommand::Answer {
            player: PlayerId(joueur.id.get()),
            text: texte,
        },
        _ => return Err(BotError::Rule("answer-one-of")),
    };
    send_mj(ctx, cmd).await
}
