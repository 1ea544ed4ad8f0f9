//! `/mj exporter`: a game's event log written back as a scenario file (SCENARIOS.md) that
//! `regisseur play` replays — the bug report an MJ attaches.
//!
//! The log holds events, not commands, so each batch is matched to the command that made
//! it: candidates are read off the batch's events (a choice, a vote, a pause…) plus a tick
//! and `/mj avancer`, each is decided again on the state of that moment with the same clock,
//! seed and stream, and the one that gives exactly the logged events is written. Deadlines
//! become `next`, the time between commands `wait`. A batch no command explains is kept as
//! a comment and the export says so ([`Export::faithful`]).

mod candidates;
mod header;

use std::collections::BTreeMap;

use chrono::Duration;

use super::command::{Command, MjCommand};
use super::event::Event;
use super::state::{Phase, State};
use super::LoupsGarous;
use crate::game::{Ctx, Game, Timestamp};
use crate::notice::PlayerId;
use crate::verbs::{self, Vocabulary as _, Who};

/// A scenario written from a log.
#[derive(Debug, Clone, PartialEq)]
pub struct Export {
    /// The scenario file's text.
    pub text: String,
    /// Every batch was explained by a command: replaying the file gives the same game.
    pub faithful: bool,
}

/// Why a log cannot be exported.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExportError {
    #[error("the log does not start with the game's creation")]
    NotCreated,
    #[error("the game was never started")]
    NotStarted,
}

/// Writes the scenario of a logged game (`log`: every event with the instant it was
/// committed, in order). The file ends with checks of where the game stands.
///
/// ```
/// use engine::loups_garous::export::{scenario, ExportError};
/// assert_eq!(scenario(&[]), Err(ExportError::NotCreated));
/// ```
pub fn scenario(log: &[(Timestamp, Event)]) -> Result<Export, ExportError> {
    scenario_with(log, &BTreeMap::new())
}

/// [`scenario`] with the commands that were played, by the sequence number of the first
/// event of their batch (the bot stores them): each is written as it was played, once
/// decided again to check it gives the logged events; a batch without one is matched as
/// [`scenario`] does.
pub fn scenario_with(
    log: &[(Timestamp, Event)],
    commands: &BTreeMap<u64, Command>,
) -> Result<Export, ExportError> {
    let Some((_, Event::Created { seed, settings, .. })) = log.first() else {
        return Err(ExportError::NotCreated);
    };
    let mut state = State::default();
    LoupsGarous::apply(&mut state, &log[0].1);
    let mut writer = Writer {
        state,
        seed: *seed,
        names: BTreeMap::new(),
        lines: Vec::new(),
        clock: log[0].0,
        faithful: true,
    };
    let start = writer.start(log)?;
    let header = writer.header(settings, log[start - 1].0);
    let mut i = start;
    while i < log.len() {
        i += writer.batch(log, i, commands.get(&(i as u64 + 1)));
    }
    writer.checks();
    let mut text = header;
    for line in &writer.lines {
        text.push_str(line);
        text.push('\n');
    }
    Ok(Export {
        text,
        faithful: writer.faithful,
    })
}

struct Writer {
    /// The game as it stood before the batch being matched (the logged ids).
    state: State,
    seed: u64,
    /// Each player's name in the file: no spaces, unique.
    names: BTreeMap<PlayerId, String>,
    lines: Vec<String>,
    /// The replay's clock after the last line.
    clock: Timestamp,
    faithful: bool,
}

impl Writer {
    /// Matches `/mj demarrer`; returns the index of the first event after it.
    /// The lobby's events (joins, departures, the composition) are folded first: the file's
    /// header seats the players the start dealt to.
    fn start(&mut self, log: &[(Timestamp, Event)]) -> Result<usize, ExportError> {
        let mut i = 1;
        while let Some((_, e)) = log.get(i).filter(|(_, e)| lobby(e)) {
            LoupsGarous::apply(&mut self.state, e);
            i += 1;
        }
        let Some((at, _)) = log.get(i) else {
            return Err(ExportError::NotStarted);
        };
        let n = self
            .matches(log, i, &Command::Mj(MjCommand::Start))
            .ok_or(ExportError::NotStarted)?;
        for (_, e) in &log[i..i + n] {
            LoupsGarous::apply(&mut self.state, e);
        }
        self.clock = *at;
        for p in &self.state.players {
            let name = unique(&self.names, &p.name);
            self.names.insert(p.id, name);
        }
        Ok(i + n)
    }

