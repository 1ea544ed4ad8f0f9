//! `/mj exporter` for La Ronde des Pantins: a game's log and the commands that wrote it as a
//! scenario file (`rules/SCENARIOS.md`) — the header (seed, start, settings, the MJs, the
//! players, the Personnages and the Ronde as dealt), each command at its instant (`wait`
//! between them: the deadlines in between fire as they did), then `expect` checks of where
//! the game stood. The file is played once here: it is faithful when its checks all hold.

use std::collections::BTreeMap;

use chrono::Duration;

use crate::game::{Game, Timestamp};
use crate::notice::PlayerId;
use crate::ronde::command::{Command, MjCommand};
use crate::ronde::event::Event;
use crate::ronde::export_lines::Writer;
use crate::ronde::state::{Kind, State, Status};
use crate::ronde::{ledger, Ronde};

/// An exported game.
#[derive(Debug, Clone)]
pub struct Export {
    pub text: String,
    /// Replaying the file gives the same masks, points and procès.
    pub faithful: bool,
}

/// The scenario of a logged game, from the commands played (by the first event of their
/// batch); `None` when the game was never dealt.
pub fn scenario(log: &[(Timestamp, Event)], commands: &BTreeMap<u64, Command>) -> Option<Export> {
    let (by, seed) = commands.values().find_map(|c| match c {
        Command::CreateGame { by, seed, .. } => Some((*by, *seed)),
        _ => None,
    })?;
    let dealt = log
        .iter()
        .position(|(_, e)| matches!(e, Event::Dealt { .. }))?;
    let mut before = State::default();
    for (_, e) in &log[..=dealt] {
        Ronde::apply(&mut before, e);
    }
    let start = log[dealt].0;
    let mut w = Writer::new(&before, by);
    let mut text = header(&w, &before, seed, start);
    let mut state = before;
    let mut applied = dealt + 1;
    let mut clock = start;
    let mut lines = Vec::new();
    for (seq, cmd) in commands {
        let first = *seq as usize;
        if first == 0 || first > log.len() {
            continue;
        }
        while applied < first - 1 {
            Ronde::apply(&mut state, &log[applied].1);
            applied += 1;
        }
        let Some(line) = w.line(&state, cmd) else {
            continue;
        };
        push_wait(&mut lines, &mut clock, log[first - 1].0);
        lines.push(line);
    }
    while applied < log.len() {
        Ronde::apply(&mut state, &log[applied].1);
        applied += 1;
    }
    if let Some((last, _)) = log.last() {
        push_wait(&mut lines, &mut clock, *last);
    }
    lines.extend(checks(&w, &state));
    for l in &lines {
        text.push_str(l);
        text.push('\n');
    }
    let replayed =
        crate::scenario::run(&text, &crate::notice::RawRender).is_ok_and(|r| r.failure.is_none());
    Some(Export {
        faithful: replayed && w.faithful,
        text,
    })
}

fn push_wait(lines: &mut Vec<String>, clock: &mut Timestamp, at: Timestamp) {
    let gap = at - *clock;
    if gap > Duration::zero() {
        lines.push(format!("wait {}ms", gap.num_milliseconds()));
        *clock = at;
    }
}

/// The header: game, seed, start, settings, MJs, players, roles and the Ronde.
fn header(w: &Writer, s: &State, seed: u64, start: Timestamp) -> String {
    let st = &s.settings;
    let mut set = vec![
        format!("debut={}", st.j1.format("%Y-%m-%d")),
        format!("fuseau={}", st.timezone),
        format!("bascule={}", st.boundary.format("%H:%M")),
        format!("proces_duration={}", st.proces_duration),
        format!("deliberation_delay={}", st.deliberation_delay),
        format!("anon_auto_approve_min={}", st.anon_auto_approve_min),
        format!(
            "rappel={}",
            st.reminder
                .map_or("non".to_owned(), |t| t.format("%H:%M").to_string())
        ),
        format!("precontroles={}", if st.prechecks { "oui" } else { "non" }),
        format!(
            "classement_public={}",
            if st.leaderboard_public_during_game {
                "oui"
            } else {
                "non"
            }
        ),
    ];
    if let Some(end) = st.game_end {
        set.push(format!("fin={}", end.to_rfc3339()));
    }
    let joueurs: Vec<PlayerId> = s
        .players
        .values()
        .filter(|x| x.kind == Kind::Joueur)
        .map(|x| x.id)
        .collect();
    let names = |ids: &[PlayerId]| ids.iter().map(|p| w.name(*p)).collect::<Vec<_>>().join(" ");
    let roles: Vec<String> = joueurs
        .iter()
        .filter_map(|p| Some(format!("{}={}", w.name(*p), s.player(*p)?.personnage?.id())))
        .collect();
    let ronde: Vec<&str> = s.ronde.iter().map(|p| p.id()).collect();
    format!(
        "# La Ronde des Pantins, exported by /mj exporter: `regisseur play` replays it.\n\
         game ronde-des-pantins\nseed {seed}\nstart {}\nset {}\nmjs {}\nplayers {}\n\
         roles {}\nronde {}\n\n",
        start.to_rfc3339(),
        set.join(" "),
        names(&w.mjs),
        names(&joueurs),
        roles.join(" "),
        ronde.join(" ")
    )
}

/// Where the game stood: the day, every mask and total, every procès.
fn checks(w: &Writer, s: &State) -> Vec<String> {
    let mut out = vec![format!("expect day {}", s.day)];
    for x in s.players.values().filter(|x| x.personnage.is_some()) {
        let mask = if x.status == Status::Demasque {
            "unmasked"
        } else {
            "masked"
        };
        out.push(format!("expect {mask} {}", w.name(x.id)));
        out.push(format!(
            "expect points {} {}",
            w.name(x.id),
            ledger::total(s, x.id)
        ));
    }
    for p in &s.proces {
        out.push(format!("expect proces {} {}", p.n, p.state.id()));
    }
    if s.outcome.ended() {
        out.push("expect not running".into());
    }
    out
}

/// Whether an MJ command belongs to the header (registration of joueurs, the dealing).
pub fn in_header(s: &State, cmd: &MjCommand) -> bool {
    match cmd {
        MjCommand::Deal { .. } => true,
        MjCommand::Register { player, .. } => s
            .player(*player)
            .is_some_and(|x| x.kind != Kind::Spectateur),
        _ => false,
    }
}
