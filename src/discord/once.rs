//! Each interaction handled once. Discord may deliver the same INTERACTION_CREATE again (a
//! gateway resume replays the events it missed): a redelivery is dropped, so it answers
//! nothing and changes nothing (the first delivery answered). The ids of interactions whose
//! commands were committed are kept with their batches, and those of the last 15 minutes (an
//! interaction's life) are known again after a restart.

use std::collections::BTreeMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;

use super::in_flight::InFlight;
use crate::runtime::interaction;

/// How long an interaction lives: its token's validity.
pub const LIFE: Duration = Duration::from_mins(15);

/// A framework that hands each interaction to `inner` once, the others events always.
pub struct Once<F> {
    inner: F,
    seen: Mutex<BTreeMap<u64, Instant>>,
    /// The interactions being handled (a clean stop waits for them).
    flight: InFlight,
}

impl<F> Once<F> {
    /// `committed`: the interactions already executed (from the store, after a restart).
    pub fn new(inner: F, committed: impl IntoIterator<Item = u64>, flight: InFlight) -> Once<F> {
        let now = Instant::now();
        Once {
            inner,
            seen: Mutex::new(committed.into_iter().map(|id| (id, now)).collect()),
            flight,
        }
    }

    /// Whether `id` is seen for the first time (and remembers it); forgets the expired.
    pub fn first(&self, id: u64) -> bool {
        let mut seen = self
            .seen
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let now = Instant::now();
        seen.retain(|_, at| now.duration_since(*at) < LIFE);
        seen.insert(id, now).is_none()
    }
}

#[serenity::async_trait]
impl<F: serenity::Framework> serenity::Framework for Once<F> {
    async fn init(&mut self, client: &serenity::Client) {
        self.inner.init(client).await;
    }

    async fn dispatch(&self, ctx: serenity::Context, event: serenity::FullEvent) {
        let serenity::FullEvent::InteractionCreate { interaction } = &event else {
            return self.inner.dispatch(ctx, event).await;
        };
        let id = interaction.id().get();
        if !self.first(id) {
            tracing::info!(
                interaction = id,
                "an interaction delivered again: handled once"
            );
            return;
        }
        let _handling = self.flight.enter();
        interaction::serving(id, self.inner.dispatch(ctx, event)).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_interaction_is_first_once_and_a_committed_one_never() {
        let once = Once::new((), [7], InFlight::default());
        assert!(!once.first(7), "committed before a restart");
        assert!(once.first(8));
        assert!(!once.first(8));
        assert!(once.first(9));
    }
}
