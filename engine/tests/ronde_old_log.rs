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
                Audience::Channel(c) => format!("[#{c}]"),
                Audience::Player(p) => format!("[MP {}]", state.name(*p)),
                Audience::Mjs => "[MJ]".to_owned(),
            };
            out.push(format!("{} {to} {}", i + 1, fr.render(&n.id, &n.args)));
        }
    }
    (out, state)
}

/// Where a game stands: day, masks, points, procès.
fn summary(s: &State) -> Vec<String> {
    let mut out = vec![format!(
        "day {} ended {} finished {} figurants-unmasked {} ledger {} checklist {}",
        s.day,
        s.ended,
        s.finished,
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
        assert!(got == want, "{name}: the replay differs from its snapshot");
    }
}

mod write {
    use super::*;
    use engine::ronde::scenario::RondeSession;
    use engine::ronde::sim::{Played, Sim};
    use engine::scenario::{parse, Session, Step};

    fn scenario(path: &Path) -> (Vec<Event>, Vec<Played>) {
        let source = std::fs::read_to_string(path).unwrap();
        let scenario = parse(&source).unwrap();
        let mut s = RondeSession::open(&scenario.header).unwrap();
        for line in &scenario.lines {
            match &line.step {
                Step::Command {
                    actor,
                    mj,
                    name,
                    args,
                } => {
                    let _ = s.command(actor, *mj, name, args).unwrap();
                }
                Step::Message {
                    author,
                    channel,
                    text,
                } => {
                    let _ = s.message(author, channel, text).unwrap();
                }
                Step::Wait(d) => s.wait(*d).unwrap(),
                Step::Next => s.next().unwrap(),
                Step::Until(words) => {
                    while !s.reached(words).unwrap() {
                        s.next().unwrap();
                    }
                }
                Step::Expect(_) => {}
            }
        }
        (s.log.clone(), s.played.clone())
    }

    fn save(name: &str, log: &[Event], played: &[Played], fr: &dyn Render) {
        let lines = |v: Vec<String>| v.join("\n") + "\n";
        let events = log
            .iter()
            .map(|e| serde_json::to_string(&Stored::new(e)).unwrap())
            .collect();
        // Only the commands that wrote events: a refused one changes nothing.
        let ends = played
            .iter()
            .skip(1)
            .map(|c| c.seq)
            .chain([log.len() as u64]);
        let commands = played
            .iter()
            .zip(ends)
            .filter(|(c, end)| *end > c.seq)
            .map(|(c, _)| serde_json::to_string(c).unwrap())
            .collect();
        let d = dir();
        std::fs::write(d.join(format!("{name}.events.jsonl")), lines(events)).unwrap();
        std::fs::write(d.join(format!("{name}.commands.jsonl")), lines(commands)).unwrap();
        std::fs::write(d.join(format!("{name}.snap")), snapshot(log, fr)).unwrap();
    }

    /// `RONDE_WRITE_LOG=1`: writes the fixture with the code of this commit.
    #[test]
    fn write_the_fixture() {
        if std::env::var("RONDE_WRITE_LOG").is_err() {
            return;
        }
        let fr = common::Fluent::load("fr");
        let mut sim = Sim::new(0, 28, 2);
        sim.play_busy(12);
        save("sim-28-seed-0", &sim.log, &sim.played, &fr);
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios/ronde");
        for file in FILES {
            let (log, played) = scenario(&root.join(file));
            let name = file.trim_end_matches(".scn").replace('/', "-");
            save(&name, &log, &played, &fr);
        }
    }

    /// The scenario files that, with the simulated game, tell every message of the Ronde.
    const FILES: [&str; 22] = [
        "cases/15-destinee-exposed.scn",
        "cases/19-chucky-vs-avocat.scn",
        "cases/21-pianiste-souffleur.scn",
        "cases/26-protege.scn",
        "cases/27-heros-right.scn",
        "cases/29-homme-de-paille.scn",
        "cases/27-heros-redesignation.scn",
        "cases/31-demasques.scn",
        "cases/35-phrase.scn",
        "cases/36-diva-powers.scn",
        "personnages/alice.scn",
        "personnages/decorateur-duel.scn",
        "personnages/decorateur-ties.scn",
        "personnages/diva-loge.scn",
        "personnages/figurant.scn",
        "personnages/halus.scn",
        "personnages/petite-sirene.scn",
        "personnages/polichinelle.scn",
        "personnages/revenant.scn",
        "personnages/souffleur-theme.scn",
        "demasques-secret.scn",
        "proces-deliberation.scn",
    ];
}
