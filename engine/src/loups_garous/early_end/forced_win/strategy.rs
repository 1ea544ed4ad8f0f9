//! The strategy a proof used, exported: F's move at each of its decision points, as a
//! function of F's belief (what its players saw so far), and random continuations that
//! follow it against random replies and random draws (issue 3, point 7).
//!
//! A continuation plays in the search's abstract model: F's moves come from the proof, every
//! other choice of the model (the adversary's replies, the Chasseur's shot, the tie break, a
//! drawn successor, a hidden prey…) is drawn by the caller's `pick`. Soundness (§6.2) says
//! such a continuation always ends with F's win.

use std::collections::BTreeMap;

use super::bound::hopeless;
use super::fast::fast_action;
use super::position::{Outcome, Position};
use super::rules::{adversary_children, apply_f, auto_next, owner, FAction, Owner};
use super::search::{belief_limit, startable, Belief, Searcher};
use super::token::Faction;
use super::view::{belief_of, view};

/// Extra nodes allowed to prove a belief the proof reached through the fast path (it proved
/// it without exploring what follows).
const FOLLOW_BUDGET: usize = 100_000;

/// The longest continuation played (in F decisions).
const MAX_DECISIONS: usize = 200;

/// F's move at one decision point, in F's terms (the signatures its players see).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move(pub(crate) FAction);

/// How a random continuation ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Continuation {
    /// The game ended (§6.1) with this outcome.
    Ended(Outcome),
    /// F's last token died while others play on: F lost.
    FactionGone,
    /// The line reached a belief the strategy has no move for (a soundness bug).
    OffStrategy,
    /// Still running after the longest continuation played.
    TooLong,
}

/// A proved forced win of one faction from one position, and the strategy the proof used.
pub struct Strategy {
    searcher: Searcher,
    root: Belief,
    start: Position,
}

/// The strategy proving that `faction` forces its win from `position` within `budget`
/// nodes, or `None` when the search does not prove it (exactly when [`super::search`] does
/// not).
pub fn strategy(position: &Position, faction: Faction, budget: usize) -> Option<Strategy> {
    let mut searcher = Searcher::new(faction, budget);
    if let Some(o) = position.outcome() {
        return (o == Outcome::Win(faction)).then(|| Strategy {
            searcher,
            root: Belief::from([position.clone()]),
            start: position.clone(),
        });
    }
    if faction == Faction::Mercenaire || !startable(position) || hopeless(position, faction) {
        return None;
    }
    let root = belief_of(position, faction, belief_limit(budget))?;
    let (won, _) = searcher.value(&root);
    won.then(|| Strategy {
        searcher,
        root,
        start: position.clone(),
    })
}

impl Strategy {
    /// The faction whose win is forced.
    pub fn faction(&self) -> Faction {
        self.searcher.f
    }

    /// How many beliefs the proof recorded a move for.
    pub fn len(&self) -> usize {
        self.searcher.strategy.len()
    }

    /// Whether the proof needed no move (the win held already, or the fast path proved it).
    pub fn is_empty(&self) -> bool {
        self.searcher.strategy.is_empty()
    }

    /// F's move in `belief` (a belief reached by following the strategy): the one the
    /// proof recorded, the fast path's, or, for a belief the fast path proved without
    /// exploring it, the one a fresh proof finds.
    pub fn move_in(&mut self, belief: &Belief) -> Option<Move> {
        let f = self.searcher.f;
        if let Some(&a) = self.searcher.strategy.get(belief) {
            return Some(Move(a));
        }
        if let Some(a) = fast_action(belief, f) {
            return Some(Move(a));
        }
        self.searcher.budget = self.searcher.nodes + FOLLOW_BUDGET;
        self.searcher.aborted = false;
        let (won, _) = self.searcher.value(belief);
        if !won {
            return None;
        }
        let a = self.searcher.strategy.get(belief).copied();
        a.or_else(|| fast_action(belief, f)).map(Move)
    }

    /// Plays one continuation from the proved position: F follows the strategy, every
    /// other choice is `pick(n)` (an index below `n`).
    pub fn play_out(&mut self, pick: &mut impl FnMut(usize) -> usize) -> Continuation {
        let f = self.searcher.f;
        let mut belief = self.root.clone();
        let mut world = self.start.clone();
        for _ in 0..MAX_DECISIONS {
            if let Some(o) = world.outcome() {
                return Continuation::Ended(o);
            }
            let Some(Move(a)) = self.move_in(&belief) else {
                return Continuation::OffStrategy;
            };
            let mut options = apply_f(&world, f, &a);
            if options.is_empty() {
                return Continuation::OffStrategy;
            }
            let i = pick(options.len()).min(options.len() - 1);
            let next = descend(options.swap_remove(i), f, pick);
            if let Some(o) = next.outcome() {
                return Continuation::Ended(o);
            }
            if !next.has_faction(f) {
                return Continuation::FactionGone;
            }
            belief = successors(&belief, f, &a)
                .remove(&view(&next, f))
                .unwrap_or_default();
            if !belief.contains(&next) {
                return Continuation::OffStrategy;
            }
            world = next;
        }
        Continuation::TooLong
    }
}

/// A random line of the adversary and chance from `pos` to F's next decision point or the
/// end of the game.
fn descend(mut pos: Position, f: Faction, pick: &mut impl FnMut(usize) -> usize) -> Position {
    for _ in 0..1_000 {
        if pos.outcome().is_some() || !pos.has_faction(f) {
            return pos;
        }
        pos = match owner(&pos, f) {
            Owner::F => return pos,
            Owner::Auto => auto_next(&pos),
            Owner::Adversary => {
                let mut c = adversary_children(&pos, f);
                if c.is_empty() {
                    return pos;
                }
                let i = pick(c.len()).min(c.len() - 1);
                c.swap_remove(i)
            }
        };
    }
    pos
}

/// Every decision point of F the move `a` can lead to from a world of `belief`, grouped by
/// what F sees there: F's beliefs after the move.
fn successors(belief: &Belief, f: Faction, a: &FAction) -> BTreeMap<super::view::View, Belief> {
    let mut out: BTreeMap<super::view::View, Belief> = BTreeMap::new();
    let mut stack: Vec<Position> = belief.iter().flat_map(|p| apply_f(p, f, a)).collect();
    while let Some(pos) = stack.pop() {
        if pos.outcome().is_some() || !pos.has_faction(f) {
            continue;
        }
        match owner(&pos, f) {
            Owner::F => {
                out.entry(view(&pos, f)).or_default().insert(pos);
            }
            Owner::Auto => stack.push(auto_next(&pos)),
            Owner::Adversary => stack.extend(adversary_children(&pos, f)),
        }
    }
    out
}
