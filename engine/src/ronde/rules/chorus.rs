//! The chorus at work (§7): proposals, votes, ties, and the winning action executed at the
//! start of the next day, with its points.

use rand::seq::IndexedRandom;

use crate::notice::PlayerId;
use crate::ronde::command::ChorusCmd;
use crate::ronde::demasques::{ChorusAction, Proposal};
use crate::ronde::error::RondeError;
use crate::ronde::event::{Decider, Event};
use crate::ronde::ledger::Line;
use crate::ronde::personnage::Personnage;
use crate::ronde::plainte::{file, game_open, open_now};
use crate::ronde::proces::{Opener, PlainteKind};
use crate::ronde::tx::Tx;

type R<T = ()> = Result<T, RondeError>;

fn member(tx: &Tx, actor: PlayerId) -> R {
    game_open(tx)?;
    if !tx.s.chorus_members().contains(&actor) {
        return Err(RondeError::NotDemasque);
    }
    Ok(())
}

/// `/demasques …`.
pub fn command(tx: &mut Tx, actor: PlayerId, cmd: &ChorusCmd) -> R {
    member(tx, actor)?;
    match cmd {
        ChorusCmd::Propose {
            action,
            target,
            personnage,
            excerpt,
        } => propose(tx, actor, *action, *target, *personnage, excerpt),
        ChorusCmd::Vote { proposal } => vote(tx, actor, *proposal),
        ChorusCmd::Trancher { proposal } => {
            if tx.s.secretary != Some(actor) {
                return Err(RondeError::NotSecretary);
            }
            decide(tx, *proposal, Decider::Secretary(actor))
        }
    }
}

fn propose(
    tx: &mut Tx,
    actor: PlayerId,
    action: ChorusAction,
    target: Option<PlayerId>,
    personnage: Option<Personnage>,
    excerpt: &str,
) -> R {
    if let Some(needed) = action.needs() {
        if !tx.s.unmasked_personnage(needed) {
            return Err(RondeError::NoPower);
        }
    }
    let t = target.ok_or(RondeError::BadFormat("joueur".into()))?;
    crate::ronde::plainte::target(tx, actor, t)?;
    match action {
        ChorusAction::Enqueter | ChorusAction::Secret => {
            let p = personnage.ok_or(RondeError::BadFormat("personnage".into()))?;
            if p == Personnage::Figurant || !tx.s.slot_masked(p) {
                return Err(RondeError::TargetInvalid);
            }
        }
        ChorusAction::Endormir => {
            if tx.s.chorus.sleeps.iter().any(|(_, x, _)| *x == t) {
                return Err(RondeError::AlreadyTargeted);
            }
        }
        ChorusAction::Trancher => {
            if destiny_entry(tx, tx.day() + 1).is_none() {
                return Err(RondeError::TargetInvalid);
            }
        }
        ChorusAction::Bougie => {}
    }
    let id = tx.s.chorus.proposals.len() + 1;
    tx.emit(Event::Proposed(Proposal {
        id,
        day: tx.day(),
        by: actor,
        action,
        target,
        personnage,
        excerpt: excerpt.to_owned(),
        votes: Vec::new(),
    }));
    Ok(())
}

/// Two ballots (Enquêter, and the rest) once Woody is unmasked; one otherwise.
fn ballot(tx: &Tx, action: ChorusAction) -> u8 {
    let woody = tx.s.unmasked_personnage(Personnage::Woody);
    u8::from(woody && action != ChorusAction::Enqueter)
}

fn vote(tx: &mut Tx, actor: PlayerId, proposal: usize) -> R {
    let day = tx.day();
    let p =
        tx.s.chorus
            .proposals
            .iter()
            .find(|p| p.id == proposal && p.day == day)
            .ok_or(RondeError::TargetInvalid)?;
    let b = ballot(tx, p.action);
    let withdrawn =
        tx.s.chorus
            .of_day(day)
            .find(|q| ballot(tx, q.action) == b && q.votes.contains(&actor))
            .map(|q| q.id);
    tx.emit(Event::Voted {
        proposal,
        voter: actor,
        withdrawn,
    });
    tx.emit(Event::VoteCast {
        proposal,
        voter: actor,
    });
    Ok(())
}

/// Settles a tie before the boundary (Secrétaire or MJ).
pub fn decide(tx: &mut Tx, proposal: usize, by: Decider) -> R {
    let day = tx.day();
    if !tx.s.chorus.of_day(day).any(|p| p.id == proposal) {
        return Err(RondeError::TargetInvalid);
    }
    let by = Some(by);
    tx.emit(Event::ChorusDecided { day, proposal, by });
    Ok(())
}

/// `/mj trancher`: today's tie, or yesterday's left undecided at the boundary, whose
/// action then happens at once.
pub fn mj_decide(tx: &mut Tx, proposal: usize, mj: PlayerId) -> R {
    let day = tx.day();
    let late =
        tx.s.chorus
            .ties
            .iter()
            .find(|(d, tied)| *d + 1 == day && tied.contains(&proposal))
            .map(|(d, _)| *d);
    let Some(voted) = late else {
        return decide(tx, proposal, Decider::Mj(mj));
    };
    let Some(p) =
        tx.s.chorus
            .proposals
            .iter()
            .find(|p| p.id == proposal)
            .cloned()
    else {
        return Err(RondeError::TargetInvalid);
    };
    tx.emit(Event::ChorusDecided {
        day: voted,
        proposal,
        by: Some(Decider::Mj(mj)),
    });
    run(tx, day, &p);
    Ok(())
}

