//! A necessary condition for a forced win, checked before any search: when the adversary
//! outvotes F by more than everything F could ever take back, F cannot force its win.
//!
//! The argument is one adversary strategy, σ: at every vote, all the adversary's voters
//! on one of F's tokens; nothing else (every other power of the adversary is optional in
//! the model). F's block on an adversary token gets F's voters plus that token's
//! pre-loaded votes; σ's target gets at least the adversary's voters. So while the
//! adversary has more voters than F plus the largest pre-load on its tokens, σ hangs one
//! of F's tokens (or reveals F's Idiot) every day, and a day never gives F anything back.
//! F's side can take adversary voters away only by its night kill (one prey a night,
//! whatever the number of claws), which the day's hanging balances, and by one-shot
//! powers, counted here with their largest effect: the infection (two: a voter changes
//! sides), the Fiole de Mort, each Chasseur's shot, the coup (two), the tournée (a day
//! without a vote), a couple among the adversary (its second lover dies of grief). Powers
//! that act every day or night (a Serrurier's lock, a Corbeau's mark, the Loup-Garou
//! Blanc's or the Pyromane's kills) are not bounded: with them the check says nothing.
//!
//! If the adversary's voters exceed F's tokens, F's unrevealed Idiots (each survives a
//! hanging), the largest pre-load, the one-shot powers and tonight's kill (when a night
//! comes first), then σ keeps its majority at every vote until F has no token left, and
//! the adversary keeps a token to the end: F never wins. The search would answer "not
//! proven" after visiting the whole refutation; this answers it at once. It never hides
//! a forced win: the property tests check it against the search.

use super::position::{DecisionPoint, Position};
use super::token::{Faction, Kind, Token};

/// Whether a night comes before the next vote, at a point both bounds read: `None` at any
/// other point, or while a coup, a tournée, a shot or a succession is pending (the bounds
/// then leave the question to the search).
fn night_first(pos: &Position) -> Option<bool> {
    let night_first = match pos.point {
        DecisionPoint::Dusk | DecisionPoint::Night(_) => true,
        DecisionPoint::Dawn
        | DecisionPoint::Election
        | DecisionPoint::Vote
        | DecisionPoint::SecondVote => false,
        _ => return None,
    };
    let p = &pos.pending;
    if p.coup || p.tournee || !p.shots.is_empty() || p.succession.is_some() {
        return None;
    }
    Some(night_first)
}

/// Whether σ (above) keeps `f` from ever winning from `pos`.
pub(crate) fn hopeless(pos: &Position, f: Faction) -> bool {
    let Some(night_first) = night_first(pos) else {
        return false;
    };
    let mut theirs_voting: u64 = 0;
    let mut preload: u64 = 0;
    let mut ours: u64 = 0;
    let mut swings: u64 = 0;
    let mut claws = false;
    let mut lovers_theirs = false;
    for (t, n) in &pos.tokens {
        let n = u64::from(*n);
        if pos.faction_of(t) == f {
            let Some(s) = swing(t) else {
                return false;
            };
            ours += n;
            swings += n * s;
            claws |= t.claws();
        } else {
            if t.votes() {
                theirs_voting += n;
            }
            preload = preload.max(u64::from(t.preload));
            lovers_theirs |= t.is_lover;
        }
    }
    if ours == 0 {
        return false;
    }
    swings += u64::from(lovers_theirs);
    let tonight = u64::from(night_first && claws);
    theirs_voting > ours + preload + swings + tonight
}

/// What one of F's tokens can take back from σ, beyond the night kill and the day's
/// balance: its one-shot powers, and a hanging survived; `None` for a power that acts
/// again and again (no bound).
fn swing(t: &Token) -> Option<u64> {
    Some(match t.kind {
        Kind::Serrurier | Kind::Corbeau | Kind::LoupGarouBlanc | Kind::Pyromane => return None,
        Kind::LoupGarouNoir { infection: true } => 2,
        Kind::Sorciere { mort, .. } => u64::from(mort),
        Kind::Chasseur => 1,
        Kind::Dictateur { coup } => 2 * u64::from(coup),
        Kind::Tavernier { tournee } => u64::from(tournee),
        Kind::Idiot { revealed } => u64::from(!revealed),
        _ => 0,
    })
}

