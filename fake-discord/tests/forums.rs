//! A forum as La Ronde's tribunal uses it, through plain HTTP as the bot calls it: tags, posts
//! with their starter message, tag edits, messages and pins in posts, archiving and locking,
//! who may write in a post and who may open one, and the gateway events Discord sends.

mod common;

use common::call;
use fake_discord::perms::*;
use fake_discord::{check_dispatch, FakeDiscord, GuildFixture};
use reqwest::Method;
use serde_json::{json, Value};

const TAGS: [&str; 6] = ["Procès", "Ouvert", "Juste", "Injuste", "Annulé", "Expiré"];

fn ow(id: u64, kind: u8, allow: u64, deny: u64) -> Value {
    json!({"id": id.to_string(), "type": kind, "allow": allow.to_string(), "deny": deny.to_string()})
}

fn id_of(v: &Value) -> u64 {
    v["id"].as_str().unwrap().parse().unwrap()
}

/// The tribunal: hidden from @everyone; alice and bruno may read and write in posts but not
/// open one; chloe may open posts; the bot runs it.
async fn tribunal(fake: &FakeDiscord) -> u64 {
    let (alice, bruno, chloe) = (fake.user("alice"), fake.user("bruno"), fake.user("chloe"));
    let reader = VIEW_CHANNEL | READ_MESSAGE_HISTORY | SEND_MESSAGES_IN_THREADS;
    let bot = VIEW_CHANNEL | SEND_MESSAGES | SEND_MESSAGES_IN_THREADS | MANAGE_THREADS;
    let tags: Vec<Value> = TAGS
        .iter()
        .map(|t| json!({"name": t, "moderated": *t == "Juste"}))
        .collect();
    let body = json!({"name": "tribunal", "type": 15, "available_tags": tags,
    "permission_overwrites": [
        ow(fake.guild_id(), 0, 0, VIEW_CHANNEL),
        ow(fake.bot_id(), 1, bot, 0),
        ow(alice, 1, reader, SEND_MESSAGES),
        ow(bruno, 1, reader, SEND_MESSAGES),
        ow(chloe, 1, reader | SEND_MESSAGES, 0),
    ]});
    let path = format!("/guilds/{}/channels", fake.guild_id());
    let made = call(fake, Method::POST, &path, Some(body)).await;
    assert_eq!(made.0, 201, "{}", made.1);
    assert_eq!(made.1["type"], 15);
    id_of(&made.1)
}

fn tag(fake: &FakeDiscord, forum: u64, name: &str) -> String {
    let forum = fake.with_state(|s| s.channels[&forum].clone());
    let tags = forum["available_tags"].as_array().unwrap().clone();
    let found = tags.iter().find(|t| t["name"] == name).unwrap();
    found["id"].as_str().unwrap().to_string()
}

async fn post(fake: &FakeDiscord, forum: u64, name: &str, tags: &[&str]) -> (u16, Value) {
    let ids: Vec<String> = tags.iter().map(|t| tag(fake, forum, t)).collect();
    let body = json!({"name": name, "message": {"content": format!("{name} : ouvert")},
        "applied_tags": ids, "auto_archive_duration": 10080});
    call(
        fake,
        Method::POST,
        &format!("/channels/{forum}/threads"),
        Some(body),
    )
    .await
}

async fn patch(fake: &FakeDiscord, channel: u64, body: Value) -> (u16, Value) {
    call(
        fake,
        Method::PATCH,
        &format!("/channels/{channel}"),
        Some(body),
    )
    .await
}

