//! Cleaning up: at a game's end its channels are locked read-only (whoever read still reads,
//! nobody writes, the MJs' channel included) for one overwrite call per channel at most;
//! `/mj archiver` refuses on a running game and deletes a finished one's channels, category
//! included; with `/mj reglages archivage` a finished game's channels go by themselves that
//! long after the end, across a restart.

use fake_discord::fixture::GENERAL;
use fake_discord::perms::{SEND_MESSAGES, SEND_MESSAGES_IN_THREADS};
use fake_discord::state::{parse_overwrites, Call};
use serde_json::json;

use super::game::{set_up, Seats, PLAYERS};
use super::harness::{reads, writes, World};

const NAMES: [&str; 5] = ["place", "meute", "cimetiere", "amoureux", "mj"];

/// The game's channels (by name) still on the fake, its category included.
fn left(world: &World) -> Vec<String> {
    world.fake.with_state(|s| {
        s.channels
            .values()
            .filter(|c| c.get("guild_id").is_some() && c["name"] != "general")
            .map(|c| c["name"].as_str().unwrap_or("").to_owned())
            .collect()
    })
}

/// Whether every player who reads `channel` may write nowhere in it, and `readers` read it.
fn read_only(
    s: &fake_discord::state::State,
    seats: &Seats,
    channel: u64,
    readers: &[&str],
) -> bool {
    let write = SEND_MESSAGES | SEND_MESSAGES_IN_THREADS;
    readers.iter().all(|n| reads(s, seats.id(n), channel))
        && PLAYERS.iter().all(|n| {
            s.permissions(seats.id(n), channel) & write == 0 && !writes(s, seats.id(n), channel)
        })
}

/// The calls after `from` that wrote overwrites on `channel`.
fn overwrite_calls(calls: &[Call], from: usize, channel: u64) -> usize {
    let path = format!("/channels/{channel}");
    calls
        .iter()
        .skip(from)
        .filter(|c| c.status < 300)
        .filter(|c| {
            (c.method == "PATCH" && c.path.ends_with(&path))
                || (c.method != "GET" && c.path.contains(&format!("{path}/permissions/")))
        })
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_is_read_only_and_archiver_deletes_its_channels() {
    let world = World::start(8).await;
    let (seats, wolves) = set_up(&world, |_| ()).await;
    let place = world.channel("place");
    let refused = world.mj(place, "archiver", json!([])).await;
    assert!(refused.contains("n'est pas finie"), "{refused}");
    assert_eq!(left(&world).len(), 6, "nothing deleted");

    let before = world.fake.calls().len();
    let done = world.mj(world.channel("mj"), "terminer", json!([])).await;
    assert!(done.contains("noté"), "{done}");
    let (meute, cimetiere, mj) = (
        world.channel("meute"),
        world.channel("cimetiere"),
        world.channel("mj"),
    );
    let olga = world.user("olga");
    let locked = world
        .fake
        .wait_for(
            |s| {
                // the owner holds every permission: her overwrite shows the lock
                let mj_locked = parse_overwrites(&s.channels[&mj]["permission_overwrites"])
                    .iter()
                    .any(|o| o.id == olga && o.deny & SEND_MESSAGES != 0);
                (read_only(s, &seats, place, &PLAYERS)
                    && read_only(s, &seats, meute, &wolves)
                    && read_only(s, &seats, cimetiere, &PLAYERS)
                    && mj_locked)
                    .then_some(())
            },
            super::harness::WAIT,
        )
        .await;
    assert!(
        locked.is_some(),
        "every channel is read-only for its readers"
    );
    let calls = world.fake.calls();
    for name in NAMES {
        let n = overwrite_calls(&calls, before, world.channel(name));
        assert!(n <= 1, "#{name}: {n} overwrite calls for the lock");
    }
    assert_eq!(
        overwrite_calls(&calls, before, world.channel("amoureux")),
        0,
        "nobody read #amoureux"
    );
    assert!(
        world.fake.noop_calls().is_empty(),
        "{:?}",
        world.fake.noop_calls()
    );

    let archived = world.mj(place, "archiver", json!([])).await;
    assert!(archived.contains("sont supprimés"), "{archived}");
    world
        .eventually(
            "every channel of the game is gone, category included",
            || left(&world).is_empty(),
        )
        .await;
    let again = world
        .mj(
            GENERAL,
            "archiver",
            json!([{"type": 10, "name": "partie", "value": 1}]),
        )
        .await;
    assert!(again.contains("déjà supprimés"), "{again}");
    world.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finished_games_are_archived_by_themselves_after_the_delay_across_a_restart() {
    let mut world = World::start(8).await;
    let set = world
        .mj(
            GENERAL,
            "reglages",
            json!([{"type": 3, "name": "archivage", "value": "4s"}]),
        )
        .await;
    assert!(set.contains("4 s après la fin"), "{set}");
    let (seats, _) = set_up(&world, |_| ()).await;
    let place = world.channel("place");
    world.mj(place, "terminer", json!([])).await;
    world
        .eventually("the game's channels are locked", || {
            world
                .fake
                .with_state(|s| read_only(s, &seats, place, &PLAYERS))
        })
        .await;
    world.kill();
    tokio::time::sleep(std::time::Duration::from_secs(5)).await;
    assert_eq!(
        left(&world).len(),
        6,
        "nobody deleted them while the bot was down"
    );
    world.spawn().await;
    world
        .eventually(
            "the restarted bot deletes the channels that are due",
            || left(&world).is_empty(),
        )
        .await;

    // and without a restart: a second game's channels go 4 s after its end
    let created = world.mj(GENERAL, "creer", json!([])).await;
    assert!(created.contains("créée"), "{created}");
    let place = world.channel("place");
    world.mj(place, "terminer", json!([])).await;
    let ended = std::time::Instant::now();
    world
        .eventually("the second game's channels go by themselves", || {
            left(&world).is_empty()
        })
        .await;
    assert!(
        ended.elapsed() >= std::time::Duration::from_secs(3),
        "not before the delay"
    );
    world.fake.assert_no_violations();
}
