//! `/mj exporter` for the Ronde: a busy simulated game (14 players, 2 spectators, bots for
//! 13 days) written as a scenario file replays to the same masks, points and procès.

use std::collections::BTreeMap;

use engine::ronde::sim::Sim;
use engine::ronde::{export, Command, Event};
use engine::Timestamp;

/// The log with each event's instant, and the accepted commands by their first event.
fn recorded(sim: &Sim) -> (Vec<(Timestamp, Event)>, BTreeMap<u64, Command>) {
    let mut log = Vec::new();
    let mut commands = BTreeMap::new();
    for (i, p) in sim.played.iter().enumerate() {
        let end = sim
            .played
            .get(i + 1)
            .map_or(sim.log.len() as u64, |next| next.seq);
        if end > p.seq {
            commands.insert(p.seq + 1, p.command.clone());
            for e in &sim.log[p.seq as usize..end as usize] {
                log.push((p.at, e.clone()));
            }
        }
    }
    (log, commands)
}

#[test]
fn a_busy_game_exports_to_a_scenario_that_replays_it() {
    for seed in [3, 11] {
        let mut sim = Sim::new(seed, 14, 2);
        sim.play_busy(6);
        let (log, commands) = recorded(&sim);
        assert_eq!(log.len(), sim.log.len());
        let export = export::scenario(&log, &commands).expect("a dealt game");
        assert!(export.text.contains("game ronde-des-pantins"));
        if !export.faithful {
            let report = engine::scenario::run(&export.text, &engine::notice::RawRender).unwrap();
            panic!("seed {seed}: {:?}\n{}", report.failure, export.text);
        }
        assert!(
            export
                .text
                .lines()
                .filter(|l| l.starts_with("expect points"))
                .count()
                >= 14
        );
        let commands = export.text.lines().filter(|l| l.contains(": ")).count();
        assert!(
            commands > 100,
            "the game's commands are written: {commands}"
        );
        if std::env::var("SHOW").is_ok() {
            println!("{}", export.text);
        }
    }
}
