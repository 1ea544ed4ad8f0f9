//! Who is connected to which voice channel, and whether a stage suppresses him, as Discord's
//! voice states say (GUILD_CREATE, then VOICE_STATE_UPDATE); each change nudges the voice
//! keeper, which compares it with what the game wants.

use std::collections::BTreeMap;
use std::sync::Mutex;

use poise::serenity_prelude as serenity;
use tokio::sync::mpsc;

/// One member's voice connection.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Seen {
    pub channel: u64,
    /// A stage's audience (or, in a voice channel, no Speak when he joined).
    pub suppress: bool,
}

/// The voice states of every guild served, by (guild, user).
#[derive(Debug)]
pub struct VoiceStates {
    seen: Mutex<BTreeMap<(u64, u64), Seen>>,
    nudge: mpsc::UnboundedSender<u64>,
}

impl VoiceStates {
    /// The states, and the guilds whose states changed (in the order they did).
    pub fn new() -> (VoiceStates, mpsc::UnboundedReceiver<u64>) {
        let (nudge, nudged) = mpsc::unbounded_channel();
        let states = VoiceStates {
            seen: Mutex::default(),
            nudge,
        };
        (states, nudged)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, BTreeMap<(u64, u64), Seen>> {
        self.seen
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// A guild's every voice state (GUILD_CREATE: after a start or a new session), as `now`
    /// reads them while the states are locked (see [`VoiceStates::refresh`]).
    pub fn load<I: IntoIterator<Item = (u64, Seen)>>(&self, guild: u64, now: impl FnOnce() -> I) {
        {
            let mut seen = self.lock();
            seen.retain(|(g, _), _| *g != guild);
            seen.extend(now().into_iter().map(|(user, s)| ((guild, user), s)));
        }
        let _ = self.nudge.send(guild);
    }

    /// One member's voice state as `now` reads it while the states are locked (`None`:
    /// disconnected); nudges when it changed. The gateway's event handlers run in no set
    /// order (serenity spawns each), so a handler must not write its own event's state: a
    /// GUILD_CREATE or a join handled after the leave that followed it would bring back a
    /// state that is over. `now` reads serenity's cache, which the events update in the
    /// gateway's order before any handler runs: whichever handler runs last writes the
    /// latest state.
    pub fn refresh(&self, guild: u64, user: u64, now: impl FnOnce() -> Option<Seen>) {
        let changed = {
            let mut seen = self.lock();
            let now = now();
            let before = match now {
                Some(s) => seen.insert((guild, user), s),
                None => seen.remove(&(guild, user)),
            };
            before != now
        };
        if changed {
            let _ = self.nudge.send(guild);
        }
    }

    /// What the bot's own successful call changed, before Discord's echo: no nudge. Only
    /// while the member's state is still `was`, the one the call was made from: a state
    /// Discord sent meanwhile (a member who came back while being disconnected) is newer
    /// than the call's guess, and stays.
    pub fn set(&self, guild: u64, user: u64, was: Option<Seen>, now: Option<Seen>) {
        let mut seen = self.lock();
        if seen.get(&(guild, user)).copied() != was {
            return;
        }
        match now {
            Some(s) => seen.insert((guild, user), s),
            None => seen.remove(&(guild, user)),
        };
    }

    pub fn get(&self, guild: u64, user: u64) -> Option<Seen> {
        self.lock().get(&(guild, user)).copied()
    }

    /// Nudges the keeper for a guild (a periodic heal, a voice connection that came up).
    pub fn nudge(&self, guild: u64) {
        let _ = self.nudge.send(guild);
    }
}

/// A gateway voice state as this module keeps it.
pub fn seen(state: &serenity::VoiceState) -> Option<Seen> {
    state.channel_id.map(|c| Seen {
        channel: c.get(),
        suppress: state.suppress,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_change_nudges_and_a_load_replaces_the_guild() {
        let (states, mut nudged) = VoiceStates::new();
        let at = |channel| {
            Some(Seen {
                channel,
                suppress: true,
            })
        };
        states.refresh(1, 10, || at(5));
        states.refresh(1, 10, || at(5));
        states.set(1, 11, None, at(5));
        assert_eq!(nudged.try_recv(), Ok(1));
        assert!(
            nudged.try_recv().is_err(),
            "the same state twice, and our own echo"
        );
        states.load(1, || [(12, at(6).unwrap())]);
        assert_eq!(states.get(1, 10), None);
        assert_eq!(states.get(1, 12), at(6));
        assert_eq!(nudged.try_recv(), Ok(1));
    }

    #[test]
    fn a_calls_guess_never_overwrites_a_state_discord_sent_meanwhile() {
        // given Alice seen on the stage, whom the keeper disconnects
        let (states, _nudged) = VoiceStates::new();
        let stage = Seen {
            channel: 5,
            suppress: false,
        };
        states.refresh(1, 10, || Some(stage));
        // when she comes back (suppressed) before the disconnection's answer
        let back = Seen {
            channel: 5,
            suppress: true,
        };
        states.refresh(1, 10, || Some(back));
        states.set(1, 10, Some(stage), None);
        // then what Discord said stays, and the keeper will see her suppressed
        assert_eq!(states.get(1, 10), Some(back));
        // and a guess made from the current state applies
        states.set(1, 10, Some(back), None);
        assert_eq!(states.get(1, 10), None);
    }

    #[test]
    fn a_handler_run_late_writes_the_state_now_not_its_own_events() {
        // given Alice's join then her leave, both already in serenity's cache (`now`)
        let (states, _nudged) = VoiceStates::new();
        let now: Mutex<Option<Seen>> = Mutex::new(None);
        let cache = || *now.lock().unwrap();
        // when the GUILD_CREATE handler and the join's run after the leave's
        states.refresh(1, 10, cache);
        states.load(1, || cache().map(|s| (10, s)));
        states.refresh(1, 10, cache);
        // then she is not seen connected
        assert_eq!(states.get(1, 10), None);
        // and once she joins again, the next handler to run sees it
        *now.lock().unwrap() = Some(Seen {
            channel: 5,
            suppress: true,
        });
        states.refresh(1, 10, cache);
        assert_eq!(states.get(1, 10), *now.lock().unwrap());
    }
}
