//! Statistics of a server's finished games, computed from their records (themselves folded
//! from the logs): a player's (games, wins, by camp and role, survival, Personnages, the
//! Ronde's points) and the server's (games by size, each camp's win rate by number of
//! players, the roles that win most, and the simulator's rate for the same compositions).

use std::collections::BTreeMap;
use std::sync::Arc;

use engine::loups_garous::LoupsGarous;
use engine::ronde::Ronde;
use engine::Game;

use super::Record;

/// Games played and won.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    pub games: u32,
    pub wins: u32,
}

impl Tally {
    fn add(&mut self, won: bool) {
        self.games += 1;
        self.wins += u32::from(won);
    }

    /// The share won, 0 when none was played.
    pub fn rate(self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            f64::from(self.wins) / f64::from(self.games)
        }
    }
}

/// One player's statistics on a server.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PlayerStats {
    /// Loups-Garous: every game, by camp at the end and by role; alive at the end.
    pub lg: Tally,
    pub survived: u32,
    pub by_camp: BTreeMap<String, Tally>,
    pub by_role: BTreeMap<String, Tally>,
    /// The Ronde: games, first places, masks kept, Personnages played, points.
    pub ronde: Tally,
    pub masked: u32,
    pub personnages: BTreeMap<String, u32>,
    pub points: i64,
    pub best: Option<i64>,
}

/// A player's statistics over `records`.
pub fn player(records: &[Arc<Record>], id: u64) -> PlayerStats {
    let mut s = PlayerStats::default();
    for r in records {
        let Some(p) = r.players.iter().find(|p| p.id == id) else {
            continue;
        };
        match r.kind.as_str() {
            LoupsGarous::KIND => {
                s.lg.add(p.won);
                s.survived += u32::from(p.survived);
                s.by_camp.entry(p.camp.clone()).or_default().add(p.won);
                s.by_role.entry(p.role.clone()).or_default().add(p.won);
            }
            Ronde::KIND => {
                s.ronde.add(p.won);
                s.masked += u32::from(p.survived);
                *s.personnages.entry(p.role.clone()).or_default() += 1;
                let points = p.points.unwrap_or(0);
                s.points += points;
                s.best = Some(s.best.map_or(points, |b| b.max(points)));
            }
            _ => {}
        }
    }
    s
}

/// A server's statistics.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ServerStats {
    /// Games by kind and number of players.
    pub by_size: BTreeMap<(String, usize), u32>,
    /// Loups-Garous: by number of players, the games and each camp's wins (`aucun`: none won).
    pub camps: BTreeMap<usize, (u32, BTreeMap<String, u32>)>,
    /// Loups-Garous' roles, most winning first: (role, its holders' tally).
    pub roles: Vec<(String, Tally)>,
    /// The compositions played (Loups-Garous), each with how many games.
    pub compositions: BTreeMap<Vec<String>, u32>,
    /// The Ronde's final points of every player of every game.
    pub ronde_points: Vec<i64>,
}

/// What no camp winning is called in the tables.
pub const NONE_WON: &str = "aucun";

/// A server's statistics over `records`.
pub fn server(records: &[Arc<Record>]) -> ServerStats {
    let mut s = ServerStats::default();
    let mut roles: BTreeMap<String, Tally> = BTreeMap::new();
    for r in records {
        let size = r.players.len();
        *s.by_size.entry((r.kind.clone(), size)).or_default() += 1;
        match r.kind.as_str() {
            LoupsGarous::KIND => {
                let (games, wins) = s.camps.entry(size).or_default();
                *games += 1;
                let winner = r.winner.clone().unwrap_or_else(|| NONE_WON.to_owned());
                *wins.entry(winner).or_default() += 1;
                *s.compositions.entry(r.composition.clone()).or_default() += 1;
                for p in &r.players {
                    roles.entry(p.role.clone()).or_default().add(p.won);
                }
            }
            Ronde::KIND => s
                .ronde_points
                .extend(r.players.iter().filter_map(|p| p.points)),
            _ => {}
        }
    }
    s.roles = roles.into_iter().collect();
    s.roles.sort_by(|a, b| {
        b.1.rate()
            .total_cmp(&a.1.rate())
            .then(b.1.games.cmp(&a.1.games))
            .then(a.0.cmp(&b.0))
    });
    s
}

/// `regisseur simulate`'s win rate of each camp for a composition (role ids), over `games`
/// bot games; `None` when the composition does not play.
pub fn simulated(composition: &[String], games: usize) -> Option<BTreeMap<String, f64>> {
    let roles: Vec<engine::loups_garous::Role> = composition
        .iter()
        .map(|id| engine::loups_garous::Role::from_id(id))
        .collect::<Option<_>>()?;
    let summary =
        engine::loups_garous::simulate::simulate(roles.len(), Some(roles), 1, games, |_| ())
            .ok()?;
    Some(
        summary
            .wins
            .iter()
            .map(|(camp, wins)| {
                let name = camp.map_or(NONE_WON, |c| c.id()).to_owned();
                (name, *wins as f64 / summary.games.max(1) as f64)
            })
            .collect(),
    )
}
