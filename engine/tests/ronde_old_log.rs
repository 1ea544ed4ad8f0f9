//! Old Ronde logs stay readable: the games of `tests/fixtures/ronde-log-v1/`, written by the
//! code of before issue 9 (notices stored as `Event::Told`), replay with today's code to the
//! same state and the same French notices (`*.snap`, written by that code too).

mod common;

use std::path::{Path, PathBuf};

use engine::game::{Game, Stored};
use engine::notice::{Audience, Render};
use engine::ronde::state::State;
use engine::ronde::{ledger, Event, Ronde};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/ronde-log-v1")
}

/// The notices of a log as players and MJs read them, one a line, numbered by event.
fn render(log: &[Event], fr: &dyn Render) -> (Vec<String>, State) {
    let mut state = State::default();
    let mut out = Vec::new();
    for (i, e) in log.iter().enumerate() {
        Ronde::apply(&mut state, e);
        for n in Ronde::notices(&state, e) {
            let to = match &n.audience {
                Audience::Channel(c) => format!("[#{}]", as_then(c)),
                Audience::Player(p) => format!("[MP {}]", state.name(*p)),
                Audience::Mjs => "[MJ]".to_owned(),
            };
            out.push(format!("{} {to} {}", i + 1, fr.render(&n.id, &n.args)));
        }
    }
    (out, state)
}

/// A channel as that code named it: since issue 10 a procès and a day's Répétitions are
/// posts of the tribunal of their own (`proces-3`, `repetitions-2`), and the chorus is named
/// as on Discord. The texts are unchanged.
fn as_then(channel: &str) -> &str {
    if channel.starts_with("proces-") || channel.starts_with("repetitions-") {
        "tribunal"
    } else if channel == "choeur-des-demasques" {
        "choeur"
    } else {
        channel
    }
}

/// Where a game stands: day, masks, points, procès.
fn summary(s: &State) -> Vec<String> {
    let mut out = vec![format!(
        "day {} ended {} finished {} figurants-unmasked {} ledger {} checklist {}",
        s.day,
        s.outcome.ended(),
        s.outcome.closed(),
        s.figurants_unmasked,
        s.ledger.len(),
        s.checklist.len()
    )];
    for x in s.players.values() {
        out.push(format!(
            "player {} {:?} {} {:?} points {} jokers {}",
            x.name,
            x.kind,
            x.personnage.map_or("-", |p| p.id()),
            x.status,
            ledger::total(s, x.id),
            x.jokers_used
        ));
    }
    for p in &s.proces {
        out.push(format!(
            "proces {} {} plaintes {} valid {}",
            p.n,
            p.state.id(),
            p.plaintes.len(),
            p.valid_count()
        ));
    }
    out
}

fn snapshot(log: &[Event], fr: &dyn Render) -> String {
    let (notices, state) = render(log, fr);
    let mut text = notices.join("\n");
    text.push_str("\n---\n");
    text.push_str(&summary(&state).join("\n"));
    text.push('\n');
    text
}

fn games() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir())
        .unwrap()
        .filter_map(|e| {
            let name = e.unwrap().file_name().into_string().ok()?;
            name.strip_suffix(".events.jsonl").map(str::to_owned)
        })
        .collect();
    names.sort();
    names
}

fn read_log(name: &str) -> Vec<Event> {
    let text = std::fs::read_to_string(dir().join(format!("{name}.events.jsonl"))).unwrap();
    text.lines()
        .map(|l| serde_json::from_str::<Stored<Event>>(l).unwrap().event)
        .collect()
}

#[test]
fn old_logs_replay_to_the_same_state_and_notices() {
    let fr = common::Fluent::load("fr");
    let names = games();
    assert!(names.len() >= 10, "fixture games: {names:?}");
    for name in names {
        let log = read_log(&name);
        let want = std::fs::read_to_string(dir().join(format!("{name}.snap"))).unwrap();
        let got = snapshot(&log, &fr);
        if std::env::var_os("REGISSEUR_BLESS").is_some() && got != want {
            // a reviewed change of the texts: write it, then read the diff
            std::fs::write(dir().join(format!("{name}.snap")), &got).unwrap();
            continue;
        }
        assert!(got == want, "{name}: the replay differs from its snapshot");
    }
}
