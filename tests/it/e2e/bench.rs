//! The figures of issue 5 point 8, printed (run with `--ignored --nocapture`): REST calls per
//! phase change of a 30-player game, and interaction → callback times with 100 games at once.

use std::time::{Duration, Instant};

use fake_discord::fixture::GENERAL;
use serde_json::json;

use super::harness::{component, World};

/// Creates and starts a game with `n` players (the first `n` of the fixture); returns its MJ
/// channel.
async fn started_game(world: &World, n: usize) -> u64 {
    world.mj(GENERAL, "creer", json!([])).await;
    let (message, id) = component(&world.fake.messages_in(GENERAL), "lgj:").unwrap();
    let players: Vec<u64> = world
        .fake
        .with_state(|s| s.guild.players().map(|m| m.user.id).take(n).collect());
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark: cargo test --test it -- --ignored --nocapture bench"]
async fn bench_rest_calls_per_phase_change_of_30_players() {
    let world = World::start(30).await;
    let mj = started_game(&world, 30).await;
    tokio::time::sleep(Duration::from_secs(1)).await;
    for _ in 0..8 {
        let status = world.status().await;
        let before = world.fake.calls().len();
        world.mj(mj, "avancer", json!([])).await;
        tokio::time::sleep(Duration::from_millis(1500)).await;
        let calls = world.fake.calls();
        let new = &calls[before..];
        let perms = new
            .iter()
            .filter(|c| {
                c.path.contains("/permissions/")
                    || (c.path.contains("/channels/") && !c.path.contains("/messages"))
            })
            .count();
        let messages = new
            .iter()
            .filter(|c| {
                c.path.ends_with("/messages")
                    || c.method == "PATCH" && c.path.contains("/messages/")
            })
            .count();
        let dms = new
            .iter()
            .filter(|c| c.path.ends_with("/users/@me/channels"))
            .count();
        let other = new.len() - perms - messages - dms;
        eprintln!(
            "BENCH phase change from «{status}»: {} calls = {perms} overwrite calls (PUT/DELETE one, or GET+PATCH the channel) + {messages} messages sent/edited + {dms} DM channels opened + {other} interaction answers/others",
            new.len()
        );
    }
    let noops = world.fake.noop_calls();
    eprintln!("BENCH calls that changed nothing: {}", noops.len());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark: cargo test --test it -- --ignored --nocapture bench"]
async fn bench_interaction_to_callback_with_100_games() {
    let world = World::start(8).await;
    let mut mjs = Vec::new();
    for _ in 0..100 {
        mjs.push(started_game(&world, 6).await);
    }
    let olga = world.user("olga");
    // Let the executor finish showing the 100 starts (role cards, overwrites) first.
    let settled = |w: &World| w.fake.calls().len();
    let mut last = settled(&world);
    loop {
        tokio::time::sleep(Duration::from_secs(2)).await;
        let now = settled(&world);
        if now == last {
            break;
        }
        last = now;
    }
    let mut all = Vec::new();
    for round in 0..3 {
        let mut times = Vec::new();
        // 100 interactions, one every 2 ms (each game's MJ asking at about the same time).
        let mut pending = Vec::new();
        for mj in &mjs {
            let (command, options) = if round == 1 {
                ("mj", json!([{"type": 1, "name": "avancer", "options": []}]))
            } else {
                ("partie", json!([]))
            };
            pending.push((
                world.fake.slash(olga, *mj, command, options).unwrap(),
                Instant::now(),
            ));
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
        let deadline = Instant::now() + Duration::from_secs(10);
        while !pending.is_empty() && Instant::now() < deadline {
            let answered: Vec<u64> = world.fake.with_state(|s| {
                pending
                    .iter()
                    .filter(|(id, _)| s.interactions.get(id).is_some_and(|r| r.callback.is_some()))
                    .map(|(id, _)| *id)
                    .collect()
            });
            pending.retain(|(id, at)| {
                let done = answered.contains(id);
                if done {
                    times.push(at.elapsed());
                }
                !done
            });
            tokio::time::sleep(Duration::from_millis(1)).await;
        }
        assert!(pending.is_empty(), "{} unanswered", pending.len());
        times.sort();
        eprintln!(
            "BENCH round {round} ({}): callback median {:?}, p99 {:?}",
            if round == 1 {
                "/mj avancer: a phase change each"
            } else {
                "/partie"
            },
            times[times.len() / 2],
            times[times.len() * 99 / 100]
        );
        all.extend(times);
    }
    all.sort();
    let median = all[all.len() / 2];
    let p99 = all[all.len() * 99 / 100];
    eprintln!(
        "BENCH 100 games running, {} interactions (one every 2 ms): callback median {median:?}, p99 {p99:?}",
        all.len()
    );
}
