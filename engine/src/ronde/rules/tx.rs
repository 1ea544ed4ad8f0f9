//! A decision in progress: a working copy of the state that every emitted event is folded
//! into at once, so later rules see earlier effects. Dropped whole on a refusal.

use rand_chacha::ChaCha8Rng;

use crate::game::Timestamp;
use crate::notice::PlayerId;
use crate::ronde::apply::apply;
use crate::ronde::error::RondeError;
use crate::ronde::event::Event;
use crate::ronde::ledger::{Entry, Line};
use crate::ronde::powers::Counters;
use crate::ronde::state::{Player, State};

/// The working copy and the events so far.
pub struct Tx<'r> {
    pub s: State,
    pub events: Vec<Event>,
    pub now: Timestamp,
    pub rng: &'r mut ChaCha8Rng,
    /// The notices of the events so far, when the caller wants them (`Game::evolve`).
    pub notices: Option<Vec<crate::notice::Notice>>,
}

impl<'r> Tx<'r> {
    pub fn new(s: &State, now: Timestamp, rng: &'r mut ChaCha8Rng) -> Self {
        Tx {
            s: s.clone(),
            events: Vec::new(),
            now,
            rng,
            notices: None,
        }
    }

    /// Records an event and folds it.
    pub fn emit(&mut self, event: Event) {
        apply(&mut self.s, &event);
        if let Some(notices) = &mut self.notices {
            notices.extend(crate::ronde::notices::notices(&self.s, &event));
        }
        self.events.push(event);
    }

    pub fn day(&self) -> u32 {
        self.s.day
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
