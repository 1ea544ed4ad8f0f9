//! The figures of issue 23, printed (run with `--ignored --nocapture bench_scale`): the
//! interaction → callback times with 100, 200 and 500 games at once, on SQLite and on
//! PostgreSQL, quiet and with two busy loops holding the cores; the store's group commits;
//! the bot's memory per running game. Jour 1 lasts two hours, so every game is still in it
//! when the rounds run, however long the games took to start.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::json;

use super::bench::{
    bot_log, bot_pid, commit_times, cpu_time, percentiles, round, started_game_with, strip_ansi,
    ALONE,
};
use super::harness::World;

/// The bot's resident memory, from `/proc` (Linux; zero elsewhere).
fn rss_kb(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// The sizes of the store's group commits in the bot's `group committed writes=N` lines.
fn groups(log: &str) -> Vec<usize> {
    strip_ansi(log)
        .lines()
        .filter(|l| l.contains("group committed"))
        .filter_map(|l| {
            l.split("writes=")
                .nth(1)?
                .split_whitespace()
                .next()?
                .parse()
                .ok()
        })
        .collect()
}

/// Two threads that spin until dropped: the cores are busy.
struct Busy(Arc<AtomicBool>, Vec<std::thread::JoinHandle<()>>);

impl Busy {
    fn start() -> Busy {
        let stop = Arc::new(AtomicBool::new(false));
        let threads = (0..2)
            .map(|_| {
                let stop = stop.clone();
                std::thread::spawn(move || {
                    let mut x = 0u64;
                    while !stop.load(Ordering::Relaxed) {
                        x = std::hint::black_box(x.wrapping_mul(31).wrapping_add(7));
                    }
                })
            })
            .collect();
        Busy(stop, threads)
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
        for t in self.1.drain(..) {
            let _ = t.join();
        }
    }
}

/// Starts `n` games (the store on PostgreSQL when `postgres`), then times three rounds of one
/// interaction per game — idle, a phase change each, right after — quiet, then with the cores
/// busy.
async fn callbacks(n: usize, postgres: bool) {
    let _alone = ALONE.lock().await;
    let store = if postgres { "PostgreSQL" } else { "SQLite" };
    let url = if postgres {
        Some(super::shards::own_schema().await)
    } else {
        None
    };
    let env: Vec<(&str, &str)> = url.iter().map(|u| ("DATABASE_URL", u.as_str())).collect();
    let world = World::start_with(n * 6, &env).await;
    let bot = bot_pid();
    let rss_before = bot.map_or(0, rss_kb);
    let setup = Instant::now();
    let mut mjs = Vec::new();
    let options = json!([{"type": 3, "name": "options", "value": "libre=7200"}]);
    for game in 0..n {
        mjs.push(started_game_with(&world, game * 6, 6, options.clone()).await);
    }
    super::bench::quiet(&world).await;
    let rss = bot.map_or(0, rss_kb);
    eprintln!(
        "BENCH {store} {n} games started in {:?}; the bot's memory {} KB, {} KB before the games ({:.1} KB a game)",
        setup.elapsed(),
        rss,
        rss_before,
        (rss.saturating_sub(rss_before)) as f64 / n as f64
    );
    for busy in [false, true] {
        let _busy = busy.then(Busy::start);
        let what = if busy { "two busy loops" } else { "quiet" };
        rounds(&world, &mjs, &format!("{store} {n} games, {what}")).await;
        super::bench::quiet(&world).await;
    }
    let violations = world.fake.violations();
    eprintln!("BENCH violations of Discord's rules: {}", violations.len());
}

/// One interaction per game, three times; prints each round's and the whole's percentiles.
async fn rounds(world: &World, mjs: &[u64], what: &str) {
    let rounds = [
        ("partie", json!([]), "/partie, executors idle"),
        (
            "mj",
            json!([{"type": 1, "name": "avancer", "options": []}]),
            "/mj avancer: a phase change each",
        ),
        ("partie", json!([]), "/partie, right after"),
    ];
    let bot = bot_pid();
    let mut all = Vec::new();
    for (command, options, round_name) in &rounds {
        let log_from = bot_log(world).len();
        let cpu = bot.map(cpu_time);
        let started = Instant::now();
        let (mut c, _) = round(world, mjs, command, options).await;
        let wall = started.elapsed();
        let log = bot_log(world);
        let since = log.get(log_from..).unwrap_or(&log);
        let mut appends = commit_times(since);
        let groups = groups(since);
        let (am, a99) = if appends.is_empty() {
            (Duration::ZERO, Duration::ZERO)
        } else {
            percentiles(&mut appends)
        };
        let (cm, c99) = percentiles(&mut c);
        eprintln!(
            "BENCH {what} — {round_name}: callback median {cm:?}, p99 {c99:?}; append median {am:?}, p99 {a99:?}; {} group commits of {:.1} writes on average (largest {}); the bot used {:?} of CPU in {wall:?}; load {}",
            groups.len(),
            groups.iter().sum::<usize>() as f64 / groups.len().max(1) as f64,
            groups.iter().max().unwrap_or(&0),
            bot.map(cpu_time).zip(cpu).map(|(a, b)| a.saturating_sub(b)),
            std::fs::read_to_string("/proc/loadavg").unwrap_or_default().trim()
        );
        all.extend(c);
    }
    let (m, p99) = percentiles(&mut all);
    eprintln!(
        "BENCH {what} — all {} interactions: callback median {m:?}, p99 {p99:?}",
        all.len()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark: cargo test --profile bench --test it -- --ignored --nocapture bench_scale"]
async fn bench_scale_100_games_sqlite() {
    callbacks(100, false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark: cargo test --profile bench --test it -- --ignored --nocapture bench_scale"]
async fn bench_scale_200_games_sqlite() {
    callbacks(200, false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark: cargo test --profile bench --test it -- --ignored --nocapture bench_scale"]
async fn bench_scale_500_games_sqlite() {
    callbacks(500, false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark: cargo test --profile bench --test it -- --ignored --nocapture bench_scale"]
async fn bench_scale_200_games_postgres() {
    callbacks(200, true).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark: cargo test --profile bench --test it -- --ignored --nocapture bench_scale"]
async fn bench_scale_500_games_postgres() {
    callbacks(500, true).await;
}

/// The REST calls a restart costs: `n` running games (6 players each, in Jour 1), the bot
/// killed and started again, every call it makes until it is quiet, by kind.
async fn restart_calls(n: usize) {
    let _alone = ALONE.lock().await;
    let mut world = World::start(n * 6).await;
    let options = json!([{"type": 3, "name": "options", "value": "libre=7200"}]);
    for game in 0..n {
        started_game_with(&world, game * 6, 6, options.clone()).await;
    }
    super::bench::quiet(&world).await;
    world.kill();
    let before = world.fake.with_state(|s| s.calls.len());
    let started = Instant::now();
    world.spawn().await;
    super::bench::quiet(&world).await;
    let calls: Vec<(String, String)> = world.fake.with_state(|s| {
        s.calls[before..]
            .iter()
            .map(|c| (c.method.clone(), c.path.clone()))
            .collect()
    });
    let mut kinds: std::collections::BTreeMap<String, usize> = std::collections::BTreeMap::new();
    for (method, path) in &calls {
        // the path's shape: ids become `{id}`
        let shape: Vec<&str> = path
            .split('/')
            .map(|p| {
                if p.chars().all(|c| c.is_ascii_digit()) && !p.is_empty() {
                    "{id}"
                } else {
                    p
                }
            })
            .collect();
        *kinds
            .entry(format!("{method} {}", shape.join("/")))
            .or_default() += 1;
    }
    eprintln!(
        "BENCH restart with {n} running games: {} REST calls ({:.1} a game) until quiet, {:?}; by kind: {kinds:?}",
        calls.len(),
        calls.len() as f64 / n as f64,
        started.elapsed()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark: cargo test --profile bench --test it -- --ignored --nocapture bench_scale"]
async fn bench_scale_restart_calls_of_50_games() {
    restart_calls(50).await;
}

/// The bot's memory with `n` running games (6 players each, in Jour 1), quiet: what each
/// game adds to its resident size, once ten games have warmed it up (the code and the font
/// a first game touches, the threads a first burst starts), and from an empty bot.
async fn memory(n: usize) {
    const WARM: usize = 10;
    let _alone = ALONE.lock().await;
    let world = World::start((WARM + n) * 6).await;
    let bot = bot_pid();
    super::bench::quiet(&world).await;
    let empty = bot.map_or(0, rss_kb);
    let options = json!([{"type": 3, "name": "options", "value": "libre=7200"}]);
    let mut warm = 0;
    for game in 0..WARM + n {
        if game == WARM {
            super::bench::quiet(&world).await;
            warm = bot.map_or(0, rss_kb);
        }
        started_game_with(&world, game * 6, 6, options.clone()).await;
    }
    super::bench::quiet(&world).await;
    let rss = bot.map_or(0, rss_kb);
    eprintln!(
        "BENCH memory with {} running games: {rss} KB; {warm} KB after {WARM}, {empty} KB with none: {:.1} KB a game past the first {WARM} ({:.1} KB a game from none); load {}",
        WARM + n,
        (rss.saturating_sub(warm)) as f64 / n as f64,
        (rss.saturating_sub(empty)) as f64 / (WARM + n) as f64,
        std::fs::read_to_string("/proc/loadavg").unwrap_or_default().trim()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark: cargo test --profile bench --test it -- --ignored --nocapture bench_scale"]
async fn bench_scale_memory_of_100_games() {
    memory(100).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark: cargo test --profile bench --test it -- --ignored --nocapture bench_scale"]
async fn bench_scale_memory_of_500_games() {
    memory(500).await;
}
