//! The Discord layer: a thin adapter that parses interactions, checks who may ask, hands
//! commands to the runtime and shows what happened. It holds no rule.

pub mod commands;
mod error;
mod events;
pub mod lg;
mod presence;

use std::sync::Arc;

use anyhow::Context as _;
use poise::serenity_prelude as serenity;

pub use error::BotError;

use crate::config::Config;
use crate::i18n::I18n;
use crate::store::Store;

/// What every command can reach.
pub struct Data {
    pub config: Config,
    pub store: Store,
    pub i18n: Arc<I18n>,
    /// The Loups-Garous games.
    pub lg: Arc<lg::Lg>,
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

/// Connects to Discord and serves until the process is stopped.
pub async fn run(config: Config, store: Store, i18n: Arc<I18n>) -> anyhow::Result<()> {
    let options = options(&i18n);
    let dev_guild = config.dev_guild;
    let shards = config.shards.clone();
    let clock: Arc<dyn crate::runtime::Clock> = Arc::new(crate::runtime::SystemClock);
    let (runtime, batches) =
        crate::runtime::Runtime::<engine::loups_garous::LoupsGarous>::start_subscribed(
            store.clone(),
            clock,
        )
        .await
        .context("cannot recover the running games")?;
    let lg = Arc::new(lg::Lg::new(runtime, store.clone()).await?);
    let data = Data {
        config: config.clone(),
        store,
        i18n: i18n.clone(),
        lg: lg.clone(),
        presence: Arc::default(),
    };
    let default_locale = config.default_locale.clone();
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
                let executor =
                    lg::executor::Executor::new(ctx.http.clone(), lg, i18n, default_locale);
                tokio::spawn(executor.run(batches));
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
