//! `compteur`, a toy game kind that proves the host is not Loups-Garous-shaped: a lobby, a
//! room whose access follows the state, and one prompt per round (a button each player may
//! press once). Hosted only when `REGISSEUR_TOY_GAME=1` (the end-to-end tests), never in a
//! normal run; its rules are trivial and stay here, out of the engine's real games.

use engine::setting::SettingError;
use std::collections::BTreeSet;

use engine::game::{ChannelAccess, Ctx, Game, RuleError};
use engine::offer::{Offer, Pick, Picked};
use engine::{Audience, Notice, PlayerId, Prompts, Timestamp};
use serde::{Deserialize, Serialize};

use super::host::card::Part;
use super::host::{ChannelSpec, Hosted, NewGame, SharedMj};
use crate::i18n::I18n;
use crate::store::GameId;
use crate::tr;

/// The toy game.
pub struct Compteur;

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub created: bool,
    pub started: bool,
    pub over: bool,
    pub players: Vec<(PlayerId, String)>,
    pub round: u32,
    /// Who pressed this round.
    pub pressed: BTreeSet<PlayerId>,
    pub total: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Command {
    Open,
    Join {
        player: PlayerId,
        name: String,
    },
    Leave {
        player: PlayerId,
    },
    Start,
    Press {
        player: PlayerId,
    },
    /// Ends the round (`/mj avancer`).
    NextRound,
    Terminate,
    Tick(Timestamp),
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Event {
    Opened,
    Joined { player: PlayerId, name: String },
    Left { player: PlayerId },
    RoundBegan { round: u32 },
    Pressed { player: PlayerId },
    Ended,
}

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum Error {
    #[error("not now")]
    WrongPhase,
    #[error("already done")]
    AlreadyActed,
    #[error("not a player")]
    NotAPlayer,
}

impl RuleError for Error {
    fn code(&self) -> &'static str {
        match self {
            Error::WrongPhase => "wrong-phase",
            Error::AlreadyActed => "already-acted",
            Error::NotAPlayer => "not-a-player",
        }
    }
}

fn seated(s: &State, p: PlayerId) -> bool {
    s.players.iter().any(|(q, _)| *q == p)
}

fn lobby(s: &State, command: &Command) -> Result<Vec<Event>, Error> {
    Ok(match command {
        Command::Join { player, .. } | Command::Leave { player } if s.started => {
            let _ = player;
            return Err(Error::WrongPhase);
        }
        Command::Join { player, .. } if seated(s, *player) => return Err(Error::AlreadyActed),
        Command::Join { player, name } => vec![Event::Joined {
            player: *player,
            name: name.clone(),
        }],
        Command::Leave { player } if !seated(s, *player) => return Err(Error::NotAPlayer),
        Command::Leave { player } => vec![Event::Left { player: *player }],
        Command::Start if s.started => return Err(Error::WrongPhase),
        Command::Start => vec![Event::RoundBegan { round: 1 }],
        _ => return Err(Error::WrongPhase),
    })
}

impl Game for Compteur {
    type State = State;
    type Command = Command;
    type Event = Event;
    type Error = Error;
    const KIND: &'static str = "compteur";

    fn decide(s: &State, command: &Command, _ctx: &mut Ctx) -> Result<Vec<Event>, Error> {
        if s.over {
            return Err(Error::WrongPhase);
        }
        Ok(match command {
            Command::Open if s.created => return Err(Error::WrongPhase),
            Command::Open => vec![Event::Opened],
            Command::Tick(_) => vec![],
            Command::Terminate => vec![Event::Ended],
            Command::Press { player } if !s.started || !seated(s, *player) => {
                return Err(Error::WrongPhase)
            }
            Command::Press { player } if s.pressed.contains(player) => {
                return Err(Error::AlreadyActed)
            }
            Command::Press { player } => vec![Event::Pressed { player: *player }],
            Command::NextRound if !s.started => return Err(Error::WrongPhase),
            Command::NextRound => vec![Event::RoundBegan { round: s.round + 1 }],
            other => return lobby(s, other),
        })
    }

    fn apply(s: &mut State, event: &Event) {
        match event {
            Event::Opened => s.created = true,
            Event::Joined { player, name } => s.players.push((*player, name.clone())),
            Event::Left { player } => s.players.retain(|(p, _)| p != player),
            Event::RoundBegan { round } => {
                s.started = true;
                s.round = *round;
                s.pressed.clear();
            }
            Event::Pressed { player } => {
                s.pressed.insert(*player);
                s.total += 1;
            }
            Event::Ended => s.over = true,
        }
    }

