//! The live [`State`] as a [`forced_win::Position`] at the moments where §6.2's check runs.
//!
//! Soundness first: every flag the abstraction knows is mapped faithfully (roles, items,
//! the sash, soaked, locked, lovers, the contract, pre-loaded votes, a planned coup or
//! tournée). What it cannot represent is either given to the adversary (F's step-1 wall,
//! inn, lock and Corbeau mark of the current night are dropped; the "not the same house
//! twice" constraints are not set, so the adversary is free of them) or answered with no
//! position at all ("not proven"): a pending shot or succession, a dead Maire, a day stage
//! reached by anything but the named [`Moment`]s (a departure mid-vote…), the night after
//! the Remèdes (its deaths are decided but not yet applied), the Crépuscule and day 1.
//! When a day's last shot or succession is settled (after a hanging or a coup), the check
//! runs as [`Moment::AfterResult`] or [`Moment::AfterCoup`]: the day goes on exactly as if
//! the queue had been empty then (`deaths::settle`).
//!
//! [`forced_win::Position`]: super::forced_win::Position

use super::forced_win::{DecisionPoint, Faction, Kind};
use super::forced_win::{Pending as FPending, Position, Token};
use super::Moment;
use crate::loups_garous::role::{Item, Role};
use crate::loups_garous::state::{NightStep, Phase, Player, State};
use crate::loups_garous::victory::{base_camp, camp_of};
use crate::notice::PlayerId;

/// Where the game goes next, as the search's decision point; `None` when not representable.
struct Where {
    point: DecisionPoint,
    night: u32,
    elected: bool,
    /// A night position: the adversary may still stay out or be late.
    at_night: bool,
    /// The first vote of the day is behind (pre-loaded votes are spent).
    voted: bool,
}

fn locate(s: &State, moment: Moment) -> Option<Where> {
    let at = |point, night, elected, at_night, voted| {
        Some(Where {
            point,
            night,
            elected,
            at_night,
            voted,
        })
    };
    match (s.phase, moment) {
        (Phase::Night(1, NightStep::Preparatifs), Moment::AfterPreparatifs) => at(
            DecisionPoint::Night(NightStep::Chasse),
            1,
            false,
            true,
            false,
        ),
        (Phase::Night(n, step), Moment::Phase) if n >= 2 => {
            if matches!(step, NightStep::Remedes | NightStep::AraigneeLoup) {
                return None;
            }
            at(DecisionPoint::Night(step), n, true, true, false)
        }
        (Phase::Night(1, NightStep::LoupGarouNoir), Moment::Phase) => at(
            DecisionPoint::Night(NightStep::LoupGarouNoir),
            1,
            false,
            true,
            false,
        ),
        (Phase::Dawn(n), Moment::Phase) if n >= 2 => {
            at(DecisionPoint::Dawn, n, n > 2, false, false)
        }
        (Phase::Day(n, _), Moment::AfterElection) => at(DecisionPoint::Dawn, n, true, false, false),
        (Phase::Day(n, _), Moment::AfterResult) if n >= 2 => after_result(s, n),
        (Phase::Day(n, _), Moment::AfterCoup | Moment::EndOfDay) if n >= 2 => {
            at(DecisionPoint::Dusk, n, true, false, true)
        }
        _ => None,
    }
}

/// After a vote's result: the second vote, the Rachimbourg's window, or the Crépuscule.
fn after_result(s: &State, n: u32) -> Option<Where> {
    let point = if s.today.round == 2 {
        DecisionPoint::Dusk
    } else if s.today.second_vote_ordered {
        DecisionPoint::SecondVote
    } else {
        let judge = s.living().find(|p| {
            p.role == Role::Rachimbourg && !p.locked && !p.spent.contains(&Item::SecondVote)
        });
        match judge {
            Some(j) => DecisionPoint::RachimbourgWindow {
                by: Faction::from(camp_of(s, j.id)),
            },
            None => DecisionPoint::Dusk,
        }
    };
    Some(Where {
        point,
        night: n,
        elected: true,
        at_night: false,
        voted: true,
    })
}

