//! The forced-win search of §6.2: can one faction force its win whatever the others do?
//!
//! The game ends as soon as some faction F has a way to play that wins against every reply
//! of every other player and every chance draw. This module plays the real rules (§3, §4)
//! on an abstraction: living players are [`Token`]s (camp, kind, flags) without names,
//! identical tokens collapse into counts, and a [`Position`] is canonical and ordered.
//!
//! # Two sides, and what F knows
//!
//! F plays against one adversary: every other faction plus chance. In each simultaneous
//! step F commits first and the adversary answers having seen it. F's players only know
//! what they could know: what is public (the sash, locks, pre-loaded votes once the vote
//! opens, a tie, a revealed Idiot), the den's members for the Meute and the Loup-Garou
//! Blanc (not their sub-roles, so not who the Loup-Garou Blanc is), their own tokens for a
//! Solitaire or a mixed couple, the soaked for the Pyromane, the target for the
//! Mercenaire. F therefore targets *signatures* (what it sees of a token) and the adversary
//! picks which token behind the signature is hit; and F's strategy must win in every
//! position it cannot tell from the real one (its *belief*: the hidden parts of the tokens
//! dealt again in every compatible way). The search is an AND-OR search over beliefs, and
//! F's later choices depend only on what it observed. Without this the Village, which does
//! not know the wolves, would "force" almost every game on day 2; with it the required
//! position "2 v 2 at dawn with a Village Maire goes on" holds. The initial belief assumes
//! F knows which roles are alive and the state of their items (the composition minus the
//! revealed dead); that only narrows the belief, and a proved strategy still wins in the
//! real position, observing only what F's players see.

