//! What a Personnage's card counts (§5): for each power with a limit, how much of it the
//! player has used, so that he sees his Souffleur's misses or his Chucky's attempts left.

use super::{Attempt, Counters};
use crate::ronde::personnage::Personnage;
use crate::ronde::state::State;
use crate::PlayerId;

/// One line of the card: a Fluent selector key, what is used and the rule's limit (0: none).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Count {
    pub key: &'static str,
    pub used: u32,
    pub max: u32,
}

/// The counts of every Personnage the player holds (a Revenant's inherited ones too), in
/// the order of his roles; empty for a Personnage without a counted power.
pub fn counts(s: &State, player: PlayerId) -> Vec<Count> {
    let Some(x) = s.player(player) else {
        return Vec::new();
    };
    let roles = x
        .personnage
        .into_iter()
        .chain(x.revenant_roles.iter().copied());
    let mut out = Vec::new();
    for role in roles {
        out.extend(of(role, &x.counters, s.day));
    }
    out
}

fn count(key: &'static str, used: usize, max: u32) -> Count {
    Count {
        key,
        used: u32::try_from(used).unwrap_or(u32::MAX),
        max,
    }
}

fn of(role: Personnage, c: &Counters, day: u32) -> Vec<Count> {
    let left = |a: &[Attempt; 2]| a.iter().filter(|a| **a == Attempt::Unused).count();
    match role {
        // R18: three faux in a row, or six in all, unmask the Souffleur.
        Personnage::Souffleur => vec![
            count("faux-streak", faux_streak(c, day), 3),
            count("faux-total", c.faux_days.len(), 6),
        ],
        Personnage::AvocatDuDiable => vec![count("attempts-left", left(&c.avocat), 2)],
        Personnage::Chucky => vec![count("attempts-left", left(&c.chucky), 2)],
        Personnage::Woody => vec![count("questions", c.question_days.len(), 2)],
        Personnage::PierrotLunaire => vec![count("sleeps", c.sleep_days.len(), 0)],
        // One anonymous plainte in each of J2–J5, J6–J9, J10–J13.
        Personnage::Halus => vec![count("anon-plaintes", c.halus_windows.len(), 3)],
        // Accused once in J2–J7 and once in J8–J13.
        Personnage::HommeDePaille => vec![count("accused-windows", c.paille_windows.len(), 2)],
        // Three public participations in juste Procès unmask him.
        Personnage::Pinocchio => vec![count("justes", c.pinocchio_juste as usize, 3)],
        Personnage::HerosTragique if c.hero_deadline > 0 => {
            vec![count("deadline", c.hero_deadline as usize, 0)]
        }
        _ => Vec::new(),
    }
}

/// The faux of the Souffleur's current streak: consecutive days of faux up to yesterday
/// or today (a day without a faux breaks it).
fn faux_streak(c: &Counters, day: u32) -> usize {
    let Some(last) = c.faux_days.last().copied() else {
        return 0;
    };
    if last + 1 < day {
        return 0;
    }
    (0..=last)
        .take_while(|i| c.faux_days.contains(&(last - i)))
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_streak_counts_consecutive_faux_and_a_quiet_day_breaks_it() {
        // Given faux on J2, J4 and J5
        let c = Counters {
            faux_days: [2, 4, 5].into_iter().collect(),
            ..Counters::default()
        };
        // Then on J6 the streak is J4–J5, on J7 it is broken, and the total stays 3
        assert_eq!(faux_streak(&c, 6), 2);
        assert_eq!(faux_streak(&c, 7), 0);
        let counted = of(Personnage::Souffleur, &c, 6);
        assert_eq!(counted[0], count("faux-streak", 2, 3));
        assert_eq!(counted[1], count("faux-total", 3, 6));
    }

    #[test]
    fn attempts_left_are_the_unused_ones() {
        let c = Counters {
            chucky: [Attempt::Failure, Attempt::Unused],
            ..Counters::default()
        };
        assert_eq!(
            of(Personnage::Chucky, &c, 3),
            [count("attempts-left", 1, 2)]
        );
        assert!(of(Personnage::Figurant, &c, 3).is_empty());
    }
}
