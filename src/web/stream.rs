//! A game's page, its live stream, its picture and its CSV, for one kind of game: the live
//! part rendered once per reader, language and log length, whoever asks.

use std::convert::Infallible;
use std::sync::Arc;

use axum::http::{header, StatusCode};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{Html, IntoResponse, Response};
use futures_util::stream::{self, StreamExt};

use super::live::Live;
use super::page::{self, Download, Whole};
use super::routes::{Pass, What};
use super::view::{Reader, Watched};
use super::Web;
use crate::store::GameId;

/// A request's pass, the path its parts hang under, its language, and the last log length
/// its stream showed (`Last-Event-ID`).
pub(super) struct Ask {
    pub pass: Pass,
    pub base: String,
    pub locale: &'static str,
    pub last: Option<u64>,
}

/// Where a game stands for one reader: its log length, live part and timeline lines.
struct Snap {
    next: u64,
    live: Arc<str>,
    lines: Vec<String>,
}

pub(super) async fn answer<G: Watched>(
    web: Arc<Web>,
    live: Arc<Live<G>>,
    ask: Ask,
    what: What,
) -> Response {
    let game = ask.pass.game();
    let allowed = live
        .read(game, |t| match ask.pass {
            Pass::Watch(_) => true,
            Pass::Mj(p) => G::is_mj(&t.state, p.user),
        })
        .await;
    match allowed {
        None => return StatusCode::NOT_FOUND.into_response(),
        Some(false) if what == What::Page => {
            let body = web.pages.notice(&web.i18n, ask.locale, "web-refused");
            return (StatusCode::FORBIDDEN, Html(body)).into_response();
        }
        Some(false) => return StatusCode::FORBIDDEN.into_response(),
        Some(true) => {}
    }
    match what {
        What::Page => whole(&web, &live, &ask).await,
        What::Events(_) => events(web, live, ask),
        What::Picture => picture(&web, &live, game, ask.locale).await,
        What::Csv => csv(&web, &live, &ask).await,
        What::Export => export(&live, game, ask.pass.reader()).await,
    }
}

/// The live part and the lines after `since` (all of them when `None`).
async fn snap<G: Watched>(
    web: &Web,
    live: &Live<G>,
    ask: &Ask,
    since: Option<u64>,
) -> Option<Snap> {
    let (game, reader, locale) = (ask.pass.game(), ask.pass.reader(), ask.locale);
    let i18n = &web.i18n;
    let (state, next, lines) = live
        .read(game, |t| {
            let recap = G::RECAP && G::is_over(&t.state);
            let lines: Vec<String> = t
                .entries
                .iter()
                .filter(|e| since.is_none_or(|s| e.seq >= s))
                .filter_map(|e| page::entry(i18n, locale, e, reader, recap))
                .collect();
            (t.state.clone(), t.next, lines)
        })
        .await?;
    let live_html = live_part::<G>(web, &state, next, ask);
    Some(Snap {
        next,
        live: live_html,
        lines,
    })
}

/// The live part at log length `next`, rendered once per reader and language.
fn live_part<G: Watched>(web: &Web, state: &G::State, next: u64, ask: &Ask) -> Arc<str> {
    let key = (ask.pass.game(), ask.pass.reader(), ask.locale);
    let lock = || {
        web.shown
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    };
    let cached = lock()
        .get(&key)
        .filter(|(n, _)| *n == next)
        .map(|(_, h)| h.clone());
    if let Some(html) = cached {
        return html;
    }
    let show = G::show(state, &web.i18n, ask.locale, ask.pass.reader());
    let picture = (show.picture && G::PINNED.is_some_and(G::public))
        .then(|| format!("{}/village.png?v={next}", ask.base));
    let html: Arc<str> = web.pages.live(&web.i18n, ask.locale, &show, picture).into();
    let mut shown = lock();
    if shown.len() >= super::KEPT_RENDERS {
        shown.clear();
    }
    shown.insert(key, (next, html.clone()));
    html
}

async fn whole<G: Watched>(web: &Web, live: &Live<G>, ask: &Ask) -> Response {
    let Some(snap) = snap(web, live, ask, None).await else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let i18n = &web.i18n;
    let game = ask.pass.game();
    let kind = i18n.get(ask.locale, &format!("web-kind-{}", G::KIND), &[]);
    let (title, who, downloads) = match ask.pass {
        Pass::Watch(_) => (
            crate::tr!(
                i18n,
                ask.locale,
                "web-watch-title",
                kind = kind,
                id = game.0
            ),
            crate::tr!(i18n, ask.locale, "web-watch-who"),
            Vec::new(),
        ),
        Pass::Mj(p) => (
            crate::tr!(i18n, ask.locale, "web-mj-title", kind = kind, id = game.0),
            crate::tr!(
                i18n,
                ask.locale,
                "web-mj-who",
                until = format!("<t:{}:f>", p.expires)
            ),
            vec![
                Download {
                    href: format!("{}/ledger.csv", ask.base),
                    label: crate::tr!(i18n, ask.locale, "web-ledger-csv"),
                },
                Download {
                    href: format!("{}/export.scn", ask.base),
                    label: crate::tr!(i18n, ask.locale, "web-export"),
                },
            ],
        ),
    };
    let mut entries = snap.lines;
    entries.reverse();
    let html = web.pages.whole(
        i18n,
        Whole {
            locale: ask.locale,
            title,
            who: super::text::html(&who),
            events: format!("{}/events?from={}", ask.base, snap.next),
            live: snap.live.to_string(),
            entries,
            downloads,
        },
    );
    Html(html).into_response()
}

