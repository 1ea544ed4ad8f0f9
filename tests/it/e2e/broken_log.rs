//! A game whose log no longer reads back (a hand-edited row) is set aside at start-up and its
//! MJs are told why in their channel; the bot serves the rest.

use serde_json::json;

use super::game::set_up;
use super::harness::{texts, World};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_broken_log_sets_its_game_aside_and_tells_its_mjs() {
    let mut world = World::start(8).await;
    set_up(&world, |_| ()).await;
    world.kill();
    let url = format!("sqlite://{}/regisseur.db", world.dir.path().display());
    let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
    sqlx::query("UPDATE events SET payload = '{\"v\":1,\"event\":{\"Renamed\":1}}' WHERE seq = 3")
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;
    world.spawn().await;
    let mj = world.channel("mj");
    world
        .eventually("the MJs are told the game is set aside", || {
            texts(&world.fake.messages_in(mj))
                .iter()
                .any(|t| t.contains("mise de côté") && t.contains("event 3"))
        })
        .await;
    let olga = world.user("olga");
    let general = fake_discord::fixture::GENERAL;
    let created = world.mj(general, "creer", json!([])).await;
    assert!(created.contains("n°2"), "the bot still serves: {created}");
    let status = world.slash(olga, mj, "partie", json!([])).await;
    assert!(
        !status.contains("nuit") && !status.contains("jour"),
        "{status}"
    );
    world.fake.assert_no_violations();
}
