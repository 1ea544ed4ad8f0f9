//! The voice mode's part of Loups-Garous scenario files: the `voice` header, the lines
//! `NAME: vocal place|cimetiere|-` and `NAME: parler`, and the checks `hears` and `speaks`.

use super::command::Command;
use super::scenario::LgSession;
use super::voice::{voice_access, Room};
use crate::notice::PlayerId;
use crate::scenario::{Header, Verdict};

/// A voice game's `voice` header: who is in voice `place` when it starts (`NAME`, or
/// `NAME=cimetiere` for the other voice channel; everyone in `place` when the line is left
/// out). Player ids follow the `players` line.
pub(super) fn in_voice_at_start(header: &Header) -> Result<Vec<Command>, String> {
    let vocal = header
        .settings
        .iter()
        .any(|(k, v)| k == "vocal" && v == "oui");
    if !vocal {
        return match header.voice {
            Some(_) => Err("`voice` needs `set vocal=oui`".into()),
            None => Ok(Vec::new()),
        };
    }
    let names = header
        .voice
        .clone()
        .unwrap_or_else(|| header.players.clone());
    names
        .iter()
        .map(|word| {
            let (name, room) = match word.split_once('=') {
                Some((name, room)) => (name, room),
                None => (word.as_str(), "place"),
            };
            let room = Room::from_id(room).ok_or_else(|| format!("no voice channel `{room}`"))?;
            let seat = header.players.iter().position(|n| n == name);
            let seat = seat.ok_or_else(|| format!("`voice`: no player `{name}`"))?;
            Ok(Command::Voice {
                player: PlayerId(seat as u64 + 1),
                room: Some(room),
            })
        })
        .collect()
}

/// `NAME: vocal place|cimetiere|-`: where the player's voice connection now is.
pub(super) fn voice_line(player: PlayerId, args: &[String]) -> Result<Command, String> {
    let room = match args {
        [r] if r == "-" => None,
        [r] => Some(Room::from_id(r).ok_or_else(|| format!("no voice channel `{r}`"))?),
        _ => return Err("`vocal place`, `vocal cimetiere` or `vocal -`".into()),
    };
    Ok(Command::Voice { player, room })
}

impl LgSession {
    /// The voice checks: `hears|speaks NAME place|cimetiere` (NAME may join and listen to, or
    /// speak in, that voice channel now; never in a text game), `in-voice NAME ROOM|-`,
    /// `away NAME…` (the absence clock runs) and `listening` (the bot hears voice `place`).
    pub(super) fn voice_check(&self, what: &str, rest: &[String]) -> Result<Verdict, String> {
        let s = &self.state;
        match (what, rest) {
            ("hears" | "speaks", [n, room]) => self.may(what, n, room),
            ("in-voice", [n, room]) => {
                let p = s.by_name(n).ok_or(format!("no player `{n}`"))?;
                let here = p.room.map_or("-", Room::id);
                Ok(Verdict::new(here == room, here))
            }
            ("away", names) => self.names_hold(names, |p| p.away.is_some()),
            ("listening", []) => Ok(Verdict::new(
                s.hearing,
                if s.hearing { "listening" } else { "deaf" },
            )),
            _ => Err(format!("unknown check `{what} {}`", rest.join(" "))),
        }
    }

    fn may(&self, what: &str, name: &str, room: &str) -> Result<Verdict, String> {
        let id = self.id(name)?;
        let room = Room::from_id(room).ok_or_else(|| format!("no voice channel `{room}`"))?;
        let v = voice_access(&self.state);
        let holds = v.as_ref().is_some_and(|v| match what {
            "hears" => v.hears(room, id),
            _ => v.speaks(room, id),
        });
        let actual = match (&v, holds) {
            (None, _) => "a text game",
            (_, true) => "holds",
            (_, false) => "does not hold",
        };
        Ok(Verdict::new(holds, actual))
    }
}
