//! The Souffleur (§6): `souffler` with its juste / partiel / faux / protégé outcomes and
//! failure streaks, and the J2 phrase. Also judges the chorus's "souffler la bougie".

use rand::seq::IndexedRandom;

pub use crate::ronde::souffle::{BlowOutcome, PendingBlow};

use super::checks::{contains_excerpt, words};
use crate::notice::PlayerId;
use crate::ronde::error::RondeError;
use crate::ronde::event::{Cause, Event};
use crate::ronde::ledger::Line;
use crate::ronde::personnage::Personnage;
use crate::ronde::tx::Tx;
use crate::ronde::unmask::unmask;

/// The verdict on a guess.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Blow {
    /// The excerpt is there: an MJ confirms the theme (this pending id).
    Pending(usize),
    Partiel,
    Faux,
    Protege,
}

/// Judges a guess against the Répétitions of `rep_day`; a right excerpt waits for an MJ.
pub fn judge(
    tx: &mut Tx,
    by: Option<PlayerId>,
    target: PlayerId,
    excerpt: &str,
    rep_day: u32,
) -> Blow {
    let Some(t) = tx.s.player(target) else {
        return Blow::Faux;
    };
    if t.personnage == Some(Personnage::Revenant)
        && t.revenant_roles.contains(&Personnage::Figurant)
    {
        return Blow::Protege;
    }
    if !(t.looks_masked() && t.personnage == Some(Personnage::Figurant)) {
        return Blow::Faux;
    }
    let found = tx.s.posts.iter().any(|p| {
        p.author == target
            && p.channel == "repetitions"
            && p.day == rep_day
            && contains_excerpt(&p.text, excerpt)
    });
    if !found {
        return Blow::Partiel;
    }
    let id = tx.s.blow_seq + 1;
    let members = if by.is_none() {
        tx.s.chorus_members()
    } else {
        vec![]
    };
    let day = tx.day();
    tx.emit(Event::BlowToJudge(PendingBlow {
        id,
        souffleur: by,
        target,
        excerpt: excerpt.to_owned(),
        members,
        day,
    }));
    Blow::Pending(id)
}

/// An MJ confirms (or not) that the excerpt holds the theme: the Figurant is unmasked
/// (with a random second one once the Pianiste is unmasked), +155 each.
pub fn confirm(tx: &mut Tx, id: usize, theme_ok: bool) -> Result<(), RondeError> {
    let Some(b) = tx.s.blows.iter().find(|b| b.id == id).cloned() else {
        return Err(RondeError::TargetInvalid);
    };
    tx.emit(Event::BlowSettled { id });
    let still =
        tx.s.player(b.target)
            .is_some_and(crate::ronde::data::state::Player::looks_masked);
    if !theme_ok || !still {
        if let Some(s) = b.souffleur {
            blown(tx, s, b.target, BlowOutcome::Partiel);
        }
        return Ok(());
    }
    unmask(tx, b.target, Cause::Souffleur);
    let mut hits = 1;
    if tx.s.pianiste_unmasked() {
        let others: Vec<PlayerId> = tx.s.masked_figurants();
        if let Some(extra) = others.choose(tx.rng).copied() {
            unmask(tx, extra, Cause::Souffleur);
            hits += 1;
        }
    }
    let cause = format!("souffler J{}", b.day);
    for _ in 0..hits {
        match b.souffleur {
            Some(s) => tx.score(s, 155, Line::SouffleurFigurant, cause.clone()),
            None => {
                for m in &b.members {
                    tx.score(*m, 155, Line::SoufflerBougie, format!("bougie J{}", b.day));
                }
            }
        }
    }
    if let Some(s) = b.souffleur {
        blown(tx, s, b.target, BlowOutcome::Juste { count: hits });
    }
    Ok(())
}

/// `/pouvoir souffler`.
pub fn souffler(
    tx: &mut Tx,
    actor: PlayerId,
    target: PlayerId,
    excerpt: &str,
) -> Result<(), RondeError> {
    let day = tx.day();
    if tx.player(actor)?.counters.souffle_days.contains(&day) {
        return Err(RondeError::Used(1, 1));
    }
    if target == actor {
        return Err(RondeError::TargetSelf);
    }
    tx.s.player(target).ok_or(RondeError::UnknownPlayer)?;
    tx.counters(actor, |c| {
        c.souffle_days.insert(day);
    });
    let verdict = judge(tx, Some(actor), target, excerpt, day - 1);
    match verdict {
        Blow::Pending(_) => blown(tx, actor, target, BlowOutcome::Pending),
        Blow::Partiel => blown(tx, actor, target, BlowOutcome::Partiel),
        Blow::Protege => blown(tx, actor, target, BlowOutcome::Protege),
        Blow::Faux => {
            tx.counters(actor, |c| {
                c.faux_days.insert(day);
            });
            let c = &tx.player(actor)?.counters;
            let streak = (0..3).all(|i| day >= i && c.faux_days.contains(&(day - i)));
            let total = c.faux_days.len();
            blown(tx, actor, target, BlowOutcome::Faux { total });
            if streak || total >= 6 {
                unmask(tx, actor, Cause::Souffleur);
            }
        }
    }
    Ok(())
}

/// `/pouvoir phrase`: the Souffleur's phrase of at least 8 words, once.
pub fn phrase(tx: &mut Tx, actor: PlayerId, text: &str) -> Result<(), RondeError> {
    if tx.player(actor)?.counters.phrase.is_some() {
        return Err(RondeError::Used(1, 1));
    }
    if words(text).len() < 8 {
        return Err(RondeError::BadFormat("8 mots".into()));
    }
    let text = text.to_owned();
    tx.counters(actor, |c| c.phrase = Some(text));
    tx.emit(Event::PhraseChosen { player: actor });
    Ok(())
}

fn blown(tx: &mut Tx, souffleur: PlayerId, target: PlayerId, outcome: BlowOutcome) {
    tx.emit(Event::Blown {
        souffleur,
        target,
        outcome,
    });
}
