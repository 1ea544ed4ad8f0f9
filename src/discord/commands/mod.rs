//! Every slash command, one file per feature. Names are French; `commands.ftl` localizes them.
//! The shared ones (`/partie`, `/role`, the lobby, most of `/mj`) find their game among every
//! hosted kind; the others belong to one game.

mod aide;
mod archive;
mod complete;
mod diagnostic;
pub mod historique;
pub mod lg;
mod lien;
mod lobby;
mod mj;
mod mj_game;
mod newcomer;
mod partie;
pub mod ronde;
mod stats;
pub mod verbs;

use super::error::Refusal;
use super::{BotError, Context, Data};

/// Every command the bot registers.
pub fn all() -> Vec<poise::Command<Data, BotError>> {
    vec![
        aide::aide(),
        partie::partie(),
        historique::historique(),
        stats::stats(),
        lobby::rejoindre(),
        lobby::quitter(),
        lobby::role(),
        lg::inventaire(),
        lg::utiliser(),
        lg::voter(),
        lg::rentrer(),
        lg::sablier(),
        lg::regles(),
        ronde::player::liste(),
        ronde::player::ouvrir(),
        ronde::player::plainte(),
        ronde::player::preuve(),
        ronde::player::joker(),
        ronde::player::question(),
        ronde::player::deviner_ronde(),
        ronde::player::classement(),
        ronde::pouvoir::pouvoir(),
        ronde::demasques::demasques(),
        mj::mj(),
    ]
}

/// An ephemeral answer that pings nobody.
pub async fn reply(ctx: Context<'_>, text: String) -> Result<(), BotError> {
    let reply = poise::CreateReply::default()
        .content(text)
        .ephemeral(true)
        .allowed_mentions(poise::serenity_prelude::CreateAllowedMentions::new());
    send(ctx, reply).await
}

/// Answers with a part of a game's message (a card as embeds), ephemerally, pinging nobody.
pub async fn reply_part(
    ctx: Context<'_>,
    part: crate::discord::host::card::Part,
) -> Result<(), BotError> {
    use crate::discord::host::card::Part;
    let card = match part {
        Part::Text(text) => return reply(ctx, text).await,
        Part::Card(card) => card,
    };
    let mut reply = poise::CreateReply::default()
        .ephemeral(true)
        .allowed_mentions(poise::serenity_prelude::CreateAllowedMentions::new());
    // An ephemeral answer has at most 10 embeds and 6,000 characters in all: one card's
    // first embeds that fit (a role card is one).
    let mut total = 0;
    for embed in card.fitted().into_iter().take(10) {
        total += embed.size();
        if total > crate::discord::host::card::MAX_TOTAL {
            break;
        }
        reply = reply.embed(embed.embed());
    }
    send(ctx, reply).await
}

/// Sends `reply` (the callback, or a follow-up once answered), again while Discord answers
/// 429 within the interaction's 3 s.
pub async fn send(ctx: Context<'_>, reply: poise::CreateReply) -> Result<(), BotError> {
    match ctx {
        poise::Context::Application(a) => {
            let id = a.interaction.id;
            crate::discord::host::retry::callback(id, || ctx.send(reply.clone())).await?;
        }
        poise::Context::Prefix(_) => {
            ctx.send(reply).await?;
        }
    }
    Ok(())
}

/// Defers the answer (ephemeral "thinking…"), again while Discord answers 429 within the
/// interaction's 3 s.
pub async fn defer(ctx: Context<'_>) -> Result<(), BotError> {
    match ctx {
        poise::Context::Application(a) => {
            crate::discord::host::retry::callback(a.interaction.id, || ctx.defer_ephemeral())
                .await?;
        }
        poise::Context::Prefix(_) => ctx.defer_ephemeral().await?,
    }
    Ok(())
}

/// How long a command may wait for its commit before its interaction is deferred: Discord
/// wants an answer within 3 s, network included.
const SLOW: std::time::Duration = std::time::Duration::from_millis(1500);

/// Runs `work`, deferring the (ephemeral) answer first if it is not done well inside
/// Discord's window: a slow commit never turns an accepted action into a failed one.
pub async fn within_window<T>(
    ctx: Context<'_>,
    work: impl std::future::Future<Output = Result<T, BotError>>,
) -> Result<T, BotError> {
    tokio::pin!(work);
    tokio::select! {
        done = &mut work => done,
        () = tokio::time::sleep(SLOW) => {
            defer(ctx).await?;
            work.await
        }
    }
}

/// A whole number given as a Discord NUMBER option (integer options carry bounds Discord's
/// own description refuses as floats).
pub(crate) fn whole<T: TryFrom<i64>>(x: f64) -> Result<T, BotError> {
    let ok = x.is_finite() && x.fract() == 0.0 && x.abs() < 1e15;
    ok.then_some(x as i64)
        .and_then(|n| T::try_from(n).ok())
        .ok_or(Refusal::BadArgument.into())
}