/// The stream: at each change of the game, its new lines then its live part.
fn events<G: Watched>(web: Arc<Web>, live: Arc<Live<G>>, ask: Ask) -> Response {
    let signal = live.signal(ask.pass.game());
    let from = ask.last.unwrap_or(u64::MAX);
    let until = match ask.pass {
        Pass::Mj(p) => chrono::DateTime::from_timestamp(p.expires, 0),
        Pass::Watch(_) => None,
    };
    let clock = web.clone();
    let ask = Arc::new(ask);
    let first = true;
    let steps = stream::unfold((signal, from, first), move |(mut signal, last, first)| {
        let (web, live, ask, clock) = (web.clone(), live.clone(), ask.clone(), clock.clone());
        async move {
            if !first {
                let left = until.map(|u| (u - clock.now()).to_std().unwrap_or_default());
                let changed = async {
                    match left {
                        Some(left) => tokio::time::timeout(left, signal.changed()).await.ok(),
                        None => Some(signal.changed().await),
                    }
                };
                changed.await?.ok()?;
            }
            let since = (last != u64::MAX).then_some(last);
            let snap = snap(&web, &live, &ask, since.or(Some(u64::MAX))).await?;
            let mut out = Vec::new();
            if since.is_some() {
                out.extend(
                    snap.lines
                        .into_iter()
                        .map(|l| Event::default().event("line").data(l)),
                );
            }
            if snap.next != last {
                let live_part = snap.live.replace('\n', " ");
                out.push(
                    Event::default()
                        .event("live")
                        .id(snap.next.to_string())
                        .data(live_part),
                );
            }
            Some((out, (signal, snap.next, false)))
        }
    });
    let flat = steps.flat_map(|events| stream::iter(events.into_iter().map(Ok::<_, Infallible>)));
    Sse::new(flat)
        .keep_alive(KeepAlive::default())
        .into_response()
}

/// The village picture in the reader's language, drawn once per log length and language.
async fn picture<G: Watched>(
    web: &Web,
    live: &Live<G>,
    game: GameId,
    locale: &'static str,
) -> Response {
    let Some((state, next)) = live.read(game, |t| (t.state.clone(), t.next)).await else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let mut pictures = web.pictures.lock().await;
    let kept = pictures
        .get(&(game, locale))
        .filter(|(n, _)| *n == next)
        .map(|(_, p)| p.clone());
    let png = if let Some(png) = kept {
        png
    } else {
        let pinned = G::pinned(&state, &web.i18n, locale).filter(|p| G::public(p.channel));
        let Some(draw) = pinned.and_then(|p| p.picture) else {
            return StatusCode::NOT_FOUND.into_response();
        };
        let Ok(Ok(png)) = tokio::task::spawn_blocking(draw).await else {
            return StatusCode::INTERNAL_SERVER_ERROR.into_response();
        };
        let png = Arc::new(png);
        if pictures.len() >= super::KEPT_RENDERS {
            pictures.clear();
        }
        pictures.insert((game, locale), (next, png.clone()));
        png
    };
    drop(pictures);
    (
        [
            (header::CONTENT_TYPE, "image/png"),
            (header::CACHE_CONTROL, "private, max-age=60"),
        ],
        png.as_ref().clone(),
    )
        .into_response()
}

async fn csv<G: Watched>(web: &Web, live: &Live<G>, ask: &Ask) -> Response {
    let game = ask.pass.game();
    if ask.pass.reader() != Reader::Mj {
        return StatusCode::NOT_FOUND.into_response();
    }
    let Some(state) = live.read(game, |t| t.state.clone()).await else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let Some(text) = G::ledger_csv(&state, &web.i18n, ask.locale) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let disposition = format!("attachment; filename=\"regisseur-{}.csv\"", game.0);
    (
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_owned()),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        format!("\u{feff}{text}"),
    )
        .into_response()
}

/// A game's scenario file: for its MJs at any time; for spectators once it is over (its
/// secrets are told).
async fn export<G: Watched>(live: &Live<G>, game: GameId, reader: Reader) -> Response {
    use crate::discord::host::hosting::Hosting as _;
    let over = live.read(game, |t| G::is_over(&t.state)).await;
    if over != Some(true) && reader != Reader::Mj {
        return StatusCode::NOT_FOUND.into_response();
    }
    let Ok(export) = live.host.export(game).await else {
        return StatusCode::SERVICE_UNAVAILABLE.into_response();
    };
    let Some(scenario) = export.scenario else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let disposition = format!("attachment; filename=\"partie-{}.scn\"", game.0);
    (
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8".to_owned()),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        scenario.text,
    )
        .into_response()
}
