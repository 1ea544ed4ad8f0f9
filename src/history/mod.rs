//! Finished games as the history and the statistics read them: each game's log folded once
//! into a [`Record`] (who played what, who won, who was still in the game at the end, the
//! points), kept in memory — a finished game never changes. The logs stay the only source.

mod lg;
pub mod plot;
mod ronde;
pub mod stats;

use std::collections::BTreeMap;
use std::sync::Arc;

use engine::game::Stored;
use engine::loups_garous::LoupsGarous;
use engine::ronde::Ronde;
use engine::{Game, Timestamp};
use tokio::sync::Mutex;

use crate::store::{GameId, GameRecord, Store, StoreError};

/// One finished game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    pub game: GameId,
    /// The game's kind (`loups-garous`, `ronde-des-pantins`).
    pub kind: String,
    /// Its log's last instant.
    pub ended: Timestamp,
    /// The winning camp's id (`village`, `loups`…; the Ronde: none).
    pub winner: Option<String>,
    /// The roles dealt, sorted (Loups-Garous), for the simulator's comparison.
    pub composition: Vec<String>,
    pub players: Vec<Played>,
}

/// One player's part in a finished game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Played {
    pub id: u64,
    pub name: String,
    /// His role's id, or his Personnage's.
    pub role: String,
    /// His camp at the end (Loups-Garous), empty in the Ronde.
    pub camp: String,
    pub won: bool,
    /// Alive at the end (Loups-Garous), still masked (the Ronde).
    pub survived: bool,
    /// The Ronde's points.
    pub points: Option<i64>,
}

/// A game kind whose finished games are recorded.
pub trait Recorded: Game {
    /// What the finished game's state says (`None` while it runs or if it never started).
    fn record(state: &Self::State) -> Option<(Option<String>, Vec<String>, Vec<Played>)>;
}

/// Every server's finished games, read from the store once each.
pub struct History {
    store: Store,
    kept: Mutex<BTreeMap<GameId, Option<Arc<Record>>>>,
}

impl History {
    pub fn new(store: Store) -> History {
        History {
            store,
            kept: Mutex::default(),
        }
    }

    /// A server's finished games that were played, oldest first.
    pub async fn of(&self, guild: u64) -> Result<Vec<Arc<Record>>, StoreError> {
        let games = self.store.finished_games(guild).await?;
        let mut out = Vec::with_capacity(games.len());
        for game in games {
            let known = self.kept.lock().await.get(&game.id).cloned();
            let record = if let Some(record) = known {
                record
            } else {
                let record = self.read(&game).await?.map(Arc::new);
                self.kept.lock().await.insert(game.id, record.clone());
                record
            };
            out.extend(record);
        }
        Ok(out)
    }

    async fn read(&self, game: &GameRecord) -> Result<Option<Record>, StoreError> {
        let rows = self.store.events(game.id).await?;
        let Some(ended) = rows.last().map(|r| r.at) else {
            return Ok(None);
        };
        let payloads: Vec<&str> = rows.iter().map(|r| r.payload.as_str()).collect();
        let found = match game.kind.as_str() {
            LoupsGarous::KIND => fold::<LoupsGarous>(&payloads),
            Ronde::KIND => fold::<Ronde>(&payloads),
            _ => None,
        };
        Ok(found.map(|(winner, composition, players)| Record {
            game: game.id,
            kind: game.kind.clone(),
            ended,
            winner,
            composition,
            players,
        }))
    }
}

type Found = (Option<String>, Vec<String>, Vec<Played>);

/// A log folded and recorded; `None` when an event no longer reads or the game was not played.
pub fn fold<G: Recorded>(payloads: &[&str]) -> Option<Found> {
    let mut state = G::State::default();
    for payload in payloads {
        let event = serde_json::from_str::<Stored<G::Event>>(payload)
            .ok()?
            .event;
        G::apply(&mut state, &event);
    }
    G::record(&state)
}
