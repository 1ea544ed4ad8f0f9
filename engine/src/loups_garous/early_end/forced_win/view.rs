//! What F's players know: the signature of each token as F sees it, and F's belief (every
//! position F cannot tell apart from the real one).
//!
//! F targets signatures, never tokens: the adversary picks which token behind a signature
//! F's choice lands on. A faction knows what is public (the Maire's sash, locks, pre-loaded
//! votes, a tie, a revealed Idiot); the den knows its members (the Meute and the Loup-Garou
//! Blanc see who is in the den, not the sub-roles, so not the Loup-Garou Blanc); the lovers
//! of a mixed couple and each Solitaire know their own tokens entirely; the Pyromane knows
//! whom he soaked, the Mercenaire his target. Nothing else: the Village does not know who
//! the wolves are.

use std::collections::BTreeSet;

use super::deal::deal;
use super::position::{DecisionPoint, Position};
use super::token::{Faction, Kind, Token};

/// A token as F sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Seen {
    /// The whole token, when F knows it.
    pub(super) full: Option<Token>,
    den: Option<bool>,
    is_maire: bool,
    locked: bool,
    /// Pre-loaded votes show only once the first vote opens.
    preload: Option<u8>,
    tied: bool,
    idiot_revealed: bool,
    is_lover: Option<bool>,
    soaked: Option<bool>,
    contract_target: Option<bool>,
}

impl Seen {
    pub(crate) fn is_locked(&self) -> bool {
        self.locked
    }
    pub(crate) fn is_tied(&self) -> bool {
        self.tied
    }
    /// Known to be in the den.
    pub(crate) fn is_den(&self) -> bool {
        self.den == Some(true) || self.full.is_some_and(|t| t.den())
    }
    /// Known to be outside the den.
    pub(crate) fn is_non_den(&self) -> bool {
        self.den == Some(false) || self.full.is_some_and(|t| !t.den())
    }

    /// Whether F (`f`) sees this token as one of its own (`Some(true)`), as the
    /// adversary's (`Some(false)`), or cannot tell (`None`). The den counts as the Meute's
    /// own (the Meute cannot tell the Loup-Garou Blanc among it). Only orders F's options.
    pub(crate) fn likely_own(&self, f: Faction) -> Option<bool> {
        match f {
            Faction::Village => None,
            Faction::Meute => self.den,
            _ => Some(self.full.is_some()),
        }
    }
}

/// A position as F sees it: beliefs are grouped by it.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct View {
    point: DecisionPoint,
    night_even: bool,
    elected: bool,
    seen: Vec<(Seen, u8)>,
}

/// Whether F's players know everything about this token (`mixed`: the board's lovers
/// belong to different camps).
fn known(mixed: bool, t: &Token, f: Faction) -> bool {
    let faction = if t.is_lover && mixed {
        Faction::Couple
    } else {
        t.camp
    };
    matches!(
        f,
        Faction::LoupGarouBlanc | Faction::Pyromane | Faction::Mercenaire | Faction::Couple
    ) && faction == f
}

/// Whether pre-loaded votes are public at `point` (they show when the first vote opens;
/// the Corbeau's mark is secret until then).
pub(crate) fn preload_shown(point: DecisionPoint) -> bool {
    point == DecisionPoint::Vote
}

/// The signature of `t` (a token of `board`) for faction `f` at `point`.
pub(crate) fn seen(board: &[Token], t: &Token, f: Faction, point: DecisionPoint) -> Seen {
    seen_in(Position::mixed_couple(board), t, f, point)
}

/// [`seen`] on a board whose lovers are of different camps (`mixed`) or not: computed once
/// per board by the callers that look at every token.
pub(crate) fn seen_in(mixed: bool, t: &Token, f: Faction, point: DecisionPoint) -> Seen {
    let full = known(mixed, t, f).then_some(*t);
    Seen {
        full,
        den: matches!(f, Faction::Meute | Faction::LoupGarouBlanc).then(|| t.den()),
        is_maire: t.is_maire,
        locked: t.locked,
        preload: preload_shown(point).then_some(t.preload),
        tied: t.tied,
        idiot_revealed: t.kind == (Kind::Idiot { revealed: true }),
        is_lover: (f == Faction::Couple).then_some(t.is_lover),
        soaked: (f == Faction::Pyromane).then_some(t.soaked),
        contract_target: (f == Faction::Mercenaire).then_some(t.contract_target),
    }
}

/// The position as F sees it.
pub(crate) fn view(pos: &Position, f: Faction) -> View {
    let mixed = pos.mixed();
    let mut all: Vec<(Seen, u8)> = pos
        .tokens
        .iter()
        .map(|(t, n)| (seen_in(mixed, t, f, pos.point), *n))
        .collect();
    all.sort();
    let mut counted: Vec<(Seen, u8)> = Vec::with_capacity(all.len());
    for (s, k) in all {
        match counted.last_mut() {
            Some((last, n)) if *last == s => *n = n.saturating_add(k),
            _ => counted.push((s, k)),
        }
    }
    View {
        point: pos.point,
        night_even: pos.night_even,
        elected: pos.elected,
        seen: counted,
    }
}

