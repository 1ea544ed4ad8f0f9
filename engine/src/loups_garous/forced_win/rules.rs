//! Who decides at each point, F's options (on signatures), the adversary's options (on
//! tokens), and the moves between decision points.

use std::collections::BTreeSet;

use super::day;
use super::deaths::{shoot, succeed};
use super::night::{self, Plan, Pyro, Witch};
use super::position::{DecisionPoint, NightStep, Position};
use super::token::{Faction, Kind, Token};
use super::view::{matching, signatures, Seen};

/// Who moves at a decision point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Owner {
    /// F commits (and, at a simultaneous step, the adversary answers in [`apply_f`]).
    F,
    Adversary,
    /// Nobody has a choice.
    Auto,
}

/// An action of F, in F's terms (signatures).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum FAction {
    /// Block vote (election, vote, second vote) for a signature, or abstain.
    Vote(Option<Seen>),
    /// A tie pick, a shot, a coup target or a successor (`None`: spare, no shot, nobody).
    Pick(Option<Seen>),
    /// Order the second vote or not.
    Window(bool),
    Night(Plan),
}

fn faction_of_kind(pos: &Position, pred: impl Fn(&Token) -> bool) -> Option<Faction> {
    let board = pos.board();
    board
        .iter()
        .find(|t| pred(t))
        .map(|t| Position::faction_in(&board, t))
}

/// Who decides at `pos` when F is `f`.
pub(crate) fn owner(pos: &Position, f: Faction) -> Owner {
    let side = |x: Option<Faction>| match x {
        Some(x) if x == f => Owner::F,
        Some(_) => Owner::Adversary,
        None => Owner::Auto,
    };
    match pos.point {
        DecisionPoint::Dawn | DecisionPoint::Dusk => Owner::Auto,
        DecisionPoint::Election | DecisionPoint::Vote | DecisionPoint::SecondVote => Owner::F,
        DecisionPoint::Night(NightStep::Preparatifs) => Owner::F,
        DecisionPoint::Night(_) => Owner::Adversary,
        DecisionPoint::Tie { .. } => side(day::tie_owner(pos)),
        DecisionPoint::RachimbourgWindow { by } => side(Some(by)),
        DecisionPoint::Coup => side(faction_of_kind(pos, |t| {
            matches!(t.kind, Kind::Dictateur { .. })
        })),
        DecisionPoint::Shot => side(pos.pending.shots.first().copied()),
        DecisionPoint::Succession => side(pos.pending.succession),
    }
}

/// The next position where nobody has a choice.
pub(crate) fn auto_next(pos: &Position) -> Position {
    match pos.point {
        DecisionPoint::Dawn => day::after_dawn(pos),
        DecisionPoint::Dusk => day::dusk(pos),
        DecisionPoint::Tie { .. } => day::break_tie(pos, None),
        DecisionPoint::Coup => day::coup(pos, None),
        _ => {
            let mut p = pos.clone();
            p.point = DecisionPoint::Dusk;
            p
        }
    }
}

/// The first index of each distinct token passing `keep`.
pub(crate) fn distinct(board: &[Token], keep: impl Fn(usize, &Token) -> bool) -> Vec<usize> {
    let mut v: Vec<usize> = Vec::new();
    for (i, t) in board.iter().enumerate() {
        if keep(i, t) && !v.iter().any(|&j| board[j] == *t) {
            v.push(i);
        }
    }
    v
}

fn dictateur(board: &[Token]) -> Option<usize> {
    board
        .iter()
        .position(|t| matches!(t.kind, Kind::Dictateur { .. }))
}

/// Every move of the adversary at a point it owns.
pub(crate) fn adversary_children(pos: &Position, f: Faction) -> Vec<Position> {
    let board = pos.board();
    let with_none = |v: Vec<usize>| -> Vec<Option<usize>> {
        let mut out: Vec<Option<usize>> = v.into_iter().map(Some).collect();
        out.push(None);
        out
    };
    match pos.point {
        DecisionPoint::Night(_) => night::run(pos, f, &Plan::IDLE),
        DecisionPoint::Tie { .. } => with_none(distinct(&board, |_, t| t.tied))
            .into_iter()
            .map(|i| day::break_tie(pos, i))
            .collect(),
        DecisionPoint::RachimbourgWindow { .. } => {
            vec![day::window(pos, true), day::window(pos, false)]
        }
        DecisionPoint::Coup => {
            let d = dictateur(&board);
            with_none(distinct(&board, |i, t| Some(i) != d && t.on_square()))
                .into_iter()
                .map(|i| day::coup(pos, i))
                .collect()
        }
        DecisionPoint::Shot => with_none(distinct(&board, |_, _| true))
            .into_iter()
            .map(|i| shoot(pos, i))
            .collect(),
        DecisionPoint::Succession => distinct(&board, |_, _| true)
            .into_iter()
            .map(|i| succeed(pos, i))
            .collect(),
        _ => vec![auto_next(pos)],
    }
}

