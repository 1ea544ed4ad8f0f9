//! The figures of issue 23 point 2, printed (run with `--ignored --nocapture bench_cycle`): the
//! REST calls a 30-player game costs, step by step, with its players acting (each clicks or
//! picks in every live component the step offers him: night prompts, the ballot, 🏠 Rentrer),
//! and what a steady cycle (night 2 and day 3) costs per game-hour when every speaking turn
//! runs 10 s or 30 s. Interaction answers (callbacks, follow-ups) are counted apart: they are
//! not under Discord's global rate limit; everything else is.

use std::collections::BTreeMap;

use fake_discord::Call;
use serde_json::{json, Value};

use super::bench::{quiet, started_game_with, ALONE};
use super::game::status_key;
use super::harness::{reads, writes, World};

/// The game's timed steps and their defaults in seconds (`engine::loups_garous::Settings`).
const TIMERS: [(&str, u64); 19] = [
    ("libre", 120),
    ("crepuscule", 90),
    ("preparatifs", 45),
    ("chasse", 60),
    ("retraite", 20),
    ("loup-garou-noir", 20),
    ("remedes", 40),
    ("araignee-loup", 20),
    ("aube", 15),
    ("election", 60),
    ("assemblee", 30),
    ("vote", 60),
    ("egalite", 30),
    ("tir", 30),
    ("succession", 30),
    ("coup", 60),
    ("second-vote-fenetre", 15),
    ("second-vote-debat", 30),
    ("second-vote", 60),
];

/// How much longer than its default each step runs in the bench.
const SLOW: u64 = 10;

/// The kinds of a step's calls, as the table prints them.
const KINDS: [&str; 8] = [
    "answer",
    "overwrite",
    "post",
    "dm",
    "edit",
    "dm-open",
    "voice",
    "other",
];

/// What kind of call `c` is (one of [`KINDS`]); `dms` are the DM channels' ids.
fn kind(c: &Call, dms: &[String]) -> &'static str {
    let p = &c.path;
    let in_dm = dms.iter().any(|d| p.contains(&format!("/channels/{d}/")));
    if p.ends_with("/callback") || p.contains("/webhooks/") {
        "answer"
    } else if p.contains("/permissions/")
        || (c.method == "PATCH" && p.contains("/channels/") && !p.contains("/messages"))
    {
        "overwrite"
    } else if p.ends_with("/users/@me/channels") {
        "dm-open"
    } else if p.contains("/voice-states/") || p.contains("/members/") {
        "voice"
    } else if c.method == "POST" && p.ends_with("/messages") {
        if in_dm {
            "dm"
        } else {
            "post"
        }
    } else if c.method == "PATCH" && p.contains("/messages/") {
        "edit"
    } else {
        "other"
    }
}

