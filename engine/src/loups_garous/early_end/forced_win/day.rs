//! The day (§3.6): the dawn's hand-over, the election, the vote and its tie, the
//! Rachimbourg's second vote, the coup d'État, the tournée générale and the Crépuscule.

use super::deaths::{die, settle};
use super::position::{DecisionPoint, NightStep, Position, Resume};
use super::token::{Faction, Kind, Token};

/// What a vote can end with, as the adversary steers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Tally {
    /// A sole leader (an index of the board).
    Leader(usize),
    /// At least these two are tied at the top (indices of the board).
    Tie(usize, usize),
    /// Nobody has a vote.
    Nobody,
}

/// The dawn is over: the election on day 2, else the day's body.
pub(crate) fn after_dawn(pos: &Position) -> Position {
    let mut p = pos.clone();
    if !p.elected {
        p.point = DecisionPoint::Election;
        return p;
    }
    day_body(p)
}

/// After the election: the coup, the tournée or the vote.
pub(crate) fn day_body(mut p: Position) -> Position {
    let board = p.board();
    if p.pending.coup {
        match board
            .iter()
            .find(|t| matches!(t.kind, Kind::Dictateur { .. }))
        {
            Some(d) if !d.locked => {
                p.pending.coup = false;
                if p.pending.tournee {
                    // The coup takes priority; the tournée is not used up.
                    p.pending.tournee = false;
                    let mut b = board.clone();
                    for t in &mut b {
                        if matches!(t.kind, Kind::Tavernier { .. }) {
                            t.kind = Kind::Tavernier { tournee: true };
                        }
                    }
                    let pending = p.pending.clone();
                    p = p.with_board(&b);
                    p.pending = pending;
                }
                p.point = DecisionPoint::Coup;
                return p;
            }
            Some(_) => {}
            None => p.pending.coup = false,
        }
    }
    if p.pending.tournee {
        p.pending.tournee = false;
        p.point = DecisionPoint::Dusk;
        return p;
    }
    p.pending.window = board
        .iter()
        .find(|t| t.kind == (Kind::Rachimbourg { used: false }) && !t.locked)
        .map(|t| Position::faction_in(&board, t));
    p.point = DecisionPoint::Vote;
    p
}

/// The Crépuscule: locks lift, unused pre-loaded votes are lost, the night begins.
pub(crate) fn dusk(pos: &Position) -> Position {
    let mut board = pos.board();
    for t in &mut board {
        t.locked = false;
        t.preload = 0;
        t.tied = false;
    }
    let mut p = pos.with_board(&board);
    p.pending.self_preload = false;
    p.pending.window = None;
    p.point = DecisionPoint::Night(NightStep::Preparatifs);
    p
}

/// The reachable results of a vote where F's `f_votes` go to `target` and the adversary's
/// `adv_votes` are free. `cap(i)` is how many self-inflicted pre-loaded votes token `i` may
/// carry (the adversary's, at the first vote). Tie sets are reported as pairs: a pair
/// inside a reachable tie set is reachable for the adversary's purpose (F, or the Maire's
/// side, choosing among two is never better for F than among more).
///
/// Identical tokens give identical results, so candidates are token classes (a class is
/// the token and whether it is F's target), not seats: the results grow with the number
/// of distinct classes, not with the number of living.
pub(crate) fn tally(
    board: &[Token],
    target: Option<usize>,
    f_votes: u32,
    adv_votes: u32,
    first: bool,
    cap: impl Fn(usize) -> u32,
) -> Vec<Tally> {
    let base = |i: usize| -> u32 {
        let pre = if first {
            u32::from(board[i].preload)
        } else {
            0
        };
        pre + if target == Some(i) { f_votes } else { 0 }
    };
    // Each class: its first seat, a second seat of the same class if any.
    let mut classes: Vec<(usize, Option<usize>)> = Vec::new();
    for i in (0..board.len()).filter(|&i| board[i].on_square()) {
        let same = |j: usize| board[j] == board[i] && (target == Some(j)) == (target == Some(i));
        match classes.iter_mut().find(|(j, _)| same(*j)) {
            Some((_, second @ None)) => *second = Some(i),
            Some(_) => {}
            None => classes.push((i, None)),
        }
    }
    // The two highest bases over seats, to get "the best of the others" per class.
    let mut tops = [0u32; 2];
    for &(i, second) in &classes {
        for _ in 0..=usize::from(second.is_some()) {
            let b = base(i);
            if b > tops[0] {
                tops = [b, tops[0]];
            } else if b > tops[1] {
                tops[1] = b;
            }
        }
    }
    let top = tops[0];
    let mut out = Vec::new();
    if top == 0 {
        out.push(Tally::Nobody);
    }
    for &(x, _) in &classes {
        let others = if base(x) == tops[0] { tops[1] } else { tops[0] };
        let need = (others + 1).saturating_sub(base(x) + cap(x));
        if need <= adv_votes {
            out.push(Tally::Leader(x));
        }
    }
    let level = top.max(1);
    let cost = |i: usize| level.saturating_sub(base(i) + cap(i));
    for (k, &(x, second)) in classes.iter().enumerate() {
        if let Some(x2) = second {
            if 2 * cost(x) <= adv_votes {
                out.push(Tally::Tie(x, x2));
            }
        }
        for &(y, _) in &classes[k + 1..] {
            if cost(x) + cost(y) <= adv_votes {
                out.push(Tally::Tie(x, y));
            }
        }
    }
    out
}

