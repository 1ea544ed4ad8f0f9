//! Timing aid: `cargo run --release -p engine --example lg_timing -- PLAYERS GAMES [fresh]
//! [random|smart|smart-village|smart-hostiles]` plays simulated games (smart players unless
//! told), one §6.2 cache kept across them (or, with `fresh`, a new one per game, as
//! `regisseur simulate` does), and prints the time per game and the searches run.

use std::collections::BTreeMap;
use std::time::Instant;

use engine::loups_garous::simulate::{simulate_game_as, Players};
use engine::loups_garous::{ForcedCache, SearchKind, SearchTally};

fn main() {
    let mut args = std::env::args().skip(1);
    let players: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(12);
    let games: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(1000);
    let rest: Vec<String> = args.collect();
    let fresh = rest.iter().any(|a| a == "fresh");
    let kind = rest
        .iter()
        .find_map(|a| Players::from_id(a))
        .unwrap_or_default();
    let mut shared = ForcedCache::new();
    let mut searches: BTreeMap<SearchKind, SearchTally> = BTreeMap::new();
    let (mut hits, mut misses) = (0, 0);
    let start = Instant::now();
    for i in 0..games {
        let seed = 7u64
            .wrapping_add(i as u64)
            .wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let mut own = ForcedCache::new();
        let cache = if fresh { &mut own } else { &mut shared };
        simulate_game_as(players, None, seed, cache, kind).expect("a valid composition");
        if fresh {
            add(&mut searches, &own);
            hits += own.stats().0;
            misses += own.stats().1;
        }
    }
    let elapsed = start.elapsed();
    if !fresh {
        add(&mut searches, &shared);
        (hits, misses) = shared.stats();
    }
    println!(
        "{players} players, {games} games, {} players: {elapsed:?} ({:.3} ms per game); checks: {hits} cached, {misses} searched",
        kind.id(),
        elapsed.as_secs_f64() * 1000.0 / games.max(1) as f64
    );
    let total: u64 = searches.values().map(|t| t.nodes).sum();
    println!("living faction         forced  searches  avg nodes  max nodes  share of nodes");
    for (k, t) in &searches {
        println!(
            "{:>6} {:<16} {:<6} {:>9} {:>10.0} {:>10} {:>14.1} %",
            k.living,
            format!("{:?}", k.faction),
            k.forced,
            t.count,
            t.nodes as f64 / t.count.max(1) as f64,
            t.max_nodes,
            100.0 * t.nodes as f64 / total.max(1) as f64
        );
    }
}

fn add(into: &mut BTreeMap<SearchKind, SearchTally>, cache: &ForcedCache) {
    for (k, t) in cache.searches() {
        let e = into.entry(*k).or_default();
        e.count += t.count;
        e.nodes += t.nodes;
        e.max_nodes = e.max_nodes.max(t.max_nodes);
    }
}