    fn next_deadline(_: &State) -> Option<Timestamp> {
        None
    }

    fn tick(now: Timestamp) -> Command {
        Command::Tick(now)
    }

    fn is_over(s: &State) -> bool {
        s.over
    }

    fn notices(s: &State, event: &Event) -> Vec<Notice> {
        match event {
            Event::RoundBegan { round } => s
                .players
                .iter()
                .map(|(p, _)| {
                    Notice::new(Audience::Player(*p), "compteur-round")
                        .arg("round", *round)
                        .prompting(Prompts::All)
                })
                .collect(),
            Event::Pressed { player } => {
                let name = s.players.iter().find(|(p, _)| p == player);
                vec![
                    Notice::new(Audience::Channel("salle".into()), "compteur-pressed")
                        .arg("name", name.map_or("?", |(_, n)| n.as_str()))
                        .arg("total", s.total),
                ]
            }
            _ => vec![],
        }
    }

    fn offers(s: &State, to: &Audience) -> Vec<Offer> {
        match to {
            Audience::Player(p)
                if s.started && !s.over && seated(s, *p) && !s.pressed.contains(p) =>
            {
                vec![Offer::new(
                    "appuyer",
                    Pick::Button,
                    &format!("R{}", s.round),
                )]
            }
            _ => vec![],
        }
    }

    fn command_for(player: PlayerId, action: &str, _: &Picked) -> Option<Command> {
        (action == "appuyer").then_some(Command::Press { player })
    }

    fn used(events: &[Event], player: PlayerId, action: &str) -> bool {
        action == "appuyer" && events.contains(&Event::Pressed { player })
    }

    fn access(s: &State) -> Vec<(&'static str, ChannelAccess)> {
        let everyone: BTreeSet<PlayerId> = s.players.iter().map(|(p, _)| *p).collect();
        let room = if s.started && !s.over {
            ChannelAccess {
                read: everyone.clone(),
                write: everyone,
            }
        } else {
            ChannelAccess::default()
        };
        vec![("salle", room)]
    }

    fn seats(s: &State) -> Vec<(PlayerId, String)> {
        s.players.clone()
    }
}

impl Hosted for Compteur {
    const TAG: &'static str = "cpt";
    const CHANNELS: &'static [ChannelSpec] =
        &[ChannelSpec::text("salle"), ChannelSpec::mjs("regie")];
    const MJ_CHANNEL: &'static str = "regie";
    const PUBLIC_CHANNEL: &'static str = "salle";

    fn create(new: &NewGame<'_>) -> Result<Command, SettingError> {
        match new.options.split_whitespace().next() {
            None => Ok(Command::Open),
            Some(pair) => Err(SettingError::Unknown {
                key: pair.split('=').next().unwrap_or(pair).to_owned(),
                known: &[],
            }),
        }
    }

    fn join(player: PlayerId, name: String) -> Command {
        Command::Join { player, name }
    }

    fn leave(player: PlayerId) -> Command {
        Command::Leave { player }
    }

    fn mj(command: SharedMj, _: PlayerId) -> Option<Command> {
        match command {
            SharedMj::Start => Some(Command::Start),
            SharedMj::Advance => Some(Command::NextRound),
            SharedMj::Terminate => Some(Command::Terminate),
            _ => None,
        }
    }

    fn spoke(_: PlayerId, _: &str, _: String) -> Option<Command> {
        None
    }

    fn departed(player: PlayerId) -> Option<Command> {
        Some(Command::Leave { player })
    }

    fn started(s: &State) -> bool {
        s.started
    }

    fn title(i18n: &I18n, locale: &str, game: GameId) -> String {
        tr!(i18n, locale, "compteur-category", id = game.0)
    }

    fn lobby(s: &State, i18n: &I18n, locale: &str, game: GameId) -> String {
        let names: Vec<&str> = s.players.iter().map(|(_, n)| n.as_str()).collect();
        tr!(
            i18n,
            locale,
            "compteur-lobby",
            id = game.0,
            count = names.len(),
            names = names.join(", ")
        )
    }

    fn label(i18n: &I18n, locale: &str, _: &str) -> String {
        tr!(i18n, locale, "compteur-press")
    }

    fn status(s: &State, i18n: &I18n, locale: &str, game: GameId, _: Timestamp) -> String {
        tr!(
            i18n,
            locale,
            "compteur-status",
            id = game.0,
            round = s.round,
            total = s.total
        )
    }

    fn card(s: &State, i18n: &I18n, locale: &str, player: PlayerId) -> Option<Part> {
        seated(s, player).then(|| Part::Text(tr!(i18n, locale, "compteur-card", total = s.total)))
    }
}
