//! The §3.7 death queue: lovers' grief, the Chasseur's shot, the Maire's succession, the
//! contract, and where the game goes once the queue is empty.

use std::collections::VecDeque;

use super::position::{DecisionPoint, Pending, Position, Resume};
use super::token::{Kind, Token};

/// Kills `victims` (indices into `board`) and whoever dies of grief, queueing the shots and
/// the succession in `pending`. `hanged` is the index hanged by a vote, if any (it fulfils
/// a running contract). The dead are removed from `board`.
pub(crate) fn kill_all(
    pending: &mut Pending,
    board: &mut Vec<Token>,
    victims: &[usize],
    hanged: Option<usize>,
) {
    let mut dead = vec![false; board.len()];
    let mut queue: VecDeque<usize> = victims.iter().copied().collect();
    // Factions as the queue began: a lover dying of grief still decides as the couple.
    let before = board.clone();
    while let Some(i) = queue.pop_front() {
        if dead[i] {
            continue;
        }
        let t = board[i];
        let faction = Position::faction_in(&before, &t);
        dead[i] = true;
        if t.kind == Kind::Chasseur {
            pending.shots.push(faction);
        }
        if t.is_maire {
            pending.succession = Some(faction);
        }
        if t.contract_target && pending.contract {
            if hanged == Some(i) {
                pending.mercenaire_won = true;
            } else {
                pending.contract = false;
            }
        }
        if t.is_lover {
            if let Some(j) = (0..board.len()).find(|&j| j != i && !dead[j] && board[j].is_lover) {
                queue.push_back(j);
            }
        }
    }
    let mut k = 0;
    board.retain(|_| {
        k += 1;
        !dead[k - 1]
    });
}

/// The position after a death queue step: the next shot, the succession, or where the
/// game resumes.
pub(crate) fn settle(mut pos: Position) -> Position {
    if !pos.pending.shots.is_empty() {
        pos.point = DecisionPoint::Shot;
        return pos;
    }
    if pos.pending.succession.is_some() {
        if pos.living() > 0 {
            pos.point = DecisionPoint::Succession;
            return pos;
        }
        pos.pending.succession = None;
    }
    pos.point = match pos.pending.resume {
        Resume::Day => DecisionPoint::Dawn,
        Resume::FirstVote => match pos.pending.window {
            Some(by) => DecisionPoint::RachimbourgWindow { by },
            None => return end_vote_day(pos),
        },
        Resume::SecondVote => return end_vote_day(pos),
        Resume::Coup => DecisionPoint::Dusk,
    };
    pos
}

/// A day that had a vote ends: a running contract expires; the Crépuscule comes.
pub(crate) fn end_vote_day(mut pos: Position) -> Position {
    pos.pending.window = None;
    pos.pending.contract = false;
    pos.point = DecisionPoint::Dusk;
    pos.normalize();
    pos
}

/// Kills `victims` of `board` on `pos` and settles the queue, resuming at `resume`.
pub(crate) fn die(
    pos: &Position,
    mut board: Vec<Token>,
    victims: &[usize],
    hanged: Option<usize>,
    resume: Resume,
) -> Position {
    let mut pending = pos.pending.clone();
    pending.resume = resume;
    kill_all(&mut pending, &mut board, victims, hanged);
    let mut next = pos.with_board(&board);
    next.pending = pending;
    next.normalize();
    settle(next)
}

/// The head of the shot queue fires at `target` (an index of the position's board), or
/// not at all.
pub(crate) fn shoot(pos: &Position, target: Option<usize>) -> Position {
    let mut p = pos.clone();
    if !p.pending.shots.is_empty() {
        p.pending.shots.remove(0);
    }
    let resume = p.pending.resume;
    match target {
        Some(i) => die(&p, p.board(), &[i], None, resume),
        None => settle(p),
    }
}

/// The dead Maire's successor is `heir` (an index of the position's board).
pub(crate) fn succeed(pos: &Position, heir: usize) -> Position {
    let mut board = pos.board();
    for t in &mut board {
        t.is_maire = false;
    }
    if let Some(t) = board.get_mut(heir) {
        t.is_maire = true;
    }
    let mut p = pos.with_board(&board);
    p.pending.succession = None;
    settle(p)
}
