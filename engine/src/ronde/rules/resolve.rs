//! Resolution and closure of a procès (§4): classification, outcome, points (§8) and what
//! a closure sets off.

use crate::notice::PlayerId;
use crate::ronde::event::{Cause, Event};
use crate::ronde::ledger::Line;
use crate::ronde::personnage::Personnage;
use crate::ronde::powers::{half, Attempt};
use crate::ronde::proces::{Opener, PlainteKind, Proces, ProcesState};
use crate::ronde::state::{State, Status};
use crate::ronde::tx::Tx;
use crate::ronde::unmask::{announce_deferred, unmask};

/// Resolves an open procès: `ANNULE` if the Avocat flagged it, else by classification.
pub fn resolve(tx: &mut Tx, n: usize, at_game_end: bool) {
    let Some(p) = tx.s.proces(n) else {
        return;
    };
    let state = if p.avocat.is_some() {
        ProcesState::Annule
    } else if classify(&tx.s, p) {
        ProcesState::Juste
    } else {
        ProcesState::Injuste
    };
    close(tx, n, state, at_game_end);
}

/// Whether a procès is juste (§4 Classification), judged now.
pub fn classify(s: &State, p: &Proces) -> bool {
    let of = |a: &PlayerId| s.player(*a).and_then(|x| x.personnage);
    if p.alleged == Personnage::Decorateur {
        let mut masked = s.holders(Personnage::Decorateur);
        let mut accused = p.accused.clone();
        masked.sort();
        accused.sort();
        return !accused.is_empty() && masked == accused;
    }
    p.accused.iter().all(|a| match of(a) {
        Some(Personnage::Revenant) => p.alleged == Personnage::Revenant,
        Some(Personnage::Destinee) => {
            let shielded = s.player(*a).is_some_and(|x| x.status == Status::Masque);
            p.alleged == Personnage::Destinee && (!shielded || destinee_exposed(s, *a, p))
        }
        Some(x) => x == p.alleged,
        None => false,
    })
}

/// The Destinée's immunity is broken iff, on the game day before the opening, she opened a
/// procès that has no plainte at all now (R13).
fn destinee_exposed(s: &State, destinee: PlayerId, p: &Proces) -> bool {
    s.proces
        .iter()
        .any(|q| q.opener.player() == Some(destinee) && q.day + 1 == p.day && q.plaintes.is_empty())
}

/// Closes a procès with this outcome and does everything a closure sets off.
pub fn close(tx: &mut Tx, n: usize, state: ProcesState, at_game_end: bool) {
    let Some(p) = tx.s.proces(n).cloned() else {
        return;
    };
    if !p.state.is_open() {
        return;
    }
    let juste = classify(&tx.s, &p);
    tx.emit(Event::ProcesClosed {
        n,
        state,
        juste,
        at_game_end,
    });
    let anonymous = p
        .plaintes
        .iter()
        .filter(|x| x.kind == PlainteKind::Anonymous && x.personnage != Some(Personnage::Diva))
        .filter_map(|x| x.author)
        .collect();
    let nulls = p.plaintes.iter().filter(|x| !x.valid()).count();
    let concluded = matches!(
        state,
        ProcesState::Juste | ProcesState::Injuste | ProcesState::Annule
    );
    let shown = if concluded || (state == ProcesState::Expire && p.plaintes.len() >= 4) {
        nulls
    } else {
        0
    };
    tx.emit(Event::Published {
        n,
        anonymous,
        nulls: shown,
    });
    let unmasks = state == ProcesState::Juste && outcome_unmasks(tx, &p);
    score(tx, &p, state, juste, unmasks, at_game_end);
    if state == ProcesState::Juste {
        unmask_accused(tx, &p);
    }
    points_card(tx, n);
    attempts(tx, &p, state);
    pinocchio(tx, &p, juste);
    homme_de_paille(tx, &p);
    for a in &p.accused {
        announce_deferred(tx, *a);
    }
}

/// A juste outcome unmasks the accused, but a Diva's first appeals.
fn unmask_accused(tx: &mut Tx, p: &Proces) {
    for a in &p.accused {
        let diva =
            tx.s.player(*a)
                .is_some_and(|x| x.personnage == Some(Personnage::Diva));
        // Officieusement démasquée, she has no advantage left: no appeal.
        let appealed =
            tx.s.player(*a)
                .is_some_and(|x| x.counters.appealed || x.status == Status::Officieux);
        if diva && !appealed {
            tx.emit(Event::Appealed { player: *a, n: p.n });
        } else {
            unmask(tx, *a, Cause::Proces(p.n));
        }
    }
}

/// Whether a juste outcome actually unmasks (no Diva appeal, no Guignol from J8).
fn outcome_unmasks(tx: &Tx, p: &Proces) -> bool {
    p.accused.iter().any(|a| {
        tx.s.player(*a).is_some_and(|x| {
            let officieux = x.status == Status::Officieux;
            match x.personnage {
                Some(Personnage::Diva) => x.counters.appealed || officieux,
                Some(Personnage::Guignol) => tx.day() < 8 || officieux,
                _ => true,
            }
        })
    })
}

