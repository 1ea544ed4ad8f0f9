//! The gateway misbehaving mid-game: the session closed (the bot resumes, and the events it
//! missed are replayed to it), then invalidated (it identifies again). The game goes on: a
//! wolf's choice made in between is taken, and the game plays to its end.

use std::time::Duration;

use serde_json::json;

use super::faults::{advance_to, griffes};
use super::game::{play_to_the_end, set_up, PLAYERS};
use super::harness::World;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_closed_then_invalidated_session_loses_nothing() {
    let world = World::start(8).await;
    let (seats, wolves) = set_up(&world, |_| ()).await;
    let status = advance_to(&world, " chasse").await;
    // closed: the bot resumes
    world.fake.close_sessions(4000);
    world
        .fake
        .wait_resumed(1, Duration::from_secs(20))
        .await
        .expect("the bot resumed its session");
    let prey = PLAYERS.iter().find(|n| !wolves.contains(n)).unwrap();
    let target = seats.id(prey).to_string();
    for w in &wolves {
        let (message, id) = griffes(&world, seats.id(w), &status).await;
        let answer = world.select(seats.id(w), message, &id, &[&target]).await;
        assert!(answer.contains("noté"), "{answer}");
    }
    // invalidated: the bot identifies again
    let identified = world.fake.with_state(|s| s.identifies.len());
    world.fake.invalidate_sessions(false);
    world
        .fake
        .wait_identified(identified + 1, Duration::from_secs(20))
        .await
        .expect("the bot identified again");
    world.mj(world.channel("mj"), "avancer", json!([])).await;
    play_to_the_end(&world, &seats, &wolves).await;
    let place = world.channel("place");
    world.said(place, "l'emporte").await;
    world.fake.assert_no_violations();
}
