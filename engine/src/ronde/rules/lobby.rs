//! The lobby on Discord: players register themselves (the join button, `/rejoindre`) or
//! leave before the dealing; the tribunal's standing posts open with the game.

use crate::notice::PlayerId;
use crate::ronde::error::RondeError;
use crate::ronde::event::Event;
use crate::ronde::state::Kind;
use crate::ronde::tx::Tx;

type R<T = ()> = Result<T, RondeError>;

/// A player joins as a joueur (MJs register spectators and MJs).
pub fn join(tx: &mut Tx, player: PlayerId, name: &str) -> R {
    if !tx.s.created || tx.s.outcome.ended() {
        return Err(RondeError::NoGame);
    }
    if tx.s.dealt {
        return Err(RondeError::GameRunning);
    }
    if tx.s.players.contains_key(&player) {
        return Err(RondeError::TargetInvalid);
    }
    tx.emit(Event::Joined {
        player,
        name: name.to_owned(),
    });
    Ok(())
}

/// A joueur leaves before the dealing.
pub fn leave(tx: &mut Tx, player: PlayerId) -> R {
    if tx.s.dealt {
        return Err(RondeError::GameRunning);
    }
    match tx.s.player(player).map(|x| x.kind) {
        Some(Kind::Joueur) => {
            tx.emit(Event::Unregistered { player });
            Ok(())
        }
        Some(_) => Err(RondeError::TargetInvalid),
        None => Err(RondeError::NotAPlayer),
    }
}
