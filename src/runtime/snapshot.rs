//! Snapshots of a running game's state: kept every [`EVERY`] events after a commit, read at
//! start-up when this very build wrote them, so a restart folds only the events after the
//! newest one (its cost stays flat however long the logs grow).

use std::sync::OnceLock;

use engine::Game;

use crate::store::{GameId, Snapshot, Store};

/// A snapshot every this many events.
pub(super) const EVERY: u64 = 256;

/// This build's name: a hash of the running binary's file. Another build's fold may differ,
/// so only this build's snapshots are read. `None` when the binary cannot be read (then no
/// snapshot is written or read).
pub fn build() -> Option<&'static str> {
    static BUILD: OnceLock<Option<String>> = OnceLock::new();
    BUILD
        .get_or_init(|| {
            let exe = std::env::current_exe().ok()?;
            let bytes = std::fs::read(exe).ok()?;
            Some(blake3::hash(&bytes).to_hex()[..32].to_owned())
        })
        .as_deref()
}

/// Whether a commit that took the log from `before` to `after` events crossed a multiple of
/// [`EVERY`].
pub(super) fn due(before: u64, after: u64) -> bool {
    after / EVERY > before / EVERY
}

/// Keeps `state` as the state after `seq` events, in the background (a newer one is never
/// replaced by an older; a failure only costs the next restart some folding).
pub(super) fn keep<G: Game>(store: &Store, game: GameId, seq: u64, state: &G::State) {
    let Some(build) = build() else {
        return;
    };
    let state = match serde_json::to_string(state) {
        Ok(json) => json,
        Err(e) => return tracing::warn!(game = %game, error = %e, "a snapshot was not written"),
    };
    let store = store.clone();
    let snapshot = Snapshot {
        game,
        seq,
        build: build.to_owned(),
        state,
    };
    tokio::spawn(async move {
        if let Err(e) = store.save_snapshot(snapshot).await {
            tracing::warn!(game = %game, error = %e, "a snapshot was not kept");
        }
    });
}

#[cfg(test)]
mod tests {
    use super::due;

    #[test]
    fn a_snapshot_is_due_when_a_commit_crosses_a_multiple() {
        assert!(!due(0, 255));
        assert!(due(255, 256));
        assert!(due(250, 300));
        assert!(!due(256, 300));
        assert!(due(500, 1100));
    }
}
