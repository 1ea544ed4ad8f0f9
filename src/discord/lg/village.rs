//! The pinned village message: the picture (`render::village`) of the cushions in seating
//! order, graves for the dead, the Maire, locks and gags and, during a vote, each player's
//! count (the rules' list: who holds the floor is not on it, so a speaking turn costs no
//! edit); the same as text beside it, for screen readers and search.

use engine::loups_garous::{tally, DayStage, Phase, State};

use crate::render::village::{Seat, VillageView};

/// Whether a count is shown: during the election and the votes.
fn voting(s: &State) -> bool {
    matches!(
        s.phase,
        Phase::Day(
            _,
            DayStage::Vote | DayStage::Election | DayStage::SecondVote
        )
    )
}

/// Who holds the floor: the speaker of a speaking turn (the web view's table says so).
pub fn speaker(s: &State) -> Option<engine::PlayerId> {
    s.today.speaker.filter(|_| s.is_stage(DayStage::Parole))
}

/// What the picture shows.
pub fn view(s: &State, title: &str) -> VillageView {
    let counts = tally(s);
    VillageView {
        title: title.to_owned(),
        voting: voting(s),
        seats: s
            .players
            .iter()
            .map(|p| Seat {
                name: p.name.clone(),
                alive: p.alive,
                mayor: s.mayor == Some(p.id),
                locked: p.alive && p.locked,
                gagged: p.alive && p.gagged,
                votes: counts.iter().find(|c| c.0 == p.id).map(|c| c.1),
            })
            .collect(),
    }
}

/// The village as text, one line per cushion.
pub fn text(s: &State, title: &str) -> String {
    let counts = tally(s);
    let voting = voting(s);
    let top = counts.iter().map(|c| c.1).max().unwrap_or(0);
    let mut out = format!("**{title}**\n");
    for p in &s.players {
        let name = crate::i18n::name(&p.name);
        let mut line = if p.alive {
            format!("🪑 {name}")
        } else {
            format!("🪦 ~~{name}~~")
        };
        if s.mayor == Some(p.id) {
            line.push_str(" 🎖️");
        }
        if p.alive && p.locked {
            line.push_str(" 🔒");
        }
        if p.alive && p.gagged {
            line.push_str(" 🔇");
        }
        if voting {
            if let Some((_, n)) = counts.iter().find(|c| c.0 == p.id).filter(|c| c.1 > 0) {
                let mark = if *n == top { "🔴" } else { "⚪" };
                line.push_str(&format!(" {mark} {n}"));
            }
        }
        out.push_str(&line);
        out.push('\n');
    }
    out
}
