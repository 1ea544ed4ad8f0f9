//! The scenario [`Session`] of La Ronde des Pantins: a game played from a `.scn` file,
//! with its own checks (`day`, `masked`, `proces N STATUS`, `list`, `points`…).

use chrono::Duration;

use crate::game::{Ctx, Game, RuleError, Timestamp};
use crate::notice::{Notice, PlayerId};
use crate::ronde::command::{Command, MjCommand};
use crate::ronde::event::Event;
use crate::ronde::personnage::Personnage;
use crate::ronde::state::{Kind, State, Status};
use crate::ronde::{ledger, Ronde};
use crate::scenario::{Header, Session, Verdict};

/// A game played from a scenario file.
pub struct RondeSession {
    pub state: State,
    pub log: Vec<Event>,
    /// Every command decided, accepted or not, as it was played.
    pub played: Vec<crate::ronde::sim::Played>,
    pub seed: u64,
    pub now: Timestamp,
    notices: Vec<Notice>,
    pub mj: PlayerId,
}

/// The clock of a file without `start`: J1, 10:00 in Paris.
fn default_start() -> Timestamp {
    chrono::DateTime::parse_from_rfc3339("2026-12-01T10:00:00+01:00")
        .map(|t| t.to_utc())
        .unwrap_or_default()
}

/// Opens a scenario session for a `game ronde-des-pantins` file.
pub fn scenario_session(header: &Header) -> Result<Box<dyn Session>, String> {
    Ok(Box::new(RondeSession::open(header)?))
}

impl RondeSession {
    /// Creates the game, registers everyone and deals, as the header says.
    pub fn open(header: &Header) -> Result<Self, String> {
        let now = header.start.unwrap_or_else(default_start);
        let mut settings = crate::ronde::calendar::Settings::starting_at(now);
        for (k, v) in &header.settings {
            settings.set(k, v).map_err(|e| e.to_string())?;
        }
        let mjs: Vec<String> = if header.mjs.is_empty() {
            vec!["mj".into()]
        } else {
            header.mjs.clone()
        };
        let mj = PlayerId(header.players.len() as u64 + 1);
        let mut session = RondeSession {
            state: State::default(),
            log: Vec::new(),
            played: Vec::new(),
            seed: header.seed,
            now,
            notices: Vec::new(),
            mj,
        };
        let create = Command::CreateGame {
            by: mj,
            name: mjs[0].clone(),
            settings,
            seed: header.seed,
        };
        session
            .run(&create)?
            .map_err(|c| format!("creation refused: {c}"))?;
        session.register_all(&header.players, &mjs)?;
        session.deal(header)?;
        Ok(session)
    }

    /// Registers the header's players, then its other MJs (the first created the game).
    fn register_all(&mut self, players: &[String], mjs: &[String]) -> Result<(), String> {
        let mj = self.mj;
        let register = |s: &mut Self, id: u64, name: &str, kind: Kind| -> Result<(), String> {
            let cmd = MjCommand::Register {
                player: PlayerId(id),
                name: name.to_owned(),
                kind,
            };
            s.run(&Command::Mj { by: mj, cmd })?
                .map_err(|c| format!("registering {name}: {c}"))
        };
        for (i, name) in players.iter().enumerate() {
            register(self, i as u64 + 1, name, Kind::Joueur)?;
        }
        for (i, name) in mjs.iter().enumerate().skip(1) {
            register(self, mj.0 + i as u64, name, Kind::Mj)?;
        }
        Ok(())
    }

    /// Deals, with the header's given roles and Ronde.
    fn deal(&mut self, header: &Header) -> Result<(), String> {
        let mut given = Vec::new();
        for (name, id) in &header.roles {
            let p = self.player(name)?;
            given.push((
                p,
                Personnage::from_id(id).ok_or(format!("unknown personnage `{id}`"))?,
            ));
        }
        let ronde = header
            .ronde
            .iter()
            .map(|id| Personnage::from_id(id).ok_or(format!("unknown personnage `{id}`")))
            .collect::<Result<Vec<_>, _>>()?;
        let deal = Command::Mj {
            by: self.mj,
            cmd: MjCommand::Deal { given, ronde },
        };
        self.run(&deal)?
            .map_err(|c| format!("dealing refused: {c}"))
    }

    /// Decides and applies a command at the current time; `Ok(Err(code))` when refused.
    pub fn run(&mut self, cmd: &Command) -> Result<Result<(), String>, String> {
        let seq = self.log.len() as u64;
        self.played.push(crate::ronde::sim::Played {
            seed: self.seed,
            at: self.now,
            seq,
            command: cmd.clone(),
        });
        let mut ctx = Ctx::new(self.now, self.seed, seq);
        match Ronde::decide(&self.state, cmd, &mut ctx) {
            Err(e) => Ok(Err(e.code().to_owned())),
            Ok(events) => {
                for e in events {
                    Ronde::apply(&mut self.state, &e);
                    self.notices.extend(Ronde::notices(&self.state, &e));
                    self.log.push(e);
                }
                Ok(Ok(()))
            }
        }
    }

