//! §3.7: deaths go through a FIFO queue (reveal, grief, the Chasseur's shot, gags lifted,
//! the Maire's succession), then the victory check. Shots and successions wait as pending
//! decisions.

use std::collections::VecDeque;

use super::early_end::{self, Check};
use super::event::{Event, MayorReason};
use super::role::Role;
use super::state::{Cause, DayStage, Pending, Phase};
use super::tx::Tx;
use crate::notice::PlayerId;

/// Kills these players in order, with everything their deaths set off, then checks victory
/// with `then`, the check named by what brought the deaths (§6.2).
pub(crate) fn kill(tx: &mut Tx, victims: Vec<(PlayerId, Cause)>, then: Check) {
    let mut queue: VecDeque<(PlayerId, Cause)> = victims.into();
    let mut after = Aftermath {
        pending: tx.s.pending.clone(),
        ..Aftermath::default()
    };
    let before = after.pending.len();
    while let Some((id, cause)) = queue.pop_front() {
        die(tx, id, cause, &mut queue, &mut after);
    }
    let mut pending = after.pending;
    if let Some(hidden) = after.king_hidden {
        lift_gags(tx, hidden);
    }
    // §3.7: the Maire's succession once the queue is empty, after the shots.
    pending.extend(after.successions);
    pending.sort_by_key(|p| matches!(p, Pending::Succession(_)));
    if after.parti_mayor {
        draw_mayor(tx);
    }
    // §3.7: the shots belong to the queue; the victory check waits for them.
    let shots = pending.iter().any(|p| matches!(p, Pending::Shot(_)));
    if !shots && then(tx) {
        return;
    }
    if pending.len() != before {
        let first_new = before == 0;
        tx.emit(Event::PendingSet { pending });
        if first_new {
            let secs = pending_secs(tx);
            let deadline = Some(tx.after(secs));
            tx.emit(Event::DeadlineSet { deadline });
        }
    }
}

/// What the deaths of one queue leave to settle once it is empty.
#[derive(Default)]
struct Aftermath {
    pending: Vec<Pending>,
    /// The Maire left the game: a Maire is drawn.
    parti_mayor: bool,
    successions: Vec<Pending>,
    /// The Roi du silence died: whether under the Linceul.
    king_hidden: Option<bool>,
}

/// One death and what it sets off at once: the lover's grief, the Chasseur's shot, the
/// Dictateur's coup cancelled, the Maire's succession, the contract's end.
fn die(
    tx: &mut Tx,
    id: PlayerId,
    cause: Cause,
    queue: &mut VecDeque<(PlayerId, Cause)>,
    after: &mut Aftermath,
) {
    let Some(p) = tx.s.player(id).cloned() else {
        return;
    };
    if !p.alive {
        return;
    }
    let shown = if p.hidden { None } else { Some(p.role) };
    tx.emit(Event::Died {
        player: id,
        cause,
        shown,
        infected: p.infected,
    });
    if let Some(lover) = tx.s.lover_of(id) {
        if tx.s.alive(lover) {
            queue.push_back((lover, Cause::Chagrin));
        }
    }
    if p.role == Role::Chasseur && cause != Cause::Parti {
        after.pending.push(Pending::Shot(id));
    }
    // « le coup d'État du Dictateur remplace tours, débat et vote »: no Dictateur, no coup.
    if tx.s.coup_planned == Some(id) && tx.s.today.coup {
        tx.emit(Event::CoupCancelled { dictator: id });
    }
    if p.role == Role::RoiDuSilence {
        after.king_hidden = Some(after.king_hidden.unwrap_or(true) && p.hidden);
    }
    if tx.s.mayor == Some(id) {
        if cause == Cause::Parti {
            after.parti_mayor = true;
        } else {
            after.successions.push(Pending::Succession(id));
        }
    }
    let contract_hit =
        tx.s.contract
            .as_ref()
            .is_some_and(|c| c.active && (c.target == Some(id) || c.mercenary == id));
    if contract_hit {
        tx.emit(Event::ContractExpired);
    }
}

/// The Roi du silence died: every gag lifts. Under the Linceul, « tout le monde retrouve la
/// parole » is only seen when a player still living was gagged; otherwise saying it would
/// name his hidden role, and the gagged dead just regain their voice.
fn lift_gags(tx: &mut Tx, hidden: bool) {
    if !tx.s.players.iter().any(|q| q.gagged) {
        return;
    }
    if hidden && !tx.s.living().any(|q| q.gagged) {
        tx.emit(Event::GagsLiftedUnannounced);
    } else {
        tx.emit(Event::GagsLifted);
    }
}

/// The time allowed to the first pending decision.
fn pending_secs(tx: &Tx) -> i64 {
    match tx.s.pending.first() {
        Some(Pending::Shot(_)) => tx.s.settings.tir,
        _ => tx.s.settings.succession,
    }
}

/// The sash goes to a living player drawn at random.
fn draw_mayor(tx: &mut Tx) {
    let living: Vec<PlayerId> = tx.s.living().map(|p| p.id).collect();
    let heir = tx.pick(&living);
    tx.emit(Event::MayorSet {
        player: heir,
        reason: MayorReason::Drawn,
    });
}

/// Settles the first pending decision (`None` target: timeout or no pick).
pub(crate) fn settle(tx: &mut Tx, target: Option<PlayerId>) {
    let Some(first) = tx.s.pending.first().copied() else {
        return;
    };
    let rest: Vec<Pending> = tx.s.pending[1..].to_vec();
    tx.emit(Event::PendingSet { pending: rest });
    match first {
        Pending::Shot(hunter) => {
            tx.emit(Event::Shot { hunter, target });
            if let Some(t) = target {
                kill(tx, vec![(t, Cause::Tir)], early_end::check);
            }
        }
        Pending::Succession(_) => match target {
            Some(t) => tx.emit(Event::MayorSet {
                player: Some(t),
                reason: MayorReason::Successor,
            }),
            None => draw_mayor(tx),
        },
    }
    let shots = tx.s.pending.iter().any(|p| matches!(p, Pending::Shot(_)));
    if !shots {
        early_end::after_pending(tx);
    }
    if tx.ended() {
        return;
    }
    if !tx.s.pending.is_empty() {
        let secs = pending_secs(tx);
        let deadline = Some(tx.after(secs));
        tx.emit(Event::DeadlineSet { deadline });
    }
}

/// The day stage a pending decision shows as (`tir`, `succession`).
pub(crate) fn pending_stage(p: Pending) -> DayStage {
    match p {
        Pending::Shot(_) => DayStage::Tir,
        Pending::Succession(_) => DayStage::Succession,
    }
}

/// During a day, shows the first pending decision as the day's stage.
pub(crate) fn show_pending(tx: &mut Tx) {
    if let (Phase::Day(n, _), Some(p)) = (tx.s.phase, tx.s.pending.first().copied()) {
        let phase = Phase::Day(n, pending_stage(p));
        let deadline = tx.s.deadline;
        tx.emit(Event::PhaseEntered { phase, deadline });
    }
}
