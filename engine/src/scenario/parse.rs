//! The scenario file syntax (`rules/SCENARIOS.md`): a header, then one step per line.

use chrono::{DateTime, Duration};

use crate::game::Timestamp;

/// A parsed scenario file.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Scenario {
    pub header: Header,
    pub lines: Vec<Line>,
}

/// The header: which game, its seed, clock, settings, players and roles.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Header {
    pub game: String,
    pub seed: u64,
    pub start: Option<Timestamp>,
    /// `set key=value …`, in order.
    pub settings: Vec<(String, String)>,
    /// The players, in seating order.
    pub players: Vec<String>,
    /// `roles Name=id …`, in order.
    pub roles: Vec<(String, String)>,
    /// Ronde: the MJs' names.
    pub mjs: Vec<String>,
    /// Ronde: the order of the Ronde, when fixed.
    pub ronde: Vec<String>,
    /// Loups-Garous in voice mode: who is in voice `place` when the game starts (`voice -`:
    /// nobody); left out, everyone is.
    pub voice: Option<Vec<String>>,
}

/// One line of the body, with its number (1-based) and its text.
#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    pub number: usize,
    pub text: String,
    pub step: Step,
}

/// What a body line does.
#[derive(Debug, Clone, PartialEq)]
pub enum Step {
    /// `Alice: voter Bob` (mj = false) or `mj: avancer` / `Mj2: mj avancer` (mj = true).
    Command {
        actor: String,
        mj: bool,
        name: String,
        args: Vec<String>,
    },
    /// `Alice @ place: text`; the channel may have two words (`proces 2`).
    Message {
        author: String,
        channel: String,
        text: String,
    },
    Wait(Duration),
    /// `next`, or `next 450ms`: the next deadline fires, that much late (as the bot fired it).
    Next(Duration),
    /// `until day 2 vote`: the words after `until`.
    Until(Vec<String>),
    /// `expect [not] …`: the words after `expect`, `not` included.
    Expect(Vec<String>),
    /// `listening on` / `listening off`: the bot hears voice `place`, or no longer does.
    Listening(bool),
}

/// A line that does not parse.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct ParseError {
    pub line: usize,
    pub message: String,
}

/// Parses a scenario file.
///
/// ```
/// let s = engine::scenario::parse("game loups-garous\nplayers A B\nA: voter B\nexpect votes B 1\n").unwrap();
/// assert_eq!(s.header.players, ["A", "B"]);
/// assert_eq!(s.lines.len(), 2);
/// ```
pub fn parse(source: &str) -> Result<Scenario, ParseError> {
    let mut scenario = Scenario::default();
    let mut in_header = true;
    for (index, raw) in source.lines().enumerate() {
        let number = index + 1;
        let err = |message: String| ParseError {
            line: number,
            message,
        };
        let trimmed = raw.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        if in_header {
            let code = strip_comment(trimmed);
            let (word, rest) = split_word(code);
            if header_line(&mut scenario.header, word, rest).map_err(err)? {
                continue;
            }
            in_header = false;
            if scenario.header.game.is_empty() {
                return Err(err("the file must start with `game …`".into()));
            }
        }
        let step = body_line(trimmed).map_err(err)?;
        scenario.lines.push(Line {
            number,
            text: trimmed.to_owned(),
            step,
        });
    }
    if scenario.header.game.is_empty() {
        return Err(ParseError {
            line: 1,
            message: "the file must start with `game …`".into(),
        });
    }
    Ok(scenario)
}

