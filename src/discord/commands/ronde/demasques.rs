//! `/demasques …` (§7): the chorus proposes, votes (also with the ballot's menu in its
//! channel), looks at today's ballot, and its Secrétaire settles a tie.

use engine::ronde::demasques::ChorusAction;
use engine::ronde::{offers, ChorusCmd, Command};

use super::choices;
use super::{me, my_game, player, send_in};
use crate::discord::commands::reply;
use crate::discord::error::{locale, Refusal};
use crate::discord::{BotError, Context};
use crate::store::Table;
use crate::tr;

/// The chorus's actions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Action {
    #[name = "enqueter"]
    Enqueter,
    #[name = "endormir"]
    Endormir,
    #[name = "secret"]
    Secret,
    #[name = "bougie"]
    Bougie,
    #[name = "trancher"]
    Trancher,
}

/// The chorus of the Démasqués.
#[poise::command(
    slash_command,
    rename = "demasques",
    subcommands("proposer", "voter", "etat", "trancher")
)]
pub async fn demasques(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

async fn chorus(ctx: Context<'_>, cmd: ChorusCmd) -> Result<(), BotError> {
    let (table, _) = my_game(ctx).await?;
    chorus_in(ctx, &table, cmd).await
}

/// A chorus command to the game the handler already found.
async fn chorus_in(ctx: Context<'_>, table: &Table, cmd: ChorusCmd) -> Result<(), BotError> {
    let actor = me(ctx);
    send_in(ctx, table, Command::Chorus { actor, cmd }, "done").await
}

fn number(n: f64) -> Result<usize, BotError> {
    super::whole(n)
}

/// Propose tomorrow's action.
#[poise::command(slash_command, rename = "proposer")]
pub async fn proposer(
    ctx: Context<'_>,
    action: Action,
    #[autocomplete = "choices::masked"] joueur: Option<String>,
    #[autocomplete = "choices::roster"] personnage: Option<String>,
    extrait: Option<String>,
) -> Result<(), BotError> {
    let (table, state) = my_game(ctx).await?;
    let action = ChorusAction::from_id(action.name_id()).ok_or(Refusal::BadArgument)?;
    let cmd = ChorusCmd::Propose {
        action,
        target: joueur.map(|j| player(ctx, &state, &j)).transpose()?,
        personnage: personnage.map(|p| super::personnage(&p)).transpose()?,
        excerpt: extrait.unwrap_or_default(),
    };
    chorus_in(ctx, &table, cmd).await
}

impl Action {
    fn name_id(self) -> &'static str {
        match self {
            Action::Enqueter => "enqueter",
            Action::Endormir => "endormir",
            Action::Secret => "secret",
            Action::Bougie => "bougie",
            Action::Trancher => "trancher",
        }
    }
}

/// Vote for a proposal of today.
#[poise::command(slash_command, rename = "voter")]
pub async fn voter(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 100000]
    #[autocomplete = "choices::proposals"]
    proposition: f64,
) -> Result<(), BotError> {
    let proposal = number(proposition)?;
    chorus(ctx, ChorusCmd::Vote { proposal }).await
}

/// Today's proposals and their votes.
#[poise::command(slash_command, rename = "etat")]
pub async fn etat(ctx: Context<'_>) -> Result<(), BotError> {
    let (_, state) = my_game(ctx).await?;
    let locale = locale(ctx).await;
    let i18n = &ctx.data().i18n;
    if !state.chorus_members().contains(&me(ctx)) && !offers::is_mj(&state, me(ctx)) {
        return Err(BotError::Rule("not-demasque"));
    }
    let lines: Vec<String> = state
        .chorus
        .of_day(state.day)
        .map(|p| format!("{} ({})", offers::proposal_label(&state, p), p.votes.len()))
        .collect();
    let text = if lines.is_empty() {
        tr!(i18n, &locale, "ronde-chorus-empty")
    } else {
        tr!(
            i18n,
            &locale,
            "ronde-chorus-status",
            lines = lines.join("\n")
        )
    };
    reply(ctx, text).await
}

/// Secrétaire: settle a tie.
#[poise::command(slash_command, rename = "trancher")]
pub async fn trancher(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 100000]
    #[autocomplete = "choices::proposals"]
    proposition: f64,
) -> Result<(), BotError> {
    let proposal = number(proposition)?;
    chorus(ctx, ChorusCmd::Trancher { proposal }).await
}
