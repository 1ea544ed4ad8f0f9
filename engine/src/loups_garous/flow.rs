//! The phase machine: distribution, day 1, dusk, the night's steps, dawn and the days;
//! what happens when a deadline passes, and the MJ's clock commands.

use chrono::Duration;

use super::command::MjCommand;
use super::composition;
use super::deaths;
use super::error::Error;
use super::event::{EndReason, Event};
use super::role::Role;
use super::state::{Cause, DayStage, Phase};
use super::tx::Tx;
use super::{absence, day, night, vote};
use crate::game::Timestamp;
use crate::notice::PlayerId;

/// Distribution (§3.1): seats, roles drawn from the roles given or the composition, day 1.
pub(crate) fn start(
    tx: &mut Tx,
    roles: Option<Vec<Role>>,
    composition: Option<Vec<Role>>,
    fixed_seating: bool,
) -> Result<(), Error> {
    let players: Vec<(PlayerId, String)> =
        tx.s.players
            .iter()
            .map(|p| (p.id, p.name.clone()))
            .collect();
    let n = players.len();
    let mut seated = players.clone();
    if !fixed_seating {
        use rand::seq::SliceRandom;
        seated.shuffle(tx.rng);
    }
    let roles = if let Some(roles) = roles {
        composition::validate(&roles, n)?;
        // Explicit roles follow the players' given order.
        let by_id: Vec<(PlayerId, Role)> = players.iter().map(|p| p.0).zip(roles).collect();
        seated
            .iter()
            .map(|(id, _)| {
                by_id
                    .iter()
                    .find(|(i, _)| i == id)
                    .map_or(Role::Villageois, |r| r.1)
            })
            .collect::<Vec<_>>()
    } else {
        let mut pool = match composition {
            Some(c) => c,
            None => composition::default_for(n)?,
        };
        composition::validate(&pool, n)?;
        use rand::seq::SliceRandom;
        pool.shuffle(tx.rng);
        pool
    };
    let seating = seated
        .into_iter()
        .zip(roles)
        .map(|((id, name), role)| (id, name, role))
        .collect();
    tx.emit(Event::Distributed { seating });
    let secs = tx.s.settings.libre;
    tx.enter(Phase::Day(1, DayStage::Libre), secs);
    Ok(())
}

/// Fires every deadline that has passed, the earliest first: the phase's, and the voice
/// absences that reached their two minutes.
pub(crate) fn tick(tx: &mut Tx) {
    for _ in 0..64 {
        if tx.s.paused.is_some() || tx.ended() {
            return;
        }
        let phase = tx.s.deadline.filter(|d| *d <= tx.now);
        let departure = absence::next_departure(&tx.s).filter(|d| *d <= tx.now);
        match (phase, departure) {
            (_, Some(away)) if phase.is_none_or(|d| away <= d) => absence::expire(tx, away),
            (Some(_), _) => on_deadline(tx),
            _ if super::last_call::give(tx) => {}
            _ => return,
        }
    }
}

/// The current deadline has passed (or an MJ advanced the game).
pub(crate) fn on_deadline(tx: &mut Tx) {
    if !tx.s.pending.is_empty() {
        deaths::settle(tx, None);
        resume_after_pending(tx);
        return;
    }
    match tx.s.phase {
        Phase::Lobby | Phase::Ended => {}
        Phase::Day(n, stage) => day::on_deadline(tx, n, stage),
        Phase::Dusk(n) => end_dusk(tx, n),
        Phase::Night(n, step) => night::end_step(tx, n, step),
        Phase::Dawn(n) => day::start_day(tx, n),
    }
}

/// When the last pending decision is settled, the phase goes on.
pub(crate) fn resume_after_pending(tx: &mut Tx) {
    if tx.ended() || !tx.s.pending.is_empty() {
        if tx.s.held.is_none() {
            deaths::show_pending(tx);
        }
        return;
    }
    if let Some(held) = tx.s.held {
        let deadline = Some(held.max(tx.now));
        tx.emit(Event::DeadlineHeld { deadline: None });
        tx.emit(Event::DeadlineSet { deadline });
        return;
    }
    match tx.s.phase {
        Phase::Dawn(_) => {
            let deadline = Some(tx.after(tx.s.settings.aube));
            tx.emit(Event::DeadlineSet { deadline });
        }
        Phase::Day(n, DayStage::Tir | DayStage::Succession) if tx.s.today.close_held => {
            tx.emit(Event::CloseHeld { held: false });
            vote::close(tx, n);
        }
        Phase::Day(n, DayStage::Tir | DayStage::Succession) => vote::after_result(tx, n),
        _ => {}
    }
}

/// Crépuscule (§3.2): locks end, every living player is out and has 90 s to go home.
pub(crate) fn start_dusk(tx: &mut Tx, n: u32) {
    // A locked player stayed home all day: he does not have to walk back.
    let players: Vec<PlayerId> = tx.s.living().filter(|p| !p.locked).map(|p| p.id).collect();
    if tx.s.players.iter().any(|p| p.locked) {
        tx.emit(Event::LocksEnded);
    }
    tx.emit(Event::WentOut { players });
    let secs = tx.s.settings.crepuscule;
    tx.enter(Phase::Dusk(n), secs);
}

fn end_dusk(tx: &mut Tx, n: u32) {
    let late: Vec<PlayerId> = tx.s.living().filter(|p| !p.home).map(|p| p.id).collect();
    tx.emit(Event::SurprisDehors { players: late });
    night::start_night(tx, n);
}

