//! Voice mode (`vocal=oui`, §2, §5): who may connect to and speak in the voice channels
//! `place` and `cimetiere`, where the players' connections are (out of both: their absence
//! clock runs, see `absence`), and what
//! the bot's ear tells the game (a sound in `place` is a word of the speaker; 10 s of silence
//! pass a turn only while the bot hears).
//!
//! The adapter reports facts: where a player's voice connection is ([`Command::Voice`]), that
//! it heard a player ([`Command::Heard`]), whether it hears at all ([`Command::Listening`]).
//! Every rule about them is here.
//!
//! [`Command::Voice`]: super::Command::Voice
//! [`Command::Heard`]: super::Command::Heard
//! [`Command::Listening`]: super::Command::Listening

use super::access::{access, Channel};
use super::day;
use super::error::Error;
use super::event::Event;
use super::state::{DayStage, Phase, State};
use super::tx::Tx;
use crate::game::{ChannelAccess, Timestamp};
use crate::notice::PlayerId;

pub use super::room::Room;

/// Who may connect (and listen: `read`) and speak (`write`) in each voice channel.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct VoiceAccess {
    pub place: ChannelAccess,
    pub cimetiere: ChannelAccess,
}

impl VoiceAccess {
    pub fn get(&self, room: Room) -> &ChannelAccess {
        match room {
            Room::Place => &self.place,
            Room::Cimetiere => &self.cimetiere,
        }
    }

    pub fn hears(&self, room: Room, player: PlayerId) -> bool {
        self.get(room).read.contains(&player)
    }

    pub fn speaks(&self, room: Room, player: PlayerId) -> bool {
        self.get(room).write.contains(&player)
    }
}

/// The voice access of this state; `None` in a text game (it has no voice channels).
///
/// The living speak in `place` exactly when they may write in `#place` (the speaker alone
/// during his turn, the assembly and the votes, nobody at night, never the gagged); locked,
/// they neither hear nor are heard. The dead listen in `place` and never speak there; they
/// speak in `cimetiere` (the gagged among them once the Roi du silence is dead), which the
/// living cannot join. In the lobby the seated meet and speak in `place`; once the game is
/// over everyone may join and speak in both.
pub fn voice_access(s: &State) -> Option<VoiceAccess> {
    if !s.settings.vocal {
        return None;
    }
    let mut v = VoiceAccess::default();
    match s.phase {
        // Before the start the seated gather in `place` and talk; after the end, everyone
        // everywhere.
        Phase::Lobby => {
            for p in &s.players {
                v.place.read.insert(p.id);
                v.place.write.insert(p.id);
            }
            return Some(v);
        }
        Phase::Ended => {
            for p in &s.players {
                for room in [&mut v.place, &mut v.cimetiere] {
                    room.read.insert(p.id);
                    room.write.insert(p.id);
                }
            }
            return Some(v);
        }
        _ => {}
    }
    let text = access(s);
    for p in &s.players {
        if p.alive {
            if !p.locked {
                v.place.read.insert(p.id);
            }
            if text.may_write(Channel::Place, p.id) {
                v.place.write.insert(p.id);
            }
        } else {
            v.place.read.insert(p.id);
            v.cimetiere.read.insert(p.id);
            if !p.gagged {
                v.cimetiere.write.insert(p.id);
            }
        }
    }
    Some(v)
}

/// A player's voice connection is now in `room` (`None`: out of the game's voice channels).
/// A fact, recorded whoever the player is (dead players too); only a change is an event.
pub(crate) fn moved(tx: &mut Tx, player: PlayerId, room: Option<Room>) -> Result<(), Error> {
    if !tx.s.settings.vocal {
        return Err(Error::NotVoiceGame);
    }
    let p = tx.s.player(player).ok_or(Error::NotAPlayer)?;
    if p.room == room {
        return Ok(());
    }
    match tx.s.phase {
        Phase::Ended => Err(Error::WrongPhase),
        Phase::Lobby => {
            tx.emit(Event::LobbyVoice { player, room });
            Ok(())
        }
        _ => {
            tx.emit(Event::VoiceMoved { player, room });
            Ok(())
        }
    }
}

/// The bot heard `player` in voice `place`: a word of the speaker (the 10 s of silence start
/// again) and activity. Refused, as a message would be, from someone who may not speak now.
pub(crate) fn heard(tx: &mut Tx, player: PlayerId) -> Result<(), Error> {
    let v = voice_access(&tx.s).ok_or(Error::NotVoiceGame)?;
    if !v.speaks(Room::Place, player) {
        let p = tx.s.player(player).ok_or(Error::NotAPlayer)?;
        return Err(if !p.alive {
            Error::DeadActor
        } else if p.gagged {
            Error::Gagged
        } else if p.locked {
            Error::Locked
        } else {
            Error::WrongPhase
        });
    }
    day::spoke(tx, player);
    Ok(())
}

/// Whether the bot hears voice `place`, from the start on (in the lobby nothing depends on
/// it: the adapter tells it again once the game runs). During a speaking turn the silence
/// deadline follows: 10 s from now once it hears, the turn's end when it no longer does.
pub(crate) fn listening(tx: &mut Tx, on: bool) -> Result<(), Error> {
    if !tx.s.settings.vocal {
        return Err(Error::NotVoiceGame);
    }
    if tx.ended() {
        return Err(Error::WrongPhase);
    }
    if tx.s.hearing == on {
        return Ok(());
    }
    tx.emit(Event::Listening { on });
    let turn =
        tx.s.today
            .turn_end
            .filter(|_| tx.s.is_stage(DayStage::Parole));
    if let (Some(turn_end), None) = (turn, tx.s.paused) {
        let deadline = Some(silence_end(tx, turn_end));
        tx.emit(Event::DeadlineSet { deadline });
    }
    Ok(())
}

/// When a speaking turn passes for silence: 10 s from now (never past the turn's end), or the
/// turn's end in a voice game whose bot does not hear (the rules' fallback: the Sablier and
/// the 30 s limit only).
pub(crate) fn silence_end(tx: &Tx, turn_end: Timestamp) -> Timestamp {
    if tx.s.settings.vocal && !tx.s.hearing {
        turn_end
    } else {
        tx.after(tx.s.settings.silence).min(turn_end)
    }
}

#[cfg(test)]
mod tests;
