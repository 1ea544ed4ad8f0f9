//! Interactions delivered more than once (a gateway resume may replay them): each is executed
//! once, also when it comes again after a kill -9 and a restart within its 15 minutes.

use serde_json::json;

use super::game::set_up;
use super::harness::{World, WAIT};

/// Waits until the running bot's log says `n` redeliveries were dropped.
async fn dropped(world: &World, n: usize) {
    world
        .eventually(&format!("{n} redeliveries dropped"), || {
            let log = world
                .bot
                .as_ref()
                .map(super::harness::Bot::stderr)
                .unwrap_or_default();
            log.matches("an interaction delivered again").count() >= n
        })
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_interaction_delivered_three_times_and_after_a_restart_is_executed_once() {
    // Given a started game on its day 1
    let mut world = World::start(8).await;
    set_up(&world, |_| ()).await;
    assert!(world.status().await.contains("journée libre"));
    // When the MJ's /mj avancer is delivered three times
    let olga = world.user("olga");
    let mj = world.channel("mj");
    let options = json!([{"type": 1, "name": "avancer", "options": []}]);
    let id = world.fake.slash(olga, mj, "mj", options).unwrap();
    world.fake.callback_for(id, WAIT).await.unwrap();
    world.fake.redeliver(id).unwrap();
    world.fake.redeliver(id).unwrap();
    dropped(&world, 2).await;
    // Then the game moved one step, and the interaction was answered once
    let status = world.status().await;
    assert!(status.contains("crépuscule"), "{status}");
    let callbacks = world
        .fake
        .calls()
        .iter()
        .filter(|c| c.path.contains(&format!("/interactions/{id}/")))
        .count();
    assert_eq!(callbacks, 1, "answered more than once");
    // And delivered again after a kill -9 and a restart, it is not executed either
    world.kill();
    world.spawn().await;
    world.fake.redeliver(id).unwrap();
    dropped(&world, 1).await;
    let status = world.status().await;
    assert!(status.contains("crépuscule"), "after the restart: {status}");
    world.fake.assert_no_violations();
}
