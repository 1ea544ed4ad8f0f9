//! The helpers the bot's end-to-end tests lean on: access tables, DMs and ephemeral messages
//! only their user can act on, latencies, joins, sessions, the spawned bot's environment.

mod common;

use std::time::Duration;

use common::{call, register};
use fake_discord::{perms, Access, FakeDiscord, GuildFixture};
use reqwest::Method;
use serde_json::json;

const BUTTON: &str =
    r#"[{"type": 1, "components": [{"type": 2, "style": 1, "label": "Go", "custom_id": "go"}]}]"#;

#[tokio::test]
async fn only_the_recipient_acts_on_a_dm_and_only_the_user_on_an_ephemeral_reply() {
    let fake = FakeDiscord::start(GuildFixture::village(2)).await;
    register(&fake, "ping").await;
    let (alice, bruno) = (fake.user("alice"), fake.user("bruno"));
    let components: serde_json::Value = serde_json::from_str(BUTTON).unwrap();

    let dm = call(
        &fake,
        Method::POST,
        "/users/@me/channels",
        Some(json!({"recipient_id": alice.to_string()})),
    )
    .await
    .1;
    assert_eq!(dm["type"], 1);
    let path = format!("/channels/{}/messages", dm["id"].as_str().unwrap());
    let sent = call(
        &fake,
        Method::POST,
        &path,
        Some(json!({"content": "Ton rôle", "components": components})),
    )
    .await
    .1;
    let message: u64 = sent["id"].as_str().unwrap().parse().unwrap();
    assert_eq!(fake.dms_to(alice).len(), 1);
    assert!(
        fake.click(bruno, message, "go").is_err(),
        "bruno cannot see alice's DM"
    );
    assert!(fake.click(alice, message, "go").is_ok());

    let general = fake.channel_id("general").unwrap();
    let i = fake.slash(alice, general, "ping", json!([])).unwrap();
    let token = fake.interaction(i).unwrap().token;
    let body =
        json!({"type": 4, "data": {"content": "secret", "flags": 64, "components": components}});
    call(
        &fake,
        Method::POST,
        &format!("/interactions/{i}/{token}/callback"),
        Some(body),
    )
    .await;
    assert!(fake.callback_latency(i).unwrap() < Duration::from_secs(3));
    let reply: u64 = fake.original_message(i, Duration::ZERO).await.unwrap()["id"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!(fake
        .click(bruno, reply, "go")
        .unwrap_err()
        .contains("ephemeral"));
    assert!(fake.click(alice, reply, "go").is_ok());
    fake.assert_no_violations();
}

#[tokio::test]
async fn access_table_follows_overwrites() {
    let fake = FakeDiscord::start(GuildFixture::village(2)).await;
    let general = fake.channel_id("general").unwrap();
    let all = Access {
        read: true,
        write: true,
    };
    assert!(fake.access(general).values().all(|a| *a == all));
    let alice = fake.user("alice");
    let mute = json!({"allow": "0", "deny": perms::SEND_MESSAGES.to_string(), "type": 1});
    call(
        &fake,
        Method::PUT,
        &format!("/channels/{general}/permissions/{alice}"),
        Some(mute),
    )
    .await;
    let access = fake.access(general);
    assert_eq!(
        access["alice"],
        Access {
            read: true,
            write: false
        }
    );
    assert_eq!(access["bruno"], all);
    assert_eq!(access["olga"], all, "the owner may do anything");
    assert_eq!(access.len(), 3, "the bot is left out");
}

#[tokio::test]
async fn joins_sessions_and_environment() {
    let fake = FakeDiscord::start(GuildFixture::village(1)).await;
    register(&fake, "ping").await;
    let zoe = fake.member_joins("zoe");
    let general = fake.channel_id("general").unwrap();
    assert!(fake.slash(zoe, general, "ping", json!([])).is_ok());
    assert_eq!(fake.connected_sessions(), 0);
    assert!(fake
        .wait_identified(1, Duration::from_millis(100))
        .await
        .is_err());
    let env = fake.bot_env();
    assert!(env.contains(&("DISCORD_API_BASE".to_string(), fake.base_url())));
    assert!(fake.base_url().starts_with("http://127.0.0.1:"));
    fake.assert_no_violations();
}

#[tokio::test]
async fn a_private_channel_without_the_bot_answers_missing_access() {
    let fake = FakeDiscord::start(GuildFixture::village(1)).await;
    let (guild, alice, bot) = (fake.guild_id(), fake.user("alice"), fake.bot_id());
    let view = perms::VIEW_CHANNEL.to_string();
    let private = |with_bot: bool| {
        let mut overwrites = vec![
            json!({"id": guild.to_string(), "type": 0, "allow": "0", "deny": view}),
            json!({"id": alice.to_string(), "type": 1, "allow": view, "deny": "0"}),
        ];
        if with_bot {
            overwrites.push(json!({"id": bot.to_string(), "type": 1, "allow": view, "deny": "0"}));
        }
        json!({"name": if with_bot { "meute" } else { "oubli" }, "type": 0, "permission_overwrites": overwrites})
    };
    for with_bot in [false, true] {
        let created = call(
            &fake,
            Method::POST,
            &format!("/guilds/{guild}/channels"),
            Some(private(with_bot)),
        )
        .await;
        assert_eq!(created.0, 201);
        let path = format!("/channels/{}/messages", created.1["id"].as_str().unwrap());
        let sent = call(&fake, Method::POST, &path, Some(json!({"content": "x"}))).await;
        let expected = if with_bot { 200 } else { 403 };
        assert_eq!(sent.0, expected, "{}", sent.1);
        if !with_bot {
            assert_eq!(sent.1["code"], 50001);
        }
    }
    let admin = json!({"allow": (1u64 << 3).to_string(), "deny": "0", "type": 1});
    let general = fake.channel_id("general").unwrap();
    let granted = call(
        &fake,
        Method::PUT,
        &format!("/channels/{general}/permissions/{alice}"),
        Some(admin),
    )
    .await;
    assert_eq!(
        (granted.0, granted.1["code"].clone()),
        (403, json!(50013)),
        "the bot cannot grant what it lacks"
    );
    fake.assert_no_violations();
}

#[tokio::test]
async fn channels_are_found_by_category_when_names_repeat() {
    let fake = FakeDiscord::start(GuildFixture::village(1)).await;
    let guild = fake.guild_id();
    let mut categories = Vec::new();
    for game in ["partie-1", "partie-2"] {
        let cat = call(
            &fake,
            Method::POST,
            &format!("/guilds/{guild}/channels"),
            Some(json!({"name": game, "type": 4})),
        )
        .await
        .1;
        let cat = cat["id"].as_str().unwrap().to_string();
        let place = json!({"name": "place", "type": 0, "parent_id": cat});
        assert_eq!(
            call(
                &fake,
                Method::POST,
                &format!("/guilds/{guild}/channels"),
                Some(place)
            )
            .await
            .0,
            201
        );
        categories.push(cat.parse::<u64>().unwrap());
    }
    let places = fake.channels_named("place");
    assert_eq!(places.len(), 2);
    assert_eq!(fake.channel_in(categories[1], "place"), Some(places[1]));
    assert_eq!(fake.channel_in(categories[0], "meute"), None);
    fake.assert_no_violations();
}

#[tokio::test]
async fn a_modal_the_bot_opened_is_submitted_with_typed_values() {
    let fake = FakeDiscord::start(GuildFixture::village(2)).await;
    register(&fake, "ping").await;
    let (alice, bruno, general) = (
        fake.user("alice"),
        fake.user("bruno"),
        fake.channel_id("general").unwrap(),
    );
    let i = fake.slash(alice, general, "ping", json!([])).unwrap();
    assert!(fake.submit_modal(alice, i, &[]).is_err(), "no modal yet");
    let token = fake.interaction(i).unwrap().token;
    let modal = json!({"type": 9, "data": {"custom_id": "reglages", "title": "Réglages", "components": [
        {"type": 1, "components": [{"type": 4, "custom_id": "nom", "label": "Nom", "style": 1}]}]}});
    assert_eq!(
        call(
            &fake,
            Method::POST,
            &format!("/interactions/{i}/{token}/callback"),
            Some(modal)
        )
        .await
        .0,
        204
    );
    assert!(
        fake.submit_modal(bruno, i, &[("nom", "x")]).is_err(),
        "not bruno's modal"
    );
    assert!(
        fake.submit_modal(alice, i, &[("age", "x")]).is_err(),
        "no such input"
    );
    let submitted = fake
        .submit_modal(alice, i, &[("nom", "Thiercelieux")])
        .unwrap();
    assert!(fake.interaction(submitted).is_some());
    fake.assert_no_violations();
}

#[tokio::test]
async fn command_registration_fails_n_times_then_succeeds() {
    let fake = FakeDiscord::start(GuildFixture::village(1)).await;
    fake.fail_registration(2);
    let path = format!(
        "/applications/{}/guilds/{}/commands",
        fake.bot_id(),
        fake.guild_id()
    );
    let listed = call(&fake, Method::GET, &path, None).await;
    assert_eq!(listed.0, 200, "only PUT …/commands fails");
    let body = json!([{"name": "ping", "description": "a command", "type": 1, "options": []}]);
    for _ in 0..2 {
        let failed = call(&fake, Method::PUT, &path, Some(body.clone())).await;
        assert_eq!(failed.0, 500);
        assert!(
            fake.commands(Some(fake.guild_id())).is_null(),
            "nothing registered"
        );
    }
    let third = call(&fake, Method::PUT, &path, Some(body)).await;
    assert_eq!(third.0, 200);
    assert_eq!(fake.commands(Some(fake.guild_id()))[0]["name"], "ping");
}
