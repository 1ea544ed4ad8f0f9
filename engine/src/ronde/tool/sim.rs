//! A simulated game, for property tests, benchmarks and fuzzing: commands built from raw
//! bytes, and a busy 13-day game played by bots.

use chrono::Duration;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::game::{Ctx, Game, Timestamp};
use crate::notice::PlayerId;
use crate::ronde::command::{ChorusCmd, Command, MjCommand, Power};
use crate::ronde::demasques::ChorusAction;
use crate::ronde::error::RondeError;
use crate::ronde::event::Event;
use crate::ronde::personnage::Personnage;
use crate::ronde::ronde::{visible, Visible};
use crate::ronde::state::{Kind, State};
use crate::ronde::Ronde;

/// A game driven from outside, with its log.
pub struct Sim {
    pub state: State,
    pub log: Vec<Event>,
    /// Every command decided, accepted or not, as it was played.
    pub played: Vec<Played>,
    pub now: Timestamp,
    pub seed: u64,
    pub players: usize,
}

/// A command as it was played: the game's seed, the instant, and the number of events in the
/// log before it (the stream of its random draws, [`Ctx::new`]), so it can be played again
/// with the same draws.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Played {
    pub seed: u64,
    pub at: Timestamp,
    pub seq: u64,
    pub command: Command,
}

/// What four bytes pick: the raw bytes, who acts, on whom, which Personnage, which procès.
#[derive(Clone, Copy)]
struct Draw {
    b: [u8; 4],
    actor: PlayerId,
    target: PlayerId,
    p: Personnage,
    n: usize,
}

/// The first MJ's id in a simulated game.
pub const MJ: PlayerId = PlayerId(1000);

impl Sim {
    /// A game of `players` joueurs (7..=28) and `spectators`, dealt at random during J1.
    pub fn new(seed: u64, players: usize, spectators: usize) -> Sim {
        let now = chrono::DateTime::parse_from_rfc3339("2026-12-01T10:00:00+01:00")
            .map(|t| t.to_utc())
            .unwrap_or_default();
        let settings = crate::ronde::calendar::Settings::starting_at(now);
        let mut sim = Sim {
            state: State::default(),
            log: Vec::new(),
            played: Vec::new(),
            now,
            seed,
            players,
        };
        let _ = sim.run(&Command::CreateGame {
            by: MJ,
            name: "Regie".into(),
            settings,
            seed,
        });
        for i in 0..players + spectators {
            let kind = if i < players {
                Kind::Joueur
            } else {
                Kind::Spectateur
            };
            let cmd = MjCommand::Register {
                player: PlayerId(i as u64 + 1),
                name: format!("P{}", i + 1),
                kind,
            };
            let _ = sim.run(&Command::Mj { by: MJ, cmd });
        }
        let _ = sim.run(&Command::Mj {
            by: MJ,
            cmd: MjCommand::Deal {
                given: vec![],
                ronde: vec![],
            },
        });
        sim
    }

    /// Decides and applies a command now.
    pub fn run(&mut self, cmd: &Command) -> Result<Vec<Event>, RondeError> {
        let seq = self.log.len() as u64;
        self.played.push(Played {
            seed: self.seed,
            at: self.now,
            seq,
            command: cmd.clone(),
        });
        let mut ctx = Ctx::new(self.now, self.seed, seq);
        let events = Ronde::decide(&self.state, cmd, &mut ctx)?;
        for e in &events {
            Ronde::apply(&mut self.state, e);
        }
        self.log.extend(events.iter().cloned());
        Ok(events)
    }

    /// Moves the clock on and fires what is due.
    pub fn wait(&mut self, minutes: i64) {
        self.now += Duration::minutes(minutes);
        let _ = self.run(&Command::Tick(self.now));
    }

    fn pid(&self, b: u8) -> PlayerId {
        PlayerId(u64::from(b) % (self.players as u64 + 1) + 1)
    }

    /// Any command, built from four bytes: often refused, never a panic.
    pub fn command_from(&self, b: [u8; 4]) -> Command {
        let draw = Draw {
            b,
            actor: self.pid(b[1]),
            target: self.pid(b[2]),
            p: Personnage::ALL[usize::from(b[3]) % 22],
            n: usize::from(b[3]) % (self.state.proces.len() + 2),
        };
        match b[0] % 19 {
            0..=12 => self.player_command(&draw),
            _ => self.mj_command(&draw),
        }
    }

    /// A player's command: procès, plaintes, posts, powers, the chorus, jokers, guesses.
    fn player_command(&self, d: &Draw) -> Command {
        let Draw {
            b,
            actor,
            target,
            p,
            n,
        } = *d;
        match b[0] % 19 {
            0..=2 => Command::Open {
                actor,
                accused: vec![target],
                alleged: p,
                arguments: "bots".into(),
                anonymous: b[3].is_multiple_of(7),
            },
            3..=6 => Command::Complain {
                actor,
                proces: n,
                anonymous: b[3].is_multiple_of(5),
            },
            7 => Command::Post {
                author: actor,
                channel: format!("proces {n}"),
                text: "Je défends !".into(),
                message: None,
            },
            8 => Command::Post {
                author: actor,
                channel: "repetitions".into(),
                text: "des amandes et des noix".into(),
                message: None,
            },
            9 => Command::Power {
                actor,
                power: power(b, target, p, n),
            },
            10 => Command::Chorus {
                actor,
                cmd: chorus(b, target, p),
            },
            11 => Command::Joker {
                actor,
                items: "objet".into(),
                day: None,
                monster: b[2].is_multiple_of(5),
            },
            _ => Command::Guess {
                actor,
                order: self.state.ronde.clone(),
            },
        }
    }

