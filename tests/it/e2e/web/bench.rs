//! The web view's benchmark (run with `--ignored --nocapture`): 500 spectators of one game
//! on server-sent events while its village votes; the vote → callback times with and
//! without them, and how long a vote takes to reach every spectator.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use fake_discord::fixture::GENERAL;
use serde_json::json;

use super::super::bench::{percentiles, timings, ALONE};
use super::super::game;
use super::super::harness::{component, World};
use super::{lg::events_url, watch_link, Stream};

const SPECTATORS: usize = 500;

/// Votes while the village votes: every player picks a target (each round another), one
/// vote every 2 ms, `rounds` times; each vote a batch the spectators are sent. Returns the
/// callback times.
async fn votes(world: &World, voters: &[u64], rounds: usize) -> Vec<Duration> {
    let place = world.channel("place");
    world
        .eventually("a ballot in #place", || {
            component(&world.fake.messages_in(place), ":bulletin:").is_some()
        })
        .await;
    let (message, id) = component(&world.fake.messages_in(place), ":bulletin:").expect("a ballot");
    let mut callbacks = Vec::new();
    for r in 0..rounds {
        let mut ids = Vec::new();
        for (i, voter) in voters.iter().enumerate() {
            let target = voters[(i + r + 1) % voters.len()].to_string();
            ids.push(world.fake.select(*voter, message, &id, &[&target]).unwrap());
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
        callbacks.extend(timings(world, &ids).await.0);
    }
    callbacks
}

/// Advances the game to the village's vote.
async fn to_the_vote(world: &World) {
    for _ in 0..20 {
        if world.status().await.contains(" vote") {
            return;
        }
        world.mj(world.channel("mj"), "avancer", json!([])).await;
    }
    panic!("no vote after 20 steps: {}", world.status().await);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark: cargo test --release --test it -- --ignored --nocapture bench"]
async fn bench_500_spectators_while_a_game_plays() {
    let _alone = ALONE.lock().await;
    let (world, port) = super::world(8).await;
    let seats = game::seat_with(&world, "vote=600 election=600", false).await;
    let watch = watch_link(&world, GENERAL).unwrap();
    let (seats, _wolves) = game::start(&world, seats).await;
    to_the_vote(&world).await;
    let living = seats.living(&world.status().await);
    let voters: Vec<u64> = living.iter().map(|n| seats.id(n)).collect();
    let mut alone = votes(&world, &voters, 10).await;
    let (m, p99) = percentiles(&mut alone);
    eprintln!(
        "BENCH no spectator: callback median {m:?}, p99 {p99:?} ({} votes)",
        alone.len()
    );

    let (_, _, page) = super::get(&watch).await;
    // Without `from`: each stream starts with the live part, which tells it is connected.
    let url = events_url(&page, port);
    let url = url.split('?').next().unwrap().to_owned();
    let updates = Arc::new(AtomicUsize::new(0));
    let told = Arc::new(tokio::sync::Notify::new());
    let opened = Instant::now();
    let mut readers = Vec::new();
    for i in 0..SPECTATORS {
        let url = url.clone();
        let (updates, told) = (updates.clone(), told.clone());
        readers.push(tokio::spawn(async move {
            let forwarded = format!("10.0.{}.{}", i / 250, i % 250 + 1);
            let answer = super::client()
                .get(&url)
                .header("x-forwarded-for", forwarded)
                .timeout(Duration::from_hours(1))
                .send()
                .await
                .unwrap();
            assert_eq!(answer.status(), 200, "spectator {i}");
            let mut stream = Stream::from_answer(answer);
            while let Some(e) = stream.next_any().await {
                if e.event == "live" {
                    updates.fetch_add(1, Ordering::Relaxed);
                    told.notify_one();
                }
            }
        }));
    }
    while updates.load(Ordering::Relaxed) < SPECTATORS {
        told.notified().await;
    }
    eprintln!(
        "BENCH {SPECTATORS} spectators connected and sent the live part in {:?}",
        opened.elapsed()
    );
    let before = updates.load(Ordering::Relaxed);
    let sent = Instant::now();
    let place = world.channel("place");
    let (message, id) = component(&world.fake.messages_in(place), ":bulletin:").unwrap();
    let target = voters[0].to_string();
    world.select(voters[1], message, &id, &[&target]).await;
    while updates.load(Ordering::Relaxed) < before + SPECTATORS {
        told.notified().await;
    }
    eprintln!(
        "BENCH a vote reached all {SPECTATORS} spectators in {:?}",
        sent.elapsed()
    );
    let mut watched = votes(&world, &voters, 10).await;
    let (m, p99) = percentiles(&mut watched);
    eprintln!(
        "BENCH {SPECTATORS} spectators: callback median {m:?}, p99 {p99:?} ({} votes); {} live parts sent",
        watched.len(),
        updates.load(Ordering::Relaxed)
    );
    assert!(
        world.status().await.contains(" vote"),
        "still the vote: the same moment measured"
    );
    for r in readers {
        r.abort();
    }
}
