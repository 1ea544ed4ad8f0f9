//! Powers on procès (§6): the Avocat's `annuler` and Chucky's `ecourter`, two attempts each
//! (J2–J7, J8–J13 13:13).

use super::{half, Attempt};
use crate::notice::PlayerId;
use crate::ronde::error::RondeError;
use crate::ronde::event::Event;
use crate::ronde::proces::ProcesState;
use crate::ronde::resolve::resolve;
use crate::ronde::tx::Tx;

fn check(tx: &Tx, actor: PlayerId, n: usize, chucky: bool) -> Result<usize, RondeError> {
    let w = half(tx.day());
    if tx.player(actor)?.counters.attempts(chucky)[w] != Attempt::Unused {
        return Err(RondeError::Used(1, 1));
    }
    let p = tx.s.proces(n).ok_or(RondeError::NotATrial)?;
    match p.state {
        ProcesState::Ouvert => {}
        ProcesState::Expire | ProcesState::SansSuite => return Err(RondeError::Closed),
        _ => return Err(RondeError::Concluded),
    }
    if !chucky && p.accuses(actor) {
        return Err(RondeError::TargetSelf);
    }
    if !tx.s.posted_in(actor, n) {
        return Err(RondeError::NotPosted);
    }
    Ok(w)
}

/// `/pouvoir annuler`: flags the procès; it is `ANNULE` if it then concludes.
pub fn annuler(tx: &mut Tx, actor: PlayerId, n: usize) -> Result<(), RondeError> {
    let w = check(tx, actor, n, false)?;
    if tx.s.proces(n).is_some_and(|p| p.avocat.is_some()) {
        return Err(RondeError::Used(1, 1));
    }
    tx.counters(actor, |c| c.avocat[w] = Attempt::Pending(n));
    tx.emit(Event::AnnulmentRequested { n, avocat: actor });
    Ok(())
}

/// `/pouvoir ecourter`: the procès resolves at once.
pub fn ecourter(tx: &mut Tx, actor: PlayerId, n: usize) -> Result<(), RondeError> {
    let w = check(tx, actor, n, true)?;
    tx.counters(actor, |c| c.chucky[w] = Attempt::Pending(n));
    tx.emit(Event::ChuckyShortened { n, chucky: actor });
    resolve(tx, n, false);
    Ok(())
}
