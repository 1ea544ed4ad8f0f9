//! The Destinée's list, the Héros tragique's hunt and Polichinelle's secrets and grants (§6).

use super::divers::{draw, heros_points};
use crate::notice::PlayerId;
use crate::ronde::error::RondeError;
use crate::ronde::event::{Cause, Event};
use crate::ronde::personnage::Personnage;
use crate::ronde::plainte::target;
use crate::ronde::tx::Tx;
use crate::ronde::unmask::unmask;

type R<T = ()> = Result<T, RondeError>;

/// `/pouvoir destin`: 12 distinct Personnages, no Figurant, not herself, by the end of J2.
pub fn destin(tx: &mut Tx, actor: PlayerId, list: &[Personnage]) -> R {
    if !tx.player(actor)?.counters.destiny.is_empty() {
        return Err(RondeError::Used(1, 1));
    }
    if tx.day() > 2 {
        return Err(RondeError::Window("jusqu-a-j2"));
    }
    let mut seen = std::collections::BTreeSet::new();
    let bad = list.len() != 12
        || list
            .iter()
            .any(|p| *p == Personnage::Figurant || *p == Personnage::Destinee || !seen.insert(*p));
    if bad {
        return Err(RondeError::BadFormat("12 Personnages distincts".into()));
    }
    let list = list.to_vec();
    tx.counters(actor, |c| c.destiny = list);
    tx.emit(Event::DestinyDeclared { player: actor });
    Ok(())
}

/// `/pouvoir destin-ajout`: today's entry is unmasked; skip it and append a new one.
pub fn destin_ajout(tx: &mut Tx, actor: PlayerId, p: Personnage) -> R {
    let idx = tx.day() as usize - 2;
    let c = &tx.player(actor)?.counters;
    let Some(entry) = c.destiny.get(idx).copied() else {
        return Err(RondeError::Window("destin-du-jour"));
    };
    if tx.s.slot_masked(entry) {
        return Err(RondeError::DestinyDay(entry));
    }
    if p == Personnage::Figurant || p == Personnage::Destinee || c.destiny.contains(&p) {
        return Err(RondeError::TargetInvalid);
    }
    tx.counters(actor, |c| {
        c.destiny.remove(idx);
        c.destiny.push(p);
    });
    Ok(())
}

/// `/pouvoir monstre`: on J1, or when a new target is due.
pub fn monstre(tx: &mut Tx, actor: PlayerId, p: Personnage) -> R {
    let c = tx.player(actor)?.counters.clone();
    let first = c.hero_deadline == 0 && tx.day() <= 1;
    if !first && !c.hero_must_designate {
        return Err(RondeError::Window("monstre"));
    }
    use Personnage::{Destinee, HerosTragique, Pinocchio, Souffleur};
    if matches!(p, Destinee | Pinocchio | Souffleur | HerosTragique) {
        return Err(RondeError::TargetInvalid);
    }
    let pool: Vec<PlayerId> =
        tx.s.holders(p)
            .into_iter()
            .filter(|x| *x != actor)
            .collect();
    let Some(monster) = draw(tx, &pool, 1).first().copied() else {
        return Err(RondeError::TargetInvalid);
    };
    let deadline = if first { 6 } else { (tx.day() + 5).min(13) };
    tx.counters(actor, |c| {
        c.monster = Some(monster);
        c.monster_personnage = Some(p);
        c.hero_deadline = deadline;
        c.hero_must_designate = false;
    });
    tx.emit(Event::MonsterDesignated {
        heros: actor,
        monster,
        personnage: p,
        deadline,
    });
    Ok(())
}

/// `/pouvoir traquer`: right → the monster is unmasked, +295; wrong → the Héros is.
pub fn traquer(tx: &mut Tx, actor: PlayerId, t: PlayerId) -> R {
    target(tx, actor, t)?;
    let monster = tx.player(actor)?.counters.monster;
    if monster.is_none() {
        return Err(RondeError::Window("monstre-designe"));
    }
    if monster == Some(t) {
        unmask(tx, t, Cause::Heros);
        heros_points(tx, actor);
        tx.counters(actor, |c| {
            c.monster = None;
            c.hero_must_designate = true;
            c.hero_deadline = 0;
        });
        tx.emit(Event::Prompted {
            player: actor,
            prompt: crate::ronde::event::Prompt::NewMonster,
        });
    } else {
        unmask(tx, actor, Cause::Heros);
    }
    Ok(())
}

