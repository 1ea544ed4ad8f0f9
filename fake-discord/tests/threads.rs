//! Public threads in a text channel (the tribunal's fallback where a guild refuses forums),
//! a guild that refuses forum channels, and serenity 0.12.5's own builders for forums, posts,
//! tags and threads against the fake: every call valid for Discord's spec, every answer
//! parsed by serenity.

mod common;

use common::call;
use fake_discord::perms::*;
use fake_discord::{FakeDiscord, GuildFixture};
use reqwest::Method;
use serde_json::{json, Value};
use serenity::all::{
    ChannelId, ChannelType, CreateChannel, CreateForumPost, CreateForumTag, CreateMessage,
    CreateThread, EditChannel, EditThread, GuildId, Http, HttpBuilder,
};

fn id_of(v: &Value) -> u64 {
    v["id"].as_str().unwrap().parse().unwrap()
}

/// `#tribunal` as a text channel: alice writes in threads only; bruno may start threads.
async fn text_tribunal(fake: &FakeDiscord) -> u64 {
    let ow = |id: u64, allow: u64, deny: u64| json!({"id": id.to_string(), "type": 1, "allow": allow.to_string(), "deny": deny.to_string()});
    let reader = VIEW_CHANNEL | READ_MESSAGE_HISTORY | SEND_MESSAGES_IN_THREADS;
    let no_threads = SEND_MESSAGES | CREATE_PUBLIC_THREADS | CREATE_PRIVATE_THREADS;
    let body = json!({"name": "tribunal", "type": 0, "permission_overwrites": [
        {"id": fake.guild_id().to_string(), "type": 0, "allow": "0", "deny": VIEW_CHANNEL.to_string()},
        ow(fake.bot_id(), VIEW_CHANNEL | SEND_MESSAGES | CREATE_PUBLIC_THREADS | MANAGE_THREADS, 0),
        ow(fake.user("alice"), reader, no_threads),
        ow(fake.user("bruno"), reader | CREATE_PUBLIC_THREADS, SEND_MESSAGES),
    ]});
    let made = call(
        fake,
        Method::POST,
        &format!("/guilds/{}/channels", fake.guild_id()),
        Some(body),
    )
    .await;
    assert_eq!(made.0, 201, "{}", made.1);
    id_of(&made.1)
}

#[tokio::test]
async fn public_threads_in_a_text_channel() {
    let fake = FakeDiscord::start(GuildFixture::village(3)).await;
    let channel = text_tribunal(&fake).await;
    let (alice, bruno) = (fake.user("alice"), fake.user("bruno"));
    let path = format!("/channels/{channel}/threads");
    let made = call(
        &fake,
        Method::POST,
        &path,
        Some(json!({"name": "Procès de bruno", "type": 11})),
    )
    .await;
    assert_eq!(made.0, 201, "{}", made.1);
    let thread = id_of(&made.1);
    assert_eq!(fake.thread_named(channel, "Procès de bruno"), Some(thread));
    assert!(fake.say(alice, channel, "dans le salon").is_err());
    fake.say(alice, thread, "dans le fil").unwrap();
    assert!(fake.start_thread(alice, channel, "le mien").is_err());
    let theirs = fake.start_thread(bruno, channel, "le sien").unwrap();
    assert_eq!(fake.dispatched("THREAD_CREATE").len(), 2);
    assert_eq!(fake.threads_of(channel).len(), 2);
    assert_eq!(
        fake.with_state(|s| s.channels[&theirs]["owner_id"].clone()),
        bruno.to_string()
    );

    // From a message: the thread takes the message's id, and only one per message.
    let sent = call(
        &fake,
        Method::POST,
        &format!("/channels/{channel}/messages"),
        Some(json!({"content": "Procès ouvert"})),
    )
    .await;
    let message = id_of(&sent.1);
    let from = format!("/channels/{channel}/messages/{message}/threads");
    let started = call(&fake, Method::POST, &from, Some(json!({"name": "Débat"}))).await;
    assert_eq!((started.0, id_of(&started.1)), (201, message));
    assert_eq!(
        fake.message(message).unwrap()["thread"]["id"],
        message.to_string()
    );
    let again = call(&fake, Method::POST, &from, Some(json!({"name": "Débat"}))).await;
    assert_eq!(again.1["code"], 160004);
    fake.assert_no_violations();

    // Without a `type` Discord makes a private thread, which the fake does not model.
    let private = call(&fake, Method::POST, &path, Some(json!({"name": "secret"}))).await;
    assert_eq!(private.0, 404);
    assert!(fake.violations()[0].contains("private thread"));
}

