//! The bot's start: reach Discord, build the framework, register the commands once
//! connected, start the games' executors, serve until asked to stop.

use std::sync::Arc;

use anyhow::Context as _;
use engine::loups_garous::LoupsGarous;
use poise::serenity_prelude as serenity;

use super::host::hosting::Hosting;
use super::host::Host;
use super::{archive, guilds, hosts, http, in_flight, lobby_shown, once, options, serve, setup};
use super::{voice, web, BotError, Data, Starter};
use crate::config::Config;
use crate::i18n::I18n;
use crate::runtime::Clock as _;
use crate::store::Store;

/// Connects to Discord and serves until the process is asked to stop (then stops cleanly);
/// an error when the bot cannot become ready.
pub async fn run(config: Config, store: Store, i18n: Arc<I18n>) -> anyhow::Result<()> {
    let (intents, intents_missing) = reach(&config).await;
    #[cfg(feature = "voice")]
    let manager = songbird::Songbird::serenity_from_config(voice::songbird::config());
    let voice = voice::Voice::new(config.test_speech, |heard| {
        #[cfg(feature = "voice")]
        return Some(Arc::new(voice::songbird::SongbirdEar::new(
            manager.clone(),
            heard,
        )));
        #[cfg(not(feature = "voice"))]
        {
            let _ = heard;
            None
        }
    });
    let (data, starters) = data(&config, &store, &i18n, intents_missing, voice.states).await?;
    let arrivals = data.arrivals.clone();
    let (stopping, lg_host) = (data.hosts.all().to_vec(), data.hosts.lg.clone());
    let (fatal, fatal_rx) = tokio::sync::oneshot::channel::<String>();
    let (beats, beats_rx) = tokio::sync::oneshot::channel();
    let ready = OnReady {
        fatal,
        beats,
        dev_guild: config.dev_guild,
        store: store.clone(),
        shards: archive::Shards(config.shards.clone()),
        starters,
        voice: voice.start,
        lg_host,
        arrivals,
    };
    let framework = poise::Framework::builder()
        .options(options(&i18n))
        .setup(move |ctx, ready_event, framework| {
            Box::pin(ready.run(ctx, ready_event, framework, data))
        })
        .build();
    let flight = in_flight::InFlight::default();
    let framework = once::Once::new(framework, executed(&store).await, flight.clone());
    let builder =
        serenity::ClientBuilder::new_with_http(http(&config), intents).framework(framework);
    #[cfg(feature = "voice")]
    let builder = builder.voice_manager_arc(manager);
    let builder = match voice.fed {
        Some(fed) => builder.raw_event_handler(voice::ear::Speech(fed)),
        None => builder,
    };
    let client = builder.await.context("cannot build the Discord client")?;
    let stop = Stop {
        flight,
        hosts: stopping,
        store,
    };
    serve_until_stopped(client, &config, beats_rx, fatal_rx, stop).await
}

/// The bot's shared data: the games' hosts (their executors start once connected), the
/// history, the web view.
async fn data(
    config: &Config,
    store: &Store,
    i18n: &Arc<I18n>,
    intents_missing: Vec<setup::intents::Privileged>,
    voice: Arc<voice::states::VoiceStates>,
) -> anyhow::Result<(Data, Vec<Starter>)> {
    let guilds = Arc::new(guilds::Guilds::new(store.clone(), &config.default_locale));
    let (hosts, starters) = hosts(config, store, &guilds, i18n).await?;
    let history = Arc::new(crate::history::History::new(store.clone()));
    let web = web(config, store, i18n, &hosts, &history).await?;
    let data = Data {
        config: config.clone(),
        store: store.clone(),
        i18n: i18n.clone(),
        guilds,
        hosts,
        intents_missing,
        voice,
        lobbies: lobby_shown::Shown::default(),
        web,
        history,
        arrivals: Arc::default(),
    };
    Ok((data, starters))
}

/// What a clean stop waits for and stops.
struct Stop {
    flight: in_flight::InFlight,
    hosts: Vec<Arc<dyn Hosting>>,
    store: Store,
}