/// The ledger lines of a closure (§8).
fn score(tx: &mut Tx, p: &Proces, state: ProcesState, juste: bool, unmasks: bool, end: bool) {
    let cause = format!("proces {}", p.n);
    let members = tx.s.chorus_members();
    let openers: Vec<PlayerId> = match p.opener {
        Opener::Player(_) if p.opener_unscored => vec![],
        Opener::Player(x) | Opener::Anonymous(x) => vec![x],
        Opener::Demasques => members.clone(),
    };
    let mut complainants: Vec<PlayerId> = Vec::new();
    for x in p.plaintes.iter().filter(|x| x.valid()) {
        let pinocchio = x.by_pinocchio();
        match (x.kind, x.author) {
            (PlainteKind::Forced, _) => {}
            (PlainteKind::Demasques, _) => complainants.extend(members.iter().copied()),
            (_, Some(a)) if !pinocchio => complainants.push(a),
            _ => {}
        }
    }
    if let Some(c) = p.chucky {
        if !complainants.contains(&c) && p.opener.player() != Some(c) {
            complainants.push(c);
        }
    }
    let valid = p.plaintes.iter().filter(|x| x.valid()).count() as i64;
    for o in &openers {
        let (amount, line) = if juste {
            (100, Line::OuvrirJuste)
        } else {
            (-50, Line::OuvrirInjuste)
        };
        tx.score(*o, amount, line, cause.clone());
        tx.score(*o, 20 * valid, Line::PlainteRecue, cause.clone());
    }
    for c in &complainants {
        let (amount, line) = if juste {
            (100, Line::PlainteJuste)
        } else {
            (-50, Line::PlainteInjuste)
        };
        tx.score(*c, amount, line, cause.clone());
    }
    let all: Vec<PlayerId> = openers.iter().chain(complainants.iter()).copied().collect();
    let fails = matches!(
        state,
        ProcesState::Expire | ProcesState::Annule | ProcesState::SansSuite
    );
    if fails && !end {
        for x in &all {
            tx.score(*x, -80, Line::NAboutitPas, cause.clone());
        }
    }
    if unmasks {
        for x in &all {
            tx.score(*x, 200, Line::Demasque, cause.clone());
        }
    }
}

/// Tells the MJs what a closure scored (players see the ledger only at the end, R31).
fn points_card(tx: &mut Tx, n: usize) {
    if !proces_points(&tx.s, n).is_empty() {
        tx.emit(Event::ProcesScored { n });
    }
}

/// Each player's total on the ledger lines of procès n (cause `proces N`).
pub fn proces_points(s: &State, n: usize) -> std::collections::BTreeMap<PlayerId, i64> {
    let cause = format!("proces {n}");
    let mut totals: std::collections::BTreeMap<PlayerId, i64> = Default::default();
    for e in s.ledger.iter().filter(|e| e.cause == cause) {
        *totals.entry(e.player).or_default() += e.amount;
    }
    totals
}

/// The Avocat's and Chucky's attempts on this procès.
fn attempts(tx: &mut Tx, p: &Proces, state: ProcesState) {
    let outcomes = [
        (p.avocat, state == ProcesState::Annule, Cause::Avocat),
        (p.chucky, state == ProcesState::Juste, Cause::Chucky),
    ];
    for (who, success, cause) in outcomes {
        let Some(who) = who else { continue };
        let n = p.n;
        let chucky = cause == Cause::Chucky;
        tx.counters(who, |c| {
            for a in c.attempts_mut(chucky).iter_mut() {
                if *a == Attempt::Pending(n) {
                    *a = if success {
                        Attempt::Success
                    } else {
                        Attempt::Failure
                    };
                }
            }
        });
        tx.emit(Event::AttemptSettled {
            player: who,
            n,
            success,
        });
        both_failed(tx, who, cause);
    }
}

/// Unmasks an Avocat or Chucky whose two attempts failed.
pub fn both_failed(tx: &mut Tx, who: PlayerId, cause: Cause) {
    let chucky = cause == Cause::Chucky;
    let failed =
        tx.s.player(who)
            .is_some_and(|x| *x.counters.attempts(chucky) == [Attempt::Failure, Attempt::Failure]);
    if failed {
        unmask(tx, who, cause);
    }
}

/// Pinocchio's public participations, each in the window of the day he acted.
fn pinocchio(tx: &mut Tx, p: &Proces, juste: bool) {
    let mut public: Vec<(PlayerId, u32)> = Vec::new();
    if p.opener_unscored {
        public.extend(p.opener.player().map(|o| (o, p.day)));
    }
    for x in p.plaintes.iter().filter(|x| x.by_pinocchio()) {
        let day = tx.s.settings.day_of(x.at);
        public.extend(x.author.map(|a| (a, day)));
    }
    for (who, day) in public {
        let w = ((day.saturating_sub(2)) / 3).min(3) as u8;
        tx.counters(who, |c| {
            if juste {
                c.pinocchio_juste += 1;
            } else {
                *c.pinocchio_injuste.entry(w).or_default() += 1;
            }
        });
        let count = tx.s.player(who).map_or(0, |x| x.counters.pinocchio_juste);
        tx.emit(Event::PinocchioCounted { player: who, count });
        if count >= 3 {
            unmask(tx, who, Cause::Pinocchio);
        }
    }
}

fn homme_de_paille(tx: &mut Tx, p: &Proces) {
    let Some(day) = p.fourth_day else { return };
    for a in &p.accused {
        if !tx
            .s
            .player(*a)
            .is_some_and(|x| x.holds(Personnage::HommeDePaille))
        {
            continue;
        }
        let learned: std::collections::BTreeSet<Personnage> = p
            .plaintes
            .iter()
            .filter(|x| x.valid())
            .filter_map(|x| x.personnage)
            .collect();
        let first =
            tx.s.player(*a)
                .is_some_and(|x| x.counters.paille_learned.is_none());
        tx.counters(*a, |c| {
            c.paille_windows.insert(half(day) as u8);
            if c.paille_learned.is_none() {
                c.paille_learned = Some(learned.clone());
            }
        });
        if first {
            tx.emit(Event::PailleLearned {
                player: *a,
                personnages: learned.into_iter().collect(),
            });
        }
    }
}
