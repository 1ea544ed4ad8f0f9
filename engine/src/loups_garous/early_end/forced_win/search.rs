//! The AND-OR search over F's beliefs: least fixed point, memo, cycle cut, budget, fast path.

use std::collections::{BTreeMap, BTreeSet};

use super::bound::hopeless;
use super::fast::fast_path;
use super::position::{DecisionPoint, NightStep, Outcome, Position};
use super::refute::margin;
use super::rules::{adversary_children_capped, apply_f_capped, auto_next, f_actions, owner};
use super::rules::{FAction, Owner};
use super::token::Faction;
use super::view::{view, View};

/// A set of positions F cannot tell apart: F's strategy must win in all of them.
pub(crate) type Belief = BTreeSet<Position>;

/// The deepest chain of F decisions explored (deeper lines count as not won).
pub(crate) const MAX_DEPTH: usize = 512;

/// The largest initial belief the search accepts.
pub(crate) const BELIEF_LIMIT: usize = 4096;

/// The largest initial belief a search of `budget` nodes accepts: each of its worlds is
/// visited at least once in a proof, so a larger one cannot be proved.
pub(crate) fn belief_limit(budget: usize) -> usize {
    BELIEF_LIMIT.min(budget)
}

/// How many raw lines (before identical ones merge) a night may build per node of budget
/// left ([`Searcher::room`]).
const ROOM_PER_NODE: usize = 1;

/// One search for one faction.
pub(crate) struct Searcher {
    pub f: Faction,
    pub budget: usize,
    pub nodes: usize,
    pub aborted: bool,
    /// Whether beliefs σ wins are answered at once ([`hopeless`]); off only to test it.
    pub bounded: bool,
    memo: BTreeMap<Belief, bool>,
    path: BTreeSet<Belief>,
    /// The strategy proved so far: F's winning move in each won belief (fast-path beliefs
    /// aside, see [`super::strategy`]).
    pub strategy: BTreeMap<Belief, FAction>,
    /// [`Searcher::step`]'s answers: the decision points reached (`None`: a branch was
    /// lost).
    steps: BTreeMap<(Position, FAction), Option<Vec<Position>>>,
}

/// A branch the adversary wins (or the budget ran out on).
#[derive(Debug)]
pub(crate) struct Lost;

impl Searcher {
    pub fn new(f: Faction, budget: usize) -> Self {
        Searcher {
            f,
            budget,
            nodes: 0,
            aborted: false,
            bounded: true,
            memo: BTreeMap::new(),
            path: BTreeSet::new(),
            strategy: BTreeMap::new(),
            steps: BTreeMap::new(),
        }
    }

    /// How many positions may still be built before the budget is spent: each one is
    /// visited (a node) before a proof can count it.
    pub(crate) fn room(&self) -> usize {
        self.budget
            .saturating_sub(self.nodes)
            .saturating_mul(ROOM_PER_NODE)
    }

    /// More lines than the budget can visit: the search stops, not proven.
    pub(crate) fn overflow(&mut self) {
        self.nodes = self.budget + 1;
        self.aborted = true;
    }

    /// Counts `n` positions just built (a vote's results, a night's lines) against the
    /// budget; whether it still holds.
    pub(crate) fn charge(&mut self, n: usize) -> bool {
        self.nodes = self.nodes.saturating_add(n);
        if self.nodes > self.budget {
            self.aborted = true;
        }
        !self.aborted
    }