    /// An MJ's verdict: jokers, reviews, transfigurations, excerpts, anonymous actions and
    /// the Sirène's orders.
    fn mj_command(&self, d: &Draw) -> Command {
        let Draw {
            b, actor, target, ..
        } = *d;
        let cmd = match b[0] % 19 {
            13 => MjCommand::ConfirmJoker {
                player: actor,
                approve: true,
            },
            14 => {
                let item = usize::from(b[3]) % (self.state.checklist.len() + 1) + 1;
                let decision = [
                    crate::ronde::checklist::ItemStatus::Respectee,
                    crate::ronde::checklist::ItemStatus::NonRespectee,
                ][usize::from(b[2] % 2)];
                MjCommand::Review { item, decision }
            }
            15 => MjCommand::Transfigure { player: target },
            16 => MjCommand::Souffle {
                id: usize::from(b[3] % 4),
                theme_ok: b[2].is_multiple_of(2),
            },
            17 => MjCommand::Anonymous {
                id: usize::from(b[3] % 6),
                approve: !b[2].is_multiple_of(3),
            },
            _ => MjCommand::SireneOrder {
                id: usize::from(b[3] % 4),
                approve: true,
            },
        };
        Command::Mj { by: MJ, cmd }
    }

    /// A busy game to its end: every hour, bots open, complain, post and use powers.
    pub fn play_busy(&mut self, actions_per_hour: usize) {
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed ^ 0x5eed);
        while !self.state.outcome.ended() {
            self.wait(60);
            for _ in 0..actions_per_hour {
                let actor = PlayerId(rng.random_range(1..=self.players as u64));
                let cmd = match rng.random_range(0..10) {
                    0..=1 => self.legal_opening(actor, &mut rng),
                    2..=5 => self.legal_plainte(actor, &mut rng),
                    _ => Some(self.command_from(rng.random())),
                };
                if let Some(cmd) = cmd {
                    let _ = self.run(&cmd);
                }
            }
        }
    }

    fn legal_opening(&self, actor: PlayerId, rng: &mut ChaCha8Rng) -> Option<Command> {
        let Visible::Set(list) = visible(&self.state, actor) else {
            let t = PlayerId(rng.random_range(1..=self.players as u64));
            let p = self.state.player(t)?.personnage?;
            return Some(Command::Open {
                actor,
                accused: vec![t],
                alleged: p,
                arguments: "!".into(),
                anonymous: false,
            });
        };
        let list: Vec<Personnage> = list.into_iter().collect();
        let alleged = *list.get(rng.random_range(0..list.len().max(1)))?;
        let masked: Vec<PlayerId> = self
            .state
            .players
            .values()
            .filter(|x| x.looks_masked() && x.id != actor)
            .map(|x| x.id)
            .collect();
        let mut accused = vec![*masked.get(rng.random_range(0..masked.len().max(1)))?];
        if alleged == Personnage::Decorateur {
            accused = self.state.holders(Personnage::Decorateur);
        }
        Some(Command::Open {
            actor,
            accused,
            alleged,
            arguments: "bots".into(),
            anonymous: false,
        })
    }

    fn legal_plainte(&self, actor: PlayerId, rng: &mut ChaCha8Rng) -> Option<Command> {
        let v = visible(&self.state, actor);
        let open: Vec<usize> = self
            .state
            .proces
            .iter()
            .filter(|p| p.state.is_open() && v.contains(p.alleged))
            .map(|p| p.n)
            .collect();
        let n = *open.get(rng.random_range(0..open.len().max(1)))?;
        Some(Command::Complain {
            actor,
            proces: n,
            anonymous: rng.random_range(0..6) == 0,
        })
    }
}

fn power(b: [u8; 4], target: PlayerId, p: Personnage, n: usize) -> Power {
    match b[2] % 12 {
        0 => Power::Souffler {
            target,
            excerpt: "des amandes".into(),
        },
        1 => Power::Annuler { proces: n },
        2 => Power::Ecourter { proces: n },
        3 => Power::Question {
            target,
            personnage: p,
        },
        4 => Power::Endormir { target },
        5 => Power::Designer { personnage: p },
        6 => Power::Monstre { personnage: p },
        7 => Power::Traquer { target },
        8 => Power::PasMoi { target },
        9 => Power::Secret { target },
        10 => Power::Accorder { target },
        _ => Power::DernierSouffle { personnage: p },
    }
}

fn chorus(b: [u8; 4], target: PlayerId, p: Personnage) -> ChorusCmd {
    let actions = [
        ChorusAction::Enqueter,
        ChorusAction::Endormir,
        ChorusAction::Secret,
        ChorusAction::Bougie,
        ChorusAction::Trancher,
    ];
    match b[2] % 3 {
        0 => ChorusCmd::Propose {
            action: actions[usize::from(b[3]) % 5],
            target: Some(target),
            personnage: Some(p),
            excerpt: "amandes".into(),
        },
        1 => ChorusCmd::Vote {
            proposal: usize::from(b[3] % 8),
        },
        _ => ChorusCmd::Trancher {
            proposal: usize::from(b[3] % 8),
        },
    }
}
