//! Voice on the gateway, read from bare sessions in socket order: VOICE_STATE_UPDATE and the
//! speech feed only for the GUILD_VOICE_STATES intent, voice states in GUILD_CREATE after a
//! reconnect, and the bot's own connection (op 4 → VOICE_STATE_UPDATE + VOICE_SERVER_UPDATE
//! on a closed loopback port; `channel_id` null leaves).

mod common;
mod voice_common;

use common::gateway::Gateway;
use fake_discord::perms::*;
use fake_discord::{FakeDiscord, GuildFixture};
use serde_json::{json, Value};
use voice_common::*;

const GUILDS: u64 = 1;
const GUILD_VOICE_STATES: u64 = 1 << 7;
const WAIT: std::time::Duration = std::time::Duration::from_secs(5);

/// Makes a text channel: a CHANNEL_CREATE every session sees, after what came before it.
async fn marker(fake: &FakeDiscord) {
    let made = create(fake, json!({"name": "repere", "type": 0})).await;
    assert_eq!(made.0, 201);
}

fn voice_updates(seen: &[(String, Value)]) -> Vec<Value> {
    let updates = seen.iter().filter(|(t, _)| t == "VOICE_STATE_UPDATE");
    updates.map(|(_, d)| d.clone()).collect()
}

#[tokio::test]
async fn voice_states_reach_only_the_intent_and_show_in_guild_create_after_a_reconnect() {
    let fake = FakeDiscord::start(GuildFixture::village(2)).await;
    let alice = fake.user("alice");
    let place = channel(&fake, VOICE, "place", vec![]).await;
    let crypt = channel(&fake, VOICE, "cimetiere", vec![]).await;
    let (mut ears, guild) = Gateway::identify(&fake, GUILDS | GUILD_VOICE_STATES).await;
    let (mut deaf, _) = Gateway::identify(&fake, GUILDS).await;
    assert_eq!(guild["voice_states"], json!([]));

    fake.join_voice(alice, place).unwrap();
    fake.join_voice(alice, crypt).unwrap();
    fake.leave_voice(alice).unwrap();
    marker(&fake).await;
    let heard = voice_updates(&ears.until("CHANNEL_CREATE").await);
    let channels: Vec<Value> = heard.iter().map(|d| d["channel_id"].clone()).collect();
    assert_eq!(
        channels,
        [
            json!(place.to_string()),
            json!(crypt.to_string()),
            json!(null)
        ]
    );
    assert_eq!(heard[0]["guild_id"], fake.guild_id().to_string());
    assert_eq!(heard[0]["member"]["user"]["id"], alice.to_string());
    assert!(voice_updates(&deaf.until("CHANNEL_CREATE").await).is_empty());

    fake.join_voice(alice, place).unwrap();
    drop(ears);
    let (_again, guild) = Gateway::identify(&fake, GUILDS | GUILD_VOICE_STATES).await;
    let states = guild["voice_states"].as_array().unwrap().clone();
    assert_eq!(states.len(), 1);
    assert_eq!(states[0]["user_id"], alice.to_string());
    assert_eq!(states[0]["channel_id"], place.to_string());
    assert!(
        states[0].get("guild_id").is_none(),
        "Discord omits it in GUILD_CREATE"
    );
    let (_, guild) = Gateway::identify(&fake, GUILDS).await;
    assert_eq!(guild["voice_states"], json!([]), "not without the intent");
    fake.assert_no_violations();
}

#[tokio::test]
async fn the_speech_feed_is_an_unknown_event_for_the_intent_only() {
    let fake = FakeDiscord::start(GuildFixture::village(1)).await;
    let alice = fake.user("alice");
    let place = channel(&fake, VOICE, "place", vec![]).await;
    let (mut ears, _) = Gateway::identify(&fake, GUILDS | GUILD_VOICE_STATES).await;
    let (mut deaf, _) = Gateway::identify(&fake, GUILDS).await;
    fake.join_voice(alice, place).unwrap();
    fake.speaking(alice, true).unwrap();
    fake.speaking(alice, false).unwrap();
    marker(&fake).await;
    // `Gateway::next` asserts that serenity reads it as Event::Unknown.
    let heard = ears.until("CHANNEL_CREATE").await;
    let feed: Vec<&Value> = heard
        .iter()
        .filter(|(t, _)| t == "REGISSEUR_TEST_SPEAKING")
        .map(|(_, d)| d)
        .collect();
    assert_eq!(feed.len(), 2);
    assert_eq!(feed[0]["user_id"], alice.to_string());
    assert_eq!(
        (feed[0]["speaking"].clone(), feed[1]["speaking"].clone()),
        (json!(true), json!(false))
    );
    let names: Vec<String> = deaf
        .until("CHANNEL_CREATE")
        .await
        .into_iter()
        .map(|(t, _)| t)
        .collect();
    assert!(!names
        .iter()
        .any(|t| t.starts_with("REGISSEUR_TEST_") || t.starts_with("VOICE_")));
    fake.assert_no_violations();
}

