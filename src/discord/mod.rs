//! The Discord layer: a thin adapter that parses interactions, checks who may ask, hands
//! commands to the game's host and shows what happened. It holds no rule.

pub mod commands;
pub mod error;
mod events;
pub mod guilds;
pub mod host;
pub mod lg;
mod presence;
pub mod ronde;
pub mod toy;

use std::sync::Arc;

use anyhow::Context as _;
use engine::loups_garous::LoupsGarous;
use engine::ronde::Ronde;
use poise::serenity_prelude as serenity;

pub use error::{BotError, Refusal};

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
}

/// What every command can reach.
pub struct Data {
    pub config: Config,
    pub store: Store,
    pub i18n: Arc<I18n>,
    pub guilds: Arc<guilds::Guilds>,
    pub hosts: Hosts,
    /// Who is offline, for the disconnection rule.
    pub presence: Arc<presence::Watch>,
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

/// The REST client: Discord's, or a fake one's when `DISCORD_API_BASE` is set (tests).
fn http(config: &Config) -> serenity::Http {
    match &config.api_base {
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
    guilds: &Arc<guilds::Guilds>,
    i18n: &Arc<I18n>,
) -> anyhow::Result<(
    Arc<Host<G>>,
    tokio::sync::broadcast::Receiver<Arc<Batch<G>>>,
)> {
    let (runtime, batches) = Runtime::<G>::start_subscribed(store.clone(), clock)
        .await
        .with_context(|| format!("cannot recover the running games of {}", G::KIND))?;
    let host = Host::new(runtime, store.clone(), guilds.clone(), i18n.clone()).await?;
    host.adopt_legacy_lobbies().await?;
    Ok((Arc::new(host), batches))
}

/// How an executor is started once Discord's REST client exists.
type StartExecutor = Box<dyn FnOnce(Arc<serenity::Http>) + Send + Sync>;

/// A host for every game kind (the toy one in tests), on its recovered games, and how to
/// start its executor.
async fn start_hosts(
    config: &Config,
    store: &Store,
    guilds: &Arc<guilds::Guilds>,
    i18n: &Arc<I18n>,
) -> anyhow::Result<(Hosts, Vec<StartExecutor>)> {
    let clock: Arc<dyn Clock> = Arc::new(crate::runtime::SystemClock);
    let (lg, lg_batches) = host::<LoupsGarous>(store, clock.clone(), guilds, i18n).await?;
    let (ronde, ronde_batches) = host::<Ronde>(store, clock.clone(), guilds, i18n).await?;
    let mut all = vec![lg.clone() as Arc<dyn Hosting>, ronde.clone()];
    let (lg_exec, ronde_exec) = (lg.clone(), ronde.clone());
    let mut executors: Vec<StartExecutor> = vec![
        Box::new(move |http| {
            tokio::spawn(Executor::new(http, lg_exec).run(lg_batches));
        }),
        Box::new(move |http| {
            tokio::spawn(Executor::new(http, ronde_exec).run(ronde_batches));
        }),
    ];
    if config.toy_game {
        let (toy, toy_batches) = host::<toy::Compteur>(store, clock, guilds, i18n).await?;
        all.push(toy.clone());
        executors.push(Box::new(move |http| {
            tokio::spawn(Executor::new(http, toy).run(toy_batches));
        }));
    }
    Ok((Hosts { lg, ronde, all }, executors))
}

/// Connects to Discord and serves until the process is stopped.
pub async fn run(config: Config, store: Store, i18n: Arc<I18n>) -> anyhow::Result<()> {
    let options = options(&i18n);
    let dev_guild = config.dev_guild;
    let shards = config.shards.clone();
    let guilds = Arc::new(guilds::Guilds::new(store.clone(), &config.default_locale));
    let (hosts, executors) = start_hosts(&config, &store, &guilds, &i18n).await?;
    let data = Data {
        config: config.clone(),
        store,
        i18n,
        guilds,
        hosts,
        presence: Arc::default(),
    };
    let framework = poise::Framework::builder()
        .options(options)
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                let commands = &framework.options().commands;
                match dev_guild {
                    Some(guild) => {
                        poise::builtins::register_in_guild(ctx, commands, guild.into()).await?
                    }
                    None => poise::builtins::register_globally(ctx, commands).await?,
                }
                tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected");
                for start in executors {
                    start(ctx.http.clone());
                }
                Ok(data)
            })
        })
        .build();
    let intents = serenity::GatewayIntents::GUILDS
        | serenity::GatewayIntents::GUILD_MEMBERS
        | serenity::GatewayIntents::GUILD_MESSAGES
        | serenity::GatewayIntents::DIRECT_MESSAGES
        | serenity::GatewayIntents::MESSAGE_CONTENT;
    let intents = if config.presence {
        intents | serenity::GatewayIntents::GUILD_PRESENCES
    } else {
        intents
    };
    let mut client = serenity::ClientBuilder::new_with_http(http(&config), intents)
        .framework(framework)
        .await
        .context("cannot build the Discord client")?;
    match shards {
        Some((range, total)) => client.start_shard_range(range, total).await,
        None => client.start_autosharded().await,
    }
    .context("the Discord connection failed")
}
