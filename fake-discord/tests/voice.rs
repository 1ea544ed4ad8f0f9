//! Voice as the fake models Discord's: voice and stage channels, joins refused without
//! CONNECT, `suppress` computed at join and move only (an overwrite change never recomputes
//! it nor disconnects anyone), a stage's speakers set by `PATCH …/voice-states/…`, members
//! moved, disconnected and muted by the bot, and the test-only speech feed.

mod common;
mod voice_common;

use fake_discord::perms::*;
use fake_discord::{FakeDiscord, GuildFixture};
use serde_json::json;
use serenity::all::{
    ChannelType, CreateChannel, EditMember, GuildChannel, GuildId, Http, HttpBuilder, UserId,
};
use voice_common::*;

fn http(fake: &FakeDiscord) -> Http {
    std::env::set_var("NO_PROXY", "127.0.0.1,localhost");
    HttpBuilder::new("fake-token")
        .proxy(fake.base_url())
        .ratelimiter_disabled(true)
        .build()
}

#[tokio::test]
async fn voice_and_stage_channels_are_made_edited_and_deleted_like_text_ones() {
    let fake = FakeDiscord::start(GuildFixture::village(2)).await;
    let (alice, bruno, bot) = (fake.user("alice"), fake.user("bruno"), fake.bot_id());
    let category = channel(&fake, 4, "partie", vec![]).await;
    let hidden = vec![
        everyone(&fake, 0, VIEW_CHANNEL),
        member(bot, VIEW_CHANNEL | CONNECT | MOVE_MEMBERS, 0),
        member(alice, VIEW_CHANNEL | CONNECT | SPEAK, 0),
    ];
    let body = json!({"name": "place", "type": VOICE, "parent_id": category.to_string(),
        "permission_overwrites": hidden});
    let made = create(&fake, body).await;
    assert_eq!(made.0, 201, "{}", made.1);
    let place = id(&made.1);
    for (key, value) in [("bitrate", json!(64000)), ("user_limit", json!(0))] {
        assert_eq!(made.1[key], value);
    }
    assert!(made.1["rtc_region"].is_null() && made.1.get("topic").is_none());
    assert_eq!(made.1["parent_id"], category.to_string());
    let parsed: GuildChannel = serde_json::from_value(made.1.clone()).unwrap();
    assert_eq!(parsed.kind, ChannelType::Voice);
    assert_eq!(id(&last(&fake, "CHANNEL_CREATE")), place);
    assert!(fake.can_connect(alice, place) && !fake.can_connect(bruno, place));

    // serenity's own builder makes a stage (the guild has COMMUNITY).
    let guild = GuildId::new(fake.guild_id());
    let stage = CreateChannel::new("scene")
        .kind(ChannelType::Stage)
        .bitrate(48_000);
    let stage = guild.create_channel(&http(&fake), stage).await.unwrap();
    assert_eq!(stage.kind, ChannelType::Stage);
    assert_eq!(stage.bitrate, Some(48_000));

    put(&fake, place, bruno, VIEW_CHANNEL | CONNECT, 0).await;
    assert!(fake.can_connect(bruno, place));
    assert_eq!(id(&last(&fake, "CHANNEL_UPDATE")), place);
    let edit = json!({"bitrate": 32000, "user_limit": 5, "name": "place-2"});
    let path = format!("/channels/{place}");
    let edited = common::call(&fake, reqwest::Method::PATCH, &path, Some(edit)).await;
    assert_eq!((edited.0, edited.1["user_limit"].clone()), (200, json!(5)));
    assert_eq!(last(&fake, "CHANNEL_UPDATE")["bitrate"], 32000);

    // Deleting a voice channel disconnects whoever is in it.
    fake.join_voice(alice, place).unwrap();
    let gone = common::call(&fake, reqwest::Method::DELETE, &path, None).await;
    assert_eq!(gone.0, 200);
    assert!(fake.voice_state(alice).is_none());
    assert!(last(&fake, "VOICE_STATE_UPDATE")["channel_id"].is_null());
    fake.assert_no_violations();
    assert!(fake.noop_calls().is_empty());
}

#[tokio::test]
async fn a_stage_needs_community_and_voice_channels_keep_discords_limits() {
    let fake = FakeDiscord::start(GuildFixture::village(1).refusing_forums()).await;
    let refused = create(&fake, json!({"name": "scene", "type": STAGE})).await;
    assert_eq!(code(&refused), (400, json!(50035)));
    assert_eq!(
        refused.1["errors"]["type"]["_errors"][0]["code"],
        "BASE_TYPE_CHOICES"
    );
    assert!(fake.channel_id("scene").is_none());
    let voice = create(&fake, json!({"name": "place", "type": VOICE})).await;
    assert_eq!(voice.0, 201, "a voice channel needs no COMMUNITY");
    fake.assert_no_violations();

    let loud = create(
        &fake,
        json!({"name": "fort", "type": VOICE, "bitrate": 128_000}),
    )
    .await;
    assert_eq!(code(&loud), (400, json!(50035)));
    assert_eq!(fake.violations().len(), 1, "the bot's bug is recorded");
}

