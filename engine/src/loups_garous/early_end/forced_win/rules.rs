//! Who decides at each point, F's options (on signatures), the adversary's options (on
//! tokens), and the moves between decision points.

use std::collections::BTreeSet;

use super::day;
use super::deaths::{shoot, succeed};
use super::night::{self, Plan, Pyro, Witch};
use super::position::{DecisionPoint, NightStep, Position};
use super::token::{Faction, Kind, Token};
use super::view::{matching, signatures, Seen};
use super::vote::{election, vote};

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
    adversary_children_capped(pos, f, usize::MAX).unwrap_or_default()
}

/// [`adversary_children`], or `None` when a night has more than `cap` lines
/// ([`night::run_capped`]; the day's choices grow with the token classes, not the living).
pub(crate) fn adversary_children_capped(
    pos: &Position,
    f: Faction,
    cap: usize,
) -> Option<Vec<Position>> {
    if let DecisionPoint::Night(_) = pos.point {
        return night::run_capped(pos, f, &Plan::IDLE, cap);
    }
    let board = pos.board();
    let with_none = |v: Vec<usize>| -> Vec<Option<usize>> {
        let mut out: Vec<Option<usize>> = v.into_iter().map(Some).collect();
        out.push(None);
        out
    };
    Some(match pos.point {
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
    })
}

/// F's options at a belief's point (the same in every world of the belief), the likeliest
/// first: hostile choices (a vote, a shot, a coup, a tie break) try the tokens F sees as
/// the adversary's first and "nobody" last; the election and a succession try F's own
/// first. The order only changes how soon a proof is found, never the verdict.
pub(crate) fn f_actions(belief: &BTreeSet<Position>, f: Faction) -> Vec<FAction> {
    let Some(pos) = belief.iter().next() else {
        return Vec::new();
    };
    let sigs = signatures(belief, f);
    let square: Vec<Seen> = sigs.iter().filter(|s| !s.is_locked()).copied().collect();
    let attack = |v: Vec<Seen>| ordered(v, f, true, true);
    match pos.point {
        DecisionPoint::Election => ordered(square, f, false, true)
            .into_iter()
            .map(FAction::Vote)
            .collect(),
        DecisionPoint::Vote | DecisionPoint::SecondVote => {
            attack(square).into_iter().map(FAction::Vote).collect()
        }
        DecisionPoint::Coup => attack(square).into_iter().map(FAction::Pick).collect(),
        DecisionPoint::Tie { .. } => attack(sigs.iter().filter(|s| s.is_tied()).copied().collect())
            .into_iter()
            .map(FAction::Pick)
            .collect(),
        DecisionPoint::Shot => attack(sigs.clone())
            .into_iter()
            .map(FAction::Pick)
            .collect(),
        DecisionPoint::Succession => ordered(sigs.clone(), f, false, false)
            .into_iter()
            .map(FAction::Pick)
            .collect(),
        DecisionPoint::RachimbourgWindow { .. } => {
            vec![FAction::Window(true), FAction::Window(false)]
        }
        DecisionPoint::Night(NightStep::Preparatifs) => plans(belief, f, &sigs)
            .into_iter()
            .map(FAction::Night)
            .collect(),
        // A search started in the middle of a night: F has nothing left to do in it.
        DecisionPoint::Night(_) => vec![FAction::Night(Plan::IDLE)],
        DecisionPoint::Dawn | DecisionPoint::Dusk => vec![FAction::Pick(None)],
    }
}

/// `sigs` as F's choices: the adversary's first when `hostile` (else F's own), tokens F
/// cannot place in between, then, with `nobody`, the choice of no one.
fn ordered(mut sigs: Vec<Seen>, f: Faction, hostile: bool, nobody: bool) -> Vec<Option<Seen>> {
    sigs.sort_by_key(|s| match s.likely_own(f) {
        Some(own) if own != hostile => 0,
        None => 1,
        Some(_) => 2,
    });
    let mut out: Vec<Option<Seen>> = sigs.into_iter().map(Some).collect();
    if nobody {
        out.push(None);
    }
    out
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
    let hostile = |keep: &dyn Fn(&Seen) -> bool| {
        ordered(
            sigs.iter().filter(|s| keep(s)).copied().collect(),
            f,
            true,
            true,
        )
    };
    let mut claws = vec![None];
    if has(&|t| t.claws()) {
        claws = hostile(&|s| !s.is_den());
    }
    let mut witch = vec![Witch::Nothing];
    if has(&|t| matches!(t.kind, Kind::Sorciere { vie: true, .. })) {
        witch.push(Witch::Save);
    }
    if has(&|t| matches!(t.kind, Kind::Sorciere { mort: true, .. })) {
        witch.extend(hostile(&|_| true).into_iter().flatten().map(Witch::Poison));
    }
    let mut infect = vec![false];
    if has(&|t| t.kind == (Kind::LoupGarouNoir { infection: true })) {
        infect.push(true);
    }
    let mut white = vec![None];
    if even && has(&|t| t.kind == Kind::LoupGarouBlanc) {
        white = hostile(&|s| !s.is_non_den());
    }
    let mut pyro = vec![Pyro::Nothing];
    if has(&|t| t.kind == Kind::Pyromane) {
        pyro.push(Pyro::Ignite);
        pyro.extend(hostile(&|_| true).into_iter().flatten().map(Pyro::Soak));
    }
    let mut mark = vec![None];
    if has(&|t| t.kind == Kind::Corbeau) {
        mark.extend(hostile(&|_| true).into_iter().flatten().map(Some));
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
pub(crate) fn resolve(
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
    apply_f_capped(pos, f, action, usize::MAX).unwrap_or_default()
}

/// [`apply_f`], or `None` when the night F commits has more than `cap` lines.
pub(crate) fn apply_f_capped(
    pos: &Position,
    f: Faction,
    action: &FAction,
    cap: usize,
) -> Option<Vec<Position>> {
    if let (DecisionPoint::Night(step), FAction::Night(plan)) = (pos.point, action) {
        // Mid-night (a search's start), F's plan is idle: the rest of the night is played.
        let idle = &Plan::IDLE;
        let plan = if step == NightStep::Preparatifs {
            plan
        } else {
            idle
        };
        return night::run_capped(pos, f, plan, cap);
    }
    let board = pos.board();
    let mine = |t: &Token| Position::faction_in(&board, t) == f;
    Some(match (pos.point, action) {
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
        _ => vec![auto_next(pos)],
    })
}
