//! At and after a deadline, a tick always moves the game past it (issue 11, point 1): the
//! runtime retries a deadline until it fires, so a tick that left a game at a passed deadline
//! would spin for ever. Random games of both kinds, ticked on time or late.

use chrono::{DateTime, Duration};
use engine::game::{Ctx, Game, Timestamp};
use engine::loups_garous::{Command, LoupsGarous, MjCommand, Settings, State};
use engine::offer::{Pick, Picked};
use engine::ronde::sim::Sim;
use engine::ronde::{Command as RondeCommand, Ronde};
use engine::{Audience, PlayerId};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A Loups-Garous game played by random players through their offers.
struct Play {
    state: State,
    seq: u64,
    now: Timestamp,
    seed: u64,
}

impl Play {
    fn run(&mut self, command: &Command) -> bool {
        let stream = LoupsGarous::stream(&self.state, self.seq);
        let mut ctx = Ctx::new(self.now, self.seed, stream);
        match LoupsGarous::execute(&mut self.state, command, &mut ctx) {
            Ok(events) => {
                self.seq += events.len() as u64;
                true
            }
            Err(_) => false,
        }
    }

    /// A random player picks one of their offers, with legal targets.
    fn act(&mut self, rng: &mut ChaCha8Rng) {
        let n = self.state.players.len();
        let player = self.state.players[rng.random_range(0..n)].id;
        let offers = LoupsGarous::offers(&self.state, &Audience::Player(player));
        if offers.is_empty() {
            return;
        }
        let offer = &offers[rng.random_range(0..offers.len())];
        let mut picked = Picked::default();
        match &offer.pick {
            Pick::Button => {}
            Pick::Options(o) => picked.option = Some(o[rng.random_range(0..o.len())].clone()),
            Pick::Menu(m) if !m.is_empty() => {
                picked.option = Some(m[rng.random_range(0..m.len())].0.clone());
            }
            Pick::Menu(_) => return,
            Pick::Players { n, candidates, .. } if candidates.len() >= *n as usize => {
                for _ in 0..*n {
                    picked
                        .targets
                        .push(candidates[rng.random_range(0..candidates.len())].0);
                }
            }
            Pick::Players { .. } => picked.nobody = true,
            // Loups-Garous offers no form; a form would be typed in, not drawn.
            Pick::Form(_) => return,
        }
        if let Some(command) = LoupsGarous::command_for(player, &offer.action, &picked) {
            self.run(&command);
        }
    }
}

fn lg_game(players: usize, seed: u64) -> Play {
    let mut play = Play {
        state: State::default(),
        seq: 0,
        now: DateTime::from_timestamp(1_800_000_000, 0).unwrap(),
        seed,
    };
    let create = Command::Create {
        players: (1..=players as u64)
            .map(|i| (PlayerId(i), format!("P{i}")))
            .collect(),
        settings: Box::new(Settings::default()),
        roles: None,
        composition: None,
        seed,
        fixed_seating: false,
    };
    assert!(play.run(&create) && play.run(&Command::Mj(MjCommand::Start)));
    play
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn a_loups_garous_tick_at_or_after_its_deadline_moves_the_game(
        players in 6usize..=16,
        seed in any::<u64>(),
        late_ms in prop::collection::vec(0i64..4_000, 40..120),
    ) {
        let mut play = lg_game(players, seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut ticks = 0;
        for late in late_ms {
            if LoupsGarous::is_over(&play.state) {
                break;
            }
            for _ in 0..rng.random_range(0..4) {
                play.act(&mut rng);
            }
            let Some(deadline) = LoupsGarous::next_deadline(&play.state) else {
                prop_assert!(LoupsGarous::is_over(&play.state) || play.state.paused.is_some());
                break;
            };
            play.now = play.now.max(deadline + Duration::milliseconds(late));
            let now = play.now;
            let fired = play.run(&LoupsGarous::tick(now));
            prop_assert!(fired, "a due tick was refused");
            prop_assert_ne!(
                LoupsGarous::next_deadline(&play.state),
                Some(deadline),
                "the game stayed at its passed deadline"
            );
            ticks += 1;
        }
        prop_assert!(ticks > 0, "no deadline was tried");
    }

    #[test]
    fn a_ronde_tick_at_or_after_its_deadline_moves_the_game(
        players in 7usize..=14,
        seed in any::<u64>(),
        moves in prop::collection::vec((any::<[u8; 4]>(), 0i64..600_000), 30..90),
    ) {
        let mut sim = Sim::new(seed, players, 1);
        let mut ticks = 0;
        for (bytes, late) in moves {
            let command = sim.command_from(bytes);
            let _ = sim.run(&command);
            let Some(deadline) = Ronde::next_deadline(&sim.state) else {
                break;
            };
            sim.now = sim.now.max(deadline + Duration::milliseconds(late));
            let tick = RondeCommand::Tick(sim.now);
            prop_assert!(sim.run(&tick).is_ok(), "a due tick was refused");
            let next = Ronde::next_deadline(&sim.state);
            prop_assert!(
                next.is_none_or(|n| n > deadline),
                "the game stayed at its passed deadline: {deadline} then {next:?}"
            );
            ticks += 1;
        }
        prop_assert!(ticks > 0, "no deadline was tried");
    }
}
