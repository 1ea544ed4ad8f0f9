//! The pinned village message: the cushions in seating order, graves for the dead, 🎖️ 🔒 🔇
//! and, during a vote, each player's count.
//!
//! PICTURE: the PNG village (`src/render/village.rs`, branch `village`) replaces this text
//! here: render the picture from the same state and edit the pinned message's attachment.

use engine::loups_garous::{tally, DayStage, Phase, State};

/// The village as text, one line per cushion.
pub fn text(s: &State, title: &str) -> String {
    let counts = tally(s);
    let voting = matches!(
        s.phase,
        Phase::Day(
            _,
            DayStage::Vote | DayStage::Election | DayStage::SecondVote
        )
    );
    let top = counts.iter().map(|c| c.1).max().unwrap_or(0);
    let mut out = format!("**{title}**\n");
    for p in &s.players {
        let mut line = if p.alive {
            format!("🪑 {}", p.name)
        } else {
            format!("🪦 ~~{}~~", p.name)
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
