//! `REGISSEUR_FAKE_DISCORD_LOG=path` writes every REST call as a JSON line, one `write` per
//! line, so that fakes sharing the file never tear each other's lines (own test binary: the
//! variable is process-wide; the tests take turns setting it).

mod common;

use fake_discord::{FakeDiscord, GuildFixture};
use reqwest::Method;
use serde_json::{json, Value};
use std::path::PathBuf;

/// The variable is read when a fake starts: set it and start the fakes under this lock.
static ENV: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

async fn fakes_logging_to(path: &PathBuf, n: usize) -> Vec<FakeDiscord> {
    let _ = std::fs::remove_file(path);
    let _turn = ENV.lock().await;
    std::env::set_var("REGISSEUR_FAKE_DISCORD_LOG", path);
    let mut fakes = Vec::new();
    for _ in 0..n {
        fakes.push(FakeDiscord::start(GuildFixture::village(1)).await);
    }
    std::env::remove_var("REGISSEUR_FAKE_DISCORD_LOG");
    fakes
}

fn temp(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("fake-discord-{name}-{}.jsonl", std::process::id()))
}

#[tokio::test]
async fn every_rest_call_is_logged_as_a_json_line() {
    let path = temp("log");
    let fake = fakes_logging_to(&path, 1).await.pop().unwrap();
    let general = fake.channel_id("general").unwrap();
    common::call(&fake, Method::GET, "/gateway", None).await;
    common::call(
        &fake,
        Method::POST,
        &format!("/channels/{general}/messages"),
        Some(json!({"content": "hi"})),
    )
    .await;
    let text = std::fs::read_to_string(&path).expect("the log exists");
    let lines: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON line"))
        .collect();
    assert_eq!(
        lines,
        [
            json!({"method": "GET", "path": "/api/v10/gateway", "body": null}),
            json!({"method": "POST", "path": format!("/api/v10/channels/{general}/messages"), "body": {"content": "hi"}}),
        ]
    );
    let _ = std::fs::remove_file(&path);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn fakes_writing_one_log_at_once_never_tear_a_line() {
    const FAKES: usize = 4;
    // Within one channel's rate-limit bucket (the fake answers 429 past 50 a second).
    const CALLS: usize = 40;
    let path = temp("shared-log");
    let fakes = fakes_logging_to(&path, FAKES).await;
    let mut tasks = Vec::new();
    for (f, fake) in fakes.iter().enumerate() {
        let general = fake.channel_id("general").unwrap();
        for c in 0..CALLS {
            // Long bodies: a line written in pieces would interleave with the others'.
            let content = format!("{f}:{c}:{}", "é".repeat(1500));
            let url = format!("{}/api/v10/channels/{general}/messages", fake.base_url());
            tasks.push(tokio::spawn(async move {
                let sent = common::client()
                    .post(url)
                    .json(
                        &json!({"content": content, "embeds": [{"description": "x".repeat(3000)}]}),
                    )
                    .send()
                    .await;
                sent.expect("the fake answers").status().as_u16()
            }));
        }
    }
    for task in tasks {
        assert_eq!(task.await.unwrap(), 200);
    }
    let text = std::fs::read_to_string(&path).expect("the log exists");
    let mut seen = Vec::new();
    for line in text.lines() {
        let call: Value = serde_json::from_str(line)
            .unwrap_or_else(|e| panic!("a torn line ({e}): {line:.120}…"));
        seen.push(call["body"]["content"].as_str().unwrap().to_string());
    }
    assert_eq!(seen.len(), FAKES * CALLS);
    seen.sort();
    seen.dedup();
    assert_eq!(seen.len(), FAKES * CALLS, "every call logged once");
    let _ = std::fs::remove_file(&path);
}