/// The abstract position of the game now, or `None` when it cannot be represented soundly.
pub fn position(s: &State, moment: Moment) -> Option<Position> {
    if !s.pending.is_empty() || s.mayor.is_some_and(|m| !s.alive(m)) {
        return None;
    }
    let w = locate(s, moment)?;
    let contract = s
        .contract
        .as_ref()
        .filter(|c| c.active && c.target.is_some())
        .cloned();
    // A day that had a vote ends the contract with it (not a coup's day).
    let day_over = !w.at_night && s.today.had_vote && w.point == DecisionPoint::Dusk;
    let contract_runs = contract.is_some() && !day_over;
    let tonight_locks: &[PlayerId] = if w.at_night { &s.night.locks } else { &[] };
    let mut b = Position::builder(w.point).night_even(w.night % 2 == 0);
    if !w.elected {
        b = b.election_due();
    }
    for p in s.living() {
        let mut t = Token::new(Faction::from(base_camp(s, p.id)), kind(s, p));
        t.is_maire = s.mayor == Some(p.id);
        t.soaked = p.soaked;
        t.locked = p.locked || tonight_locks.contains(&p.id);
        t.is_lover = s.lover_of(p.id).is_some();
        t.contract_target =
            contract_runs && contract.as_ref().is_some_and(|c| c.target == Some(p.id));
        if !w.voted {
            t.preload = preload(s, p.id);
        }
        b = b.add(t, 1);
    }
    let pending = FPending {
        coup: s.coup_planned.is_some_and(|d| s.alive(d)),
        tournee: !w.voted && (s.tournee_planned.is_some() || (!w.at_night && s.today.tournee)),
        contract: contract_runs,
        self_preload: w.at_night,
        window: match w.point {
            DecisionPoint::RachimbourgWindow { by } => Some(by),
            _ => None,
        },
        ..FPending::default()
    };
    Some(b.pending(pending).build())
}

/// The pre-loaded votes this player carries to the day's first vote (§3.6).
fn preload(s: &State, id: PlayerId) -> u8 {
    let living = s.living().count() as u32;
    let mut k = 0u32;
    if s.surpris.contains(&id) {
        k += (living / 5).max(1);
    }
    if s.late.contains(&id) {
        k += 1;
    }
    if s.marked == Some(id) {
        k += 2;
    }
    u8::try_from(k).unwrap_or(u8::MAX)
}

/// A player's power and the state of its items.
fn kind(s: &State, p: &Player) -> Kind {
    let has = |item: Item| !p.spent.contains(&item);
    match p.role {
        Role::Sorciere => Kind::Sorciere {
            vie: has(Item::FioleDeVie),
            mort: has(Item::FioleDeMort),
        },
        Role::Chasseur => Kind::Chasseur,
        Role::Corbeau => Kind::Corbeau,
        Role::Serrurier => Kind::Serrurier,
        Role::Aubergiste => Kind::Aubergiste,
        Role::TailleurDePierre => Kind::Tailleur,
        Role::Dictateur => Kind::Dictateur {
            coup: has(Item::CoupDEtat) && s.coup_planned != Some(p.id),
        },
        Role::Tavernier => Kind::Tavernier {
            tournee: has(Item::TourneeGenerale) && s.tournee_planned != Some(p.id),
        },
        Role::Rachimbourg => Kind::Rachimbourg {
            used: !has(Item::SecondVote),
        },
        Role::IdiotDuVillage => Kind::Idiot {
            revealed: p.idiot_revealed,
        },
        Role::LoupGarouNoir => Kind::LoupGarouNoir {
            infection: has(Item::Infection),
        },
        Role::LoupGarouBlanc => Kind::LoupGarouBlanc,
        Role::Pyromane => Kind::Pyromane,
        Role::AraigneeLoup => Kind::AraigneeLoup {
            linceul: has(Item::Linceul),
        },
        Role::PetiteFille => Kind::PetiteFille,
        _ => Kind::Plain,
    }
}
