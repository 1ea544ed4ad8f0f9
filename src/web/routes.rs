//! The web view's routes: a spectator link (`/g/GAME/TOKEN`) and an MJ's link
//! (`/mj/GAME/USER/EXPIRES/SIGNATURE`), each with its live stream (`…/events`), the village
//! picture (`…/village.png`) and, for the MJs, the ledger as CSV (`…/ledger.csv`). Every
//! part of a path is parsed; anything that does not stand for a page is a 404 that says
//! nothing more.

use std::sync::Arc;

use axum::extract::{Path, RawQuery, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use engine::loups_garous::LoupsGarous;
use engine::ronde::Ronde;
use engine::Game;

use super::keys::MjPass;
use super::stream;
use super::view::Reader;
use super::Web;
use crate::store::GameId;

type Shared = State<Arc<Web>>;

pub fn router(web: Arc<Web>) -> Router {
    Router::new()
        .route("/", get(home))
        .route("/static/style.css", get(css))
        .route("/static/live.js", get(js))
        .route("/g/{game}/{token}", get(watch_page))
        .route("/g/{game}/{token}/events", get(watch_events))
        .route("/g/{game}/{token}/village.png", get(watch_picture))
        .route("/g/{game}/{token}/export.scn", get(watch_export))
        .route("/h/{guild}/{token}", get(super::history::history_page))
        .route("/s/{guild}/{token}", get(super::history::stats_page))
        .route("/mj/{game}/{user}/{expires}/{sig}", get(mj_page))
        .route("/mj/{game}/{user}/{expires}/{sig}/events", get(mj_events))
        .route(
            "/mj/{game}/{user}/{expires}/{sig}/village.png",
            get(mj_picture),
        )
        .route("/mj/{game}/{user}/{expires}/{sig}/ledger.csv", get(mj_csv))
        .route(
            "/mj/{game}/{user}/{expires}/{sig}/export.scn",
            get(mj_export),
        )
        .fallback(not_found)
        .layer(axum::middleware::from_fn_with_state(
            web.clone(),
            super::shield::guard,
        ))
        .with_state(web)
}

/// The reader's language.
pub(super) fn locale(headers: &HeaderMap) -> &'static str {
    super::page::locale(
        headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok()),
    )
}

/// A page that says only `id` (`web-gone`, `web-refused`…), with `status`.
pub(super) fn said(web: &Web, headers: &HeaderMap, status: StatusCode, id: &str) -> Response {
    (
        status,
        Html(web.pages.notice(&web.i18n, locale(headers), id)),
    )
        .into_response()
}

async fn not_found(State(web): Shared, headers: HeaderMap) -> Response {
    said(&web, &headers, StatusCode::NOT_FOUND, "web-gone")
}

async fn home(State(web): Shared, headers: HeaderMap) -> Response {
    said(&web, &headers, StatusCode::OK, "web-home")
}

async fn css() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/css; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        include_str!("static/style.css"),
    )
        .into_response()
}

async fn js() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        include_str!("static/live.js"),
    )
        .into_response()
}

/// Who a path lets in, once its parts are read and checked.
#[derive(Debug, Clone, Copy)]
pub(super) enum Pass {
    Watch(GameId),
    Mj(MjPass),
}

impl Pass {
    pub(super) fn game(self) -> GameId {
        match self {
            Pass::Watch(g) => g,
            Pass::Mj(p) => p.game,
        }
    }

    pub(super) fn reader(self) -> Reader {
        match self {
            Pass::Watch(_) => Reader::Spectator,
            Pass::Mj(_) => Reader::Mj,
        }
    }
}

fn watch_pass(web: &Web, (game, token): &(String, String)) -> Option<Pass> {
    let game = GameId(game.parse().ok().filter(|g: &i64| *g > 0)?);
    web.links.watch_ok(game, token).then_some(Pass::Watch(game))
}

fn mj_pass(
    web: &Web,
    (game, user, expires, sig): &(String, String, String, String),
) -> Option<Pass> {
    let pass = MjPass {
        game: GameId(game.parse().ok().filter(|g: &i64| *g > 0)?),
        user: user.parse().ok()?,
        expires: expires.parse().ok()?,
    };
    let now = web.now();
    web.links.mj_ok(pass, sig, now).then_some(Pass::Mj(pass))
}

/// The path a pass's parts hang under.
fn base(web: &Web, pass: Pass) -> String {
    match pass {
        Pass::Watch(g) => format!("/g/{}/{}", g.0, web.links.watch_token(g)),
        Pass::Mj(_) => String::new(),
    }
}

