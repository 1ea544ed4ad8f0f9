//! The contract every game obeys: commands in, events out, state = fold of events.
//!
//! A game is a type implementing [`Game`]. The runtime never looks inside a state: it calls
//! [`Game::decide`] with the current time and a seeded RNG, commits the events, folds them
//! with [`Game::apply`] and re-arms the timer at [`Game::next_deadline`].

use std::collections::BTreeSet;
use std::fmt::Debug;

use chrono::{DateTime, Utc};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{de::DeserializeOwned, Deserialize, Serialize};

use crate::notice::{Audience, Notice, PlayerId};
use crate::offer::{Offer, Picked};

/// An instant, in UTC. The engine never reads a clock: every instant comes from [`Ctx`].
pub type Timestamp = DateTime<Utc>;

/// The version written next to every stored event, bumped when a payload changes shape.
pub const EVENT_VERSION: u32 = 1;

/// What `decide` may use besides the state: the current time and a seeded random source.
///
/// The RNG is derived from the game's seed and the sequence number of the next event, so
/// the same command on the same log always draws the same values. What was drawn must be
/// written into the events: `apply` and replay never draw again.
///
/// ```
/// use engine::game::Ctx;
/// use rand::Rng;
/// let now = chrono::DateTime::from_timestamp(0, 0).unwrap();
/// let a: u32 = Ctx::new(now, 42, 7).rng.random();
/// let b: u32 = Ctx::new(now, 42, 7).rng.random();
/// assert_eq!(a, b);
/// ```
#[derive(Debug, Clone)]
pub struct Ctx {
    pub now: Timestamp,
    pub rng: ChaCha8Rng,
}

impl Ctx {
    /// A context for the command that will write event number `seq` of a game seeded `seed`.
    pub fn new(now: Timestamp, seed: u64, seq: u64) -> Self {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        rng.set_stream(seq);
        Ctx { now, rng }
    }
}

/// A refusal: a stable kebab-case code (`target-dead`, `wrong-phase`…) whose Fluent message
/// id is `error-<code>`. A refused command leaves the state unchanged.
pub trait RuleError: std::error::Error + Debug + Clone + PartialEq {
    /// The stable code, kebab-case.
    fn code(&self) -> &'static str;

    /// The arguments of its message (`error-duplicate` names the procès); none by default.
    fn message_args(&self) -> Vec<(&'static str, String)> {
        Vec::new()
    }

    /// The id of its message, `error-<id>`: the code, unless the refusal says more than
    /// its code (« not now », and when the item serves).
    fn message_id(&self) -> &'static str {
        self.code()
    }
}

/// Readers and writers of one game channel.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ChannelAccess {
    pub read: BTreeSet<PlayerId>,
    pub write: BTreeSet<PlayerId>,
}

/// A decided command: its events, what they tell (each notice made with the state after its
/// event) and the state after them all.
#[derive(Debug, Clone)]
pub struct Decision<E, S> {
    pub events: Vec<E>,
    pub notices: Vec<Notice>,
    pub state: S,
}

/// How a game's time runs against the wall clock: in step with it (the default), or faster
/// from an instant on (a rehearsal, a test clock: 13 days in minutes). The engine only ever
/// sees game time; the runtime converts both ways.
///
/// ```
/// use engine::game::Pace;
/// let t = |s| chrono::DateTime::from_timestamp(s, 0).unwrap();
/// let fast = Pace { since: t(100), at: t(1_000), speed: 60 };
/// assert_eq!(fast.game_time(t(110)), t(1_600));
/// assert_eq!(fast.wall_time(t(1_600)), t(110));
/// assert_eq!(Pace::REAL.game_time(t(5)), t(5));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pace {
    /// The wall-clock instant this pace began.
    pub since: Timestamp,
    /// The game's instant then.
    pub at: Timestamp,
    /// Game seconds per wall-clock second (at least 1).
    pub speed: u32,
}

impl Pace {
    /// Time as the wall clock tells it.
    pub const REAL: Pace = Pace {
        since: DateTime::<Utc>::UNIX_EPOCH,
        at: DateTime::<Utc>::UNIX_EPOCH,
        speed: 1,
    };

    /// The game's instant at wall-clock instant `wall`.
    pub fn game_time(&self, wall: Timestamp) -> Timestamp {
        let elapsed = (wall - self.since).num_milliseconds();
        let scaled = elapsed.saturating_mul(i64::from(self.speed.max(1)));
        self.at
            .checked_add_signed(chrono::Duration::milliseconds(scaled))
            .unwrap_or(self.at)
    }

    /// The wall-clock instant at which the game reaches `game` (rounded up, so the game's
    /// time then is never short of it).
    pub fn wall_time(&self, game: Timestamp) -> Timestamp {
        let speed = i64::from(self.speed.max(1));
        let ahead = (game - self.at).num_milliseconds().div_euclid(speed)
            + i64::from((game - self.at).num_milliseconds().rem_euclid(speed) != 0);
        self.since
            .checked_add_signed(chrono::Duration::milliseconds(ahead))
            .unwrap_or(self.since)
    }
}

