//! The last calls on whole games: given when someone lags, to him only, never changing what
//! the game draws.

use super::*;
use crate::game::{Ctx, Game};
use crate::loups_garous::{Command, Error, LoupsGarous, MjCommand, Settings};

fn at(secs: i64) -> Timestamp {
    chrono::DateTime::from_timestamp(1_800_000_000 + secs, 0).unwrap()
}

/// A game of eight default players, its events so far, and a clock.
struct Play {
    state: State,
    events: Vec<Event>,
    seq: u64,
    now: Timestamp,
}

impl Play {
    fn new() -> Self {
        let players = (1..=8).map(|i| (PlayerId(i), format!("P{i}"))).collect();
        let mut play = Play {
            state: State::default(),
            events: Vec::new(),
            seq: 0,
            now: at(0),
        };
        play.run(&Command::Create {
            players,
            settings: Box::new(Settings::default()),
            roles: None,
            composition: None,
            seed: 7,
            fixed_seating: false,
        })
        .unwrap();
        play.run(&Command::Mj(MjCommand::Start)).unwrap();
        play
    }

    fn run(&mut self, command: &Command) -> Result<Vec<Event>, Error> {
        let stream = LoupsGarous::stream(&self.state, self.seq);
        let mut ctx = Ctx::new(self.now, 7, stream);
        let events = LoupsGarous::execute(&mut self.state, command, &mut ctx)?;
        self.seq += events.len() as u64;
        self.events.extend(events.iter().cloned());
        Ok(events)
    }

    /// Ticks at `due` until the game is over or `n` ticks have passed.
    fn tick_until(&mut self, n: usize, due: impl Fn(&State) -> Option<Timestamp>) {
        for _ in 0..n {
            let Some(d) = due(&self.state) else { return };
            self.now = self.now.max(d);
            self.run(&Command::Tick(self.now)).unwrap();
        }
    }

    fn until(&mut self, phase: impl Fn(Phase) -> bool) {
        for _ in 0..100 {
            if phase(self.state.phase) {
                return;
            }
            self.tick_until(1, LoupsGarous::next_deadline);
        }
        panic!("never reached: {:?}", self.state.phase);
    }
}

#[test]
fn a_game_draws_the_same_with_or_without_its_last_calls() {
    // Given two copies of one game, one ticked at every deadline, one at the phases' only
    let mut called = Play::new();
    let mut silent = Play::new();
    // When both play on without a player acting
    called.tick_until(200, LoupsGarous::next_deadline);
    let is_call = |e: &&Event| matches!(e, Event::LastCall { .. });
    let rest: Vec<&Event> = called.events.iter().filter(|e| !is_call(e)).collect();
    while silent.events.len() < rest.len() && !silent.state.is_over() {
        silent.tick_until(1, LoupsGarous::next_turn);
    }
    // Then the first gave last calls and, those aside, both logs are the same
    assert!(called.events.iter().filter(is_call).count() >= 4);
    assert_eq!(silent.events.iter().filter(is_call).count(), 0);
    let same: Vec<&Event> = silent.events.iter().take(rest.len()).collect();
    assert_eq!(rest, same);
}

#[test]
fn the_dusk_calls_whoever_is_out_at_30_then_10_seconds() {
    // Given the first dusk, P1 home already
    let mut play = Play::new();
    play.until(|p| matches!(p, Phase::Dusk(_)));
    play.run(&Command::GoHome {
        player: PlayerId(1),
    })
    .unwrap();
    let deadline = play.state.deadline.unwrap();
    // When the game reaches its next deadline
    assert_eq!(
        LoupsGarous::next_deadline(&play.state),
        Some(deadline - Duration::seconds(30))
    );
    play.tick_until(1, LoupsGarous::next_deadline);
    // Then the seven still out are called, with 30 s left, and next at 10 s
    let Some(Event::LastCall { left, players, .. }) = play.events.last() else {
        panic!("no call: {:?}", play.events.last());
    };
    assert_eq!(*left, 30);
    assert_eq!(players.len(), 7);
    assert!(!players.contains(&PlayerId(1)));
    let next = LoupsGarous::next_deadline(&play.state);
    assert_eq!(next, Some(deadline - Duration::seconds(10)));
}

#[test]
fn a_call_due_while_late_says_what_is_left_and_gives_no_second_one_for_it() {
    // Given the first dusk, nobody home
    let mut play = Play::new();
    play.until(|p| matches!(p, Phase::Dusk(_)));
    let deadline = play.state.deadline.unwrap();
    // When the tick comes with 12.5 s left (late for the 30 s call)
    play.now = deadline - Duration::milliseconds(12_500);
    play.run(&Command::Tick(play.now)).unwrap();
    // Then one call says 13 s, and the 10 s one is still to come
    let calls: Vec<i64> = play
        .events
        .iter()
        .filter_map(|e| match e {
            Event::LastCall { left, .. } => Some(*left),
            _ => None,
        })
        .collect();
    assert_eq!(calls, [13]);
    let next = LoupsGarous::next_deadline(&play.state);
    assert_eq!(next, Some(deadline - Duration::seconds(10)));
}

#[test]
fn nobody_lagging_means_no_call() {
    // Given the first dusk, everyone home
    let mut play = Play::new();
    play.until(|p| matches!(p, Phase::Dusk(_)));
    for i in 1..=8 {
        play.run(&Command::GoHome {
            player: PlayerId(i),
        })
        .unwrap();
    }
    // Then the next deadline is the dusk's end itself
    assert_eq!(next(&play.state), None);
    assert_eq!(LoupsGarous::next_deadline(&play.state), play.state.deadline);
}
