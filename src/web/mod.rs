//! The web view, served by the bot itself on its runtime when `WEB_ADDR` is set: each game's
//! spectator page (what the public channels show, live by server-sent events) and its MJs'
//! ledger (everything the engine knows) behind a personal link valid 12 hours.

mod history;
pub mod keys;
pub mod lg;
pub mod live;
pub mod page;
pub mod ronde;
mod routes;
pub mod settings;
mod shield;
mod stream;
pub mod text;
pub mod view;

use std::collections::BTreeMap;
use std::sync::Arc;

use anyhow::Context as _;
use engine::loups_garous::LoupsGarous;
use engine::ronde::Ronde;

pub use keys::Links;
use live::Live;

use crate::discord::host::Host;
use crate::history::History;
use crate::i18n::I18n;
use crate::store::{GameId, Store};

/// Each game's last rendered live part, by reader and language: its log length and HTML.
type Shown = BTreeMap<(GameId, view::Reader, &'static str), (u64, Arc<str>)>;
/// A drawn village picture (PNG).
type Picture = Arc<Vec<u8>>;
/// Each game's last drawn picture in each language, with its log length.
type Pictures = BTreeMap<(GameId, &'static str), (u64, Picture)>;
/// The simulator's camp rates by composition.
type Simulated = BTreeMap<Vec<String>, Option<BTreeMap<String, f64>>>;
/// At most this many live parts and pictures are kept (then the oldest are drawn again).
const KEPT_RENDERS: usize = 512;

/// What the web view's handlers share.
pub struct Web {
    pub links: Links,
    pub i18n: Arc<I18n>,
    pub store: Store,
    pub history: Arc<History>,
    pub pages: page::Pages,
    pub lg: Arc<Live<LoupsGarous>>,
    pub ronde: Arc<Live<Ronde>>,
    /// Each game's last rendered live part, by reader and language, with its log length.
    shown: std::sync::Mutex<Shown>,
    pictures: tokio::sync::Mutex<Pictures>,
    limiter: shield::Limiter,
    /// `regisseur simulate`'s camp rates of each composition shown (`None`: it does not play).
    simulated: std::sync::Mutex<Simulated>,
}

impl Web {
    /// The runtime's clock (every kind's runtime reads the same one).
    pub fn now(&self) -> engine::Timestamp {
        self.lg.host.runtime.now()
    }
}

/// The links, with the key stored in `store` (made at the first start).
pub async fn links(store: &Store, public_url: &str) -> anyhow::Result<Links> {
    let key = store
        .web_key(&Links::fresh_key())
        .await
        .context("cannot read the web view's key")?;
    Links::new(&key, public_url).context("the web view's stored key does not read")
}

/// Binds `addr` and serves the web view on the runtime; the links it signs.
pub async fn start(
    addr: std::net::SocketAddr,
    links: Links,
    (store, i18n, history): (Store, Arc<I18n>, Arc<History>),
    hosts: (Arc<Host<LoupsGarous>>, Arc<Host<Ronde>>),
) -> anyhow::Result<std::net::SocketAddr> {
    let web = Arc::new(Web {
        links,
        i18n,
        store,
        history,
        pages: page::Pages::new(),
        lg: Live::new(hosts.0),
        ronde: Live::new(hosts.1),
        shown: std::sync::Mutex::default(),
        pictures: tokio::sync::Mutex::default(),
        limiter: shield::Limiter::new(),
        simulated: std::sync::Mutex::default(),
    });
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .with_context(|| format!("cannot listen on WEB_ADDR {addr}"))?;
    let bound = listener.local_addr()?;
    let app = routes::router(web);
    tokio::spawn(async move {
        let serving = axum::serve(
            listener,
            app.into_make_service_with_connect_info::<std::net::SocketAddr>(),
        );
        if let Err(e) = serving.await {
            tracing::error!(error = %e, "the web view stopped");
        }
    });
    tracing::info!(%bound, "web view listening");
    Ok(bound)
}
