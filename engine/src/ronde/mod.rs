//! La Ronde des Pantins (`rules/ronde-des-pantins.md`): the Ronde, procès, constraints,
//! the Démasqués and the points ledger.

use crate::scenario::{Header, Session};

/// The kind stored for this game.
pub const KIND: &str = "ronde-des-pantins";

/// Opens a scenario session for a `game ronde-des-pantins` file.
pub fn scenario_session(_header: &Header) -> Result<Box<dyn Session>, String> {
    Err("ronde-des-pantins scenarios are not playable yet".into())
}
