//! Voice games (`/mj creer vocal:oui`) end to end, with the bot's ear fed by the fake
//! (`REGISSEUR_TEST_SPEECH=1`): who may connect to and speak in each voice channel at every
//! step of a whole game, a turn passed by silence, two minutes out of voice, a locked player
//! kept out, kill -9 with the microphone held, and a server that cannot have a stage.

use std::time::Duration;

use fake_discord::fixture::GENERAL;
use fake_discord::state::State;
use fake_discord::GuildFixture;
use serde_json::json;

use super::game::{play_to_the_end_with, seat_with, start, Seats, PLAYERS};
use super::harness::{component, reads, writes, World, WAIT};
use super::voice_turns::advance_to;

/// The bot's ear fed by the fake's speech events.
pub const FED: (&str, &str) = ("REGISSEUR_TEST_SPEECH", "1");

/// The voice (or stage) channel named `name`.
pub fn voice_channel(world: &World, name: &str) -> u64 {
    world
        .fake
        .channels_named(name)
        .into_iter()
        .find(|id| {
            world
                .fake
                .with_state(|s| matches!(s.channels[id]["type"].as_u64(), Some(2 | 13)))
        })
        .unwrap_or_else(|| panic!("no voice channel {name}"))
}

/// Where `user`'s voice connection is (inside probes).
pub fn here(s: &State, user: u64) -> Option<u64> {
    s.voice.states.get(&user).map(|v| v.channel_id)
}

/// A seated voice game whose players all joined the voice `place` in the lobby, started.
pub async fn voice_game(world: &World, options: &str) -> (Seats, Vec<&'static str>) {
    let seats = seat_with(world, options, true).await;
    let place = voice_channel(world, "place");
    for name in PLAYERS {
        let id = seats.id(name);
        world
            .eventually(&format!("{name} may join the voice place"), || {
                world.fake.can_connect(id, place)
            })
            .await;
        world.fake.join_voice(id, place).unwrap();
    }
    start(world, seats).await
}

/// At a settled point of a voice game, for every player: who may connect to each voice
/// channel and who is heard, against the rules (the living speak in voice `place` exactly
/// when they may write in `#place`; the dead listen there and speak in `cimetiere`, which the
/// living cannot join); nobody server-muted. The dead are moved to `cimetiere` but the first,
/// who listens in `place`.
pub async fn check(world: &World, seats: &Seats, status: &str) {
    let living = seats.living(status);
    let (text, place, cimetiere) = (
        world.channel("place"),
        voice_channel(world, "place"),
        voice_channel(world, "cimetiere"),
    );
    let dead: Vec<&str> = PLAYERS
        .iter()
        .copied()
        .filter(|n| !living.contains(n))
        .collect();
    for name in dead.iter().skip(1) {
        let id = seats.id(name);
        let elsewhere =
            |v: serde_json::Value| fake_discord::state::id_of(&v["channel_id"]) != cimetiere;
        if world.fake.voice_state(id).is_some_and(elsewhere) {
            world
                .eventually(&format!("dead {name} may join cimetiere"), || {
                    world.fake.can_connect(id, cimetiere)
                })
                .await;
            world.fake.join_voice(id, cimetiere).unwrap();
        }
    }
    let ok = world
        .fake
        .wait_for(
            |s| {
                let wrong = wrong_voice(s, seats, &living, (text, place, cimetiere));
                wrong.is_empty().then_some(())
            },
            Duration::from_secs(5),
        )
        .await;
    if ok.is_none() {
        let wrong = world
            .fake
            .with_state(|s| wrong_voice(s, seats, &living, (text, place, cimetiere)));
        panic!("voice during «{status}» is wrong: {wrong:#?}");
    }
}

