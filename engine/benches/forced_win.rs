//! The forced-win search (§6.2) on the heaviest position of its tests.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use engine::loups_garous::forced_win::{
    check, search, DecisionPoint, Faction, Kind, Position, Token, DEFAULT_BUDGET,
};
use std::time::Duration;

/// Two wolves (the Maire and the Loup-Garou Noir) at dusk against a Sorcière with both
/// fioles, a Chasseur and two villagers (`tests_more::heaviest`).
fn heaviest() -> Position {
    Position::builder(DecisionPoint::Dusk)
        .add(Token::wolf().maire(), 1)
        .add(
            Token::new(Faction::Meute, Kind::LoupGarouNoir { infection: true }),
            1,
        )
        .add(
            Token::new(
                Faction::Village,
                Kind::Sorciere {
                    vie: true,
                    mort: true,
                },
            ),
            1,
        )
        .add(Token::new(Faction::Village, Kind::Chasseur), 1)
        .add(Token::villager(), 2)
        .build()
}

/// Three wolves (one the Maire) at dusk against a Sorcière and a Chasseur: a forced win.
fn forced() -> Position {
    Position::builder(DecisionPoint::Dusk)
        .add(Token::wolf().maire(), 1)
        .add(Token::wolf(), 2)
        .add(
            Token::new(
                Faction::Village,
                Kind::Sorciere {
                    vie: false,
                    mort: true,
                },
            ),
            1,
        )
        .add(Token::new(Faction::Village, Kind::Chasseur), 1)
        .build()
}

fn bench(c: &mut Criterion) {
    let pos = heaviest();
    c.bench_function("forced_win/heaviest/meute", |b| {
        b.iter(|| search(black_box(&pos), Faction::Meute, DEFAULT_BUDGET));
    });
    c.bench_function("forced_win/heaviest/check", |b| {
        b.iter(|| check(black_box(&pos), DEFAULT_BUDGET));
    });
    let win = forced();
    // The live game's check (its budget per faction), on the heaviest position.
    let live = engine::loups_garous::early_end::LIVE_BUDGET;
    c.bench_function("forced_win/heaviest/check_live_budget", |b| {
        b.iter(|| check(black_box(&pos), live));
    });
    c.bench_function("forced_win/forced/meute", |b| {
        b.iter(|| search(black_box(&win), Faction::Meute, DEFAULT_BUDGET));
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3));
    targets = bench
}
criterion_main!(benches);
