//! Properties of La Ronde des Pantins over random command streams across 13 days: no panic,
//! replay equals the live state, lists hold only masked Personnages and at most k (+3 for the
//! Voyante and the Mime), nothing is accepted after `game_end`, and the ledger adds up.

use engine::game::Game;
use engine::ronde::command::Command;
use engine::ronde::ledger;
use engine::ronde::personnage::Personnage;
use engine::ronde::ronde::{visible, Visible};
use engine::ronde::sim::Sim;
use engine::ronde::{Ronde, State};
use proptest::prelude::*;

fn check_lists(s: &State) -> Result<(), String> {
    for x in s.players.values().filter(|x| x.can_act()) {
        let Visible::Set(list) = visible(s, x.id) else {
            continue;
        };
        if let Some(p) = list.iter().find(|p| !s.slot_masked(**p)) {
            return Err(format!("{} lists unmasked {}", x.name, p.id()));
        }
        let limit = match x.personnage {
            Some(Personnage::Voyante | Personnage::Mime) => s.k() + 3,
            Some(Personnage::Destinee | Personnage::HommeDePaille | Personnage::Revenant) => 21,
            _ => s.k(),
        };
        if list.len() > limit {
            return Err(format!("{} lists {} > {limit}", x.name, list.len()));
        }
    }
    Ok(())
}

fn check_ledger(s: &State) -> Result<(), String> {
    for e in &s.ledger {
        if e.cause.trim().is_empty() {
            return Err(format!("an entry of {:?} has no cause", e.line));
        }
    }
    for id in s.players.keys() {
        let sum: i64 = s
            .ledger
            .iter()
            .filter(|e| e.player == *id && !e.removed)
            .map(|e| e.amount)
            .sum();
        if ledger::total(s, *id) != sum {
            return Err("total differs from the sum".into());
        }
    }
    let board: i64 = ledger::leaderboard(s).iter().map(|(_, t)| t).sum();
    let all: i64 = s
        .ledger
        .iter()
        .filter(|e| !e.removed)
        .map(|e| e.amount)
        .sum();
    if board != all {
        return Err("leaderboard differs from the ledger".into());
    }
    Ok(())
}

fn player_action(cmd: &Command) -> bool {
    matches!(
        cmd,
        Command::Open { .. }
            | Command::Complain { .. }
            | Command::Power { .. }
            | Command::Chorus { .. }
            | Command::Joker { .. }
            | Command::Guess { .. }
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn random_streams_keep_every_invariant(
        seed in any::<u64>(),
        players in 10usize..=28,
        steps in proptest::collection::vec((any::<[u8; 4]>(), 0i64..150), 150..300),
    ) {
        let mut sim = Sim::new(seed, players, 2);
        prop_assert!(sim.state.dealt);
        for (bytes, wait) in steps {
            sim.wait(wait);
            let cmd = sim.command_from(bytes);
            let ended = sim.state.outcome.ended();
            let accepted = sim.run(&cmd).is_ok();
            if ended && player_action(&cmd) {
                prop_assert!(!accepted, "accepted after game_end: {cmd:?}");
            }
            check_lists(&sim.state).map_err(TestCaseError::fail)?;
            check_ledger(&sim.state).map_err(TestCaseError::fail)?;
        }
        // Run the clock out to the end: the game always finishes.
        for _ in 0..400 {
            if sim.state.outcome.ended() { break; }
            sim.wait(60);
        }
        prop_assert!(sim.state.outcome.ended());
        check_ledger(&sim.state).map_err(TestCaseError::fail)?;
        let replayed = Ronde::replay(&sim.log);
        prop_assert_eq!(replayed, sim.state);
    }
}

#[test]
fn a_busy_game_replays_to_the_same_state() {
    let mut sim = Sim::new(7, 28, 2);
    sim.play_busy(6);
    assert!(
        sim.state.proces.len() > 20,
        "only {} procès",
        sim.state.proces.len()
    );
    assert!(sim
        .state
        .players
        .values()
        .any(|x| !x.looks_masked() && x.personnage.is_some()));
    check_ledger(&sim.state).unwrap();
    assert_eq!(Ronde::replay(&sim.log), sim.state);
    // a snapshot (the state as JSON, as the bot keeps one) at every 100th event, then the rest
    // of the log folded onto it, gives the same state
    for cut in (0..sim.log.len()).step_by(100) {
        let json = serde_json::to_string(&Ronde::replay(&sim.log[..cut])).unwrap();
        let mut resumed: engine::ronde::State = serde_json::from_str(&json).unwrap();
        for e in &sim.log[cut..] {
            Ronde::apply(&mut resumed, e);
        }
        assert!(
            resumed == sim.state,
            "snapshot at {cut} then the rest differs"
        );
    }
    let json = serde_json::to_string(&sim.log).unwrap();
    let back: Vec<engine::ronde::Event> = serde_json::from_str(&json).unwrap();
    assert_eq!(back, sim.log);
}

/// A longer soak, run by hand: `cargo test -p engine --test ronde_properties -- --ignored`.
#[test]
#[ignore = "a longer soak, run by hand"]
fn many_random_games_never_panic() {
    use rand::{Rng, SeedableRng};
    for seed in 0..150u64 {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut sim = Sim::new(seed, rng.random_range(7..=28), 1);
        while !sim.state.outcome.ended() {
            sim.wait(rng.random_range(0..90));
            for _ in 0..4 {
                let cmd = sim.command_from(rng.random());
                let _ = sim.run(&cmd);
            }
            check_lists(&sim.state).unwrap();
        }
        check_ledger(&sim.state).unwrap();
        assert_eq!(Ronde::replay(&sim.log), sim.state, "seed {seed}");
    }
}
