//! Loups-Garous (`rules/loups-garous.md`): roles, items, nights, days, votes and the end.

use crate::scenario::{Header, Session};

/// The kind stored for this game.
pub const KIND: &str = "loups-garous";

/// Opens a scenario session for a `game loups-garous` file.
pub fn scenario_session(_header: &Header) -> Result<Box<dyn Session>, String> {
    Err("loups-garous scenarios are not playable yet".into())
}
pub mod forced_win;
