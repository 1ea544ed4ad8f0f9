//! The other powers of §6, and the dispatch of `/pouvoir`.

use rand::seq::IndexedRandom;

use super::souffleur;
use super::trial_powers;
use crate::notice::PlayerId;
use crate::ronde::command::{Power, SireneOrder};
use crate::ronde::error::RondeError;
use crate::ronde::event::{Cause, Event};
use crate::ronde::ledger::Line;
use crate::ronde::personnage::Personnage;
use crate::ronde::plainte::{file, null_reason, target};
use crate::ronde::proces::{NullReason, PlainteKind};
use crate::ronde::state::Status;
use crate::ronde::tx::Tx;
use crate::ronde::unmask::unmask;

type R<T = ()> = Result<T, RondeError>;

/// The Personnage a power belongs to.
fn owner(power: &Power) -> Personnage {
    use Personnage::{
        AvocatDuDiable, Chucky, Destinee, Diva, HerosTragique, PetiteSirene, PierrotLunaire,
        Polichinelle, Souffleur, Woody,
    };
    match power {
        Power::Souffler { .. } | Power::Phrase { .. } => Souffleur,
        Power::Annuler { .. } => AvocatDuDiable,
        Power::Ecourter { .. } => Chucky,
        Power::Chant { .. } => PetiteSirene,
        Power::Question { .. } => Woody,
        Power::Endormir { .. } => PierrotLunaire,
        Power::Designer { .. } | Power::DernierSouffle { .. } => Diva,
        Power::Destin { .. } | Power::DestinAjout { .. } => Destinee,
        Power::Monstre { .. } | Power::Traquer { .. } | Power::PasMoi { .. } => HerosTragique,
        Power::Secret { .. } | Power::Accorder { .. } => Polichinelle,
    }
}

/// `/pouvoir …`.
pub fn use_power(tx: &mut Tx, actor: PlayerId, power: &Power) -> R {
    if !tx.s.created {
        return Err(RondeError::NoGame);
    }
    if tx.s.outcome.ended() {
        return Err(RondeError::Ended);
    }
    let x = tx.player(actor)?;
    if !x.holds(owner(power)) {
        return Err(RondeError::NoPower);
    }
    if let Power::DernierSouffle { personnage } = power {
        return last_breath(tx, actor, *personnage);
    }
    match x.status {
        Status::Demasque => return Err(RondeError::Unmasked),
        Status::Officieux => return Err(RondeError::Unofficial),
        Status::Masque => {}
    }
    let j1 = matches!(power, Power::Monstre { .. });
    if !tx.s.dealt || (tx.day() < 2 && !j1) {
        return Err(RondeError::NotStarted);
    }
    match power {
        Power::Souffler { target, excerpt } => souffleur::souffler(tx, actor, *target, excerpt),
        Power::Phrase { text } => souffleur::phrase(tx, actor, text),
        Power::Annuler { proces } => trial_powers::annuler(tx, actor, *proces),
        Power::Ecourter { proces } => trial_powers::ecourter(tx, actor, *proces),
        Power::Chant { target, order } => chant(tx, actor, *target, order),
        Power::Question { target, personnage } => question(tx, actor, *target, *personnage),
        Power::Endormir { target } => endormir(tx, actor, *target),
        Power::Designer { personnage } => designer(tx, actor, *personnage),
        Power::DernierSouffle { .. } => Ok(()),
        Power::Destin { list } => super::roles::destin(tx, actor, list),
        Power::DestinAjout { personnage } => super::roles::destin_ajout(tx, actor, *personnage),
        Power::Monstre { personnage } => super::roles::monstre(tx, actor, *personnage),
        Power::Traquer { target } => super::roles::traquer(tx, actor, *target),
        Power::PasMoi { target } => super::roles::pas_moi(tx, actor, *target),
        Power::Secret { target } => super::roles::secret(tx, actor, *target),
        Power::Accorder { target } => super::roles::accorder(tx, actor, *target),
    }
}

fn chant(tx: &mut Tx, actor: PlayerId, t: PlayerId, order: &SireneOrder) -> R {
    let day = tx.day();
    let c = &tx.player(actor)?.counters;
    if c.chant_days.contains(&day) {
        return Err(RondeError::Used(1, 1));
    }
    target(tx, actor, t)?;
    if tx.player(actor)?.counters.sirene_targets.contains(&t) {
        return Err(RondeError::AlreadyTargeted);
    }
    if let SireneOrder::Plainte { proces } = order {
        let p = tx.s.proces(*proces).ok_or(RondeError::NotATrial)?;
        if !p.state.is_open() {
            return Err(RondeError::Closed);
        }
        if p.accuses(t) {
            return Err(RondeError::TargetInvalid);
        }
    }
    tx.counters(actor, |c| {
        c.chant_days.insert(day);
        c.sirene_targets.insert(t);
    });
    match order {
        SireneOrder::Plainte { proces } => {
            let n = *proces;
            let p = tx.s.proces(n).ok_or(RondeError::NotATrial)?;
            let x = tx.player(t)?;
            let pending =
                tx.s.anon
                    .iter()
                    .any(|r| r.actor == t && r.proces == Some(n));
            let null = if p.opener.player() == Some(t) {
                Some(NullReason::ForcedOwnTrial)
            } else if p.complained(t) || pending {
                Some(NullReason::ForcedTwice)
            } else if x.status == Status::Officieux {
                Some(NullReason::ForcedUnofficial)
            } else {
                null_reason(tx, t, n)
            };
            tx.emit(Event::ActionSpent {
                player: t,
                day,
                opening: false,
            });
            file(tx, n, Some(t), PlainteKind::Forced, null);
            tx.emit(Event::SireneCompelled { target: t, n });
        }
        SireneOrder::Case { cell } => sirene_item(tx, t, format!("sirene-case {cell}")),
        SireneOrder::Banque { item } => sirene_item(tx, t, format!("sirene-banque {item}")),
    }
    Ok(())
}

