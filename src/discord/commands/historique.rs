//! `/historique`: the server's finished games, newest first, each with its page on the web
//! view (its recap, its export) when it is on.

use poise::serenity_prelude as serenity;

use super::reply;
use crate::discord::error::locale;
use crate::discord::{BotError, Context};
use crate::history::Record;
use crate::i18n::I18n;
use crate::tr;

/// At most this many games are listed in the answer (the web page has them all), and the
/// answer's lines stay within this many characters (Discord takes 2,000).
const LISTED: usize = 15;
const BUDGET: usize = 1_700;

/// The server's finished games, with their links.
#[poise::command(slash_command, guild_only, rename = "historique")]
pub async fn historique(ctx: Context<'_>) -> Result<(), BotError> {
    let locale = locale(ctx).await;
    let data = ctx.data();
    let guild = ctx.guild_id().map_or(0, serenity::GuildId::get);
    let records = data.history.of(guild).await?;
    let text = listing(&data.i18n, &locale, &records, data.web.as_ref(), guild);
    reply(ctx, text).await
}

/// The answer: the newest games that fit, then how many more and the history's page.
pub fn listing(
    i18n: &I18n,
    locale: &str,
    records: &[std::sync::Arc<Record>],
    web: Option<&crate::web::Links>,
    guild: u64,
) -> String {
    if records.is_empty() {
        return tr!(i18n, locale, "historique-none");
    }
    let mut lines = vec![tr!(i18n, locale, "historique-head")];
    let mut used = lines[0].chars().count();
    for r in records.iter().rev().take(LISTED) {
        let url = web.map(|l| l.watch_url(r.game));
        let next = line(i18n, locale, r, url);
        used += next.chars().count() + 1;
        if used > BUDGET {
            break;
        }
        lines.push(next);
    }
    let more = records.len() - (lines.len() - 1);
    match web {
        Some(links) => lines.push(tr!(
            i18n,
            locale,
            "historique-web",
            count = more,
            url = links.history_url(guild)
        )),
        None if more > 0 => lines.push(tr!(i18n, locale, "historique-more", count = more)),
        None => {}
    }
    lines.join("\n")
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

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use crate::history::{Played, Record};
    use crate::store::GameId;

    fn record(id: i64) -> Arc<Record> {
        let played = |i: u64| Played {
            id: i,
            name: format!("Joueur {i}"),
            role: "villageois".into(),
            camp: "village".into(),
            won: true,
            survived: true,
            points: None,
        };
        Arc::new(Record {
            game: GameId(id),
            kind: engine::loups_garous::KIND.into(),
            ended: chrono::DateTime::from_timestamp(1_800_000_000 + id, 0).unwrap(),
            winner: Some("village".into()),
            composition: Vec::new(),
            players: (1..=12).map(played).collect(),
        })
    }

    #[test]
    fn a_long_history_fits_one_message_and_says_how_many_more() {
        let i18n = crate::i18n::I18n::load().unwrap();
        let links =
            crate::web::Links::new(&"ab".repeat(32), "https://regisseur.example.org").unwrap();
        let records: Vec<_> = (1..=40).map(record).collect();
        let text = super::listing(&i18n, "fr", &records, Some(&links), 7);
        assert!(
            text.chars().count() <= 2000,
            "{} characters",
            text.chars().count()
        );
        let listed = text.matches("/g/").count();
        assert!(listed >= 5, "{text}");
        assert!(text.contains("n°40 ·"), "the newest first: {text}");
        assert!(
            text.contains(&format!("et {} autres", 40 - listed)),
            "{text}"
        );
        assert!(text.contains("/h/7/"), "{text}");
        let none = super::listing(&i18n, "fr", &[], None, 7);
        assert!(none.contains("Aucune partie"), "{none}");
    }
}
