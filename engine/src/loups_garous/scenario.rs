//! The Loups-Garous side of scenario files (SCENARIOS.md): commands, message lines checked
//! against [`access`], the clock and `until` phases; the checks are `scenario/checks.rs`.

mod checks;

use chrono::{DateTime, Duration};

use super::access::{access, Channel};
use super::command::{Command, MjCommand};
use super::role::Role;
use super::scenario_voice::{in_voice_at_start, voice_line};
use super::settings::Settings;
use super::state::{Phase, State};
use super::LoupsGarous;
use crate::game::{Ctx, Game, RuleError, Timestamp};
use crate::notice::{Notice, PlayerId};
use crate::scenario::{Header, Session, Verdict};
use crate::verbs::{self, Verb, Vocabulary as _, Who};
use checks::p_alive;

/// Opens a scenario session for a `game loups-garous` file.
pub fn scenario_session(header: &Header) -> Result<Box<dyn Session>, String> {
    let mut settings = Settings::default();
    for (k, v) in &header.settings {
        settings.set(k, v).map_err(|e| e.to_string())?;
    }
    let players: Vec<(PlayerId, String)> = header
        .players
        .iter()
        .enumerate()
        .map(|(i, n)| (PlayerId(i as u64 + 1), n.clone()))
        .collect();
    let roles = if header.roles.is_empty() {
        None
    } else {
        let mut roles = Vec::new();
        for (_, name) in &players {
            let (_, id) = header
                .roles
                .iter()
                .find(|(n, _)| n == name)
                .ok_or_else(|| format!("no role for `{name}`"))?;
            roles.push(Role::from_id(id).ok_or_else(|| format!("unknown role `{id}`"))?);
        }
        Some(roles)
    };
    let start = header.start.unwrap_or_else(|| {
        DateTime::parse_from_rfc3339("2026-12-01T21:00:00+01:00")
            .map(|t| t.to_utc())
            .unwrap_or_default()
    });
    let mut session = LgSession {
        state: State::default(),
        now: start,
        seed: header.seed,
        seq: 0,
        notices: Vec::new(),
        log: Vec::new(),
    };
    let create = Command::Create {
        players,
        settings: Box::new(settings),
        roles,
        composition: None,
        seed: header.seed,
        fixed_seating: true,
    };
    let mut commands = vec![create];
    commands.extend(in_voice_at_start(header)?);
    commands.push(Command::Mj(MjCommand::Start));
    for command in commands {
        session
            .run(&command)
            .map_err(|code| format!("the game cannot start: {code}"))?;
    }
    Ok(Box::new(session))
}

pub(super) struct LgSession {
    pub(super) state: State,
    now: Timestamp,
    seed: u64,
    seq: u64,
    notices: Vec<Notice>,
    log: Vec<super::Event>,
}

impl LgSession {
    /// Decides and applies a command; `Err(code)` when refused.
    fn run(&mut self, command: &Command) -> Result<(), String> {
        let stream = LoupsGarous::stream(&self.state, self.seq);
        let mut ctx = Ctx::new(self.now, self.seed, stream);
        let events =
            LoupsGarous::decide(&self.state, command, &mut ctx).map_err(|e| e.code().to_owned())?;
        for event in &events {
            LoupsGarous::apply(&mut self.state, event);
            self.notices
                .extend(LoupsGarous::notices(&self.state, event));
            self.seq += 1;
        }
        self.log.extend(events);
        Ok(())
    }

    pub(super) fn id(&self, name: &str) -> Result<PlayerId, String> {
        self.state
            .by_name(name)
            .map(|p| p.id)
            .ok_or_else(|| format!("no player `{name}`"))
    }

    fn fire(&mut self) {
        // A refused tick cannot happen once the game runs; ignore the lobby's.
        let _ = self.run(&Command::Tick(self.now));
    }

    /// An MJ line: a verb of the table, or `remplacer` (a substitute gets a new seat).
    fn mj(&mut self, name: &str, args: &[String]) -> Result<Command, String> {
        if name == "remplacer" {
            let arg = |i: usize| args.get(i).cloned().ok_or("`remplacer` needs two options");
            let new = PlayerId(1000 + self.state.players.len() as u64 + self.seq);
            return Ok(Command::Mj(MjCommand::Replace {
                old: self.id(&arg(0)?)?,
                new,
                name: arg(1)?,
            }));
        }
        let verb = verbs::find(LoupsGarous::verbs(), &format!("mj {name}"))
            .ok_or(format!("unknown MJ command `{name}`"))?;
        self.build(verb, PlayerId(0), args)
    }