/// F's options at a belief's point (the same in every world of the belief).
pub(crate) fn f_actions(belief: &BTreeSet<Position>, f: Faction) -> Vec<FAction> {
    let Some(pos) = belief.iter().next() else {
        return Vec::new();
    };
    let sigs = signatures(belief, f);
    let square: Vec<Option<Seen>> = std::iter::once(None)
        .chain(sigs.iter().filter(|s| !s.is_locked()).map(|s| Some(*s)))
        .collect();
    match pos.point {
        DecisionPoint::Election | DecisionPoint::Vote | DecisionPoint::SecondVote => {
            square.into_iter().map(FAction::Vote).collect()
        }
        DecisionPoint::Coup => square.into_iter().map(FAction::Pick).collect(),
        DecisionPoint::Tie { .. } => std::iter::once(None)
            .chain(sigs.iter().filter(|s| s.is_tied()).map(|s| Some(*s)))
            .map(FAction::Pick)
            .collect(),
        DecisionPoint::Shot => std::iter::once(None)
            .chain(sigs.iter().map(|s| Some(*s)))
            .map(FAction::Pick)
            .collect(),
        DecisionPoint::Succession => sigs.iter().map(|s| FAction::Pick(Some(*s))).collect(),
        DecisionPoint::RachimbourgWindow { .. } => {
            vec![FAction::Window(true), FAction::Window(false)]
        }
        DecisionPoint::Night(_) => plans(belief, f, &sigs)
            .into_iter()
            .map(FAction::Night)
            .collect(),
        DecisionPoint::Dawn | DecisionPoint::Dusk => vec![FAction::Pick(None)],
    }
}

/// Every night plan F may commit.
fn plans(belief: &BTreeSet<Position>, f: Faction, sigs: &[Seen]) -> Vec<Plan> {
    let has = |pred: &dyn Fn(&Token) -> bool| {
        belief.iter().any(|p| {
            let b = p.board();
            b.iter()
                .any(|t| pred(t) && Position::faction_in(&b, t) == f)
        })
    };
    let even = belief.iter().next().is_some_and(|p| p.night_even);
    let mut claws = vec![None];
    if has(&|t| t.claws()) {
        claws.extend(sigs.iter().filter(|s| !s.is_den()).map(|s| Some(*s)));
    }
    let mut witch = vec![Witch::Nothing];
    if has(&|t| matches!(t.kind, Kind::Sorciere { vie: true, .. })) {
        witch.push(Witch::Save);
    }
    if has(&|t| matches!(t.kind, Kind::Sorciere { mort: true, .. })) {
        witch.extend(sigs.iter().map(|s| Witch::Poison(*s)));
    }
    let mut infect = vec![false];
    if has(&|t| t.kind == (Kind::LoupGarouNoir { infection: true })) {
        infect.push(true);
    }
    let mut white = vec![None];
    if even && has(&|t| t.kind == Kind::LoupGarouBlanc) {
        white.extend(sigs.iter().filter(|s| !s.is_non_den()).map(|s| Some(*s)));
    }
    let mut pyro = vec![Pyro::Nothing];
    if has(&|t| t.kind == Kind::Pyromane) {
        pyro.push(Pyro::Ignite);
        pyro.extend(sigs.iter().map(|s| Pyro::Soak(*s)));
    }
    let mut mark = vec![None];
    if has(&|t| t.kind == Kind::Corbeau) {
        mark.extend(sigs.iter().map(|s| Some(*s)));
    }
    let coup = flag(has(&|t| t.kind == (Kind::Dictateur { coup: true })));
    let tournee = flag(has(&|t| t.kind == (Kind::Tavernier { tournee: true })));
    let mut out = vec![Plan::IDLE];
    out = expand(out, &claws, |p, &c| p.claws = c);
    out = expand(out, &witch, |p, &w| p.witch = w);
    out = expand(out, &infect, |p, &i| p.infect = i);
    out = expand(out, &white, |p, &w| p.white = w);
    out = expand(out, &pyro, |p, &x| p.pyro = x);
    out = expand(out, &mark, |p, &m| p.mark = m);
    out = expand(out, &coup, |p, &c| p.coup = c);
    expand(out, &tournee, |p, &t| p.tournee = t)
}

/// `[false]`, or `[false, true]` when the power is there.
fn flag(available: bool) -> Vec<bool> {
    if available {
        vec![false, true]
    } else {
        vec![false]
    }
}

/// Every plan of `plans` with every choice of `options` set by `set`.
fn expand<T>(plans: Vec<Plan>, options: &[T], set: impl Fn(&mut Plan, &T)) -> Vec<Plan> {
    let mut out = Vec::with_capacity(plans.len() * options.len());
    for p in plans {
        for o in options {
            let mut q = p;
            set(&mut q, o);
            out.push(q);
        }
    }
    out
}

