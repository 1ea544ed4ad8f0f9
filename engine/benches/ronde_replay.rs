//! Replaying a full, busy 13-day game log of La Ronde des Pantins (28 players, the whole
//! roster, and 2 spectators: every procès, plainte and power the bots managed).

use criterion::{criterion_group, criterion_main, Criterion};
use engine::game::Game;
use engine::ronde::sim::Sim;
use engine::ronde::Ronde;

fn replay(c: &mut Criterion) {
    let mut sim = Sim::new(2026, 28, 2);
    sim.play_busy(8);
    let log = sim.log.clone();
    println!(
        "log: {} events, {} procès, {} plaintes, {} ledger entries",
        log.len(),
        sim.state.proces.len(),
        sim.state
            .proces
            .iter()
            .map(|p| p.plaintes.len())
            .sum::<usize>(),
        sim.state.ledger.len()
    );
    c.bench_function("ronde_replay_13_days", |b| {
        b.iter(|| Ronde::replay(std::hint::black_box(&log)));
    });
}

criterion_group!(benches, replay);
criterion_main!(benches);
