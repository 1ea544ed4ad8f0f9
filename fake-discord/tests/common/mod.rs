//! Plain HTTP against the fake, as a bot would call it (no serenity in between).

#![allow(dead_code)]

pub mod gateway;

use fake_discord::FakeDiscord;
use reqwest::Method;
use serde_json::{json, Value};

/// A client that never goes through a proxy.
pub fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .no_proxy()
        .build()
        .expect("client")
}

/// Calls `method path` (under `/api/v10`) with an optional JSON body: (status, body or null).
pub async fn call(
    fake: &FakeDiscord,
    method: Method,
    path: &str,
    body: Option<Value>,
) -> (u16, Value) {
    let url = format!("{}/api/v10{path}", fake.base_url());
    let mut request = client()
        .request(method, url)
        .header("authorization", "Bot fake");
    if let Some(body) = body {
        request = request.json(&body);
    }
    let response = request.send().await.expect("the fake answers");
    let status = response.status().as_u16();
    let text = response.text().await.unwrap_or_default();
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// Registers guild command `name` as a bot would at start-up.
pub async fn register(fake: &FakeDiscord, name: &str) {
    let path = format!(
        "/applications/{}/guilds/{}/commands",
        fake.bot_id(),
        fake.guild_id()
    );
    let body = json!([{"name": name, "description": "a command", "type": 1, "options": []}]);
    let (status, _) = call(fake, Method::PUT, &path, Some(body)).await;
    assert_eq!(status, 200);
}
