//! Scenario files (`rules/SCENARIOS.md`): the parser, and the driver that plays a file
//! against a game's [`Session`] and checks its `expect` lines.
//!
//! The driver owns what both games share: the transcript, the message window of
//! `expect dm` / `expect said`, `expect refused` / `accepted`, `expect not`, and `until`.
//! Each game answers its own commands and checks through [`Session`].

mod parse;

pub use parse::{
    parse, parse_duration, tokens, Header, Line, ParseError, Scenario, Step, MAX_DAYS,
};

use chrono::Duration;

use crate::notice::{Audience, Notice, PlayerId, Render};

/// How many deadlines `until` may fire before it gives up.
pub const UNTIL_LIMIT: usize = 1000;

/// A game being played from a scenario file.
pub trait Session {
    /// A player's command (`mj` = false) or an MJ's (`mj` = true): `Ok(Ok(()))` accepted,
    /// `Ok(Err(code))` refused by the rules, `Err(_)` the line itself makes no sense.
    fn command(
        &mut self,
        actor: &str,
        mj: bool,
        name: &str,
        args: &[String],
    ) -> Result<Result<(), String>, String>;
    /// A message written in a channel; refused (`Ok(Err(code))`) when the writer may not.
    fn message(
        &mut self,
        author: &str,
        channel: &str,
        text: &str,
    ) -> Result<Result<(), String>, String>;
    /// Moves the clock on, firing every deadline passed, in order.
    fn wait(&mut self, duration: Duration) -> Result<(), String>;
    /// Jumps to the next deadline and fires it; `Err` when there is none.
    fn next(&mut self) -> Result<(), String>;
    /// [`Session::next`], the clock `late` past the deadline when it fires (every deadline
    /// passed by then fires at that instant, as the bot's late tick does). A game whose ticks
    /// fire each deadline at its own instant ignores the lateness.
    fn next_late(&mut self, _late: Duration) -> Result<(), String> {
        self.next()
    }
    /// Whether the game stands where `until`'s words say (`day 2 vote`).
    fn reached(&self, words: &[String]) -> Result<bool, String>;
    /// A game's own check (`alive Bob`): whether it holds, and what the game shows instead.
    fn check(&self, words: &[String]) -> Result<Verdict, String>;
    /// `listening on|off`: whether the bot hears the game's voice; `Err` for a game with none.
    fn listening(&mut self, _on: bool) -> Result<Result<(), String>, String> {
        Err("this game has no voice channel".into())
    }
    /// The notices produced since the last call.
    fn take_notices(&mut self) -> Vec<Notice>;
    /// A player's name, for the transcript.
    fn name_of(&self, player: PlayerId) -> String;
    /// The game's log so far, each event as the store keeps it (`Stored` JSON).
    fn log(&self) -> Vec<String>;
}

/// Events as the store keeps them (`Stored` JSON), for [`Session::log`].
pub fn stored_log<E: serde::Serialize>(events: &[E]) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| serde_json::to_string(&crate::game::Stored::new(e)).ok())
        .collect()
}

/// The answer to a check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    pub holds: bool,
    /// What the game shows, printed when the check fails.
    pub actual: String,
}

impl Verdict {
    pub fn new(holds: bool, actual: impl Into<String>) -> Self {
        Verdict {
            holds,
            actual: actual.into(),
        }
    }
}

/// The first failed line of a scenario.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    pub line: usize,
    pub text: String,
    pub expected: String,
    pub actual: String,
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "line {}: {}\n  expected: {}\n  actual:   {}",
            self.line, self.text, self.expected, self.actual
        )
    }
}

/// What playing a file gave: the game as players saw it, and the first failure if any.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Report {
    pub transcript: Vec<String>,
    pub checks: usize,
    pub failure: Option<Failure>,
    /// The game's log at the end, as the store would keep it: the file as an exported game.
    pub log: Vec<String>,
}

/// A rendered message in the current window.
struct Shown {
    to: Audience,
    text: String,
}

/// Plays a scenario source to its end or its first failed line.
pub fn run(source: &str, render: &dyn Render) -> Result<Report, ParseError> {
    let scenario = parse(source)?;
    let session = open(&scenario.header).map_err(|message| ParseError { line: 1, message })?;
    Ok(Driver::new(session, render).play(&scenario.lines))
}

/// The session for a header's game.
fn open(header: &Header) -> Result<Box<dyn Session>, String> {
    match header.game.as_str() {
        crate::loups_garous::KIND => crate::loups_garous::scenario_session(header),
        crate::ronde::KIND => crate::ronde::scenario_session(header),
        other => Err(format!("unknown game `{other}`")),
    }
}

struct Driver<'a> {
    session: Box<dyn Session>,
    render: &'a dyn Render,
    report: Report,
    window: Vec<Shown>,
    last: Option<Result<(), String>>,
}

impl<'a> Driver<'a> {
    fn new(session: Box<dyn Session>, render: &'a dyn Render) -> Self {
        let mut driver = Driver {
            session,
            render,
            report: Report::default(),
            window: Vec::new(),
            last: None,
        };
        driver.collect();
        driver
    }

    fn play(mut self, lines: &[Line]) -> Report {
        for line in lines {
            if let Err((expected, actual)) = self.step(line) {
                self.report
                    .transcript
                    .push(format!("✗ line {}: {}", line.number, line.text));
                self.report.failure = Some(Failure {
                    line: line.number,
                    text: line.text.clone(),
                    expected,
                    actual,
                });
                break;
            }
        }
        self.report.log = self.session.log();
        self.report
    }

