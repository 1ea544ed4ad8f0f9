//! The dealing of F's belief ([`super::view::belief_of`]): the hidden parts of the tokens F
//! does not know, dealt again to the visible slots in every compatible way.
//!
//! A dealt token is its slot's visible part dressed on a pool part's hidden part, and the
//! slot is read back from the token: two dealings that differ give boards that differ. So
//! every token a dealing can make is known before it starts (the fixed tokens and each
//! slot dressed on each part), sorted once, and a world is the count of each: it is counted
//! while dealt and made a position (already sorted, nothing to compare) only once the
//! dealing ended within its limit.

use std::cmp::Ordering;

use super::position::Position;
use super::token::Token;
use super::view::{merge, Seen};

/// Steps of a dealing allowed per world of the limit.
const DEAL_STEPS_PER_WORLD: usize = 64;

/// The worlds dealt: each one's count of every token of the universe, one after the other.
pub(super) struct Worlds {
    /// Every token a dealing can make, sorted and distinct.
    universe: Vec<Token>,
    counts: Vec<u8>,
    /// How many worlds were dealt.
    dealt: usize,
}

impl Worlds {
    /// Each world dealt, as `pos` with that world's tokens, in the order of the positions
    /// (a set built from them then has nothing to sort; any order gives the same set).
    pub(super) fn positions<'a>(
        &'a self,
        pos: &'a Position,
    ) -> impl Iterator<Item = Position> + 'a {
        let n = self.universe.len();
        let world = move |w: usize| &self.counts[w * n..(w + 1) * n];
        let mut order: Vec<usize> = (0..self.dealt).collect();
        order.sort_unstable_by(|&a, &b| by_tokens(world(a), world(b)));
        order.into_iter().map(move |w| {
            let tokens = counted(&self.universe, world(w));
            pos.with_tokens(tokens)
        })
    }
}

/// Each token of `universe` with its count in `counts`, when it has one.
pub(super) fn counted(universe: &[Token], counts: &[u8]) -> Vec<(Token, u8)> {
    universe
        .iter()
        .zip(counts)
        .filter(|(_, c)| **c > 0)
        .map(|(t, c)| (*t, *c))
        .collect()
}

/// The order of two worlds' token lists ([`counted`] over one sorted universe): at the
/// first token whose counts differ, the world that holds it is first if the other holds
/// none (the other's next token is a later one, or it has ended and comes first), else
/// the smaller count is.
pub(super) fn by_tokens(a: &[u8], b: &[u8]) -> Ordering {
    let Some(i) = a.iter().zip(b).position(|(x, y)| x != y) else {
        return Ordering::Equal;
    };
    let more = |c: &[u8]| c[i + 1..].iter().any(|&n| n > 0);
    match (a[i], b[i]) {
        (0, _) if more(a) => Ordering::Greater,
        (0, _) => Ordering::Less,
        (_, 0) if more(b) => Ordering::Less,
        (_, 0) => Ordering::Greater,
        (x, y) => x.cmp(&y),
    }
}

/// Every dealing of `pool` to `slots` (besides `fixed`), identical slots taking
/// non-decreasing pool indices; `None` above `limit` worlds or `limit` ×
/// [`DEAL_STEPS_PER_WORLD`] steps. `later[g]`: how many slots the groups after `g` hold.
pub(super) fn deal(
    slots: &[(Seen, u8)],
    later: &[usize],
    pool: Vec<(Token, u8)>,
    fixed: &[Token],
    limit: usize,
) -> Option<Worlds> {
    let dressed: Vec<Vec<Option<Token>>> = slots
        .iter()
        .map(|(s, _)| pool.iter().map(|(h, _)| merge(s, h)).collect())
        .collect();
    let mut universe: Vec<Token> = fixed.to_vec();
    universe.extend(dressed.iter().flatten().flatten());
    universe.sort_unstable();
    universe.dedup();
    let index = |t: &Token| universe.binary_search(t).unwrap_or_default();
    let mut current = vec![0u8; universe.len()];
    for t in fixed {
        current[index(t)] += 1;
    }
    let mut deal = Deal {
        slots,
        later,
        pool,
        dressed: dressed
            .iter()
            .map(|row| row.iter().map(|t| t.as_ref().map(index)).collect())
            .collect(),
        current,
        counts: Vec::new(),
        worlds: 0,
        limit,
        steps: 0,
    };
    let first = slots.first().map_or(0, |(_, n)| *n);
    if !deal.run(0, first, 0) {
        return None;
    }
    Some(Worlds {
        universe,
        counts: deal.counts,
        dealt: deal.worlds,
    })
}

