//! The absence clock (§5, seed: « Au bout de deux minutes, vous êtes considéré comme
//! parti »): a living player of a running game who is offline on Discord, or out of a voice
//! game's voice channels, is *parti* once it has run the game's `deconnexion` setting (two
//! minutes by default); coming back stops it. The adapter reports facts (a presence,
//! [`Command::Presence`]; a voice connection, [`Command::Voice`]); the rule and its deadline
//! are here, so a restart keeps each absence to the same instant.
//!
//! [`Command::Presence`]: super::Command::Presence
//! [`Command::Voice`]: super::Command::Voice

use super::error::Error;
use super::event::Event;
use super::flow;
use super::state::{Phase, Player, State};
use super::tx::Tx;
use crate::game::Timestamp;
use crate::notice::PlayerId;

/// The adapter saw `player` go offline (`offline`) or come back: only a change of a running
/// game's player is recorded (in the lobby and once it is over, presence does not count).
pub(crate) fn presence(tx: &mut Tx, player: PlayerId, offline: bool) -> Result<(), Error> {
    let p = tx.s.player(player).ok_or(Error::NotAPlayer)?;
    let running = !matches!(tx.s.phase, Phase::Lobby | Phase::Ended);
    if running && p.offline != offline {
        tx.emit(Event::PresenceChanged { player, offline });
    }
    Ok(())
}

/// Whose absence clock should run now: a living player of a running game, offline, or out
/// of a voice game's voice channels and not locked in (a locked player is kept out of
/// `place` until the evening).
fn should_be_away(s: &State, player: &Player) -> bool {
    let out_of_voice = s.settings.vocal && !player.locked && player.room.is_none();
    !matches!(s.phase, Phase::Lobby | Phase::Ended)
        && player.alive
        && (player.offline || out_of_voice)
}

/// After every accepted command: the absence clocks started and stopped as the state now
/// wants them (someone went offline or left voice, the game started, a lock began or ended,
/// a death).
pub(crate) fn settle(tx: &mut Tx) {
    let changes: Vec<(PlayerId, bool)> =
        tx.s.players
            .iter()
            .filter(|p| should_be_away(&tx.s, p) != p.away.is_some())
            .map(|p| (p.id, p.away.is_none()))
            .collect();
    for (player, starts) in changes {
        if starts {
            let until = tx.after(tx.s.settings.deconnexion);
            tx.emit(Event::AwayStarted {
                player,
                since: tx.now,
                until,
            });
        } else {
            tx.emit(Event::AwayEnded { player });
        }
    }
}

/// When each absent living player becomes *parti*, in seating order.
pub fn departures(s: &State) -> impl Iterator<Item = Timestamp> + '_ {
    let limit = chrono::Duration::seconds(s.settings.deconnexion.max(0));
    s.players
        .iter()
        .filter(|p| p.alive)
        .filter_map(move |p| p.away.map(|since| since + limit))
}

/// The earliest instant at which an absent player becomes *parti*.
pub fn next_departure(s: &State) -> Option<Timestamp> {
    departures(s).min()
}

/// Every absence that lasted its two minutes by `upto`: the player is *parti* (§5).
pub(crate) fn expire(tx: &mut Tx, upto: Timestamp) {
    let limit = chrono::Duration::seconds(tx.s.settings.deconnexion.max(0));
    let due: Vec<PlayerId> =
        tx.s.players
            .iter()
            .filter(|p| p.alive && p.away.is_some_and(|since| since + limit <= upto))
            .map(|p| p.id)
            .collect();
    for player in due {
        if tx.ended() {
            return;
        }
        tx.emit(Event::AwayEnded { player });
        let _ = flow::depart(tx, player);
    }
}