/// A vote designates `i`: the Idiot is revealed the first time, anyone else is hanged.
pub(crate) fn hang(pos: &Position, mut board: Vec<Token>, i: usize, resume: Resume) -> Position {
    if board[i].kind == (Kind::Idiot { revealed: false }) {
        board[i].kind = Kind::Idiot { revealed: true };
        let pending = pos.pending.clone();
        let mut p = pos.with_board(&board);
        p.pending = pending;
        p.pending.resume = resume;
        return settle(p);
    }
    die(pos, board, &[i], Some(i), resume)
}

/// Applies a vote's result. After the first vote, pre-loaded votes are spent.
pub(crate) fn resolve_vote(pos: &Position, mut board: Vec<Token>, result: Tally) -> Position {
    let first = pos.point == DecisionPoint::Vote;
    let resume = if first {
        Resume::FirstVote
    } else {
        Resume::SecondVote
    };
    let mut p = pos.clone();
    if first {
        for t in &mut board {
            t.preload = 0;
        }
        p.pending.self_preload = false;
    }
    match result {
        Tally::Leader(i) => hang(&p, board, i, resume),
        Tally::Nobody => {
            let mut q = p.with_board(&board);
            q.pending.resume = resume;
            settle(q)
        }
        Tally::Tie(x, y) => {
            board[x].tied = true;
            board[y].tied = true;
            let mut q = p.with_board(&board);
            q.pending.resume = resume;
            q.point = DecisionPoint::Tie { second: !first };
            q
        }
    }
}

/// The Maire's side settles a tie: hangs tied token `pick` or spares everyone.
pub(crate) fn break_tie(pos: &Position, pick: Option<usize>) -> Position {
    let mut board = pos.board();
    for t in &mut board {
        t.tied = false;
    }
    let resume = pos.pending.resume;
    if let Some(i) = pick {
        hang(pos, board, i, resume)
    } else {
        let mut p = pos.with_board(&board);
        p.pending.resume = resume;
        settle(p)
    }
}

/// The side deciding a tie: the Maire's, if he stands on the square.
pub(crate) fn tie_owner(pos: &Position) -> Option<Faction> {
    let board = pos.board();
    board
        .iter()
        .find(|t| t.is_maire && !t.locked)
        .map(|t| Position::faction_in(&board, t))
}

/// The Rachimbourg's window closes: a second vote or the end of the day.
pub(crate) fn window(pos: &Position, order: bool) -> Position {
    let mut board = pos.board();
    let mut p = pos.clone();
    p.pending.window = None;
    if !order {
        return super::deaths::end_vote_day(p);
    }
    if let Some(t) = board
        .iter_mut()
        .find(|t| t.kind == (Kind::Rachimbourg { used: false }))
    {
        t.kind = Kind::Rachimbourg { used: true };
    }
    let pending = p.pending.clone();
    let mut q = p.with_board(&board);
    q.pending = pending;
    q.point = DecisionPoint::SecondVote;
    q
}

/// The Dictateur executes `target` (an index of the board) or nobody.
pub(crate) fn coup(pos: &Position, target: Option<usize>) -> Position {
    let mut board = pos.board();
    let Some(d) = board
        .iter()
        .position(|t| matches!(t.kind, Kind::Dictateur { .. }))
    else {
        let mut p = pos.clone();
        p.point = DecisionPoint::Dusk;
        return p;
    };
    let Some(i) = target else {
        let mut p = pos.clone();
        p.point = DecisionPoint::Dusk;
        return p;
    };
    if board[i].camp == Faction::Village {
        die(pos, board, &[i, d], None, Resume::Coup)
    } else {
        for t in &mut board {
            t.is_maire = false;
        }
        board[d].is_maire = true;
        die(pos, board, &[i], None, Resume::Coup)
    }
}

/// The election makes `winner` (an index of the board) Maire, or nobody.
pub(crate) fn elect(pos: &Position, winner: Option<usize>) -> Position {
    let mut board = pos.board();
    for t in &mut board {
        t.is_maire = false;
    }
    if let Some(i) = winner {
        board[i].is_maire = true;
    }
    let mut p = pos.with_board(&board);
    p.elected = true;
    day_body(p)
}
