//! A hand edit heals itself: an MJ who changes a player's overwrite on a game channel sees it
//! put back at once, with one call on that channel and no loop on the bot's own echo; an
//! edit that touches no player's access costs no call.

use std::time::Duration;

use fake_discord::fixture::MJ_ROLE;
use fake_discord::perms::{SEND_MESSAGES, VIEW_CHANNEL};
use fake_discord::Overwrite;

use super::game::{set_up, PLAYERS};
use super::harness::{reads, World, WAIT};

/// The bot's permission calls (PUT/DELETE overwrite, PATCH channel) after call `from`.
fn permission_calls(world: &World, from: usize) -> Vec<String> {
    world
        .fake
        .calls()
        .into_iter()
        .skip(from)
        .filter(|c| {
            c.path.contains("/permissions/")
                || (c.method == "PATCH" && !c.path.contains("/messages"))
        })
        .map(|c| format!("{} {}", c.method, c.path))
        .collect()
}

/// An MJ (olga) lets `user` read and write `channel` by hand.
fn let_in_by_hand(world: &World, channel: u64, user: u64) {
    let olga = world.user("olga");
    let by_hand = Overwrite {
        id: user,
        kind: 1,
        allow: VIEW_CHANNEL | SEND_MESSAGES,
        deny: 0,
    };
    world
        .fake
        .edit_overwrite_by_hand(olga, channel, user, Some(by_hand))
        .unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hand_edit_of_meute_is_undone() {
    let world = World::start(8).await;
    let (seats, wolves) = set_up(&world, |_| ()).await;
    let meute = world.channel("meute");
    let olga = world.user("olga");
    let villager = seats.id(PLAYERS.iter().find(|n| !wolves.contains(n)).unwrap());
    tokio::time::sleep(Duration::from_millis(300)).await;

    let before = world.fake.calls().len();
    let all = VIEW_CHANNEL | SEND_MESSAGES;
    let_in_by_hand(&world, meute, villager);
    let healed = world
        .fake
        .wait_for(|s| (!reads(s, villager, meute)).then_some(()), WAIT)
        .await;
    assert!(
        healed.is_some(),
        "the bot took the villager out of #meute again"
    );
    tokio::time::sleep(Duration::from_millis(500)).await;
    let calls = permission_calls(&world, before);
    assert_eq!(
        calls,
        [format!(
            "DELETE /api/v10/channels/{meute}/permissions/{villager}"
        )],
        "one call on that channel, and no loop on its echo"
    );

    // A wolf's overwrite removed by hand comes back.
    let wolf = seats.id(wolves[0]);
    world
        .fake
        .edit_overwrite_by_hand(olga, meute, wolf, None)
        .unwrap();
    let back = world
        .fake
        .wait_for(|s| reads(s, wolf, meute).then_some(()), WAIT)
        .await;
    assert!(back.is_some(), "the wolf reads #meute again");

    // An edit that changes no player's access costs nothing.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let before = world.fake.calls().len();
    let mj = Overwrite {
        id: MJ_ROLE,
        kind: 0,
        allow: all,
        deny: 0,
    };
    world
        .fake
        .edit_overwrite_by_hand(olga, meute, MJ_ROLE, Some(mj))
        .unwrap();
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(
        permission_calls(&world, before).is_empty(),
        "no call for nothing"
    );
    let noops: Vec<_> = world
        .fake
        .noop_calls()
        .into_iter()
        .filter(|(_, what)| what.contains("permission") || what.contains("PATCH /channels"))
        .collect();
    assert!(noops.is_empty(), "calls that changed nothing: {noops:?}");
    world.fake.assert_no_violations();
}

/// A restart learns the game channels' overwrites from the gateway (GUILD_CREATE) and the
/// pinned message from the store: it reads neither back from Discord, and a hand edit made
/// while the bot was down is still undone, with one call.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_reads_nothing_back_and_heals_an_edit_made_while_down() {
    let mut world = World::start(8).await;
    let (seats, wolves) = set_up(&world, |_| ()).await;
    let meute = world.channel("meute");
    let villager = seats.id(PLAYERS.iter().find(|n| !wolves.contains(n)).unwrap());
    let pinned = world
        .fake
        .wait_for(
            |s| {
                s.calls
                    .iter()
                    .any(|c| c.method == "PUT" && c.path.contains("/pins/"))
                    .then_some(())
            },
            WAIT,
        )
        .await;
    assert!(pinned.is_some(), "the village is pinned before the kill");
    world.kill();

    let_in_by_hand(&world, meute, villager);
    let before = world.fake.calls().len();
    world.spawn().await;
    let healed = world
        .fake
        .wait_for(|s| (!reads(s, villager, meute)).then_some(()), WAIT)
        .await;
    assert!(healed.is_some(), "the edit made while down is undone");

    let calls: Vec<String> = world
        .fake
        .calls()
        .into_iter()
        .skip(before)
        .map(|c| format!("{} {}", c.method, c.path))
        .collect();
    let reads_back: Vec<&String> = calls
        .iter()
        .filter(|c| c.starts_with("GET /api/v10/channels/"))
        .collect();
    assert!(
        reads_back.is_empty(),
        "the restart read back {reads_back:?}"
    );
    assert_eq!(
        permission_calls(&world, before),
        [format!(
            "DELETE /api/v10/channels/{meute}/permissions/{villager}"
        )],
        "one call heals the edit, none touches what was right"
    );
    world.fake.assert_no_violations();
}
