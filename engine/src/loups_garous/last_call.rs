//! The « 30 s » / « 10 s » last calls: before a vote, the Crépuscule or the Retraite ends,
//! the players who still have to vote or to go home are told how long they have left.
//!
//! A last call changes no rule: it is an event so that a restart gives it once, and it is
//! left out of the random stream (`Game::stream`), so a game draws the same with or without.

use super::event::Event;
use super::inventory::usable_items;
use super::notices::{ballot, dm, only, until};
use super::role::Item;
use super::state::{DayStage, NightStep, Phase, State};
use super::tx::Tx;
use crate::game::Timestamp;
use crate::notice::{Notice, PlayerId};
use chrono::Duration;

/// The seconds left at which a last call is given, the first one first.
pub const CALLS: [i64; 2] = [30, 10];

/// How long the current phase lasts when it asks something of the players before its end
/// (a ballot to cast, a house to go back to); `None` for the others.
fn asking_length(s: &State) -> Option<i64> {
    let t = &s.settings;
    match s.phase {
        Phase::Dusk(_) => Some(t.crepuscule),
        Phase::Night(_, NightStep::Retraite) => Some(t.retraite),
        Phase::Day(_, DayStage::Election) => Some(t.election),
        Phase::Day(_, DayStage::Vote) if !s.today.window => Some(t.vote),
        Phase::Day(_, DayStage::SecondVote) if s.today.round == 2 => Some(t.second_vote),
        _ => None,
    }
}

/// The living players who still have something to do before the deadline: a Bulletin they
/// have not cast, or a house they are not back in.
pub fn laggards(s: &State) -> Vec<PlayerId> {
    s.living()
        .filter(|p| {
            let items = usable_items(s, p.id);
            let ballot = items.contains(&Item::Bulletin) && !s.today.votes.contains_key(&p.id);
            ballot || items.contains(&Item::Rentrer)
        })
        .map(|p| p.id)
        .collect()
}

/// The instant of the next last call, if one is still to give: only in a phase that asks
/// something, long enough for the call to mean something, while someone lags.
pub fn next(s: &State) -> Option<Timestamp> {
    if s.paused.is_some() || !s.pending.is_empty() || s.held.is_some() || s.is_over() {
        return None;
    }
    let deadline = s.deadline?;
    let length = asking_length(s)?;
    let given = s
        .last_call
        .filter(|(d, _)| *d == deadline)
        .map(|(_, left)| left);
    let call = CALLS
        .into_iter()
        .find(|k| *k < length && given.is_none_or(|left| left > *k))?;
    (!laggards(s).is_empty()).then(|| deadline - Duration::seconds(call))
}

/// At a tick: gives the last call that is due, if any, before the deadline itself. Returns
/// whether it gave one.
pub(crate) fn give(tx: &mut Tx) -> bool {
    let (Some(at), Some(deadline)) = (next(&tx.s), tx.s.deadline) else {
        return false;
    };
    if at > tx.now || deadline <= tx.now {
        return false;
    }
    let millis = (deadline - tx.now).num_milliseconds();
    let left = (millis + 999) / 1000;
    let players = laggards(&tx.s);
    tx.emit(Event::LastCall {
        deadline,
        left,
        players,
    });
    true
}

/// Each lagging player's last call, with what he still has to do and its button.
pub(crate) fn notices(
    s: &State,
    deadline: Timestamp,
    left: i64,
    players: &[PlayerId],
) -> Vec<Notice> {
    players
        .iter()
        .map(|p| {
            let home = usable_items(s, *p).contains(&Item::Rentrer);
            let (what, prompt) = if home {
                ("rentrer", only("rentrer"))
            } else {
                ("voter", ballot())
            };
            dm(*p, "lg-last-call")
                .arg("left", left)
                .arg("what", what)
                .arg("until", until(Some(deadline)))
                .prompting(prompt)
        })
        .collect()
}

#[cfg(test)]
mod tests;