#[tokio::test]
async fn a_post_with_tags_its_starter_message_and_its_events() {
    let fake = FakeDiscord::start(GuildFixture::village(3)).await;
    let forum = tribunal(&fake).await;
    assert_eq!(fake.forum_tags(forum), TAGS);
    let made = post(&fake, forum, "Procès de bruno", &["Procès", "Ouvert"]).await;
    assert_eq!(made.0, 201, "{}", made.1);
    let thread = id_of(&made.1);
    assert_eq!(made.1["type"], 11);
    assert_eq!(
        made.1["message"]["id"],
        thread.to_string(),
        "starter id = thread id"
    );
    assert_eq!(fake.thread_named(forum, "Procès de bruno"), Some(thread));
    assert_eq!(fake.applied_tags(thread), ["Procès", "Ouvert"]);
    assert_eq!(
        fake.messages_in(thread)[0]["content"],
        "Procès de bruno : ouvert"
    );

    let created = fake.dispatched("THREAD_CREATE");
    assert_eq!(created.len(), 1);
    assert_eq!(created[0]["newly_created"], true);
    assert_eq!(created[0]["parent_id"], forum.to_string());
    let first = fake.dispatched("MESSAGE_CREATE");
    assert_eq!(first[0]["channel_id"], thread.to_string());
    assert!(first[0]["guild_id"].is_string());

    let retagged = patch(
        &fake,
        thread,
        json!({"applied_tags": [tag(&fake, forum, "Procès"), tag(&fake, forum, "Juste")]}),
    )
    .await;
    assert_eq!(retagged.0, 200, "{}", retagged.1);
    assert_eq!(fake.applied_tags(thread), ["Procès", "Juste"]);
    assert_eq!(fake.dispatched("THREAD_UPDATE").len(), 1);
    let guild = fake.with_state(|s| s.guild_json());
    assert_eq!(guild["threads"][0]["id"], thread.to_string());
    check_dispatch("GUILD_CREATE", &guild).unwrap();
    let listed = call(
        &fake,
        Method::GET,
        &format!("/guilds/{}/channels", fake.guild_id()),
        None,
    )
    .await;
    assert!(
        listed.1.as_array().unwrap().iter().all(|c| c["type"] != 11),
        "threads are not channels"
    );
    let active = call(
        &fake,
        Method::GET,
        &format!("/guilds/{}/threads/active", fake.guild_id()),
        None,
    )
    .await;
    assert_eq!(active.1["threads"][0]["id"], thread.to_string());
    fake.assert_no_violations();
}

#[tokio::test]
async fn in_a_post_players_write_the_bot_edits_pins_archives_and_locks() {
    let fake = FakeDiscord::start(GuildFixture::village(4)).await;
    let forum = tribunal(&fake).await;
    let (alice, david) = (fake.user("alice"), fake.user("david"));
    let thread = id_of(&post(&fake, forum, "Place du village", &[]).await.1);
    assert!(fake.can_read(alice, thread) && fake.can_write(alice, thread));
    assert!(
        !fake.can_read(david, thread),
        "the post inherits the forum's overwrites"
    );
    assert!(
        !fake.access(forum)["alice"].write,
        "nobody writes in the forum itself"
    );
    assert!(fake.access(thread)["alice"].write);
    fake.say(alice, thread, "je plaide").unwrap();
    assert!(fake.say(alice, forum, "ici ?").is_err());
    assert!(fake.say(david, thread, "moi aussi").is_err());

    let path = format!("/channels/{thread}/messages");
    let sent = call(
        &fake,
        Method::POST,
        &path,
        Some(json!({"content": "Le MJ parle"})),
    )
    .await;
    assert_eq!(sent.0, 200, "{}", sent.1);
    let message = id_of(&sent.1);
    let edit = format!("{path}/{message}");
    let edited = call(
        &fake,
        Method::PATCH,
        &edit,
        Some(json!({"content": "Le MJ a parlé"})),
    )
    .await;
    assert_eq!(edited.0, 200);
    let pin = format!("/channels/{thread}/pins/{message}");
    assert_eq!(call(&fake, Method::PUT, &pin, None).await.0, 204);
    assert_eq!(fake.pinned_in(thread).len(), 1);
    assert_eq!(
        fake.with_state(|s| s.channels[&thread]["message_count"].clone()),
        2
    );

    let closed = patch(&fake, thread, json!({"archived": true, "locked": true})).await;
    assert_eq!(closed.0, 200, "{}", closed.1);
    assert_eq!(fake.thread_state(thread), Some((true, true)));
    assert!(fake.say(alice, thread, "encore").is_err());
    let late = call(&fake, Method::POST, &path, Some(json!({"content": "x"}))).await;
    assert_eq!((late.0, late.1["code"].clone()), (400, json!(50083)));
    let renamed = patch(&fake, thread, json!({"name": "Fermé"})).await;
    assert_eq!(renamed.1["code"], 50083, "an archived thread takes no edit");
    let old = call(&fake, Method::PATCH, &edit, Some(json!({"content": "y"}))).await;
    assert_eq!(old.1["code"], 50083);

    assert_eq!(
        patch(&fake, thread, json!({"archived": false})).await.0,
        200
    );
    assert_eq!(fake.thread_state(thread), Some((false, true)));
    assert!(
        fake.say(alice, thread, "verrouillé").is_err(),
        "locked: moderators only"
    );
    let by_bot = call(
        &fake,
        Method::POST,
        &path,
        Some(json!({"content": "Annonce"})),
    )
    .await;
    assert_eq!(by_bot.0, 200, "the bot holds Manage Threads");
    assert_eq!(
        patch(&fake, thread, json!({"locked": false, "archived": true}))
            .await
            .0,
        200
    );
    fake.say(alice, thread, "je rouvre").unwrap();
    assert_eq!(
        fake.thread_state(thread),
        Some((false, false)),
        "a post unarchives it"
    );
    fake.assert_no_violations();
}

