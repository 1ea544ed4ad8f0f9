//! The rules (`rules/ronde-des-pantins.md`): what a command decides, in a transaction
//! (`tx`) over the state.

pub mod anon;
pub mod chorus;
pub mod days;
pub mod dealing;
pub mod end;
pub mod ledger;
pub(super) mod lobby;
pub mod misc;
pub mod mj;
pub mod mj_adjust;
pub(super) mod mj_desk;
pub mod plainte;
pub mod powers;
pub mod prechecks;
pub mod resolve;
#[allow(clippy::module_inception)] // `ronde.rs`: the Ronde itself (order and lists)
pub mod ronde;
pub mod tx;
pub mod unmask;
