//! Nothing acknowledged is lost: the bot killed after a batch was committed but before its
//! notices were all sent delivers the rest after the restart, and none twice.

use std::time::Duration;

use serde_json::json;

use super::game::{seat, PLAYERS};
use super::harness::{texts, World, WAIT};

/// How many of `texts` contain `part`.
fn count(texts: &[String], part: &str) -> usize {
    texts.iter().filter(|t| t.contains(part)).count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn notices_committed_before_a_kill_go_out_once_after_the_restart() {
    let mut world = World::start(8).await;
    let seats = seat(&world).await;
    let place = world.channel("place");
    // Three messages go out, the fourth hangs: the start is committed, its notices half sent.
    world.fake.stall("/messages", 3);
    let started = world.mj(place, "demarrer", json!([])).await;
    assert!(started.contains("commence"), "{started}");
    let stalled = world
        .fake
        .wait_for(|s| (s.faults.stalled > 0).then_some(()), WAIT)
        .await;
    assert!(stalled.is_some(), "the delivery reached the stall");
    let sent_before = world
        .fake
        .calls()
        .iter()
        .filter(|c| c.method == "POST" && c.path.ends_with("/messages") && c.status == 200)
        .count();
    assert!(sent_before >= 3, "some notices went out before the kill");
    world.kill();
    world.fake.release_stall();
    world.spawn().await;

    let cards = |name: &str| count(&texts(&world.fake.dms_to(seats.id(name))), "Ton rôle");
    world
        .eventually("every role card arrives after the restart", || {
            PLAYERS.iter().all(|n| cards(n) >= 1)
        })
        .await;
    world
        .eventually("the seating is announced", || {
            count(&texts(&world.fake.messages_in(place)), "Les coussins") >= 1
        })
        .await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    for name in PLAYERS {
        assert_eq!(cards(name), 1, "{name}: one role card");
    }
    let seating = count(&texts(&world.fake.messages_in(place)), "Les coussins");
    assert_eq!(seating, 1, "the seating once");
    let meute = texts(&world.fake.messages_in(world.channel("meute")));
    assert_eq!(count(&meute, "La Meute :"), 1, "the den once: {meute:?}");
    world.fake.assert_no_violations();
}
