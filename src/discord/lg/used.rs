//! A prompt used: the click's answer edits the prompt itself (type 7), that item's components
//! disabled and a line saying it was taken into account.

use poise::serenity_prelude as serenity;
use serde_json::json;

use super::components::Component;
use crate::discord::{BotError, Data};

/// After a successful click on a personal prompt: answers by editing it. Returns whether it
/// answered (false: not a live personal prompt, the caller answers as usual).
pub async fn mark(
    ctx: &serenity::Context,
    c: &serenity::ComponentInteraction,
    data: &Data,
    component: &Component,
) -> Result<bool, BotError> {
    let Component::Item {
        game, player, item, ..
    } = component
    else {
        return Ok(false);
    };
    if *player == 0 {
        return Ok(false);
    }
    let locale = match data.lg.table(*game).await {
        Some(t) => data
            .lg
            .guild_settings(t.guild, &data.config.default_locale)
            .await
            .map(|s| s.locale)
            .unwrap_or_else(|_| data.config.default_locale.clone()),
        None => data.config.default_locale.clone(),
    };
    let line = crate::tr!(data.i18n, &locale, "lg-prompt-used", item = item.id());
    let Some((body, persist)) = data
        .lg
        .prompts
        .disable_item(c.message.id.get(), *item, &line)
        .await
    else {
        return Ok(false);
    };
    let response = json!({"type": 7, "data": body});
    ctx.http
        .create_interaction_response(c.id, &c.token, &response, vec![])
        .await?;
    data.lg.prompts.persist(persist).await;
    Ok(true)
}
