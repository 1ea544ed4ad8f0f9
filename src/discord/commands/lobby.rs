//! The commands of any game's table: `/rejoindre` and `/quitter` in the lobby (the join
//! message is updated from the game's log), `/role` once seated.

use poise::serenity_prelude as serenity;

use super::{reply, within_window};
use crate::discord::error::{locale, Refusal};
use crate::discord::host::hosting::Hosting;
use crate::discord::{BotError, Context};
use crate::store::Table;
use crate::tr;

/// The author's name at the table: their nickname here, else their user name.
async fn display_name(ctx: Context<'_>) -> String {
    match ctx.author_member().await {
        Some(m) => m.display_name().to_owned(),
        None => ctx.author().name.clone(),
    }
}

/// Edits the join message to the lobby as it stands, in turn with the message's other
/// writes (none if it shows as new already).
async fn show_lobby(ctx: Context<'_>, host: &dyn Hosting, table: &Table) {
    let Some(message) = table.join_message else {
        return;
    };
    let mut turn = ctx.data().lobbies.turn(message).await;
    let lobby = match host.lobby(table.id()).await {
        Ok(lobby) if turn.newer(lobby.seq) => lobby,
        _ => return,
    };
    let seq = lobby.seq;
    let edit = serenity::EditMessage::new()
        .content(lobby.text)
        .components(lobby.rows)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    let channel = serenity::ChannelId::new(table.lobby_channel);
    let http = &ctx.serenity_context().http;
    match channel.edit_message(http, message, edit).await {
        Ok(_) => turn.shown(seq),
        Err(e) => {
            tracing::warn!(game = %table.game, error = %e, "the join message was not updated");
        }
    }
}

/// A seat taken or given back in the lobby of this channel's game, then the join message
/// updated and the author told (`said`).
async fn change_seat(ctx: Context<'_>, join: bool, said: &str) -> Result<(), BotError> {
    let data = ctx.data();
    let (host, table) = data
        .hosts
        .of_channel(ctx.channel_id().get())
        .await
        .ok_or(Refusal::NoGame)?;
    let user = ctx.author().id.get();
    let change = if join {
        let name = display_name(ctx).await;
        host.join(table.id(), user, name)
    } else {
        host.leave(table.id(), user)
    };
    within_window(ctx, change).await?;
    show_lobby(ctx, host.as_ref(), &table).await;
    let locale = locale(ctx).await;
    reply(ctx, tr!(data.i18n, &locale, said, id = table.game)).await
}

/// Join the game of this channel.
#[poise::command(slash_command, guild_only, rename = "rejoindre")]
pub async fn rejoindre(ctx: Context<'_>) -> Result<(), BotError> {
    change_seat(ctx, true, "game-joined").await
}

/// Leave the game of this channel before it starts.
#[poise::command(slash_command, guild_only, rename = "quitter")]
pub async fn quitter(ctx: Context<'_>) -> Result<(), BotError> {
    change_seat(ctx, false, "game-left").await
}

/// My card in the game I play.
#[poise::command(slash_command, rename = "role")]
pub async fn role(ctx: Context<'_>) -> Result<(), BotError> {
    let user = ctx.author().id.get();
    let (host, table) = ctx
        .data()
        .hosts
        .of_seat(user, ctx.channel_id().get())
        .await
        .ok_or(Refusal::NotAPlayer)?;
    let locale = locale(ctx).await;
    let card = host.card(table.id(), user, locale).await?;
    super::reply_part(ctx, card).await
}
