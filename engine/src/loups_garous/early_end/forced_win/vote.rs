//! F's block vote at the election, the vote and the second vote, and every result the
//! adversary can steer it to.

use super::day::{self, Tally};
use super::position::{DecisionPoint, Position};
use super::rules::{distinct, resolve};
use super::token::{Faction, Token};
use super::view::Seen;

/// Voters of F and of the adversary.
fn voters(board: &[Token], f: Faction) -> (u32, u32) {
    let mine = |t: &Token| Position::faction_in(board, t) == f;
    let fv = board.iter().filter(|t| mine(t) && t.votes()).count() as u32;
    let av = board.iter().filter(|t| !mine(t) && t.votes()).count() as u32;
    (fv, av)
}

/// F's block votes for `sig` (the adversary picks the token); every result the adversary
/// can steer the vote to.
pub(crate) fn vote(pos: &Position, f: Faction, sig: &Option<Seen>) -> Vec<Position> {
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
pub(crate) fn election(pos: &Position, f: Faction, sig: &Option<Seen>) -> Vec<Position> {
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

/// The most dangerous result for F of its block for `sig` (one of F's tokens hanged, else a
/// tie the adversary's Maire breaks on one, else nobody hanged, …): the refutation probe's
/// first try, built alone.
pub(crate) fn worst_vote(pos: &Position, f: Faction, sig: &Option<Seen>) -> Option<Position> {
    let board = pos.board();
    let first = pos.point == DecisionPoint::Vote;
    let (fv, av) = voters(&board, f);
    let mixed = Position::mixed_couple(&board);
    let ours = |i: usize| {
        let t = &board[i];
        (if t.is_lover && mixed {
            Faction::Couple
        } else {
            t.camp
        }) == f
    };
    let cap = if first && pos.pending.self_preload {
        pos.self_preload_cap()
    } else {
        0
    };
    let tie_ours = day::tie_owner(pos) == Some(f);
    let danger = |r: &Tally| match *r {
        Tally::Leader(i) if ours(i) => 0,
        Tally::Tie(x, y) if (ours(x) || ours(y)) && !tie_ours => 1,
        Tally::Nobody => 2,
        Tally::Tie(x, y) if ours(x) || ours(y) => 3,
        _ => 4,
    };
    let mut worst: Option<(u8, Tally)> = None;
    for target in resolve(&board, f, pos.point, sig, |_, t| t.on_square()) {
        let adv_cap = |i: usize| if ours(i) { 0 } else { cap };
        for r in day::tally(&board, target, fv, av, first, adv_cap) {
            let d = danger(&r);
            if worst.is_none_or(|(w, _)| d < w) {
                worst = Some((d, r));
            }
        }
    }
    worst.map(|(_, r)| day::resolve_vote(pos, board, r))
}
