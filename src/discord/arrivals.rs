//! Which guilds the gateway has brought since start-up (their GUILD_CREATE, channels and
//! overwrites in serenity's cache): a start-up heal waits for its guild, then reads a game
//! channel's overwrites from the cache instead of asking Discord's REST API for each.

use std::collections::BTreeSet;
use std::time::Duration;

use tokio::sync::watch;

/// How long a heal waits for its guild to arrive before it asks Discord itself (a guild
/// the gateway reports unavailable, during an outage, may not come).
pub const WAIT: Duration = Duration::from_secs(20);

/// The guilds that arrived.
pub struct Arrivals {
    seen: watch::Sender<BTreeSet<u64>>,
}

impl Default for Arrivals {
    fn default() -> Self {
        Arrivals {
            seen: watch::Sender::new(BTreeSet::new()),
        }
    }
}

impl Arrivals {
    /// The gateway brought `guild` (its GUILD_CREATE is in the cache).
    pub fn arrived(&self, guild: u64) {
        self.seen.send_if_modified(|seen| seen.insert(guild));
    }

    /// Whether `guild` arrived.
    pub fn has(&self, guild: u64) -> bool {
        self.seen.borrow().contains(&guild)
    }

    /// Waits until `guild` arrives, for `max` at most; whether it did.
    pub async fn wait(&self, guild: u64, max: Duration) -> bool {
        let mut seen = self.seen.subscribe();
        let arrived = async move { seen.wait_for(|seen| seen.contains(&guild)).await.is_ok() };
        tokio::time::timeout(max, arrived).await.unwrap_or(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_wait_ends_when_its_guild_arrives_and_not_for_another() {
        let arrivals = std::sync::Arc::new(Arrivals::default());
        let waiting = {
            let arrivals = arrivals.clone();
            tokio::spawn(async move { arrivals.wait(7, Duration::from_mins(1)).await })
        };
        arrivals.arrived(8);
        assert!(!arrivals.has(7));
        arrivals.arrived(7);
        assert!(waiting.await.unwrap());
        assert!(arrivals.has(7));
    }

    #[tokio::test]
    async fn a_guild_that_never_comes_ends_the_wait_at_its_bound() {
        let arrivals = Arrivals::default();
        arrivals.arrived(8);
        assert!(!arrivals.wait(7, Duration::from_millis(5)).await);
    }
}
