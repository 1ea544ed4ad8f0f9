//! Measuring aid: `cargo run --release -p engine --example lg_check_cost -- PLAYERS GAMES`
//! plays simulated games, then times one cold §6.2 check (`ForcedCache::check` on an empty
//! cache, as a live decision does; the least of three runs) on every distinct position they
//! checked, and prints the median, 99th percentile and worst cost by living count.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use engine::loups_garous::simulate::simulate_game_cached;
use engine::loups_garous::ForcedCache;

fn main() {
    let mut args = std::env::args().skip(1);
    let players: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(12);
    let games: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(200);
    let mut shared = ForcedCache::new();
    for i in 0..games {
        let seed = 11u64
            .wrapping_add(i as u64)
            .wrapping_mul(0x9e37_79b9_7f4a_7c15);
        simulate_game_cached(players, None, seed, &mut shared).expect("a valid composition");
    }
    let mut by_living: BTreeMap<usize, Vec<(Duration, bool)>> = BTreeMap::new();
    for (pos, budget) in shared.checked() {
        // The least of three runs: the check's own cost, not the shared machine's pauses.
        let mut took = Duration::MAX;
        let mut v = None;
        for _ in 0..3 {
            let start = Instant::now();
            v = ForcedCache::new().check(pos.clone(), *budget);
            took = took.min(start.elapsed());
        }
        if std::env::var_os("SLOW").is_some() && took > Duration::from_millis(100) {
            println!("{took:?} {v:?} {pos:?}");
        }
        by_living
            .entry(pos.living())
            .or_default()
            .push((took, v.is_some()));
    }
    println!("{players} players, {games} games: cost of one cold check by living count");
    println!("living  checks  forced     median        p99      worst");
    for (living, mut v) in by_living {
        v.sort();
        let at = |q: f64| v[((v.len() - 1) as f64 * q) as usize].0;
        let forced = v.iter().filter(|x| x.1).count();
        println!(
            "{living:>6} {:>7} {forced:>7} {:>10.1?} {:>10.1?} {:>10.1?}",
            v.len(),
            at(0.5),
            at(0.99),
            v.last().map(|x| x.0).unwrap_or_default()
        );
    }
}