    /// A player's line: a verb of the table, or what the adapter would report of him
    /// (`partir`, `parler`, `vocal`, `hors-ligne`, `en-ligne`).
    fn player_command(
        &self,
        player: PlayerId,
        name: &str,
        args: &[String],
    ) -> Result<Command, String> {
        match name {
            "partir" => return Ok(Command::Departed { player }),
            "parler" => return Ok(Command::Heard { player }),
            "hors-ligne" | "en-ligne" => {
                let offline = name == "hors-ligne";
                return Ok(Command::Presence { player, offline });
            }
            "vocal" => return voice_line(player, args),
            _ => {}
        }
        let verb = verbs::find(LoupsGarous::verbs(), name)
            .filter(|v| v.who == Who::Player)
            .ok_or(format!("unknown command `{name}`"))?;
        self.build(verb, player, args)
    }

    fn build(
        &self,
        verb: &Verb<Command>,
        actor: PlayerId,
        words: &[String],
    ) -> Result<Command, String> {
        let args = verbs::read(verb, words, &|w| self.id(w))?;
        (verb.build)(actor, &args).map_err(|e| e.to_string())
    }

    fn phase_words(&self) -> Vec<String> {
        let words: Vec<String> = match self.state.phase {
            Phase::Lobby => vec!["lobby".into()],
            Phase::Ended => vec!["ended".into()],
            Phase::Day(n, s) => vec!["day".into(), n.to_string(), s.id().into()],
            Phase::Night(n, s) => vec!["night".into(), n.to_string(), s.id().into()],
            Phase::Dawn(n) => vec!["dawn".into(), n.to_string()],
            Phase::Dusk(n) => vec!["dusk".into(), n.to_string()],
        };
        words
    }

    pub(super) fn names_hold(
        &self,
        names: &[String],
        f: impl Fn(&super::state::Player) -> bool,
    ) -> Result<Verdict, String> {
        let mut bad = Vec::new();
        for n in names {
            let p = self
                .state
                .by_name(n)
                .ok_or_else(|| format!("no player `{n}`"))?;
            if !f(p) {
                bad.push(n.clone());
            }
        }
        let actual = if bad.is_empty() {
            "all hold".to_owned()
        } else {
            format!("not for {}", bad.join(", "))
        };
        Ok(Verdict::new(bad.is_empty(), actual))
    }
}

impl Session for LgSession {
    fn command(
        &mut self,
        actor: &str,
        mj: bool,
        name: &str,
        args: &[String],
    ) -> Result<Result<(), String>, String> {
        let command = if mj {
            self.mj(name, args)?
        } else {
            let player = self.id(actor)?;
            self.player_command(player, name, args)?
        };
        Ok(self.run(&command))
    }

    fn message(
        &mut self,
        author: &str,
        channel: &str,
        text: &str,
    ) -> Result<Result<(), String>, String> {
        let player = self.id(author)?;
        let ch = Channel::from_id(channel).ok_or_else(|| format!("no channel `{channel}`"))?;
        if !access(&self.state).may_write(ch, player) {
            let p = self.state.player(player).ok_or("no player")?;
            let code = if !p.alive && ch != Channel::Cimetiere {
                "dead-actor"
            } else if p.gagged {
                "gagged"
            } else if p.locked {
                "locked"
            } else {
                "wrong-phase"
            };
            return Ok(Err(code.into()));
        }
        let spoke = Command::Spoke {
            player,
            channel: channel.to_owned(),
            text: text.to_owned(),
        };
        if p_alive(&self.state, player) {
            self.run(&spoke)
                .map_err(|e| format!("message refused: {e}"))?;
        }
        Ok(Ok(()))
    }

    fn wait(&mut self, duration: Duration) -> Result<(), String> {
        let target = self.now + duration;
        while let Some(d) = LoupsGarous::next_deadline(&self.state).filter(|d| *d <= target) {
            self.now = self.now.max(d);
            self.fire();
        }
        self.now = target;
        Ok(())
    }

    fn next(&mut self) -> Result<(), String> {
        self.next_late(Duration::zero())
    }

    /// Fires the next deadline that moves the game, `late` after it; the last calls due
    /// before it are given on time, as the bot gives them.
    fn next_late(&mut self, late: Duration) -> Result<(), String> {
        let d = LoupsGarous::next_turn(&self.state).ok_or("no deadline: the game waits")?;
        while let Some(call) = LoupsGarous::next_deadline(&self.state).filter(|c| *c < d) {
            self.now = self.now.max(call);
            self.fire();
        }
        self.now = self.now.max(d + late);
        self.fire();
        Ok(())
    }

    fn reached(&self, words: &[String]) -> Result<bool, String> {
        let here = self.phase_words();
        Ok(words.len() <= here.len() && here[..words.len()] == *words)
    }

    fn check(&self, words: &[String]) -> Result<Verdict, String> {
        self.checked(words)
    }

    fn listening(&mut self, on: bool) -> Result<Result<(), String>, String> {
        Ok(self.run(&Command::Listening { on }))
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
