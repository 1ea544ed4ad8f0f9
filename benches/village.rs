//! The village picture: what drawing and encoding a 30-player vote costs.

use criterion::{criterion_group, criterion_main, Criterion};
use regisseur::render::village::{render_png, Seat, VillageView};

fn thirty_player_vote() -> VillageView {
    let seats = (0..30u32)
        .map(|i| Seat {
            name: format!("Villageois·e n°{i} Dupont-Lefèvre"),
            alive: i % 4 != 3,
            mayor: i == 7,
            locked: i == 12,
            gagged: i == 20,
            votes: (i % 4 != 3 && i != 12).then_some(i % 5),
        })
        .collect();
    VillageView {
        title: "Jour 4 — vote".to_owned(),
        seats,
        voting: true,
    }
}

fn village_benches(c: &mut Criterion) {
    let view = thirty_player_vote();
    c.bench_function("village picture, 30-player vote, PNG", |b| {
        b.iter(|| render_png(&view).unwrap().len());
    });
}

criterion_group!(benches, village_benches);
criterion_main!(benches);
