//! The join messages as shown: writes to one message go one at a time, each with the lobby
//! as last committed, and a write never replaces a newer lobby with an older one (thirty
//! clicks at once are answered out of commit order otherwise).

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, PoisonError};

/// The log position each join message shows, by message id.
#[derive(Debug, Default)]
pub struct Shown {
    messages: Mutex<BTreeMap<u64, Arc<tokio::sync::Mutex<u64>>>>,
}

/// The turn to write one join message: held while the write is sent.
pub struct Turn {
    shown: tokio::sync::OwnedMutexGuard<u64>,
}

impl Shown {
    /// Waits for the turn to write `message`.
    pub async fn turn(&self, message: u64) -> Turn {
        let slot = {
            let mut messages = self.messages.lock().unwrap_or_else(PoisonError::into_inner);
            messages.entry(message).or_default().clone()
        };
        Turn {
            shown: slot.lock_owned().await,
        }
    }
}

impl Turn {
    /// Whether the lobby after event `seq` is newer than the one the message shows.
    pub fn newer(&self, seq: u64) -> bool {
        seq > *self.shown
    }

    /// The message now shows the lobby after event `seq`.
    pub fn shown(&mut self, seq: u64) {
        *self.shown = (*self.shown).max(seq);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn an_older_lobby_is_never_newer_and_turns_go_one_at_a_time() {
        let shown = Arc::new(Shown::default());
        let mut turn = shown.turn(7).await;
        assert!(turn.newer(3));
        turn.shown(3);
        assert!(!turn.newer(2) && !turn.newer(3) && turn.newer(4));
        // another message has its own turn; the same message waits
        let other = shown.turn(8).await;
        assert!(other.newer(1));
        let waiting = {
            let shown = shown.clone();
            tokio::spawn(async move { shown.turn(7).await.newer(3) })
        };
        tokio::task::yield_now().await;
        assert!(!waiting.is_finished());
        drop(turn);
        assert!(!waiting.await.unwrap(), "the next turn sees what was shown");
    }
}