/// Every enabled component of `message` whose custom id contains `key`: (custom id, the
/// values a pick sends — none for a button).
fn live(message: &Value, key: &str) -> Vec<(String, Option<Vec<String>>)> {
    let mut out = Vec::new();
    let rows = message["components"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    for c in rows
        .iter()
        .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
    {
        let Some(id) = c["custom_id"].as_str() else {
            continue;
        };
        if !id.starts_with("lg:") || !id.contains(key) || c["disabled"] == true {
            continue;
        }
        // The coup d'État overturns the day's course: a steady cycle has none.
        if id.contains(":coup") {
            continue;
        }
        let values = c["options"].as_array().map(|o| {
            let n = c["min_values"].as_u64().unwrap_or(1).max(1) as usize;
            o.iter()
                .filter_map(|v| v["value"].as_str().map(str::to_owned))
                .take(n)
                .collect()
        });
        out.push((id.to_owned(), values));
    }
    out
}

/// Every player acts once on each live component of this step he sees (his DMs, the game's
/// channels he reads). Returns how many interactions were sent, by action.
async fn act(world: &World, players: &[u64], channels: &[u64], key: &str) -> String {
    let mut sent = Vec::new();
    let mut actions: BTreeMap<String, usize> = BTreeMap::new();
    let mut used = std::collections::BTreeSet::new();
    for p in players {
        let mut messages = world.fake.dms_to(*p);
        for c in channels {
            if world.fake.with_state(|s| reads(s, *p, *c)) {
                messages.extend(world.fake.messages_in(*c));
            }
        }
        for m in &messages {
            let Some(id) = m["id"].as_str().and_then(|i| i.parse::<u64>().ok()) else {
                continue;
            };
            for (custom, values) in live(m, key) {
                // A player uses an action once a step (a ballot of 30 is two menus).
                let action = custom.split(':').nth(3).unwrap_or("").to_owned();
                if !used.insert((*p, action.clone())) {
                    continue;
                }
                let i = match &values {
                    None => world.fake.click(*p, id, &custom),
                    Some(v) => {
                        let v: Vec<&str> = v.iter().map(String::as_str).collect();
                        world.fake.select(*p, id, &custom, &v)
                    }
                };
                sent.extend(i.ok());
                *actions.entry(action.clone()).or_default() += 1;
                // Voters come one after another, as people do (`BENCH_VOTE_GAP_MS`, 500 by
                // default): the pinned count's pace is what a vote costs.
                if action == "bulletin" {
                    tokio::time::sleep(vote_gap()).await;
                }
            }
        }
    }
    for i in &sent {
        let _ = world.fake.callback_for(*i, super::harness::WAIT).await;
    }
    let actions: Vec<String> = actions.iter().map(|(a, n)| format!("{a} {n}")).collect();
    format!("{} acts [{}]", sent.len(), actions.join(", "))
}

/// The part of this step's custom ids that tells them from other steps' (the dusk's is its
/// own: `K3`).
fn key(status: &str) -> String {
    match status.split(", ").nth(1) {
        Some("crépuscule") => status_key(status).replace(":D", ":K").replace('.', ":"),
        _ => status_key(status),
    }
}

/// The speaker (the one living player who may write in `#place`) says something.
async fn speak(world: &World, players: &[u64], place: u64) -> String {
    let speaker = world
        .fake
        .with_state(|s| players.iter().copied().find(|p| writes(s, *p, place)));
    match speaker {
        Some(p) if world.fake.say(p, place, "Je ne suis pas un loup.").is_ok() => {
            " and a word".into()
        }
        _ => " (no speaker)".into(),
    }
}

/// The time between two voters' picks.
fn vote_gap() -> std::time::Duration {
    let ms = std::env::var("BENCH_VOTE_GAP_MS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(500);
    std::time::Duration::from_millis(ms)
}

/// The seconds a step lasts by the rules' defaults: a speaking turn `turn`, any other step
/// what `/partie` said was left of it when it began (`phase` ends "…, 1 min 30 s restantes").
fn seconds(status: &str, turn: u64) -> u64 {
    if status.contains("tours de parole") {
        return turn;
    }
    let left = status.split(", ").last().unwrap_or("");
    let left = left.split(" restantes").next().unwrap_or("");
    let mut total = 0;
    let words: Vec<&str> = left.split_whitespace().collect();
    for pair in words.chunks(2) {
        let n: u64 = pair[0].parse().unwrap_or(0);
        total += match pair.get(1) {
            Some(&"min") => n * 60,
            _ => n,
        };
    }
    // What was left a moment after it began, of a step `SLOW` times its default: round up
    // to the setting's 5 s.
    (total / SLOW).div_ceil(5) * 5
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark: cargo test --profile bench --test it -- --ignored --nocapture bench_cycle"]
async fn bench_cycle_of_30_players_acting() {
    let _alone = ALONE.lock().await;
    let world = World::start(30).await;
    // Every step ten times its default: the players' paced votes never race a timer, and
    // `/mj avancer` ends each step as its timer would.
    let slow: Vec<String> = TIMERS
        .iter()
        .map(|(k, v)| format!("{k}={}", v * SLOW))
        .collect();
    let options = json!([{"type": 3, "name": "options", "value": slow.join(" ")}]);
    let mj = started_game_with(&world, 0, 30, options).await;
    quiet(&world).await;
    let players: Vec<u64> = world
        .fake
        .with_state(|s| s.guild.players().map(|m| m.user.id).take(30).collect());
    let names = ["place", "meute", "amoureux", "cimetiere"];
    let channels: Vec<u64> = names.iter().map(|n| world.channel(n)).collect();
    let mut steps: Vec<(String, BTreeMap<&str, usize>, String)> = Vec::new();
    for _ in 0..200 {
        let status = world.status().await;
        if status.contains(": fin") || status.contains("nuit 4") {
            break;
        }
        let phase = status.split(" : ").nth(1).unwrap_or("");
        let phase = phase.split(". Vivants").next().unwrap_or("").to_owned();
        let before = world.fake.with_state(|s| s.calls.len());
        let mut acts = act(&world, &players, &channels, &key(&status)).await;
        if status.contains("tours de parole") {
            acts += &speak(&world, &players, channels[0]).await;
        }
        world.mj(mj, "avancer", json!([])).await;
        quiet(&world).await;
        let (new, dms): (Vec<Call>, Vec<String>) = world.fake.with_state(|s| {
            let dms = s.dms.values().map(u64::to_string).collect();
            (s.calls[before..].to_vec(), dms)
        });
        let mut by: BTreeMap<&str, usize> = BTreeMap::new();
        for c in &new {
            *by.entry(kind(c, &dms)).or_default() += 1;
        }
        if std::env::var_os("BENCH_CALLS").is_some() {
            for c in new.iter().filter(|c| kind(c, &dms) != "answer") {
                let body = c
                    .body
                    .as_ref()
                    .map(super::harness::shown)
                    .unwrap_or_default();
                let body: String = body.chars().take(90).collect();
                eprintln!("  {} {} {} {body:?}", kind(c, &dms), c.method, c.path);
            }
        }
        // The MJ's /mj avancer stands for the timer: its answer is not the game's.
        *by.entry("answer").or_default() -= 1;
        steps.push((phase, by, acts));
    }
    report(&steps);
    world.fake.assert_no_violations();
}

/// Prints each step's calls by kind, then the steady cycle's (night 2 and day 3: day 2 has the
/// Maire's election) calls per game-hour at 10 s and 30 s speaking turns.
fn report(steps: &[(String, BTreeMap<&str, usize>, String)]) {
    let mut cycle: BTreeMap<&str, usize> = BTreeMap::new();
    let (mut at10, mut at30) = (0, 0);
    let mut turns = 0;
    for (phase, by, acts) in steps {
        let limited: usize = by
            .iter()
            .filter(|(k, _)| **k != "answer")
            .map(|(_, n)| n)
            .sum();
        let row: Vec<String> = KINDS
            .iter()
            .map(|k| format!("{k} {}", by.get(k).copied().unwrap_or(0)))
            .collect();
        eprintln!(
            "BENCH cycle «{phase}»: {acts}, {limited} limited calls ({})",
            row.join(", ")
        );
        if phase.starts_with("nuit 2") || phase.starts_with("jour 3") {
            for (k, n) in by {
                *cycle.entry(k).or_default() += n;
            }
            at10 += seconds(phase, 10);
            at30 += seconds(phase, 30);
            turns += usize::from(phase.contains("tours de parole"));
        }
    }
    let limited: usize = cycle
        .iter()
        .filter(|(k, _)| **k != "answer")
        .map(|(_, n)| n)
        .sum();
    let hour = |secs: u64| limited as f64 * 3600.0 / secs.max(1) as f64;
    eprintln!(
        "BENCH cycle night 2 + day 3: {limited} limited calls ({cycle:?}), {turns} speaking turns; {at10} s at 10 s turns → {:.0} calls/game-hour; {at30} s at 30 s turns → {:.0} calls/game-hour",
        hour(at10),
        hour(at30)
    );
}
