//! The proof: a real serenity 0.12.5 client with a poise 0.7.1 framework, pointed at the fake,
//! connects, registers its commands, answers slash commands, autocomplete, a button and a select
//! menu, creates a channel with an overwrite, meets a refused DM, uploads a file, hears messages
//! and departures, and makes no call Discord's API would reject.

mod bot;

use std::time::Duration;

use fake_discord::options::{focused, string, user};
use fake_discord::{perms, FakeDiscord, GuildFixture};
use poise::serenity_prelude::GatewayIntents;
use serde_json::json;

const WAIT: Duration = Duration::from_secs(5);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serenity_and_poise_play_against_the_fake() {
    tokio::time::timeout(Duration::from_mins(1), proof())
        .await
        .expect("the proof took over 60 s");
}

async fn proof() {
    let fake = FakeDiscord::start(GuildFixture::village(3)).await;
    let bot = bot::start(
        &fake,
        GatewayIntents::non_privileged() | GatewayIntents::GUILD_MEMBERS,
    )
    .await;
    fake.wait_ready(Duration::from_secs(20)).await.unwrap();
    let names: Vec<String> = fake
        .commands(Some(fake.guild_id()))
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(names, ["ping", "setup", "dm", "vote", "picture", "cible"]);
    let (alice, bruno) = (fake.user("alice"), fake.user("bruno"));
    let general = fake.channel_id("general").unwrap();

    // A slash command is answered with a message carrying a button.
    let i = fake.slash(alice, general, "ping", json!([])).unwrap();
    let answer = fake.callback_for(i, WAIT).await.unwrap();
    assert_eq!(answer["type"], 4);
    assert_eq!(answer["data"]["content"], "pong");
    assert_eq!(fake.connected_sessions(), 1);
    assert!(fake.callback_latency(i).unwrap() < Duration::from_secs(3));
    let message = fake.original_message(i, WAIT).await.unwrap();
    let message_id: u64 = message["id"].as_str().unwrap().parse().unwrap();

    // The button's click updates that message.
    let click = fake.click(bruno, message_id, "proof:press").unwrap();
    let answer = fake.callback_for(click, WAIT).await.unwrap();
    assert_eq!(answer["type"], 7);
    assert_eq!(
        fake.message(message_id).unwrap()["content"],
        "pressed by bruno"
    );
    assert!(
        fake.click(bruno, message_id, "proof:press").is_err(),
        "the button is gone"
    );

    // A deferred command creates a channel with overwrites, then follows up.
    let i = fake.slash(alice, general, "setup", json!([])).unwrap();
    assert_eq!(fake.callback_for(i, WAIT).await.unwrap()["type"], 5);
    let follow_up = fake
        .wait_for_call(
            |c| c.method == "POST" && c.path.contains("/webhooks/"),
            WAIT,
        )
        .await;
    let follow_up = follow_up.expect("a follow-up");
    let secret = fake.channel_id("secret").expect("#secret exists");
    assert_eq!(
        follow_up.body.unwrap()["content"],
        format!("created {secret}")
    );
    let alice_overwrite = fake
        .overwrites(secret)
        .into_iter()
        .find(|o| o.id == alice)
        .expect("alice's overwrite");
    assert_eq!(
        alice_overwrite.allow,
        perms::VIEW_CHANNEL | perms::SEND_MESSAGES
    );
    assert!(fake.can_write(alice, secret));
    assert!(!fake.can_read(bruno, secret));

    // A DM to a user whose DMs are closed surfaces as 50007.
    fake.close_dms(alice, true);
    let i = fake.slash(alice, general, "dm", json!([])).unwrap();
    let answer = fake.callback_for(i, WAIT).await.unwrap();
    let text = answer["data"]["content"].as_str().unwrap().to_string();
    assert!(
        text.starts_with("dm refused") && text.contains("Cannot send messages to this user"),
        "{text}"
    );
    assert!(fake.dms_to(alice).is_empty());
    let refused = fake
        .calls()
        .into_iter()
        .find(|c| c.status == 403)
        .expect("the refused DM");
    assert_eq!(refused.response["code"], 50007);

    fake.assert_no_violations();
    bot.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serenity_sees_users_act() {
    tokio::time::timeout(Duration::from_mins(1), users_act())
        .await
        .expect("over 60 s");
}

async fn users_act() {
    let fake = FakeDiscord::start(GuildFixture::village(3)).await;
    let intents = GatewayIntents::non_privileged()
        | GatewayIntents::GUILD_MEMBERS
        | GatewayIntents::MESSAGE_CONTENT;
    let bot = bot::start(&fake, intents).await;
    fake.wait_ready(Duration::from_secs(20)).await.unwrap();
    let (alice, bruno) = (fake.user("alice"), fake.user("bruno"));
    let general = fake.channel_id("general").unwrap();

    // Autocomplete: poise answers from serenity's cache, filled by GUILD_CREATE.
    let focused = json!([focused(string("cible", "b"))]);
    let i = fake.autocomplete(alice, general, "vote", focused).unwrap();
    let answer = fake.callback_for(i, WAIT).await.unwrap();
    assert_eq!(answer["type"], 8);
    assert_eq!(
        answer["data"]["choices"],
        json!([{"name": "bruno", "value": "bruno"}])
    );

    // The command answers with a select menu; picking in it updates the message.
    let i = fake
        .slash(
            alice,
            general,
            "vote",
            json!([{"type": 3, "name": "cible", "value": "bruno"}]),
        )
        .unwrap();
    let menu = fake.original_message(i, WAIT).await.unwrap();
    assert_eq!(menu["content"], "vote contre bruno ?");
    let menu_id: u64 = menu["id"].as_str().unwrap().parse().unwrap();
    let pick = fake
        .select(alice, menu_id, "proof:vote", &["bruno"])
        .unwrap();
    assert_eq!(fake.callback_for(pick, WAIT).await.unwrap()["type"], 7);
    assert_eq!(fake.message(menu_id).unwrap()["content"], "voted for bruno");

    // A user option arrives resolved, as poise needs it.
    let i = fake
        .slash(alice, general, "cible", json!([user("joueur", bruno)]))
        .unwrap();
    assert_eq!(
        fake.callback_for(i, WAIT).await.unwrap()["data"]["content"],
        "cible: bruno"
    );

    // A message in a channel reaches the bot with its content (MESSAGE_CONTENT intent).
    fake.say(bruno, general, "bonjour").unwrap();
    let heard = fake
        .wait_for(
            |s| {
                s.messages_in(general)
                    .into_iter()
                    .find(|m| m["content"] == "heard: bonjour")
            },
            WAIT,
        )
        .await;
    assert!(heard.is_some(), "the bot echoes what it heard");

    // A file upload arrives as multipart, then is replaced by a multipart edit.
    let i = fake.slash(alice, general, "picture", json!([])).unwrap();
    fake.callback_for(i, WAIT).await.unwrap();
    let picture = fake
        .messages_in(general)
        .into_iter()
        .find(|m| m["content"] == "le village, mis à jour");
    let picture = picture.unwrap_or_else(|| panic!("no picture: {:#?}", fake.violations()));
    assert_eq!(picture["attachments"][0]["filename"], "village.png");
    assert_eq!(
        picture["attachments"].as_array().unwrap().len(),
        1,
        "replaced, not added"
    );
    let id = picture["id"].as_str().unwrap();
    assert!(
        fake.calls()
            .iter()
            .any(|c| c.method == "PATCH" && c.path.ends_with(id)),
        "edited in place"
    );

    // A member leaving reaches the bot's event handler.
    fake.member_leaves(bruno).unwrap();
    let left = fake
        .wait_for(
            |s| {
                s.messages_in(general)
                    .into_iter()
                    .find(|m| m["content"] == "bruno left")
            },
            WAIT,
        )
        .await;
    assert!(left.is_some(), "the bot saw GUILD_MEMBER_REMOVE");

    fake.assert_no_violations();
    bot.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_message_content_the_bot_reads_empty_messages() {
    let fake = FakeDiscord::start(GuildFixture::village(2)).await;
    let bot = bot::start(&fake, GatewayIntents::non_privileged()).await;
    fake.wait_ready(Duration::from_secs(20)).await.unwrap();
    let general = fake.channel_id("general").unwrap();
    fake.say(fake.user("alice"), general, "secret").unwrap();
    let heard = fake
        .wait_for(
            |s| {
                s.messages_in(general)
                    .into_iter()
                    .find(|m| m["author"]["bot"] == true)
            },
            WAIT,
        )
        .await;
    assert_eq!(heard.expect("the bot answers")["content"], "heard: ");
    fake.assert_no_violations();
    bot.abort();
}