/// A dealing in progress.
struct Deal<'a> {
    slots: &'a [(Seen, u8)],
    later: &'a [usize],
    pool: Vec<(Token, u8)>,
    /// Each slot dressed on each pool part: its index in the universe, if it fits.
    dressed: Vec<Vec<Option<usize>>>,
    /// The world being dealt: its count of each token of the universe.
    current: Vec<u8>,
    counts: Vec<u8>,
    worlds: usize,
    limit: usize,
    steps: usize,
}

impl Deal<'_> {
    fn run(&mut self, group: usize, left: u8, start: usize) -> bool {
        self.steps += 1;
        if self.steps > self.limit.saturating_mul(DEAL_STEPS_PER_WORLD) {
            return false;
        }
        if group == self.slots.len() {
            self.counts.extend_from_slice(&self.current);
            self.worlds += 1;
            return self.worlds <= self.limit;
        }
        if group + 1 == self.slots.len() {
            return self.last(group, left, start);
        }
        if left == 0 {
            let next = self.slots.get(group + 1).map_or(0, |(_, n)| *n);
            return self.run(group + 1, next, 0);
        }
        let mut skipped = 0usize;
        let mut ahead: usize = self.pool[start..]
            .iter()
            .map(|(_, n)| usize::from(*n))
            .sum();
        for k in start..self.pool.len() {
            if k > start {
                let n = usize::from(self.pool[k - 1].1);
                skipped += n;
                ahead -= n;
            }
            if skipped > self.later[group] || ahead < usize::from(left) {
                break;
            }
            if self.pool[k].1 == 0 {
                continue;
            }
            let Some(t) = self.dressed[group][k] else {
                continue;
            };
            self.pool[k].1 -= 1;
            self.current[t] += 1;
            let ok = self.run(group, left - 1, k);
            self.current[t] -= 1;
            self.pool[k].1 += 1;
            if !ok {
                return false;
            }
        }
        true
    }

    /// [`Deal::run`] in the last group, whose step was counted: nothing may be left out
    /// of it (no group comes after), so it takes the parts left in pool order, one chain
    /// without branching, ended by the first part that does not fit. The same steps and
    /// the same world as the recursion, without its scans.
    fn last(&mut self, group: usize, mut left: u8, mut start: usize) -> bool {
        let most = self.limit.saturating_mul(DEAL_STEPS_PER_WORLD);
        let mut ahead: usize = self.pool[start..]
            .iter()
            .map(|(_, n)| usize::from(*n))
            .sum();
        let mut taken: Vec<(usize, usize)> = Vec::with_capacity(usize::from(left));
        let ok = loop {
            if left == 0 {
                // The call past the last group: a step, then the world.
                self.steps += 1;
                if self.steps > most {
                    break false;
                }
                self.counts.extend_from_slice(&self.current);
                self.worlds += 1;
                break self.worlds <= self.limit;
            }
            if ahead < usize::from(left) {
                break true;
            }
            let Some(k) = (start..self.pool.len()).find(|&k| self.pool[k].1 > 0) else {
                break true;
            };
            let Some(t) = self.dressed[group][k] else {
                break true;
            };
            self.pool[k].1 -= 1;
            self.current[t] += 1;
            taken.push((k, t));
            (left, start, ahead) = (left - 1, k, ahead - 1);
            // The next call's step.
            self.steps += 1;
            if self.steps > most {
                break false;
            }
        };
        for &(k, t) in taken.iter().rev() {
            self.current[t] -= 1;
            self.pool[k].1 += 1;
        }
        ok
    }
}
