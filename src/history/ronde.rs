//! A finished Ronde des Pantins' record: each player's Personnage, his points, whether he
//! ended first on the leaderboard (ties share it) and whether he kept his mask.

use engine::ronde::data::state::{Kind, Status};
use engine::ronde::{ledger, Ronde, State};

use super::{Played, Recorded};

impl Recorded for Ronde {
    fn record(s: &State) -> Option<(Option<String>, Vec<String>, Vec<Played>)> {
        if !s.dealt || !s.outcome.ended() {
            return None;
        }
        let board = ledger::leaderboard(s);
        let top = board.iter().map(|(_, points)| *points).max();
        let players = s
            .players
            .values()
            .filter(|p| p.kind == Kind::Joueur)
            .map(|p| {
                let points = ledger::total(s, p.id);
                Played {
                    id: p.id.0,
                    name: p.name.clone(),
                    role: p.personnage.map_or("figurant", |x| x.id()).to_owned(),
                    camp: String::new(),
                    won: top == Some(points),
                    survived: p.status != Status::Demasque,
                    points: Some(points),
                }
            })
            .collect();
        Some((None, Vec::new(), players))
    }
}