#[tokio::test]
async fn a_guild_that_refuses_forums_answers_like_discord() {
    let fake = FakeDiscord::start(GuildFixture::village(2).refusing_forums()).await;
    let features = fake.with_state(|s| s.guild_json()["features"].clone());
    assert_eq!(features, json!([]));
    let path = format!("/guilds/{}/channels", fake.guild_id());
    let refused = call(
        &fake,
        Method::POST,
        &path,
        Some(json!({"name": "tribunal", "type": 15})),
    )
    .await;
    assert_eq!((refused.0, refused.1["code"].clone()), (400, json!(50035)));
    assert_eq!(
        refused.1["errors"]["type"]["_errors"][0]["code"],
        "BASE_TYPE_CHOICES"
    );
    assert!(fake.channel_id("tribunal").is_none());
    text_tribunal(&fake).await;
    fake.assert_no_violations();

    let usual = FakeDiscord::start(GuildFixture::village(1)).await;
    let features = usual.with_state(|s| s.guild_json()["features"].clone());
    assert_eq!(features, json!(["COMMUNITY"]));
}

fn http(fake: &FakeDiscord) -> Http {
    std::env::set_var("NO_PROXY", "127.0.0.1,localhost");
    HttpBuilder::new("fake-token")
        .proxy(fake.base_url())
        .ratelimiter_disabled(true)
        .build()
}

#[tokio::test]
async fn serenitys_forum_and_thread_builders_against_the_fake() {
    let fake = FakeDiscord::start(GuildFixture::village(2)).await;
    let http = http(&fake);
    let guild = GuildId::new(fake.guild_id());
    let forum = guild
        .create_channel(
            &http,
            CreateChannel::new("tribunal").kind(ChannelType::Forum),
        )
        .await
        .unwrap();
    let tags = ["Procès", "Ouvert", "Juste", "Injuste", "Annulé", "Expiré"];
    let edit = EditChannel::new().available_tags(tags.iter().map(|t| CreateForumTag::new(*t)));
    let forum = forum.id.edit(&http, edit).await.unwrap();
    assert_eq!(forum.available_tags.len(), 6);
    let (proces, ouvert, juste) = (
        forum.available_tags[0].id,
        forum.available_tags[1].id,
        forum.available_tags[2].id,
    );
    let post = CreateForumPost::new("Procès de bruno", CreateMessage::new().content("Ouvert"))
        .add_applied_tag(proces)
        .add_applied_tag(ouvert);
    let thread = forum.id.create_forum_post(&http, post).await.unwrap();
    assert_eq!(thread.applied_tags, [proces, ouvert]);
    thread.id.say(&http, "Plainte de alice").await.unwrap();
    let edit = EditThread::new()
        .applied_tags([proces, juste])
        .archived(true)
        .locked(true);
    let closed = thread.id.edit_thread(&http, edit).await.unwrap();
    assert_eq!(closed.applied_tags, [proces, juste]);
    assert!(closed.thread_metadata.unwrap().locked);
    assert_eq!(fake.applied_tags(thread.id.get()), ["Procès", "Juste"]);

    let text = guild
        .create_channel(&http, CreateChannel::new("repli"))
        .await
        .unwrap();
    let public = CreateThread::new("Répétitions — J1").kind(ChannelType::PublicThread);
    let fallback = text.id.create_thread(&http, public).await.unwrap();
    assert_eq!(fallback.kind, ChannelType::PublicThread);
    let message = fallback.id.say(&http, "Annonce").await.unwrap();
    ChannelId::new(fallback.id.get())
        .pin(&http, message.id)
        .await
        .unwrap();
    assert_eq!(fake.pinned_in(fallback.id.get()).len(), 1);
    fake.assert_no_violations();
}