fn sirene_item(tx: &mut Tx, t: PlayerId, what: String) {
    let id = tx.s.sirene_seq + 1;
    let day = tx.day();
    tx.emit(Event::SireneOrdered {
        id,
        target: t,
        order: what,
        day,
    });
}

/// An MJ approves (the order becomes the target's item, due the next day) or denies it.
pub fn settle_order(tx: &mut Tx, id: usize, approve: bool) -> R {
    let Some((_, t, what, given)) = tx.s.sirene_orders.iter().find(|o| o.0 == id).cloned() else {
        return Err(RondeError::TargetInvalid);
    };
    tx.emit(Event::OrderSettled { id });
    if approve {
        order_item(tx, t, what, given + 1);
    }
    Ok(())
}

fn order_item(tx: &mut Tx, t: PlayerId, what: String, day: u32) {
    let id = tx.s.checklist.len() + 1;
    tx.emit(Event::ItemCreated(crate::ronde::checklist::Item {
        id,
        player: t,
        day,
        what: what.clone(),
        status: crate::ronde::checklist::ItemStatus::AFaire,
        precheck: None,
        in_review: false,
    }));
    tx.emit(Event::Enchanted {
        target: t,
        order: what,
    });
}

fn question(tx: &mut Tx, actor: PlayerId, t: PlayerId, p: Personnage) -> R {
    let day = tx.day();
    let c = &tx.player(actor)?.counters;
    if c.question_days.len() >= 2 {
        return Err(RondeError::Used(2, 2));
    }
    if c.question_days.contains(&day) {
        return Err(RondeError::Window("un-par-jour"));
    }
    let x = tx.s.player(t).ok_or(RondeError::UnknownPlayer)?;
    let yes = x.personnage == Some(p);
    tx.counters(actor, |c| c.question_days.push(day));
    tx.emit(Event::WoodyAnswered {
        woody: actor,
        target: t,
        personnage: p,
        yes,
    });
    Ok(())
}

fn endormir(tx: &mut Tx, actor: PlayerId, t: PlayerId) -> R {
    let day = tx.day();
    let c = &tx.player(actor)?.counters;
    if c.sleep_days.contains(&day) {
        return Err(RondeError::Used(1, 1));
    }
    if c.sleep_targets.contains(&t) {
        return Err(RondeError::AlreadyTargeted);
    }
    target(tx, actor, t)?;
    tx.counters(actor, |c| {
        c.sleep_days.insert(day);
        c.sleep_targets.insert(t);
    });
    tx.emit(Event::FellAsleep {
        player: t,
        day: day + 1,
    });
    Ok(())
}

/// Whether the current player of a Personnage ever complained against this Diva.
fn complained_against(tx: &Tx, diva: PlayerId, p: Personnage) -> Option<PlayerId> {
    let players = tx.s.holders(p);
    players.into_iter().find(|who| {
        tx.s.proces
            .iter()
            .any(|q| q.accuses(diva) && q.complained(*who))
    })
}

fn designer(tx: &mut Tx, actor: PlayerId, p: Personnage) -> R {
    let day = tx.day();
    if tx.player(actor)?.counters.designate_days.contains(&day) {
        return Err(RondeError::Used(1, 1));
    }
    if p == Personnage::Figurant {
        return Err(RondeError::TargetInvalid);
    }
    tx.counters(actor, |c| {
        c.designate_days.insert(day);
        c.designated.insert(p);
    });
    let revealed = complained_against(tx, actor, p);
    tx.emit(Event::DivaDesignated {
        personnage: p,
        revealed,
    });
    Ok(())
}

fn last_breath(tx: &mut Tx, actor: PlayerId, p: Personnage) -> R {
    let x = tx.player(actor)?;
    if x.status != Status::Demasque || x.personnage != Some(Personnage::Diva) {
        return Err(RondeError::Window("diva-demasquee"));
    }
    if x.counters.last_breath_used {
        return Err(RondeError::Used(1, 1));
    }
    if x.counters.last_breath_until.is_none_or(|t| t <= tx.now) {
        return Err(RondeError::Window("diva-demasquee"));
    }
    if x.counters.designated.contains(&p) {
        return Err(RondeError::AlreadyTargeted);
    }
    tx.counters(actor, |c| {
        c.last_breath_used = true;
        c.designated.insert(p);
    });
    match complained_against(tx, actor, p) {
        Some(who) => unmask(tx, who, Cause::Diva),
        None => tx.emit(Event::DivaDesignated {
            personnage: p,
            revealed: None,
        }),
    }
    Ok(())
}

/// Draws up to n distinct players from a pool.
pub fn draw(tx: &mut Tx, pool: &[PlayerId], n: usize) -> Vec<PlayerId> {
    pool.choose_multiple(tx.rng, n).copied().collect()
}

/// +295 to the Héros.
pub fn heros_points(tx: &mut Tx, heros: PlayerId) {
    let day = tx.day();
    tx.score(heros, 295, Line::HerosMonstre, format!("traquer J{day}"));
}
