//! The bot's ear: what listens to a game's voice `place` and tells the keeper who spoke and
//! whether it hears at all. The game sees only « X spoke at t » (through the detector). In
//! production songbird listens (`voice` feature); the end-to-end tests feed the same
//! detector from the fake Discord (`REGISSEUR_TEST_SPEECH=1`); without either the bot does
//! not hear, and voice games pass turns by the Sablier and the 30 s limit only.

use std::collections::BTreeSet;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::mpsc;

use super::detector::Detector;

/// What the ear tells the keeper.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Heard {
    /// `user` spoke in the channel listened to in `guild`.
    Sound { guild: u64, user: u64 },
    /// The ear hears that guild's channel now (`on`), or no longer does.
    Hearing { guild: u64, on: bool },
}

/// Something that listens to one voice channel per guild (Discord allows one connection).
pub trait Ear: Send + Sync + 'static {
    /// Listens to `channel` of `guild` from now on (leaving any other of that guild).
    fn listen(&self, guild: u64, channel: u64);
    /// Stops listening in `guild`.
    fn leave(&self, guild: u64);
}

/// An ear that never hears: a bot built without the `voice` feature.
pub struct Deaf {
    pub heard: mpsc::UnboundedSender<Heard>,
}

impl Ear for Deaf {
    fn listen(&self, guild: u64, _channel: u64) {
        let _ = self.heard.send(Heard::Hearing { guild, on: false });
    }

    fn leave(&self, _guild: u64) {}
}

/// The end-to-end tests' ear: it hears as soon as it listens, and who speaks comes from the
/// fake Discord's `REGISSEUR_TEST_SPEAKING` gateway events, ticked every 20 ms through the
/// same detector as songbird's frames.
pub struct Fed {
    heard: mpsc::UnboundedSender<Heard>,
    /// (guild, user) speaking now.
    speaking: Arc<Mutex<BTreeSet<(u64, u64)>>>,
    listened: Arc<Mutex<BTreeSet<u64>>>,
}

impl Fed {
    pub fn new(heard: mpsc::UnboundedSender<Heard>) -> Arc<Fed> {
        let fed = Arc::new(Fed {
            heard,
            speaking: Arc::default(),
            listened: Arc::default(),
        });
        tokio::spawn(fed.clone().tick());
        fed
    }

    /// A `REGISSEUR_TEST_SPEAKING` event: `user` starts or stops speaking.
    pub fn speaking(&self, guild: u64, user: u64, on: bool) {
        let mut speaking = self
            .speaking
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if on {
            speaking.insert((guild, user))
        } else {
            speaking.remove(&(guild, user))
        };
    }

    async fn tick(self: Arc<Self>) {
        let mut detectors: std::collections::BTreeMap<u64, Detector> = Default::default();
        let mut every = tokio::time::interval(Duration::from_millis(20));
        loop {
            every.tick().await;
            let now = std::time::Instant::now();
            let speaking = self.speaking.lock().map(|s| s.clone()).unwrap_or_default();
            let listened = self.listened.lock().map(|s| s.clone()).unwrap_or_default();
            for guild in listened {
                let heard = speaking
                    .iter()
                    .filter(|(g, _)| *g == guild)
                    .map(|(_, u)| *u);
                for user in detectors.entry(guild).or_default().tick(now, heard) {
                    let _ = self.heard.send(Heard::Sound { guild, user });
                }
            }
        }
    }
}

impl Ear for Fed {
    fn listen(&self, guild: u64, _channel: u64) {
        self.listened
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .insert(guild);
        let _ = self.heard.send(Heard::Hearing { guild, on: true });
    }

    fn leave(&self, guild: u64) {
        self.listened
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .remove(&guild);
    }
}

/// The fake Discord's `REGISSEUR_TEST_SPEAKING` gateway events, for the tests' ear (serenity
/// gives events it does not know only to raw handlers).
pub struct Speech(pub Arc<Fed>);

#[poise::serenity_prelude::async_trait]
impl poise::serenity_prelude::RawEventHandler for Speech {
    async fn raw_event(
        &self,
        _ctx: poise::serenity_prelude::Context,
        event: poise::serenity_prelude::Event,
    ) {
        let poise::serenity_prelude::Event::Unknown(e) = event else {
            return;
        };
        if e.kind != "REGISSEUR_TEST_SPEAKING" {
            return;
        }
        let id = |k: &str| e.value[k].as_str().and_then(|s| s.parse::<u64>().ok());
        if let (Some(guild), Some(user), Some(on)) =
            (id("guild_id"), id("user_id"), e.value["speaking"].as_bool())
        {
            self.0.speaking(guild, user, on);
        }
    }
}
