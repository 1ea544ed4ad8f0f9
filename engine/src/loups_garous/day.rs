//! §3.6, the Jour: the day-2 election, speaking turns, the assembly; the vote is in
//! [`super::vote`].

use super::early_end;
use super::error::Error;
use super::event::{Event, MayorReason};
use super::flow;
use super::state::{DayStage, Phase};
use super::tx::Tx;
use super::vote;
use crate::notice::PlayerId;

/// The day begins when the dawn is over.
pub(crate) fn start_day(tx: &mut Tx, n: u32) {
    if n == 2 {
        let secs = tx.s.settings.election;
        tx.enter(Phase::Day(n, DayStage::Election), secs);
    } else {
        after_election(tx, n);
    }
}

/// What follows the election: a coup d'État, or the speaking turns.
pub(crate) fn after_election(tx: &mut Tx, n: u32) {
    if tx.s.today.coup {
        let secs = tx.s.settings.coup;
        tx.enter(Phase::Day(n, DayStage::CoupDEtat), secs);
        return;
    }
    let speakers: Vec<PlayerId> =
        tx.s.living()
            .filter(|p| !p.gagged && !p.locked)
            .map(|p| p.id)
            .collect();
    let order = tx.shuffled(speakers);
    tx.emit(Event::SpeakersDrawn { order });
    let secs = tx.s.settings.silence.min(tx.s.settings.parole);
    tx.enter(Phase::Day(n, DayStage::Parole), secs);
    next_turn(tx);
}

/// The next speaker's turn, or the assembly when everyone has spoken.
pub(crate) fn next_turn(tx: &mut Tx) {
    let Phase::Day(n, DayStage::Parole) = tx.s.phase else {
        return;
    };
    let next = tx.s.today.speakers.iter().copied().find(|id| {
        tx.s.player(*id)
            .is_some_and(|p| p.alive && !p.gagged && !p.locked)
    });
    if let Some(speaker) = next {
        let turn_end = tx.after(tx.s.settings.parole);
        tx.emit(Event::TurnStarted { speaker, turn_end });
        let deadline = Some(super::voice::silence_end(tx, turn_end));
        tx.emit(Event::DeadlineSet { deadline });
    } else {
        tx.emit(Event::TurnsEnded);
        tx.emit(Event::AssemblyStarted);
        // « Si vous ne bougez pas du tout d'un débat jusqu'à la fin du suivant »: a
        // debate a locked player was kept from is not one of his.
        let kept: Vec<PlayerId> = tx.s.living().filter(|p| p.locked).map(|p| p.id).collect();
        for player in kept {
            tx.emit(Event::KeptFromDebate { player });
        }
        let secs = tx.s.settings.assemblee;
        tx.enter(Phase::Day(n, DayStage::Assemblee), secs);
    }
}

/// A day stage's deadline.
pub(crate) fn on_deadline(tx: &mut Tx, n: u32, stage: DayStage) {
    match stage {
        DayStage::Libre => flow::start_dusk(tx, n),
        DayStage::Election => {
            close_election(tx);
            if !tx.ended() {
                after_election(tx, n);
            }
        }
        DayStage::Parole => next_turn(tx),
        DayStage::Assemblee => {
            warn_inactive(tx);
            vote::after_assembly(tx, n);
        }
        DayStage::Vote | DayStage::SecondVote => vote::on_deadline(tx, n, stage),
        DayStage::Egalite => vote::break_tie(tx, n, None),
        DayStage::CoupDEtat => vote::coup(tx, n, None),
        DayStage::Tir | DayStage::Succession => flow::resume_after_pending(tx),
    }
}

/// After every command: a speaker who died (of grief, shot, gone) has no microphone, so his
/// turn ends at once and the next living speaker takes the floor (not while the game is
/// paused or a death's decision is pending: the resume or the decision comes back here).
pub(crate) fn speaker_gone(tx: &mut Tx) {
    let dead = tx.s.today.speaker.is_some_and(|p| !tx.s.alive(p));
    let calm = tx.s.pending.is_empty() && tx.s.paused.is_none() && !tx.ended();
    if dead && calm && tx.s.is_stage(DayStage::Parole) {
        next_turn(tx);
    }
}

/// The Sablier: the speaker ends their turn.
pub(crate) fn hourglass(tx: &mut Tx, player: PlayerId) -> Result<(), Error> {
    if !tx.s.is_stage(DayStage::Parole) {
        return Err(Error::WrongPhase);
    }
    if tx.s.today.speaker != Some(player) {
        return Err(Error::NotYourItem);
    }
    next_turn(tx);
    Ok(())
}

/// The speaker wrote: the 10 s of silence start again (never past the turn's end).
pub(crate) fn spoke(tx: &mut Tx, player: PlayerId) {
    if tx.s.is_stage(DayStage::Parole) && tx.s.today.speaker == Some(player) {
        let end = tx.s.today.turn_end.unwrap_or(tx.now);
        // Paused, the clock is stopped: the word is heard, the deadline waits.
        let deadline = match tx.s.paused {
            Some(_) => None,
            None => Some(super::voice::silence_end(tx, end)),
        };
        tx.emit(Event::Spoke { player, deadline });
    }
}

/// A Bulletin in the election: any living player who is not locked.
pub(crate) fn elect(tx: &mut Tx, voter: PlayerId, target: Option<PlayerId>) -> Result<(), Error> {
    if let Some(t) = target {
        let p = tx.s.player(t).ok_or(Error::TargetInvalid)?;
        if !p.alive {
            return Err(Error::TargetDead);
        }
        if p.locked {
            return Err(Error::TargetLocked);
        }
    }
    tx.emit(Event::VoteCast { voter, target });
    Ok(())
}

/// Plurality wins; ties (and no votes at all) are drawn at random among the leaders.
fn close_election(tx: &mut Tx) {
    let tally = vote::tally(&tx.s);
    tx.emit(Event::VoteClosed {
        tally: tally.clone(),
    });
    let best = tally.iter().map(|e| e.1).max().unwrap_or(0);
    let mut leaders: Vec<PlayerId> = tally.iter().filter(|e| e.1 == best).map(|e| e.0).collect();
    if best == 0 {
        leaders = tx.s.living().filter(|p| !p.locked).map(|p| p.id).collect();
    }
    if let Some(mayor) = tx.pick(&leaders) {
        tx.emit(Event::MayorSet {
            player: Some(mayor),
            reason: MayorReason::Elected,
        });
    }
    early_end::after_election(tx);
}

/// §5: warned at the end of an assembly after a whole day without activity.
fn warn_inactive(tx: &mut Tx) {
    let k = tx.s.assemblies;
    let idle: Vec<PlayerId> =
        tx.s.living()
            .filter(|p| !p.warned && p.active_at + 1 < k)
            .map(|p| p.id)
            .collect();
    for player in idle {
        tx.emit(Event::Warned { player });
    }
}

/// Records activity (§5), at most once per assembly.
pub(crate) fn active(tx: &mut Tx, player: PlayerId) {
    let mark = tx.s.assemblies;
    if tx
        .s
        .player(player)
        .is_some_and(|p| p.alive && (p.active_at != mark || p.warned))
    {
        tx.emit(Event::Activity { player, mark });
    }
}
