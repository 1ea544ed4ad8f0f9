//! The figures of issue 17, printed (run with `--ignored --nocapture`): REST calls per phase
//! change and per speaking turn of a 30-player game played by voice, everyone in the stage.

use std::time::Duration;

use fake_discord::Call;
use serde_json::json;

use super::harness::World;
use super::voice::{voice_channel, FED};

/// Waits until the bot made no REST call for 500 ms.
async fn quiet(world: &World) {
    let mut last = world.fake.with_state(|s| s.calls.len());
    loop {
        tokio::time::sleep(Duration::from_millis(500)).await;
        let now = world.fake.with_state(|s| s.calls.len());
        if now == last {
            return;
        }
        last = now;
    }
}

/// A 30-player voice game, everyone in the stage, started.
async fn started(world: &World) {
    let options = json!([{"type": 4, "name": "vocal", "value": 0}]);
    world
        .mj(fake_discord::fixture::GENERAL, "creer", options)
        .await;
    let messages = world.fake.messages_in(fake_discord::fixture::GENERAL);
    let (message, id) = super::harness::component(&messages, "lgj:").unwrap();
    let players: Vec<u64> = world
        .fake
        .with_state(|s| s.guild.players().map(|m| m.user.id).take(30).collect());
    for p in &players {
        let i = world.fake.click(*p, message, &id).unwrap();
        world
            .fake
            .callback_for(i, super::harness::WAIT)
            .await
            .unwrap();
    }
    let stage = voice_channel(world, "place");
    for p in &players {
        world
            .eventually("may join", || world.fake.can_connect(*p, stage))
            .await;
        world.fake.join_voice(*p, stage).unwrap();
    }
    let started = world
        .mj(world.channel("place"), "demarrer", json!([]))
        .await;
    assert!(started.contains("commence"), "{started}");
}

/// The calls of one step, by kind: (all, voice states and members, overwrites, messages).
fn kinds(calls: &[Call]) -> (usize, usize, usize, usize) {
    let voice = |c: &&Call| c.path.contains("/voice-states/") || c.path.contains("/members/");
    let overwrite = |c: &&Call| {
        let channel_edit =
            c.method == "PATCH" && c.path.contains("/channels/") && !c.path.contains("/messages");
        c.path.contains("/permissions/") || channel_edit
    };
    let message = |c: &&Call| c.path.contains("/messages") || c.path.ends_with("/callback");
    (
        calls.len(),
        calls.iter().filter(voice).count(),
        calls.iter().filter(overwrite).count(),
        calls.iter().filter(message).count(),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark: cargo test --release --test it -- --ignored --nocapture bench_voice"]
async fn bench_voice_rest_calls_per_phase_change_and_speaking_turn_of_30_players() {
    let world = World::start_with(30, &[FED]).await;
    started(&world).await;
    quiet(&world).await;
    let mj = world.channel("mj");
    for _ in 0..12 {
        let status = world.status().await;
        let status = status.split(". ").next().unwrap_or("").to_owned();
        let before = world.fake.with_state(|s| s.calls.len());
        world.mj(mj, "avancer", json!([])).await;
        quiet(&world).await;
        let new: Vec<Call> = world.fake.with_state(|s| s.calls[before..].to_vec());
        let (all, voice, overwrites, messages) = kinds(&new);
        let what = if status.contains(" parole") {
            "speaking turn"
        } else {
            "phase change"
        };
        eprintln!(
            "BENCH voice {what} from «{status}»: {all} REST calls = {voice} voice (suppression, disconnection) + {overwrites} overwrite calls + {messages} messages and answers (the /mj avancer answer included) + {} others",
            all - voice - overwrites - messages
        );
    }
    world.fake.assert_no_violations();
}
