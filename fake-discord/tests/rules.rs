//! Discord's rules as the fake enforces them: interactions, faults, nonces, invalid calls, and
//! users acting through the injection helpers.

mod common;

use std::time::Duration;

use common::{call, register};
use fake_discord::{check_dispatch, perms, FakeDiscord, GuildFixture};
use reqwest::Method;
use serde_json::json;

async fn fake_with_ping() -> FakeDiscord {
    let fake = FakeDiscord::start(GuildFixture::village(3)).await;
    register(&fake, "ping").await;
    fake
}

fn webhook(fake: &FakeDiscord, token: &str) -> String {
    format!("/webhooks/{}/{token}", fake.bot_id())
}

#[tokio::test]
async fn interaction_rules_one_callback_in_3_s_then_follow_ups_for_15_minutes() {
    let fake = fake_with_ping().await;
    let (alice, general) = (fake.user("alice"), fake.channel_id("general").unwrap());
    let i = fake.slash(alice, general, "ping", json!([])).unwrap();
    let token = fake.interaction(i).unwrap().token;
    let callback = format!("/interactions/{i}/{token}/callback");

    let early = call(
        &fake,
        Method::POST,
        &webhook(&fake, &token),
        Some(json!({"content": "x"})),
    )
    .await;
    assert_eq!((early.0, early.1["code"].clone()), (404, json!(10015)));
    let first = call(
        &fake,
        Method::POST,
        &callback,
        Some(json!({"type": 4, "data": {"content": "pong"}})),
    )
    .await;
    assert_eq!(first.0, 204);
    let second = call(
        &fake,
        Method::POST,
        &callback,
        Some(json!({"type": 4, "data": {"content": "again"}})),
    )
    .await;
    assert_eq!((second.0, second.1["code"].clone()), (400, json!(40060)));
    let follow = call(
        &fake,
        Method::POST,
        &webhook(&fake, &token),
        Some(json!({"content": "more"})),
    )
    .await;
    assert_eq!(
        (follow.0, follow.1["content"].clone()),
        (200, json!("more"))
    );
    let original = format!("{}/messages/@original", webhook(&fake, &token));
    let edited = call(
        &fake,
        Method::PATCH,
        &original,
        Some(json!({"content": "pong!"})),
    )
    .await;
    assert_eq!(edited.1["content"], "pong!");
    assert_eq!(
        fake.original_message(i, Duration::ZERO).await.unwrap()["content"],
        "pong!"
    );

    let late = fake.slash(alice, general, "ping", json!([])).unwrap();
    fake.age_interaction(late, Duration::from_millis(3100));
    let token = fake.interaction(late).unwrap().token;
    let path = format!("/interactions/{late}/{token}/callback");
    let answer = call(&fake, Method::POST, &path, Some(json!({"type": 5}))).await;
    assert_eq!((answer.0, answer.1["code"].clone()), (404, json!(10062)));

    fake.age_interaction(i, Duration::from_secs(15 * 60 + 1));
    let expired = call(
        &fake,
        Method::POST,
        &webhook(&fake, &fake.interaction(i).unwrap().token),
        Some(json!({"content": "x"})),
    )
    .await;
    assert_eq!((expired.0, expired.1["code"].clone()), (401, json!(50027)));

    let v = fake.violations();
    assert_eq!(v.len(), 5, "{v:#?}");
    for expected in [
        "follow-up before the callback",
        "a second callback",
        "callback after",
        "after 15 minutes",
        &format!("interaction {late}: never answered"),
    ] {
        assert!(v.iter().any(|e| e.contains(expected)), "{expected}: {v:#?}");
    }
}

#[tokio::test]
async fn deferred_reply_first_follow_up_replaces_the_thinking_message() {
    let fake = fake_with_ping().await;
    let (alice, general) = (fake.user("alice"), fake.channel_id("general").unwrap());
    let i = fake.slash(alice, general, "ping", json!([])).unwrap();
    let token = fake.interaction(i).unwrap().token;
    let path = format!("/interactions/{i}/{token}/callback");
    assert_eq!(
        call(
            &fake,
            Method::POST,
            &path,
            Some(json!({"type": 5, "data": {"flags": 64}}))
        )
        .await
        .0,
        204
    );
    let thinking = fake.original_message(i, Duration::ZERO).await.unwrap();
    let first = call(
        &fake,
        Method::POST,
        &webhook(&fake, &token),
        Some(json!({"content": "done"})),
    )
    .await
    .1;
    assert_eq!(first["id"], thinking["id"]);
    assert_eq!(first["flags"], 64, "the defer's ephemerality is kept");
    let second = call(
        &fake,
        Method::POST,
        &webhook(&fake, &token),
        Some(json!({"content": "more"})),
    )
    .await
    .1;
    assert_ne!(second["id"], thinking["id"]);
    fake.assert_no_violations();
}

