//! `REGISSEUR_FAKE_DISCORD_LOG=path` writes every REST call as a JSON line (own test binary:
//! the variable is process-wide).

mod common;

use fake_discord::{FakeDiscord, GuildFixture};
use reqwest::Method;
use serde_json::{json, Value};

#[tokio::test]
async fn every_rest_call_is_logged_as_a_json_line() {
    let path = std::env::temp_dir().join(format!("fake-discord-log-{}.jsonl", std::process::id()));
    let _ = std::fs::remove_file(&path);
    std::env::set_var("REGISSEUR_FAKE_DISCORD_LOG", &path);
    let fake = FakeDiscord::start(GuildFixture::village(1)).await;
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
