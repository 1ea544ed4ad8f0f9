//! A Discord incident longer than Discord remembers nonces: a message whose answer was lost,
//! then minutes of 500s, then Discord forgetting the nonce. The bot keeps trying (the notice
//! is not dropped and the cursor does not move), and before sending again it looks whether
//! the lost try posted the message: nothing is shown twice. (The test's nonce window is
//! 300 ms instead of two minutes.)

use std::collections::BTreeMap;
use std::time::Duration;

use serde_json::json;

use super::game::set_up;
use super::harness::World;

/// The nonces of the bot's messages that appear more than once in a channel.
fn duplicates(world: &World) -> Vec<String> {
    let mut seen: BTreeMap<(String, String), Vec<String>> = BTreeMap::new();
    world.fake.with_state(|s| {
        for m in s.messages.values() {
            if let Some(nonce) = m["nonce"].as_str() {
                let channel = m["channel_id"].as_str().unwrap_or("").to_owned();
                let text = m["content"].as_str().unwrap_or("").to_owned();
                seen.entry((channel, nonce.to_owned()))
                    .or_default()
                    .push(text);
            }
        }
    });
    seen.into_iter()
        .filter(|(_, texts)| texts.len() > 1)
        .map(|((_, nonce), texts)| format!("{nonce}: {texts:?}"))
        .collect()
}

/// Plays the incident during a phase change; returns the nonces shown twice.
async fn incident(window_ms: &str) -> Vec<String> {
    let world = World::start_with(8, &[("REGISSEUR_NONCE_WINDOW_MS", window_ms)]).await;
    set_up(&world, |_| ()).await;
    // Day 1 → dusk: the dusk's announcement goes to #place, and its first try is lost.
    let place = world.channel("place");
    let path = format!("/channels/{place}/messages");
    let messages_before = world.fake.messages_in(place).len();
    world.fake.lost_answers(&path, 1);
    world.fake.server_errors(&path, 4);
    world.mj(world.channel("mj"), "avancer", json!([])).await;
    world
        .eventually("the lost try posted its message", || {
            world.fake.messages_in(place).len() > messages_before
        })
        .await;
    world.fake.forget_nonces();
    // Every fault was met and the phase's messages went out.
    tokio::time::sleep(Duration::from_millis(300)).await;
    world
        .eventually("the faults are used up", || {
            world.fake.with_state(|s| s.faults.queue.is_empty())
        })
        .await;
    tokio::time::sleep(Duration::from_secs(3)).await;
    world.fake.assert_no_violations();
    duplicates(&world)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_long_outage_loses_nothing_and_shows_nothing_twice() {
    let twice = incident("300").await;
    assert!(twice.is_empty(), "shown twice: {twice:?}");
}

/// The control: trusting Discord's memory of nonces for ten minutes, the same incident
/// shows a message twice — so the test above can fail.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_looking_first_the_same_outage_shows_a_message_twice() {
    let twice = incident("600000").await;
    assert!(
        !twice.is_empty(),
        "the fake did not model a forgotten nonce"
    );
}

/// Ten failed tries in a row (more than the eight the executor used to allow, about 12 s of
/// errors): the dusk's announcement still reaches `#place`, once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_notice_waits_out_ten_failures_instead_of_being_dropped() {
    let world = World::start(8).await;
    set_up(&world, |_| ()).await;
    let place = world.channel("place");
    world
        .fake
        .server_errors(&format!("/channels/{place}/messages"), 10);
    world.mj(world.channel("mj"), "avancer", json!([])).await;
    let dusk = |world: &World| {
        super::harness::texts(&world.fake.messages_in(place))
            .iter()
            .filter(|t| t.contains("crépuscule") || t.contains("Crépuscule"))
            .count()
    };
    for _ in 0..60 {
        if dusk(&world) > 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    assert_eq!(dusk(&world), 1, "the dusk's announcement, once");
    world.fake.assert_no_violations();
}
