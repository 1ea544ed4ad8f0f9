//! A finished Loups-Garous game's record: each player's role, camp at the end, whether his
//! camp won (the engine's `victory::won`) and whether he was alive.

use engine::loups_garous::{victory, LoupsGarous, State};

use super::{Played, Recorded};

impl Recorded for LoupsGarous {
    fn record(s: &State) -> Option<(Option<String>, Vec<String>, Vec<Played>)> {
        let outcome = s.outcome?;
        if s.players.is_empty() {
            return None;
        }
        let mut composition: Vec<String> =
            s.players.iter().map(|p| p.role.id().to_owned()).collect();
        composition.sort();
        let players = s
            .players
            .iter()
            .map(|p| Played {
                id: p.id.0,
                name: p.name.clone(),
                role: p.role.id().to_owned(),
                camp: victory::camp_of(s, p.id).id().to_owned(),
                won: victory::won(s, p.id),
                survived: p.alive,
                points: None,
            })
            .collect();
        Some((
            outcome.winner.map(|c| c.id().to_owned()),
            composition,
            players,
        ))
    }
}