/// Reads a header line; `Ok(false)` when the line is not a header line.
fn header_line(header: &mut Header, word: &str, rest: &str) -> Result<bool, String> {
    let words = || tokens(rest);
    match word {
        "game" => header.game = rest.trim().to_owned(),
        "seed" => {
            header.seed = rest
                .trim()
                .parse()
                .map_err(|_| format!("bad seed `{rest}`"))?;
        }
        "start" => {
            let t = DateTime::parse_from_rfc3339(rest.trim())
                .map_err(|e| format!("bad start time `{rest}`: {e}"))?;
            header.start = Some(t.to_utc());
        }
        "set" => header.settings.extend(pairs(&words()?)?),
        "players" => header.players = words()?,
        "roles" => header.roles = pairs(&words()?)?,
        "mjs" => header.mjs = words()?,
        "ronde" => header.ronde = words()?,
        "voice" => header.voice = Some(words()?.into_iter().filter(|w| w != "-").collect()),
        _ => return Ok(false),
    }
    Ok(true)
}

fn pairs(words: &[String]) -> Result<Vec<(String, String)>, String> {
    words
        .iter()
        .map(|w| {
            w.split_once('=')
                .map(|(k, v)| (k.to_owned(), v.to_owned()))
                .ok_or_else(|| format!("expected key=value, found `{w}`"))
        })
        .collect()
}

fn body_line(line: &str) -> Result<Step, String> {
    let (word, rest) = split_word(line);
    let code = strip_comment(rest);
    match word {
        "wait" => return parse_duration(code.trim()).map(Step::Wait),
        "next" if code.trim().is_empty() => return Ok(Step::Next(Duration::zero())),
        "next" => return parse_duration(code.trim()).map(Step::Next),
        "until" => return Ok(Step::Until(tokens(code)?)),
        "expect" => return Ok(Step::Expect(tokens(code)?)),
        "listening" => {
            return match code.trim() {
                "on" => Ok(Step::Listening(true)),
                "off" => Ok(Step::Listening(false)),
                other => Err(format!("`listening on` or `listening off`, not `{other}`")),
            }
        }
        _ => {}
    }
    let (who, after) = line
        .split_once(':')
        .ok_or_else(|| format!("cannot read `{line}`"))?;
    if let Some((author, channel)) = who.split_once('@') {
        return Ok(Step::Message {
            author: author.trim().to_owned(),
            channel: channel.trim().to_owned(),
            text: after.trim().to_owned(),
        });
    }
    let actor = who.trim().to_owned();
    if actor.is_empty() || actor.contains(char::is_whitespace) {
        return Err(format!("bad actor `{who}`"));
    }
    let mut args = tokens(strip_comment(after))?;
    let mut mj = actor == "mj";
    if !mj && args.first().map(String::as_str) == Some("mj") {
        mj = true;
        args.remove(0);
    }
    if args.is_empty() {
        return Err("a command needs a name".into());
    }
    let name = args.remove(0);
    Ok(Step::Command {
        actor,
        mj,
        name,
        args,
    })
}

/// `30s`, `2m` (or `2min`), `1h30m`, `3d`, `90` (seconds).
///
/// ```
/// use engine::scenario::parse_duration;
/// assert_eq!(parse_duration("2min"), parse_duration("2m"));
/// assert_eq!(parse_duration("1h30m").unwrap().num_minutes(), 90);
/// assert!(parse_duration("2mi").is_err());
/// ```
pub fn parse_duration(text: &str) -> Result<Duration, String> {
    let bad = || format!("bad duration `{text}`");
    let too_long = || format!("duration `{text}` is longer than {MAX_DAYS} days");
    let max = Duration::days(MAX_DAYS);
    if let Ok(secs) = text.parse::<i64>() {
        return Duration::try_seconds(secs)
            .filter(|d| d.abs() <= max)
            .ok_or_else(too_long);
    }
    let mut total = Duration::zero();
    let mut number = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let n: i64 = number.parse().map_err(|_| bad())?;
        number.clear();
        let part = match c {
            's' => Duration::try_seconds(n),
            'm' if chars.peek() == Some(&'s') => {
                chars.next();
                Some(Duration::milliseconds(n))
            }
            // `2min`, as the settings' error messages write it.
            'm' if chars.peek() == Some(&'i') => {
                chars.next();
                if chars.next() != Some('n') {
                    return Err(bad());
                }
                Duration::try_minutes(n)
            }
            'm' => Duration::try_minutes(n),
            'h' => Duration::try_hours(n),
            'd' => Duration::try_days(n),
            _ => return Err(bad()),
        };
        total = part
            .and_then(|p| total.checked_add(&p))
            .filter(|t| t.abs() <= max)
            .ok_or_else(too_long)?;
    }
    if !number.is_empty() || text.is_empty() {
        return Err(bad());
    }
    Ok(total)
}

