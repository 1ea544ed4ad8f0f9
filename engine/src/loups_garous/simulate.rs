//! The balance meter (issue 3, point 8), engine side: plays whole games with simple bot
//! players and sums them up. The `regisseur simulate` command prints [`Summary`].
//!
//! Two kinds of bots ([`Players`]). Random ones (the first meter): everyone goes home in
//! time; wolves hunt a random non-wolf; the Voyante votes a wolf she saw; the others vote at
//! random among the living; other powers are used at random. Smart ones play on what their
//! seat knows (the `knowledge` module): suspicion from claims, votes and deaths for the village, one
//! prey and one vote for the den, their own goals for the Solitaires.

mod den;
mod knowledge;
mod players;
mod public;
mod random;
mod score;
mod smart;
#[cfg(test)]
mod smart_tests;
mod summary;
mod talk;

pub use players::Players;
pub use summary::{simulate, simulate_as, table, Summary};

use knowledge::Minds;
use smart::View;

use std::collections::BTreeMap;

use chrono::DateTime;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::command::{Command, MjCommand};
use super::event::{EndReason, Event};
use super::inventory::usable_items;
use super::role::{Camp, Item, Role};
use super::settings::Settings;
use super::state::{Phase, State};
use super::victory::won;
use super::{ForcedCache, LoupsGarous};
use crate::game::{Ctx, Game, Timestamp};
use crate::notice::PlayerId;

/// One simulated game.
#[derive(Debug, Clone, PartialEq)]
pub struct GameSummary {
    pub winner: Option<Camp>,
    pub reason: Option<EndReason>,
    /// The day the game ended on.
    pub days: u32,
    /// Each seat's role, whether it survived and whether it won.
    pub seats: Vec<(Role, bool, bool)>,
}

/// Plays one game of `players` seats (`composition`: `None` for the §7 table).
pub fn simulate_game(
    players: usize,
    composition: Option<Vec<Role>>,
    seed: u64,
) -> Result<GameSummary, super::Error> {
    simulate_game_cached(players, composition, seed, &mut ForcedCache::new())
}

/// [`simulate_game`] with §6.2's verdicts memoised in `cache`, which a caller playing many
/// games keeps from one to the next (the cache is exact: the game is the same).
pub fn simulate_game_cached(
    players: usize,
    composition: Option<Vec<Role>>,
    seed: u64,
    cache: &mut ForcedCache,
) -> Result<GameSummary, super::Error> {
    simulate_game_as(players, composition, seed, cache, Players::default())
}

/// [`simulate_game_cached`] with the given players.
pub fn simulate_game_as(
    players: usize,
    composition: Option<Vec<Role>>,
    seed: u64,
    cache: &mut ForcedCache,
    kind: Players,
) -> Result<GameSummary, super::Error> {
    let mut bot = Bot::start(players, composition, seed, std::mem::take(cache), kind)?;
    let summary = bot.play();
    *cache = bot.cache;
    Ok(summary)
}

/// Every player command one simulated game of `players` seats sends, in order (the
/// vocabulary table's round-trip test reads them).
pub fn simulate_commands(players: usize, seed: u64) -> Result<Vec<Command>, super::Error> {
    let mut bot = Bot::start(players, None, seed, ForcedCache::new(), Players::default())?;
    bot.played = Some(Vec::new());
    bot.play();
    Ok(bot.played.unwrap_or_default())
}

/// Every event one simulated game of `players` seats emits, in order, and its summary (the
/// same-seed-same-game check reads them, with `kind`'s players).
pub fn simulate_events(
    players: usize,
    seed: u64,
    kind: Players,
) -> Result<(Vec<Event>, GameSummary), super::Error> {
    let mut bot = Bot::start(players, None, seed, ForcedCache::new(), kind)?;
    let summary = bot.play();
    Ok((bot.history, summary))
}

impl Bot {
    /// Plays the game to its end (or 20 000 ticks) and sums it up.
    fn play(&mut self) -> GameSummary {
        let bot = self;
        for _ in 0..20_000 {
            if bot.state.is_over() {
                break;
            }
            bot.act();
            let Some(d) = LoupsGarous::next_deadline(&bot.state) else {
                break;
            };
            bot.now = bot.now.max(d);
            let tick = Command::Tick(bot.now);
            bot.send(&tick);
        }
        let s = &bot.state;
        let days = match s.phase {
            Phase::Day(n, _) | Phase::Dusk(n) | Phase::Night(n, _) | Phase::Dawn(n) => n,
            _ => bot.day,
        };
        GameSummary {
            winner: s.outcome.and_then(|o| o.winner),
            reason: s.outcome.map(|o| o.reason),
            days,
            seats: s
                .players
                .iter()
                .map(|p| (p.role, p.alive, won(s, p.id)))
                .collect(),
        }
    }
}

