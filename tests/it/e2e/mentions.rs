//! No ping: player names come from nicknames, which may hold `<@id>`, `<@&role>` or
//! `@everyone`. Every message the bot sends or edits — channel messages, DMs, the lobby, the
//! village, prompts, interaction answers and follow-ups — pings nobody, except the "open
//! your DMs" warning, which pings the one player it is for.

use serde_json::{json, Value};

use super::faults::advance_to;
use super::harness::World;

/// The body of a call that writes a message, if it is one: (what it is, its JSON).
fn message_body(method: &str, path: &str, body: &Value) -> Option<Value> {
    let writes = (method == "POST" && path.ends_with("/messages"))
        || (method == "PATCH" && path.contains("/messages/"))
        || (method == "POST" && path.contains("/webhooks/"));
    if writes {
        return Some(body.clone());
    }
    if method == "POST" && path.ends_with("/callback") && body["data"].get("content").is_some() {
        return Some(body["data"].clone());
    }
    None
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_nicknames_ping_nobody() {
    let world = World::start(8).await;
    let olga = world.user("olga");
    let guild = world.fake.guild_id();
    let players: Vec<u64> = super::game::PLAYERS.iter().map(|n| world.user(n)).collect();
    let (alice, bruno, chloe) = (players[0], players[1], players[2]);
    world.fake.with_state(|s| {
        for m in &mut s.guild.members {
            if m.user.id == alice {
                m.user.username = format!("<@{olga}> @here");
            }
            if m.user.id == bruno {
                m.user.username = format!("@everyone <@&{guild}>");
            }
            if m.user.id == chloe {
                m.user.username = "**Ton rôle : Loup-Garou.**".to_owned();
            }
        }
    });
    let general = fake_discord::fixture::GENERAL;
    let created = world.mj(general, "creer", json!([])).await;
    assert!(created.contains("créée"), "{created}");
    let lobby = world.fake.messages_in(general);
    let (join_message, join_id) = super::harness::component(&lobby, "lgj:").unwrap();
    for p in &players {
        world.click(*p, join_message, &join_id).await;
    }
    let roles =
        "loup-garou loup-garou villageois villageois villageois villageois villageois villageois";
    let compose = json!([{"type": 3, "name": "roles", "value": roles}]);
    world
        .mj(world.channel("place"), "composition", compose)
        .await;
    let started = world
        .mj(world.channel("place"), "demarrer", json!([]))
        .await;
    assert!(started.contains("commence"), "{started}");
    advance_to(&world, " chasse").await;
    let place = world.channel("place");
    // the names are shown as names: their mention and markdown escaped, never raw
    let escaped =
        |t: &str| t.contains(&format!("\\<@{olga}\\>")) || t.contains("@\u{200b}everyone");
    world
        .eventually("the hostile names are shown in #place", || {
            super::harness::texts(&world.fake.messages_in(place))
                .iter()
                .any(|t| escaped(t))
        })
        .await;
    let raw = |t: &str| {
        t.replace(&format!("\\<@{olga}\\>"), "")
            .contains(&format!("<@{olga}>"))
            || t.contains("@everyone")
    };
    let texts = super::harness::texts(&world.fake.messages_in(place));
    assert!(
        !texts.iter().any(|t| raw(t)),
        "a raw hostile name: {texts:?}"
    );
    // a name written as a bot line reads as a name, its markdown shown as typed
    assert!(
        texts
            .iter()
            .any(|t| t.contains("\\*\\*Ton rôle : Loup-Garou.\\*\\*")),
        "{texts:?}"
    );
    assert!(!texts.iter().any(|t| t.contains("**Ton rôle")), "{texts:?}");
    world
        .eventually("a prompt or the village was edited", || {
            world
                .fake
                .calls()
                .iter()
                .any(|c| c.method == "PATCH" && c.path.contains("/messages/"))
        })
        .await;
    let mut checked = std::collections::BTreeSet::new();
    for call in world.fake.calls() {
        let Some(body) = call.body.as_ref() else {
            continue;
        };
        let Some(message) = message_body(&call.method, &call.path, body) else {
            continue;
        };
        checked.insert((
            call.method.clone(),
            call.path.rsplit('/').next().map(str::to_owned),
        ));
        let mentions = &message["allowed_mentions"];
        assert_eq!(
            mentions["parse"],
            json!([]),
            "{} {}: {message}",
            call.method,
            call.path
        );
        assert!(
            mentions["roles"]
                .as_array()
                .is_none_or(std::vec::Vec::is_empty),
            "{message}"
        );
        assert!(
            mentions["users"]
                .as_array()
                .is_none_or(std::vec::Vec::is_empty),
            "{message}"
        );
    }
    let kinds: std::collections::BTreeSet<&str> = checked
        .iter()
        .map(|(method, last)| match (method.as_str(), last.as_deref()) {
            ("POST", Some("callback")) => "interaction answer",
            ("POST", Some("messages")) => "message",
            ("PATCH", _) => "edit",
            _ => "follow-up",
        })
        .collect();
    for kind in ["interaction answer", "message", "edit", "follow-up"] {
        assert!(kinds.contains(kind), "no {kind} was checked: {kinds:?}");
    }
    world.fake.assert_no_violations();
}
