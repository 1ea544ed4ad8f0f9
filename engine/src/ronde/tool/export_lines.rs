//! The lines of an exported Ronde: every command written as `rules/SCENARIOS.md` and the
//! Ronde's scenario parser read it (§9 names, options in order), players by their names
//! (spaces become `_`). A text that cannot be written as it was (a double quote) is
//! changed, and the export says it may not be faithful.

use std::collections::BTreeMap;

use crate::notice::PlayerId;
use crate::ronde::command::{Command, MjCommand};
use crate::ronde::state::{Kind, State};
use crate::ronde::Ronde;
use crate::verbs::{self, Vocabulary as _};

/// Writes lines, knowing the players' names.
pub struct Writer {
    names: BTreeMap<PlayerId, String>,
    /// The MJs, the game's creator first.
    pub mjs: Vec<PlayerId>,
    pub faithful: bool,
}

impl Writer {
    pub fn new(s: &State, creator: PlayerId) -> Writer {
        let mut names = BTreeMap::new();
        for x in s.players.values() {
            let mut name: String = x
                .name
                .chars()
                .map(|c| {
                    if c.is_whitespace() || c == ':' || c == '@' {
                        '_'
                    } else {
                        c
                    }
                })
                .collect();
            while names
                .values()
                .any(|n: &String| n.eq_ignore_ascii_case(&name))
                || name == "mj"
            {
                name.push('_');
            }
            names.insert(x.id, name);
        }
        let mut mjs = vec![creator];
        mjs.extend(
            s.players
                .values()
                .filter(|x| x.kind == Kind::Mj && x.id != creator)
                .map(|x| x.id),
        );
        Writer {
            names,
            mjs,
            faithful: true,
        }
    }

    pub fn name(&self, p: PlayerId) -> String {
        Writer::named(&self.names, p)
    }

    fn named(names: &BTreeMap<PlayerId, String>, p: PlayerId) -> String {
        names
            .get(&p)
            .cloned()
            .unwrap_or_else(|| format!("#{}", p.0))
    }

    /// A quoted text (newlines written `\n`, as scenario files do).
    fn q(&mut self, text: &str) -> String {
        quoted(text, &mut self.faithful)
    }

    /// A command's line; `None` for what the header holds or the clock does.
    pub fn line(&mut self, s: &State, cmd: &Command) -> Option<String> {
        Some(match cmd {
            Command::CreateGame { .. }
            | Command::Tick(_)
            | Command::Join { .. }
            | Command::Leave { .. } => return None,
            Command::Mj { by, cmd } | Command::Desk { by, cmd, .. } => return self.mj(s, *by, cmd),
            Command::Proof {
                actor,
                what,
                text,
                posts,
            } => {
                let mut all = vec![text.clone()];
                all.extend(posts.iter().filter_map(|m| {
                    s.posts
                        .iter()
                        .find(|p| p.message == Some(*m))
                        .map(|p| p.text.clone())
                }));
                let text = self.q(&all.join("\n"));
                format!("{}: preuve {what} {text}", self.name(*actor))
            }
            Command::Post {
                author,
                channel,
                text,
                ..
            } => format!(
                "{} @ {channel}: {}",
                self.name(*author),
                text.replace('\n', "\\n")
            ),
            _ => self.record(cmd)?,
        })
    }

    /// Jokers and Dons; the rest through the vocabulary table.
    fn record(&mut self, cmd: &Command) -> Option<String> {
        Some(match cmd {
            Command::Joker {
                actor,
                items,
                day,
                monster,
            } => format!(
                "{}: joker {} - {}{}",
                self.name(*actor),
                self.q(items),
                day.map_or("-".to_owned(), |d| d.to_string()),
                if *monster { " monstre" } else { "" }
            ),
            Command::Don { actor, items } => {
                format!("{}: joker {} - - don", self.name(*actor), self.q(items))
            }
            _ => return self.verb(cmd),
        })
    }

    /// A command of the vocabulary table, written through it.
    fn verb(&mut self, cmd: &Command) -> Option<String> {
        let (actor, words) = self.written(cmd)?;
        Some(format!("{}: {words}", self.name(actor)))
    }

    /// The author and words of a command of the vocabulary table.
    fn written(&mut self, cmd: &Command) -> Option<(PlayerId, String)> {
        let (verb, actor, args) = verbs::written(Ronde::verbs(), cmd)?;
        let names = self.names.clone();
        let name = |p: PlayerId| Writer::named(&names, p);
        let mut faithful = self.faithful;
        let mut quote = |t: &str| quoted(t, &mut faithful);
        let words = verbs::write(verb, &args, &name, &mut quote);
        self.faithful = faithful;
        Some((actor, words))
    }

    fn mj(&mut self, s: &State, by: PlayerId, cmd: &MjCommand) -> Option<String> {
        if crate::ronde::export::in_header(s, cmd) {
            return None;
        }
        let table = Command::Mj {
            by,
            cmd: cmd.clone(),
        };
        let body = match self.written(&table) {
            Some((_, words)) => words.strip_prefix("mj ").unwrap_or(&words).to_owned(),
            None => self.mj_body(cmd)?,
        };
        let who = if self.mjs.first() == Some(&by) {
            "mj:".to_owned()
        } else {
            format!("{}: mj", self.name(by))
        };
        Some(format!("{who} {body}"))
    }

    fn mj_body(&mut self, cmd: &MjCommand) -> Option<String> {
        Some(match cmd {
            MjCommand::Register { player, kind, .. } => {
                let kind = if *kind == Kind::Mj {
                    "mj"
                } else {
                    "spectateur"
                };
                format!("partie inscrire {} - {kind}", self.name(*player))
            }
            MjCommand::MoveDeadline {
                proces,
                deadline,
                reason,
            } => format!(
                "proces delai {proces} {} {}",
                deadline.to_rfc3339(),
                self.q(reason)
            ),
            // Written through the vocabulary table.
            MjCommand::End
            | MjCommand::CloseProces { .. }
            | MjCommand::PointsAdd { .. }
            | MjCommand::PointsRemove { .. }
            | MjCommand::Theme { .. }
            | MjCommand::Alice { .. }
            | MjCommand::Deco { .. }
            | MjCommand::Unmask { .. }
            | MjCommand::Transfigure { .. }
            | MjCommand::Revenant { .. }
            | MjCommand::Mime { .. }
            | MjCommand::Guignol { .. }
            | MjCommand::Secretary { .. }
            | MjCommand::Dead { .. }
            | MjCommand::Adjust { .. }
            | MjCommand::Anonymous { .. }
            | MjCommand::Review { .. }
            | MjCommand::ConfirmJoker { .. }
            | MjCommand::ConfirmDon { .. }
            | MjCommand::DismissDon { .. }
            | MjCommand::SireneOrder { .. }
            | MjCommand::Souffle { .. }
            | MjCommand::Decide { .. }
            | MjCommand::Answer { .. }
            | MjCommand::Reply { .. }
            | MjCommand::Clock { .. }
            | MjCommand::Deal { .. } => return None,
        })
    }
}

/// A quoted text; `faithful` turns false when it cannot be written as it was.
fn quoted(text: &str, faithful: &mut bool) -> String {
    if text.contains('"') {
        *faithful = false;
    }
    format!("\"{}\"", text.replace('"', "”").replace('\n', "\\n"))
}