//! # Soundness: what the adversary gets for free
//!
//! The abstraction may give F fewer options than the real game, never the adversary fewer:
//! - F commits its whole night at the Préparatifs (Griffes target, Sorcière "save the prey"
//!   or poison, infection yes/no, the Loup-Garou Blanc's victim, the Pyromane's act), before
//!   any hidden choice of the adversary. F never uses the Corbeau, Serrurier, Aubergiste,
//!   Tailleur, Dictateur, Tavernier or Petite Fille, never stays out to get pre-loaded votes,
//!   and votes as one block or abstains. Information roles give F nothing.
//! - The adversary chooses the prey among every reachable Griffes outcome (ties are its),
//!   may have its Petite Fille caught (she becomes the prey), and its Aubergiste may empty
//!   the prey's house (not his own, not last night's guest), choosing after the hunt.
//! - Its Corbeau mark, Serrurier lock, coup and tournée are chosen at dawn, after the
//!   night (a tournée even if the Tavernier died; a coup only if the Dictateur lives).
//! - At the first vote of a day reached through a night, each adversary token may carry up
//!   to max(1, ⌊0.2 × living⌋) + 1 self-inflicted pre-loaded votes (surpris dehors and
//!   retardataire), chosen when the vote opens.
//! - At a vote, the adversary steers every reachable result: each sole leader, and each
//!   pair inside a reachable tie set (F's Maire picks among that pair only).
//! - Its Rachimbourg decides after seeing the first vote's result and may order the second
//!   vote even if he was hanged by it (he could have pressed during the vote).
//! - A position built after the Chasse lets the adversary name any non-den prey.
//! - Its Tailleur de Pierre walls any house but his own and last night's, even in a
//!   position built mid-night: F's visits to or from it fail
//!   (poison, the Loup-Garou Blanc's kill, soaking, the Sorcière's save), a walled F hunter
//!   skips the Chasse, and a walled prey escapes; the adversary's own visits never fail.
//! - Its Serrurier's lock may already keep one of F's acting tokens home in the night it is
//!   cast (§4.2's "stays home"; §5 starts it at dawn): that token's night actions fail, and
//!   F's tokens already locked never act at night.
//! - Night 1's Préparatifs (arrows, contract) is not modelled: nothing is proved there.
//! - Departures (*parti*, `/mj exclure`) are not in the abstraction. An adversary token
//!   leaving only removes adversary power, except for the Mercenaire: his target may leave
//!   (ending the contract) at any moment, so his win is never proved in advance; it is
//!   only reported once the hanging happened ([`Position::outcome`]).
//!
//! # What it cannot prove (yet)
//!
//! F never uses the Serrurier, the Aubergiste, the Tailleur de Pierre, the Petite Fille nor
//! information, and commits its night before seeing the prey: real forced wins that need
//! them stay "not proven". The Village, which never knows who the wolves are, is proved
//! only by elimination (terminal positions, or when every world of its belief wins). The
//! Mercenaire is never proved ahead of the hanging; night 1's Préparatifs is out of scope.
//! Each faction gets the whole budget (the Village at most [`VILLAGE_CAP`]).
//!
//! # Building a position from a game
//!
//! - One [`Token`] per living player: `camp` = the role's camp (`Meute` for an infected
//!   player, `Mercenaire` while the contract runs, else `Village`, `LoupGarouBlanc`,
//!   `Pyromane`); [`Kind`] = the role with its items (information-only roles, Cupidon after
//!   night 1, the Roi du silence and the Nécromancien are `Plain`); flags: the sash, soaked,
//!   locked, lover, contract target, pre-loaded votes for the day's first vote, tied (only
//!   at a `Tie`). At most one token wears the sash.
//! - The [`DecisionPoint`]: `Dawn` once the dawn announcement and its queue are done (the
//!   day then starts: election, coup, tournée or vote), `Vote` / `SecondVote` while voting,
//!   `Tie` while the Maire decides, `Dusk` after the day, `Night(step)` during a night
//!   (F then has no action left in that night), `Shot` / `Succession` with
//!   [`Pending::shots`] / [`Pending::succession`] and [`Pending::resume`] filled.
//! - [`PositionBuilder::night_even`]: the current night (at night) or the next one is even;
//!   [`PositionBuilder::election_due`] before day 2's election; [`Pending`]: a planned coup or
//!   tournée, the running contract, the Rachimbourg's faction at a `RachimbourgWindow`.
//!
//! # Value
//!
//! 1 iff F's §6.1 condition holds; 0 for another winner or a draw. Least fixed point: a
//! belief met again on the current path counts 0 and a `false` that depended on it is not
//! cached (a `true` always is). Above the budget the answer is [`SearchResult::NotProven`].
//!
//! # Cost: bounded whatever the number of living
//!
//! A position of 15 wolves and 15 villagers is small (two token classes), and its search
//! must be too. Nothing is enumerated seat by seat: a vote's results are per token class
//! (`day::tally`), every adversary choice is among distinct tokens. Everything the search
//! builds counts against its budget: a node, each position a move leads to, each line of
//! a night (a night too wide for what is left is refused before it is built: the
//! adversary's actors multiply their options), each world of the first belief (a belief
//! larger than the budget cannot be proved; its dealing is bounded too). Three things keep
//! the answers short:
//! - the fast paths (`fast`): the Maire's majority (parity is enough, the seed's example)
//!   and the hunters' strict majority win by an invariant, without playing to the end;
//! - the bound (`bound`): a faction the adversary outvotes by more than everything it
//!   could ever take back is answered "not proven" before any node, at any size;
//! - refutation first (`refute`): each of F's moves is first tried against the
//!   adversary's most dangerous line only, and most moves fall there; F's next beliefs are
//!   then tried the most dangerous first. F's own moves are tried the likeliest first
//!   (the adversary's tokens before F's, "nobody" last).
//!
//! A search begun in the middle of a night (an infection, a departure) first plays the
//! rest of that night, F having nothing left to do in it.

mod bound;
mod dawn;
mod day;
mod deal;
mod deaths;
mod fast;
mod night;
mod position;
mod refute;
mod remedes;
mod rules;
mod search;
mod strategy;
mod token;
mod view;
mod vote;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_deal;
#[cfg(test)]
mod tests_early;
#[cfg(test)]
mod tests_more;
#[cfg(test)]
mod tests_powers;
#[cfg(test)]
mod tests_props;
#[cfg(test)]
mod tests_solitaire;

