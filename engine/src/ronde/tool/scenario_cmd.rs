//! Reads scenario command lines (§9 names, options in order) into [`Command`]s: the
//! options and the players' commands (the MJs' are in `scenario_mj`).

use crate::notice::{Audience, Notice, PlayerId};
use crate::ronde::command::Command;
use crate::ronde::scenario::RondeSession;
use crate::ronde::Ronde;
use crate::verbs::{self, Vocabulary as _};

pub(in crate::ronde) type R<T> = Result<T, String>;

/// Positional and named (`anonyme=oui`) options.
pub(in crate::ronde) struct Args<'a> {
    pub(in crate::ronde) pos: Vec<&'a str>,
    pub(in crate::ronde) named: Vec<(&'a str, &'a str)>,
}

impl<'a> Args<'a> {
    pub(in crate::ronde) fn new(args: &'a [String]) -> Self {
        let mut pos = Vec::new();
        let mut named = Vec::new();
        for a in args {
            match a.split_once('=') {
                Some((k, v))
                    if !k.contains(' ')
                        && k.chars().all(|c| c.is_ascii_lowercase() || c == '-') =>
                {
                    named.push((k, v));
                }
                _ => pos.push(a.as_str()),
            }
        }
        Args { pos, named }
    }

    pub(in crate::ronde) fn get(&self, i: usize, name: &str) -> Option<&'a str> {
        self.named
            .iter()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| *v)
            .or_else(|| self.pos.get(i).copied())
            .filter(|v| *v != "-")
    }

    pub(in crate::ronde) fn need(&self, i: usize, name: &str) -> R<&'a str> {
        self.get(i, name)
            .ok_or_else(|| format!("option `{name}` is missing"))
    }

    pub(in crate::ronde) fn rest(&self, from: usize) -> String {
        self.pos.get(from..).unwrap_or(&[]).join(" ")
    }
}

pub(in crate::ronde) fn number<T: std::str::FromStr>(w: &str) -> R<T> {
    w.trim_start_matches('J')
        .parse()
        .map_err(|_| format!("`{w}` is not a number"))
}

/// A player's command; `None` for read-only commands answered directly.
pub fn player(
    s: &mut RondeSession,
    actor: PlayerId,
    name: &str,
    args: &[String],
) -> R<Option<Command>> {
    let a = Args::new(args);
    Ok(Some(match name {
        "preuve" => Command::Proof {
            actor,
            what: a.need(0, "contrainte")?.to_owned(),
            text: a.rest(1),
            posts: Vec::new(),
        },
        "joker" => joker(actor, &a)?,
        "liste" | "role" => {
            role_card(s, actor);
            return Ok(None);
        }
        other => table(s, actor, other, args)?,
    }))
}

/// `joker OBJETS - [JOUR] [monstre|don]`: a joker, or a Don with `type=don`.
fn joker(actor: PlayerId, a: &Args) -> R<Command> {
    let items = a.get(0, "objets").unwrap_or("").to_owned();
    Ok(match a.get(3, "type") {
        Some("don") => Command::Don { actor, items },
        kind => Command::Joker {
            actor,
            items,
            day: a.get(2, "jour").map(number).transpose()?,
            monster: kind == Some("monstre"),
        },
    })
}

/// `liste` / `role`: the player's role card, answered directly.
fn role_card(s: &mut RondeSession, actor: PlayerId) {
    let list = crate::ronde::dealing::role_card(&s.state, actor);
    let mut n = Notice::new(Audience::Player(actor), "ronde-role-card");
    for (k, v) in list {
        n = n.arg(k, v);
    }
    s.push_notice(n);
}

/// A player's act of the vocabulary table, named by its path: one word (`ouvrir …`) or a
/// group and its sub-command (`pouvoir endormir …`, `demasques voter …`).
fn table(s: &RondeSession, actor: PlayerId, name: &str, args: &[String]) -> R<Command> {
    let players =
        |path: &str| verbs::find(Ronde::verbs(), path).filter(|v| v.who == verbs::Who::Player);
    if let Some(verb) = players(name) {
        return build(s, actor, verb, args);
    }
    let sub = args.first().ok_or(format!("unknown command `{name}`"))?;
    match players(&format!("{name} {sub}")) {
        Some(verb) => build(s, actor, verb, &args[1..]),
        None => Err(format!("unknown command `{name} {sub}`")),
    }
}

fn build(
    s: &RondeSession,
    actor: PlayerId,
    verb: &verbs::Verb<Command>,
    words: &[String],
) -> R<Command> {
    let player = |w: &str| s.player(w);
    let read = verbs::read(verb, words, &player)?;
    (verb.build)(actor, &read).map_err(|e| e.to_string())
}
