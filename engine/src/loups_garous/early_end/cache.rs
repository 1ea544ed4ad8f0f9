//! A memo of §6.2 verdicts across the checks of one decision, one game or one simulation.
//!
//! The key is the whole abstract position and the budget: the verdict of
//! `forced_win::check` is a pure function of both, so a warm cache gives exactly the
//! verdict a cold one would, and the same seed plays the same game whatever the cache holds.
//! Nothing the budget could change (a partial search's memo) is kept. It also tallies the
//! searches it ran (the nodes each faction's search visited), for tuning the budget.

use std::collections::BTreeMap;

use super::forced_win::{search, Faction, Outcome, Position};

/// Above this many entries the cache starts again empty (bounded memory on long runs).
const MAX_ENTRIES: usize = 200_000;

/// Verdicts of [`forced_win::check`] by (position, budget).
///
/// [`forced_win::check`]: super::forced_win::check
#[derive(Debug, Default, Clone)]
pub struct ForcedCache {
    verdicts: BTreeMap<(Position, usize), Option<Faction>>,
    hits: u64,
    misses: u64,
    searches: BTreeMap<SearchKind, SearchTally>,
}

/// The searches run, by living count, faction and verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct SearchKind {
    pub living: usize,
    pub faction: Faction,
    pub forced: bool,
}

/// How many searches of a kind ran, the nodes they visited, and the most one visited.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SearchTally {
    pub count: u64,
    pub nodes: u64,
    pub max_nodes: usize,
}

impl ForcedCache {
    /// An empty cache.
    pub fn new() -> Self {
        Self::default()
    }

    /// [`forced_win::check`] on `position` with `budget`, from the cache when it was asked
    /// before.
    ///
    /// [`forced_win::check`]: super::forced_win::check
    pub fn check(&mut self, position: Position, budget: usize) -> Option<Faction> {
        let key = (position, budget);
        if let Some(&v) = self.verdicts.get(&key) {
            self.hits += 1;
            return v;
        }
        self.misses += 1;
        let v = self.verdict(&key.0, budget);
        if self.verdicts.len() >= MAX_ENTRIES {
            self.verdicts.clear();
        }
        self.verdicts.insert(key, v);
        v
    }

    /// [`forced_win::check`], each faction's search tallied.
    ///
    /// [`forced_win::check`]: super::forced_win::check
    fn verdict(&mut self, position: &Position, budget: usize) -> Option<Faction> {
        match position.outcome() {
            Some(Outcome::Win(f)) => return Some(f),
            Some(Outcome::Draw) => return None,
            None => {}
        }
        for faction in position.factions() {
            let r = search(
                position,
                faction,
                super::forced_win::faction_budget(position, faction, budget),
            );
            let kind = SearchKind {
                living: position.living(),
                faction,
                forced: r.is_forced(),
            };
            let t = self.searches.entry(kind).or_default();
            t.count += 1;
            t.nodes += r.nodes() as u64;
            t.max_nodes = t.max_nodes.max(r.nodes());
            if r.is_forced() {
                return Some(faction);
            }
        }
        None
    }

    /// Every (position, budget) checked so far (for measuring the cost of a check).
    pub fn checked(&self) -> impl Iterator<Item = &(Position, usize)> {
        self.verdicts.keys()
    }

    /// The searches run so far (cache misses only), by kind.
    pub fn searches(&self) -> &BTreeMap<SearchKind, SearchTally> {
        &self.searches
    }

    /// How many checks were answered from the cache, and how many were searched.
    pub fn stats(&self) -> (u64, u64) {
        (self.hits, self.misses)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::loups_garous::forced_win::{check, DecisionPoint, Token};

    #[test]
    fn a_cached_verdict_is_the_searched_one_and_is_keyed_by_budget() {
        // Given the seed's 2 wolves v 2 villagers at the vote, forced for the Meute.
        let pos = Position::builder(DecisionPoint::Vote)
            .add(Token::wolf(), 2)
            .add(Token::villager(), 2)
            .build();
        let mut cache = ForcedCache::new();
        // When it is checked twice with one budget, then with another.
        let cold = cache.check(pos.clone(), 10_000);
        let warm = cache.check(pos.clone(), 10_000);
        let tiny = cache.check(pos.clone(), 1);
        // Then the warm verdict is the cold one, and a new budget is searched again.
        assert_eq!(cold, Some(Faction::Meute));
        assert_eq!(cold, check(&pos, 10_000));
        assert_eq!(warm, cold);
        assert_eq!(tiny, check(&pos, 1));
        assert_eq!(cache.stats(), (1, 2));
    }
}
