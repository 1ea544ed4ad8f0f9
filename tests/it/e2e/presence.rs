//! The disconnection rule (seed: «Au bout de deux minutes, vous êtes considéré comme parti»):
//! with the presence intent, a player offline for the game's `deconnexion` time is *parti*;
//! one back online in time is not.

use std::time::Duration;

use fake_discord::fixture::GENERAL;
use serde_json::json;

use super::harness::{component, reads, World, WAIT};

/// Creates an 8-player game (2 wolves: one departure forces no end) whose disconnection
/// delay is `delay`, seats the first 8 players and starts it; gives the players.
async fn started(world: &World, delay: &str) -> Vec<u64> {
    let value = format!("deconnexion={delay}");
    let options = json!([{"type": 3, "name": "options", "value": value}]);
    let created = world.mj(GENERAL, "creer", options).await;
    assert!(created.contains("créée"), "{created}");
    let (join, join_id) = component(&world.fake.messages_in(GENERAL), "lgj:").unwrap();
    let players: Vec<u64> = world
        .fake
        .with_state(|s| s.guild.players().map(|m| m.user.id).take(8).collect());
    for p in &players {
        let i = world.fake.click(*p, join, &join_id).unwrap();
        world.fake.callback_for(i, WAIT).await.unwrap();
    }
    let place = world.channel("place");
    let roles =
        "loup-garou loup-garou villageois villageois villageois villageois villageois villageois";
    let roles = json!([{"type": 3, "name": "roles", "value": roles}]);
    world.mj(place, "composition", roles).await;
    let started = world.mj(place, "demarrer", json!([])).await;
    assert!(started.contains("commence"), "{started}");
    players
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_offline_too_long_is_parti_and_one_back_in_time_is_not() {
    // Given a started 8-player game (2 wolves: one departure forces no end) whose
    // disconnection delay is 2 s
    let world = World::start(8).await;
    let players = started(&world, "2s").await;
    let cimetiere = world.channel("cimetiere");
    let (back, gone) = (players[0], players[1]);
    // When one goes offline and comes back within the delay, and another stays offline
    world.fake.presence(back, "offline").unwrap();
    world.fake.presence(gone, "idle").unwrap();
    world.fake.presence(gone, "offline").unwrap();
    tokio::time::sleep(Duration::from_millis(500)).await;
    world.fake.presence(back, "online").unwrap();
    // Then the one who stayed away is parti (he reads the graveyard) …
    let dead = world
        .fake
        .wait_for(|s| reads(s, gone, cimetiere).then_some(()), WAIT)
        .await;
    assert!(dead.is_some(), "the absent player is not parti");
    // … and the one who came back is still playing.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let log = world
        .bot
        .as_ref()
        .map(super::harness::Bot::stderr)
        .unwrap_or_default();
    assert!(
        !world.fake.with_state(|s| reads(s, back, cimetiere)),
        "the player back in time is parti too:\n{log}"
    );
    world.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_absence_survives_a_restart_and_ends_at_the_same_instant() {
    // Given a started game whose disconnection delay is 4 s, and a player who goes offline
    let mut world = World::start(8).await;
    let players = started(&world, "4s").await;
    let cimetiere = world.channel("cimetiere");
    let gone = players[2];
    world.fake.presence(gone, "offline").unwrap();
    let offline_at = std::time::Instant::now();
    tokio::time::sleep(Duration::from_millis(800)).await;
    // When the bot is killed and restarted during the absence
    world.kill();
    world.spawn().await;
    // Then the player is parti about 4 s after going offline, not forgotten
    let dead = world
        .fake
        .wait_for(|s| reads(s, gone, cimetiere).then_some(()), WAIT)
        .await;
    assert!(dead.is_some(), "the absence was forgotten by the restart");
    let took = offline_at.elapsed();
    assert!(took >= Duration::from_millis(3900), "too early: {took:?}");
    world.fake.assert_no_violations();
}
