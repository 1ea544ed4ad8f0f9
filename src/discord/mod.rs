//! The Discord layer: a thin adapter that parses interactions, checks who may ask, hands
//! commands to the game's host and shows what happened. It holds no rule.

pub mod archive;
pub mod arrivals;
mod cause;
pub mod commands;
pub mod error;
mod events;
pub mod guilds;
pub mod host;
mod in_flight;
pub mod lg;
pub mod lobby_shown;
mod once;
mod presence;
pub mod ronde;
pub mod serve;
pub mod setup;
mod start;
pub mod toy;
pub mod voice;

use std::sync::Arc;

use anyhow::Context as _;
use engine::loups_garous::LoupsGarous;
use engine::ronde::Ronde;
use poise::serenity_prelude as serenity;

pub use error::{BotError, Refusal};
pub use start::run;

use crate::config::Config;
use crate::i18n::I18n;
use crate::runtime::{Batch, Clock, Runtime};
use crate::store::{Store, Table};
use host::hosting::Hosting;
use host::{executor::Executor, Host, Hosted};

/// Every game kind this process hosts.
pub struct Hosts {
    pub lg: Arc<Host<LoupsGarous>>,
    pub ronde: Arc<Host<Ronde>>,
    all: Vec<Arc<dyn Hosting>>,
}

impl Hosts {
    /// Every host, in the order `/mj creer` lists their kinds.
    pub fn all(&self) -> &[Arc<dyn Hosting>] {
        &self.all
    }

    /// The host of a kind (`loups-garous`…).
    pub fn of_kind(&self, kind: &str) -> Option<&Arc<dyn Hosting>> {
        self.all.iter().find(|h| h.kind() == kind)
    }

    /// The host whose components carry this tag.
    pub fn of_tag(&self, tag: &str) -> Option<&Arc<dyn Hosting>> {
        self.all.iter().find(|h| h.tag() == tag)
    }

    /// The game of this channel, of any kind.
    pub async fn of_channel(&self, channel: u64) -> Option<(Arc<dyn Hosting>, Table)> {
        for host in &self.all {
            if let Some(t) = host.of_channel(channel).await {
                return Some((host.clone(), t));
            }
        }
        None
    }

    /// The game `user` sits at, of any kind: the one of `channel` first.
    pub async fn of_seat(&self, user: u64, channel: u64) -> Option<(Arc<dyn Hosting>, Table)> {
        let mut found = None;
        for host in &self.all {
            if let Some(t) = host.of_seat(user, channel).await {
                if t.holds(channel) {
                    return Some((host.clone(), t));
                }
                found = found.or(Some((host.clone(), t)));
            }
        }
        found
    }

    /// The game `user` means in `channel`: his seat's (that channel's first), else the
    /// channel's own.
    pub async fn here(&self, user: u64, channel: u64) -> Option<(Arc<dyn Hosting>, Table)> {
        match self.of_seat(user, channel).await {
            Some(found) => Some(found),
            None => self.of_channel(channel).await,
        }
    }
}

/// What every command can reach.
pub struct Data {
    pub config: Config,
    pub store: Store,
    pub i18n: Arc<I18n>,
    pub guilds: Arc<guilds::Guilds>,
    pub hosts: Hosts,
    /// The privileged intents the bot wanted and its application does not allow.
    pub intents_missing: Vec<setup::intents::Privileged>,
    /// Who is connected to which voice channel (voice games).
    pub voice: Arc<voice::states::VoiceStates>,
    /// What each join message shows: its writes in order, never an older lobby.
    pub lobbies: lobby_shown::Shown,
    /// The web view's links, when `WEB_ADDR` is set.
    pub web: Option<crate::web::Links>,
    /// The finished games, read from their logs (`/historique`, `/stats`, the web view).
    pub history: Arc<crate::history::History>,
    /// The guilds the gateway brought since start-up (the executors' heal waits for them).
    pub arrivals: Arc<arrivals::Arrivals>,
}

/// A command's context.
pub type Context<'a> = poise::Context<'a, Data, BotError>;

/// The framework's options: every command, localized, and the error handler.
pub fn options(i18n: &I18n) -> poise::FrameworkOptions<Data, BotError> {
    let mut commands = commands::all();
    crate::i18n::localize_commands(i18n, &mut commands);
    poise::FrameworkOptions {
        commands,
        on_error: |error| Box::pin(error::on_error(error)),
        event_handler: |framework, event| {
            Box::pin(events::handle(
                framework.serenity_context,
                event,
                framework.user_data,
            ))
        },
        ..Default::default()
    }
}

