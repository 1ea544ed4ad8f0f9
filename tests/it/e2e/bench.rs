//! The figures of issue 5 point 8, printed (run with `--ignored --nocapture`): REST calls per
//! phase change of a 30-player game, and interaction → callback times with 100 games at once.

use std::time::{Duration, Instant};

use fake_discord::fixture::GENERAL;
use serde_json::json;

use super::harness::{component, World};

/// Taken by each benchmark for its whole run: `cargo test` runs tests in parallel, and two bots
/// and two fakes on the same cores would spoil each other's figures.
pub(super) static ALONE: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// Creates and starts a game with `n` players (the first `n` of the fixture); returns its MJ
/// channel.
/// Starts a game of the `n` players from the `first`-th member on (a member sits at one running
/// game of a kind per server, so each game gets its own).
pub(super) async fn started_game(world: &World, first: usize, n: usize) -> u64 {
    started_game_with(world, first, n, json!([])).await
}

/// [`started_game`], created with these `/mj creer` options.
pub(super) async fn started_game_with(
    world: &World,
    first: usize,
    n: usize,
    options: serde_json::Value,
) -> u64 {
    world.mj(GENERAL, "creer", options).await;
    let (message, id) = component(&world.fake.messages_in(GENERAL), "lgj:").unwrap();
    let players: Vec<u64> = world.fake.with_state(|s| {
        s.guild
            .players()
            .map(|m| m.user.id)
            .skip(first)
            .take(n)
            .collect()
    });
    for p in players {
        let i = world.fake.click(p, message, &id).unwrap();
        world
            .fake
            .callback_for(i, super::harness::WAIT)
            .await
            .unwrap();
    }
    let category = world.fake.with_state(|s| {
        s.channels
            .values()
            .filter(|c| c["name"] == "mj")
            .filter_map(|c| c["id"].as_str()?.parse::<u64>().ok())
            .max()
            .unwrap()
    });
    let place = world.fake.with_state(|s| {
        s.channels
            .values()
            .filter(|c| c["name"] == "place")
            .filter_map(|c| c["id"].as_str()?.parse::<u64>().ok())
            .max()
            .unwrap()
    });
    let started = world.mj(place, "demarrer", json!([])).await;
    assert!(started.contains("commence"), "{started}");
    category
}

/// What each member may do (view, send) in each channel of the game whose MJ channel is `mj`.
fn access_of(world: &World, mj: u64) -> Vec<(u64, Vec<u64>)> {
    let wanted = fake_discord::perms::VIEW_CHANNEL | fake_discord::perms::SEND_MESSAGES;
    world.fake.with_state(|s| {
        let category = s.channels.get(&mj).map(|c| c["parent_id"].clone());
        let channels: Vec<u64> = s
            .channels
            .iter()
            .filter(|(_, c)| Some(c["parent_id"].clone()) == category)
            .map(|(id, _)| *id)
            .collect();
        let members: Vec<u64> = s.guild.members.iter().map(|m| m.user.id).collect();
        channels
            .into_iter()
            .map(|c| {
                (
                    c,
                    members
                        .iter()
                        .map(|u| s.permissions(*u, c) & wanted)
                        .collect(),
                )
            })
            .collect()
    })
}

