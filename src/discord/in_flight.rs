//! The interactions being handled now: each holds a [`Handling`] while its handler runs, so
//! a clean stop waits until the last one is done (its command committed and answered)
//! instead of sleeping on a guess.

use std::sync::Arc;

use tokio::sync::watch;

/// How many interactions are being handled.
#[derive(Clone)]
pub struct InFlight(Arc<watch::Sender<usize>>);

/// One interaction being handled; dropping it says it is done.
pub struct Handling(Arc<watch::Sender<usize>>);

impl Default for InFlight {
    fn default() -> Self {
        InFlight(Arc::new(watch::Sender::new(0)))
    }
}

impl InFlight {
    /// An interaction starts.
    pub fn enter(&self) -> Handling {
        self.0.send_modify(|n| *n += 1);
        Handling(self.0.clone())
    }

    /// How many are being handled now.
    pub fn count(&self) -> usize {
        *self.0.borrow()
    }

    /// Waits until none is being handled.
    pub async fn idle(&self) {
        let mut count = self.0.subscribe();
        // the sender lives in `self`: the wait ends only when the count is 0
        let _ = count.wait_for(|n| *n == 0).await;
    }
}

impl Drop for Handling {
    fn drop(&mut self) {
        self.0.send_modify(|n| *n = n.saturating_sub(1));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn idle_waits_for_the_last_interaction() {
        // given two interactions being handled
        let flight = InFlight::default();
        let (first, second) = (flight.enter(), flight.enter());
        assert_eq!(flight.count(), 2);
        // when one ends, one is left
        drop(first);
        assert_eq!(flight.count(), 1);
        // then idle ends once the last one is done, and not before
        let waiter = tokio::spawn({
            let flight = flight.clone();
            async move { flight.idle().await }
        });
        tokio::task::yield_now().await;
        assert!(!waiter.is_finished(), "idle while one is handled");
        drop(second);
        waiter.await.unwrap();
        assert_eq!(flight.count(), 0);
    }
}