    /// Matches the batch starting at `i` and writes its line; returns its length.
    fn batch(&mut self, log: &[(Timestamp, Event)], i: usize, played: Option<&Command>) -> usize {
        let at = log[i].0;
        let found = played
            .and_then(|c| self.matches(log, i, c).map(|n| (c.clone(), n)))
            .or_else(|| {
                candidates::of(&self.state, log, i)
                    .into_iter()
                    .find_map(|c| self.matches(log, i, &c).map(|n| (c, n)))
            });
        let Some((command, n)) = found else {
            self.faithful = false;
            self.lines
                .push(format!("# non reproduit : {}", one_line(&log[i].1)));
            LoupsGarous::apply(&mut self.state, &log[i].1);
            return 1;
        };
        // A tick that only gave last calls needs no line: the replay gives them on time.
        let calls_only = log[i..i + n]
            .iter()
            .all(|(_, e)| matches!(e, Event::LastCall { .. }));
        if !(calls_only && matches!(command, Command::Tick(_))) {
            self.write(&command, at);
        }
        for (_, e) in &log[i..i + n] {
            LoupsGarous::apply(&mut self.state, e);
        }
        if let Command::Mj(MjCommand::Replace { .. }) = command {
            self.name_newcomers();
        }
        n
    }

    /// The number of logged events `command` gives at `i`, when it gives exactly those.
    fn matches(&self, log: &[(Timestamp, Event)], i: usize, command: &Command) -> Option<usize> {
        let stream = LoupsGarous::stream(&self.state, i as u64);
        let mut ctx = Ctx::new(log[i].0, self.seed, stream);
        let events = LoupsGarous::decide(&self.state, command, &mut ctx).ok()?;
        let n = events.len();
        let logged = log.get(i..i + n)?;
        (n > 0 && logged.iter().map(|(_, e)| e).eq(events.iter())).then_some(n)
    }

    fn write(&mut self, command: &Command, at: Timestamp) {
        if let Command::Tick(_) = command {
            // The replay fires the deadline as late as the bot did: every deadline passed by
            // then fires at that instant, as in the bot's tick.
            let due = LoupsGarous::next_turn(&self.state).unwrap_or(at);
            let late = at - due;
            self.clock = self.clock.max(at);
            self.lines.push(if late > Duration::zero() {
                format!("next {}", duration(late))
            } else {
                "next".into()
            });
            return;
        }
        let wait = at - self.clock;
        if wait > Duration::zero() {
            self.lines.push(format!("wait {}", duration(wait)));
            self.clock = at;
        }
        let line = self.line(command);
        self.lines.push(line);
    }

    fn line(&self, command: &Command) -> String {
        if let Some(line) = self.table_line(command) {
            return line;
        }
        match command {
            Command::Departed { player } => format!("{}: partir", self.name(*player)),
            Command::Heard { player } => format!("{}: parler", self.name(*player)),
            Command::Presence { player, offline } => {
                let word = if *offline { "hors-ligne" } else { "en-ligne" };
                format!("{}: {word}", self.name(*player))
            }
            Command::Voice { player, room } => {
                let room = room.map_or("-", super::voice::Room::id);
                format!("{}: vocal {room}", self.name(*player))
            }
            Command::Listening { on } => format!("listening {}", if *on { "on" } else { "off" }),
            Command::Spoke {
                player,
                channel,
                text,
            } => format!("{} @ {channel}: {}", self.name(*player), one_text(text)),
            Command::Mj(MjCommand::Replace { old, name, .. }) => format!(
                "mj: remplacer {} {}",
                self.name(*old),
                unique(&self.names, name)
            ),
            other => format!("# non reproduit : {}", one_line(other)),
        }
    }

