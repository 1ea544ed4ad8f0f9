//! The end-of-game lines of the barème (§8): the chorus's correct enquêtes, the FV
//! participation every day and the Répétitions texts.

use std::collections::BTreeSet;

use crate::notice::PlayerId;
use crate::ronde::ledger::Line;
use crate::ronde::proces::{Plainte, PlainteKind};
use crate::ronde::state::State;
use crate::ronde::tx::Tx;

/// The days a player took part in the FV (« Répétitions, Procès etc. »): his posts, and the
/// procès he opened or complained in himself (a forced plainte is not his doing).
fn participation_days(s: &State, player: PlayerId, posts: &BTreeSet<u32>) -> BTreeSet<u32> {
    let mut days = posts.clone();
    for p in &s.proces {
        if p.opener.player() == Some(player) {
            days.insert(p.day);
        }
        let own = |x: &&Plainte| x.author == Some(player) && x.kind != PlainteKind::Forced;
        days.extend(
            p.plaintes
                .iter()
                .filter(own)
                .map(|x| s.settings.day_of(x.at)),
        );
    }
    days
}

/// The end-of-game lines: investigations, FV participation, Répétitions (each valid text).
pub fn score_end(tx: &mut Tx) {
    let enquetes = tx.s.chorus.enquetes.clone();
    for e in enquetes {
        let now = || tx.s.player(e.target).and_then(|x| x.personnage) == Some(e.personnage);
        if e.correct.unwrap_or_else(now) {
            for m in e.members {
                tx.score(m, 50, Line::Enqueter, format!("enqueter J{}", e.day));
            }
        }
    }
    let players: Vec<_> =
        tx.s.players
            .values()
            .filter(|x| x.personnage.is_some())
            .cloned()
            .collect();
    for x in players {
        let days = participation_days(&tx.s, x.id, &x.fv_days);
        if (2..=13).all(|d| days.contains(&d)) {
            tx.score(x.id, 50, Line::ParticipationFv, "fv J2-J13".into());
        }
        let reps =
            tx.s.posts
                .iter()
                .filter(|p| p.author == x.id && p.channel == "repetitions" && p.counted)
                .count();
        if reps >= 10 {
            tx.score(
                x.id,
                50,
                Line::RepetitionsBeaucoup,
                format!("repetitions {reps}"),
            );
        } else if reps <= 6 {
            tx.score(
                x.id,
                -50,
                Line::RepetitionsPeu,
                format!("repetitions {reps}"),
            );
        }
    }
}
