//! `/mj exporter` on a game played through Discord: the attached scenario file replays the
//! game to the same end under `regisseur play`'s engine.

use serde_json::json;

use super::game::{play_to_the_end, set_up};
use super::harness::World;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_exported_game_replays_to_its_end() {
    // Given a whole game played through interactions
    let world = World::start(8).await;
    let (seats, wolves) = set_up(&world, |_| ()).await;
    play_to_the_end(&world, &seats, &wolves).await;
    // When the MJ exports it
    let answer = world.mj(world.channel("mj"), "exporter", json!([])).await;
    assert!(answer.contains("scénario"), "{answer}");
    assert!(!answer.contains("non reproduit"), "{answer}");
    let scenario = world.exported_scenario();
    // Then the file replays the game, every batch written as a command, every check holding
    assert!(!scenario.contains("non reproduit"), "{scenario}");
    assert!(scenario.contains("expect winner "), "{scenario}");
    let report = engine::scenario::run(&scenario, &engine::notice::RawRender).unwrap();
    assert!(report.failure.is_none(), "{:?}\n{scenario}", report.failure);
    assert!(report.checks >= 3, "{scenario}");
    world.fake.assert_no_violations();
}