/// The MJ's commands.
pub(crate) fn mj(tx: &mut Tx, command: &MjCommand) -> Result<(), Error> {
    if tx.ended() {
        return Err(Error::WrongPhase);
    }
    match command {
        MjCommand::Start | MjCommand::Compose(_) => return Err(Error::GameRunning),
        MjCommand::Pause => {
            if tx.s.paused.is_some() {
                return Err(Error::Paused);
            }
            let deadline = tx.s.deadline.ok_or(Error::WrongPhase)?;
            pause(tx, deadline);
        }
        MjCommand::Resume => {
            let ms = tx.s.paused.ok_or(Error::NotPaused)?;
            let deadline = Some(tx.now + Duration::milliseconds(ms));
            tx.emit(Event::Resumed { deadline });
            if let Some(left) = tx.s.today.turn_left_ms {
                let turn_end = tx.now + Duration::milliseconds(left);
                tx.emit(Event::TurnEndMoved { turn_end });
            }
        }
        MjCommand::Advance => {
            if tx.s.paused.is_some() {
                return Err(Error::Paused);
            }
            if tx.s.deadline.is_none() {
                return Err(Error::WrongPhase);
            }
            on_deadline(tx);
        }
        MjCommand::Extend(secs) => {
            let d = tx.s.deadline.ok_or(Error::WrongPhase)?;
            extend(tx, d, Duration::seconds((*secs).max(0)));
        }
        MjCommand::Replace { old, new, name } => {
            if tx.s.player(*old).is_none() {
                return Err(Error::NotAPlayer);
            }
            if tx.s.player(*new).is_some() {
                return Err(Error::TargetInvalid);
            }
            tx.emit(Event::Replaced {
                old: *old,
                new: *new,
                name: name.clone(),
            });
        }
        MjCommand::Exclude(player) => depart(tx, *player)?,
        MjCommand::Terminate => tx.emit(Event::GameEnded {
            winner: None,
            reason: EndReason::Terminated,
        }),
    }
    Ok(())
}

/// A player leaves: *parti* (§5), counted as dead, role revealed, no shot.
pub(crate) fn depart(tx: &mut Tx, player: PlayerId) -> Result<(), Error> {
    let p = tx.s.player(player).ok_or(Error::NotAPlayer)?;
    if !p.alive {
        return Err(Error::DeadActor);
    }
    let speaking = tx.s.today.speaker == Some(player);
    let before = tx.s.deadline;
    let (deadline, calm) = (tx.s.deadline, tx.s.pending.is_empty());
    deaths::kill(tx, vec![(player, Cause::Parti)], super::early_end::check);
    let own_timer = matches!(
        tx.s.phase,
        Phase::Dawn(_) | Phase::Day(_, DayStage::Tir | DayStage::Succession)
    );
    if calm && !tx.s.pending.is_empty() && !own_timer && !tx.ended() {
        tx.emit(Event::DeadlineHeld { deadline });
    }
    if speaking && !tx.ended() && tx.s.pending.is_empty() {
        day::next_turn(tx);
    }
    let coup_stage = matches!(tx.s.phase, Phase::Day(_, DayStage::CoupDEtat));
    if let Phase::Day(n, _) = tx.s.phase {
        if coup_stage && !tx.s.today.coup && !tx.ended() && tx.s.pending.is_empty() {
            day::after_election(tx, n);
        }
    }
    keep_paused(tx, before);
    Ok(())
}

/// The clock stops: what is left of the deadline, and of the speaking turn, waits for the
/// MJ's resume.
fn pause(tx: &mut Tx, deadline: Timestamp) {
    let remaining_ms = (deadline - tx.now).num_milliseconds().max(0);
    tx.emit(Event::Paused { remaining_ms });
    let turn =
        tx.s.today
            .turn_end
            .filter(|_| tx.s.is_stage(DayStage::Parole));
    if let (Some(turn_end), None) = (turn, tx.s.today.turn_left_ms) {
        let left_ms = (turn_end - tx.now).num_milliseconds().max(0);
        tx.emit(Event::TurnPaused { left_ms });
    }
}

/// `/mj prolonger`: the deadline moves (or, paused, what is left of it grows), and a
/// speaking turn grows with it, so the speaker's next word does not cut it short.
fn extend(tx: &mut Tx, deadline: Timestamp, by: Duration) {
    match tx.s.paused {
        Some(ms) => tx.emit(Event::Paused {
            remaining_ms: ms + by.num_milliseconds(),
        }),
        None => tx.emit(Event::DeadlineSet {
            deadline: Some(deadline + by),
        }),
    }
    if !tx.s.is_stage(DayStage::Parole) {
        return;
    }
    match (tx.s.today.turn_left_ms, tx.s.today.turn_end) {
        (Some(left), _) => tx.emit(Event::TurnPaused {
            left_ms: left + by.num_milliseconds(),
        }),
        (None, Some(turn_end)) => tx.emit(Event::TurnEndMoved {
            turn_end: turn_end + by,
        }),
        (None, None) => {}
    }
}

/// During a pause, a deadline the departure moved (a new stage, a pending shot) waits for
/// the MJ's resume like the one it replaced.
fn keep_paused(tx: &mut Tx, before: Option<Timestamp>) {
    if let (Some(_), Some(deadline)) = (tx.s.paused, tx.s.deadline) {
        if !tx.ended() && Some(deadline) != before {
            pause(tx, deadline);
        }
    }
}
