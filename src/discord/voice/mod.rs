//! Voice games on Discord: Discord's voice states kept ([`states`]), the keeper that makes
//! them what each voice game's state wants ([`keeper`]), the bot's ear on voice `place`
//! ([`ear`], songbird's in [`songbird`] with the `voice` feature) and the silence detector
//! between them ([`detector`]). What a game kind must say to be played by voice is
//! [`Voiced`]; Loups-Garous says it here.

pub mod detector;
pub mod ear;
pub mod keeper;
#[cfg(feature = "voice")]
pub mod songbird;
pub mod states;

use engine::loups_garous::voice::Room;
use engine::loups_garous::{Command, LoupsGarous, State};
use engine::PlayerId;

use super::host::Hosted;

/// What a game kind tells the voice keeper, and the facts it takes from it.
pub trait Voiced: Hosted {
    /// Its voice channels' game names, the one the bot listens to first.
    const VOICE: &'static [&'static str];
    /// Where the game has `player`'s voice connection (a voice channel's game name, or
    /// none); `None` when the game is not played by voice.
    fn room(state: &Self::State, player: PlayerId) -> Option<Option<&'static str>>;
    /// Whether the game has the bot hearing; `None` when it is not played by voice.
    fn hearing(state: &Self::State) -> Option<bool>;
    /// `player`'s voice connection is now in that voice channel (or in none of the game's).
    fn moved(player: PlayerId, room: Option<&'static str>) -> Self::Command;
    fn listening(on: bool) -> Self::Command;
    /// The bot heard `player` in the channel it listens to.
    fn heard(player: PlayerId) -> Self::Command;
}

impl Voiced for LoupsGarous {
    const VOICE: &'static [&'static str] = &["place-vocal", "cimetiere-vocal"];

    fn room(state: &State, player: PlayerId) -> Option<Option<&'static str>> {
        let p = state.player(player).filter(|_| state.settings.vocal)?;
        Some(p.room.map(Room::channel))
    }

    fn hearing(state: &State) -> Option<bool> {
        state.settings.vocal.then_some(state.hearing)
    }

    fn moved(player: PlayerId, room: Option<&'static str>) -> Command {
        let room = room.and_then(|name| Room::ALL.into_iter().find(|r| r.channel() == name));
        Command::Voice { player, room }
    }

    fn listening(on: bool) -> Command {
        Command::Listening { on }
    }

    fn heard(player: PlayerId) -> Command {
        Command::Heard { player }
    }
}

/// The voice side of a running bot: the states the gateway keeps, the tests' ear when it is
/// fed by the fake, and what the keeper starts with once the bot is ready.
pub struct Voice {
    pub states: std::sync::Arc<states::VoiceStates>,
    /// The tests' ear, fed by the fake Discord's events (`REGISSEUR_TEST_SPEECH=1`).
    pub fed: Option<std::sync::Arc<ear::Fed>>,
    pub start: Start,
}

/// What the keeper starts with.
pub struct Start {
    ear: std::sync::Arc<dyn ear::Ear>,
    nudged: tokio::sync::mpsc::UnboundedReceiver<u64>,
    heard: tokio::sync::mpsc::UnboundedReceiver<ear::Heard>,
    states: std::sync::Arc<states::VoiceStates>,
}

impl Voice {
    /// The ear is the fake's when `test_speech`, else what `real` makes of the heard channel
    /// (songbird's), else a deaf one.
    pub fn new(
        test_speech: bool,
        real: impl FnOnce(
            tokio::sync::mpsc::UnboundedSender<ear::Heard>,
        ) -> Option<std::sync::Arc<dyn ear::Ear>>,
    ) -> Voice {
        let (states, nudged) = states::VoiceStates::new();
        let states = std::sync::Arc::new(states);
        let (tell, heard) = tokio::sync::mpsc::unbounded_channel();
        let fed = test_speech.then(|| ear::Fed::new(tell.clone()));
        let ear: std::sync::Arc<dyn ear::Ear> = match (&fed, real(tell.clone())) {
            (Some(fed), _) => fed.clone(),
            (None, Some(real)) => real,
            (None, None) => {
                tracing::info!("built without the voice feature: in voice games the bot does not hear, turns pass by the Sablier and the 30 s limit");
                std::sync::Arc::new(ear::Deaf { heard: tell })
            }
        };
        Voice {
            start: Start {
                ear,
                nudged,
                heard,
                states: states.clone(),
            },
            states,
            fed,
        }
    }
}

impl Start {
    /// Starts the keeper of Loups-Garous' voice games.
    pub fn run(
        self,
        host: std::sync::Arc<super::host::Host<LoupsGarous>>,
        http: std::sync::Arc<poise::serenity_prelude::Http>,
    ) {
        let batches = host.runtime.subscribe();
        let keeper = keeper::Keeper::new(host, http, self.states, self.ear);
        tokio::spawn(keeper.run(batches, self.nudged, self.heard));
    }
}
