//! Discord's rules for the overwrites a bot writes, as the fake enforces them: the bot grants
//! only what it holds (in the guild, or in the parent category after creation), never
//! MANAGE_ROLES unless it is an administrator or holds a MANAGE_ROLES overwrite in the channel,
//! with a bot role of exactly the README's invite permissions.

mod common;

use common::call;
use fake_discord::perms::*;
use fake_discord::{FakeDiscord, GuildFixture, Overwrite};
use reqwest::Method;
use serde_json::{json, Value};

fn member(id: u64, allow: u64, deny: u64) -> Value {
    json!({"id": id.to_string(), "type": 1, "allow": allow.to_string(), "deny": deny.to_string()})
}

fn everyone(fake: &FakeDiscord, deny: u64) -> Value {
    json!({"id": fake.guild_id().to_string(), "type": 0, "allow": "0", "deny": deny.to_string()})
}

async fn create(fake: &FakeDiscord, body: Value) -> (u16, Value) {
    let path = format!("/guilds/{}/channels", fake.guild_id());
    call(fake, Method::POST, &path, Some(body)).await
}

async fn put(fake: &FakeDiscord, channel: u64, target: u64, allow: u64) -> (u16, Value) {
    let path = format!("/channels/{channel}/permissions/{target}");
    let body = json!({"type": 1, "allow": allow.to_string(), "deny": "0"});
    call(fake, Method::PUT, &path, Some(body)).await
}

fn id(answer: &(u16, Value)) -> u64 {
    answer.1["id"].as_str().unwrap().parse().unwrap()
}

/// A private game channel as the bot makes it: hidden from @everyone, open to the bot.
async fn private_channel(fake: &FakeDiscord, parent: Option<u64>) -> u64 {
    let mut body = json!({"name": "place", "type": 0, "permission_overwrites": [
        everyone(fake, VIEW_CHANNEL),
        member(fake.bot_id(), VIEW_CHANNEL | SEND_MESSAGES | MANAGE_CHANNELS, 0),
    ]});
    if let Some(p) = parent {
        body["parent_id"] = json!(p.to_string());
    }
    let made = create(fake, body).await;
    assert_eq!(made.0, 201, "{}", made.1);
    id(&made)
}

#[tokio::test]
async fn the_bot_role_carries_exactly_the_readme_permissions() {
    let fake = FakeDiscord::start(GuildFixture::village(1)).await;
    let role = fake.with_state(|s| s.guild_json()["roles"][2].clone());
    assert_eq!(role["name"], "Régisseur");
    assert_eq!(role["permissions"], "326710193232");
    let bits = fake.with_state(|s| s.guild_permissions(s.guild.bot.id));
    assert_eq!(bits & ADMINISTRATOR, 0);
    assert_eq!(bits & BOT, BOT);
}

#[tokio::test]
async fn at_creation_manage_roles_in_an_overwrite_is_refused_allowed_or_denied() {
    let fake = FakeDiscord::start(GuildFixture::village(1)).await;
    let bot = fake.bot_id();
    let itself = member(bot, VIEW_CHANNEL | MANAGE_CHANNELS | MANAGE_ROLES, 0);
    let refused = create(
        &fake,
        json!({"name": "jeu", "type": 4, "permission_overwrites": [everyone(&fake, VIEW_CHANNEL), itself]}),
    )
    .await;
    assert_eq!((refused.0, refused.1["code"].clone()), (403, json!(50013)));
    let denied = create(
        &fake,
        json!({"name": "jeu", "type": 4, "permission_overwrites": [everyone(&fake, VIEW_CHANNEL | MANAGE_ROLES)]}),
    )
    .await;
    assert_eq!(denied.0, 403, "a deny of MANAGE_ROLES is setting it too");
    let unheld = create(
        &fake,
        json!({"name": "jeu", "type": 0, "permission_overwrites": [member(bot, MANAGE_GUILD, 0)]}),
    )
    .await;
    assert_eq!(unheld.0, 403, "the bot may not grant what it lacks");
    assert!(fake.channel_id("jeu").is_none(), "nothing was created");
    private_channel(&fake, None).await;
    fake.assert_no_violations();
}

#[tokio::test]
async fn an_administrator_bot_may_set_manage_roles_anywhere() {
    let mut guild = GuildFixture::village(1);
    guild.roles[2].permissions = ADMINISTRATOR;
    let fake = FakeDiscord::start(guild).await;
    let itself = member(fake.bot_id(), VIEW_CHANNEL | MANAGE_ROLES | MANAGE_GUILD, 0);
    let made = create(
        &fake,
        json!({"name": "jeu", "type": 4, "permission_overwrites": [itself]}),
    )
    .await;
    assert_eq!(made.0, 201, "{}", made.1);
    let alice = fake.user("alice");
    assert_eq!(put(&fake, id(&made), alice, MANAGE_ROLES).await.0, 204);
}

