//! Same seed, same game: the event log of simulated games, hashed, against the hashes the
//! code gave before the balance meter was sped up (issue 23, point 5), in
//! `fixtures/lg-sim-logs.txt`. The default run checks the first seeds of each size; the
//! ignored test checks all 500 per size (`cargo test --release -p engine --test
//! lg_same_game -- --ignored`); `REGEN_SIM_LOGS=1` rewrites the fixture.

use engine::loups_garous::simulate::{simulate_events, simulate_game_cached, Players};
use engine::loups_garous::ForcedCache;

const SIZES: [usize; 4] = [8, 12, 18, 30];
const SEEDS: u64 = 500;
const FIXTURE: &str = "tests/fixtures/lg-sim-logs.txt";

/// FNV-1a, 64 bits: stable across releases and platforms.
fn fnv(hash: &mut u64, bytes: &[u8]) {
    for b in bytes {
        *hash ^= u64::from(*b);
        *hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
}

fn seed(i: u64) -> u64 {
    7u64.wrapping_add(i).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// The hash of one game's event log and summary, and its number of events (the random
/// players, who played the fixture's games).
fn digest(players: usize, seed: u64) -> (u64, usize) {
    let (events, summary) =
        simulate_events(players, seed, Players::Random).expect("a valid composition");
    let mut h = 0xcbf2_9ce4_8422_2325;
    for e in &events {
        fnv(&mut h, &serde_json::to_vec(e).expect("an event serialises"));
        fnv(&mut h, b"\n");
    }
    fnv(&mut h, format!("{summary:?}").as_bytes());
    (h, events.len())
}

fn line(players: usize, i: u64) -> String {
    let (h, n) = digest(players, seed(i));
    format!("{players} {i} {n} {h:016x}")
}

fn fixture() -> Vec<String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(FIXTURE);
    std::fs::read_to_string(path)
        .expect("the fixture is committed")
        .lines()
        .map(str::to_owned)
        .collect()
}

fn check(seeds: u64) {
    let want = fixture();
    for players in SIZES {
        for i in 0..seeds {
            let expected = want
                .iter()
                .find(|l| l.starts_with(&format!("{players} {i} ")))
                .expect("the fixture has the game");
            assert_eq!(&line(players, i), expected, "{players} players, seed #{i}");
        }
    }
}

#[test]
fn simulated_games_play_as_before() {
    check(12);
}

#[test]
fn a_shared_cache_plays_the_same_games() {
    for players in SIZES {
        let mut shared = ForcedCache::new();
        for i in 0..6 {
            let (_, alone) =
                simulate_events(players, seed(i), Players::default()).expect("a valid composition");
            let cached = simulate_game_cached(players, None, seed(i), &mut shared)
                .expect("a valid composition");
            assert_eq!(cached, alone, "{players} players, seed #{i}");
        }
    }
}

#[test]
#[ignore = "2 000 games: run in release"]
fn all_simulated_games_play_as_before() {
    if std::env::var_os("REGEN_SIM_LOGS").is_some() {
        let mut out = String::new();
        for players in SIZES {
            for i in 0..SEEDS {
                out.push_str(&line(players, i));
                out.push('\n');
            }
        }
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(FIXTURE);
        std::fs::write(path, out).expect("the fixture is written");
    }
    check(SEEDS);
}
