//! The MJs' desk of a simulated 28-player game (issue 10): the cards it gets per day with
//! the mechanical pre-checks off (every proof and review is a card) and on (a constraint a
//! stored post proves needs none). Prints the figures with `--nocapture`.

use engine::ronde::sim_desk::cards_per_day;

#[test]
fn prechecks_spare_the_desk_cards() {
    let mut before = Vec::new();
    let mut after = Vec::new();
    for seed in 0..3 {
        before.push(cards_per_day(seed, 28, false, 10));
        after.push(cards_per_day(seed, 28, true, 10));
    }
    let mean = |runs: &[Vec<usize>]| {
        let total: usize = runs.iter().flatten().sum();
        total as f64 / (runs.len() * 13) as f64
    };
    let (b, a) = (mean(&before), mean(&after));
    println!("MJ cards per day, 28 players, 3 seeds: before {b:.1}, after {a:.1}");
    for (x, y) in before.iter().zip(&after) {
        println!("  before {x:?}\n  after  {y:?}");
    }
    assert!(b > 15.0, "a busy desk: {b}");
    assert!(a < b, "the pre-checks spare cards: {a} vs {b}");
}
