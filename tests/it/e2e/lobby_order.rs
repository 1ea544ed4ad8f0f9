//! Thirty join clicks at once: the join message never goes back to an older lobby than one
//! it showed, and it ends with every player seated. Every write Discord received for the
//! message (a click's update, an edit) is read in the order it arrived.

use fake_discord::fixture::GENERAL;
use serde_json::{json, Value};

use super::harness::{component, World, WAIT};

/// The player count a lobby text shows (« Joueurs (12) »).
fn count(text: &str) -> Option<usize> {
    let (_, after) = text.split_once("Joueurs (")?;
    after.split_once(')')?.0.parse().ok()
}

/// Each content written to message `message`, in arrival order.
fn writes(world: &World, message: u64) -> Vec<String> {
    let (sources, tokens): (Vec<String>, Vec<String>) = world.fake.with_state(|s| {
        s.interactions
            .values()
            .filter(|r| r.source_message == Some(message))
            .map(|r| (r.id.to_string(), r.token.clone()))
            .unzip()
    });
    let content = |b: &Value| b["content"].as_str().map(str::to_owned);
    world
        .fake
        .calls()
        .into_iter()
        .filter_map(|c| {
            let body = c.body.as_ref()?;
            let update = c.path.ends_with("/callback")
                && body["type"] == 7
                && sources
                    .iter()
                    .any(|id| c.path.contains(&format!("/interactions/{id}/")));
            let edit = c.method == "PATCH"
                && (c.path.ends_with(&format!("/messages/{message}"))
                    || (c.path.ends_with("/messages/@original")
                        && tokens.iter().any(|t| c.path.contains(t))));
            match (update, edit) {
                (true, _) => content(&body["data"]),
                (_, true) => content(body),
                _ => None,
            }
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn thirty_joins_at_once_never_show_an_older_lobby() {
    // given a lobby and thirty members
    let world = World::start(30).await;
    world.mj(GENERAL, "creer", json!([])).await;
    let (lobby, id) = component(&world.fake.messages_in(GENERAL), "lgj:").unwrap();
    let players: Vec<u64> = world
        .fake
        .with_state(|s| s.guild.players().map(|m| m.user.id).take(30).collect());
    // when they all click « Rejoindre » before any answer comes
    let clicks: Vec<u64> = players
        .iter()
        .map(|p| world.fake.click(*p, lobby, &id).unwrap())
        .collect();
    for click in &clicks {
        world.fake.callback_for(*click, WAIT).await.unwrap();
    }
    // then the message ends with the thirty
    world
        .eventually("the join message shows 30 players", || {
            let text = world.fake.message(lobby).unwrap()["content"].to_string();
            count(&text) == Some(30)
        })
        .await;
    // and no write ever showed fewer players than one before it
    let shown: Vec<usize> = writes(&world, lobby)
        .iter()
        .filter_map(|t| count(t))
        .collect();
    assert!(!shown.is_empty(), "the joins were shown");
    for pair in shown.windows(2) {
        assert!(
            pair[0] <= pair[1],
            "an older lobby replaced a newer one: {shown:?}"
        );
    }
    world.fake.assert_no_violations();
}