pub use position::{DecisionPoint, NightStep, Outcome, Pending, Position, PositionBuilder, Resume};
pub use strategy::{strategy, Continuation, Move, Strategy};
pub use token::{Faction, Kind, Token};

/// The budget used by the game: about 10^5 nodes.
pub const DEFAULT_BUDGET: usize = 100_000;

/// The answer of [`search`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchResult {
    /// F can force its win; `nodes` were visited.
    Forced { nodes: usize },
    /// No forced win was found within the budget (or the position is outside the model).
    NotProven { nodes: usize },
}

impl SearchResult {
    /// Whether the win is forced.
    pub fn is_forced(&self) -> bool {
        matches!(self, SearchResult::Forced { .. })
    }
    /// The nodes visited.
    pub fn nodes(&self) -> usize {
        match self {
            SearchResult::Forced { nodes } | SearchResult::NotProven { nodes } => *nodes,
        }
    }
}

/// Whether `faction` can force its win from `position`, visiting at most `budget` nodes.
///
/// ```
/// use engine::loups_garous::forced_win::{search, DecisionPoint, Faction, Position, Token};
/// // The seed's example: at the vote, 2 wolves against 2 villagers without powers.
/// let pos = Position::builder(DecisionPoint::Vote)
///     .add(Token::wolf(), 2)
///     .add(Token::villager(), 2)
///     .build();
/// assert!(search(&pos, Faction::Meute, 10_000).is_forced());
/// assert!(!search(&pos, Faction::Village, 10_000).is_forced());
/// ```
pub fn search(position: &Position, faction: Faction, budget: usize) -> SearchResult {
    if let Some(o) = position.outcome() {
        return if o == Outcome::Win(faction) {
            SearchResult::Forced { nodes: 0 }
        } else {
            SearchResult::NotProven { nodes: 0 }
        };
    }
    if faction == Faction::Mercenaire
        || !search::startable(position)
        || bound::hopeless(position, faction)
        || bound::hanged_out(position, faction)
    {
        return SearchResult::NotProven { nodes: 0 };
    }
    let Some(belief) = view::belief_of(position, faction, search::belief_limit(budget)) else {
        return SearchResult::NotProven { nodes: 0 };
    };
    let mut s = search::Searcher::new(faction, budget);
    let (won, _) = s.value(&belief);
    if won {
        SearchResult::Forced { nodes: s.nodes }
    } else {
        SearchResult::NotProven { nodes: s.nodes }
    }
}

/// The faction that can force its win from `position`, if any: the one already winning by
/// §6.1, else each faction present in turn (each search with `budget`). `None` also for a
/// draw (nobody alive).
///
/// ```
/// use engine::loups_garous::forced_win::{check, DecisionPoint, Faction, Position, Token};
/// let only_village = Position::builder(DecisionPoint::Dawn).add(Token::villager(), 3).build();
/// assert_eq!(check(&only_village, 1_000), Some(Faction::Village));
/// let nobody = Position::builder(DecisionPoint::Dawn).build();
/// assert_eq!(check(&nobody, 1_000), None);
/// ```
pub fn check(position: &Position, budget: usize) -> Option<Faction> {
    match position.outcome() {
        Some(Outcome::Win(f)) => return Some(f),
        Some(Outcome::Draw) => return None,
        None => {}
    }
    position
        .factions()
        .into_iter()
        .find(|&f| search(position, f, faction_budget(position, f, budget)).is_forced())
}

/// The Village's proofs are short once four players live (it never knows who the wolves
/// are, so it wins by elimination or against an exposed wolf), while its searches that
/// prove nothing there were about a third of all nodes searched: its budget is capped at
/// [`VILLAGE_CAP`] then. A smaller budget only says "not proven" more often; soundness does
/// not depend on it.
pub fn faction_budget(position: &Position, faction: Faction, budget: usize) -> usize {
    if faction == Faction::Village && position.living() >= 4 {
        budget.min(VILLAGE_CAP)
    } else {
        budget
    }
}

/// See [`faction_budget`].
pub const VILLAGE_CAP: usize = 32;
