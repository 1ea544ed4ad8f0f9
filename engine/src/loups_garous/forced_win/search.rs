//! The AND-OR search over F's beliefs: least fixed point, memo, cycle cut, budget, fast path.

use std::collections::{BTreeMap, BTreeSet};

use super::night::Plan;
use super::position::{DecisionPoint, NightStep, Outcome, Position};
use super::rules::{adversary_children, apply_f, auto_next, f_actions, owner, FAction, Owner};
use super::token::{Faction, Kind, Token};
use super::view::{seen, view, Seen, View};

/// A set of positions F cannot tell apart: F's strategy must win in all of them.
pub(crate) type Belief = BTreeSet<Position>;

/// The deepest chain of F decisions explored (deeper lines count as not won).
pub(crate) const MAX_DEPTH: usize = 512;

/// The largest initial belief the search accepts.
pub(crate) const BELIEF_LIMIT: usize = 4096;

/// One search for one faction.
pub(crate) struct Searcher {
    pub f: Faction,
    pub budget: usize,
    pub nodes: usize,
    pub aborted: bool,
    memo: BTreeMap<Belief, bool>,
    path: BTreeSet<Belief>,
    /// The strategy proved so far: F's winning move in each won belief (fast-path beliefs
    /// aside, see [`super::strategy`]).
    pub strategy: BTreeMap<Belief, FAction>,
    /// [`Searcher::step`]'s answers: nodes visited and the decision points reached (`None`:
    /// a branch was lost).
    steps: BTreeMap<(Position, FAction), Step>,
}

/// What one F action in one world led to: the nodes visited and F's next decision points
/// (`None`: a branch ended without F's win).
type Step = (usize, Option<Vec<Position>>);

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
            memo: BTreeMap::new(),
            path: BTreeSet::new(),
            strategy: BTreeMap::new(),
            steps: BTreeMap::new(),
        }
    }

    fn tick(&mut self) -> bool {
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
        self.path.insert(belief.clone());
        let mut cut = false;
        let mut win = false;
        let mut winning = None;
        for action in f_actions(belief, self.f) {
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
            for b in groups.values() {
                let (v, c) = self.value(b);
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
    /// `next`); whether some branch ends without F's win. Memoised per (world, action) with
    /// the nodes the expansion visited, charged again on a hit: the node count, hence where
    /// the budget cuts, is exactly the one of expanding again.
    fn step(&mut self, p: &Position, action: &FAction, next: &mut Vec<Position>) -> bool {
        let key = (p.clone(), *action);
        if let Some((ticks, reached)) = self.steps.get(&key) {
            if self.nodes + ticks > self.budget {
                self.nodes = self.budget + 1;
                self.aborted = true;
                return true;
            }
            self.nodes += ticks;
            return match reached {
                Some(v) => {
                    next.extend(v.iter().cloned());
                    false
                }
                None => true,
            };
        }
        let before = self.nodes;
        let mut reached = Vec::new();
        let lost = apply_f(p, self.f, action)
            .into_iter()
            .any(|q| self.expand(q, &mut reached).is_err());
        if self.aborted {
            return true;
        }
        let ticks = self.nodes - before;
        if lost {
            self.steps.insert(key, (ticks, None));
        } else {
            next.extend(reached.iter().cloned());
            self.steps.insert(key, (ticks, Some(reached)));
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
                for c in adversary_children(&pos, self.f) {
                    self.expand(c, out)?;
                }
                Ok(())
            }
        }
    }
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

/// Kinds the adversary may hold without being able to kill, protect from a vote or tip one.
fn harmless(t: &Token) -> bool {
    !t.claws()
        && matches!(
            t.kind,
            Kind::Plain
                | Kind::Idiot { .. }
                | Kind::PetiteFille
                | Kind::Aubergiste
                | Kind::AraigneeLoup { .. }
                | Kind::Sorciere { mort: false, .. }
        )
}

/// F's signatures in a world where the fast path holds: F holds the Maire's sash on the
/// square, outnumbers every other voter, tells its tokens from the adversary's, faces no
/// token able to kill or tip a vote, and no day modifier or contract is pending. Every day
/// F then hangs an adversary token (or reveals an Idiot) and never loses one.
fn fast_world(pos: &Position, f: Faction) -> Option<BTreeSet<Seen>> {
    let point_ok = matches!(
        pos.point,
        DecisionPoint::Dawn
            | DecisionPoint::Vote
            | DecisionPoint::Dusk
            | DecisionPoint::Night(NightStep::Preparatifs)
    );
    let p = &pos.pending;
    if !point_ok || !pos.elected || p.contract || p.coup || p.tournee {
        return None;
    }
    let board = pos.board();
    let mine = |t: &Token| Position::faction_in(&board, t) == f;
    let (ours, theirs): (Vec<Token>, Vec<Token>) = board.iter().partition(|t| mine(t));
    let maire = ours.iter().any(|t| t.is_maire && !t.locked);
    let fv = ours.iter().filter(|t| t.votes()).count();
    let av = theirs
        .iter()
        .filter(|t| t.kind != (Kind::Idiot { revealed: true }))
        .count();
    let safe = theirs.iter().all(harmless) && ours.iter().all(|t| t.preload == 0);
    if !maire || fv <= av || !safe {
        return None;
    }
    let our_sigs: BTreeSet<Seen> = ours.iter().map(|t| seen(&board, t, f, pos.point)).collect();
    let apart = theirs
        .iter()
        .all(|t| !our_sigs.contains(&seen(&board, t, f, pos.point)));
    apart.then_some(our_sigs)
}

/// The fast path, in every world of the belief with the same F signatures.
pub(crate) fn fast_path(belief: &Belief, f: Faction) -> bool {
    let mut sigs: Option<BTreeSet<Seen>> = None;
    for pos in belief {
        match (fast_world(pos, f), &sigs) {
            (None, _) => return false,
            (Some(s), Some(prev)) if s != *prev => return false,
            (Some(s), _) => sigs = Some(s),
        }
    }
    sigs.is_some()
}

/// F's move in a fast-path belief (the fast path proves it without recording one): at the
/// vote, its block on the smallest adversary signature on the square (F's signatures are
/// apart from the adversary's, so it lands on an adversary token in every world); at night
/// nothing; at dawn and dusk there is no choice. `None` where the fast path does not hold.
pub(crate) fn fast_action(belief: &Belief, f: Faction) -> Option<FAction> {
    if !fast_path(belief, f) {
        return None;
    }
    let pos = belief.iter().next()?;
    let ours = fast_world(pos, f)?;
    match pos.point {
        DecisionPoint::Vote => {
            let board = pos.board();
            let square: Vec<Seen> = board
                .iter()
                .filter(|t| t.on_square())
                .map(|t| seen(&board, t, f, pos.point))
                .collect();
            // No adversary left (two Solitaires of one faction, as only built positions
            // have): hanging one of its own leaves one, who wins.
            let theirs = square.iter().filter(|s| !ours.contains(s)).min();
            theirs
                .or_else(|| square.iter().min())
                .map(|s| FAction::Vote(Some(*s)))
        }
        DecisionPoint::Night(NightStep::Preparatifs) => Some(FAction::Night(Plan::IDLE)),
        DecisionPoint::Dawn | DecisionPoint::Dusk => Some(FAction::Pick(None)),
        _ => None,
    }
}
