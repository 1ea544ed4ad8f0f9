//! A server's pages on the web view, behind its signed link (`/historique`, `/stats`): every
//! finished game with its page and its export, and the statistics with their plots (each
//! camp's wins by number of players beside `regisseur simulate`'s for the same
//! compositions, the roles, the Ronde's points).

use std::collections::BTreeMap;
use std::sync::Arc;

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Response};

use super::page::Section;
use super::text::{html, plain};
use super::view::{GridHtml, RowHtml};
use super::Web;
use crate::history::plot::{self, Group, Series};
use crate::history::stats::{self, ServerStats, NONE_WON};
use crate::history::Record;
use crate::tr;

/// Simulated games per composition placed beside the real ones.
const SIMULATED: usize = 200;

/// The server a path names, when its token is the server's.
fn guild(web: &Web, (guild, token): &(String, String)) -> Option<u64> {
    let guild: u64 = guild.parse().ok()?;
    web.links.guild_ok(guild, token).then_some(guild)
}

async fn records(
    web: &Web,
    headers: &HeaderMap,
    p: &(String, String),
) -> Result<(u64, Vec<Arc<Record>>), Response> {
    let Some(guild) = guild(web, p) else {
        return Err(super::routes::said(
            web,
            headers,
            StatusCode::NOT_FOUND,
            "web-gone",
        ));
    };
    match web.history.of(guild).await {
        Ok(records) => Ok((guild, records)),
        Err(e) => {
            tracing::warn!(error = %e, "the web view cannot read a server's history");
            Err(StatusCode::SERVICE_UNAVAILABLE.into_response())
        }
    }
}

/// Which of a server's pages.
#[derive(Debug, Clone, Copy)]
enum Report {
    History,
    Stats,
}

pub(super) async fn history_page(
    State(web): State<Arc<Web>>,
    headers: HeaderMap,
    Path(p): Path<(String, String)>,
) -> Response {
    report(&web, &headers, &p, Report::History).await
}

pub(super) async fn stats_page(
    State(web): State<Arc<Web>>,
    headers: HeaderMap,
    Path(p): Path<(String, String)>,
) -> Response {
    report(&web, &headers, &p, Report::Stats).await
}

/// A server's page, from its finished games.
async fn report(web: &Web, headers: &HeaderMap, p: &(String, String), which: Report) -> Response {
    let (_, records) = match records(web, headers, p).await {
        Ok(found) => found,
        Err(refused) => return refused,
    };
    let locale = super::routes::locale(headers);
    let (title, who, sections) = match which {
        Report::History => (
            "web-history-title",
            "web-history-who",
            vec![history(web, locale, &records)],
        ),
        Report::Stats => (
            "web-stats-title",
            "web-stats-who",
            stats_sections(web, locale, &records).await,
        ),
    };
    let i18n = &web.i18n;
    let page = web.pages.report(
        locale,
        &i18n.get(locale, title, &[]),
        &i18n.get(locale, who, &[]),
        &sections,
    );
    Html(page).into_response()
}

/// Every finished game, newest first, with its page and its export.
fn history(web: &Web, locale: &'static str, records: &[Arc<Record>]) -> Section {
    let i18n = &web.i18n;
    let head = ["game", "kind", "ended", "players", "winner", "open"]
        .iter()
        .map(|k| plain(&i18n.get(locale, &format!("web-history-{k}"), &[])))
        .collect();
    let rows = records
        .iter()
        .rev()
        .map(|r| {
            let kind = i18n.get(locale, &format!("web-kind-{}", r.kind), &[]);
            let watch = web.links.watch_url(r.game);
            let winner = crate::discord::commands::historique::winner(i18n, locale, r);
            let links = format!(
                "<a href=\"{}\">{}</a> · <a href=\"{}/export.scn\" download>{}</a>",
                plain(&watch),
                plain(&i18n.get(locale, "web-history-open", &[])),
                plain(&watch),
                plain(&i18n.get(locale, "web-history-export", &[]))
            );
            RowHtml {
                cells: vec![
                    plain(&tr!(i18n, locale, "web-history-number", number = r.game.0)),
                    plain(&kind),
                    html(&format!("<t:{}:f>", r.ended.timestamp())),
                    r.players.len().to_string(),
                    html(&winner),
                    links,
                ],
                more: None,
            }
        })
        .collect();
    Section {
        title: tr!(i18n, locale, "web-history-games"),
        grid: (!records.is_empty()).then(|| GridHtml {
            title: String::new(),
            head,
            rows,
            empty: String::new(),
        }),
        text: records
            .is_empty()
            .then(|| tr!(i18n, locale, "web-stats-none")),
        ..Section::default()
    }
}

/// The statistics: each camp's wins by size (beside the simulator's), the roles, the Ronde's points.
async fn stats_sections(web: &Web, locale: &'static str, records: &[Arc<Record>]) -> Vec<Section> {
    let s = stats::server(records);
    let simulated = simulated(web, &s).await;
    let mut sections = vec![
        camps_section(web, locale, &s, &simulated),
        roles_section(web, locale, &s),
    ];
    let i18n = &web.i18n;
    sections.push(Section {
        title: tr!(i18n, locale, "web-stats-points"),
        svg: (!s.ronde_points.is_empty()).then(|| {
            plot::histogram(
                &tr!(i18n, locale, "web-stats-points"),
                &s.ronde_points,
                10,
                "#8b5a2b",
                &words(web, locale),
            )
        }),
        text: s
            .ronde_points
            .is_empty()
            .then(|| tr!(i18n, locale, "web-stats-none")),
        ..Section::default()
    });
    sections
}

