//! The voice rules on hand-built games: access follows the text microphone, absences start
//! and end with the facts, a deaf bot never passes a turn for silence.

use super::*;
use crate::game::{Ctx, Game};
use crate::loups_garous::absence::next_departure;
use crate::loups_garous::{Command, LoupsGarous, MjCommand, Role, Settings};

fn at(secs: i64) -> Timestamp {
    chrono::DateTime::from_timestamp(1_800_000_000 + secs, 0).unwrap()
}

/// A started six-player voice game (Bob the wolf) whose players `in_voice` are in `place`.
fn game(in_voice: &[u64]) -> State {
    let roles = [
        Role::Villageois,
        Role::LoupGarou,
        Role::Villageois,
        Role::Villageois,
        Role::Villageois,
        Role::Villageois,
    ];
    let players = ["Alice", "Bob", "Chloe", "David", "Emma", "Farid"]
        .iter()
        .enumerate()
        .map(|(i, n)| (PlayerId(i as u64 + 1), n.to_string()))
        .collect();
    let settings = Settings {
        vocal: true,
        ..Settings::default()
    };
    let mut commands = vec![Command::Create {
        players,
        settings: Box::new(settings),
        roles: Some(roles.to_vec()),
        composition: None,
        seed: 1,
        fixed_seating: true,
    }];
    commands.extend(in_voice.iter().map(|p| Command::Voice {
        player: PlayerId(*p),
        room: Some(Room::Place),
    }));
    commands.push(Command::Mj(MjCommand::Start));
    let mut s = State::default();
    for (i, c) in commands.iter().enumerate() {
        LoupsGarous::execute(&mut s, c, &mut Ctx::new(at(0), 1, i as u64)).unwrap();
    }
    s
}

fn run(s: &mut State, command: Command, secs: i64) -> Result<Vec<Event>, Error> {
    LoupsGarous::execute(s, &command, &mut Ctx::new(at(secs), 1, 99))
}

#[test]
fn a_text_game_has_no_voice_access_and_refuses_voice_facts() {
    // Given a text game
    let mut s = game(&[]);
    s.settings.vocal = false;
    // Then it has no voice channels, and voice facts are refused without a change
    assert_eq!(voice_access(&s), None);
    let before = s.clone();
    let moved = Command::Voice {
        player: PlayerId(1),
        room: Some(Room::Place),
    };
    assert_eq!(run(&mut s, moved, 1), Err(Error::NotVoiceGame));
    assert_eq!(s, before);
}

#[test]
fn voice_place_speakers_are_exactly_the_place_writers_and_never_the_dead() {
    // Given a voice game on day 1, then one of its players dead
    let mut s = game(&[1, 2, 3, 4, 5, 6]);
    let v = voice_access(&s).unwrap();
    assert_eq!(v.place.write, access(&s).place.write);
    assert_eq!(v.place.write.len(), 6);
    s.players[0].alive = false;
    // Then the dead one listens in place, speaks in cimetiere, and nobody living joins it
    let v = voice_access(&s).unwrap();
    assert!(v.hears(Room::Place, PlayerId(1)));
    assert!(!v.speaks(Room::Place, PlayerId(1)));
    assert!(v.speaks(Room::Cimetiere, PlayerId(1)));
    assert_eq!(v.cimetiere.read.len(), 1);
}

#[test]
fn an_absence_starts_with_the_game_for_those_out_of_voice_and_ends_when_they_come_back() {
    // Given a voice game started with Farid out of voice
    let mut s = game(&[1, 2, 3, 4, 5]);
    assert_eq!(s.players[5].away, Some(at(0)));
    assert_eq!(s.players[0].away, None);
    assert_eq!(next_departure(&s), Some(at(120)));
    // When he joins voice place, and the same fact is reported again
    let back = Command::Voice {
        player: PlayerId(6),
        room: Some(Room::Place),
    };
    let events = run(&mut s, back.clone(), 30).unwrap();
    // Then his absence is over, and the repeated fact is no event at all
    assert!(events.contains(&Event::AwayEnded {
        player: PlayerId(6)
    }));
    assert_eq!(s.players[5].away, None);
    assert_eq!(run(&mut s, back, 31).unwrap(), Vec::new());
}

#[test]
fn two_minutes_away_is_parti_at_the_exact_instant_even_when_the_tick_is_late() {
    // Given Alice out of voice since second 10
    let mut s = game(&[1, 2, 3, 4, 5, 6]);
    let left = Command::Voice {
        player: PlayerId(1),
        room: None,
    };
    run(&mut s, left, 10).unwrap();
    assert_eq!(LoupsGarous::next_deadline(&s), Some(at(120)));
    // When the scheduler wakes the game late, after day 1's own deadline
    run(&mut s, Command::Tick(at(200)), 200).unwrap();
    // Then she is parti, and her absence is no longer counted
    let alice = &s.players[0];
    assert!(!alice.alive && alice.parti);
    assert_eq!(alice.away, None);
}

#[test]
fn a_deaf_bot_lets_the_turn_run_to_its_end_and_hearing_again_brings_back_the_10_s() {
    // Given a voice game in a speaking turn whose bot hears
    let mut s = game(&[1, 2, 3, 4, 5, 6]);
    run(&mut s, Command::Listening { on: true }, 0).unwrap();
    s.phase = Phase::Day(2, DayStage::Parole);
    s.today.speaker = Some(PlayerId(3));
    s.today.turn_end = Some(at(30));
    s.deadline = Some(at(10));
    // When the bot stops hearing at second 2
    run(&mut s, Command::Listening { on: false }, 2).unwrap();
    // Then the turn ends at its 30 s, not at the silence
    assert_eq!(s.deadline, Some(at(30)));
    // And when it hears again at second 5, the silence counts from then
    run(&mut s, Command::Listening { on: true }, 5).unwrap();
    assert_eq!(s.deadline, Some(at(15)));
}

#[test]
fn in_the_lobby_the_seated_meet_and_speak_in_place_and_nobody_joins_cimetiere() {
    // Given a voice game's lobby with two seated players
    let mut s = State::default();
    let create = Command::Create {
        players: Vec::new(),
        settings: Box::new(Settings {
            vocal: true,
            ..Settings::default()
        }),
        roles: None,
        composition: None,
        seed: 1,
        fixed_seating: true,
    };
    LoupsGarous::execute(&mut s, &create, &mut Ctx::new(at(0), 1, 0)).unwrap();
    for (id, name) in [(1, "Alice"), (2, "Bob")] {
        let join = Command::Join {
            player: PlayerId(id),
            name: name.into(),
        };
        LoupsGarous::execute(&mut s, &join, &mut Ctx::new(at(0), 1, id)).unwrap();
    }
    // Then both may join and speak in place, nobody may join cimetiere, and nobody is away
    let v = voice_access(&s).unwrap();
    assert!(v.speaks(Room::Place, PlayerId(1)) && v.speaks(Room::Place, PlayerId(2)));
    assert!(v.cimetiere.read.is_empty());
    assert!(s.players.iter().all(|p| p.away.is_none()));
}