/// What differs from the rules, one line each.
fn wrong_voice(
    s: &State,
    seats: &Seats,
    living: &[&str],
    (text, place, cimetiere): (u64, u64, u64),
) -> Vec<String> {
    let mut wrong = Vec::new();
    for name in PLAYERS {
        let id = seats.id(name);
        let alive = living.contains(&name);
        let in_place = here(s, id) == Some(place);
        let in_cimetiere = here(s, id) == Some(cimetiere);
        let expect = [
            ("connects to place", s.can_connect(id, place), true),
            (
                "connects to cimetiere",
                s.can_connect(id, cimetiere),
                !alive,
            ),
            (
                "speaks in place",
                in_place && s.speaks(id),
                in_place && alive && writes(s, id, text),
            ),
            (
                "speaks in cimetiere",
                in_cimetiere && s.speaks(id),
                in_cimetiere && !alive,
            ),
            ("is in voice", here(s, id).is_some(), true),
            ("server-muted", s.member(id).is_some_and(|m| m.mute), false),
        ];
        for (what, got, want) in expect {
            if got != want {
                wrong.push(format!("{name} {what}: {got}, expected {want}"));
            }
        }
    }
    wrong
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_voice_game_keeps_every_microphone_right() {
    // Given an 8-player voice game whose players joined the voice place
    let world = World::start_with(8, &[FED]).await;
    let (seats, wolves) = voice_game(&world, "vote=60 election=60").await;
    // When it is played to its end, voice checked at every step
    let seen = play_to_the_end_with(&world, &seats, &wolves, true).await;
    assert!(seen.iter().any(|s| s.contains(" parole")), "{seen:?}");
    // Then at the end everyone in the voice place speaks, nobody is muted, and every call
    // the bot made was valid
    let place = voice_channel(&world, "place");
    let ended = world
        .fake
        .wait_for(
            |s| {
                let there = s.voice_members(place);
                let players: Vec<u64> = PLAYERS.iter().map(|n| seats.id(n)).collect();
                let all = players
                    .iter()
                    .filter(|p| there.contains(p))
                    .all(|p| s.speaks(*p));
                let muted = players.iter().any(|p| s.member(*p).is_some_and(|m| m.mute));
                (all && !muted).then_some(())
            },
            WAIT,
        )
        .await;
    let left: Vec<String> = PLAYERS
        .iter()
        .filter_map(|n| {
            let id = seats.id(n);
            let (there, speaks) = (
                world.fake.voice_members(place).contains(&id),
                world.fake.speaks(id),
            );
            let muted = world.fake.server_muted(id);
            (there && !speaks || muted)
                .then(|| format!("{n}: in place {there}, speaks {speaks}, server-muted {muted}"))
        })
        .collect();
    assert!(
        ended.is_some(),
        "voice is not given back at the end: {left:?}"
    );
    world.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_minutes_out_of_voice_is_parti_and_a_return_in_time_is_not() {
    // Given a voice game whose absences last 3 s
    let world = World::start_with(8, &[FED]).await;
    let (seats, _) = voice_game(&world, "deconnexion=3s libre=120s").await;
    let (back, gone) = (seats.id(PLAYERS[0]), seats.id(PLAYERS[1]));
    let (place, cimetiere) = (voice_channel(&world, "place"), world.channel("cimetiere"));
    // When one leaves voice and comes back within the delay, and another stays away
    world.fake.leave_voice(back).unwrap();
    world.fake.leave_voice(gone).unwrap();
    world
        .eventually("the absent are warned by DM", || {
            [back, gone].iter().all(|u| {
                let dms = super::harness::texts(&world.fake.dms_to(*u));
                dms.iter().any(|t| t.contains("rejoins le salon vocal"))
            })
        })
        .await;
    world.fake.join_voice(back, place).unwrap();
    // Then the one who stayed away is parti (he reads the graveyard), the other plays on
    let dead = world
        .fake
        .wait_for(|s| reads(s, gone, cimetiere).then_some(()), WAIT)
        .await;
    assert!(dead.is_some(), "the absent player is not parti");
    // (both absences began together: had the return not counted, both would have ended
    // at the same instant, and the game says who lives)
    let living = seats.living(&world.status().await);
    assert!(
        living.contains(&PLAYERS[0]) && !living.contains(&PLAYERS[1]),
        "the player back in time is parti too: {living:?}"
    );
    let dms = super::harness::texts(&world.fake.dms_to(back));
    assert!(
        dms.iter().any(|t| t.contains("Te revoilà au vocal")),
        "{dms:?}"
    );
    world.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_locked_player_is_kept_out_of_voice_until_the_evening_and_not_counted_away() {
    // Given a voice game with a Serrurier, who locks a villager in on night 1
    let world = World::start_with(8, &[FED]).await;
    let seats = seat_with(&world, "deconnexion=3s", true).await;
    let roles =
        "serrurier loup-garou loup-garou villageois villageois villageois villageois villageois";
    world
        .mj(
            world.channel("place"),
            "composition",
            json!([{"type": 3, "name": "roles", "value": roles}]),
        )
        .await;
    let place = voice_channel(&world, "place");
    for name in PLAYERS {
        let id = seats.id(name);
        world
            .eventually("may join", || world.fake.can_connect(id, place))
            .await;
        world.fake.join_voice(id, place).unwrap();
    }
    let (seats, wolves) = start(&world, seats).await;
    advance_to(&world, " préparatifs").await;
    let mut serrurier = None;
    world
        .eventually("the Serrurier's menu", || {
            serrurier = PLAYERS
                .iter()
                .copied()
                .find(|n| component(&world.fake.dms_to(seats.id(n)), ":cadenas:").is_some());
            serrurier.is_some()
        })
        .await;
    let serrurier = serrurier.unwrap();
    let target = PLAYERS
        .iter()
        .copied()
        .find(|n| *n != serrurier && !wolves.contains(n))
        .unwrap();
    let (message, menu) = component(&world.fake.dms_to(seats.id(serrurier)), ":cadenas:").unwrap();
    let id = seats.id(target);
    let answer = world
        .select(seats.id(serrurier), message, &menu, &[&id.to_string()])
        .await;
    assert!(answer.contains("noté"), "{answer}");
    // When the day comes
    advance_to(&world, "jour 2").await;
    // Then he is disconnected from the voice place and may not join it, and his absence is
    // not counted (he is alive well past 3 s)
    let out = world
        .fake
        .wait_for(
            |s| (here(s, id).is_none() && !s.can_connect(id, place)).then_some(()),
            WAIT,
        )
        .await;
    assert!(out.is_some(), "the locked player is still in voice");
    tokio::time::sleep(Duration::from_secs(4)).await;
    let cimetiere = world.channel("cimetiere");
    assert!(
        !world.fake.with_state(|s| reads(s, id, cimetiere)),
        "locked, he was counted away"
    );
    // And at dusk he may join again
    advance_to(&world, "crépuscule").await;
    world
        .eventually("he may join at dusk", || world.fake.can_connect(id, place))
        .await;
    world.fake.join_voice(id, place).unwrap();
    world.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_that_cannot_have_a_stage_refuses_a_voice_game_and_makes_nothing() {
    // Given a server without the Community feature
    let world = World::start_in(GuildFixture::village(8).refusing_forums(), &[FED]).await;
    let before = world.fake.with_state(|s| s.channels.len());
    // When an MJ asks for a voice game
    let options = json!([{"type": 4, "name": "vocal", "value": 0}]);
    let answer = world.mj(GENERAL, "creer", options).await;
    // Then he is told why, and no channel is made
    assert!(answer.contains("Communauté"), "{answer}");
    assert_eq!(world.fake.with_state(|s| s.channels.len()), before);
    world.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_absence_from_voice_survives_a_kill_9_and_ends_at_its_instant() {
    // Given a voice game whose absences last 5 s, and a player who leaves voice
    let mut world = World::start_with(8, &[FED]).await;
    let (seats, _) = voice_game(&world, "deconnexion=5s libre=120s").await;
    let gone = seats.id(PLAYERS[2]);
    let cimetiere = world.channel("cimetiere");
    world.fake.leave_voice(gone).unwrap();
    world
        .eventually("his absence is told", || {
            let dms = super::harness::texts(&world.fake.dms_to(gone));
            dms.iter().any(|t| t.contains("rejoins le salon vocal"))
        })
        .await;
    let left_at = std::time::Instant::now();
    // When the bot is killed during the absence and restarted
    world.kill();
    world.spawn().await;
    // Then he is parti about 5 s after he left, not forgotten nor started again
    let dead = world
        .fake
        .wait_for(|s| reads(s, gone, cimetiere).then_some(()), WAIT)
        .await;
    assert!(dead.is_some(), "the absence was forgotten by the restart");
    assert!(
        left_at.elapsed() >= Duration::from_millis(4500),
        "too early"
    );
    world.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_without_move_members_may_run_written_games_and_is_told_what_voice_needs() {
    // Given a bot whose role lacks Move Members
    let guild = GuildFixture::village(8).without_bot_permission(fake_discord::perms::MOVE_MEMBERS);
    let world = World::start_in(guild, &[FED]).await;
    // When an MJ asks for the diagnosis, then for a voice game, then for a written one
    let diagnosis = world.mj(GENERAL, "diagnostic", json!([])).await;
    let vocal = json!([{"type": 4, "name": "vocal", "value": 0}]);
    let channels = world.fake.with_state(|s| s.channels.len());
    let refused = world.mj(GENERAL, "creer", vocal).await;
    let after_refusal = world.fake.with_state(|s| s.channels.len());
    let written = world.mj(GENERAL, "creer", json!([])).await;
    // Then the diagnosis names what voice games lack and who the bot cannot restrain, the
    // voice game is refused without a channel made, and the written game is made
    assert!(
        diagnosis.contains("« Déplacer des membres »"),
        "{diagnosis}"
    );
    assert!(diagnosis.contains("Administrateur"), "{diagnosis}");
    assert!(refused.contains("« Déplacer des membres »"), "{refused}");
    assert_eq!(after_refusal, channels);
    assert!(written.contains("créée"), "{written}");
    world.fake.assert_no_violations();
}
