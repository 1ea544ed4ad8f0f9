//! §6.2, the early end: « La partie s'arrête dès qu'un seul résultat reste possible ».
//!
//! The game flow calls [`check`] with the [`Moment`] it is at (after a death queue, an
//! election, an infection, the Idiot revealed, a contract's expiry, night 1's
//! Préparatifs): §6.1's conditions first, then, with `fin-anticipee` on, the forced-win
//! search ([`forced_win`]) on the live state seen as an abstract position
//! ([`position`]), its verdicts memoised in a [`ForcedCache`]. A verdict ends the game
//! with one `GameEnded` event, so a replay never searches again.
//!
//! The cost of one check is bounded whatever the number of living (up to 30): identical
//! players are counted, never enumerated; every move of the search, the adversary's
//! night lines and the worlds of a belief are counted against one budget
//! ([`LIVE_BUDGET`] per faction); hopeless factions are answered before any search
//! (`forced_win`'s `bound`), and the adversary's most dangerous line refutes most moves
//! without expanding the others. `examples/lg_check_cost.rs` measures it on simulated
//! games.

mod cache;
pub mod forced_win;
mod live;

pub use cache::{ForcedCache, SearchKind, SearchTally};
pub use live::position;

use super::event::{EndReason, Event};
use super::role::Camp;
use super::state::{DayStage, Phase, State};
use super::tx::Tx;
use super::victory::condition;

/// The node budget of one faction's search in the live game, whatever the number of
/// living: every position the search builds counts (a node, a night line, a world of a
/// belief), so the cost of a check is bounded by it. The issue-13 positions take at most
/// 9 nodes at any size; in 1 000 simulated 12-player games 500 proved 1 % more early ends
/// than 200 for a third more time.
pub const LIVE_BUDGET: usize = 200;

/// The budget of one faction's search in the live game with `living` players.
pub fn live_budget(_living: usize) -> usize {
    LIVE_BUDGET
}

/// Where the flow stands when the check runs, when the phase alone does not say where the
/// game goes next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Moment {
    /// Read from the phase: dawn, or a night before the Remèdes. Any day stage: no position.
    #[default]
    Phase,
    /// Day 2's election just closed: the day's body (coup, tournée or vote) comes next.
    AfterElection,
    /// A vote's result was applied (a hanging, the Idiot revealed).
    AfterResult,
    /// The coup d'État was carried out: the day ends.
    AfterCoup,
    /// The day ended (a contract expired): the Crépuscule comes.
    EndOfDay,
    /// Night 1's Préparatifs are resolved (arrows, contract).
    AfterPreparatifs,
}

/// The camp that can force its win now, if the search proves one (`budget` per faction).
pub fn forced_camp(s: &State, moment: Moment, budget: usize) -> Option<Camp> {
    forced_camp_cached(s, moment, budget, &mut ForcedCache::new())
}

/// [`forced_camp`], the verdict read from (or stored in) `cache`.
pub fn forced_camp_cached(
    s: &State,
    moment: Moment,
    budget: usize,
    cache: &mut ForcedCache,
) -> Option<Camp> {
    let pos = position(s, moment)?;
    cache.check(pos, budget).map(Camp::from)
}

/// The outcome if the game is over now, the flow being at `moment` (§6.1, then §6.2):
/// `Some((None, _))` is a draw.
pub fn outcome(s: &State, moment: Moment) -> Option<(Option<Camp>, EndReason)> {
    outcome_cached(s, moment, &mut ForcedCache::new())
}

/// [`outcome`], §6.2's verdict read from (or stored in) `cache`.
fn outcome_cached(
    s: &State,
    moment: Moment,
    cache: &mut ForcedCache,
) -> Option<(Option<Camp>, EndReason)> {
    condition(s).or_else(|| {
        s.settings
            .fin_anticipee
            .then(|| forced_camp_cached(s, moment, live_budget(s.living().count()), cache))
            .flatten()
            .map(|c| (Some(c), EndReason::ForcedWin))
    })
}

/// One of the points where §6.2 checks for an end, named by what just happened in the flow:
/// the flow calls it and knows nothing of the search's [`Moment`]. Returns whether the game
/// ended.
pub(crate) type Check = fn(&mut Tx) -> bool;

/// The check where the phase alone says where the game goes: a dawn, a night before the
/// Remèdes, a death in the middle of a day.
pub(crate) fn check(tx: &mut Tx) -> bool {
    at(tx, Moment::Phase)
}

/// Day 2's election just closed.
pub(crate) fn after_election(tx: &mut Tx) -> bool {
    at(tx, Moment::AfterElection)
}

/// A vote's result was applied (a hanging, the Idiot revealed).
pub(crate) fn after_result(tx: &mut Tx) -> bool {
    at(tx, Moment::AfterResult)
}

/// The coup d'État was carried out.
pub(crate) fn after_coup(tx: &mut Tx) -> bool {
    at(tx, Moment::AfterCoup)
}

/// The day ended early (a contract expired): the Crépuscule comes.
pub(crate) fn at_day_end(tx: &mut Tx) -> bool {
    at(tx, Moment::EndOfDay)
}

/// Night 1's Préparatifs are resolved.
pub(crate) fn after_preparatifs(tx: &mut Tx) -> bool {
    at(tx, Moment::AfterPreparatifs)
}

/// A day's last pending decision (a shot, a succession) was settled: the day goes on as
/// after the vote's result, or, on a coup's day (no vote opened), as after the coup;
/// elsewhere the phase says where the game goes.
pub(crate) fn after_pending(tx: &mut Tx) -> bool {
    let moment = settled_moment(&tx.s).unwrap_or(Moment::Phase);
    at(tx, moment)
}

/// Where a day stands once its last pending decision is settled; `None` where the flow goes
/// elsewhere: a vote's closing held for the queue, a held phase deadline, not by day.
fn settled_moment(s: &State) -> Option<Moment> {
    let Phase::Day(n, DayStage::Tir | DayStage::Succession) = s.phase else {
        return None;
    };
    if n < 2 || !s.pending.is_empty() || s.today.close_held || s.held.is_some() {
        return None;
    }
    Some(if s.today.round == 0 {
        Moment::AfterCoup
    } else {
        Moment::AfterResult
    })
}

/// §6.2 where the phase alone tells the moment: the camp that can force its win now.
pub fn forced_camp_now(s: &State) -> Option<Camp> {
    forced_camp(s, Moment::Phase, live_budget(s.living().count()))
}

/// The outcome if the game is over now, where the phase alone tells the moment.
pub fn outcome_now(s: &State) -> Option<(Option<Camp>, EndReason)> {
    outcome(s, Moment::Phase)
}

/// Ends the game if it is over, the flow being at `moment`. Returns whether it ended.
fn at(tx: &mut Tx, moment: Moment) -> bool {
    if tx.ended() || tx.s.phase == Phase::Lobby {
        return tx.ended();
    }
    match outcome_cached(&tx.s, moment, tx.cache) {
        Some((winner, reason)) => {
            tx.emit(Event::GameEnded { winner, reason });
            true
        }
        None => false,
    }
}
