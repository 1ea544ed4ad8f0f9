//! `/partie`: the game running in this channel, if any.

use crate::discord::error::locale;
use crate::discord::{BotError, Context};
use crate::tr;

/// Shows the game running in this channel.
#[poise::command(slash_command, guild_only, rename = "partie")]
pub async fn partie(ctx: Context<'_>) -> Result<(), BotError> {
    let locale = locale(ctx).await;
    let data = ctx.data();
    let text = match data.store.running_game_in(ctx.channel_id().get()).await? {
        Some(game) => tr!(
            data.i18n,
            &locale,
            "partie-running",
            id = game.id.0,
            kind = game.kind
        ),
        None => tr!(data.i18n, &locale, "partie-none"),
    };
    ctx.send(poise::CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}
