//! The belief's dealing counts its worlds before building them: the same beliefs, and the
//! same refusals above the limit, as the dealing that built every world as it went.

use std::collections::BTreeSet;

use proptest::prelude::*;

use super::deal::{by_tokens, counted};
use super::position::Position;
use super::tests_props::{any_point, token, wild_token};
use super::token::{Faction, Token};
use super::view::{belief_of, groups, merge, view, Groups, Seen};
use super::Pending;

fn position() -> impl Strategy<Value = Position> {
    (
        proptest::collection::vec((prop_oneof![token(), wild_token()], 1u8..4), 0..8),
        any_point(),
        any::<Option<prop::sample::Index>>(),
        any::<[bool; 3]>(),
    )
        .prop_map(|(tokens, point, maire, flags)| {
            let m = maire.map(|i| i.index(tokens.len().max(1)));
            let pending = Pending {
                contract: flags[1],
                ..Pending::default()
            };
            let mut b = Position::builder(point)
                .night_even(flags[0])
                .pending(pending);
            for (i, (t, n)) in tokens.iter().enumerate() {
                b = if Some(i) == m {
                    b.add(t.maire(), 1).add(*t, n - 1)
                } else {
                    b.add(*t, *n)
                };
            }
            if flags[2] {
                b = b.election_due();
            }
            b.build()
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2_000, ..ProptestConfig::default() })]

    #[test]
    fn beliefs_are_dealt_as_before(
        pos in position(),
        f in 0..Faction::ALL.len(),
        limit in prop_oneof![Just(1usize), Just(2), Just(5), Just(32), Just(200), Just(4096)],
    ) {
        let f = Faction::ALL[f];
        prop_assert_eq!(belief_of(&pos, f, limit), reference(&pos, f, limit));
    }
}

/// The dealing as it was (every world built as it is dealt, into the set): the hidden parts of the tokens F does not know
/// are dealt again to the visible slots in every compatible way. `None` above `limit`.
fn reference(pos: &Position, f: Faction, limit: usize) -> Option<BTreeSet<Position>> {
    let Groups {
        fixed,
        slots,
        pool,
        later,
    } = groups(pos, f);
    let mut out = BTreeSet::new();
    let mut deal = Deal {
        slots: &slots,
        later: &later,
        pool,
        current: fixed,
        pos,
        out: &mut out,
        limit,
        steps: 0,
    };
    let first = slots.first().map_or(0, |(_, n)| *n);
    if !deal.run(0, first, 0) {
        return None;
    }
    // A dealing may change who is known (a mixed couple): keep the worlds F's view matches.
    let v = view(pos, f);
    out.retain(|p| view(p, f) == v);
    out.insert(pos.clone());
    Some(out)
}

/// The dealing of hidden parts to slots, identical slots taking non-decreasing pool indices.
/// A part left out of a group must still fit in the later groups, so a dealing is never
/// begun that cannot end; and the steps are bounded (`limit` per world), so a belief costs
/// at most a bounded amount however many players live.
struct Deal<'a> {
    slots: &'a [(Seen, u8)],
    /// How many slots the groups after each one hold.
    later: &'a [usize],
    pool: Vec<(Token, u8)>,
    current: Vec<Token>,
    pos: &'a Position,
    out: &'a mut BTreeSet<Position>,
    limit: usize,
    steps: usize,
}

/// Steps of a dealing allowed per world of the limit.
const DEAL_STEPS_PER_WORLD: usize = 64;

impl Deal<'_> {
    fn run(&mut self, group: usize, left: u8, start: usize) -> bool {
        self.steps += 1;
        if self.steps > self.limit.saturating_mul(DEAL_STEPS_PER_WORLD) {
            return false;
        }
        if group == self.slots.len() {
            self.out.insert(self.pos.with_board(&self.current));
            return self.out.len() <= self.limit;
        }
        if left == 0 {
            let next = self.slots.get(group + 1).map_or(0, |(_, n)| *n);
            return self.run(group + 1, next, 0);
        }
        let slot = self.slots[group].0;
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
            let Some(t) = merge(&slot, &self.pool[k].0) else {
                continue;
            };
            self.pool[k].1 -= 1;
            self.current.push(t);
            let ok = self.run(group, left - 1, k);
            self.current.pop();
            self.pool[k].1 += 1;
            if !ok {
                return false;
            }
        }
        true
    }
}

proptest! {
    #[test]
    fn worlds_order_as_their_token_lists(
        tokens in proptest::collection::vec(wild_token(), 1..8),
        a in proptest::collection::vec(0u8..3, 8),
        b in proptest::collection::vec(0u8..3, 8),
    ) {
        let mut universe = tokens;
        universe.sort_unstable();
        universe.dedup();
        let n = universe.len();
        let (a, b) = (&a[..n], &b[..n]);
        prop_assert_eq!(
            by_tokens(a, b),
            counted(&universe, a).cmp(&counted(&universe, b))
        );
    }
}