/// Serves until the connection fails, the commands cannot be registered (`fatal`), or the
/// process is asked to stop; keeps the health file while the shards and executors beat.
async fn serve_until_stopped(
    mut client: serenity::Client,
    config: &Config,
    beats: tokio::sync::oneshot::Receiver<Vec<super::host::executor::Heartbeat>>,
    fatal: tokio::sync::oneshot::Receiver<String>,
    stop: Stop,
) -> anyhow::Result<()> {
    let shards = client.shard_manager.clone();
    let (health, watch) = (config.health_file.clone(), shards.clone());
    tokio::spawn(async move {
        if let Ok(beats) = beats.await {
            serve::keep_health(health, watch, beats);
        }
    });
    let serving = serve::connect(&mut client, config.shards.clone());
    tokio::select! {
        served = serving => served.context("the Discord connection failed"),
        Ok(why) = fatal => Err(anyhow::anyhow!(why)),
        () = serve::stop_asked() => {
            serve::stop(&shards, &stop.flight, &stop.hosts, &stop.store).await;
            Ok(())
        }
    }
}

/// What the bot does once connected, before the first interaction: register the commands
/// (a refusal stops the bot), start the archive sweeper, the games' executors and voice.
struct OnReady {
    fatal: tokio::sync::oneshot::Sender<String>,
    beats: tokio::sync::oneshot::Sender<Vec<super::host::executor::Heartbeat>>,
    dev_guild: Option<u64>,
    store: Store,
    shards: archive::Shards,
    starters: Vec<Starter>,
    voice: voice::Start,
    lg_host: Arc<Host<LoupsGarous>>,
    arrivals: Arc<super::arrivals::Arrivals>,
}

impl OnReady {
    async fn run(
        self,
        ctx: &serenity::Context,
        ready: &serenity::Ready,
        framework: &poise::Framework<Data, BotError>,
        data: Data,
    ) -> Result<Data, BotError> {
        let commands = &framework.options().commands;
        if let Err(e) = serve::register(ctx, commands, self.dev_guild).await {
            let _ = self
                .fatal
                .send(format!("cannot register the slash commands: {e}"));
            return Err(BotError::Unexpected(e.into()));
        }
        tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected");
        archive::start(
            ctx.http.clone(),
            self.store,
            ready.user.id.get(),
            self.shards,
        );
        let http = &ctx.http;
        let gateway = || super::host::executor::Gateway {
            cache: ctx.cache.clone(),
            arrivals: self.arrivals.clone(),
        };
        let beats: Vec<_> = self
            .starters
            .into_iter()
            .map(|s| s(http.clone(), gateway()))
            .collect();
        self.voice.run(self.lg_host, http.clone());
        let _ = self.beats.send(beats);
        Ok(data)
    }
}

/// Waits until Discord answers, then the gateway intents it grants (and those missing).
async fn reach(config: &Config) -> (serenity::GatewayIntents, Vec<setup::intents::Privileged>) {
    let base = config
        .api_base
        .clone()
        .unwrap_or_else(|| "https://discord.com/api".to_owned());
    serve::reach(&http(config), &base).await;
    setup::intents::negotiate(&http(config), intents(config)).await
}

/// The interactions executed in the last `once::LIFE`: a redelivery of one is not run again.
async fn executed(store: &Store) -> Vec<u64> {
    let since = crate::runtime::SystemClock.now()
        - chrono::Duration::from_std(once::LIFE).unwrap_or_default();
    store.interactions_since(since).await.unwrap_or_else(|e| {
        tracing::warn!(error = %e, "cannot read the interactions already executed");
        Vec::new()
    })
}

/// The gateway intents the bot asks for.
fn intents(config: &Config) -> serenity::GatewayIntents {
    let intents = serenity::GatewayIntents::GUILDS
        | serenity::GatewayIntents::GUILD_MEMBERS
        | serenity::GatewayIntents::GUILD_MESSAGES
        | serenity::GatewayIntents::DIRECT_MESSAGES
        | serenity::GatewayIntents::MESSAGE_CONTENT
        | serenity::GatewayIntents::GUILD_VOICE_STATES;
    if config.presence {
        intents | serenity::GatewayIntents::GUILD_PRESENCES
    } else {
        intents
    }
}