#[tokio::test]
async fn faults_429_and_500_then_success_and_nonce_deduplicates() {
    let fake = FakeDiscord::start(GuildFixture::village(2)).await;
    let general = fake.channel_id("general").unwrap();
    let path = format!("/channels/{general}/messages");
    fake.rate_limit("/messages", 1, 0.25);
    fake.server_errors("/messages", 1);
    let body = json!({"content": "aube", "nonce": "n-1", "enforce_nonce": true});
    let limited = call(&fake, Method::POST, &path, Some(body.clone())).await;
    assert_eq!(
        (limited.0, limited.1["retry_after"].clone()),
        (429, json!(0.25))
    );
    assert_eq!(
        call(&fake, Method::POST, &path, Some(body.clone())).await.0,
        500
    );
    let sent = call(&fake, Method::POST, &path, Some(body.clone())).await;
    let again = call(&fake, Method::POST, &path, Some(body)).await;
    assert_eq!((sent.0, again.0), (200, 200));
    assert_eq!(sent.1["id"], again.1["id"], "same nonce, same message");
    assert_eq!(fake.messages_in(general).len(), 1);
    let statuses: Vec<u16> = fake.calls().iter().map(|c| c.status).collect();
    assert_eq!(statuses, [429, 500, 200, 200]);
    fake.assert_no_violations();
}

#[tokio::test]
async fn invalid_calls_answer_like_discord_and_are_recorded() {
    let fake = FakeDiscord::start(GuildFixture::village(2)).await;
    let general = fake.channel_id("general").unwrap();
    let long = call(
        &fake,
        Method::POST,
        &format!("/channels/{general}/messages"),
        Some(json!({"content": "x".repeat(2001)})),
    )
    .await;
    assert_eq!((long.0, long.1["code"].clone()), (400, json!(50035)));
    let parsed: serenity::http::DiscordJsonError = serde_json::from_value(long.1).unwrap();
    assert_eq!(
        (parsed.code, parsed.errors.len()),
        (50035, 1),
        "serenity reads the error"
    );
    assert!(
        parsed.errors[0].message.contains("2001 characters"),
        "{:?}",
        parsed.errors
    );
    assert_eq!(call(&fake, Method::GET, "/nowhere", None).await.0, 404);
    let alice = fake.user("alice");
    let overwrite = format!("/channels/{general}/permissions/{alice}");
    let deny = json!({"allow": "0", "deny": perms::SEND_MESSAGES.to_string(), "type": 1});
    assert_eq!(
        call(&fake, Method::PUT, &overwrite, Some(deny.clone()))
            .await
            .0,
        204
    );
    assert_eq!(
        call(&fake, Method::PUT, &overwrite, Some(deny)).await.0,
        204
    );
    assert!(fake.can_read(alice, general) && !fake.can_write(alice, general));
    assert_eq!(
        fake.noop_calls().len(),
        1,
        "the second identical PUT changes nothing"
    );
    assert_eq!(fake.noop_calls()[0].0, 3);
    assert_eq!(fake.violations().len(), 2, "{:#?}", fake.violations());
}

#[tokio::test]
async fn users_act_within_discord_rules() {
    let fake = FakeDiscord::start(GuildFixture::village(3)).await;
    let (alice, bruno, general) = (
        fake.user("alice"),
        fake.user("bruno"),
        fake.channel_id("general").unwrap(),
    );
    let deny = json!({"allow": "0", "deny": perms::SEND_MESSAGES.to_string(), "type": 1});
    call(
        &fake,
        Method::PUT,
        &format!("/channels/{general}/permissions/{alice}"),
        Some(deny),
    )
    .await;
    assert!(
        fake.say(alice, general, "chut").is_err(),
        "alice may not write"
    );
    let said = fake.say(bruno, general, "bonjour").unwrap();
    assert_eq!(fake.message(said).unwrap()["content"], "bonjour");
    let buttons = json!({"content": "vote", "components": [{"type": 1, "components": [
        {"type": 2, "style": 1, "label": "A", "custom_id": "a"},
        {"type": 2, "style": 1, "label": "B", "custom_id": "b", "disabled": true}]},
        {"type": 1, "components": [{"type": 3, "custom_id": "menu", "options": [{"label": "x", "value": "1"}]}]}]});
    let sent = call(
        &fake,
        Method::POST,
        &format!("/channels/{general}/messages"),
        Some(buttons),
    )
    .await
    .1;
    let message: u64 = sent["id"].as_str().unwrap().parse().unwrap();
    assert!(fake.click(bruno, message, "a").is_ok());
    assert!(fake
        .click(bruno, message, "b")
        .unwrap_err()
        .contains("disabled"));
    assert!(fake.click(bruno, message, "zzz").is_err());
    assert!(fake.select(bruno, message, "menu", &["2"]).is_err());
    assert!(fake.select(bruno, message, "menu", &["1"]).is_ok());
    fake.member_leaves(bruno).unwrap();
    assert!(fake.with_state(|s| s.member(bruno).is_none()));
    assert!(fake.slash(bruno, general, "ping", json!([])).is_err());
    fake.assert_no_violations();
}

