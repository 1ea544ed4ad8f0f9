//! Several processes on one PostgreSQL, each with its own shards: each runs only the games of
//! the guilds its shards serve, so no game has two writers. Two games (one in a guild of each
//! shard) whose deadline passed while no bot ran: each process recovers exactly one, and fires
//! its deadline alone.

use std::process::Child;
use std::sync::Arc;
use std::time::Duration;

use engine::loups_garous::{Command as Lg, LoupsGarous, MjCommand, Settings};
use engine::{PlayerId, Timestamp};
use regisseur::runtime::{Clock, Runtime};
use regisseur::store::Store;

/// A clock an hour behind: the games' deadlines are long past when the bots start.
#[derive(Debug)]
struct HourAgo;

impl Clock for HourAgo {
    fn now(&self) -> Timestamp {
        use chrono::SubsecRound;
        (chrono::Utc::now() - chrono::Duration::hours(1)).trunc_subsecs(3)
    }
}

/// This test's own schema in the test server (other tests share the database).
pub(super) async fn own_schema() -> String {
    let base = match std::env::var("REGISSEUR_TEST_POSTGRES") {
        Ok(url) if !url.trim().is_empty() => url,
        _ => tokio::task::spawn_blocking(crate::pg_server::url)
            .await
            .unwrap(),
    };
    let schema = format!("shards_{}", std::process::id());
    let pool = sqlx::PgPool::connect(&base).await.unwrap();
    let drop = format!("DROP SCHEMA IF EXISTS {schema} CASCADE");
    sqlx::query(&drop).execute(&pool).await.unwrap();
    let create = format!("CREATE SCHEMA {schema}");
    sqlx::query(&create).execute(&pool).await.unwrap();
    pool.close().await;
    let sep = if base.contains('?') { '&' } else { '?' };
    format!("{base}{sep}options=-c%20search_path%3D{schema}")
}

/// A started 6-player game in `guild`, its day-1 deadline an hour ago.
async fn game_due(store: &Store, guild: u64) -> regisseur::store::GameId {
    let runtime = Runtime::<LoupsGarous>::start(store.clone(), Arc::new(HourAgo))
        .await
        .unwrap();
    let game = runtime.create(guild, 9, 42).await.unwrap();
    let players = (1..=6)
        .map(|i| (PlayerId(guild + i), format!("P{i}")))
        .collect();
    let create = Lg::Create {
        players,
        settings: Box::new(Settings::default()),
        roles: None,
        composition: None,
        seed: 42,
        fixed_seating: false,
    };
    runtime.send(game, create).await.unwrap();
    runtime.send(game, Lg::Mj(MjCommand::Start)).await.unwrap();
    runtime.shutdown().await;
    game
}

fn bot(fake: &fake_discord::FakeDiscord, url: &str, shards: &str, log: &std::path::Path) -> Child {
    let file = std::fs::File::create(log).unwrap();
    super::harness::bot_binary(log.parent().unwrap())
        .env("DISCORD_TOKEN", "test-token")
        .env("DISCORD_API_BASE", fake.base_url())
        .env("DATABASE_URL", url)
        .env("SHARD_TOTAL", "2")
        .env("SHARDS", shards)
        .env("NO_PROXY", "127.0.0.1,localhost")
        .env("RUST_LOG", "info,serenity=warn,regisseur=debug")
        .env("HEALTH_FILE", log.with_extension("health"))
        .stdout(file.try_clone().unwrap())
        .stderr(file)
        .spawn()
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_process_writes_only_the_games_of_its_shards() {
    // given two games due, one in a guild of shard 0 and one in a guild of shard 1
    let url = own_schema().await;
    let store = Store::connect(&url).await.unwrap();
    let (guild0, guild1) = (10u64 << 22, 11u64 << 22);
    let game0 = game_due(&store, guild0).await;
    let game1 = game_due(&store, guild1).await;
    let before = (
        store.events(game0).await.unwrap().len(),
        store.events(game1).await.unwrap().len(),
    );
    // when a process of each shard starts on that database
    let fake = fake_discord::FakeDiscord::start(fake_discord::GuildFixture::village(6)).await;
    let dir = tempfile::tempdir().unwrap();
    let (log0, log1) = (dir.path().join("shard0.log"), dir.path().join("shard1.log"));
    let mut bots = [
        bot(&fake, &url, "0-0", &log0),
        bot(&fake, &url, "1-1", &log1),
    ];
    // then each game moves on, written by the process of its guild's shard alone
    let mut moved = false;
    for _ in 0..200 {
        let now = (
            store.events(game0).await.unwrap().len(),
            store.events(game1).await.unwrap().len(),
        );
        if now.0 > before.0 && now.1 > before.1 {
            moved = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    for b in &mut bots {
        let _ = b.kill();
        let _ = b.wait();
    }
    let (text0, text1) = (
        plain(&std::fs::read_to_string(&log0).unwrap()),
        plain(&std::fs::read_to_string(&log1).unwrap()),
    );
    assert!(moved, "both deadlines fired:\n{text0}\n{text1}");
    let recovered = |log: &str, game: regisseur::store::GameId| {
        log.lines()
            .any(|l| l.contains("game recovered") && l.contains(&format!("game={game}")))
    };
    let committed = |log: &str, game: regisseur::store::GameId| {
        log.lines()
            .any(|l| l.contains("committed") && l.contains(&format!("game={game}")))
    };
    assert!(
        recovered(&text0, game0) && !recovered(&text0, game1),
        "{text0}"
    );
    assert!(
        recovered(&text1, game1) && !recovered(&text1, game0),
        "{text1}"
    );
    assert!(
        committed(&text0, game0) && !committed(&text0, game1),
        "{text0}"
    );
    assert!(
        committed(&text1, game1) && !committed(&text1, game0),
        "{text1}"
    );
}

/// A log without its colours (ANSI escape sequences).
fn plain(log: &str) -> String {
    let mut out = String::with_capacity(log.len());
    let mut chars = log.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for d in chars.by_ref() {
                if d.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}