/// A game's rules. Implemented by a marker type (`LoupsGarous`, `Ronde`); every function is
/// pure.
pub trait Game: Sized + 'static {
    type State: Default + Clone + Debug + Serialize + DeserializeOwned + Send + Sync + 'static;
    type Command: Clone + Debug + Serialize + DeserializeOwned + Send + Sync + 'static;
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static;
    type Error: RuleError + Send + Sync + 'static;

    /// The kind written in the store (`loups-garous`, `ronde-des-pantins`).
    const KIND: &'static str;

    /// Decides what happens: the events a command causes, or why it is refused.
    fn decide(
        state: &Self::State,
        command: &Self::Command,
        ctx: &mut Ctx,
    ) -> Result<Vec<Self::Event>, Self::Error>;

    /// Folds one event into the state. No logic, no refusal, no randomness.
    fn apply(state: &mut Self::State, event: &Self::Event);

    /// The next instant at which the game must be woken with [`Game::tick`], if any.
    fn next_deadline(state: &Self::State) -> Option<Timestamp>;

    /// The command the scheduler sends when a deadline passes.
    fn tick(now: Timestamp) -> Self::Command;

    /// Whether the game is over (its actor may stop).
    fn is_over(state: &Self::State) -> bool;

    /// What the players, the MJs and the channels are told about an event, given the state
    /// after it was applied.
    fn notices(state: &Self::State, event: &Self::Event) -> Vec<Notice>;

    /// What `to` may do now: a player's own offers, or those open to anyone reading a
    /// channel (or the MJs). Nothing by default.
    fn offers(_state: &Self::State, _to: &Audience) -> Vec<Offer> {
        Vec::new()
    }

    /// Why an offer of `action` is no longer there, when the rules can say better than
    /// « expired » (a desk card another MJ decided: by whom and how). `None` by default.
    fn gone(_state: &Self::State, _action: &str) -> Option<Self::Error> {
        None
    }

    /// The command a pick of one of `player`'s offers stands for (`None`: no such action).
    fn command_for(_player: PlayerId, _action: &str, _picked: &Picked) -> Option<Self::Command> {
        None
    }

    /// Whether `player` used `action` in these events (a prompt says "done", not "expired").
    fn used(_events: &[Self::Event], _player: PlayerId, _action: &str) -> bool {
        false
    }

    /// Who may read and write each of the game's channels now, by the channel's stable name.
    fn access(_state: &Self::State) -> Vec<(&'static str, ChannelAccess)> {
        Vec::new()
    }

    /// The players seated at the game (lobby included), in seating order, with their names.
    fn seats(_state: &Self::State) -> Vec<(PlayerId, String)> {
        Vec::new()
    }

    /// How the game's time runs against the wall clock (the runtime gives `decide` game
    /// time, and sleeps until a deadline's wall-clock instant). In step by default.
    fn pace(_state: &Self::State) -> Pace {
        Pace::REAL
    }

    /// The random stream of the command that will write event number `seq` (see [`Ctx`]):
    /// the event count by default.
    fn stream(_state: &Self::State, seq: u64) -> u64 {
        seq
    }

    /// Decides and folds in one go: the events, their notices (each with the state after
    /// it) and the new state. A game whose `decide` already folds a scratch copy overrides
    /// this to hand that copy back instead of folding twice.
    fn evolve(
        state: &Self::State,
        command: &Self::Command,
        ctx: &mut Ctx,
    ) -> Result<Decision<Self::Event, Self::State>, Self::Error> {
        let events = Self::decide(state, command, ctx)?;
        let mut next = state.clone();
        let mut notices = Vec::new();
        for event in &events {
            Self::apply(&mut next, event);
            notices.extend(Self::notices(&next, event));
        }
        Ok(Decision {
            events,
            notices,
            state: next,
        })
    }

    /// The state a log of events leads to.
    fn replay<'a>(events: impl IntoIterator<Item = &'a Self::Event>) -> Self::State {
        let mut state = Self::State::default();
        for event in events {
            Self::apply(&mut state, event);
        }
        state
    }

    /// Decides and applies at once: the events and the new state, or the refusal.
    fn execute(
        state: &mut Self::State,
        command: &Self::Command,
        ctx: &mut Ctx,
    ) -> Result<Vec<Self::Event>, Self::Error> {
        let events = Self::decide(state, command, ctx)?;
        for event in &events {
            Self::apply(state, event);
        }
        Ok(events)
    }
}

/// An event as it is stored: its payload and the version of its shape.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Stored<E> {
    pub v: u32,
    pub event: E,
}

impl<E> Stored<E> {
    pub fn new(event: E) -> Self {
        Stored {
            v: EVENT_VERSION,
            event,
        }
    }
}
