//! The points ledger (§8): totals and the leaderboard; the barème's lines and the entries
//! the state keeps are `data/score.rs`.

use std::collections::BTreeMap;

use crate::notice::PlayerId;
use crate::ronde::state::{Kind, State};

pub use crate::ronde::score::{Entry, Line};

/// A player's total: the sum of his entries not struck out.
pub fn total(state: &State, player: PlayerId) -> i64 {
    state
        .ledger
        .iter()
        .filter(|e| e.player == player && !e.removed)
        .map(|e| e.amount)
        .sum()
}

/// Every player's total, best first (ties by name).
pub fn leaderboard(state: &State) -> Vec<(PlayerId, i64)> {
    let mut totals: BTreeMap<PlayerId, i64> = state
        .players
        .values()
        .filter(|p| p.kind == Kind::Joueur)
        .map(|p| (p.id, 0))
        .collect();
    for e in state.ledger.iter().filter(|e| !e.removed) {
        *totals.entry(e.player).or_default() += e.amount;
    }
    let mut out: Vec<_> = totals.into_iter().collect();
    out.sort_by(|a, b| {
        b.1.cmp(&a.1)
            .then_with(|| state.name(a.0).cmp(&state.name(b.0)))
    });
    out
}

/// Whether a player may read the leaderboard now (§8: MJs anytime, players after the end
/// unless the game is configured otherwise).
pub fn may_see(state: &State, player: PlayerId) -> bool {
    let mj = state.player(player).is_some_and(|p| p.kind == Kind::Mj);
    mj || state.outcome.ended() || state.settings.leaderboard_public_during_game
}
