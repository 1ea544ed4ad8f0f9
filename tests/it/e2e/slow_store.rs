//! A slow commit (SQLite busy for four seconds, another process holding its write lock): a
//! wolf's click and a player's command are answered inside Discord's three seconds (deferred),
//! then told their action was taken once it is committed.

use std::time::Duration;

use fake_discord::options::string;
use serde_json::json;
use sqlx::Connection;

use super::faults::{advance_to, griffes};
use super::game::{set_up, PLAYERS};
use super::harness::{World, WAIT};

/// Holds the bot's database write lock for `hold`, from another connection.
async fn busy_database(world: &World, hold: Duration) -> tokio::task::JoinHandle<()> {
    let url = format!("sqlite://{}/regisseur.db", world.dir.path().display());
    let mut conn = sqlx::SqliteConnection::connect(&url).await.unwrap();
    sqlx::query("BEGIN IMMEDIATE")
        .execute(&mut conn)
        .await
        .unwrap();
    tokio::spawn(async move {
        tokio::time::sleep(hold).await;
        sqlx::query("COMMIT").execute(&mut conn).await.unwrap();
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_commit_defers_the_answer_instead_of_failing_it() {
    let world = World::start(8).await;
    let (seats, wolves) = set_up(&world, |_| ()).await;
    let status = advance_to(&world, " chasse").await;
    let prey = seats.id(PLAYERS.iter().find(|n| !wolves.contains(n)).unwrap());
    let (first, second) = (seats.id(wolves[0]), seats.id(wolves[1]));
    let (message, id) = griffes(&world, first, &status).await;

    // a click while the database is busy
    let released = busy_database(&world, Duration::from_secs(4)).await;
    let click = world
        .fake
        .select(first, message, &id, &[&prey.to_string()])
        .unwrap();
    let callback = world.fake.callback_for(click, WAIT).await.unwrap();
    assert!(
        world.fake.callback_latency(click).unwrap() < Duration::from_secs(3),
        "answered in time"
    );
    assert_eq!(callback["type"], 5, "deferred: {callback}");
    let answer = world.answer(click).await;
    assert!(answer.contains("noté"), "{answer}");
    released.await.unwrap();

    // a command while the database is busy
    let released = busy_database(&world, Duration::from_secs(4)).await;
    let options = json!([
        string("objet", "griffes"),
        string("cible", &prey.to_string())
    ]);
    let command = world
        .fake
        .slash(second, world.channel("meute"), "utiliser", options)
        .unwrap();
    world.fake.callback_for(command, WAIT).await.unwrap();
    assert!(world.fake.callback_latency(command).unwrap() < Duration::from_secs(3));
    let answer = world.answer(command).await;
    assert!(answer.contains("noté"), "{answer}");
    released.await.unwrap();
    let prompt = world.fake.message(message).unwrap();
    assert!(
        super::prompts::all_disabled(&prompt),
        "the used menu says so"
    );
    world.fake.assert_no_violations();
}