#[tokio::test]
async fn a_join_needs_view_channel_and_connect_and_room() {
    let fake = FakeDiscord::start(GuildFixture::village(3)).await;
    let (alice, bruno, chloe, olga) = (
        fake.user("alice"),
        fake.user("bruno"),
        fake.user("chloe"),
        fake.user("olga"),
    );
    let closed = vec![everyone(&fake, 0, CONNECT), member(alice, CONNECT, 0)];
    let closed = channel(&fake, VOICE, "fermee", closed).await;
    let refused = fake.join_voice(bruno, closed).unwrap_err();
    assert!(refused.contains("CONNECT"), "{refused}");
    assert!(fake.voice_state(bruno).is_none());
    fake.join_voice(alice, closed).unwrap();
    fake.join_voice(olga, closed).unwrap();
    assert_eq!(fake.voice_members(closed), {
        let mut who = vec![alice, olga];
        who.sort_unstable();
        who
    });

    let hidden = channel(
        &fake,
        VOICE,
        "cachee",
        vec![everyone(&fake, 0, VIEW_CHANNEL)],
    )
    .await;
    assert!(fake.join_voice(bruno, hidden).is_err());
    let general = fake.channel_id("general").unwrap();
    assert!(
        fake.join_voice(bruno, general).is_err(),
        "not a voice channel"
    );

    let body = json!({"name": "petite", "type": VOICE, "user_limit": 1});
    let small = create(&fake, body).await;
    let small = id(&small.1);
    fake.join_voice(bruno, small).unwrap();
    assert!(fake.join_voice(chloe, small).unwrap_err().contains("full"));
    fake.join_voice(olga, small).unwrap();
    assert_eq!(fake.voice_members(closed), vec![alice], "olga moved");
    fake.assert_no_violations();
}

#[tokio::test]
async fn nobody_but_the_owner_connects_when_no_role_grants_connect() {
    let guild = GuildFixture::village(1)
        .without_member_permission(CONNECT)
        .without_bot_permission(CONNECT);
    let fake = FakeDiscord::start(guild).await;
    let place = channel(&fake, VOICE, "place", vec![]).await;
    assert!(!fake.can_connect(fake.user("alice"), place));
    assert!(!fake.can_connect(fake.bot_id(), place));
    assert!(fake.join_voice(fake.user("olga"), place).is_ok());
}

#[tokio::test]
async fn suppress_is_computed_at_join_and_overwrites_never_recompute_it() {
    let fake = FakeDiscord::start(GuildFixture::village(2)).await;
    let (alice, bruno) = (fake.user("alice"), fake.user("bruno"));
    let place = channel(&fake, VOICE, "place", vec![member(alice, 0, SPEAK)]).await;
    fake.join_voice(alice, place).unwrap();
    fake.join_voice(bruno, place).unwrap();
    assert_eq!(state_of(&fake, alice, "suppress"), true, "no SPEAK at join");
    assert_eq!(state_of(&fake, bruno, "suppress"), false);
    assert!(!fake.speaks(alice) && fake.speaks(bruno));
    let updates = fake.dispatched("VOICE_STATE_UPDATE").len();

    // Discord computes voice permissions when a member joins or moves, never on an overwrite.
    put(&fake, place, alice, SPEAK, 0).await;
    put(&fake, place, bruno, 0, SPEAK | CONNECT | VIEW_CHANNEL).await;
    assert_eq!(state_of(&fake, alice, "suppress"), true, "still suppressed");
    assert_eq!(state_of(&fake, bruno, "suppress"), false, "still heard");
    assert!(
        fake.speaks(bruno),
        "bruno is heard without SPEAK until he rejoins"
    );
    assert_eq!(
        fake.voice_members(place),
        vec![alice, bruno],
        "nobody disconnected"
    );
    assert!(!fake.can_connect(bruno, place) && fake.can_connect(alice, place));
    assert_eq!(fake.dispatched("VOICE_STATE_UPDATE").len(), updates);

    fake.leave_voice(alice).unwrap();
    fake.join_voice(alice, place).unwrap();
    assert_eq!(
        state_of(&fake, alice, "suppress"),
        false,
        "recomputed at rejoin"
    );
    fake.leave_voice(bruno).unwrap();
    assert!(
        fake.join_voice(bruno, place).is_err(),
        "he may not come back"
    );

    // A move is a join: suppress is computed for the new channel.
    let mute_room = channel(&fake, VOICE, "muet", vec![member(alice, 0, SPEAK)]).await;
    let session = state_of(&fake, alice, "session_id");
    fake.join_voice(alice, mute_room).unwrap();
    assert_eq!(state_of(&fake, alice, "suppress"), true);
    assert_eq!(
        state_of(&fake, alice, "session_id"),
        session,
        "a move keeps the session"
    );
    assert_eq!(
        last(&fake, "VOICE_STATE_UPDATE")["channel_id"],
        mute_room.to_string()
    );
    fake.assert_no_violations();
}