/// The distinct signatures of a belief's living tokens (the same in every world).
pub(crate) fn signatures(belief: &BTreeSet<Position>, f: Faction) -> Vec<Seen> {
    let mut out: Vec<Seen> = Vec::new();
    if let Some(pos) = belief.iter().next() {
        let mixed = pos.mixed();
        out = pos
            .tokens
            .iter()
            .map(|(t, _)| seen_in(mixed, t, f, pos.point))
            .collect();
    }
    out.sort();
    out.dedup();
    out
}

/// The first index of each distinct token of `board` whose signature is `sig` and which
/// passes `keep`: the adversary chooses among them.
pub(crate) fn matching(
    board: &[Token],
    f: Faction,
    point: DecisionPoint,
    sig: &Seen,
    keep: impl Fn(usize, &Token) -> bool,
) -> Vec<usize> {
    let mixed = Position::mixed_couple(board);
    let mut out: Vec<usize> = Vec::new();
    for (i, t) in board.iter().enumerate() {
        if seen_in(mixed, t, f, point) == *sig && keep(i, t) && !out.iter().any(|&j| board[j] == *t)
        {
            out.push(i);
        }
    }
    out
}

/// The part of a token F cannot see (visible fields cleared).
pub(super) fn hidden_part(t: &Token, f: Faction, point: DecisionPoint) -> Token {
    let mut h = *t;
    h.is_maire = false;
    h.locked = false;
    if preload_shown(point) {
        h.preload = 0;
    }
    h.tied = false;
    if f == Faction::Couple {
        h.is_lover = false;
    }
    if f == Faction::Pyromane {
        h.soaked = false;
    }
    if f == Faction::Mercenaire {
        h.contract_target = false;
    }
    h
}

/// `hidden` dressed with the visible part of `slot`, if that makes a token seen as `slot`.
pub(super) fn merge(slot: &Seen, hidden: &Token) -> Option<Token> {
    let mut t = *hidden;
    t.is_maire = slot.is_maire;
    t.locked = slot.locked;
    if let Some(p) = slot.preload {
        t.preload = p;
    }
    t.tied = slot.tied;
    if let Some(l) = slot.is_lover {
        t.is_lover = l;
    }
    if let Some(s) = slot.soaked {
        t.soaked = s;
    }
    if let Some(c) = slot.contract_target {
        t.contract_target = c;
    }
    let ok = slot.den.is_none_or(|d| d == t.den())
        && slot.idiot_revealed == (t.kind == (Kind::Idiot { revealed: true }));
    ok.then_some(t)
}

/// What a dealing of `pos` for F starts from: the tokens F knows whole (`fixed`), the slots F
/// sees with how many tokens each (the smallest first), the hidden parts to deal with their
/// counts (`pool`), and how many tokens the slots after each one take (`later`).
pub(super) struct Groups {
    pub fixed: Vec<Token>,
    pub slots: Vec<(Seen, u8)>,
    pub pool: Vec<(Token, u8)>,
    pub later: Vec<usize>,
}

/// The groups of a dealing of `pos` for F.
pub(super) fn groups(pos: &Position, f: Faction) -> Groups {
    let board = pos.board();
    let mut fixed: Vec<Token> = Vec::new();
    let mut slots: Vec<(Seen, u8)> = Vec::new();
    let mut pool: Vec<(Token, u8)> = Vec::new();
    for t in &board {
        let s = seen(&board, t, f, pos.point);
        if s.full.is_some() {
            fixed.push(*t);
            continue;
        }
        match slots.iter_mut().find(|(x, _)| *x == s) {
            Some((_, n)) => *n = n.saturating_add(1),
            None => slots.push((s, 1)),
        }
        let h = hidden_part(t, f, pos.point);
        match pool.iter_mut().find(|(p, _)| *p == h) {
            Some((_, n)) => *n = n.saturating_add(1),
            None => pool.push((h, 1)),
        }
    }
    // The largest group last: once the small ones are dealt, it takes what is left.
    slots.sort_by_key(|(_, n)| *n);
    let mut later: Vec<usize> = vec![0; slots.len()];
    for g in (0..slots.len().saturating_sub(1)).rev() {
        later[g] = later[g + 1] + usize::from(slots[g + 1].1);
    }
    Groups {
        fixed,
        slots,
        pool,
        later,
    }
}

/// Every position F cannot tell from `pos`: the hidden parts of the tokens F does not know
/// are dealt again to the visible slots in every compatible way. `None` above `limit`.
pub(crate) fn belief_of(pos: &Position, f: Faction, limit: usize) -> Option<BTreeSet<Position>> {
    let Groups {
        fixed,
        slots,
        pool,
        later,
    } = groups(pos, f);
    // The worlds are counted as they are dealt, and made positions only once the dealing
    // ended within the limit.
    let mut out: BTreeSet<Position> = deal(&slots, &later, pool, &fixed, limit)?
        .positions(pos)
        .collect();
    // A dealing may change who is known (a mixed couple): keep the worlds F's view matches.
    // The Village and the Meute know no token whole: every world's tokens are seen as the
    // slots they were dealt to, so every world has the view of `pos`.
    if !matches!(f, Faction::Village | Faction::Meute) {
        let v = view(pos, f);
        out.retain(|p| view(p, f) == v);
    }
    out.insert(pos.clone());
    Some(out)
}