/// The longest duration a file or a setting may give (a Ronde lasts 13 days).
pub const MAX_DAYS: i64 = 400;

fn split_word(line: &str) -> (&str, &str) {
    let line = line.trim_start();
    match line.find(char::is_whitespace) {
        Some(i) => (&line[..i], &line[i..]),
        None => (line, ""),
    }
}

/// Drops a trailing `# comment` that stands outside quotes.
fn strip_comment(text: &str) -> &str {
    let mut quoted = false;
    for (i, c) in text.char_indices() {
        match c {
            '"' => quoted = !quoted,
            '#' if !quoted && (i == 0 || text[..i].ends_with(char::is_whitespace)) => {
                return &text[..i];
            }
            _ => {}
        }
    }
    text
}

/// Splits on white space; double quotes group words.
pub fn tokens(text: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut quoted = false;
    let mut started = false;
    for c in text.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                started = true;
            }
            c if c.is_whitespace() && !quoted => {
                if started {
                    out.push(std::mem::take(&mut current));
                    started = false;
                }
            }
            c => {
                current.push(c);
                started = true;
            }
        }
    }
    if quoted {
        return Err("unclosed quote".into());
    }
    if started {
        out.push(current);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_header_and_steps() {
        let s = parse(
            "# a comment\ngame loups-garous\nseed 7\nset parole=30s\nplayers A B C\nroles A=voyante B=loup-garou\n\
             A: utiliser boule-de-cristal B  # see\nmj: avancer\nM2: mj prolonger 30s\nA @ proces 2: Hé # oui\nwait 1m30s\nnext\nuntil day 2 vote\nexpect not gagged C\n",
        )
        .unwrap();
        assert_eq!(s.header.seed, 7);
        assert_eq!(s.header.settings, [("parole".into(), "30s".into())]);
        assert_eq!(s.header.roles.len(), 2);
        let steps: Vec<_> = s.lines.iter().map(|l| l.step.clone()).collect();
        assert_eq!(
            steps[0],
            Step::Command {
                actor: "A".into(),
                mj: false,
                name: "utiliser".into(),
                args: vec!["boule-de-cristal".into(), "B".into()]
            }
        );
        assert!(matches!(&steps[1], Step::Command { mj: true, name, .. } if name == "avancer"));
        assert!(matches!(&steps[2], Step::Command { mj: true, actor, .. } if actor == "M2"));
        assert!(
            matches!(&steps[3], Step::Message { channel, text, .. } if channel == "proces 2" && text == "Hé # oui")
        );
        assert_eq!(steps[4], Step::Wait(Duration::seconds(90)));
        assert_eq!(steps[5], Step::Next(Duration::zero()));
        assert_eq!(
            steps[7],
            Step::Expect(vec!["not".into(), "gagged".into(), "C".into()])
        );
        assert_eq!(s.lines[0].number, 7);
    }

    #[test]
    fn quotes_group_words() {
        assert_eq!(
            tokens(r#"ouvrir Bob alice "Elle pose trop" -"#).unwrap(),
            ["ouvrir", "Bob", "alice", "Elle pose trop", "-"]
        );
        assert!(tokens("\"open").is_err());
    }

    #[test]
    fn refuses_a_file_without_game() {
        assert_eq!(parse("players A\n").unwrap_err().line, 1);
        assert!(parse("game x\nwait 3x\n").is_err());
    }
}
