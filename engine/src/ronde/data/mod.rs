//! The state and what changes it: the state, the events and their fold (`apply`), the
//! commands, the refusals, and the types they hold. Data only: no file here imports a rule.

pub mod apply;
pub(super) mod apply_desk;
pub mod calendar;
pub mod cause;
pub mod checklist;
pub mod command;
pub mod counters;
pub mod demasques;
pub mod error;
pub mod event;
pub mod legacy;
pub mod personnage;
pub mod proces;
pub mod score;
pub mod souffle;
pub mod state;