    /// Queues a notice that no event carries (answers to read-only commands).
    pub fn push_notice(&mut self, n: Notice) {
        self.notices.push(n);
    }

    /// A player by name (MJs included; `mj` is the first MJ).
    pub fn player(&self, name: &str) -> Result<PlayerId, String> {
        if name == "mj" {
            return Ok(self.mj);
        }
        self.state
            .find(name)
            .ok_or_else(|| format!("unknown player `{name}`"))
    }

    fn tick(&mut self, at: Timestamp) -> Result<(), String> {
        self.now = at;
        self.run(&Command::Tick(at))?
            .map_err(|c| format!("tick refused: {c}"))
    }

    pub(in crate::ronde) fn check_names(
        &self,
        names: &[String],
        want: impl Fn(Status) -> bool,
    ) -> Result<Verdict, String> {
        let mut bad = Vec::new();
        for n in names {
            let p = self.player(n)?;
            let status = self.state.player(p).map_or(Status::Demasque, |x| x.status);
            if !want(status) {
                bad.push(format!("{n} is {status:?}"));
            }
        }
        Ok(Verdict::new(
            bad.is_empty(),
            if bad.is_empty() {
                "as expected".into()
            } else {
                bad.join(", ")
            },
        ))
    }

    pub(in crate::ronde) fn number<T: std::str::FromStr>(
        word: Option<&String>,
    ) -> Result<T, String> {
        word.and_then(|w| w.parse().ok())
            .ok_or_else(|| "a number is expected".to_owned())
    }
}

impl Session for RondeSession {
    fn command(
        &mut self,
        actor: &str,
        mj: bool,
        name: &str,
        args: &[String],
    ) -> Result<Result<(), String>, String> {
        let who = self.player(actor)?;
        if name == "classement" {
            if !ledger::may_see(&self.state, who) {
                return Ok(Err("wrong-phase".into()));
            }
            let board: Vec<String> = ledger::leaderboard(&self.state)
                .into_iter()
                .map(|(p, t)| format!("{} {t}", self.state.name(p)))
                .collect();
            let n = Notice::new(crate::notice::Audience::Player(who), "ronde-leaderboard");
            self.notices.push(n.arg("board", board.join(", ")));
            return Ok(Ok(()));
        }
        let cmd = if mj {
            crate::ronde::scenario_mj::mj(self, who, name, args)?
        } else {
            match crate::ronde::scenario_cmd::player(self, who, name, args)? {
                Some(cmd) => cmd,
                None => return Ok(Ok(())),
            }
        };
        self.run(&cmd)
    }

    fn message(
        &mut self,
        author: &str,
        channel: &str,
        text: &str,
    ) -> Result<Result<(), String>, String> {
        let author = self.player(author)?;
        self.run(&Command::Post {
            author,
            channel: channel.to_owned(),
            text: text.to_owned(),
            message: None,
        })
    }

    fn wait(&mut self, duration: Duration) -> Result<(), String> {
        let target = self.now + duration;
        while let Some(at) = Ronde::next_deadline(&self.state).filter(|t| *t <= target) {
            self.tick(at)?;
        }
        self.now = target;
        Ok(())
    }

    fn next(&mut self) -> Result<(), String> {
        let at = Ronde::next_deadline(&self.state).ok_or("no deadline left")?;
        self.tick(at.max(self.now))
    }

    fn reached(&self, words: &[String]) -> Result<bool, String> {
        match words {
            [w, n] if w == "day" => Ok(self.state.day >= Self::number::<u32>(Some(n))?),
            [w] if w == "end" => Ok(self.state.outcome.ended()),
            _ => Err(format!("cannot wait for `{}`", words.join(" "))),
        }
    }

    fn check(&self, words: &[String]) -> Result<Verdict, String> {
        let first = words.first().map_or("", String::as_str);
        let rest = words.get(1..).unwrap_or(&[]);
        match first {
            "list" | "joker" | "asleep" | "item" | "in-review" | "precheck" => {
                self.check_items(first, rest)
            }
            "offer" => self.check_offer(rest),
            _ => self.check_game(first, rest),
        }
    }

    fn take_notices(&mut self) -> Vec<Notice> {
        std::mem::take(&mut self.notices)
    }

    fn name_of(&self, player: PlayerId) -> String {
        self.state.name(player)
    }

    fn log(&self) -> Vec<String> {
        crate::scenario::stored_log(&self.log)
    }
}
