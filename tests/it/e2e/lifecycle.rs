//! The bot's life: a command registration that fails at start is retried (and a bot that can
//! never become ready exits non-zero for its supervisor), the health file says it is up, and
//! SIGTERM (`docker stop`) stops it cleanly in the middle of a game: everything acknowledged
//! is committed, it exits 0 within 10 s, and the restarted bot finishes the game.

use std::time::Duration;

use serde_json::json;

use super::faults::{advance_to, griffes};
use super::game::{play_to_the_end, set_up, PLAYERS};
use super::harness::World;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_registration_is_retried_until_it_succeeds() {
    let mut world = World::unstarted(8, &[]).await;
    world.fake.fail_registration(2);
    world.spawn().await;
    let status = world
        .slash(
            world.user("olga"),
            fake_discord::fixture::GENERAL,
            "partie",
            json!([]),
        )
        .await;
    assert!(status.contains("Aucune partie"), "the bot serves: {status}");
    let health = super::harness::bot_binary(world.dir.path())
        .arg("health")
        .env("HEALTH_FILE", world.dir.path().join("health"))
        .status()
        .unwrap();
    let mut healthy = health.success();
    for _ in 0..40 {
        if healthy {
            break;
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
        healthy = super::harness::bot_binary(world.dir.path())
            .arg("health")
            .env("HEALTH_FILE", world.dir.path().join("health"))
            .status()
            .unwrap()
            .success();
    }
    assert!(
        healthy,
        "`regisseur health` says the running bot is healthy"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_that_cannot_register_exits_non_zero() {
    let mut world = World::unstarted(8, &[]).await;
    world.fake.fail_registration(1000);
    world.launch();
    let mut status = None;
    for _ in 0..240 {
        status = world.bot.as_mut().unwrap().exited();
        if status.is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    let status = status.expect("the bot gave up within a minute");
    assert!(!status.success(), "{status:?}");
    let stderr = world.bot.as_ref().unwrap().stderr();
    assert!(
        stderr.contains("cannot register the slash commands"),
        "{stderr}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_mid_game_commits_what_was_acknowledged_and_exits_0() {
    let mut world = World::start(8).await;
    let (seats, wolves) = set_up(&world, |_| ()).await;
    let status = advance_to(&world, " chasse").await;
    let prey = PLAYERS.iter().find(|n| !wolves.contains(n)).unwrap();
    let target = seats.id(prey).to_string();
    let (message, id) = griffes(&world, seats.id(wolves[0]), &status).await;
    let answer = world
        .select(seats.id(wolves[0]), message, &id, &[&target])
        .await;
    assert!(answer.contains("noté"), "{answer}");
    // stopped right after the acknowledgement
    let started = std::time::Instant::now();
    let exit = world
        .bot
        .as_mut()
        .unwrap()
        .terminate(Duration::from_secs(10))
        .expect("the bot exits within 10 s");
    assert!(exit.success(), "exit {exit:?}");
    assert!(started.elapsed() < Duration::from_secs(10));
    let stderr = world.bot.as_ref().unwrap().stderr();
    assert!(stderr.contains("stopped cleanly"), "{stderr}");
    // the acknowledged choice is in the log, and the restarted bot finishes the game
    let url = format!("sqlite://{}/regisseur.db", world.dir.path().display());
    let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
    let choices: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM events WHERE payload LIKE '%ChoiceMade%'")
            .fetch_one(&pool)
            .await
            .unwrap();
    assert!(
        choices >= 1,
        "the acknowledged Griffes choice was committed"
    );
    pool.close().await;
    world.spawn().await;
    let other = seats.id(wolves[1]);
    let (message, id) = griffes(&world, other, &status).await;
    let answer = world.select(other, message, &id, &[&target]).await;
    assert!(answer.contains("noté"), "{answer}");
    world.mj(world.channel("mj"), "avancer", json!([])).await;
    play_to_the_end(&world, &seats, &wolves).await;
    let place = world.channel("place");
    world.said(place, "l'emporte").await;
}