    pub(crate) fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes > self.budget {
            self.aborted = true;
        }
        !self.aborted
    }

    /// Whether F wins from every world of `belief`, and whether the answer leaned on a
    /// cycle cut or the budget (then a `false` is not cached).
    pub fn value(&mut self, belief: &Belief) -> (bool, bool) {
        if let Some(&v) = self.memo.get(belief) {
            return (v, false);
        }
        if self.path.contains(belief) || self.path.len() >= MAX_DEPTH || !self.tick() {
            return (false, true);
        }
        if fast_path(belief, self.f) {
            self.memo.insert(belief.clone(), true);
            return (true, false);
        }
        // One world σ wins for the adversary is enough: F must win in every world.
        if self.bounded && belief.iter().any(|p| hopeless(p, self.f)) {
            self.memo.insert(belief.clone(), false);
            return (false, false);
        }
        self.path.insert(belief.clone());
        let mut cut = false;
        let mut win = false;
        let mut winning = None;
        for action in f_actions(belief, self.f) {
            if let Some(c) = self.refute(belief, &action) {
                cut |= c;
                continue;
            }
            if self.aborted {
                cut = true;
                break;
            }
            let mut next = Vec::new();
            let lost = belief.iter().any(|p| self.step(p, &action, &mut next));
            if self.aborted {
                cut = true;
                break;
            }
            if lost {
                continue;
            }
            let mut groups: BTreeMap<View, Belief> = BTreeMap::new();
            for q in next {
                groups.entry(view(&q, self.f)).or_default().insert(q);
            }
            let mut all = true;
            for b in by_danger(groups, self.f) {
                let (v, c) = self.value(&b);
                cut |= c;
                if !v {
                    all = false;
                    break;
                }
            }
            if all {
                win = true;
                winning = Some(action);
                break;
            }
            if self.aborted {
                break;
            }
        }
        self.path.remove(belief);
        if let Some(action) = winning {
            self.strategy.insert(belief.clone(), action);
        }
        if win {
            self.memo.insert(belief.clone(), true);
            return (true, false);
        }
        if !cut {
            self.memo.insert(belief.clone(), false);
        }
        (false, cut)
    }

    /// F's `action` in world `p`, then everything up to F's next decision points (pushed on
    /// `next`); whether some branch ends without F's win. Memoised per (world, action): a
    /// hit costs one node per position it hands back, not the expansion again.
    fn step(&mut self, p: &Position, action: &FAction, next: &mut Vec<Position>) -> bool {
        let key = (p.clone(), *action);
        if let Some(reached) = self.steps.get(&key) {
            let reached = reached.clone();
            if !self.charge(reached.as_ref().map_or(1, Vec::len)) {
                return true;
            }
            return match reached {
                Some(v) => {
                    next.extend(v);
                    false
                }
                None => true,
            };
        }
        let mut reached = Vec::new();
        let Some(options) = apply_f_capped(p, self.f, action, self.room()) else {
            self.overflow();
            return true;
        };
        if !self.charge(options.len()) {
            return true;
        }
        let lost = options
            .into_iter()
            .any(|q| self.expand(q, &mut reached).is_err());
        if self.aborted {
            return true;
        }
        if lost {
            self.steps.insert(key, None);
        } else {
            next.extend(reached.iter().cloned());
            self.steps.insert(key, Some(reached));
        }
        lost
    }

    /// Follows the adversary's and the automatic moves from `pos` to F's next decision
    /// points (pushed on `out`); `Err` as soon as one branch ends without F's win.
    pub(crate) fn expand(&mut self, pos: Position, out: &mut Vec<Position>) -> Result<(), Lost> {
        if !self.tick() {
            return Err(Lost);
        }
        if let Some(o) = pos.outcome() {
            return if o == Outcome::Win(self.f) {
                Ok(())
            } else {
                Err(Lost)
            };
        }
        if !pos.has_faction(self.f) {
            return Err(Lost);
        }
        match owner(&pos, self.f) {
            Owner::F => {
                out.push(pos);
                Ok(())
            }
            Owner::Auto => self.expand(auto_next(&pos), out),
            Owner::Adversary => {
                let Some(children) = adversary_children_capped(&pos, self.f, self.room()) else {
                    self.overflow();
                    return Err(Lost);
                };
                if !self.charge(children.len()) {
                    return Err(Lost);
                }
                for c in children {
                    self.expand(c, out)?;
                }
                Ok(())
            }
        }
    }
}

/// F's next beliefs, the most dangerous for F first (the fewest of F's tokens against the
/// adversary's, in its worst world): a refutation is then usually found on the first one.
/// The order only changes how soon an answer comes, never the answer.
fn by_danger(groups: BTreeMap<View, Belief>, f: Faction) -> Vec<Belief> {
    let mut v: Vec<(i64, Belief)> = groups
        .into_values()
        .map(|b| (b.iter().map(|p| margin(p, f)).min().unwrap_or(0), b))
        .collect();
    v.sort_by_key(|(m, _)| *m);
    v.into_iter().map(|(_, b)| b).collect()
}

/// Whether the search may start at `pos`: night 1's Préparatifs (Cupidon's arrows, the
/// contract) and the day-1 Crépuscule before it are not modelled.
pub(crate) fn startable(pos: &Position) -> bool {
    pos.elected
        || !matches!(
            pos.point,
            DecisionPoint::Dusk | DecisionPoint::Night(NightStep::Preparatifs)
        )
}