async fn watch_page(
    State(web): Shared,
    headers: HeaderMap,
    Path(p): Path<(String, String)>,
) -> Response {
    match watch_pass(&web, &p) {
        Some(pass) => {
            let base = base(&web, pass);
            by_kind(web, headers, pass, base, What::Page).await
        }
        None => said(&web, &headers, StatusCode::NOT_FOUND, "web-gone"),
    }
}

async fn watch_events(
    State(web): Shared,
    headers: HeaderMap,
    Path(p): Path<(String, String)>,
    RawQuery(query): RawQuery,
) -> Response {
    match watch_pass(&web, &p) {
        Some(pass) => {
            let base = base(&web, pass);
            by_kind(web, headers, pass, base, What::Events(from(query))).await
        }
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

async fn watch_picture(
    State(web): Shared,
    headers: HeaderMap,
    Path(p): Path<(String, String)>,
) -> Response {
    match watch_pass(&web, &p) {
        Some(pass) => by_kind(web, headers, pass, String::new(), What::Picture).await,
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

async fn watch_export(
    State(web): Shared,
    headers: HeaderMap,
    Path(p): Path<(String, String)>,
) -> Response {
    match watch_pass(&web, &p) {
        Some(pass) => by_kind(web, headers, pass, String::new(), What::Export).await,
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

type MjPath = Path<(String, String, String, String)>;

fn mj_base((game, user, expires, sig): &(String, String, String, String)) -> String {
    format!("/mj/{game}/{user}/{expires}/{sig}")
}

async fn mj(
    web: Arc<Web>,
    headers: HeaderMap,
    p: (String, String, String, String),
    what: What,
) -> Response {
    match mj_pass(&web, &p) {
        Some(pass) => by_kind(web, headers, pass, mj_base(&p), what).await,
        None if what == What::Page => said(&web, &headers, StatusCode::FORBIDDEN, "web-refused"),
        None => StatusCode::FORBIDDEN.into_response(),
    }
}

async fn mj_page(State(web): Shared, headers: HeaderMap, Path(p): MjPath) -> Response {
    mj(web, headers, p, What::Page).await
}

async fn mj_events(
    State(web): Shared,
    headers: HeaderMap,
    Path(p): MjPath,
    RawQuery(query): RawQuery,
) -> Response {
    mj(web, headers, p, What::Events(from(query))).await
}

/// The log length a page was rendered at (`?from=N`).
fn from(query: Option<String>) -> Option<u64> {
    query?
        .split('&')
        .find_map(|kv| kv.strip_prefix("from="))
        .and_then(|n| n.parse().ok())
}

async fn mj_picture(State(web): Shared, headers: HeaderMap, Path(p): MjPath) -> Response {
    mj(web, headers, p, What::Picture).await
}

async fn mj_csv(State(web): Shared, headers: HeaderMap, Path(p): MjPath) -> Response {
    mj(web, headers, p, What::Csv).await
}

async fn mj_export(State(web): Shared, headers: HeaderMap, Path(p): MjPath) -> Response {
    mj(web, headers, p, What::Export).await
}

/// What a request asks of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum What {
    Page,
    /// The stream, from the log length its page showed.
    Events(Option<u64>),
    Picture,
    Csv,
    /// A finished game's scenario file.
    Export,
}

/// The request answered by the game's kind.
async fn by_kind(
    web: Arc<Web>,
    headers: HeaderMap,
    pass: Pass,
    base: String,
    what: What,
) -> Response {
    let record = match web.store.game(pass.game()).await {
        Ok(Some(record)) => record,
        Ok(None) => return said(&web, &headers, StatusCode::NOT_FOUND, "web-gone"),
        Err(e) => {
            tracing::warn!(game = pass.game().0, error = %e, "the web view cannot read a game");
            return StatusCode::SERVICE_UNAVAILABLE.into_response();
        }
    };
    let ask = stream::Ask {
        pass,
        base,
        locale: locale(&headers),
        last: headers
            .get("last-event-id")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.parse().ok())
            .or(match what {
                What::Events(from) => from,
                _ => None,
            }),
    };
    match record.kind.as_str() {
        LoupsGarous::KIND => stream::answer(web.clone(), web.lg.clone(), ask, what).await,
        Ronde::KIND => stream::answer(web.clone(), web.ronde.clone(), ask, what).await,
        _ => said(&web, &headers, StatusCode::NOT_FOUND, "web-gone"),
    }
}
