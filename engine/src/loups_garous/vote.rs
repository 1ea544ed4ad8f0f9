//! §3.6 vote: pre-loaded votes, the live tally, the tie and the Maire, hanging and the
//! Idiot, the Rachimbourg's second vote, the coup d'État, and the end of the day.

use super::deaths;
use super::early_end;
use super::error::Error;
use super::event::{EndReason, Event, MayorReason};
use super::flow;
use super::role::{Camp, Item, Role};
use super::state::{Cause, DayStage, Phase, State};
use super::tx::Tx;
use super::victory::base_camp;
use crate::notice::PlayerId;

/// Votes against each living player on the square, pre-loaded ones included, seating order.
pub fn tally(s: &State) -> Vec<(PlayerId, u32)> {
    let mut out = Vec::new();
    for p in s.living().filter(|p| !p.locked) {
        let pre = s.today.preloaded.get(&p.id).copied().unwrap_or(0);
        let cast = s
            .today
            .votes
            .iter()
            .filter(|(voter, t)| **t == Some(p.id) && may_vote(s, **voter).is_ok())
            .count() as u32;
        if pre + cast > 0 {
            out.push((p.id, pre + cast));
        }
    }
    out
}

/// Whether this player may use the Bulletin now.
pub(crate) fn may_vote(s: &State, voter: PlayerId) -> Result<(), Error> {
    let p = s.player(voter).ok_or(Error::NotAPlayer)?;
    if !p.alive {
        return Err(Error::DeadActor);
    }
    if p.locked {
        return Err(Error::Locked);
    }
    if p.idiot_revealed {
        return Err(Error::NoVote);
    }
    Ok(())
}

/// After the assembly: the vote, unless a tournée générale cancels it.
pub(crate) fn after_assembly(tx: &mut Tx, n: u32) {
    if tx.s.today.tournee {
        tx.emit(Event::PreloadsLost);
        end_day(tx, n);
        return;
    }
    let living = tx.s.living().count() as u32;
    let surpris = (living / 5).max(1);
    let mut pre: Vec<(PlayerId, u32)> = Vec::new();
    let add = |pre: &mut Vec<(PlayerId, u32)>, id: PlayerId, k: u32| match pre
        .iter_mut()
        .find(|e| e.0 == id)
    {
        Some(e) => e.1 += k,
        None => pre.push((id, k)),
    };
    let on_square = |s: &State, id: PlayerId| s.player(id).is_some_and(|p| p.alive && !p.locked);
    for id in tx.s.surpris.clone() {
        if on_square(&tx.s, id) {
            add(&mut pre, id, surpris);
        }
    }
    for id in tx.s.late.clone() {
        if on_square(&tx.s, id) {
            add(&mut pre, id, 1);
        }
    }
    let crow = tx.s.marked.filter(|id| on_square(&tx.s, *id));
    if let Some(id) = crow {
        add(&mut pre, id, 2);
    }
    tx.emit(Event::VoteOpened {
        preloaded: pre,
        first: true,
    });
    if let Some(player) = crow {
        tx.emit(Event::CrowShown { player });
    }
    let secs = tx.s.settings.vote;
    tx.enter(Phase::Day(n, DayStage::Vote), secs);
}