#[tokio::test]
async fn after_creation_the_bot_grants_what_it_holds_in_the_guild_or_the_parent() {
    let fake = FakeDiscord::start(GuildFixture::village(2)).await;
    let (olga, alice, bot) = (fake.user("olga"), fake.user("alice"), fake.bot_id());
    let category = create(&fake, json!({"name": "jeu", "type": 4})).await;
    let category = id(&category);
    let child = private_channel(&fake, Some(category)).await;
    let alone = private_channel(&fake, None).await;
    assert_eq!(
        put(&fake, child, alice, VIEW_CHANNEL | SEND_MESSAGES)
            .await
            .0,
        204
    );
    assert_eq!(put(&fake, child, alice, MANAGE_ROLES).await.0, 403);
    assert_eq!(put(&fake, child, alice, MANAGE_WEBHOOKS).await.0, 403);
    // The owner gives the bot Manage Webhooks in the category only (issue 3450's case).
    let on_category = Overwrite {
        id: bot,
        kind: 1,
        allow: MANAGE_WEBHOOKS | VIEW_CHANNEL,
        deny: 0,
    };
    fake.edit_overwrite_by_hand(olga, category, bot, Some(on_category))
        .unwrap();
    assert_eq!(put(&fake, child, alice, MANAGE_WEBHOOKS).await.0, 204);
    assert_eq!(put(&fake, alone, alice, MANAGE_WEBHOOKS).await.0, 403);
    fake.assert_no_violations();
}

#[tokio::test]
async fn a_manage_roles_overwrite_in_the_channel_lets_the_bot_set_anything_there() {
    let fake = FakeDiscord::start(GuildFixture::village(2)).await;
    let (olga, alice, bot) = (fake.user("olga"), fake.user("alice"), fake.bot_id());
    let channel = private_channel(&fake, None).await;
    assert_eq!(put(&fake, channel, alice, MANAGE_ROLES).await.0, 403);
    let holder = Overwrite {
        id: bot,
        kind: 1,
        allow: VIEW_CHANNEL | SEND_MESSAGES | MANAGE_ROLES,
        deny: 0,
    };
    fake.edit_overwrite_by_hand(olga, channel, bot, Some(holder))
        .unwrap();
    assert_eq!(put(&fake, channel, alice, MANAGE_ROLES).await.0, 204);
    assert_eq!(put(&fake, channel, alice, MANAGE_GUILD).await.0, 204);
}

#[tokio::test]
async fn a_patch_checks_only_the_overwrites_it_changes() {
    let fake = FakeDiscord::start(GuildFixture::village(2)).await;
    let (olga, alice, bruno) = (fake.user("olga"), fake.user("alice"), fake.user("bruno"));
    let channel = private_channel(&fake, None).await;
    // The owner gave alice Manage Webhooks, which the bot lacks; the bot keeps it as it is.
    let by_hand = Overwrite {
        id: alice,
        kind: 1,
        allow: VIEW_CHANNEL | MANAGE_WEBHOOKS,
        deny: 0,
    };
    fake.edit_overwrite_by_hand(olga, channel, alice, Some(by_hand))
        .unwrap();
    let mut list: Vec<Value> = fake.channel_named("place").unwrap()["permission_overwrites"]
        .as_array()
        .unwrap()
        .clone();
    list.push(member(bruno, VIEW_CHANNEL | SEND_MESSAGES, 0));
    let path = format!("/channels/{channel}");
    let kept = call(
        &fake,
        Method::PATCH,
        &path,
        Some(json!({"permission_overwrites": list})),
    )
    .await;
    assert_eq!(kept.0, 200, "{}", kept.1);
    list.push(member(fake.user("olga"), MANAGE_ROLES, 0));
    let refused = call(
        &fake,
        Method::PATCH,
        &path,
        Some(json!({"permission_overwrites": list})),
    )
    .await;
    assert_eq!((refused.0, refused.1["code"].clone()), (403, json!(50013)));
    assert!(fake.can_write(bruno, channel));
    fake.assert_no_violations();
}

#[tokio::test]
async fn a_guild_that_withholds_manage_roles_or_manage_channels() {
    let fake =
        FakeDiscord::start(GuildFixture::village(1).without_bot_permission(MANAGE_ROLES)).await;
    let bits = fake.with_state(|s| s.guild_permissions(s.guild.bot.id));
    assert_eq!(bits & MANAGE_ROLES, 0);
    // Creating with overwrites needs only MANAGE_CHANNELS and the granted bits.
    let channel = private_channel(&fake, None).await;
    let alice = fake.user("alice");
    assert_eq!(put(&fake, channel, alice, VIEW_CHANNEL).await.0, 403);
    let patch = call(
        &fake,
        Method::PATCH,
        &format!("/channels/{channel}"),
        Some(json!({"permission_overwrites": [member(alice, VIEW_CHANNEL, 0)]})),
    )
    .await;
    assert_eq!(patch.0, 403);

    let fake =
        FakeDiscord::start(GuildFixture::village(1).without_bot_permission(MANAGE_CHANNELS)).await;
    let refused = create(&fake, json!({"name": "jeu", "type": 4})).await;
    assert_eq!((refused.0, refused.1["code"].clone()), (403, json!(50013)));
}

#[test]
#[should_panic(expected = "@everyone grants")]
fn withholding_what_everyone_grants_is_a_test_mistake() {
    let _ = GuildFixture::village(1).without_bot_permission(SEND_MESSAGES);
}
