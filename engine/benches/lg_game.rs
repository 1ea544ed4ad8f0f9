//! Loups-Garous: one decide+apply on a 30-player night, a whole simulated 30-player game, and
//! 20 simulated 12-player games (the `regisseur simulate --players 12` workload), each game
//! with its own §6.2 cache or with one cache kept across the 20.

use chrono::DateTime;
use criterion::{black_box, criterion_group, criterion_main, Criterion};
use engine::game::{Ctx, Game};
use engine::loups_garous::simulate::{simulate_game, simulate_game_cached};
use engine::loups_garous::{Command, ForcedCache, LoupsGarous, MjCommand, Phase, Settings, State};
use engine::notice::PlayerId;

/// A 30-player game (the §7 table) ticked into night 1's Chasse.
fn night_30() -> State {
    let now = DateTime::from_timestamp(1_800_000_000, 0).unwrap();
    let mut state = State::default();
    let mut seq = 0;
    let mut run = |state: &mut State, c: &Command| {
        let at = match c {
            Command::Tick(t) => *t,
            _ => now,
        };
        let mut ctx = Ctx::new(at, 30, seq);
        seq += 1;
        for e in LoupsGarous::decide(state, c, &mut ctx).unwrap_or_default() {
            LoupsGarous::apply(state, &e);
        }
    };
    let players = (1..=30).map(|i| (PlayerId(i), format!("P{i}"))).collect();
    let create = Command::Create {
        players,
        settings: Box::new(Settings::default()),
        roles: None,
        composition: None,
        seed: 30,
        fixed_seating: false,
    };
    run(&mut state, &create);
    run(&mut state, &Command::Mj(MjCommand::Start));
    for _ in 0..200 {
        if matches!(state.phase, Phase::Night(_, _)) {
            break;
        }
        let d = LoupsGarous::next_deadline(&state).unwrap_or(now);
        run(&mut state, &Command::Tick(d));
    }
    state
}

fn bench(c: &mut Criterion) {
    let state = night_30();
    let wolf = state
        .living()
        .find(|p| p.role.in_den())
        .map_or(PlayerId(1), |p| p.id);
    let prey = state
        .living()
        .find(|p| !p.role.in_den())
        .map_or(PlayerId(2), |p| p.id);
    println!("night state: {:?}", state.phase);
    let command = Command::Use {
        player: wolf,
        item: engine::loups_garous::Item::Griffes,
        targets: vec![prey],
        option: None,
    };
    let deadline = LoupsGarous::next_deadline(&state).unwrap_or_default();
    let tick = Command::Tick(deadline);
    c.bench_function("lg_decide_apply_30_night_tick", |b| {
        b.iter(|| {
            let mut s = state.clone();
            let mut ctx = Ctx::new(deadline, 30, 99);
            for e in LoupsGarous::decide(&s, black_box(&tick), &mut ctx).unwrap_or_default() {
                LoupsGarous::apply(&mut s, &e);
            }
            s
        });
    });
    c.bench_function("lg_decide_apply_30_night_command", |b| {
        b.iter(|| {
            let mut s = state.clone();
            let mut ctx = Ctx::new(deadline, 30, 99);
            for e in LoupsGarous::decide(&s, black_box(&command), &mut ctx).unwrap_or_default() {
                LoupsGarous::apply(&mut s, &e);
            }
            s
        });
    });
    let mut group = c.benchmark_group("lg_full_game");
    group.sample_size(10);
    group.bench_function("lg_simulated_game_30", |b| {
        b.iter(|| simulate_game(30, None, black_box(2026)));
    });
    group.bench_function("lg_simulated_games_12_x20", |b| {
        b.iter(|| {
            (0..20u64)
                .map(|seed| simulate_game(12, None, black_box(seed)).map(|g| g.days))
                .collect::<Vec<_>>()
        });
    });
    group.bench_function("lg_simulated_games_12_x20_shared_cache", |b| {
        b.iter(|| {
            let mut cache = ForcedCache::new();
            (0..20u64)
                .map(|seed| {
                    simulate_game_cached(12, None, black_box(seed), &mut cache).map(|g| g.days)
                })
                .collect::<Vec<_>>()
        });
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
