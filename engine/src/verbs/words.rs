//! A verb's arguments as the words of a scenario line (`rules/SCENARIOS.md`): options in the
//! verb's order, `-` for one left out, `name=value` anywhere; the last option, a text or a
//! list, takes the rest of the line. [`write`] is [`read`]'s inverse.

use super::{Args, Kind, Value, Verb};
use crate::notice::PlayerId;

/// Resolves a player's name on a scenario line.
pub type Names<'a> = &'a dyn Fn(&str) -> Result<PlayerId, String>;

/// The arguments of `verb` written as `words` (the words after its path).
pub fn read<C>(verb: &Verb<C>, words: &[String], player: Names) -> Result<Args, String> {
    let (named, pos): (Vec<&String>, Vec<&String>) = words.iter().partition(|w| is_named(w));
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
            .filter(|w| w != "-");
        let given = given.map(|w| match opt.said.iter().find(|(said, _)| *said == w) {
            Some((_, value)) => (*value).to_owned(),
            None => w,
        });
        match given {
            Some(w) => args.set(opt.name, value(opt.kind, opt.name, &w, player)?),
            // A text left out is empty, as the rules may accept (or refuse it themselves).
            None if opt.kind == Kind::Text && opt.required => {
                args.set(opt.name, Value::Text(String::new()))
            }
            None if opt.required => return Err(format!("option `{}` is missing", opt.name)),
            None => {}
        }
    }
    for opt in verb.options.iter().filter(|o| !o.positional()) {
        let yes = named.iter().any(|w| {
            w.split_once('=').is_some_and(|(k, v)| {
                k == opt.name && matches!(v, "oui" | "true" | "yes" | "anonyme")
            })
        });
        if yes {
            args.set(opt.name, Value::Flag(true));
        }
    }
    Ok(args)
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
    for opt in verb.options.iter().filter(|o| o.positional()) {
        words.push(match args.get(opt.name) {
            None => "-".to_owned(),
            Some(Value::Player(p)) => name(*p),
            Some(Value::Word(w)) => w.clone(),
            Some(Value::Words(w)) => w.join(","),
            Some(Value::Number(n)) => n.to_string(),
            Some(Value::Text(t)) => quote(t),
            Some(Value::Flag(b)) => if *b { "oui" } else { "non" }.to_owned(),
        });
    }
    while words.last().is_some_and(|w| w == "-") {
        words.pop();
    }
    for opt in verb.options.iter().filter(|o| !o.positional()) {
        if args.flag(opt.name) {
            words.push(format!("{}=oui", opt.name));
        }
    }
    let mut line = verb.path.to_owned();
    for w in words {
        line.push(' ');
        line.push_str(&w);
    }
    line
}
