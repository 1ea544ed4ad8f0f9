//! Recovery of one game at start-up: its log read, each event parsed, the state folded. A log
//! that does not read back (an event that no longer parses, a replay that panics) sets that
//! game aside with the reason; it never stops the other games.

use std::sync::Arc;

use engine::game::Stored;
use engine::Game;

use crate::store::{GameRecord, Store, StoreError};

/// What recovering one game gave: its state and log length, or why it is set aside.
pub(super) type Recovered<S> = Result<(Arc<S>, u64), String>;

/// The state of `record`'s game and the length of its log, or why it cannot be recovered.
/// A store that cannot be read is an error of its own: every game would fail alike, so the
/// start-up fails (and is tried again) rather than setting them all aside.
pub(super) async fn game<G: Game>(
    store: &Store,
    record: &GameRecord,
) -> Result<Recovered<G::State>, StoreError> {
    let rows = store.events(record.id).await?;
    Ok(fold::<G>(&rows))
}

fn fold<G: Game>(rows: &[crate::store::EventRow]) -> Recovered<G::State> {
    let mut events = Vec::with_capacity(rows.len());
    for row in rows {
        match serde_json::from_str::<Stored<G::Event>>(&row.payload) {
            Ok(stored) => events.push(stored.event),
            Err(e) => return Err(format!("event {} no longer reads: {e}", row.seq)),
        }
    }
    let replay = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| G::replay(&events)));
    match replay {
        Ok(state) => Ok((Arc::new(state), rows.len() as u64)),
        Err(panic) => {
            let why = panic
                .downcast_ref::<&str>()
                .map(std::string::ToString::to_string)
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "a panic".to_owned());
            Err(format!("replaying its log failed: {why}"))
        }
    }
}
