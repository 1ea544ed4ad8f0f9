//! Timing aid: `cargo run --release -p engine --example lg_timing -- PLAYERS GAMES`
//! plays simulated games and prints their total time and the slowest single decision.

use std::time::Instant;

use engine::loups_garous::simulate::simulate;

fn main() {
    let mut args = std::env::args().skip(1);
    let players: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(12);
    let games: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(1000);
    let start = Instant::now();
    let summary = simulate(players, None, 7, games, |_| {}).expect("a valid composition");
    println!("{players} players, {games} games: {:?}", start.elapsed());
    print!("{}", engine::loups_garous::simulate::table(&summary));
}