#[tokio::test]
async fn a_stage_audience_is_made_speaker_and_audience_again() {
    let fake = FakeDiscord::start(GuildFixture::village(2)).await;
    let (alice, bruno) = (fake.user("alice"), fake.user("bruno"));
    let stage = channel(&fake, STAGE, "scene", vec![]).await;
    let place = channel(&fake, VOICE, "place", vec![]).await;
    fake.join_voice(alice, stage).unwrap();
    assert_eq!(
        state_of(&fake, alice, "suppress"),
        true,
        "everyone joins as audience"
    );
    fake.raise_hand(alice).unwrap();
    assert!(state_of(&fake, alice, "request_to_speak_timestamp").is_string());

    // serenity's own call: PATCH …/voice-states/{user} answered 204.
    let (guild, user) = (GuildId::new(fake.guild_id()), UserId::new(alice));
    let speak = json!({"channel_id": stage.to_string(), "suppress": false});
    http(&fake)
        .edit_voice_state(guild, user, &speak)
        .await
        .unwrap();
    assert_eq!(state_of(&fake, alice, "suppress"), false);
    assert!(state_of(&fake, alice, "request_to_speak_timestamp").is_null());
    assert!(fake.speaks(alice));
    assert_eq!(last(&fake, "VOICE_STATE_UPDATE")["suppress"], false);
    let again = patch_voice(&fake, &alice.to_string(), speak).await;
    assert_eq!(again.0, 204);
    assert_eq!(fake.noop_calls().len(), 1, "a call that changes nothing");
    let hush = json!({"channel_id": stage.to_string(), "suppress": true});
    assert_eq!(
        patch_voice(&fake, &alice.to_string(), hush.clone()).await.0,
        204
    );
    assert!(!fake.speaks(alice));

    let not_stage = json!({"channel_id": place.to_string(), "suppress": false});
    let answer = patch_voice(&fake, &alice.to_string(), not_stage).await;
    assert_eq!(code(&answer), (400, json!(50024)));
    let answer = patch_voice(&fake, &bruno.to_string(), hush.clone()).await;
    assert_eq!(code(&answer), (404, json!(10065)), "bruno is not connected");
    fake.join_voice(bruno, place).unwrap();
    let answer = patch_voice(&fake, &bruno.to_string(), hush).await;
    assert_eq!(
        code(&answer),
        (404, json!(10065)),
        "bruno is not on the stage"
    );
    fake.assert_no_violations();
}

#[tokio::test]
async fn without_mute_members_the_bot_makes_no_speaker() {
    let guild = GuildFixture::village(1).without_bot_permission(MUTE_MEMBERS);
    let fake = FakeDiscord::start(guild).await;
    let alice = fake.user("alice");
    let stage = channel(&fake, STAGE, "scene", vec![]).await;
    fake.join_voice(alice, stage).unwrap();
    let speak = json!({"channel_id": stage.to_string(), "suppress": false});
    let answer = patch_voice(&fake, &alice.to_string(), speak).await;
    assert_eq!(code(&answer), (403, json!(50013)));
    assert_eq!(state_of(&fake, alice, "suppress"), true);
    fake.assert_no_violations();
}

/// A fake with `place` and `cimetiere`; returns (fake, alice, place, cimetiere).
async fn two_rooms() -> (FakeDiscord, u64, u64, u64) {
    let fake = FakeDiscord::start(GuildFixture::village(2)).await;
    let alice = fake.user("alice");
    let place = channel(&fake, VOICE, "place", vec![]).await;
    let crypt = channel(&fake, VOICE, "cimetiere", vec![]).await;
    (fake, alice, place, crypt)
}