    /// Plays one line; `Err((expected, actual))` when it fails.
    fn step(&mut self, line: &Line) -> Result<(), (String, String)> {
        let bad = |e: String| ("a line the game understands".to_owned(), e);
        if !matches!(line.step, Step::Expect(_)) {
            self.window.clear();
        }
        match &line.step {
            Step::Command {
                actor,
                mj,
                name,
                args,
            } => {
                self.report.transcript.push(format!("> {}", line.text));
                let outcome = self.session.command(actor, *mj, name, args).map_err(bad)?;
                self.answered(outcome);
            }
            Step::Message {
                author,
                channel,
                text,
            } => {
                self.report.transcript.push(format!("> {}", line.text));
                let outcome = self.session.message(author, channel, text).map_err(bad)?;
                self.answered(outcome);
            }
            Step::Wait(d) => {
                self.report.transcript.push(format!("… {}", line.text));
                self.session.wait(*d).map_err(bad)?;
            }
            Step::Next(late) => {
                self.report.transcript.push(format!("… {}", line.text));
                self.session.next_late(*late).map_err(bad)?;
            }
            Step::Until(words) => {
                self.report.transcript.push(format!("… {}", line.text));
                self.until(words)?;
            }
            Step::Expect(words) => {
                self.report.checks += 1;
                return self.expect(words);
            }
            Step::Listening(on) => {
                self.report.transcript.push(format!("… {}", line.text));
                let outcome = self.session.listening(*on).map_err(bad)?;
                self.answered(outcome);
            }
        }
        self.collect();
        Ok(())
    }

    fn answered(&mut self, outcome: Result<(), String>) {
        if let Err(code) = &outcome {
            self.report.transcript.push(format!("  ✗ refusé ({code})"));
        }
        self.last = Some(outcome);
    }

    fn until(&mut self, words: &[String]) -> Result<(), (String, String)> {
        let target = words.join(" ");
        for _ in 0..UNTIL_LIMIT {
            match self.session.reached(words) {
                Ok(true) => return Ok(()),
                Ok(false) => {}
                Err(e) => return Err((target, e)),
            }
            if let Err(e) = self.session.next() {
                return Err((target, e));
            }
            self.collect();
        }
        Err((target, format!("not reached after {UNTIL_LIMIT} deadlines")))
    }

    /// Renders the session's new notices into the transcript and the window.
    fn collect(&mut self) {
        for notice in self.session.take_notices() {
            let text = self.render.render(&notice.id, &notice.args);
            let label = match &notice.audience {
                Audience::Channel(c) => format!("[#{c}]"),
                Audience::Player(p) => format!("[MP {}]", self.session.name_of(*p)),
                Audience::Mjs => "[MJ]".to_owned(),
            };
            self.report.transcript.push(format!("{label} {text}"));
            self.window.push(Shown {
                to: notice.audience,
                text,
            });
        }
    }

    fn expect(&self, words: &[String]) -> Result<(), (String, String)> {
        let (negated, words) = match words.split_first() {
            Some((first, rest)) if first == "not" => (true, rest),
            _ => (false, words),
        };
        let verdict = self.verdict(words).map_err(|e| (words.join(" "), e))?;
        if verdict.holds != negated {
            return Ok(());
        }
        let expected = format!("{}{}", if negated { "not " } else { "" }, words.join(" "));
        Err((expected, verdict.actual))
    }

    fn verdict(&self, words: &[String]) -> Result<Verdict, String> {
        let first = words.first().map_or("", String::as_str);
        match first {
            "refused" => Ok(self.refused(words.get(1))),
            "accepted" => Ok(match &self.last {
                Some(Ok(())) => Verdict::new(true, "accepted"),
                Some(Err(code)) => Verdict::new(false, format!("refused ({code})")),
                None => Verdict::new(false, "no command yet"),
            }),
            "dm" => {
                let [_, name, text] = words else {
                    return Err("expect dm NAME \"text\"".into());
                };
                Ok(self.window_holds(text, |to| self.is_player(to, name)))
            }
            "said" => {
                let [_, text] = words else {
                    return Err("expect said \"text\"".into());
                };
                Ok(self.window_holds(text, |to| matches!(to, Audience::Channel(_))))
            }
            "mj" => {
                let [_, text] = words else {
                    return Err("expect mj \"text\"".into());
                };
                Ok(self.window_holds(text, |to| *to == Audience::Mjs))
            }
            _ => self.session.check(words),
        }
    }

    fn refused(&self, code: Option<&String>) -> Verdict {
        match (&self.last, code) {
            (Some(Err(got)), Some(want)) => Verdict::new(got == want, format!("refused ({got})")),
            (Some(Err(got)), None) => Verdict::new(true, format!("refused ({got})")),
            (Some(Ok(())), _) => Verdict::new(false, "accepted"),
            (None, _) => Verdict::new(false, "no command yet"),
        }
    }

    fn is_player(&self, to: &Audience, name: &str) -> bool {
        matches!(to, Audience::Player(p) if self.session.name_of(*p) == name)
    }

    /// Whether a message of the window to `to` contains `text`, case and non-breaking
    /// spaces aside (a scenario is typed with plain spaces).
    fn window_holds(&self, text: &str, to: impl Fn(&Audience) -> bool) -> Verdict {
        let plain = |t: &str| t.replace(['\u{a0}', '\u{202f}'], " ").to_lowercase();
        let needle = plain(text);
        let seen: Vec<&str> = self
            .window
            .iter()
            .filter(|s| to(&s.to))
            .map(|s| s.text.as_str())
            .collect();
        let holds = seen.iter().any(|t| plain(t).contains(&needle));
        let actual = if seen.is_empty() {
            "no such message".to_owned()
        } else {
            seen.join(" | ")
        };
        Verdict::new(holds, actual)
    }
}
