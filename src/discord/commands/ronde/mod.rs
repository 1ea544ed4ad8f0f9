//! La Ronde des Pantins's commands (§9): what players ask (`/ouvrir`, `/plainte`, `/preuve`…,
//! `/pouvoir`, `/demasques`) and the MJs' `/mj partie|jour|joueur|proces|points|bureau`.
//! Their autocomplete lists the author's offers: `personnage` from the player's own list,
//! `proces` from the open procès they may act in, `joueur` from the masked players. Every
//! answer is ephemeral; an anonymous action is never echoed anywhere else.

pub mod choices;
pub mod demasques;
pub mod mj;
mod mj_bureau;
mod mj_joueur;
pub mod player;
pub mod pouvoir;

use std::sync::Arc;

use engine::ronde::{Command, MjCommand, Personnage, Ronde, State};
use engine::PlayerId;

use super::{reply, within_window};
use crate::discord::error::{locale, Refusal};
use crate::discord::host::Host;
use crate::discord::{BotError, Context};
use crate::store::Table;
use crate::tr;

/// The Ronde's host.
fn host(ctx: Context<'_>) -> &Arc<Host<Ronde>> {
    &ctx.data().hosts.ronde
}

/// The author as a player id.
fn me(ctx: Context<'_>) -> PlayerId {
    PlayerId(ctx.author().id.get())
}

/// The Ronde the author is registered in (the one of this channel first), with its state.
async fn my_game(ctx: Context<'_>) -> Result<(Table, Arc<State>), BotError> {
    let table = host(ctx)
        .game_of_seat(ctx.author().id.get(), ctx.channel_id().get())
        .await
        .ok_or(Refusal::NotAPlayer)?;
    let state = host(ctx).state(table.id()).await?;
    Ok((table, state))
}

/// The Ronde of this channel (for MJs), else the one the author is registered in.
async fn this_game(ctx: Context<'_>) -> Result<(Table, Arc<State>), BotError> {
    let channel = ctx.channel_id().get();
    let table = match host(ctx).game_of_channel(channel).await {
        Some(t) => t,
        None => host(ctx)
            .game_of_seat(ctx.author().id.get(), channel)
            .await
            .ok_or(Refusal::NoGame)?,
    };
    let state = host(ctx).state(table.id()).await?;
    Ok((table, state))
}

/// Sends a command to the author's game and answers with `done` (or the given message).
async fn send(ctx: Context<'_>, command: Command, done: &str) -> Result<(), BotError> {
    let (table, _) = my_game(ctx).await?;
    send_in(ctx, &table, command, done).await
}

/// Sends a command to the game a handler already found, and answers with `done`.
async fn send_in(
    ctx: Context<'_>,
    table: &Table,
    command: Command,
    done: &str,
) -> Result<(), BotError> {
    within_window(ctx, host(ctx).send(table.id(), command)).await?;
    let locale = locale(ctx).await;
    reply(ctx, tr!(ctx.data().i18n, &locale, done)).await
}

/// Sends an MJ command to the game of this channel.
async fn send_mj(ctx: Context<'_>, cmd: MjCommand) -> Result<(), BotError> {
    let (table, _) = this_game(ctx).await?;
    let command = Command::Mj { by: me(ctx), cmd };
    within_window(ctx, host(ctx).send(table.id(), command)).await?;
    let locale = locale(ctx).await;
    reply(ctx, tr!(ctx.data().i18n, &locale, "done")).await
}

/// The seated player a typed name stands for.
fn player(ctx: Context<'_>, state: &State, given: &str) -> Result<PlayerId, BotError> {
    super::verbs::who::player(ctx, &engine::ronde::channels::seats(state), given)
}

/// A Personnage given by id or name.
fn personnage(given: &str) -> Result<Personnage, BotError> {
    Personnage::from_id(given)
        .or_else(|| {
            Personnage::ALL
                .into_iter()
                .find(|p| p.name().eq_ignore_ascii_case(given.trim()))
        })
        .ok_or(Refusal::UnknownId.into())
}

/// The procès of the thread a command is used in; a post made a moment ago may not be in
/// the channel map yet: it is waited for, on the table's change.
async fn proces_of_thread(ctx: Context<'_>, table: &Table) -> Result<usize, BotError> {
    let channel = ctx.channel_id().get();
    if let Ok(n) = proces_here(table, channel, None) {
        return Ok(n);
    }
    let wait = crate::discord::host::NAMING_WAIT;
    let named = host(ctx).table_naming(table.id(), channel, wait).await;
    proces_here(named.as_ref().unwrap_or(table), channel, None)
}

/// A procès number, or the procès of the post the command is run in.
fn proces_here(table: &Table, channel: u64, given: Option<f64>) -> Result<usize, BotError> {
    if let Some(n) = given {
        return whole(n).map_err(|_| BotError::Rule("not-a-trial"));
    }
    let name = table
        .name_of(channel)
        .ok_or(BotError::Rule("not-a-trial"))?;
    name.strip_prefix("proces-")
        .and_then(|n| n.parse().ok())
        .ok_or(BotError::Rule("not-a-trial"))
}

use super::whole;