/// Waits until the bot made no REST call for 500 ms.
pub(super) async fn quiet(world: &World) {
    let mut last = world.fake.with_state(|s| s.calls.len());
    loop {
        tokio::time::sleep(Duration::from_millis(500)).await;
        let now = world.fake.with_state(|s| s.calls.len());
        if now == last {
            return;
        }
        last = now;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark: cargo test --release --test it -- --ignored --nocapture bench"]
async fn bench_rest_calls_per_phase_change_of_30_players() {
    let _alone = ALONE.lock().await;
    let world = World::start(30).await;
    let mj = started_game(&world, 0, 30).await;
    quiet(&world).await;
    let mut worst_excess: i64 = i64::MIN;
    for _ in 0..8 {
        let status = world.status().await;
        let status = status.split(". ").next().unwrap_or("").to_owned();
        let access = access_of(&world, mj);
        let before = world.fake.with_state(|s| s.calls.len());
        world.mj(mj, "avancer", json!([])).await;
        quiet(&world).await;
        let new: Vec<_> = world.fake.with_state(|s| s.calls[before..].to_vec());
        let changed = access_of(&world, mj)
            .iter()
            .zip(&access)
            .filter(|(after, before)| after != before)
            .count();
        let is_message = |c: &&fake_discord::Call| {
            (c.method == "POST" && (c.path.ends_with("/messages") || c.path.contains("/webhooks/")))
                || (c.method == "PATCH" && c.path.contains("/messages/"))
                || c.path.ends_with("/callback")
        };
        let messages = new.iter().filter(is_message).count();
        let is_overwrite = |c: &&fake_discord::Call| {
            c.path.contains("/permissions/")
                || (c.method == "PATCH"
                    && c.path.contains("/channels/")
                    && !c.path.contains("/messages"))
        };
        let overwrites = new.iter().filter(is_overwrite).count();
        let other: Vec<String> = new
            .iter()
            .filter(|c| !is_message(c) && !is_overwrite(c))
            .map(|c| format!("{} {}", c.method, c.path))
            .collect();
        let bound = changed + messages;
        worst_excess = worst_excess.max(new.len() as i64 - bound as i64);
        eprintln!(
            "BENCH phase change from «{status}»: {} REST calls = {overwrites} overwrite calls for {changed} channels whose access changed + {messages} messages sent/edited (the /mj avancer answer included) + {} others {other:?}; bound {bound}: {}",
            new.len(),
            other.len(),
            if new.len() <= bound { "within" } else { "EXCEEDED" }
        );
    }
    let noops = world.fake.noop_calls();
    eprintln!(
        "BENCH calls that changed nothing: {}; worst calls − bound over the phase changes: {worst_excess}",
        noops.len()
    );
}

/// The bot's log so far.
pub(super) fn bot_log(world: &World) -> String {
    world
        .bot
        .as_ref()
        .map(super::harness::Bot::stderr)
        .unwrap_or_default()
}

/// The store append times in the bot's `committed … append_us=N` debug lines.
pub(super) fn commit_times(log: &str) -> Vec<Duration> {
    let plain = strip_ansi(log);
    plain
        .lines()
        .filter(|l| l.contains("committed"))
        .filter_map(|l| {
            l.split("append_us=")
                .nth(1)?
                .split_whitespace()
                .next()?
                .parse()
                .ok()
        })
        .map(Duration::from_micros)
        .collect()
}

/// `text` without its terminal colour escapes (the bot's log has them).
pub(super) fn strip_ansi(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            chars.by_ref().find(char::is_ascii_alphabetic);
        } else {
            out.push(c);
        }
    }
    out
}

/// CPU time (user + system) used so far by process `pid`, from `/proc` (Linux; zero elsewhere).
pub(super) fn cpu_time(pid: u32) -> Duration {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or(vec![], |(_, rest)| rest.split_whitespace().collect());
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<u64>().ok())
            .unwrap_or(0)
    };
    // After the command: state is field 0, utime 11 and stime 12, in 1/100 s.
    Duration::from_millis((ticks(11) + ticks(12)) * 10)
}

/// The pid of the bot this test spawned (a child of this process running the bot binary).
pub(super) fn bot_pid() -> Option<u32> {
    let me = std::process::id().to_string();
    let binary = std::path::Path::new(env!("CARGO_BIN_EXE_regisseur"));
    std::fs::read_dir("/proc").ok()?.flatten().find_map(|e| {
        let pid: u32 = e.file_name().to_str()?.parse().ok()?;
        let exe = std::fs::read_link(e.path().join("exe")).ok()?;
        let stat = std::fs::read_to_string(e.path().join("stat")).ok()?;
        let parent = stat
            .rsplit_once(')')?
            .1
            .split_whitespace()
            .nth(1)?
            .to_owned();
        (exe == binary && parent == me).then_some(pid)
    })
}

/// The median and the 99th percentile of `times` (sorted here).
pub(super) fn percentiles(times: &mut [Duration]) -> (Duration, Duration) {
    times.sort();
    let at = |q: usize| times[(times.len() * q / 100).min(times.len() - 1)];
    (at(50), at(99))
}