#[tokio::test]
async fn the_oracle_rejects_what_serenity_would_drop() {
    let fake = FakeDiscord::start(GuildFixture::village(2)).await;
    let guild = fake.with_state(|s| s.guild_json());
    assert_eq!(check_dispatch("GUILD_CREATE", &guild), Ok(()));
    let mut broken = guild.clone();
    broken["roles"][0].as_object_mut().unwrap().remove("colors");
    let err = check_dispatch("GUILD_CREATE", &broken).unwrap_err();
    assert!(
        err.contains("Event::Unknown") && err.contains("colors"),
        "{err}"
    );
    let mut channel = guild["channels"][0].clone();
    channel.as_object_mut().unwrap().remove("type");
    assert!(check_dispatch("CHANNEL_CREATE", &channel).is_err());
}

#[tokio::test]
async fn embeds_pins_and_attachment_edits_round_trip() {
    let fake = FakeDiscord::start(GuildFixture::village(1)).await;
    let general = fake.channel_id("general").unwrap();
    let embed = json!({"title": "Aube", "description": "Personne n'est mort.", "color": 0xff0000,
        "fields": [{"name": "Vivants", "value": "8", "inline": true}], "footer": {"text": "jour 2"}});
    let sent = call(
        &fake,
        Method::POST,
        &format!("/channels/{general}/messages"),
        Some(json!({"embeds": [embed]})),
    )
    .await;
    assert_eq!(sent.0, 200);
    let id = sent.1["id"].as_str().unwrap().to_string();
    assert_eq!(
        call(
            &fake,
            Method::PUT,
            &format!("/channels/{general}/pins/{id}"),
            None
        )
        .await
        .0,
        204
    );
    let stored = fake.message(id.parse().unwrap()).unwrap();
    assert_eq!(
        (
            stored["pinned"].clone(),
            stored["embeds"][0]["title"].clone()
        ),
        (json!(true), json!("Aube"))
    );
    fake.with_state(|s| {
        let m = s.messages.get_mut(&id.parse().unwrap()).unwrap();
        m["attachments"] =
            json!([{"id": "77", "filename": "old.png", "size": 1, "url": "u", "proxy_url": "u"}]);
    });
    let path = format!("/channels/{general}/messages/{id}");
    let kept = call(
        &fake,
        Method::PATCH,
        &path,
        Some(json!({"content": "x", "attachments": [{"id": "77"}]})),
    )
    .await
    .1;
    assert_eq!(kept["attachments"][0]["id"], "77");
    let dropped = call(
        &fake,
        Method::PATCH,
        &path,
        Some(json!({"attachments": []})),
    )
    .await
    .1;
    assert_eq!(dropped["attachments"], json!([]));
    fake.assert_no_violations();
}

#[tokio::test]
async fn a_lost_answer_duplicates_without_nonce_and_not_with_it() {
    let fake = FakeDiscord::start(GuildFixture::village(1)).await;
    let general = fake.channel_id("general").unwrap();
    let path = format!("/channels/{general}/messages");
    for body in [
        json!({"content": "sans nonce"}),
        json!({"content": "avec", "nonce": "n-2", "enforce_nonce": true}),
    ] {
        fake.lost_answers("/messages", 1);
        assert_eq!(
            call(&fake, Method::POST, &path, Some(body.clone())).await.0,
            500
        );
        assert_eq!(
            call(&fake, Method::POST, &path, Some(body)).await.0,
            200,
            "the retry"
        );
    }
    let contents: Vec<String> = fake
        .messages_in(general)
        .iter()
        .map(|m| m["content"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(contents, ["sans nonce", "sans nonce", "avec"]);
    fake.assert_no_violations();
}
