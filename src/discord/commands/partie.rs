//! `/partie`: the game of this channel (or the author's), of any kind: where it stands.

use super::reply;
use crate::discord::error::locale;
use crate::discord::{BotError, Context};
use crate::tr;

/// Shows the game running in this channel.
#[poise::command(slash_command, rename = "partie")]
pub async fn partie(ctx: Context<'_>) -> Result<(), BotError> {
    let locale = locale(ctx).await;
    let data = ctx.data();
    let (user, channel) = (ctx.author().id.get(), ctx.channel_id().get());
    let text = match data.hosts.here(user, channel).await {
        Some((host, table)) => host.status(table.id(), locale).await?,
        None => match data.store.running_game_in(channel).await? {
            Some(game) => tr!(
                data.i18n,
                &locale,
                "partie-running",
                id = game.id.0,
                kind = game.kind
            ),
            None => tr!(data.i18n, &locale, "partie-none"),
        },
    };
    reply(ctx, text).await
}