/// The indices an F signature may land on (the adversary picks), or `[None]`.
fn resolve(
    board: &[Token],
    f: Faction,
    point: DecisionPoint,
    sig: &Option<Seen>,
    keep: impl Fn(usize, &Token) -> bool,
) -> Vec<Option<usize>> {
    match sig {
        None => vec![None],
        Some(s) => {
            let m = matching(board, f, point, s, keep);
            if m.is_empty() {
                vec![None]
            } else {
                m.into_iter().map(Some).collect()
            }
        }
    }
}

/// Every position F's action can lead to in world `pos`, the adversary answering.
pub(crate) fn apply_f(pos: &Position, f: Faction, action: &FAction) -> Vec<Position> {
    let board = pos.board();
    let mine = |t: &Token| Position::faction_in(&board, t) == f;
    match (pos.point, action) {
        (DecisionPoint::Vote | DecisionPoint::SecondVote, FAction::Vote(sig)) => vote(pos, f, sig),
        (DecisionPoint::Election, FAction::Vote(sig)) => election(pos, f, sig),
        (DecisionPoint::Tie { .. }, FAction::Pick(sig)) => {
            resolve(&board, f, pos.point, sig, |_, t| t.tied)
                .into_iter()
                .map(|i| day::break_tie(pos, i))
                .collect()
        }
        (DecisionPoint::RachimbourgWindow { .. }, FAction::Window(order)) => {
            let able = board
                .iter()
                .any(|t| mine(t) && t.kind == (Kind::Rachimbourg { used: false }) && !t.locked);
            vec![day::window(pos, *order && able)]
        }
        (DecisionPoint::Coup, FAction::Pick(sig)) => {
            let d = dictateur(&board);
            resolve(&board, f, pos.point, sig, |i, t| {
                Some(i) != d && t.on_square()
            })
            .into_iter()
            .map(|i| day::coup(pos, i))
            .collect()
        }
        (DecisionPoint::Shot, FAction::Pick(sig)) => {
            resolve(&board, f, pos.point, sig, |_, _| true)
                .into_iter()
                .map(|i| shoot(pos, i))
                .collect()
        }
        (DecisionPoint::Succession, FAction::Pick(sig)) => {
            // No named heir lands on a token: the adversary draws one (the timeout).
            let heirs: Vec<usize> = match resolve(&board, f, pos.point, sig, |_, _| true)[..] {
                [None] => distinct(&board, |_, _| true),
                ref some => some.iter().flatten().copied().collect(),
            };
            heirs.into_iter().map(|i| succeed(pos, i)).collect()
        }
        (DecisionPoint::Night(NightStep::Preparatifs), FAction::Night(plan)) => {
            night::run(pos, f, plan)
        }
        _ => vec![auto_next(pos)],
    }
}

/// Voters of F and of the adversary.
fn voters(board: &[Token], f: Faction) -> (u32, u32) {
    let mine = |t: &Token| Position::faction_in(board, t) == f;
    let fv = board.iter().filter(|t| mine(t) && t.votes()).count() as u32;
    let av = board.iter().filter(|t| !mine(t) && t.votes()).count() as u32;
    (fv, av)
}

/// F's block votes for `sig` (the adversary picks the token); every result the adversary
/// can steer the vote to.
fn vote(pos: &Position, f: Faction, sig: &Option<Seen>) -> Vec<Position> {
    let board = pos.board();
    let first = pos.point == DecisionPoint::Vote;
    let (fv, av) = voters(&board, f);
    let cap = if first && pos.pending.self_preload {
        pos.self_preload_cap()
    } else {
        0
    };
    let adv_cap = |i: usize| {
        if Position::faction_in(&board, &board[i]) == f {
            0
        } else {
            cap
        }
    };
    let mut out = Vec::new();
    for target in resolve(&board, f, pos.point, sig, |_, t| t.on_square()) {
        for r in day::tally(&board, target, fv, av, first, adv_cap) {
            out.push(day::resolve_vote(pos, board.clone(), r));
        }
    }
    out
}

/// Day 2's election: F's block for `sig`; the adversary's votes and the draw of ties.
fn election(pos: &Position, f: Faction, sig: &Option<Seen>) -> Vec<Position> {
    let board = pos.board();
    let (fv, av) = voters(&board, f);
    let mut out = Vec::new();
    for target in resolve(&board, f, pos.point, sig, |_, t| t.on_square()) {
        let mut winners: Vec<Option<usize>> = Vec::new();
        if target.is_some() && fv > 0 {
            winners.push(target);
        }
        let need = if target.is_some() { fv.max(1) } else { 1 };
        if av >= need {
            winners.extend(distinct(&board, |_, t| t.on_square()).into_iter().map(Some));
        }
        if target.is_none() || fv == 0 {
            winners.push(None);
        }
        out.extend(winners.into_iter().map(|w| day::elect(pos, w)));
    }
    out
}