#[tokio::test]
async fn members_are_moved_and_disconnected_by_the_bot() {
    let (fake, alice, place, crypt) = two_rooms().await;
    let to = |c: u64| json!({"channel_id": c.to_string()});
    let answer = patch_member(&fake, alice, to(crypt)).await;
    assert_eq!(code(&answer), (400, json!(40032)), "alice is not connected");

    fake.join_voice(alice, place).unwrap();
    let moved = patch_member(&fake, alice, to(crypt)).await;
    assert_eq!(moved.0, 200);
    serde_json::from_value::<serenity::all::Member>(moved.1).unwrap();
    let where_ = (fake.voice_members(crypt), fake.voice_members(place));
    assert_eq!(where_, (vec![alice], vec![]));
    let general = fake.channel_id("general").unwrap();
    let answer = patch_member(&fake, alice, to(general)).await;
    assert_eq!(code(&answer), (400, json!(50024)));

    // MOVE_MEMBERS is checked where the member is.
    put(&fake, crypt, fake.bot_id(), 0, MOVE_MEMBERS).await;
    let kick = patch_member(&fake, alice, json!({"channel_id": null})).await;
    assert_eq!(code(&kick), (403, json!(50013)));
    assert_eq!(fake.voice_members(crypt), vec![alice]);

    // serenity's own disconnect: `channel_id: null`.
    fake.join_voice(alice, place).unwrap();
    let (guild, user) = (GuildId::new(fake.guild_id()), UserId::new(alice));
    let edit = EditMember::new().disconnect_member();
    guild.edit_member(&http(&fake), user, edit).await.unwrap();
    assert!(fake.voice_state(alice).is_none());
    assert!(last(&fake, "VOICE_STATE_UPDATE")["channel_id"].is_null());
    fake.assert_no_violations();
}

#[tokio::test]
async fn a_server_mute_stays_on_the_member_and_follows_him() {
    let (fake, alice, place, crypt) = two_rooms().await;
    let mute = json!({"mute": true});
    let answer = patch_member(&fake, alice, mute.clone()).await;
    assert_eq!(code(&answer), (400, json!(40032)), "alice is not connected");
    assert!(!fake.server_muted(alice));

    fake.join_voice(alice, place).unwrap();
    let muted = patch_member(&fake, alice, mute.clone()).await;
    assert_eq!((muted.0, muted.1["mute"].clone()), (200, json!(true)));
    assert!(fake.server_muted(alice) && !fake.speaks(alice));
    assert_eq!(last(&fake, "GUILD_MEMBER_UPDATE")["mute"], true);
    assert_eq!(last(&fake, "VOICE_STATE_UPDATE")["mute"], true);
    assert_eq!(patch_member(&fake, alice, mute).await.0, 200);
    assert_eq!(
        fake.noop_calls().len(),
        1,
        "muting the muted changes nothing"
    );
    let deaf = patch_member(&fake, alice, json!({"deaf": true})).await;
    assert_eq!(
        code(&deaf),
        (403, json!(50013)),
        "the bot has no DEAFEN_MEMBERS"
    );

    fake.leave_voice(alice).unwrap();
    assert!(
        fake.server_muted(alice),
        "a server mute stays after leaving"
    );
    fake.join_voice(alice, crypt).unwrap();
    assert_eq!(state_of(&fake, alice, "mute"), true, "and follows him");
    assert!(!fake.speaks(alice));
    fake.assert_no_violations();
}

#[tokio::test]
async fn the_speech_feed_carries_only_who_is_heard() {
    let fake = FakeDiscord::start(GuildFixture::village(2)).await;
    let (alice, bruno) = (fake.user("alice"), fake.user("bruno"));
    let place = channel(&fake, VOICE, "place", vec![]).await;
    assert!(fake.speaking(alice, true).is_err(), "not connected");
    fake.join_voice(alice, place).unwrap();
    fake.speaking(alice, true).unwrap();
    let feed = last(&fake, "REGISSEUR_TEST_SPEAKING");
    let expected = json!({"guild_id": fake.guild_id().to_string(), "user_id": alice.to_string(),
        "speaking": true});
    assert_eq!(feed, expected);

    // A server mute cuts the speech; the muted do not speak.
    assert_eq!(
        patch_member(&fake, alice, json!({"mute": true})).await.0,
        200
    );
    assert_eq!(last(&fake, "REGISSEUR_TEST_SPEAKING")["speaking"], false);
    assert!(fake.speaking(alice, true).is_err());
    fake.speaking(alice, false).unwrap();

    // Leaving the guild ends a voice connection.
    fake.join_voice(bruno, place).unwrap();
    fake.member_leaves(bruno).unwrap();
    let left = last(&fake, "VOICE_STATE_UPDATE");
    assert_eq!(
        (left["user_id"].clone(), left["channel_id"].clone()),
        (json!(bruno.to_string()), json!(null))
    );
    assert_eq!(fake.voice_members(place), vec![alice]);
    fake.assert_no_violations();
}