/// Each composition played, with the simulator's camp rates for it: played off the async
/// threads once per composition, then kept (the same seeds give the same rates).
async fn simulated(web: &Web, s: &ServerStats) -> BTreeMap<Vec<String>, BTreeMap<String, f64>> {
    let lock = || {
        web.simulated
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    };
    let missing: Vec<Vec<String>> = {
        let known = lock();
        s.compositions
            .keys()
            .filter(|c| !known.contains_key(*c))
            .cloned()
            .collect()
    };
    if !missing.is_empty() {
        let found = tokio::task::spawn_blocking(move || {
            missing
                .into_iter()
                .map(|c| {
                    let rates = stats::simulated(&c, SIMULATED);
                    (c, rates)
                })
                .collect::<Vec<_>>()
        })
        .await
        .unwrap_or_default();
        lock().extend(found);
    }
    let known = lock();
    s.compositions
        .keys()
        .filter_map(|c| Some((c.clone(), known.get(c)?.clone()?)))
        .collect()
}

/// The camps that won somewhere, in a fixed order, with their colours.
const CAMPS: [(&str, &str); 7] = [
    ("village", "#2e8b57"),
    ("meute", "#8b1a1a"),
    ("loup-garou-blanc", "#c0c0c0"),
    ("pyromane", "#d2691e"),
    ("mercenaire", "#4682b4"),
    ("couple", "#db7093"),
    (NONE_WON, "#777777"),
];

fn camps_section(
    web: &Web,
    locale: &str,
    s: &ServerStats,
    simulated: &BTreeMap<Vec<String>, BTreeMap<String, f64>>,
) -> Section {
    let i18n = &web.i18n;
    let title = tr!(i18n, locale, "web-stats-camps");
    if s.camps.is_empty() {
        return Section {
            title,
            text: Some(tr!(i18n, locale, "web-stats-none")),
            ..Section::default()
        };
    }
    let shown: Vec<(&str, &str)> = CAMPS
        .iter()
        .copied()
        .filter(|(c, _)| s.camps.values().any(|(_, w)| w.contains_key(*c)))
        .collect();
    let series: Vec<Series> = shown
        .iter()
        .map(|(c, colour)| Series {
            name: tr!(i18n, locale, "stats-camp", camp = *c),
            colour,
        })
        .collect();
    let groups: Vec<Group> = s
        .camps
        .iter()
        .map(|(size, (games, wins))| Group {
            label: format!("{size} ({games})"),
            rates: shown
                .iter()
                .map(|(c, _)| {
                    let real =
                        f64::from(wins.get(*c).copied().unwrap_or(0)) / f64::from((*games).max(1));
                    (real, simulated_rate(s, simulated, *size, c))
                })
                .collect(),
        })
        .collect();
    let svg = plot::bars(
        &title,
        &series,
        &groups,
        &tr!(i18n, locale, "web-stats-simulated"),
        &words(web, locale),
    );
    Section {
        title,
        svg: Some(svg),
        ..Section::default()
    }
}

/// The simulator's rate of `camp` over the compositions of `size` players played here,
/// weighted by how often each was played.
fn simulated_rate(
    s: &ServerStats,
    simulated: &BTreeMap<Vec<String>, BTreeMap<String, f64>>,
    size: usize,
    camp: &str,
) -> Option<f64> {
    let (mut sum, mut weight) = (0.0, 0.0);
    for (composition, games) in s.compositions.iter().filter(|(c, _)| c.len() == size) {
        let rates = simulated.get(composition)?;
        sum += rates.get(camp).copied().unwrap_or(0.0) * f64::from(*games);
        weight += f64::from(*games);
    }
    (weight > 0.0).then(|| sum / weight)
}

/// A rate (0–1) as the reader's language writes a whole percentage.
fn percent(web: &Web, locale: &str, rate: f64) -> String {
    let rate = format!("{:.0}", rate * 100.0);
    tr!(&web.i18n, locale, "web-percent", rate = rate)
}

/// How the reader's language writes a plot's rates and labelled values.
fn words<'a>(web: &'a Web, locale: &'a str) -> plot::Words<'a> {
    plot::Words {
        percent: Box::new(move |rate| percent(web, locale, rate)),
        labelled: Box::new(move |label, value| {
            tr!(
                &web.i18n,
                locale,
                "web-labelled",
                label = label,
                value = value
            )
        }),
    }
}

fn roles_section(web: &Web, locale: &str, s: &ServerStats) -> Section {
    let i18n = &web.i18n;
    let head = ["web-stats-role", "web-stats-rate", "web-stats-games"]
        .iter()
        .map(|k| plain(&i18n.get(locale, k, &[])))
        .collect();
    let rows = s
        .roles
        .iter()
        .map(|(role, t)| RowHtml {
            cells: vec![
                plain(&crate::discord::lg::labels::role(i18n, locale, role)),
                percent(web, locale, t.rate()),
                format!("{}/{}", t.wins, t.games),
            ],
            more: None,
        })
        .collect();
    Section {
        title: tr!(i18n, locale, "web-stats-roles"),
        grid: (!s.roles.is_empty()).then(|| GridHtml {
            title: String::new(),
            head,
            rows,
            empty: String::new(),
        }),
        ..Section::default()
    }
}
