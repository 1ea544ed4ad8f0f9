//! The fast paths: positions F wins by an invariant, without searching to the end.
//!
//! 1. The Maire's majority: F holds the sash on the square, has at least as many voters as
//!    everyone else, tells its tokens from the adversary's, and faces no token able to
//!    kill or tip a vote. Every day F hangs an adversary token (or reveals an Idiot) and
//!    never loses one: F's block on an adversary token gets at least as many votes as any
//!    of F's tokens can (F's carry no pre-loaded vote, and the adversary's own only add to
//!    its own tokens), so the leader is the adversary's or a tie the Maire breaks on it; at
//!    night nothing of the adversary's kills. Parity is enough: the seed's example.
//! 2. The hunters' majority: F has strictly more voters than everyone else and the
//!    Griffes, and faces no token able to kill, tip a vote or shelter a prey. By day none
//!    of F's tokens can lead the vote (each gets at most the adversary's voters, fewer than
//!    F's block on an adversary token), so whatever the tie breaks, F loses nobody; every
//!    night F's Griffes kill an adversary token, until none is left.
//!
//! Neither holds while a contract, a coup or a tournée is pending, nor before day 2's
//! election.

use std::collections::BTreeSet;

use super::night::Plan;
use super::position::{DecisionPoint, NightStep, Position};
use super::rules::FAction;
use super::search::Belief;
use super::token::{Faction, Kind, Token};
use super::view::{seen, seen_in, Seen};

/// F's signatures in a world where a fast path holds (see the module notes), and which.
fn fast_world(pos: &Position, f: Faction) -> Option<(BTreeSet<Seen>, Path)> {
    let p = &pos.pending;
    if !pos.elected || p.contract || p.coup || p.tournee {
        return None;
    }
    let at_night = matches!(pos.point, DecisionPoint::Night(_));
    let by_day = matches!(
        pos.point,
        DecisionPoint::Dawn | DecisionPoint::Vote | DecisionPoint::Dusk
    );
    if !at_night && !by_day {
        return None;
    }
    let mixed = pos.mixed();
    let (ours, theirs): (Classes, Classes) =
        pos.tokens.iter().partition(|(t, _)| pos.faction_of(t) == f);
    let count = |v: &[&(Token, u8)], keep: &dyn Fn(&Token) -> bool| -> usize {
        v.iter()
            .filter(|(t, _)| keep(t))
            .map(|(_, n)| usize::from(*n))
            .sum()
    };
    let fv = count(&ours, &|t| t.votes());
    let av = count(&theirs, &|t| t.kind != (Kind::Idiot { revealed: true }));
    let harmless = theirs.iter().all(|(t, _)| harmless(t));
    if fv == 0 || !harmless || ours.iter().any(|(t, _)| t.preload > 0) {
        return None;
    }
    let maire = ours.iter().any(|(t, _)| t.is_maire && !t.locked);
    let sheltered = theirs.iter().any(|(t, _)| shelters(t));
    let claws = ours.iter().any(|(t, _)| t.claws());
    let path = if maire
        && fv >= av
        && (by_day || pos.point == DecisionPoint::Night(NightStep::Preparatifs))
    {
        Path::Maire
    } else if claws && fv > av && !sheltered {
        Path::Hunters
    } else {
        return None;
    };
    let sig = |t: &Token| seen_in(mixed, t, f, pos.point);
    let our_sigs: BTreeSet<Seen> = ours.iter().map(|(t, _)| sig(t)).collect();
    let apart = theirs.iter().all(|(t, _)| !our_sigs.contains(&sig(t)));
    apart.then_some((our_sigs, path))
}

/// Token classes and their counts, borrowed from a position.
type Classes<'a> = Vec<&'a (Token, u8)>;

/// Which fast path holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Path {
    Maire,
    Hunters,
}

/// Kinds the adversary may hold without being able to kill, protect from a vote or tip one.
fn harmless(t: &Token) -> bool {
    !t.claws()
        && matches!(
            t.kind,
            Kind::Plain
                | Kind::Idiot { .. }
                | Kind::PetiteFille
                | Kind::Aubergiste
                | Kind::AraigneeLoup { .. }
                | Kind::Sorciere { mort: false, .. }
        )
}

/// An adversary token that can keep a prey alive (the inn, the Fiole de Vie).
fn shelters(t: &Token) -> bool {
    matches!(t.kind, Kind::Aubergiste | Kind::Sorciere { vie: true, .. })
}

/// A fast path, in every world of the belief with the same F signatures.
pub(crate) fn fast_path(belief: &Belief, f: Faction) -> bool {
    common(belief, f).is_some()
}

/// F's signatures and the path, the same in every world of the belief.
fn common(belief: &Belief, f: Faction) -> Option<(BTreeSet<Seen>, Path)> {
    let mut found: Option<(BTreeSet<Seen>, Path)> = None;
    for pos in belief {
        let w = fast_world(pos, f)?;
        match &found {
            Some(prev) if *prev != w => return None,
            _ => found = Some(w),
        }
    }
    found
}

/// F's move in a fast-path belief (the fast path proves it without recording one): at the
/// vote, its block on the smallest adversary signature on the square (F's signatures are
/// apart from the adversary's, so it lands on an adversary token in every world); at the
/// Préparatifs, the Griffes on the smallest adversary signature (the hunters' path) or
/// nothing; otherwise there is no choice. `None` where no fast path holds.
pub(crate) fn fast_action(belief: &Belief, f: Faction) -> Option<FAction> {
    let (ours, path) = common(belief, f)?;
    let pos = belief.iter().next()?;
    let board = pos.board();
    let theirs = |keep: &dyn Fn(&Token) -> bool| {
        board
            .iter()
            .filter(|t| keep(t))
            .map(|t| seen(&board, t, f, pos.point))
            .filter(|s| !ours.contains(s))
            .min()
    };
    match pos.point {
        DecisionPoint::Vote => {
            // No adversary left (two Solitaires of one faction, as only built positions
            // have): hanging one of its own leaves one, who wins.
            let mine = || {
                board
                    .iter()
                    .filter(|t| t.on_square())
                    .map(|t| seen(&board, t, f, pos.point))
                    .min()
            };
            // The adversary's tokens all locked off the square: F abstains (nobody of F's
            // can be hanged, no adversary voter is there).
            if let Some(s) = theirs(&|t| t.on_square()) {
                Some(FAction::Vote(Some(s)))
            } else if theirs(&|_| true).is_some() {
                Some(FAction::Vote(None))
            } else {
                mine().map(|s| FAction::Vote(Some(s)))
            }
        }
        DecisionPoint::Night(NightStep::Preparatifs) => {
            let claws = match path {
                Path::Hunters => theirs(&|t| !t.den()),
                Path::Maire => None,
            };
            Some(FAction::Night(Plan {
                claws,
                ..Plan::IDLE
            }))
        }
        DecisionPoint::Night(_) => Some(FAction::Night(Plan::IDLE)),
        DecisionPoint::Dawn | DecisionPoint::Dusk => Some(FAction::Pick(None)),
        _ => None,
    }
}
