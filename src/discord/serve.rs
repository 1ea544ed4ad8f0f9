//! Serving, from start to stop: Discord reached first (what was tried reported at once, then
//! retried with back-off), the commands registered (retried; a bot that cannot become ready
//! exits non-zero, so its supervisor restarts it), a health file kept fresh while the gateway
//! is up and the executors answer, and on SIGTERM a clean stop: no new interaction, those in
//! flight committed and answered, the games' actors stopped, the store closed.

use crate::runtime::{Clock as _, SystemClock};
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::host::hosting::Hosting;
use super::in_flight::InFlight;
use crate::store::Store;

/// The longest pause between two tries to reach Discord.
const REACH_MAX: Duration = Duration::from_mins(1);
/// How often command registration is tried before the bot gives up and exits.
const REGISTER_TRIES: u32 = 5;
/// The longest a stop waits for the interactions already received to finish (it goes on as
/// soon as the last one is done); within Compose's 30 s stop grace.
const GRACE: Duration = Duration::from_secs(5);

/// Waits until Discord answers (`GET /gateway/bot`), telling what it tries and why it fails.
pub async fn reach(http: &serenity::Http, base: &str) {
    let mut pause = Duration::from_secs(1);
    loop {
        match http.get_bot_gateway().await {
            Ok(_) => return tracing::info!(api = %base, "Discord reached"),
            Err(e) => {
                let (cause, chain) = (super::cause::cause(&e).name(), super::cause::chain(&e));
                tracing::error!(api = %base, cause = %cause, error = %chain, retry_in_s = pause.as_secs(), "cannot reach Discord");
                tokio::time::sleep(pause).await;
                pause = (pause * 2).min(REACH_MAX);
            }
        }
    }
}

/// Registers the commands, trying again after 1, 2, 4… s; `Err` once it gave up.
pub async fn register<U: Sync, E>(
    ctx: &serenity::Context,
    commands: &[poise::Command<U, E>],
    dev_guild: Option<u64>,
) -> Result<(), serenity::Error> {
    let mut pause = Duration::from_secs(1);
    let mut tries = 1;
    loop {
        let done = match dev_guild {
            Some(g) => poise::builtins::register_in_guild(ctx, commands, g.into()).await,
            None => poise::builtins::register_globally(ctx, commands).await,
        };
        match done {
            Ok(()) => return Ok(()),
            Err(e) if tries < REGISTER_TRIES => {
                tracing::warn!(tries, error = %e, retry_in_s = pause.as_secs(), "cannot register the commands");
                tokio::time::sleep(pause).await;
                pause *= 2;
                tries += 1;
            }
            Err(e) => return Err(e),
        }
    }
}

/// What asks the bot to stop: SIGTERM (`docker stop`) or Ctrl-C.
pub async fn stop_asked() {
    #[cfg(unix)]
    {
        let Ok(mut term) =
            tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
        else {
            return std::future::pending().await;
        };
        tokio::select! {
            _ = term.recv() => {}
            _ = tokio::signal::ctrl_c() => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

/// Connects the shards this process runs (`SHARDS`), or as many as Discord advises.
pub async fn connect(
    client: &mut serenity::Client,
    shards: Option<(std::ops::Range<u32>, u32)>,
) -> serenity::Result<()> {
    match shards {
        Some((range, total)) => client.start_shard_range(range, total).await,
        None => client.start_autosharded().await,
    }
}

/// The clean stop: the gateway closed (no new interaction), the interactions in flight
/// handled (at most `GRACE`: one stuck on Discord does not hold the stop), then every game's
/// actor stopped after its current command, and the store closed.
pub async fn stop(
    shards: &serenity::ShardManager,
    flight: &InFlight,
    hosts: &[Arc<dyn Hosting>],
    store: &Store,
) {
    tracing::info!("stopping: no new interaction is taken");
    shards.shutdown_all().await;
    if tokio::time::timeout(GRACE, flight.idle()).await.is_err() {
        tracing::warn!(
            left = flight.count(),
            "interactions still in flight at the stop"
        );
    }
    for host in hosts {
        host.shutdown().await;
    }
    store.close().await;
    tracing::info!("stopped cleanly");
}

/// Keeps `path` fresh ("ok" and the time) every few seconds while every shard is connected
/// and every executor answers; `regisseur health` reads it.
pub fn keep_health(
    path: std::path::PathBuf,
    shards: Arc<serenity::ShardManager>,
    beats: Vec<super::host::executor::Heartbeat>,
) {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        if let Err(e) = std::fs::create_dir_all(dir) {
            tracing::warn!(path = %dir.display(), error = %e, "cannot make the health file's folder");
        }
    }
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(Duration::from_secs(5));
        loop {
            tick.tick().await;
            let runners = shards.runners.lock().await;
            let connected = !runners.is_empty()
                && runners
                    .values()
                    .all(|r| r.stage == serenity::ConnectionStage::Connected);
            drop(runners);
            let executors = beats.iter().all(|b| b.fresh(Duration::from_secs(20)));
            if connected && executors {
                let line = format!("ok {}\n", SystemClock.now().timestamp_millis());
                if let Err(e) = std::fs::write(&path, line) {
                    tracing::warn!(path = %path.display(), error = %e, "cannot write the health file");
                }
            } else {
                tracing::warn!(
                    connected,
                    executors,
                    "unhealthy: the health file goes stale"
                );
            }
        }
    });
}

/// `regisseur health`: whether the running bot wrote its health file in the last 30 s.
pub fn healthy(path: &std::path::Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let at: i64 = text
        .strip_prefix("ok ")
        .and_then(|t| t.trim().parse().ok())
        .ok_or_else(|| format!("{}: not a health line", path.display()))?;
    let age = SystemClock.now().timestamp_millis() - at;
    if age > 30_000 {
        return Err(format!(
            "the bot last said it was healthy {} s ago",
            age / 1000
        ));
    }
    Ok(())
}
