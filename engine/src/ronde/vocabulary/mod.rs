//! The Ronde's vocabulary (§9): every act a player or an MJ names, declared once.

pub mod verbs;
pub(super) mod verbs_desk;
pub(super) mod verbs_mj;
pub(super) mod verbs_players;
