//! The bot checks its own set-up: with Manage Roles or Manage Channels withheld from its
//! role, or the Message Content intent off for its application, `/mj creer` names what is
//! missing (as Discord's interface names it) and creates nothing, and `/mj diagnostic` says
//! what to grant; on a healthy guild it says all is well. A channel creation refused half-way
//! leaves no running game and no channel behind.

use fake_discord::fixture::{GuildFixture, GENERAL, INTENT_MESSAGE_CONTENT};
use fake_discord::perms;
use fake_discord::state::Fault;
use serde_json::json;

use super::harness::World;

/// How many games the store holds as running.
async fn running_games(world: &World) -> i64 {
    let url = format!("sqlite://{}/regisseur.db", world.dir.path().display());
    let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
    let n = sqlx::query_scalar("SELECT COUNT(*) FROM games WHERE status = 'running'")
        .fetch_one(&pool)
        .await
        .unwrap();
    pool.close().await;
    n
}

/// Every guild channel besides the fixture's `general`.
fn game_channels(world: &World) -> Vec<String> {
    world.fake.with_state(|s| {
        s.channels
            .values()
            .filter(|c| c.get("guild_id").is_some() && c["name"] != "general")
            .map(|c| c["name"].as_str().unwrap_or("").to_owned())
            .collect()
    })
}

async fn refused_creation(world: &World) -> String {
    let answer = world.mj(GENERAL, "creer", json!([])).await;
    assert!(answer.contains("n'est pas créée"), "{answer}");
    let status = world
        .slash(world.user("olga"), GENERAL, "partie", json!([]))
        .await;
    assert!(status.contains("Aucune partie"), "{status}");
    assert_eq!(
        running_games(world).await,
        0,
        "no running game in the store"
    );
    assert_eq!(
        game_channels(world),
        Vec::<String>::new(),
        "no channel made"
    );
    answer
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_manage_roles_creer_names_it_and_leaves_no_game() {
    let guild = GuildFixture::village(8).without_bot_permission(perms::MANAGE_ROLES);
    let mut world = World::in_guild(guild, &[]).await;
    world.spawn().await;
    let answer = refused_creation(&world).await;
    assert!(answer.contains("« Gérer les rôles »"), "{answer}");
    assert!(
        answer.contains("« Régisseur »"),
        "where to grant it: {answer}"
    );
    assert!(
        !answer.contains("Gérer les salons"),
        "only what is missing: {answer}"
    );
    let calls = world.fake.calls();
    assert!(
        !calls
            .iter()
            .any(|c| c.method == "POST" && c.path.ends_with("/channels")),
        "nothing was tried"
    );
    world.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_manage_channels_the_diagnostic_and_creer_name_it() {
    let guild = GuildFixture::village(8).without_bot_permission(perms::MANAGE_CHANNELS);
    let mut world = World::in_guild(guild, &[]).await;
    world.spawn().await;
    let diagnosis = world.mj(GENERAL, "diagnostic", json!([])).await;
    assert!(diagnosis.contains("« Gérer les salons »"), "{diagnosis}");
    assert!(diagnosis.contains("Paramètres du serveur"), "{diagnosis}");
    assert!(!diagnosis.contains("Tout est en ordre"), "{diagnosis}");
    let answer = refused_creation(&world).await;
    assert!(answer.contains("« Gérer les salons »"), "{answer}");
    world.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_a_healthy_guild_the_diagnostic_says_all_is_well() {
    let world = World::start(8).await;
    let diagnosis = world.mj(GENERAL, "diagnostic", json!([])).await;
    assert!(diagnosis.contains("Tout est en ordre"), "{diagnosis}");
    world.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_the_message_content_intent_the_bot_runs_and_says_so() {
    let guild = GuildFixture::village(8).without_intent(INTENT_MESSAGE_CONTENT);
    let mut world = World::in_guild(guild, &[]).await;
    world.spawn().await;
    let identify = world.fake.with_state(|s| s.identifies.last().cloned());
    let intents = identify.expect("the bot identified")["intents"]
        .as_u64()
        .unwrap();
    assert_eq!(
        intents & INTENT_MESSAGE_CONTENT,
        0,
        "not asked: Discord would close 4014"
    );
    let diagnosis = world.mj(GENERAL, "diagnostic", json!([])).await;
    assert!(
        diagnosis.contains("« Message Content Intent »"),
        "{diagnosis}"
    );
    assert!(
        diagnosis.contains("Privileged Gateway Intents"),
        "{diagnosis}"
    );
    let answer = refused_creation(&world).await;
    assert!(answer.contains("Message Content Intent"), "{answer}");
    world.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_creation_refused_half_way_leaves_no_game_and_no_channel() {
    let world = World::start(8).await;
    // the category and #place are made, then Discord refuses #meute
    let guild = world.fake.guild_id();
    let path = format!("/guilds/{guild}/channels");
    world
        .fake
        .inject_rule_after(Some("POST"), &path, 2, Fault::MissingPermissions);
    let answer = world.mj(GENERAL, "creer", json!([])).await;
    assert!(!answer.contains("créée"), "{answer}");
    let made = world
        .fake
        .calls()
        .iter()
        .filter(|c| c.method == "POST" && c.path.ends_with(&path) && c.status < 300)
        .count();
    assert_eq!(made, 2, "two channels were made before the refusal");
    world
        .eventually("the channels made are deleted", || {
            game_channels(&world).is_empty()
        })
        .await;
    let status = world
        .slash(world.user("olga"), GENERAL, "partie", json!([]))
        .await;
    assert!(status.contains("Aucune partie"), "{status}");
    assert_eq!(running_games(&world).await, 0);
    // and the next creation works
    let again = world.mj(GENERAL, "creer", json!([])).await;
    assert!(again.contains("créée"), "{again}");
    world.fake.assert_no_violations();
}