/// Whether σ (all the adversary's voters on one of F's tokens at the next vote) puts F
/// out before it can win, F being out at its first hanging: a lone Loup-Garou Blanc or
/// Pyromane (who wins only alone alive), or a mixed couple (the other lover dies of grief).
///
/// Only what can happen before the next vote counts (the kills that act every night,
/// unbounded over a game, strike at most once): from a dawn, the election or a vote,
/// nothing; when a night comes first, at most F's kills that night ([`night_kills`]), the
/// hunt's prey, every adversary lover's grief and each of the adversary's Chasseurs'
/// shots. If the adversary's voters still outnumber F's voters plus the largest pre-load
/// on its tokens, one of F's tokens leads the vote alone and is hanged. F's powers that
/// could spare that hanging (an unrevealed Idiot, a coup, a tournée, a lock, the
/// Corbeau's mark) or a token already locked leave the question to the search. The search
/// would answer "not proven"; this answers it before the belief is dealt. It is only asked
/// before a search, so the search's own course (its budget) is unchanged.
pub(crate) fn hanged_out(pos: &Position, f: Faction) -> bool {
    let Some(night_first) = night_first(pos) else {
        return false;
    };
    let ours: Vec<Token> = pos
        .tokens
        .iter()
        .filter(|(t, _)| pos.faction_of(t) == f)
        .flat_map(|(t, n)| std::iter::repeat_n(*t, usize::from(*n)))
        .collect();
    let out_at_first = match (f, ours.as_slice()) {
        (Faction::LoupGarouBlanc, [t]) => t.kind == Kind::LoupGarouBlanc,
        (Faction::Pyromane, [t]) => t.kind == Kind::Pyromane,
        (Faction::Couple, [_, _]) => true,
        _ => false,
    };
    if !out_at_first || ours.iter().any(|t| t.locked) {
        return false;
    }
    let (mut voting, mut preload, mut forced, mut soaked) = (0u64, 0u64, 0u64, 0u64);
    let mut claws = false;
    for (t, n) in pos.tokens.iter().filter(|(t, _)| pos.faction_of(t) != f) {
        let n = u64::from(*n);
        voting += n * u64::from(t.votes());
        preload = preload.max(u64::from(t.preload));
        forced += n * u64::from(t.kind == Kind::Chasseur || t.is_lover);
        soaked += n * u64::from(t.soaked);
        claws |= t.claws();
    }
    let Some(mine) = night_kills(&ours, soaked) else {
        return false;
    };
    let tonight = if night_first {
        mine + u64::from(claws) + forced
    } else {
        0
    };
    let ours_voting = ours.iter().filter(|t| t.votes()).count() as u64;
    voting > ours_voting + preload + tonight
}

/// The most adversary tokens F's `tokens` can take in one night (the hunt's prey once, the
/// Loup-Garou Blanc's victim, the poison, an infection counted twice, a Chasseur's shot,
/// every `soaked` adversary token and one more for the Pyromane); `None` for a power that
/// could spare F's hanging.
fn night_kills(tokens: &[Token], soaked: u64) -> Option<u64> {
    let mut kills = u64::from(tokens.iter().any(Token::claws));
    for t in tokens {
        kills += match t.kind {
            Kind::Idiot { revealed: false }
            | Kind::Dictateur { coup: true }
            | Kind::Tavernier { tournee: true }
            | Kind::Corbeau
            | Kind::Serrurier => return None,
            Kind::LoupGarouBlanc | Kind::Chasseur | Kind::Sorciere { mort: true, .. } => 1,
            Kind::LoupGarouNoir { infection: true } => 2,
            Kind::Pyromane => soaked + 1,
            _ => 0,
        };
    }
    Some(kills)
}