/// A Bulletin: the election, the vote or the second vote.
pub(crate) fn cast(tx: &mut Tx, voter: PlayerId, target: Option<PlayerId>) -> Result<(), Error> {
    let open = match tx.s.phase {
        Phase::Day(_, DayStage::Election) => {
            may_vote(&tx.s, voter)?;
            return super::day::elect(tx, voter, target);
        }
        Phase::Day(_, DayStage::Vote) => !tx.s.today.window,
        Phase::Day(_, DayStage::SecondVote) => tx.s.today.round == 2,
        _ => false,
    };
    if !open {
        return Err(Error::WrongPhase);
    }
    may_vote(&tx.s, voter)?;
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

/// The deadline of a vote stage.
pub(crate) fn on_deadline(tx: &mut Tx, n: u32, stage: DayStage) {
    match stage {
        DayStage::Vote if tx.s.today.window => {
            if tx.s.today.second_vote_ordered {
                start_second(tx, n);
            } else {
                end_day(tx, n);
            }
        }
        DayStage::SecondVote if tx.s.today.round != 2 => {
            tx.emit(Event::VoteOpened {
                preloaded: vec![],
                first: false,
            });
            let deadline = Some(tx.after(tx.s.settings.second_vote));
            tx.emit(Event::DeadlineSet { deadline });
        }
        _ => close(tx, n),
    }
}

pub(crate) fn close(tx: &mut Tx, n: u32) {
    let tally = tally(&tx.s);
    tx.emit(Event::VoteClosed {
        tally: tally.clone(),
    });
    if tx.s.today.round == 1 {
        let k = tx.s.assemblies;
        let gone: Vec<(PlayerId, Cause)> =
            tx.s.living()
                .filter(|p| p.warned && p.active_at + 1 < k)
                .map(|p| (p.id, Cause::Parti))
                .collect();
        if !gone.is_empty() {
            deaths::kill(tx, gone, early_end::check);
            if tx.ended() {
                return;
            }
            if !tx.s.pending.is_empty() {
                tx.emit(Event::CloseHeld { held: true });
                deaths::show_pending(tx);
                return;
            }
        }
    }
    let best = tally.iter().map(|e| e.1).max().unwrap_or(0);
    let leaders: Vec<PlayerId> = tally
        .iter()
        .filter(|e| e.1 == best && tx.s.alive(e.0))
        .map(|e| e.0)
        .collect();
    match leaders[..] {
        [] => {
            tx.emit(Event::Spared);
            after_result(tx, n);
        }
        [one] => designate(tx, n, one),
        _ => {
            let mayor_ok =
                tx.s.mayor
                    .and_then(|m| tx.s.player(m))
                    .is_some_and(|m| m.alive && !m.locked);
            if mayor_ok {
                tx.emit(Event::Tied { players: leaders });
                let secs = tx.s.settings.egalite;
                tx.enter(Phase::Day(n, DayStage::Egalite), secs);
            } else {
                tx.emit(Event::Spared);
                after_result(tx, n);
            }
        }
    }
}

/// A vote (or the Maire's pick) designates a player: hanged, or the Idiot revealed.
fn designate(tx: &mut Tx, n: u32, target: PlayerId) {
    let Some(p) = tx.s.player(target).cloned() else {
        return;
    };
    let contract = tx.s.contract.clone().filter(|c| c.active);
    if p.role == Role::IdiotDuVillage && !p.idiot_revealed {
        tx.emit(Event::IdiotRevealed { player: target });
        if contract.is_some_and(|c| c.target == Some(target)) {
            tx.emit(Event::ContractExpired);
        }
        early_end::after_result(tx);
        if !tx.ended() {
            after_result(tx, n);
        }
        return;
    }
    if contract.is_some_and(|c| c.target == Some(target) && tx.s.alive(c.mercenary)) {
        let shown = if p.hidden { None } else { Some(p.role) };
        tx.emit(Event::Died {
            player: target,
            cause: Cause::Pendaison,
            shown,
            infected: p.infected,
        });
        tx.emit(Event::GameEnded {
            winner: Some(Camp::Mercenaire),
            reason: EndReason::Contract,
        });
        return;
    }
    deaths::kill(
        tx,
        vec![(target, Cause::Pendaison)],
        early_end::after_result,
    );
    if tx.ended() {
        return;
    }
    if tx.s.pending.is_empty() {
        after_result(tx, n);
    } else {
        deaths::show_pending(tx);
    }
}

/// The Maire breaks a tie: one of the tied, or nobody (`None`, also the timeout).
pub(crate) fn break_tie(tx: &mut Tx, n: u32, pick: Option<PlayerId>) {
    if let Some(p) = pick.filter(|p| tx.s.today.tied.contains(p)) {
        designate(tx, n, p);
    } else {
        tx.emit(Event::Spared);
        after_result(tx, n);
    }
}

/// What follows a vote's result: the Rachimbourg's window, the second vote, or dusk.
pub(crate) fn after_result(tx: &mut Tx, n: u32) {
    if tx.s.today.round != 1 {
        end_day(tx, n);
        return;
    }
    if tx.s.today.second_vote_ordered {
        start_second(tx, n);
        return;
    }
    // The window opens while the game holds an unused Rachimbourg, alive or not, so that
    // its length tells nothing about his life or his lock.
    let can_order =
        tx.s.players
            .iter()
            .any(|p| p.role == Role::Rachimbourg && !p.spent.contains(&Item::SecondVote));
    if can_order {
        tx.emit(Event::WindowOpened);
        let secs = tx.s.settings.second_vote_fenetre;
        tx.enter(Phase::Day(n, DayStage::Vote), secs);
    } else {
        end_day(tx, n);
    }
}

fn start_second(tx: &mut Tx, n: u32) {
    let secs = tx.s.settings.second_vote_debat;
    tx.enter(Phase::Day(n, DayStage::SecondVote), secs);
}

/// The Rachimbourg orders a second vote.
pub(crate) fn order_second(tx: &mut Tx, player: PlayerId) -> Result<(), Error> {
    let p = tx.s.player(player).ok_or(Error::NotAPlayer)?;
    if p.role != Role::Rachimbourg || p.spent.contains(&Item::SecondVote) {
        return Err(Error::NotYourItem);
    }
    if p.locked {
        return Err(Error::Locked);
    }
    let Phase::Day(n, DayStage::Vote) = tx.s.phase else {
        return Err(Error::WrongPhase);
    };
    if tx.s.today.round != 1 || tx.s.today.second_vote_ordered {
        return Err(Error::WrongPhase);
    }
    tx.emit(Event::ItemSpent {
        player,
        item: Item::SecondVote,
    });
    tx.emit(Event::SecondVoteOrdered);
    if tx.s.today.window {
        start_second(tx, n);
    }
    Ok(())
}

/// The Dictateur executes a player on the square, or nobody (`None`, also the timeout).
pub(crate) fn coup(tx: &mut Tx, n: u32, target: Option<PlayerId>) {
    let Some(dictator) = tx.s.coup_planned else {
        // The Dictateur is gone: the day goes on as if no coup had been announced.
        super::day::after_election(tx, n);
        return;
    };
    tx.emit(Event::CoupUsed { dictator });
    tx.emit(Event::ItemSpent {
        player: dictator,
        item: Item::CoupDEtat,
    });
    if let Some(t) = target {
        let village = base_camp(&tx.s, t) == Camp::Village;
        let mut victims = vec![(t, Cause::Coup)];
        if village {
            victims.push((dictator, Cause::Remords));
        } else {
            tx.emit(Event::MayorSet {
                player: Some(dictator),
                reason: MayorReason::Coup,
            });
        }
        deaths::kill(tx, victims, early_end::after_coup);
        if tx.ended() {
            return;
        }
        if !tx.s.pending.is_empty() {
            deaths::show_pending(tx);
            return;
        }
    }
    end_day(tx, n);
}

/// The day ends: a contract whose day had a vote expires, then dusk.
pub(crate) fn end_day(tx: &mut Tx, n: u32) {
    let carried = !tx.s.surpris.is_empty() || !tx.s.late.is_empty() || tx.s.marked.is_some();
    if !tx.s.today.first_vote_done && carried && n > 1 {
        tx.emit(Event::PreloadsLost);
    }
    let expire = tx.s.today.had_vote && tx.s.contract.as_ref().is_some_and(|c| c.active);
    if expire {
        tx.emit(Event::ContractExpired);
        if early_end::at_day_end(tx) {
            return;
        }
    }
    flow::start_dusk(tx, n);
}