#[tokio::test]
async fn only_who_may_send_in_the_forum_opens_a_post_and_moderated_tags_are_the_bots() {
    let fake = FakeDiscord::start(GuildFixture::village(3)).await;
    let forum = tribunal(&fake).await;
    let (alice, chloe) = (fake.user("alice"), fake.user("chloe"));
    let refused = fake.create_post(alice, forum, "Mon procès", "à moi", &["Procès"]);
    assert!(refused.unwrap_err().contains("50013"));
    assert!(fake.threads_of(forum).is_empty());
    let moderated = fake.create_post(chloe, forum, "Juste ?", "oui", &["Juste"]);
    assert!(moderated.is_err(), "a moderated tag needs Manage Threads");
    let theirs = fake
        .create_post(chloe, forum, "Question", "une question", &["Ouvert"])
        .unwrap();
    assert_eq!(fake.applied_tags(theirs), ["Ouvert"]);
    let message = &fake.dispatched("MESSAGE_CREATE")[0];
    assert_eq!(message["author"]["id"], chloe.to_string());
    assert_eq!(message["id"], theirs.to_string());
    // The bot may not edit someone else's post without Manage Threads: it has it.
    assert_eq!(
        patch(&fake, theirs, json!({"name": "Question (MJ)"}))
            .await
            .0,
        200
    );
    assert!(fake.create_post(chloe, forum, "x", "y", &["Nope"]).is_err());
    fake.assert_no_violations();
}

#[tokio::test]
async fn bad_posts_answer_like_discord() {
    let fake = FakeDiscord::start(GuildFixture::village(3)).await;
    let forum = tribunal(&fake).await;
    let path = format!("/channels/{forum}/threads");
    let unknown = json!({"name": "x", "message": {"content": "y"}, "applied_tags": ["1"]});
    let answer = call(&fake, Method::POST, &path, Some(unknown)).await;
    assert_eq!((answer.0, answer.1["code"].clone()), (400, json!(50035)));
    let empty = json!({"name": "x", "message": {"content": ""}});
    assert_eq!(
        call(&fake, Method::POST, &path, Some(empty)).await.1["code"],
        50006
    );
    let required = patch(&fake, forum, json!({"flags": 16})).await;
    assert_eq!(required.0, 200, "{}", required.1);
    let untagged = json!({"name": "x", "message": {"content": "y"}});
    assert_eq!(
        call(&fake, Method::POST, &path, Some(untagged)).await.1["code"],
        40067
    );
    fake.assert_no_violations();
    // Invalid bodies are the bot's bugs: recorded.
    let all: Vec<String> = TAGS.iter().map(|t| tag(&fake, forum, t)).collect();
    let six = json!({"name": "x", "message": {"content": "y"}, "applied_tags": all});
    assert_eq!(call(&fake, Method::POST, &path, Some(six)).await.0, 400);
    let long =
        json!({"name": "x", "message": {"content": "é".repeat(2001)}, "applied_tags": [all[0]]});
    assert_eq!(call(&fake, Method::POST, &path, Some(long)).await.0, 400);
    let violations = fake.violations();
    assert_eq!(violations.len(), 2, "{violations:?}");
    assert!(violations[1].contains("/message/content"));
}
