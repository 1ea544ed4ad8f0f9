//! Cards, as a 30-player table sees them: every role card a DM embed with what the role does,
//! its items and its goal; a dawn an embed in #place; the end a table of all 30 players split
//! across embeds that fit Discord's limits; no role card ever in public; every call valid.

use serde_json::{json, Value};

use super::bench::started_game;
use super::harness::World;

/// The embeds of the messages in `messages`.
fn embeds(messages: &[Value]) -> Vec<Value> {
    messages
        .iter()
        .flat_map(|m| m["embeds"].as_array().cloned().unwrap_or_default())
        .collect()
}

fn title(embed: &Value) -> &str {
    embed["title"].as_str().unwrap_or("")
}

fn field_names(embed: &Value) -> Vec<String> {
    embed["fields"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|f| f["name"].as_str().map(str::to_owned))
        .collect()
}

/// What Discord counts towards an embed's 6,000 characters.
fn size(embed: &Value) -> usize {
    let chars = |v: &Value| v.as_str().map_or(0, |s| s.chars().count());
    chars(&embed["title"])
        + chars(&embed["description"])
        + chars(&embed["footer"]["text"])
        + embed["fields"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|f| chars(&f["name"]) + chars(&f["value"]))
            .sum::<usize>()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn thirty_players_get_role_cards_a_dawn_card_and_an_end_table_that_fit() {
    let world = World::start(30).await;
    let mj = started_game(&world, 0, 30).await;
    let players: Vec<u64> = world
        .fake
        .with_state(|s| s.guild.players().map(|m| m.user.id).take(30).collect());
    for p in &players {
        world
            .eventually(&format!("a role card for {p}"), || {
                embeds(&world.fake.dms_to(*p))
                    .iter()
                    .any(|e| title(e).starts_with("Ton rôle"))
            })
            .await;
        let cards: Vec<Value> = embeds(&world.fake.dms_to(*p))
            .into_iter()
            .filter(|e| title(e).starts_with("Ton rôle"))
            .collect();
        assert_eq!(cards.len(), 1, "one card for {p}: {cards:?}");
        let names = field_names(&cards[0]);
        for wanted in ["Ce que tu fais", "Ton but", "Et maintenant"] {
            assert!(names.iter().any(|n| n == wanted), "{wanted} in {names:?}");
        }
        assert!(cards[0]["color"].as_u64().is_some(), "{}", cards[0]);
    }

    let place = world.channel("place");
    let dawn = |world: &World| {
        embeds(&world.fake.messages_in(place))
            .iter()
            .any(|e| title(e).starts_with("🌅"))
    };
    for _ in 0..20 {
        if world.status().await.contains(", aube") {
            break;
        }
        world.mj(mj, "avancer", json!([])).await;
    }
    assert!(world.status().await.contains(", aube"), "never dawn");
    world
        .eventually("a dawn card in #place", || dawn(&world))
        .await;
    let before_end = embeds(&world.fake.messages_in(place));
    for e in &before_end {
        assert!(!title(e).contains("Ton rôle"), "a role card in public: {e}");
        assert!(!field_names(e).iter().any(|n| n == "Ce que tu fais"), "{e}");
    }

    world.mj(mj, "terminer", json!([])).await;
    world
        .said(place, "La partie a été arrêtée par le MJ.")
        .await;
    let end: Vec<Value> = embeds(&world.fake.messages_in(place))
        .into_iter()
        .filter(|e| title(e) == "La partie a été arrêtée par le MJ.")
        .collect();
    let rows: usize = end
        .iter()
        .flat_map(|e| e["fields"].as_array().cloned().unwrap_or_default())
        .map(|f| f["value"].as_str().unwrap_or("").lines().count())
        .sum();
    assert_eq!(rows, 30, "every player in the end's table: {end:#?}");
    for e in &end {
        assert!(size(e) <= 6000, "{}", size(e));
        assert!(field_names(e).len() <= 25);
    }
    world.fake.assert_no_violations();
}
