//! `/partie`: the game of this channel (or the author's): its step, the time left, the
//! living and the Maire.

use crate::discord::error::locale;
use crate::discord::lg::labels;
use crate::discord::{BotError, Context};
use crate::tr;

/// Shows the game running in this channel.
#[poise::command(slash_command, rename = "partie")]
pub async fn partie(ctx: Context<'_>) -> Result<(), BotError> {
    let locale = locale(ctx).await;
    let data = ctx.data();
    let channel = ctx.channel_id().get();
    let table = match data.lg.game_of_player(ctx.author().id.get(), channel).await {
        Some(t) => Some(t),
        None => data.lg.game_of_channel(channel).await,
    };
    let text = match table {
        Some(table) => {
            let s = data.lg.state(table.id()).await?;
            let left = match (s.paused, s.deadline) {
                (Some(ms), _) => ms / 1000,
                (None, Some(d)) => (d - chrono::Utc::now()).num_seconds().max(0),
                (None, None) => 0,
            };
            let living: Vec<&str> = s.living().map(|p| p.name.as_str()).collect();
            tr!(
                data.i18n,
                &locale,
                "lg-status",
                id = table.game,
                phase = labels::phase(&data.i18n, &locale, s.phase),
                left = labels::time_left(&data.i18n, &locale, left),
                living = living.join(", "),
                mayor = s.mayor.map_or_else(|| "-".to_owned(), |m| s.name(m))
            )
        }
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
    ctx.send(poise::CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}
