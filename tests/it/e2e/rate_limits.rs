//! Discord's rate limits, met as in production: the e2e bots reach the fake as
//! `https://discord.com` (`DISCORD_API_RESOLVE`), so serenity's rate limiter is on and reads
//! the fake's `X-RateLimit-*` headers. A bucket smaller than a game's start is waited for,
//! never exceeded; a 429 on an interaction's callback, a bucket's or the global one, is tried
//! again within the interaction's 3 seconds: the member reads the answer, not an apology.

use fake_discord::fixture::GENERAL;
use serde_json::json;

use super::game::{seat, start};
use super::harness::{component, World, WAIT};

/// The statuses Discord gave the callbacks of interaction `id`, in order.
fn tries(world: &World, id: u64) -> Vec<u16> {
    let calls = world.fake.calls();
    calls
        .iter()
        .filter(|c| c.path.contains(&format!("/interactions/{id}/")))
        .map(|c| c.status)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_429_on_a_callback_is_tried_again_within_its_three_seconds() {
    let world = World::start(8).await;
    let olga = world.user("olga");
    world.mj(GENERAL, "creer", json!([])).await;
    for global in [false, true] {
        // given Discord answering the next callback with a 429
        let limit = |n| {
            if global {
                world.fake.global_rate_limit("/callback", n, 0.3);
            } else {
                world.fake.rate_limit("/callback", n, 0.3);
            }
        };
        limit(1);
        // when a member runs a command
        let id = world
            .fake
            .slash(olga, GENERAL, "partie", json!([]))
            .unwrap();
        // then the answer comes, in time, and it is the command's own
        let callback = world.fake.callback_for(id, WAIT).await.unwrap();
        let text = callback["data"]["content"].as_str().unwrap_or_default();
        assert!(!text.contains("mal passé"), "global {global}: {text}");
        assert_eq!(tries(&world, id), [429, 204], "global {global}");
        // and a click on the join button too
        limit(1);
        let (lobby, join) = component(&world.fake.messages_in(GENERAL), "lgj:").unwrap();
        let bruno = world.user(if global { "bruno" } else { "chloe" });
        let click = world.fake.click(bruno, lobby, &join).unwrap();
        world.fake.callback_for(click, WAIT).await.unwrap();
        assert_eq!(tries(&world, click), [429, 204], "global {global}");
    }
    assert!(
        world.status().await.contains("Chloe"),
        "the click took effect"
    );
    world.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_rate_limiter_waits_for_a_small_bucket_instead_of_exceeding_it() {
    // given Discord's buckets taking 3 calls a second
    let world = World::start(8).await;
    world.fake.set_bucket_limit(3);
    // when a game is seated and started
    let seats = seat(&world).await;
    start(&world, seats).await;
    // then the start is complete, more calls than a bucket takes went to one bucket (the
    // game's channels, created in the guild; the players' DM channels, opened for the role
    // cards), and not one of them was refused: the limiter waited
    let calls = world.fake.calls();
    let count = |suffix: &str| {
        calls
            .iter()
            .filter(|c| c.method == "POST" && c.path.ends_with(suffix))
            .count()
    };
    let opened = count("/users/@me/channels");
    let created = count("/channels") - opened;
    assert!(
        created > 3 && opened > 3,
        "{created} channels, {opened} DMs"
    );
    assert_eq!(
        world.fake.over_the_limit(),
        0,
        "calls over a bucket's limit"
    );
    world.fake.assert_no_violations();
}
