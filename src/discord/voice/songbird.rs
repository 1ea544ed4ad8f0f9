//! The bot's ear on Discord (`voice` feature): songbird joins the game's stage `place`,
//! self-muted (the bot never speaks), and its receive side tells who is heard in each 20 ms
//! frame; the detector turns that into « X spoke at t ». Songbird 0.6 speaks Discord's DAVE
//! end-to-end encryption (with `davey`): frames it cannot decrypt yet (a member whose key
//! the bot has not received) are dropped by songbird, so such a member sounds silent until
//! then. Packets are only decrypted, never decoded: an arriving frame is a sound. A failed or
//! lost connection is tried again with growing pauses, and the keeper is told the bot no
//! longer hears (the game then passes turns by the Sablier and the 30 s limit only).

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use songbird::events::{CoreEvent, Event, EventContext, EventHandler};
use songbird::Songbird;
use tokio::sync::mpsc;

use super::detector::Detector;
use super::ear::{Ear, Heard};

/// The first pause before a failed connection is tried again, and the longest.
const RETRY_FIRST: Duration = Duration::from_secs(5);
const RETRY_MAX: Duration = Duration::from_mins(5);

/// What songbird needs configured: frames decrypted, never decoded.
pub fn config() -> songbird::Config {
    songbird::Config::default().decode_mode(songbird::driver::DecodeMode::Decrypt)
}

pub struct SongbirdEar {
    manager: Arc<Songbird>,
    heard: mpsc::UnboundedSender<Heard>,
    /// Guild → the channel to listen to.
    wanted: Mutex<BTreeMap<u64, u64>>,
    /// The guilds whose connection is being tried now (one loop a guild).
    trying: Mutex<std::collections::BTreeSet<u64>>,
}

impl SongbirdEar {
    pub fn new(manager: Arc<Songbird>, heard: mpsc::UnboundedSender<Heard>) -> Arc<SongbirdEar> {
        Arc::new(SongbirdEar {
            manager,
            heard,
            wanted: Mutex::default(),
            trying: Mutex::default(),
        })
    }

    fn wants(&self, guild: u64, channel: u64) -> bool {
        let wanted = self
            .wanted
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        wanted.get(&guild) == Some(&channel)
    }

    /// Joins until it works or the channel is no longer wanted (one loop a guild at a time:
    /// songbird also reports each failed try as a disconnection).
    async fn connect(self: Arc<Self>, guild: u64, channel: u64) {
        if !self.lock_trying().insert(guild) {
            return;
        }
        self.try_until_joined(guild, channel).await;
        self.lock_trying().remove(&guild);
    }

    fn lock_trying(&self) -> std::sync::MutexGuard<'_, std::collections::BTreeSet<u64>> {
        self.trying
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    async fn try_until_joined(self: &Arc<Self>, guild: u64, channel: u64) {
        let mut pause = RETRY_FIRST;
        while self.wants(guild, channel) {
            let (g, c) = (
                serenity::GuildId::new(guild),
                serenity::ChannelId::new(channel),
            );
            let call = self.manager.get_or_insert(g);
            {
                let mut call = call.lock().await;
                call.remove_all_global_events();
                let listener = Listener::new(guild, self.clone());
                for event in [
                    CoreEvent::SpeakingStateUpdate,
                    CoreEvent::VoiceTick,
                    CoreEvent::ClientDisconnect,
                    CoreEvent::DriverConnect,
                    CoreEvent::DriverReconnect,
                    CoreEvent::DriverDisconnect,
                ] {
                    call.add_global_event(Event::Core(event), listener.clone());
                }
                let _ = call.mute(true).await;
            }
            match self.manager.join(g, c).await {
                Ok(_) => return tracing::info!(guild, channel, "the bot listens to a voice game"),
                Err(e) => {
                    tracing::warn!(guild, channel, error = %e, ?pause, "cannot join the voice channel");
                    let _ = self.heard.send(Heard::Hearing { guild, on: false });
                }
            }
            tokio::time::sleep(pause).await;
            pause = (pause * 2).min(RETRY_MAX);
        }
    }
}

impl Ear for Arc<SongbirdEar> {
    fn listen(&self, guild: u64, channel: u64) {
        self.wanted
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .insert(guild, channel);
        tokio::spawn(self.clone().connect(guild, channel));
    }

    fn leave(&self, guild: u64) {
        self.wanted
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .remove(&guild);
        let manager = self.manager.clone();
        tokio::spawn(async move {
            if let Err(e) = manager.remove(serenity::GuildId::new(guild)).await {
                tracing::debug!(guild, error = %e, "left no voice channel");
            }
        });
    }
}

/// One guild's call: who each SSRC is, the detector, and what to tell.
#[derive(Clone)]
struct Listener {
    guild: u64,
    ear: Arc<SongbirdEar>,
    ssrcs: Arc<Mutex<BTreeMap<u32, u64>>>,
    detector: Arc<Mutex<Detector>>,
}

impl Listener {
    fn new(guild: u64, ear: Arc<SongbirdEar>) -> Listener {
        Listener {
            guild,
            ear,
            ssrcs: Arc::default(),
            detector: Arc::default(),
        }
    }

    fn tell(&self, heard: Heard) {
        let _ = self.ear.heard.send(heard);
    }

    fn tick(&self, ssrcs: impl Iterator<Item = u32>) {
        let users: Vec<u64> = {
            let known = self
                .ssrcs
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            ssrcs.filter_map(|s| known.get(&s).copied()).collect()
        };
        let now = std::time::Instant::now();
        let spoke = self
            .detector
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .tick(now, users);
        for user in spoke {
            self.tell(Heard::Sound {
                guild: self.guild,
                user,
            });
        }
    }
}

#[async_trait::async_trait]
impl EventHandler for Listener {
    async fn act(&self, ctx: &EventContext<'_>) -> Option<Event> {
        let guild = self.guild;
        match ctx {
            EventContext::SpeakingStateUpdate(s) => {
                if let Some(user) = s.user_id {
                    let mut ssrcs = self
                        .ssrcs
                        .lock()
                        .unwrap_or_else(std::sync::PoisonError::into_inner);
                    ssrcs.insert(s.ssrc, user.0);
                }
            }
            EventContext::VoiceTick(tick) => self.tick(tick.speaking.keys().copied()),
            EventContext::ClientDisconnect(c) => {
                let mut ssrcs = self
                    .ssrcs
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner);
                ssrcs.retain(|_, u| *u != c.user_id.0);
            }
            EventContext::DriverConnect(_) | EventContext::DriverReconnect(_) => {
                self.tell(Heard::Hearing { guild, on: true });
            }
            EventContext::DriverDisconnect(_) => {
                self.tell(Heard::Hearing { guild, on: false });
                let channel = self
                    .ear
                    .wanted
                    .lock()
                    .ok()
                    .and_then(|w| w.get(&guild).copied());
                if let Some(channel) = channel {
                    tokio::spawn(self.ear.clone().connect(guild, channel));
                }
            }
            _ => {}
        }
        None
    }
}