/// `/pouvoir pas-moi`: the Héros's daily proclamation.
pub fn pas_moi(tx: &mut Tx, actor: PlayerId, t: PlayerId) -> R {
    let day = tx.day();
    if tx.player(actor)?.counters.pas_moi_days.contains(&day) {
        return Err(RondeError::Used(1, 1));
    }
    target(tx, actor, t)?;
    tx.counters(actor, |c| {
        c.pas_moi_days.insert(day);
    });
    tx.emit(Event::PasMoiProclaimed {
        heros: actor,
        target: t,
    });
    validate_today(tx, actor, "heros-tragique");
    Ok(())
}

/// The automatic items an action of `day` fulfils: the Destinée's daily target, the
/// monster's opening (an anonymous one when the MJs carry it out, for the day it was asked).
pub fn fulfilled(tx: &mut Tx, actor: PlayerId, alleged: Personnage, opening: bool, day: u32) {
    let Some(x) = tx.s.player(actor) else { return };
    let destinee = x.personnage == Some(Personnage::Destinee)
        && x.counters.destiny.get(day as usize - 2) == Some(&alleged);
    let monster = opening && x.monstrueux;
    if destinee {
        validate_on(tx, actor, "destinee", day);
    }
    if monster {
        validate_on(tx, actor, "monster", day);
    }
}

/// Validates an automatic item of today.
pub fn validate_today(tx: &mut Tx, player: PlayerId, what: &str) {
    let day = tx.day();
    validate_on(tx, player, what, day);
}

/// Validates an automatic item of a day.
pub(crate) fn validate_on(tx: &mut Tx, player: PlayerId, what: &str, day: u32) {
    let ids: Vec<usize> =
        tx.s.checklist
            .iter()
            .filter(|i| i.player == player && i.day == day && i.what == what && i.open())
            .map(|i| i.id)
            .collect();
    for id in ids {
        tx.emit(Event::ItemChanged {
            id,
            status: crate::ronde::checklist::ItemStatus::Validee,
            precheck: Some(true),
            in_review: false,
        });
    }
}

/// `/pouvoir secret` (J4, J8, J12): the target's Personnage to Polichinelle and 5 others.
pub fn secret(tx: &mut Tx, actor: PlayerId, t: PlayerId) -> R {
    let day = tx.day();
    if ![4, 8, 12].contains(&day) {
        return Err(RondeError::Window("j4-j8-j12"));
    }
    if tx.player(actor)?.counters.secret_days.contains(&day) {
        return Err(RondeError::Used(1, 1));
    }
    if t == actor {
        return Err(RondeError::TargetSelf);
    }
    let x = tx.s.player(t).ok_or(RondeError::UnknownPlayer)?;
    let p = x.personnage.ok_or(RondeError::UnknownPlayer)?;
    tx.counters(actor, |c| {
        c.secret_days.insert(day);
    });
    let pool: Vec<PlayerId> =
        tx.s.players
            .values()
            .filter(|x| x.looks_masked() && x.id != actor && x.id != t)
            .map(|x| x.id)
            .collect();
    let mut to = draw(tx, &pool, 5);
    to.insert(0, actor);
    tx.emit(Event::SecretShared {
        target: t,
        personnage: p,
        to,
    });
    Ok(())
}

/// `/pouvoir accorder` (J2, J4 … J12): one anonymous plainte for 24 h.
pub fn accorder(tx: &mut Tx, actor: PlayerId, t: PlayerId) -> R {
    let day = tx.day();
    if day % 2 == 1 || day > 12 {
        return Err(RondeError::Window("jours-pairs"));
    }
    if tx.player(actor)?.counters.grant_days.contains(&day) {
        return Err(RondeError::Used(1, 1));
    }
    target(tx, actor, t)?;
    let until = tx.now + chrono::Duration::hours(24);
    tx.counters(actor, |c| {
        c.grant_days.insert(day);
    });
    tx.counters(t, |c| c.anon_grant_until = Some(until));
    tx.emit(Event::AnonGranted { player: t });
    Ok(())
}
