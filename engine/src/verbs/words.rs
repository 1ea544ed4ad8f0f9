//! A verb's arguments as the words of a scenario line (`rules/SCENARIOS.md`): options in the
//! verb's order, `-` for one left out, `name=value` anywhere, a loose option's word
//! anywhere; the last option, a text or a list, takes the rest of the line. [`write`] is
//! [`read`]'s inverse.

use super::{Args, Kind, Value, Verb};
use crate::notice::PlayerId;

/// Resolves a player's name on a scenario line.
pub type Names<'a> = &'a dyn Fn(&str) -> Result<PlayerId, String>;

/// The arguments of `verb` written as `words` (the words after its path).
pub fn read<C>(verb: &Verb<C>, words: &[String], player: Names) -> Result<Args, String> {
    let loose = |w: &str| verb.options.iter().any(|o| o.loose.contains(&w));
    let (named, pos): (Vec<&String>, Vec<&String>) = words
        .iter()
        .filter(|w| !loose(w))
        .partition(|w| is_named(w));
    let positional: Vec<_> = verb.options.iter().filter(|o| o.positional()).collect();
    let mut args = Args::new();
    for (i, opt) in positional.iter().enumerate() {
        let last = i + 1 == positional.len();
        let given = named
            .iter()
            .find_map(|w| w.split_once('=').filter(|(k, _)| *k == opt.name))
            .map(|(_, v)| v.to_owned())
            .or_else(|| match (last, opt.kind) {
                (true, Kind::Text | Kind::Names) if pos.len() > i => Some(join(&pos[i..])),
                _ => pos.get(i).map(|w| (*w).clone()),
            })
            .map(|w| said(opt, w))
            .filter(|w| w != "-");
        match given {
            Some(w) => args.set(opt.name, value(opt.kind, opt.name, &w, player)?),
            // A text left out is empty, as the rules may accept (or refuse it themselves).
            None if opt.kind == Kind::Text && opt.required => {
                args.set(opt.name, Value::Text(String::new()));
            }
            None if opt.required => return Err(format!("option `{}` is missing", opt.name)),
            None => {}
        }
    }
    for opt in verb.options.iter().filter(|o| !o.positional()) {
        let given = named
            .iter()
            .find_map(|w| w.split_once('=').filter(|(k, _)| *k == opt.name))
            .map(|(_, v)| v.to_owned())
            .or_else(|| {
                words
                    .iter()
                    .find(|w| opt.loose.contains(&w.as_str()))
                    .cloned()
            })
            .map(|v| said(opt, v));
        match (opt.kind, given.as_deref()) {
            (_, None | Some("-")) => {}
            (Kind::Flag, Some(v)) => {
                if matches!(v, "oui" | "true" | "yes" | "anonyme") {
                    args.set(opt.name, Value::Flag(true));
                }
            }
            (kind, Some(v)) => args.set(opt.name, value(kind, opt.name, v, player)?),
        }
    }
    Ok(args)
}

/// The value a word stands for, by the option's other spellings.
fn said(opt: &super::Opt, w: String) -> String {
    match opt.said.iter().find(|(said, _)| *said == w) {
        Some((_, value)) => (*value).to_owned(),
        None => w,
    }
}

fn is_named(w: &str) -> bool {
    w.split_once('=').is_some_and(|(k, _)| {
        !k.is_empty() && k.chars().all(|c| c.is_ascii_lowercase() || c == '-')
    })
}

fn join(words: &[&String]) -> String {
    words
        .iter()
        .map(|w| w.as_str())
        .collect::<Vec<_>>()
        .join(" ")
}

fn value(kind: Kind, name: &'static str, w: &str, player: Names) -> Result<Value, String> {
    Ok(match kind {
        Kind::Player | Kind::Member => Value::Player(player(w)?),
        Kind::Named | Kind::Key => Value::Word(w.to_owned()),
        Kind::Choice(words) if words.contains(&w) => Value::Word(w.to_owned()),
        Kind::Choice(words) => {
            let among = words.join(", ");
            return Err(format!("option `{name}`: `{w}` is not one of {among}"));
        }
        Kind::Names => Value::Words(
            w.split([',', ' '])
                .filter(|x| !x.is_empty())
                .map(str::to_owned)
                .collect(),
        ),
        Kind::Number(super::Range::Seconds) => Value::Number(
            crate::scenario::parse_duration(w)
                .map_err(|e| format!("option `{name}`: {e}"))?
                .num_seconds(),
        ),
        Kind::Number(_) => Value::Number(
            w.trim_start_matches('J')
                .parse()
                .map_err(|_| format!("`{w}` is not a number"))?,
        ),
        Kind::Text => Value::Text(w.to_owned()),
        Kind::Flag => match w {
            "oui" | "true" | "yes" => Value::Flag(true),
            "non" | "false" | "no" => Value::Flag(false),
            _ => return Err(format!("option `{name}`: `{w}` is neither oui nor non")),
        },
    })
}

/// The words of a line of `verb` with these arguments: its path, then each option's.
pub fn write<C>(
    verb: &Verb<C>,
    args: &Args,
    name: &dyn Fn(PlayerId) -> String,
    quote: &mut dyn FnMut(&str) -> String,
) -> String {
    let mut words: Vec<String> = Vec::new();
    let mut word = |opt: &super::Opt, value: Option<&Value>| match value {
        None => "-".to_owned(),
        Some(Value::Player(p)) => name(*p),
        Some(Value::Word(w)) => w.clone(),
        Some(Value::Words(w)) => w.join(","),
        Some(Value::Number(n)) if opt.kind == Kind::Number(super::Range::Seconds) => {
            format!("{n}s")
        }
        Some(Value::Number(n)) => n.to_string(),
        Some(Value::Text(t)) => quote(t),
        Some(Value::Flag(b)) => if *b { "oui" } else { "non" }.to_owned(),
    };
    for opt in verb.options.iter().filter(|o| o.positional()) {
        words.push(word(opt, args.get(opt.name)));
    }
    while words.last().is_some_and(|w| w == "-") {
        words.pop();
    }
    for opt in verb.options.iter().filter(|o| !o.positional()) {
        match args.get(opt.name) {
            Some(Value::Flag(true)) => words.push(format!("{}=oui", opt.name)),
            Some(Value::Flag(false)) | None => {}
            Some(Value::Word(w)) if opt.loose.contains(&w.as_str()) => words.push(w.clone()),
            Some(v) => words.push(format!("{}={}", opt.name, word(opt, Some(v)))),
        }
    }
    let mut line = verb.path.to_owned();
    for w in words {
        line.push(' ');
        line.push_str(&w);
    }
    line
}
