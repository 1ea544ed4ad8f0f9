//! `/mj lien`: an MJ's personal link to the game's ledger on the web view (valid 12 hours,
//! answered only to him), with the game's spectator link.

use crate::discord::error::locale;
use crate::discord::{BotError, Context};
use crate::tr;

use super::mj_game::this_game;
use super::reply;

/// Your personal link to the game's ledger (12 hours).
#[poise::command(slash_command, guild_only, rename = "lien")]
pub async fn lien(ctx: Context<'_>) -> Result<(), BotError> {
    let (_, table) = this_game(ctx).await?;
    let locale = locale(ctx).await;
    let data = ctx.data();
    let Some(links) = &data.web else {
        return reply(ctx, tr!(data.i18n, &locale, "mj-lien-off")).await;
    };
    let game = table.id();
    let now = data.hosts.lg.runtime.now();
    let (url, until) = links.mj_url(game, ctx.author().id.get(), now);
    let text = tr!(
        data.i18n,
        &locale,
        "mj-lien-done",
        id = table.game,
        until = until.timestamp(),
        url = url,
        watch = links.watch_url(game)
    );
    reply(ctx, text).await
}
