//! Nonces with real ids: a game numbered past 9 and 19-digit user ids still give nonces
//! Discord accepts (the "DMs closed" warning's was 26 characters), and no nonce carries the
//! game's event count (whoever saw `1.e.0.0` at nightfall could count the night's actions).

use serde_json::json;

use super::game::PLAYERS;
use super::harness::{component, World};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nonces_fit_discord_for_any_game_and_user_and_reveal_nothing() {
    // given a bot whose database already numbered twelve games
    let mut world = World::start(8).await;
    world.kill();
    let url = format!("sqlite://{}/regisseur.db", world.dir.path().display());
    let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
    for _ in 0..12 {
        sqlx::query(
            "INSERT INTO games (guild_id, channel_id, kind, status, seed, created_at) \
             VALUES (1, 1, 'loups-garous', 'finished', 1, 0)",
        )
        .execute(&pool)
        .await
        .unwrap();
    }
    pool.close().await;
    world.spawn().await;
    // when a player with closed DMs joins game 13 and it starts
    let closed = world.user("alice");
    world.fake.close_dms(closed, true);
    let general = fake_discord::fixture::GENERAL;
    let created = world.mj(general, "creer", json!([])).await;
    assert!(created.contains("n°13"), "{created}");
    let (join_message, join_id) = component(&world.fake.messages_in(general), "lgj:").unwrap();
    for name in PLAYERS {
        world.click(world.user(name), join_message, &join_id).await;
    }
    world
        .mj(world.channel("place"), "demarrer", json!([]))
        .await;
    // then the warning reaches #place and the MJs, and Discord took every nonce
    let (place, mj) = (world.channel("place"), world.channel("mj"));
    world.said(place, "ouvre tes messages privés").await;
    world.said(mj, "messages privés fermés").await;
    let nonces = || -> Vec<String> {
        let calls = world.fake.calls();
        let nonce = |c: &fake_discord::Call| c.body.as_ref()?["nonce"].as_str().map(str::to_owned);
        calls.iter().filter_map(nonce).collect()
    };
    // (the role cards and the start's messages go out after the warnings: wait for them)
    world
        .eventually("more than ten messages sent with a nonce", || {
            nonces().len() > 10
        })
        .await;
    world.fake.assert_no_violations();
    let nonces = nonces();
    for n in &nonces {
        assert!(n.len() <= 25, "{n}: {} characters", n.len());
        assert!(!n.contains('.'), "{n} shows the game's ids and event count");
    }
}
