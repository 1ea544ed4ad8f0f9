//! Cheap refutations. Before expanding every reply of the adversary to one of F's actions
//! (which a proof needs), the search follows the adversary's most dangerous reply at each
//! of its choices, from the most dangerous world of F's belief, down to F's next decision
//! point, and asks whether F wins there even knowing that world. If not, the action is
//! refuted: F's belief after the full expansion would hold that world, and a belief that
//! holds more worlds is never easier for F. Most searches prove nothing, and most of their
//! cost was the full expansion of actions a single line refutes.

use super::position::{DecisionPoint, Outcome, Position};
use super::rules::{adversary_children_capped, apply_f_capped, auto_next, owner, FAction, Owner};
use super::search::{Belief, Lost, Searcher};
use super::token::Faction;
use super::vote::worst_vote;

/// F's material in `p`: twice its tokens minus the living (lower is worse for F).
pub(crate) fn margin(p: &Position, f: Faction) -> i64 {
    let ours: usize = p
        .tokens
        .iter()
        .filter(|(t, _)| p.faction_of(t) == f)
        .map(|(_, n)| usize::from(*n))
        .sum();
    ours as i64 * 2 - p.living() as i64
}

impl Searcher {
    /// `Some(cut)` when F's `action` in `belief` is refuted along the adversary's most
    /// dangerous line (`cut`: the refutation leaned on a cycle cut); `None` when that line
    /// does not refute it, or the budget ran out ([`Searcher::aborted`]).
    pub(crate) fn refute(&mut self, belief: &Belief, action: &FAction) -> Option<bool> {
        let f = self.f;
        let world = belief.iter().min_by_key(|p| margin(p, f))?;
        let first = if let (DecisionPoint::Vote | DecisionPoint::SecondVote, FAction::Vote(sig)) =
            (world.point, action)
        {
            worst_vote(world, f, sig)?
        } else {
            let Some(options) = apply_f_capped(world, f, action, self.room()) else {
                self.overflow();
                return None;
            };
            if !self.charge(options.len()) {
                return None;
            }
            options.into_iter().min_by_key(|q| margin(q, f))?
        };
        let line = self.dangerous_line(first);
        if self.aborted {
            return None;
        }
        match line {
            Err(Lost) => Some(false),
            Ok(None) => None,
            Ok(Some(q)) => {
                let (won, cut) = self.value(&Belief::from([q]));
                (!won && !self.aborted).then_some(cut)
            }
        }
    }

    /// From `pos`, the automatic moves and the adversary's most dangerous choices down to
    /// F's next decision point (`Some`), the end with F's win (`None`), or a loss.
    fn dangerous_line(&mut self, mut pos: Position) -> Result<Option<Position>, Lost> {
        let f = self.f;
        loop {
            if !self.tick() {
                return Err(Lost);
            }
            if let Some(o) = pos.outcome() {
                return if o == Outcome::Win(f) {
                    Ok(None)
                } else {
                    Err(Lost)
                };
            }
            if !pos.has_faction(f) {
                return Err(Lost);
            }
            pos = match owner(&pos, f) {
                Owner::F => return Ok(Some(pos)),
                Owner::Auto => auto_next(&pos),
                Owner::Adversary => {
                    let Some(children) = adversary_children_capped(&pos, f, self.room()) else {
                        self.overflow();
                        return Err(Lost);
                    };
                    if !self.charge(children.len()) {
                        return Err(Lost);
                    }
                    match children.into_iter().min_by_key(|q| margin(q, f)) {
                        Some(q) => q,
                        None => return Err(Lost),
                    }
                }
            };
        }
    }
}
