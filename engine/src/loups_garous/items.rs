//! Player commands (§9): `/utiliser`, `/voter`, `/rentrer`, `/sablier`, dispatched to the
//! rules of each item.

use super::error::Error;
use super::event::Event;
use super::night;
use super::role::Item;
use super::state::{DayStage, NightStep, Pending, Phase};
use super::tx::Tx;
use super::{day, deaths, flow, vote};
use crate::notice::PlayerId;

/// `/utiliser objet cibles choix`; used at the wrong time, the refusal names the item (its
/// message says when it serves).
pub(crate) fn use_item(
    tx: &mut Tx,
    player: PlayerId,
    item: Item,
    targets: &[PlayerId],
    option: Option<&str>,
) -> Result<(), Error> {
    used(tx, player, item, targets, option).map_err(|e| match e {
        Error::WrongPhase => Error::NotNow(item),
        other => other,
    })
}

fn used(
    tx: &mut Tx,
    player: PlayerId,
    item: Item,
    targets: &[PlayerId],
    option: Option<&str>,
) -> Result<(), Error> {
    let p = tx.s.player(player).ok_or(Error::NotAPlayer)?;
    match item {
        Item::Fusil => return shoot(tx, player, targets.first().copied()),
        Item::Echarpe => return sash(tx, player, targets.first().copied()),
        _ => {}
    }
    if !p.alive {
        return Err(Error::DeadActor);
    }
    match item {
        Item::Bulletin => vote::cast(tx, player, targets.first().copied()),
        Item::Sablier => day::hourglass(tx, player),
        Item::Rentrer => go_home(tx, player),
        Item::SecondVote => vote::order_second(tx, player),
        Item::CoupDEtat if tx.s.is_stage(DayStage::CoupDEtat) => {
            execute(tx, player, targets.first().copied())
        }
        Item::Griffes => {
            let t = targets.first().copied().ok_or(Error::TargetInvalid)?;
            night::choose_claws(tx, player, t)
        }
        Item::Ecoute => night::follow(tx, player, option),
        Item::Infection
        | Item::FioleDeVie
        | Item::FioleDeMort
        | Item::CrocBlanc
        | Item::Essence
        | Item::Allumette
        | Item::Linceul => night::choose_remedy(tx, player, item, targets),
        _ => night::choose_prep(tx, player, item, targets),
    }
}

/// `/rentrer`: at dusk, or at the Retraite for those who went out.
fn go_home(tx: &mut Tx, player: PlayerId) -> Result<(), Error> {
    let out = match tx.s.phase {
        Phase::Dusk(_) => true,
        Phase::Night(_, NightStep::Retraite) => tx.s.night.out.contains(&player),
        _ => return Err(Error::WrongPhase),
    };
    let home = tx.s.player(player).is_some_and(|p| p.home);
    if !out || home {
        return Err(Error::AlreadyActed);
    }
    tx.emit(Event::WentHome { player });
    Ok(())
}

/// The Chasseur's Fusil, at his death.
fn shoot(tx: &mut Tx, player: PlayerId, target: Option<PlayerId>) -> Result<(), Error> {
    if tx.s.pending.first() != Some(&Pending::Shot(player)) {
        return Err(if tx.s.pending.contains(&Pending::Shot(player)) {
            Error::WrongPhase
        } else {
            Error::NotYourItem
        });
    }
    if let Some(t) = target {
        let q = tx.s.player(t).ok_or(Error::TargetInvalid)?;
        if !q.alive {
            return Err(Error::TargetDead);
        }
    }
    deaths::settle(tx, target);
    flow::resume_after_pending(tx);
    Ok(())
}

/// The Maire's Écharpe: a tie (one of the tied, or nobody), or his successor.
fn sash(tx: &mut Tx, player: PlayerId, target: Option<PlayerId>) -> Result<(), Error> {
    if tx.s.pending.first() == Some(&Pending::Succession(player)) {
        let t = target.ok_or(Error::TargetInvalid)?;
        let q = tx.s.player(t).ok_or(Error::TargetInvalid)?;
        if !q.alive {
            return Err(Error::TargetDead);
        }
        deaths::settle(tx, Some(t));
        flow::resume_after_pending(tx);
        return Ok(());
    }
    let Phase::Day(n, DayStage::Egalite) = tx.s.phase else {
        return Err(Error::WrongPhase);
    };
    if tx.s.mayor != Some(player) {
        return Err(Error::NotYourItem);
    }
    let p = tx.s.player(player).ok_or(Error::NotAPlayer)?;
    if !p.alive {
        return Err(Error::DeadActor);
    }
    if p.locked {
        return Err(Error::Locked);
    }
    if let Some(t) = target {
        if !tx.s.today.tied.contains(&t) {
            return Err(Error::TargetInvalid);
        }
    }
    vote::break_tie(tx, n, target);
    Ok(())
}

/// The coup d'État's execution.
fn execute(tx: &mut Tx, player: PlayerId, target: Option<PlayerId>) -> Result<(), Error> {
    let Phase::Day(n, _) = tx.s.phase else {
        return Err(Error::WrongPhase);
    };
    if tx.s.coup_planned != Some(player) {
        return Err(Error::NotYourItem);
    }
    if let Some(t) = target {
        let q = tx.s.player(t).ok_or(Error::TargetInvalid)?;
        if !q.alive {
            return Err(Error::TargetDead);
        }
        if t == player {
            return Err(Error::TargetSelf);
        }
        if q.locked {
            return Err(Error::TargetLocked);
        }
    }
    vote::coup(tx, n, target);
    Ok(())
}
