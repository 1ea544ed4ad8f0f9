//! `/mj diagnostic`: what the bot lacks here (its permissions in the server and in this
//! channel, the privileged intents of its application) and how to grant it; and the same
//! check run by `/mj creer` before it creates anything.

use super::reply;
use crate::discord::error::{locale, Refusal};
use crate::discord::host::ChannelSpec;
use crate::discord::setup::{self, perms, Diagnosis};
use crate::discord::{BotError, Context};

/// The diagnosis of this guild and channel for a game with these channels, played by voice
/// when `voice` (what voice games need is checked in any case, and named).
pub async fn diagnose(
    ctx: Context<'_>,
    channels: &[ChannelSpec],
    voice: bool,
) -> Result<Diagnosis, BotError> {
    let data = ctx.data();
    let ask = setup::Ask {
        http: &ctx.serenity_context().http,
        guild: ctx.guild_id().ok_or(Refusal::GuildOnly)?.get(),
        channel: ctx.channel_id().get(),
        bot: ctx.framework().bot_id().get(),
        guild_needs: perms::guild_needs(channels, false),
        voice_needs: perms::guild_needs(channels, true),
        voice_required: voice,
        intents_missing: &data.intents_missing,
    };
    Ok(setup::diagnose(ask).await?)
}

/// Refuses (naming what is missing) unless the bot can host a game with these channels here
/// (played by voice when `voice`).
pub async fn ensure(
    ctx: Context<'_>,
    channels: &[ChannelSpec],
    voice: bool,
) -> Result<(), BotError> {
    let diagnosis = diagnose(ctx, channels, voice).await?;
    if diagnosis.healthy() {
        Ok(())
    } else {
        Err(BotError::Setup(Box::new(diagnosis)))
    }
}

/// What the bot lacks on this server and in this channel, and how to grant it.
#[poise::command(slash_command, guild_only, rename = "diagnostic")]
pub async fn diagnostic(ctx: Context<'_>) -> Result<(), BotError> {
    super::defer(ctx).await?;
    let channels: Vec<ChannelSpec> = ctx
        .data()
        .hosts
        .all()
        .iter()
        .flat_map(|h| h.channels().iter().copied())
        .collect();
    let diagnosis = diagnose(ctx, &channels, false).await?;
    let locale = locale(ctx).await;
    let i18n = &ctx.data().i18n;
    // Administrators pass every overwrite: in a voice game nothing keeps them from speaking.
    let admins = i18n.get(&locale, "setup-voice-admins", &[]);
    let text = format!("{}\n{admins}", diagnosis.render(i18n, &locale));
    reply(ctx, text).await
}
