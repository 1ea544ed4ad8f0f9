//! A decision in progress: a working copy of the state that every emitted event is folded
//! into at once, so later rules see earlier effects. Dropped whole on a refusal.

use rand_chacha::ChaCha8Rng;

use super::apply::apply;
use super::error::RondeError;
use super::event::Event;
use super::ledger::{Entry, Line};
use super::powers::Counters;
use super::state::{Player, State};
use crate::game::Timestamp;
use crate::notice::{Audience, Notice, PlayerId};

/// The working copy and the events so far.
pub struct Tx<'r> {
    pub s: State,
    pub events: Vec<Event>,
    pub now: Timestamp,
    pub rng: &'r mut ChaCha8Rng,
}

impl<'r> Tx<'r> {
    pub fn new(s: &State, now: Timestamp, rng: &'r mut ChaCha8Rng) -> Self {
        Tx {
            s: s.clone(),
            events: Vec::new(),
            now,
            rng,
        }
    }

    /// Records an event and folds it.
    pub fn emit(&mut self, event: Event) {
        apply(&mut self.s, &event);
        self.events.push(event);
    }

    pub fn day(&self) -> u32 {
        self.s.day
    }

    /// A message with no state change.
    pub fn tell(&mut self, audience: Audience, id: &str, args: Vec<(&str, String)>) {
        let mut n = Notice::new(audience, id);
        for (k, v) in args {
            n = n.arg(k, v);
        }
        self.emit(Event::Told(n));
    }

    /// A DM to a player. From J2 the masked Diva has no secrets: hers go to her Loge.
    pub fn dm(&mut self, to: PlayerId, id: &str, args: Vec<(&str, String)>) {
        let diva = self.s.day >= 2
            && self.s.player(to).is_some_and(|x| {
                x.looks_masked() && x.personnage == Some(super::personnage::Personnage::Diva)
            });
        let audience = if diva {
            Audience::Channel("loge".into())
        } else {
            Audience::Player(to)
        };
        self.tell(audience, id, args);
    }

    /// An automatic ledger entry.
    pub fn score(&mut self, player: PlayerId, amount: i64, line: Line, cause: String) {
        if amount == 0 {
            return;
        }
        let at = self.now;
        self.emit(Event::Scored(Entry {
            player,
            amount,
            line,
            cause,
            at,
            auto: true,
            removed: false,
        }));
    }

    /// Changes a player's counters through an event.
    pub fn counters(&mut self, player: PlayerId, f: impl FnOnce(&mut Counters)) {
        let Some(x) = self.s.player(player) else {
            return;
        };
        let mut c = x.counters.clone();
        f(&mut c);
        if c != x.counters {
            self.emit(Event::CountersChanged {
                player,
                counters: Box::new(c),
            });
        }
    }

    pub fn player(&self, id: PlayerId) -> Result<&Player, RondeError> {
        self.s.player(id).ok_or(RondeError::NotAPlayer)
    }
}
