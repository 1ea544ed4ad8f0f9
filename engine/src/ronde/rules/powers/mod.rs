//! Personnages' powers (§6): the commands that use them; their counters are `data/counters.rs`.

pub mod checks;
pub mod counts;
pub mod deco;
pub mod divers;
pub mod roles;
pub mod souffleur;
pub mod trial_powers;

pub use crate::ronde::counters::{Attempt, Counters};

/// The window (0 or 1) of a two-attempt power on a day.
pub fn half(day: u32) -> usize {
    usize::from(day >= 8)
}