/// Waits until the fake has handled `n` op 4 payloads.
async fn received(fake: &FakeDiscord, n: usize) {
    let handled = fake.wait_for(|s| (s.voice.updates.len() >= n).then_some(()), WAIT);
    handled
        .await
        .unwrap_or_else(|| panic!("fewer than {n} op 4 handled"));
}

fn op4(fake: &FakeDiscord, channel: Option<u64>, self_deaf: bool) -> Value {
    json!({"op": 4, "d": {"guild_id": fake.guild_id().to_string(),
        "channel_id": channel.map(|c| c.to_string()), "self_mute": false, "self_deaf": self_deaf}})
}

#[tokio::test]
async fn op_4_connects_the_bot_to_a_closed_voice_server_and_null_leaves() {
    let fake = FakeDiscord::start(GuildFixture::village(1)).await;
    let bot = fake.bot_id();
    let place = channel(&fake, VOICE, "place", vec![]).await;
    let (mut gw, _) = Gateway::identify(&fake, GUILDS | GUILD_VOICE_STATES).await;
    gw.send(&op4(&fake, Some(place), true)).await;
    let state = gw.dispatch("VOICE_STATE_UPDATE").await;
    assert_eq!(state["user_id"], bot.to_string());
    assert_eq!(state["channel_id"], place.to_string());
    assert_eq!(
        state["session_id"], "fake-session-1",
        "its gateway session's"
    );
    assert_eq!(
        (state["self_deaf"].clone(), state["suppress"].clone()),
        (json!(true), json!(false))
    );
    let next = gw.next().await;
    assert_eq!(
        next["t"], "VOICE_SERVER_UPDATE",
        "right after its voice state"
    );
    let server = &next["d"];
    assert_eq!(server["guild_id"], fake.guild_id().to_string());
    assert!(server["token"].as_str().is_some_and(|t| !t.is_empty()));
    let endpoint = server["endpoint"].as_str().unwrap();
    assert_eq!(endpoint, "127.0.0.1:9");
    assert!(
        tokio::net::TcpStream::connect(endpoint).await.is_err(),
        "nothing listens there"
    );
    assert_eq!(fake.bot_voice_channel(), Some(place));
    assert_eq!(
        fake.voice_updates(),
        vec![op4(&fake, Some(place), true)["d"].clone()]
    );

    gw.send(&op4(&fake, None, false)).await;
    let left = gw.dispatch("VOICE_STATE_UPDATE").await;
    assert!(left["channel_id"].is_null());
    marker(&fake).await;
    let after = gw.until("CHANNEL_CREATE").await;
    assert!(
        !after.iter().any(|(t, _)| t == "VOICE_SERVER_UPDATE"),
        "no server to leave"
    );
    assert_eq!(fake.bot_voice_channel(), None);
    assert_eq!(fake.voice_updates().len(), 2);
    fake.assert_no_violations();
}

#[tokio::test]
async fn on_a_stage_the_bot_joins_suppressed_and_may_not_join_without_connect() {
    let fake = FakeDiscord::start(GuildFixture::village(1)).await;
    let bot = fake.bot_id();
    let stage = channel(&fake, STAGE, "scene", vec![]).await;
    let locked = channel(&fake, VOICE, "fermee", vec![member(bot, 0, CONNECT)]).await;
    let (mut gw, _) = Gateway::identify(&fake, GUILDS | GUILD_VOICE_STATES).await;
    gw.send(&op4(&fake, Some(stage), false)).await;
    assert_eq!(gw.dispatch("VOICE_STATE_UPDATE").await["suppress"], true);
    gw.dispatch("VOICE_SERVER_UPDATE").await;

    let speak = json!({"channel_id": stage.to_string(), "suppress": false});
    assert_eq!(patch_voice(&fake, "@me", speak).await.0, 204);
    assert_eq!(gw.dispatch("VOICE_STATE_UPDATE").await["suppress"], false);
    let hand = json!({"channel_id": stage.to_string(), "request_to_speak_timestamp": null});
    assert_eq!(patch_voice(&fake, "@me", hand).await.0, 204);
    assert_eq!(fake.noop_calls().len(), 1, "no hand was raised");

    // Discord says nothing to a join the bot may not make.
    gw.send(&op4(&fake, Some(locked), false)).await;
    received(&fake, 2).await;
    marker(&fake).await;
    let after = gw.until("CHANNEL_CREATE").await;
    assert!(voice_updates(&after).is_empty());
    assert_eq!(fake.bot_voice_channel(), Some(stage));
    fake.assert_no_violations();

    gw.send(&json!({"op": 4, "d": {"guild_id": fake.guild_id().to_string()}}))
        .await;
    received(&fake, 3).await;
    let violations = fake.violations();
    assert_eq!(violations.len(), 1, "{violations:?}");
    assert!(violations[0].contains("op 4"));
}
