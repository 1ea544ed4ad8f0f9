//! Voice games' speaking turns end to end: silence passes a turn and speech keeps it (the fed
//! ear), the stage follows the state after a kill -9 with the microphone held, and songbird's
//! join as far as a loopback's voice handshake goes.

use std::time::Duration;

use fake_discord::state::State;
use serde_json::json;

use super::game::{Seats, PLAYERS};
use super::harness::{writes, World, WAIT};
#[cfg(feature = "voice")]
use super::voice::{here, voice_channel};
use super::voice::{voice_game, FED};

/// Moves the game on (the MJ's `/mj avancer`) until `/partie` says `what`.
pub async fn advance_to(world: &World, what: &str) -> String {
    for _ in 0..40 {
        let status = world.status().await;
        if status.contains(what) {
            return status;
        }
        world.mj(world.channel("mj"), "avancer", json!([])).await;
    }
    panic!("never reached {what}");
}

/// The player who alone may write in `text` (#place) now: the speaker of a speaking turn
/// (inside probes).
pub fn speaker(s: &State, seats: &Seats, text: u64) -> Option<&'static str> {
    let writers: Vec<&'static str> = PLAYERS
        .iter()
        .copied()
        .filter(|n| writes(s, seats.id(n), text))
        .collect();
    (writers.len() == 1).then(|| writers[0])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ten_seconds_of_silence_pass_a_turn_and_speech_keeps_it() {
    // Given a voice game in its first speaking turn (silence 4 s, turns of 30 s)
    let world = World::start_with(8, &[FED]).await;
    let (seats, _) = voice_game(&world, "silence=4s parole=30s").await;
    advance_to(&world, " parole").await;
    let text = world.channel("place");
    let speaker_now = || world.fake.with_state(|s| speaker(s, &seats, text));
    let first = world
        .fake
        .wait_for(|s| speaker(s, &seats, text), WAIT)
        .await;
    let first = first.expect("a speaker");
    let id = seats.id(first);
    world
        .eventually("the speaker is heard", || world.fake.speaks(id))
        .await;
    // When he speaks for 6 s (longer than the silence) and then falls silent
    world.fake.speaking(id, true).unwrap();
    tokio::time::sleep(Duration::from_secs(6)).await;
    assert_eq!(
        speaker_now(),
        Some(first),
        "his speech did not keep the turn"
    );
    world.fake.speaking(id, false).unwrap();
    let stopped = std::time::Instant::now();
    // Then the turn passes after his silence, and the next speaker's silent turn passes at
    // its silence, long before its 30 s
    let next = world
        .fake
        .wait_for(|s| speaker(s, &seats, text).filter(|n| *n != first), WAIT)
        .await;
    let next = next.expect("the turn never passed");
    assert!(
        stopped.elapsed() >= Duration::from_millis(3500),
        "passed before his silence"
    );
    let second = world
        .fake
        .wait_for(
            |s| speaker(s, &seats, text).filter(|n| *n != next),
            Duration::from_secs(20),
        )
        .await;
    assert!(second.is_some(), "a silent turn lasted its whole 30 s");
    // the keeper follows voice by difference with the gateway's voice states, which a loaded
    // machine delivers late: the first speaker is suppressed once they say where he is
    world
        .eventually("the first speaker no longer speaks", || {
            !world.fake.speaks(id)
        })
        .await;
    world.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_kill_9_with_the_microphone_held_voice_follows_the_state() {
    // Given a voice game in a speaking turn of 4 s, its speaker heard
    let mut world = World::start_with(8, &[FED]).await;
    let (seats, _) = voice_game(&world, "parole=4s silence=4s").await;
    advance_to(&world, " parole").await;
    let text = world.channel("place");
    let first = world
        .fake
        .wait_for(|s| speaker(s, &seats, text), WAIT)
        .await;
    let first = first.expect("a speaker");
    world
        .eventually("the speaker is heard", || {
            world.fake.speaks(seats.id(first))
        })
        .await;
    // When the bot is killed (-9) and restarted after his turn's end
    world.kill();
    world.spawn().await;
    // Then the turn passed, the voice follows the state again, and nobody is muted
    let moved = world
        .fake
        .wait_for(
            |s| {
                let now = speaker(s, &seats, text)?;
                let right = PLAYERS.iter().all(|n| s.speaks(seats.id(n)) == (*n == now));
                (now != first && right).then_some(now)
            },
            Duration::from_secs(20),
        )
        .await;
    assert!(
        moved.is_some(),
        "the stage does not follow the state after the restart"
    );
    let muted = PLAYERS.iter().any(|n| world.fake.server_muted(seats.id(n)));
    assert!(!muted, "a server mute was left behind");
    world.fake.assert_no_violations();
}

/// With songbird (the `voice` feature) and no fed ear, the bot joins the game's stage as
/// Discord's gateway lets it: op 4 for that channel, self-muted and not deafened, the fake's
/// voice-server handshake answered; no loopback can carry its voice connection (DAVE over a
/// TLS WebSocket and UDP), so it fails there and the game keeps to the rules' fallback: a
/// silent speaker's turn is not passed by its silence.
#[cfg(feature = "voice")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn songbird_joins_the_stage_as_far_as_the_handshake_goes_and_a_deaf_bot_passes_no_turn() {
    // Given a voice game (silence 1 s, turns of 5 s) and a bot that listens with songbird
    let world = World::start(8).await;
    let (seats, _) = voice_game(&world, "silence=1s parole=5s").await;
    let stage = voice_channel(&world, "place");
    // Then the bot asked to join the stage, self-muted and hearing, and Discord (the fake)
    // answered with the voice server to connect to
    let joined = world
        .fake
        .wait_for(
            |s| (here(s, s.guild.bot.id) == Some(stage)).then_some(()),
            WAIT,
        )
        .await;
    let asked = world.fake.voice_updates();
    assert!(
        joined.is_some(),
        "the bot never joined the stage: {asked:?}"
    );
    let op4 = asked
        .iter()
        .find(|d| fake_discord::state::id_of(&d["channel_id"]) == stage)
        .unwrap_or_else(|| panic!("no op 4 for the stage: {asked:?}"));
    assert_eq!(op4["self_mute"], true, "{op4}");
    assert_eq!(op4["self_deaf"], false, "{op4}");
    assert!(!world.fake.dispatched("VOICE_SERVER_UPDATE").is_empty());
    // When a speaking turn starts and its speaker stays silent
    advance_to(&world, " parole").await;
    let text = world.channel("place");
    let first = world
        .fake
        .wait_for(|s| speaker(s, &seats, text), WAIT)
        .await;
    let first = first.expect("a speaker");
    let started = std::time::Instant::now();
    // Then his turn lasts past its silence: a bot that cannot hear does not pass it
    let next = world
        .fake
        .wait_for(|s| speaker(s, &seats, text).filter(|n| *n != first), WAIT)
        .await;
    assert!(next.is_some(), "the turn never passed");
    assert!(
        started.elapsed() >= Duration::from_secs(3),
        "a deaf bot passed a turn for silence"
    );
    world.fake.assert_no_violations();
}
