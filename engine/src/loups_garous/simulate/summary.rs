//! The balance meter's sums: many simulated games played and counted, each camp's win rate
//! with its 95 % Wilson interval, each role's, the average length, and the table the CLI
//! prints.

use std::collections::BTreeMap;

use super::{simulate_game_as, GameSummary, Players};
use crate::loups_garous::role::{Camp, Role};
use crate::loups_garous::ForcedCache;

/// Win counts and what they say about a composition.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Summary {
    pub games: usize,
    /// Wins per camp (`None`: draws and unfinished games).
    pub wins: BTreeMap<Option<Camp>, usize>,
    pub total_days: u64,
    /// Per role: (games where the holder won, games with the role).
    pub roles: BTreeMap<Role, (usize, usize)>,
}

impl Summary {
    pub fn add(&mut self, game: &GameSummary) {
        self.games += 1;
        *self.wins.entry(game.winner).or_default() += 1;
        self.total_days += u64::from(game.days);
        for (role, _, won) in &game.seats {
            let e = self.roles.entry(*role).or_default();
            e.1 += 1;
            e.0 += usize::from(*won);
        }
    }

    /// A camp's win rate and its 95 % Wilson interval.
    pub fn rate(&self, camp: Option<Camp>) -> (f64, f64, f64) {
        let n = self.games.max(1) as f64;
        let k = self.wins.get(&camp).copied().unwrap_or(0) as f64;
        let p = k / n;
        let z = 1.96_f64;
        let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
        let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
        (p, (centre - half).max(0.0), (centre + half).min(1.0))
    }

    pub fn average_days(&self) -> f64 {
        self.total_days as f64 / self.games.max(1) as f64
    }
}

/// Plays `games` games with the default (smart) players and sums them up; `progress` is
/// called after each game.
pub fn simulate(
    players: usize,
    composition: Option<Vec<Role>>,
    seed: u64,
    games: usize,
    progress: impl FnMut(usize),
) -> Result<Summary, crate::loups_garous::Error> {
    simulate_as(
        players,
        composition,
        seed,
        games,
        Players::default(),
        progress,
    )
}

/// [`simulate`] with the given players.
pub fn simulate_as(
    players: usize,
    composition: Option<Vec<Role>>,
    seed: u64,
    games: usize,
    kind: Players,
    mut progress: impl FnMut(usize),
) -> Result<Summary, crate::loups_garous::Error> {
    let mut summary = Summary::default();
    let mut cache = ForcedCache::new();
    for i in 0..games {
        let game_seed = seed
            .wrapping_add(i as u64)
            .wrapping_mul(0x9e37_79b9_7f4a_7c15);
        summary.add(&simulate_game_as(
            players,
            composition.clone(),
            game_seed,
            &mut cache,
            kind,
        )?);
        progress(i + 1);
    }
    Ok(summary)
}

/// Prints a balance table (a debugging aid for the CLI's own printing).
pub fn table(summary: &Summary) -> String {
    let mut out = format!(
        "{} parties, {:.2} jours en moyenne\n",
        summary.games,
        summary.average_days()
    );
    for camp in summary.wins.keys() {
        let (p, lo, hi) = summary.rate(*camp);
        let name = camp.map_or("aucun", |c| c.id());
        out.push_str(&format!(
            "{name:<18} {:>6.1} %  [{:.1} – {:.1}]\n",
            p * 100.0,
            lo * 100.0,
            hi * 100.0
        ));
    }
    let mut roles: Vec<(Role, f64)> = summary
        .roles
        .iter()
        .map(|(r, (w, n))| (*r, *w as f64 / (*n).max(1) as f64))
        .collect();
    roles.sort_by(|a, b| b.1.total_cmp(&a.1));
    for (role, rate) in roles {
        out.push_str(&format!(
            "  {:<20} gagne {:>5.1} %\n",
            role.id(),
            rate * 100.0
        ));
    }
    out
}
