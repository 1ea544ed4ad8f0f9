//! What the voice tests share: voice and stage channels made over REST, overwrites, the voice
//! PATCH routes, and reading the last dispatch of a kind.

#![allow(dead_code)]

use fake_discord::FakeDiscord;
use reqwest::Method;
use serde_json::{json, Value};

use crate::common::call;

/// Channel type: voice.
pub const VOICE: u64 = 2;
/// Channel type: stage.
pub const STAGE: u64 = 13;

/// A member overwrite.
pub fn member(id: u64, allow: u64, deny: u64) -> Value {
    json!({"id": id.to_string(), "type": 1, "allow": allow.to_string(), "deny": deny.to_string()})
}

/// An @everyone overwrite.
pub fn everyone(fake: &FakeDiscord, allow: u64, deny: u64) -> Value {
    let id = fake.guild_id().to_string();
    json!({"id": id, "type": 0, "allow": allow.to_string(), "deny": deny.to_string()})
}

/// `POST /guilds/{g}/channels`.
pub async fn create(fake: &FakeDiscord, body: Value) -> (u16, Value) {
    let path = format!("/guilds/{}/channels", fake.guild_id());
    call(fake, Method::POST, &path, Some(body)).await
}

/// A channel of type `kind` named `name` with `overwrites`, which must be created.
pub async fn channel(fake: &FakeDiscord, kind: u64, name: &str, overwrites: Vec<Value>) -> u64 {
    let body = json!({"name": name, "type": kind, "permission_overwrites": overwrites});
    let made = create(fake, body).await;
    assert_eq!(made.0, 201, "{}", made.1);
    id(&made.1)
}

/// `PUT /channels/{c}/permissions/{target}` for a member, which must succeed.
pub async fn put(fake: &FakeDiscord, channel: u64, target: u64, allow: u64, deny: u64) {
    let path = format!("/channels/{channel}/permissions/{target}");
    let body = json!({"type": 1, "allow": allow.to_string(), "deny": deny.to_string()});
    let (status, answer) = call(fake, Method::PUT, &path, Some(body)).await;
    assert_eq!(status, 204, "{answer}");
}

/// `PATCH /guilds/{g}/members/{user}`.
pub async fn patch_member(fake: &FakeDiscord, user: u64, body: Value) -> (u16, Value) {
    let path = format!("/guilds/{}/members/{user}", fake.guild_id());
    call(fake, Method::PATCH, &path, Some(body)).await
}

/// `PATCH /guilds/{g}/voice-states/{who}` (`who`: a user id or `@me`).
pub async fn patch_voice(fake: &FakeDiscord, who: &str, body: Value) -> (u16, Value) {
    let path = format!("/guilds/{}/voice-states/{who}", fake.guild_id());
    call(fake, Method::PATCH, &path, Some(body)).await
}

/// `(status, code)` of an answer.
pub fn code(answer: &(u16, Value)) -> (u16, Value) {
    (answer.0, answer.1["code"].clone())
}

/// The snowflake in `v["id"]`.
pub fn id(v: &Value) -> u64 {
    v["id"].as_str().unwrap().parse().unwrap()
}

/// The last dispatch named `t`.
pub fn last(fake: &FakeDiscord, t: &str) -> Value {
    fake.dispatched(t)
        .pop()
        .unwrap_or_else(|| panic!("no {t} dispatched"))
}

/// `user`'s voice state field `key` (panics when not connected).
pub fn state_of(fake: &FakeDiscord, user: u64, key: &str) -> Value {
    fake.voice_state(user)
        .unwrap_or_else(|| panic!("{user} is not connected"))[key]
        .clone()
}