    /// The line of a command the vocabulary table declares: `NAME: verb …`, `mj: verb …`.
    fn table_line(&self, command: &Command) -> Option<String> {
        let (verb, actor, args) = verbs::written(LoupsGarous::verbs(), command)?;
        let name = |p: PlayerId| self.name(p);
        let line = verbs::write(verb, &args, &name, &mut |t| format!("\"{t}\""));
        Some(match verb.who {
            Who::Player => format!("{}: {line}", self.name(actor)),
            Who::Mj => format!("mj: {}", line.strip_prefix("mj ").unwrap_or(&line)),
        })
    }

    /// A substitute's name, as the replay will know him.
    fn name_newcomers(&mut self) {
        let fresh: Vec<(PlayerId, String)> = self
            .state
            .players
            .iter()
            .filter(|p| !self.names.contains_key(&p.id))
            .map(|p| (p.id, p.name.clone()))
            .collect();
        for (id, name) in fresh {
            let name = unique(&self.names, &name);
            self.names.insert(id, name);
        }
    }

    fn name(&self, id: PlayerId) -> String {
        self.names
            .get(&id)
            .cloned()
            .unwrap_or_else(|| clean(&self.state.name(id)))
    }

    /// The closing checks: where the game stands, who lives, who won.
    fn checks(&mut self) {
        let s = &self.state;
        let phase = match s.phase {
            Phase::Lobby => "lobby".to_owned(),
            Phase::Ended => "ended".to_owned(),
            Phase::Day(n, st) => format!("day {n} {}", st.id()),
            Phase::Night(n, st) => format!("night {n} {}", st.id()),
            Phase::Dawn(n) => format!("dawn {n}"),
            Phase::Dusk(n) => format!("dusk {n}"),
        };
        let mut checks = vec![String::new(), "# Où en était la partie :".into()];
        checks.push(format!("expect phase {phase}"));
        let group = |alive: bool| -> Vec<String> {
            s.players
                .iter()
                .filter(|p| p.alive == alive)
                .map(|p| self.name(p.id))
                .collect()
        };
        for (word, names) in [("alive", group(true)), ("dead", group(false))] {
            if !names.is_empty() {
                checks.push(format!("expect {word} {}", names.join(" ")));
            }
        }
        match s.outcome.map(|o| o.winner) {
            Some(Some(camp)) => checks.push(format!("expect winner {}", camp.id())),
            Some(None) => checks.push("expect winner none".into()),
            None => checks.push("expect running".into()),
        }
        self.lines.extend(checks);
    }
}

/// Whether an event belongs to the lobby, before the start.
fn lobby(e: &Event) -> bool {
    matches!(
        e,
        Event::Joined { .. }
            | Event::Left { .. }
            | Event::CompositionSet { .. }
            | Event::LobbyVoice { .. }
    )
}

/// A name usable in a scenario line: no spaces, none of the line's separators.
fn clean(name: &str) -> String {
    let cleaned: String = name
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || "-_.'".contains(c) {
                c
            } else {
                '_'
            }
        })
        .collect();
    // the line's own words, and the words `choix` takes anywhere on a line
    let reserved = [
        "-", "mj", "expect", "wait", "next", "until", "personne", "loin", "pres", "près",
    ];
    if cleaned.is_empty() || reserved.contains(&cleaned.as_str()) {
        format!("joueur_{cleaned}")
    } else {
        cleaned
    }
}

fn unique(taken: &BTreeMap<PlayerId, String>, name: &str) -> String {
    let base = clean(name);
    let mut candidate = base.clone();
    let mut k = 2;
    while taken.values().any(|n| *n == candidate) {
        candidate = format!("{base}_{k}");
        k += 1;
    }
    candidate
}

fn duration(d: Duration) -> String {
    let ms = d.num_milliseconds();
    if ms % 1000 == 0 {
        format!("{}s", ms / 1000)
    } else {
        format!("{ms}ms")
    }
}

fn one_text(text: &str) -> String {
    let t: String = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    if t.trim().is_empty() {
        "…".into()
    } else {
        t.trim().to_owned()
    }
}

fn one_line(value: &impl std::fmt::Debug) -> String {
    one_text(&format!("{value:?}"))
}

#[cfg(test)]
mod tests;
