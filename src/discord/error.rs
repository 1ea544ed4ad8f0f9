//! Errors at the Discord boundary: a user's mistake (a localized, ephemeral answer that
//! changes nothing) or the unexpected (logged, and a generic apology).

use poise::serenity_prelude as serenity;

use super::{Context, Data};

/// A command's failure.
#[derive(Debug, thiserror::Error)]
pub enum BotError {
    /// The user may not do this, or asked for something impossible: the code of a Fluent
    /// message `error-<code>`.
    #[error("refused: {0}")]
    Refused(&'static str),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<serenity::Error> for BotError {
    fn from(e: serenity::Error) -> Self {
        BotError::Unexpected(e.into())
    }
}

impl From<crate::store::StoreError> for BotError {
    fn from(e: crate::store::StoreError) -> Self {
        BotError::Unexpected(e.into())
    }
}

/// The locale to answer a person in: theirs when we speak it, else the guild's.
pub async fn locale(ctx: Context<'_>) -> String {
    if let Some(l) = ctx.locale() {
        if l.starts_with("en") {
            return "en-US".to_owned();
        }
        if l.starts_with("fr") {
            return "fr".to_owned();
        }
    }
    let data = ctx.data();
    match ctx.guild_id() {
        Some(g) => data
            .lg
            .guild_settings(g.get(), &data.config.default_locale)
            .await
            .map(|s| s.locale)
            .unwrap_or_else(|_| data.config.default_locale.clone()),
        None => data.config.default_locale.clone(),
    }
}

async fn answer(ctx: Context<'_>, id: &str) {
    let locale = locale(ctx).await;
    let text = ctx.data().i18n.get(&locale, id, &[]);
    let reply = poise::CreateReply::default().content(text).ephemeral(true);
    if let Err(e) = ctx.send(reply).await {
        tracing::warn!(error = %e, "cannot send an error answer");
    }
}

pub async fn on_error(error: poise::FrameworkError<'_, Data, super::BotError>) {
    match error {
        poise::FrameworkError::Command {
            error: BotError::Refused(code),
            ctx,
            ..
        } => answer(ctx, &format!("error-{code}")).await,
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, error = ?error, "command failed");
            answer(ctx, "error-unexpected").await
        }
        poise::FrameworkError::ArgumentParse { ctx, .. } => answer(ctx, "error-bad-argument").await,
        poise::FrameworkError::GuildOnly { ctx, .. } => answer(ctx, "error-guild-only").await,
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "error while handling an error");
            }
        }
    }
}
