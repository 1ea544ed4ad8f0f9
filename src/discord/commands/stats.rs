//! `/stats`: a player's statistics on this server (his games, wins, camps, roles, survival,
//! Personnages, the Ronde's points), or the server's (games by size, each camp's wins by
//! number of players, the roles that win most), from the finished games' logs.

use poise::serenity_prelude as serenity;

use super::reply;
use crate::discord::error::locale;
use crate::discord::{BotError, Context};
use crate::history::stats::{self, PlayerStats, ServerStats, Tally};
use crate::i18n::I18n;
use crate::tr;

/// A player's statistics on this server, or the server's.
#[poise::command(slash_command, guild_only, rename = "stats")]
pub async fn stats(
    ctx: Context<'_>,
    #[rename = "joueur"] joueur: Option<serenity::User>,
) -> Result<(), BotError> {
    let locale = locale(ctx).await;
    let data = ctx.data();
    let guild = ctx.guild_id().map_or(0, serenity::GuildId::get);
    let records = data.history.of(guild).await?;
    let mut text = match &joueur {
        Some(user) => {
            let name = user
                .global_name
                .clone()
                .unwrap_or_else(|| user.name.clone());
            player_text(
                &data.i18n,
                &locale,
                &name,
                &stats::player(&records, user.id.get()),
            )
        }
        None => server_text(&data.i18n, &locale, &stats::server(&records)),
    };
    if let Some(links) = &data.web {
        text += "\n";
        text += &tr!(
            data.i18n,
            &locale,
            "stats-web",
            url = links.stats_url(guild)
        );
    }
    reply(ctx, text).await
}

fn percent(t: Tally) -> i64 {
    (t.rate() * 100.0).round() as i64
}

/// `Village 2/3, Meute 1/3`: each key's wins over its games.
fn tallies<'a>(
    i18n: &I18n,
    locale: &str,
    items: impl IntoIterator<Item = (&'a String, &'a Tally)>,
    label: impl Fn(&str) -> String,
) -> String {
    let _ = (i18n, locale);
    let list: Vec<String> = items
        .into_iter()
        .map(|(k, t)| format!("{} {}/{}", label(k), t.wins, t.games))
        .collect();
    list.join(", ")
}

/// A player's statistics in words.
pub fn player_text(i18n: &I18n, locale: &str, name: &str, s: &PlayerStats) -> String {
    let mut lines = vec![tr!(
        i18n,
        locale,
        "stats-player",
        name = crate::i18n::name(name)
    )];
    if s.lg.games == 0 {
        lines.push(tr!(i18n, locale, "stats-lg-none"));
    } else {
        lines.push(tr!(
            i18n,
            locale,
            "stats-lg",
            games = s.lg.games,
            wins = s.lg.wins,
            rate = percent(s.lg),
            survived = s.survived
        ));
        let camp = |c: &str| tr!(i18n, locale, "stats-camp", camp = c);
        let role = |r: &str| crate::discord::lg::labels::role(i18n, locale, r);
        lines.push(tr!(
            i18n,
            locale,
            "stats-camps",
            list = tallies(i18n, locale, &s.by_camp, camp)
        ));
        lines.push(tr!(
            i18n,
            locale,
            "stats-roles",
            list = tallies(i18n, locale, &s.by_role, role)
        ));
    }
    if s.ronde.games == 0 {
        lines.push(tr!(i18n, locale, "stats-ronde-none"));
    } else {
        let personnages: Vec<String> = s
            .personnages
            .iter()
            .map(|(p, n)| format!("{} ×{n}", personnage(p)))
            .collect();
        lines.push(tr!(
            i18n,
            locale,
            "stats-ronde",
            games = s.ronde.games,
            first = s.ronde.wins,
            points = s.points,
            best = s.best.unwrap_or(0),
            masked = s.masked,
            list = personnages.join(", ")
        ));
    }
    lines.join("\n")
}

/// A Personnage's name from its id.
pub fn personnage(id: &str) -> String {
    engine::ronde::Personnage::from_id(id).map_or_else(|| id.to_owned(), |p| p.name().to_owned())
}

/// The server's statistics in words.
pub fn server_text(i18n: &I18n, locale: &str, s: &ServerStats) -> String {
    let count = |kind: &str| -> u32 {
        s.by_size
            .iter()
            .filter(|((k, _), _)| k == kind)
            .map(|(_, n)| n)
            .sum()
    };
    let (lg, ronde) = (
        count(engine::loups_garous::KIND),
        count(engine::ronde::KIND),
    );
    let mut lines = vec![tr!(i18n, locale, "stats-server", lg = lg, ronde = ronde)];
    if lg > 0 {
        let sizes: Vec<String> = s
            .camps
            .iter()
            .map(|(size, (games, wins))| {
                let camps: Vec<String> = wins
                    .iter()
                    .map(|(c, w)| {
                        format!(
                            "{} {w}/{games}",
                            tr!(i18n, locale, "stats-camp", camp = c.as_str())
                        )
                    })
                    .collect();
                tr!(
                    i18n,
                    locale,
                    "stats-size",
                    players = *size,
                    list = camps.join(", ")
                )
            })
            .collect();
        lines.push(tr!(i18n, locale, "stats-sizes", list = sizes.join(" ; ")));
        let roles: Vec<String> = s
            .roles
            .iter()
            .take(5)
            .map(|(r, t)| {
                let role = crate::discord::lg::labels::role(i18n, locale, r);
                format!("{role} {} % ({}/{})", percent(*t), t.wins, t.games)
            })
            .collect();
        lines.push(tr!(
            i18n,
            locale,
            "stats-top-roles",
            list = roles.join(", ")
        ));
    }
    lines.join("\n")
}
