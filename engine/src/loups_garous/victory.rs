//! §6.1: camps and win conditions. §6.2's search is plugged in through [`forced_win`].

use super::event::{EndReason, Event};
use super::role::{Camp, Role};
use super::state::State;
use super::tx::Tx;
use crate::notice::PlayerId;

/// The camp a player plays for, lovers aside: infected → Meute, a Mercenaire under contract
/// is his own Solitaire, one whose contract ended is Village.
pub fn base_camp(s: &State, id: PlayerId) -> Camp {
    let Some(p) = s.player(id) else {
        return Camp::Village;
    };
    if p.infected {
        return Camp::Meute;
    }
    match p.role {
        // Solitaire until his contract ends (before night 1 too).
        Role::Mercenaire if s.contract.as_ref().is_none_or(|c| c.active) => Camp::Mercenaire,
        Role::Mercenaire => Camp::Village,
        r => r.camp(),
    }
}

/// Whether the lovers belong to different camps (a couple faction, §6.1).
pub fn mixed_couple(s: &State) -> bool {
    s.lovers
        .is_some_and(|(a, b)| base_camp(s, a) != base_camp(s, b))
}

/// The camp for victory and `expect camp`: `couple` for a lover of a mixed couple.
pub fn camp_of(s: &State, id: PlayerId) -> Camp {
    if s.lover_of(id).is_some() && mixed_couple(s) {
        Camp::Couple
    } else {
        base_camp(s, id)
    }
}

/// §6.2: plugged in by forced_win.
pub fn forced_win(_state: &State) -> Option<Camp> {
    None
}

/// The outcome if the game is over now: `Some(None)` is a draw.
pub fn outcome(s: &State) -> Option<(Option<Camp>, EndReason)> {
    let living: Vec<PlayerId> = s.living().map(|p| p.id).collect();
    if living.is_empty() {
        return Some((None, EndReason::NobodyAlive));
    }
    let mut camps: Vec<Camp> = living.iter().map(|id| camp_of(s, *id)).collect();
    camps.sort();
    camps.dedup();
    if let [camp] = camps[..] {
        let wins = match camp {
            Camp::Village | Camp::Meute | Camp::Couple => true,
            Camp::LoupGarouBlanc | Camp::Pyromane => living.len() == 1,
            Camp::Mercenaire => false,
        };
        if wins {
            return Some((Some(camp), EndReason::Condition));
        }
    }
    forced_win(s).map(|c| (Some(c), EndReason::ForcedWin))
}

/// Ends the game if it is over. Returns whether it ended.
pub(crate) fn check(tx: &mut Tx) -> bool {
    if tx.ended() || tx.s.phase == super::state::Phase::Lobby {
        return tx.ended();
    }
    match outcome(&tx.s) {
        Some((winner, reason)) => {
            tx.emit(Event::GameEnded { winner, reason });
            true
        }
        None => false,
    }
}

/// Whether this player is among the winners of an ended game (dead winners included).
pub fn won(s: &State, id: PlayerId) -> bool {
    match s.winner {
        Some(Some(camp)) => camp_of(s, id) == camp,
        _ => false,
    }
}
