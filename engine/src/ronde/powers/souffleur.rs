//! The Souffleur (§6): `souffler` with its juste / partiel / faux / protégé outcomes and
//! failure streaks, and the J2 phrase. Also judges the chorus's "souffler la bougie".

use rand::seq::IndexedRandom;

use super::checks::{contains_excerpt, words};
use crate::notice::PlayerId;
use crate::ronde::error::RondeError;
use crate::ronde::event::Cause;
use crate::ronde::ledger::Line;
use crate::ronde::personnage::Personnage;
use crate::ronde::tx::Tx;
use crate::ronde::unmask::unmask;

/// The verdict on a guess.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Blow {
    /// Figurants unmasked.
    Juste(usize),
    Partiel,
    Faux,
    Protege,
}

/// Judges a guess against the Répétitions of `rep_day`; unmasks on a juste guess.
pub fn judge(tx: &mut Tx, target: PlayerId, excerpt: &str, rep_day: u32) -> Blow {
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
    unmask(tx, target, Cause::Souffleur);
    let mut hits = 1;
    if tx.s.pianiste_unmasked() {
        let others: Vec<PlayerId> = tx.s.masked_figurants();
        if let Some(extra) = others.choose(tx.rng).copied() {
            unmask(tx, extra, Cause::Souffleur);
            hits += 1;
        }
    }
    Blow::Juste(hits)
}

/// The chorus's version: the number of Figurants unmasked, no failure count.
pub fn blow(tx: &mut Tx, target: PlayerId, excerpt: &str, rep_day: u32) -> usize {
    match judge(tx, target, excerpt, rep_day) {
        Blow::Juste(n) => n,
        _ => 0,
    }
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
        return Err(RondeError::Used);
    }
    if target == actor {
        return Err(RondeError::TargetSelf);
    }
    tx.s.player(target).ok_or(RondeError::UnknownPlayer)?;
    tx.counters(actor, |c| {
        c.souffle_days.insert(day);
    });
    let verdict = judge(tx, target, excerpt, day - 1);
    let name = tx.s.name(target);
    match verdict {
        Blow::Juste(n) => {
            for _ in 0..n {
                tx.score(
                    actor,
                    155,
                    Line::SouffleurFigurant,
                    format!("souffler J{day}"),
                );
            }
            tx.dm(
                actor,
                "ronde-souffle-juste",
                vec![("player", name), ("count", n.to_string())],
            );
        }
        Blow::Partiel => tx.dm(actor, "ronde-souffle-partiel", vec![("player", name)]),
        Blow::Protege => tx.dm(actor, "ronde-souffle-protege", vec![("player", name)]),
        Blow::Faux => {
            tx.counters(actor, |c| {
                c.faux_days.insert(day);
            });
            let c = &tx.player(actor)?.counters;
            let streak = (0..3).all(|i| day >= i && c.faux_days.contains(&(day - i)));
            let total = c.faux_days.len();
            tx.dm(
                actor,
                "ronde-souffle-faux",
                vec![("player", name), ("total", total.to_string())],
            );
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
        return Err(RondeError::Used);
    }
    if words(text).len() < 8 {
        return Err(RondeError::BadFormat("8 mots".into()));
    }
    let text = text.to_owned();
    tx.counters(actor, |c| c.phrase = Some(text));
    tx.dm(actor, "ronde-phrase-set", vec![]);
    Ok(())
}