struct Bot {
    state: State,
    now: Timestamp,
    seed: u64,
    seq: u64,
    rng: ChaCha8Rng,
    /// What each Voyante saw: the wolves she knows.
    seen: BTreeMap<PlayerId, Vec<PlayerId>>,
    acted: Vec<(Phase, PlayerId)>,
    day: u32,
    cache: ForcedCache,
    /// The player commands sent, when asked for.
    played: Option<Vec<Command>>,
    /// Every event so far: the state is their fold.
    history: Vec<Event>,
    kind: Players,
    /// What each seat knows (fed only when some seat is smart).
    minds: Minds,
}

impl Bot {
    fn start(
        n: usize,
        composition: Option<Vec<Role>>,
        seed: u64,
        cache: ForcedCache,
        kind: Players,
    ) -> Result<Bot, super::Error> {
        let players = (1..=n as u64)
            .map(|i| (PlayerId(i), format!("J{i}")))
            .collect();
        let mut bot = Bot {
            state: State::default(),
            now: DateTime::from_timestamp(1_800_000_000, 0).unwrap_or_default(),
            seed,
            seq: 0,
            rng: ChaCha8Rng::seed_from_u64(seed ^ 0xb07),
            seen: BTreeMap::new(),
            acted: Vec::new(),
            day: 1,
            cache,
            played: None,
            history: Vec::new(),
            kind,
            minds: Minds::default(),
        };
        let create = Command::Create {
            players,
            settings: Box::new(Settings::default()),
            roles: None,
            composition,
            seed,
            fixed_seating: false,
        };
        bot.send_checked(&create)?;
        bot.send_checked(&Command::Mj(MjCommand::Start))?;
        bot.minds.smart = bot.minds.seats.iter().map(|k| kind.smart(k.role)).collect();
        Ok(bot)
    }

    fn send_checked(&mut self, command: &Command) -> Result<(), super::Error> {
        let mut ctx = Ctx::new(self.now, self.seed, self.seq);
        let state = std::mem::take(&mut self.state);
        let (state, decided) = LoupsGarous::decide_owned(state, command, &mut ctx, &mut self.cache);
        self.state = match state {
            Some(state) => state,
            None => self.replay(),
        };
        let events = decided?;
        for e in &events {
            if let Event::SeerSaw { seer, target, role } = e {
                if role.in_den() {
                    self.seen.entry(*seer).or_default().push(*target);
                }
            }
            if self.kind != Players::Random {
                self.minds.observe(e);
            }
            self.seq += 1;
        }
        self.history.extend(events);
        Ok(())
    }

    /// The state folded again from the history (a refusal after some events kept it).
    fn replay(&self) -> State {
        let mut state = State::default();
        for e in &self.history {
            LoupsGarous::apply(&mut state, e);
        }
        state
    }

    fn send(&mut self, command: &Command) {
        let _ = self.send_checked(command);
    }

    /// Every living player who has something to do in this phase does it once.
    fn act(&mut self) {
        let phase = self.state.phase;
        if let Phase::Day(n, _) = phase {
            self.day = n;
        }
        if self.kind != Players::Random {
            self.minds.talk(&mut self.rng);
        }
        let ids: Vec<PlayerId> = self.state.players.iter().map(|p| p.id).collect();
        for id in ids {
            if self.acted.contains(&(phase, id)) {
                continue;
            }
            let items = usable_items(&self.state, id);
            if items.is_empty() {
                continue;
            }
            self.acted.push((phase, id));
            for item in items {
                if let Some(command) = self.decide(id, item) {
                    self.send(&command);
                    if let Some(played) = &mut self.played {
                        played.push(command);
                    }
                }
            }
        }
        self.acted.retain(|(p, _)| *p == phase);
    }

    /// A smart seat's choice, or a random one's.
    fn decide(&mut self, me: PlayerId, item: Item) -> Option<Command> {
        let seat = self
            .minds
            .public
            .seat(me)
            .filter(|i| self.minds.is_smart(*i));
        match seat {
            Some(i) if self.kind != Players::Random => {
                let view = View::of(&self.state, &self.minds.public, me);
                self.minds.choose(i, item, &view, &mut self.rng)
            }
            _ => self.choose(me, item),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn simulated_games_end_and_add_up() {
        let summary = simulate(12, None, 3, 40, |_| {}).unwrap();
        assert_eq!(summary.games, 40);
        assert_eq!(summary.wins.values().sum::<usize>(), 40);
        assert!(summary.average_days() >= 2.0);
        let (p, lo, hi) = summary.rate(Some(Camp::Village));
        assert!(lo <= p && p <= hi);
        assert!(summary.wins.get(&None).copied().unwrap_or(0) < 40);
    }

    #[test]
    fn the_state_handed_over_is_the_fold_of_the_history() {
        for (players, kind) in [(8, Players::Random), (30, Players::Smart)] {
            let mut bot = Bot::start(players, None, 5, ForcedCache::new(), kind).unwrap();
            bot.play();
            assert_eq!(bot.replay(), bot.state);
        }
    }

    #[test]
    fn a_bad_composition_is_refused() {
        assert!(simulate_game(6, Some(vec![Role::Villageois; 6]), 1).is_err());
    }
}
