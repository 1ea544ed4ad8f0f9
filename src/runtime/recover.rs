//! Recovery of one game at start-up: from this build's newest snapshot of it (if any), its
//! log read after it, each event parsed, the state folded. A log that does not read back (an
//! event that no longer parses, a replay that panics) sets that game aside with the reason;
//! it never stops the other games. A snapshot that no longer reads is passed over.

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
    let snapshot = match super::snapshot::build() {
        Some(build) => store.snapshot(record.id, build).await?,
        None => None,
    };
    let from = snapshot.and_then(|s| match serde_json::from_str::<G::State>(&s.state) {
        Ok(state) => Some((state, s.seq)),
        Err(e) => {
            tracing::warn!(game = %record.id, error = %e, "a snapshot no longer reads: the log is folded whole");
            None
        }
    });
    let (state, seq) = from.unwrap_or_default();
    let rows = store.events_after(record.id, seq).await?;
    Ok(fold::<G>(state, seq, &rows))
}

/// `state`, the state after `seq` events, with the events of `rows` (those after) folded.
fn fold<G: Game>(
    mut state: G::State,
    seq: u64,
    rows: &[crate::store::EventRow],
) -> Recovered<G::State> {
    let mut events = Vec::with_capacity(rows.len());
    for row in rows {
        match serde_json::from_str::<Stored<G::Event>>(&row.payload) {
            Ok(stored) => events.push(stored.event),
            Err(e) => return Err(format!("event {} no longer reads: {e}", row.seq)),
        }
    }
    let replay = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        for event in &events {
            G::apply(&mut state, event);
        }
        state
    }));
    match replay {
        Ok(state) => Ok((Arc::new(state), seq + rows.len() as u64)),
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
