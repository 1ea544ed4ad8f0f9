//! What a self-hoster reads and runs: logs written to a file carry no terminal colour codes,
//! the health file's folder is made when it is missing (an empty folder, a PostgreSQL set-up
//! with no `data/`), and a PostgreSQL password that would break a URL works as the compose
//! file passes it.

use std::time::{Duration, Instant};

use super::harness::{bot_binary, World};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn logs_to_a_file_have_no_colour_and_the_health_folder_is_made() {
    // given a health file in a folder that does not exist
    let elsewhere = tempfile::tempdir().unwrap();
    let health = elsewhere.path().join("missing").join("data").join("health");
    let value = health.display().to_string();
    // when the bot runs with its output going to a file
    let world = World::start_with(6, &[("HEALTH_FILE", value.as_str())]).await;
    // then the bot makes the folder and keeps the file fresh
    let deadline = Instant::now() + Duration::from_mins(1);
    while !health.exists() {
        assert!(Instant::now() < deadline, "no health file at {value}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let line = std::fs::read_to_string(&health).unwrap();
    assert!(line.starts_with("ok "), "{line}");
    // and its log lines carry no ANSI escape
    let log = world.bot.as_ref().unwrap().stderr();
    assert!(log.contains("INFO"), "the log was written: {log}");
    assert!(
        !log.contains('\u{1b}'),
        "colour codes in a log file: {log:?}"
    );
    assert!(!log.contains("cannot write the health file"), "{log}");
}

/// Runs the bot on `database_url` with `PGPASSWORD` (Discord unreachable: only its start-up
/// with the database matters) until its log says the database is ready or it exits; gives
/// the log.
fn start_up_log(database_url: &str, password: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("bot.log");
    let file = std::fs::File::create(&log).unwrap();
    let mut child = bot_binary(dir.path())
        .env("DISCORD_TOKEN", "test-token")
        .env("DISCORD_API_BASE", "http://127.0.0.1:1")
        .env("DATABASE_URL", database_url)
        .env("PGPASSWORD", password)
        .env("RUST_LOG", "info")
        .stdout(file.try_clone().unwrap())
        .stderr(file)
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_mins(1);
    loop {
        let text = std::fs::read_to_string(&log).unwrap_or_default();
        let exited = child.try_wait().unwrap().is_some();
        if text.contains("database ready") || exited {
            let _ = child.kill();
            let _ = child.wait();
            return std::fs::read_to_string(&log).unwrap_or_default();
        }
        assert!(
            Instant::now() < deadline,
            "neither ready nor stopped: {text}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_postgres_password_with_at_and_slash_works_beside_the_url() {
    // given the test server's password (the throwaway server's and CI's hold `@`, `/`, `:`)
    let url = url::Url::parse(&crate::store::postgres_url().await).unwrap();
    let encoded = url
        .password()
        .expect("the test URL has a password")
        .to_owned();
    let password = percent_encoding::percent_decode_str(&encoded)
        .decode_utf8()
        .unwrap()
        .into_owned();
    let mut bare = url.clone();
    bare.set_password(None).unwrap();
    // when the bot is given it as docker-compose.postgres.yml does: PGPASSWORD, a URL without it
    let bare = bare.to_string();
    let log = tokio::task::spawn_blocking({
        let (bare, password) = (bare.clone(), password.clone());
        move || start_up_log(&bare, &password)
    })
    .await
    .unwrap();
    // then it connects, and the log never shows the password
    assert!(log.contains("database ready"), "{log}");
    assert!(!log.contains(&password) && !log.contains(&encoded), "{log}");
    // and a wrong one is refused (so the server did check it)
    let wrong = tokio::task::spawn_blocking(move || start_up_log(&bare, "not-the-password"))
        .await
        .unwrap();
    assert!(!wrong.contains("database ready"), "{wrong}");
    assert!(wrong.contains("password authentication failed"), "{wrong}");
}
