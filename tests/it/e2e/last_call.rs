//! The last calls through Discord (issue 18, point 5): before the Crépuscule ends, whoever is
//! still out is told by DM how long is left, with the 🏠 button that answers it; whoever is
//! home is not.

use serde_json::json;

use super::faults::advance_to;
use super::game::{seat_with, start, PLAYERS};
use super::harness::{component, texts, World};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_still_out_at_dusk_is_called_by_dm_with_the_button_home() {
    // Given a game whose Crépuscule lasts 15 s (one call, 10 s before its end)
    let world = World::start(8).await;
    let seats = seat_with(&world, "vote=60 election=60 crepuscule=15", false).await;
    let (seats, _) = start(&world, seats).await;
    advance_to(&world, "crépuscule").await;
    let (home, out) = (seats.id(PLAYERS[0]), seats.id(PLAYERS[1]));
    // When one player goes home at once and another stays out
    let answer = world
        .slash(home, world.channel("place"), "rentrer", json!([]))
        .await;
    assert!(
        answer.contains("Tu es rentré·e chez toi"),
        "said in the reply: {answer}"
    );
    // Then the one still out is called by DM, its button sends him home
    let called = |t: &String| t.contains("Plus que 10 s pour rentrer chez toi");
    world
        .eventually("the 10 s call to a player still out", || {
            texts(&world.fake.dms_to(out)).iter().any(called)
        })
        .await;
    let (message, id) = component(&world.fake.dms_to(out), ":rentrer:").expect("its button");
    let answer = world.click(out, message, &id).await;
    assert!(answer.contains("noté"), "{answer}");
    // and the one at home never was, nor told again by DM that he is home (the call came
    // after his return: the executor shows batches in order)
    let home_dms = texts(&world.fake.dms_to(home));
    assert!(!home_dms.iter().any(called));
    assert!(
        !home_dms.iter().any(|t| t.contains("rentré·e")),
        "{home_dms:?}"
    );
    world.fake.assert_no_violations();
}
