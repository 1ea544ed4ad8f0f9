//! A decision in progress: a scratch copy of the state that every emitted event updates,
//! so the rules read the state as it will be after the events so far.

use chrono::Duration;
use rand::seq::SliceRandom;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::apply::apply;
use super::early_end::ForcedCache;
use super::event::Event;
use super::state::{Phase, State};
use crate::game::Timestamp;
use crate::notice::PlayerId;

/// The scratch state and the events emitted so far.
pub(crate) struct Tx<'a> {
    pub s: State,
    pub events: Vec<Event>,
    pub now: Timestamp,
    pub rng: &'a mut ChaCha8Rng,
    /// §6.2's verdicts already searched.
    pub cache: &'a mut ForcedCache,
    /// The notices of the events so far, when the caller wants them ([`Tx::telling`]).
    pub notices: Option<Vec<crate::notice::Notice>>,
}

impl<'a> Tx<'a> {
    pub fn new(
        state: &State,
        now: Timestamp,
        rng: &'a mut ChaCha8Rng,
        cache: &'a mut ForcedCache,
    ) -> Self {
        Tx::owned(state.clone(), now, rng, cache)
    }

    /// A decision on `state` itself, handed over: no copy is made.
    pub fn owned(
        state: State,
        now: Timestamp,
        rng: &'a mut ChaCha8Rng,
        cache: &'a mut ForcedCache,
    ) -> Self {
        Tx {
            s: state,
            events: Vec::new(),
            now,
            rng,
            cache,
            notices: None,
        }
    }

    /// Also gathers each event's notices as it is emitted.
    pub fn telling(mut self) -> Self {
        self.notices = Some(Vec::new());
        self
    }

    /// Records an event and folds it into the scratch state.
    pub fn emit(&mut self, event: Event) {
        apply(&mut self.s, &event);
        if let Some(notices) = &mut self.notices {
            notices.extend(super::notices::notices(&self.s, &event));
        }
        self.events.push(event);
    }

    /// The instant `secs` from now.
    pub fn after(&self, secs: i64) -> Timestamp {
        self.now + Duration::seconds(secs.max(0))
    }

    /// Enters a phase with a deadline `secs` from now.
    pub fn enter(&mut self, phase: Phase, secs: i64) {
        let deadline = Some(self.after(secs));
        self.emit(Event::PhaseEntered { phase, deadline });
    }

    /// A shuffled copy. The draw starts from seating order, so it depends on who is in
    /// `v`, not on how `v` was gathered nor on the players' ids: a game replayed under
    /// other ids (an exported scenario) draws the same.
    pub fn shuffled(&mut self, mut v: Vec<PlayerId>) -> Vec<PlayerId> {
        self.seat_order(&mut v);
        v.shuffle(self.rng);
        v
    }

    /// One element drawn at random (from seating order, as [`Tx::shuffled`]).
    pub fn pick(&mut self, v: &[PlayerId]) -> Option<PlayerId> {
        if v.is_empty() {
            None
        } else {
            let mut v = v.to_vec();
            self.seat_order(&mut v);
            Some(v[self.rng.random_range(0..v.len())])
        }
    }

    fn seat_order(&self, v: &mut [PlayerId]) {
        let seat = |id: &PlayerId| self.s.players.iter().position(|p| p.id == *id);
        v.sort_by_key(seat);
    }

    /// True with probability `percent` / 100.
    pub fn chance(&mut self, percent: u32) -> bool {
        self.rng.random_range(0..100) < percent
    }

    pub fn ended(&self) -> bool {
        self.s.phase == Phase::Ended
    }
}