/// The REST client: Discord's; in tests, Discord's with `discord.com` resolved to a fake
/// (`DISCORD_API_RESOLVE`, rate limiter on), or a fake's through the proxy setting
/// (`DISCORD_API_BASE`).
fn http(config: &Config) -> serenity::Http {
    if let Some(resolve) = &config.api_resolve {
        let client = reqwest::Client::builder()
            .use_rustls_tls()
            .resolve("discord.com", resolve.addr)
            .no_proxy();
        let client = match reqwest::Certificate::from_pem(resolve.ca_pem.as_bytes()) {
            Ok(ca) => client.add_root_certificate(ca),
            Err(_) => client,
        };
        match client.build() {
            Ok(client) => {
                return serenity::HttpBuilder::new(&config.token)
                    .client(client)
                    .build()
            }
            Err(e) => {
                tracing::error!(error = %e, "cannot build the REST client for DISCORD_API_RESOLVE");
            }
        }
    }
    match &config.api_base {
        // serenity 0.12.5's rate limiter sends to discord.com whatever the proxy
        // (`Ratelimiter::perform` builds its requests with no proxy): through a proxy it
        // must be off. The e2e tests use `DISCORD_API_RESOLVE` instead, the limiter on.
        Some(base) => serenity::HttpBuilder::new(&config.token)
            .proxy(base.as_str())
            .ratelimiter_disabled(true)
            .build(),
        None => serenity::Http::new(&config.token),
    }
}

/// A host started on its recovered games, with the subscription its executor will read
/// (taken before any recovered actor runs, so a deadline that fires at once is not missed).
async fn host<G: Hosted>(
    store: &Store,
    clock: Arc<dyn Clock>,
    (guilds, served): (&Arc<guilds::Guilds>, &crate::runtime::Guilds),
    i18n: &Arc<I18n>,
) -> anyhow::Result<(
    Arc<Host<G>>,
    tokio::sync::broadcast::Receiver<Arc<Batch<G>>>,
)> {
    let (runtime, batches) = Runtime::<G>::start_for(store.clone(), clock, served.clone())
        .await
        .with_context(|| format!("cannot recover the running games of {}", G::KIND))?;
    let host = Host::new(runtime, store.clone(), guilds.clone(), i18n.clone()).await?;
    host.adopt_legacy_lobbies().await?;
    Ok((Arc::new(host), batches))
}

/// The hosts of every game kind, recovered, and how to start their executors once the bot
/// has a REST client.
type Starter = Box<
    dyn FnOnce(Arc<serenity::Http>, host::executor::Gateway) -> host::executor::Heartbeat
        + Send
        + Sync,
>;

async fn hosts(
    config: &Config,
    store: &Store,
    guilds: &Arc<guilds::Guilds>,
    i18n: &Arc<I18n>,
) -> anyhow::Result<(Hosts, Vec<Starter>)> {
    let clock: Arc<dyn Clock> = Arc::new(crate::runtime::SystemClock);
    let mut nonces = host::executor::nonce::Nonces::new(&config.token);
    if let Some(ms) = config.nonce_window_ms {
        nonces.window = std::time::Duration::from_millis(ms);
    }
    let served = match &config.shards {
        Some((ids, total)) => crate::runtime::Guilds::Shards {
            ids: ids.clone(),
            total: *total,
        },
        None => crate::runtime::Guilds::All,
    };
    let guilds = (guilds, &served);
    let (lg, lg_batches) = host::<LoupsGarous>(store, clock.clone(), guilds, i18n).await?;
    let (ronde, ronde_batches) = host::<Ronde>(store, clock.clone(), guilds, i18n).await?;
    let mut all = vec![lg.clone() as Arc<dyn Hosting>, ronde.clone()];
    let mut starters: Vec<Starter> = vec![
        starter(lg.clone(), lg_batches, nonces.clone()),
        starter(ronde.clone(), ronde_batches, nonces.clone()),
    ];
    if config.toy_game {
        let (toy, toy_batches) = host::<toy::Compteur>(store, clock, guilds, i18n).await?;
        all.push(toy.clone());
        starters.push(starter(toy, toy_batches, nonces));
    }
    Ok((Hosts { lg, ronde, all }, starters))
}

fn starter<G: Hosted>(
    host: Arc<Host<G>>,
    batches: tokio::sync::broadcast::Receiver<Arc<Batch<G>>>,
    nonces: host::executor::nonce::Nonces,
) -> Starter {
    Box::new(move |http, gateway| {
        let executor = Executor::new(http, gateway, host, nonces);
        let heartbeat = executor.heartbeat.clone();
        tokio::spawn(executor.run(batches));
        heartbeat
    })
}

/// The web view started when `WEB_ADDR` is set, and its links (the join messages link the
/// spectator page).
async fn web(
    config: &Config,
    store: &Store,
    i18n: &Arc<I18n>,
    hosts: &Hosts,
    history: &Arc<crate::history::History>,
) -> anyhow::Result<Option<crate::web::Links>> {
    let Some(web) = &config.web else {
        return Ok(None);
    };
    let links = crate::web::links(store, &web.public_url).await?;
    let _ = hosts.lg.web.set(links.clone());
    let _ = hosts.ronde.web.set(links.clone());
    let hosted = (hosts.lg.clone(), hosts.ronde.clone());
    let shared = (store.clone(), i18n.clone(), history.clone());
    crate::web::start(web.addr, links.clone(), shared, hosted).await?;
    Ok(Some(links))
}
