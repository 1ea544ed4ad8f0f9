//! `/historique`: the server's finished games, newest first, each with its page on the web
//! view (its recap, its export) when it is on.

use poise::serenity_prelude as serenity;

use super::reply;
use crate::discord::error::locale;
use crate::discord::{BotError, Context};
use crate::history::Record;
use crate::i18n::I18n;
use crate::tr;

/// At most this many games are listed in the answer (the web page has them all).
const LISTED: usize = 15;

/// The server's finished games, with their links.
#[poise::command(slash_command, guild_only, rename = "historique")]
pub async fn historique(ctx: Context<'_>) -> Result<(), BotError> {
    let locale = locale(ctx).await;
    let data = ctx.data();
    let guild = ctx.guild_id().map_or(0, serenity::GuildId::get);
    let records = data.history.of(guild).await?;
    if records.is_empty() {
        return reply(ctx, tr!(data.i18n, &locale, "historique-none")).await;
    }
    let mut lines = vec![tr!(data.i18n, &locale, "historique-head")];
    for r in records.iter().rev().take(LISTED) {
        let url = data.web.as_ref().map(|l| l.watch_url(r.game));
        lines.push(line(&data.i18n, &locale, r, url));
    }
    let more = records.len().saturating_sub(LISTED);
    match &data.web {
        Some(links) => lines.push(tr!(
            data.i18n,
            &locale,
            "historique-web",
            count = more,
            url = links.history_url(guild)
        )),
        None if more > 0 => lines.push(tr!(data.i18n, &locale, "historique-more", count = more)),
        None => {}
    }
    reply(ctx, lines.join("\n")).await
}

/// One game's line: its number, kind, end, size, winner and link.
pub fn line(i18n: &I18n, locale: &str, r: &Record, url: Option<String>) -> String {
    let kind = i18n.get(locale, &format!("web-kind-{}", r.kind), &[]);
    let winner = winner(i18n, locale, r);
    let text = tr!(
        i18n,
        locale,
        "historique-line",
        id = r.game.0,
        kind = kind,
        ended = r.ended.timestamp(),
        players = r.players.len(),
        winner = winner
    );
    match url {
        Some(url) => format!("{text} · <{url}>"),
        None => text,
    }
}

/// Who won a game, in words: the camp, or the Ronde's first place(s).
pub fn winner(i18n: &I18n, locale: &str, r: &Record) -> String {
    if r.kind == engine::ronde::KIND {
        let first: Vec<String> = r
            .players
            .iter()
            .filter(|p| p.won)
            .map(|p| crate::i18n::name(&p.name))
            .collect();
        return tr!(i18n, locale, "historique-first", names = first.join(", "));
    }
    let camp = r
        .winner
        .as_deref()
        .unwrap_or(crate::history::stats::NONE_WON);
    tr!(i18n, locale, "stats-camp", camp = camp)
}
