//! Anonymous actions (§3): the rights (Halus, Pinocchio, Polichinelle's grant, new
//! Figurants), the request to the MJs, and its approval, denial or voiding.

use crate::game::Timestamp;
use crate::notice::PlayerId;
use crate::ronde::error::RondeError;
use crate::ronde::event::Event;
use crate::ronde::personnage::Personnage;
use crate::ronde::plainte::{duplicate, file, null_reason, open_now};
use crate::ronde::proces::{NullReason, Opener, PlainteKind};
use crate::ronde::state::{AnonRequest, AnonRight, State};
use crate::ronde::tx::Tx;

/// The anonymous right an actor would use, or why he has none.
pub fn anon_right(tx: &Tx, actor: PlayerId) -> Result<AnonRight, RondeError> {
    anon_right_in(&tx.s, Some(tx.now), actor)
}

/// [`anon_right`], on a state; without an instant, a Polichinelle grant counts while held.
pub fn anon_right_in(
    s: &State,
    now: Option<Timestamp>,
    actor: PlayerId,
) -> Result<AnonRight, RondeError> {
    let x = s.player(actor).ok_or(RondeError::NotAPlayer)?;
    if x.nouveau_figurant {
        return Ok(AnonRight::NouveauFigurant);
    }
    if x.holds(Personnage::Pinocchio) && !x.counters.anon_days.contains(&s.day) {
        return Ok(AnonRight::Pinocchio);
    }
    let granted = x
        .counters
        .anon_grant_until
        .is_some_and(|t| now.is_none_or(|now| t > now));
    if x.holds(Personnage::Halus) {
        let w = ((s.day.saturating_sub(2)) / 4).min(2) as u8;
        if !x.counters.halus_windows.contains(&w) {
            return Ok(AnonRight::Halus(w));
        }
        if !granted {
            return Err(RondeError::Window("halus"));
        }
    }
    if granted {
        return Ok(AnonRight::Polichinelle);
    }
    Err(RondeError::NoAnon)
}

pub fn request(
    tx: &mut Tx,
    actor: PlayerId,
    proces: Option<usize>,
    accused: &[PlayerId],
    alleged: Option<Personnage>,
    arguments: &str,
    right: AnonRight,
) {
    let day = tx.day();
    let now = tx.now;
    let before = tx
        .player(actor)
        .map(|x| x.counters.clone())
        .unwrap_or_default();
    tx.counters(actor, |c| c.last_action_day = Some(day));
    tx.counters(actor, |c| match right {
        AnonRight::Halus(w) => {
            c.halus_windows.insert(w);
        }
        AnonRight::Pinocchio => {
            c.anon_days.insert(day);
        }
        AnonRight::Polichinelle => c.anon_grant_until = None,
        AnonRight::NouveauFigurant => {}
    });
    let id = tx.s.anon_seq + 1;
    tx.emit(Event::AnonRequested(AnonRequest {
        id,
        actor,
        proces,
        accused: accused.to_vec(),
        alleged,
        arguments: arguments.to_owned(),
        day,
        at: now,
        right,
        grant_until: before.anon_grant_until,
        last_action_day: before.last_action_day,
    }));
    if tx.s.settings.anon_auto_approve_min <= 0 {
        settle(tx, id, true);
    }
}

/// A voided or refused action gives its right back: the Halus window, Pinocchio's day,
/// Polichinelle's grant, and (nothing else done that day) the day of the last action.
fn give_back(tx: &mut Tx, r: &AnonRequest) {
    let idle =
        tx.s.player(r.actor)
            .is_some_and(|x| x.spent(r.day) == (0, 0));
    tx.counters(r.actor, |c| {
        match r.right {
            AnonRight::Halus(w) => {
                c.halus_windows.remove(&w);
            }
            AnonRight::Pinocchio => {
                c.anon_days.remove(&r.day);
            }
            AnonRight::Polichinelle => c.anon_grant_until = r.grant_until,
            AnonRight::NouveauFigurant => {}
        }
        if idle && c.last_action_day == Some(r.day) {
            c.last_action_day = r.last_action_day;
        }
    });
}

/// Approves or denies an anonymous action; void and refunded if its procès closed.
pub fn settle(tx: &mut Tx, id: usize, approved: bool) {
    let Some(r) = tx.s.anon.iter().find(|r| r.id == id).cloned() else {
        return;
    };
    tx.emit(Event::AnonSettled { id, approved });
    let open = r
        .proces
        .is_none_or(|n| tx.s.proces(n).is_some_and(|p| p.state.is_open()));
    let dup = r.proces.is_none()
        && r.alleged
            .is_some_and(|a| duplicate(tx, &r.accused, a).is_err());
    let masked = |p: &PlayerId| {
        tx.s.player(*p)
            .is_some_and(super::super::data::state::Player::looks_masked)
    };
    let actor_free =
        tx.s.player(r.actor)
            .is_some_and(super::super::data::state::Player::can_act);
    let gone = !actor_free || !r.accused.iter().all(masked);
    if !approved || !open || dup || gone {
        tx.emit(Event::ActionRefunded {
            player: r.actor,
            day: r.day,
            opening: r.proces.is_none(),
        });
        give_back(tx, &r);
        tx.emit(Event::AnonVoided {
            id,
            player: r.actor,
        });
        return;
    }
    match (r.proces, r.alleged) {
        (Some(n), _) => {
            // Forced in meanwhile (the Sirène): « l'une des deux plaintes sera … nulle ».
            let twice = tx.s.proces(n).is_some_and(|p| {
                p.plaintes
                    .iter()
                    .any(|x| x.author == Some(r.actor) && x.valid())
            });
            let null = if twice {
                Some(NullReason::ForcedTwice)
            } else {
                null_reason(tx, r.actor, n)
            };
            file(tx, n, Some(r.actor), PlainteKind::Anonymous, null);
        }
        (None, Some(alleged)) => open_now(
            tx,
            Opener::Anonymous(r.actor),
            &r.accused,
            alleged,
            &r.arguments,
        ),
        (None, None) => {}
    }
    let alleged = r
        .alleged
        .or_else(|| r.proces.and_then(|n| tx.s.proces(n)).map(|p| p.alleged));
    if let Some(alleged) = alleged {
        crate::ronde::powers::roles::fulfilled(tx, r.actor, alleged, r.proces.is_none(), r.day);
    }
    tx.emit(Event::AnonCarriedOut { id });
}
