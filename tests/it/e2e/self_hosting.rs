//! What a self-hoster reads and runs: logs written to a file carry no terminal colour codes,
//! and the health file's folder is made when it is missing (an empty folder, a PostgreSQL
//! set-up with no `data/`).

use std::time::{Duration, Instant};

use super::harness::World;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn logs_to_a_file_have_no_colour_and_the_health_folder_is_made() {
    // given a health file in a folder that does not exist
    let elsewhere = tempfile::tempdir().unwrap();
    let health = elsewhere.path().join("missing").join("data").join("health");
    let value = health.display().to_string();
    // when the bot runs with its output going to a file
    let world = World::start_with(6, &[("HEALTH_FILE", value.as_str())]).await;
    // then the bot makes the folder and keeps the file fresh
    let deadline = Instant::now() + Duration::from_secs(60);
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