/// The Destinée's entry for a day, if the Destinée is unmasked and the entry masked. Her
/// list is the chorus's (logs of before issue 13: still in her counters).
fn destiny_entry(tx: &Tx, day: u32) -> Option<Personnage> {
    let list = if tx.s.chorus.destiny.is_empty() {
        let d =
            tx.s.players
                .values()
                .find(|x| x.personnage == Some(Personnage::Destinee) && !x.looks_masked())?;
        &d.counters.destiny
    } else {
        &tx.s.chorus.destiny
    };
    let entry = *list.get((day as usize).checked_sub(2)?)?;
    tx.s.slot_masked(entry).then_some(entry)
}

/// At boundary d: executes the winners of day d−1's ballots.
pub fn execute(tx: &mut Tx, d: u32) {
    let members = tx.s.chorus_members();
    let props: Vec<Proposal> =
        tx.s.chorus
            .of_day(d - 1)
            .cloned()
            .map(|mut p| {
                p.votes.retain(|v| members.contains(v));
                p
            })
            .collect();
    for b in [0u8, 1] {
        let ballot_props: Vec<&Proposal> =
            props.iter().filter(|p| ballot(tx, p.action) == b).collect();
        let best = ballot_props
            .iter()
            .map(|p| p.votes.len())
            .max()
            .unwrap_or(0);
        if best == 0 {
            continue;
        }
        let tied: Vec<&&Proposal> = ballot_props
            .iter()
            .filter(|p| p.votes.len() == best)
            .collect();
        let winner = if tied.len() == 1 {
            Some((**tied[0]).clone())
        } else {
            let decided = tx.s.chorus.decided.get(&(d - 1)).copied();
            tied.iter()
                .find(|p| Some(p.id) == decided)
                .map(|p| (***p).clone())
        };
        match winner {
            Some(p) => run(tx, d, &p),
            None => tx.emit(Event::ChorusTied {
                day: d - 1,
                proposals: tied.iter().map(|p| p.id).collect(),
            }),
        }
    }
}

fn run(tx: &mut Tx, d: u32, p: &Proposal) {
    let members = tx.s.chorus_members();
    let Some(target) = p.target.filter(|t| {
        tx.s.player(*t)
            .is_some_and(super::super::data::state::Player::looks_masked)
    }) else {
        return;
    };
    match p.action {
        ChorusAction::Enqueter => {
            if let Some(personnage) = p.personnage {
                let truth = tx.s.player(target).and_then(|x| x.personnage) == Some(personnage);
                tx.emit(Event::Investigated {
                    day: d,
                    target,
                    personnage,
                    members,
                    correct: Some(truth),
                });
            }
        }
        ChorusAction::Endormir => {
            tx.emit(Event::FellAsleep {
                player: target,
                day: d,
            });
            tx.emit(Event::SleepScheduled {
                day: d,
                target,
                members,
            });
        }
        ChorusAction::Secret => {
            if let Some(personnage) = p.personnage {
                secret(tx, d, target, personnage, members);
            }
        }
        ChorusAction::Bougie => {
            crate::ronde::powers::souffleur::judge(tx, None, target, &p.excerpt, d - 1);
        }
        ChorusAction::Trancher => trancher(tx, d, target),
    }
}

/// Diffuser un secret: 6 random masked players are told; +10 false / +50 true each member.
fn secret(tx: &mut Tx, d: u32, target: PlayerId, personnage: Personnage, members: Vec<PlayerId>) {
    let truth = tx.s.player(target).and_then(|x| x.personnage) == Some(personnage);
    let pool: Vec<PlayerId> =
        tx.s.players
            .values()
            .filter(|x| x.looks_masked() && x.id != target)
            .map(|x| x.id)
            .collect();
    let to: Vec<PlayerId> = pool.choose_multiple(tx.rng, 6).copied().collect();
    tx.emit(Event::ChorusSecretSpread {
        target,
        personnage,
        truth,
        to,
    });
    let (amount, line) = if truth {
        (50, Line::SecretVrai)
    } else {
        (10, Line::SecretFaux)
    };
    for m in members {
        tx.score(m, amount, line, format!("secret J{d}"));
    }
}

/// Trancher le fil: a procès by Les Démasqués alleging the Destinée's entry of the day, or
/// their plainte in the open procès with that accused and Personnage.
fn trancher(tx: &mut Tx, d: u32, target: PlayerId) {
    let Some(entry) = destiny_entry(tx, d) else {
        return;
    };
    let open =
        tx.s.proces
            .iter()
            .find(|q| q.state.is_open() && q.accused == [target] && q.alleged == entry)
            .map(|q| q.n);
    match open {
        Some(n) => file(tx, n, None, PlainteKind::Demasques, None),
        None => open_now(
            tx,
            Opener::Demasques,
            &[target],
            entry,
            "Trancher le fil du destin",
        ),
    }
}

/// +40 to the sleepers' chorus when the target stayed masked all day.
pub fn score_sleeps(tx: &mut Tx, d: u32) {
    let sleeps: Vec<_> =
        tx.s.chorus
            .sleeps
            .iter()
            .filter(|(day, _, _)| *day == d)
            .cloned()
            .collect();
    for (_, target, members) in sleeps {
        if tx
            .s
            .player(target)
            .is_some_and(super::super::data::state::Player::looks_masked)
        {
            for m in members {
                tx.score(m, 40, Line::Endormir, format!("endormir J{d}"));
            }
        }
    }
}
