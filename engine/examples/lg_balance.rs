//! Balance table aid: `cargo run --release -p engine --example lg_balance -- GAMES SEED
//! PLAYERS… [-- KIND…]` plays GAMES games of each §7 composition with each kind of players
//! (`random`, `smart`, `smart-village`, `smart-hostiles`; default: random and smart) and prints
//! a markdown table of each camp's win rate with its 95 % Wilson interval, and the time.

use std::time::Instant;

use engine::loups_garous::role::Camp;
use engine::loups_garous::simulate::{simulate_as, Players, Summary};

const CAMPS: [Option<Camp>; 6] = [
    Some(Camp::Village),
    Some(Camp::Meute),
    Some(Camp::LoupGarouBlanc),
    Some(Camp::Pyromane),
    Some(Camp::Mercenaire),
    Some(Camp::Couple),
];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(2000);
    let seed: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1);
    let split = args.iter().position(|a| a == "--").unwrap_or(args.len());
    let sizes: Vec<usize> = args[2.min(split)..split]
        .iter()
        .filter_map(|a| a.parse().ok())
        .collect();
    let mut kinds: Vec<Players> = args[split..]
        .iter()
        .filter_map(|a| Players::from_id(a))
        .collect();
    if kinds.is_empty() {
        kinds = vec![Players::Random, Players::Smart];
    }
    println!("| n | players | games | Village | Meute | LG Blanc | Pyromane | Mercenaire | Couple | none | days | ms/game |");
    println!("|---|---|---|---|---|---|---|---|---|---|---|---|");
    for n in sizes {
        for kind in &kinds {
            let start = Instant::now();
            let s = simulate_as(n, None, seed, games, *kind, |_| {}).expect("a §7 composition");
            let ms = start.elapsed().as_secs_f64() * 1000.0 / games.max(1) as f64;
            println!(
                "| {n} | {} | {games} | {} | {} | {:.2} | {ms:.2} |",
                kind.id(),
                CAMPS
                    .iter()
                    .map(|c| cell(&s, *c))
                    .collect::<Vec<_>>()
                    .join(" | "),
                cell(&s, None),
                s.average_days()
            );
        }
    }
}

/// `p % [lo – hi]`, or `–` when the camp never won.
fn cell(s: &Summary, camp: Option<Camp>) -> String {
    if s.wins.get(&camp).copied().unwrap_or(0) == 0 {
        return "–".into();
    }
    let (p, lo, hi) = s.rate(camp);
    format!("{:.1} [{:.1}–{:.1}]", p * 100.0, lo * 100.0, hi * 100.0)
}