/// Sends one interaction per MJ channel, one every 2 ms, waits until each has its answer and
/// returns the fake's timings: (until the callback, until the answer the user sees).
pub(super) async fn round(
    world: &World,
    mjs: &[u64],
    command: &str,
    options: &serde_json::Value,
) -> (Vec<Duration>, Vec<Duration>) {
    let olga = world.user("olga");
    let mut ids = Vec::new();
    for mj in mjs {
        ids.push(
            world
                .fake
                .slash(olga, *mj, command, options.clone())
                .unwrap(),
        );
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    timings(world, &ids).await
}

/// The fake's timings of these interactions, once each is answered: (until the callback,
/// until the answer the user sees).
pub(super) async fn timings(world: &World, ids: &[u64]) -> (Vec<Duration>, Vec<Duration>) {
    let all: Option<Vec<fake_discord::Timings>> = world
        .fake
        .wait_for(
            |s| {
                ids.iter()
                    .map(|id| {
                        let r = s.interactions.get(id)?;
                        let sent = r.sent?;
                        let since = |t: Instant| t.saturating_duration_since(sent);
                        let answer = r.answered_at?;
                        Some(fake_discord::Timings {
                            callback: r.callback_at.map(since),
                            answer: Some(since(answer)),
                        })
                    })
                    .collect()
            },
            Duration::from_secs(30),
        )
        .await;
    let all = all.unwrap_or_else(|| {
        panic!(
            "some of the {} interactions were not answered within 30 s",
            ids.len()
        )
    });
    let callbacks = all.iter().filter_map(|t| t.callback).collect();
    let answers = all.iter().filter_map(|t| t.answer).collect();
    (callbacks, answers)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark: cargo test --release --test it -- --ignored --nocapture bench"]
async fn bench_interaction_to_callback_with_100_games() {
    let _alone = ALONE.lock().await;
    eprintln!(
        "BENCH bot binary {} (this test built with debug assertions: {})",
        env!("CARGO_BIN_EXE_regisseur"),
        cfg!(debug_assertions)
    );
    let world = World::start(600).await;
    let setup = Instant::now();
    let mut mjs = Vec::new();
    for game in 0..100 {
        mjs.push(started_game(&world, game * 6, 6).await);
    }
    eprintln!("BENCH 100 games started in {:?}", setup.elapsed());
    // Let the executor finish showing the 100 starts (role cards, overwrites) first.
    let settled = |w: &World| w.fake.with_state(|s| s.calls.len());
    let mut last = settled(&world);
    loop {
        tokio::time::sleep(Duration::from_secs(2)).await;
        let now = settled(&world);
        if now == last {
            break;
        }
        last = now;
    }
    let rounds = [
        ("partie", json!([]), "/partie, executors idle"),
        (
            "mj",
            json!([{"type": 1, "name": "avancer", "options": []}]),
            "/mj avancer: a phase change each",
        ),
        (
            "partie",
            json!([]),
            "/partie, right after: the 100 phase changes being shown",
        ),
    ];
    let (mut callbacks, mut answers) = (Vec::new(), Vec::new());
    let bot = bot_pid();
    for (command, options, what) in &rounds {
        let log_from = bot_log(&world).len();
        let cpu = (
            bot.map(cpu_time),
            cpu_time(std::process::id()),
            Instant::now(),
        );
        let (mut c, mut a) = round(&world, &mjs, command, options).await;
        eprintln!(
            "BENCH {what}: {:?} of wall time, the bot used {:?} of CPU, the fake and this test {:?}; load average {}",
            cpu.2.elapsed(),
            bot.map(cpu_time).zip(cpu.0).map(|(after, before)| after.checked_sub(before).unwrap()),
            cpu_time(std::process::id()).checked_sub(cpu.1).unwrap(),
            std::fs::read_to_string("/proc/loadavg").unwrap_or_default().trim()
        );
        let log = bot_log(&world);
        let mut commits = commit_times(log.get(log_from..).unwrap_or(&log));
        if !commits.is_empty() {
            let (m, p99) = percentiles(&mut commits);
            eprintln!(
                "BENCH {what}: {} commits meanwhile, store append (queue included) median {m:?}, p99 {p99:?} (the bot's debug log)",
                commits.len()
            );
        }
        let (cm, c99) = percentiles(&mut c);
        let (am, a99) = percentiles(&mut a);
        eprintln!(
            "BENCH {what}: callback median {cm:?}, p99 {c99:?}; answer seen median {am:?}, p99 {a99:?} ({} interactions, one every 2 ms, timed by the fake)",
            c.len()
        );
        callbacks.extend(c);
        answers.extend(a);
    }
    let (cm, c99) = percentiles(&mut callbacks);
    let (am, a99) = percentiles(&mut answers);
    eprintln!(
        "BENCH 100 games running, {} interactions: callback median {cm:?}, p99 {c99:?}; answer seen median {am:?}, p99 {a99:?}",
        callbacks.len()
    );
    let violations = world.fake.violations();
    eprintln!(
        "BENCH violations of Discord's rules: {} {:?}",
        violations.len(),
        violations.iter().take(5).collect::<Vec<_>>()
    );
}
