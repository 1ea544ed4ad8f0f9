//! A command that reaches a Ronde after one of its deadlines passed, before the runtime
//! fired it: the deadline fires first at its own instant, and the command is decided at its
//! own (a clock jumped just after a missed deadline once moved the game three hours on).

use chrono::Duration;
use engine::game::{Game, Pace};
use engine::ronde::sim::{Sim, MJ};
use engine::ronde::{Command, Event, MjCommand, Ronde};

#[test]
fn a_command_after_a_missed_deadline_is_decided_at_its_own_instant() {
    // Given a dealt game whose next deadline passed an hour ago, not fired yet
    let mut sim = Sim::new(7, 12, 0);
    let deadline = Ronde::next_deadline(&sim.state).expect("a deadline");
    sim.now = deadline + Duration::hours(1);
    // When the MJ sets the game's clock to a later instant
    let to = deadline + Duration::days(2);
    let clock = MjCommand::Clock {
        to: Some(to),
        speed: 1,
    };
    let events = sim.run(&Command::Mj { by: MJ, cmd: clock }).unwrap();
    // Then the deadline fired, and the new pace starts now: the game is at `to` now
    let pace = events.iter().find_map(|e| match e {
        Event::ClockSet { pace, .. } => Some(*pace),
        _ => None,
    });
    let pace: Pace = pace.expect("the clock is set");
    assert!(
        events.len() > 1,
        "the missed deadline fired too: {events:?}"
    );
    assert_eq!(pace.since, sim.now, "{pace:?}");
    assert_eq!(pace.game_time(sim.now), to);
    assert_ne!(Ronde::next_deadline(&sim.state), Some(deadline));
}
