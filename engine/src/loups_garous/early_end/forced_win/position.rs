//! The abstract position: decision point, night parity, tokens (counted) and pending effects.

use super::token::{Faction, Token};

/// The game's night steps (§3.3). A position built in the middle of a night gives F no
/// action for the rest of it (the adversary keeps all of its own).
pub use crate::loups_garous::state::NightStep;

/// Where the game stands: who decides next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum DecisionPoint {
    /// The dawn announcement is over: the day begins (election on day 2, coup, tournée, vote).
    Dawn,
    /// Day 2's Maire election.
    Election,
    /// The day's first vote (pre-loaded votes count).
    Vote,
    /// A tie waiting for the Maire (the tied tokens carry [`Token::tied`]).
    Tie { second: bool },
    /// The Rachimbourg may order a second vote (`by`: his faction when the first vote opened).
    RachimbourgWindow { by: Faction },
    /// The Rachimbourg's second vote.
    SecondVote,
    /// The Dictateur executes someone or nobody.
    Coup,
    /// The Crépuscule: the night comes next.
    Dusk,
    /// A night step.
    Night(NightStep),
    /// A dead Chasseur shoots (the shooters wait in [`Pending::shots`]).
    Shot,
    /// A dead Maire names a successor ([`Pending::succession`]).
    Succession,
}

/// Where the game goes once the death queue is empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum Resume {
    /// To the day (after the dawn's deaths).
    #[default]
    Day,
    /// After the first vote (Rachimbourg's window, then the day ends).
    FirstVote,
    /// After the second vote (the day ends).
    SecondVote,
    /// After a coup (the day ends without a vote).
    Coup,
}

/// Effects waiting for a later decision point.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Pending {
    /// Dead Chasseurs still to shoot, in queue order (their faction when they died).
    pub shots: Vec<Faction>,
    /// A dead Maire's faction, naming a successor once the shots are done.
    pub succession: Option<Faction>,
    /// Where the game goes when the queue is empty.
    pub resume: Resume,
    /// A coup d'État is planned for the next day.
    pub coup: bool,
    /// A tournée générale is planned for the next day.
    pub tournee: bool,
    /// The Mercenaire's contract runs (its first voting day has not ended).
    pub contract: bool,
    /// The contract was fulfilled: the Mercenaire has won.
    pub mercenaire_won: bool,
    /// The adversary may give its own tokens pre-loaded votes at this day's first vote
    /// (it may have stayed out at the Crépuscule or been late at the Retraite).
    pub self_preload: bool,
    /// The faction of the unused Rachimbourg on the square when the first vote opened.
    pub window: Option<Faction>,
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Outcome {
    Win(Faction),
    /// Nobody is alive.
    Draw,
}

/// A canonical abstract position: identical tokens collapse into counts, so two positions
/// that differ only by names compare equal; `Ord` lets it key a `BTreeMap`.
///
/// ```
/// use engine::loups_garous::forced_win::{DecisionPoint, Position, Token};
/// let a = Position::builder(DecisionPoint::Vote)
///     .add(Token::wolf(), 1)
///     .add(Token::villager(), 2)
///     .add(Token::wolf(), 1)
///     .build();
/// let b = Position::builder(DecisionPoint::Vote)
///     .add(Token::villager(), 2)
///     .add(Token::wolf(), 2)
///     .build();
/// assert_eq!(a, b);
/// assert_eq!(a.living(), 4);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Position {
    pub(crate) point: DecisionPoint,
    /// The current (at night) or next (by day) night is even: the Loup-Garou Blanc strikes.
    pub(crate) night_even: bool,
    /// Day 2's election is behind.
    pub(crate) elected: bool,
    pub(crate) tokens: Vec<(Token, u8)>,
    pub(crate) pending: Pending,
}

/// Builds a [`Position`]; see [`Position::builder`].
#[derive(Clone, Debug)]
pub struct PositionBuilder {
    pos: Position,
}

impl PositionBuilder {
    /// Adds `count` identical tokens.
    pub fn add(mut self, token: Token, count: u8) -> Self {
        self.pos.tokens.push((token, count));
        self
    }
    /// The current (at night) or next (by day) night is even (default: odd).
    pub fn night_even(mut self, even: bool) -> Self {
        self.pos.night_even = even;
        self
    }
    /// Day 2's Maire election is still to come (default: it is behind).
    pub fn election_due(mut self) -> Self {
        self.pos.elected = false;
        self
    }
    /// Replaces the pending effects.
    pub fn pending(mut self, pending: Pending) -> Self {
        self.pos.pending = pending;
        self
    }
    /// The canonical position.
    pub fn build(mut self) -> Position {
        self.pos.normalize();
        self.pos
    }
}

impl Position {
    /// Starts a position at `point`, with the election behind and an odd night next.
    pub fn builder(point: DecisionPoint) -> PositionBuilder {
        PositionBuilder {
            pos: Position {
                point,
                night_even: false,
                elected: true,
                tokens: Vec::new(),
                pending: Pending::default(),
            },
        }
    }
    /// The decision point.
    pub fn point(&self) -> DecisionPoint {
        self.point
    }
    /// The token classes and their counts, sorted.
    pub fn tokens(&self) -> &[(Token, u8)] {
        &self.tokens
    }
    /// The pending effects.
    pub fn pending(&self) -> &Pending {
        &self.pending
    }
    /// The number of living players.
    pub fn living(&self) -> usize {
        self.tokens.iter().map(|(_, n)| usize::from(*n)).sum()
    }

    /// Sorts, merges identical tokens, drops empty counts and expires a contract whose
    /// target is gone.
    pub(crate) fn normalize(&mut self) {
        if self.pending.contract && !self.tokens.iter().any(|(t, _)| t.contract_target) {
            self.pending.contract = false;
        }
        if !self.pending.contract {
            for (t, _) in &mut self.tokens {
                t.contract_target = false;
                if t.camp == Faction::Mercenaire {
                    t.camp = Faction::Village;
                }
            }
        }
        self.tokens.retain(|(_, n)| *n > 0);
        self.tokens.sort_unstable();
        self.tokens.dedup_by(|later, kept| {
            let same = later.0 == kept.0;
            if same {
                kept.1 = kept.1.saturating_add(later.1);
            }
            same
        });
    }

    /// The position's tokens one by one (a "board": indices stay stable while rules run).
    pub(crate) fn board(&self) -> Vec<Token> {
        let mut board = Vec::with_capacity(self.living());
        for (t, n) in &self.tokens {
            for _ in 0..*n {
                board.push(*t);
            }
        }
        board
    }

    /// This position with `board` as its tokens.
    pub(crate) fn with_board(&self, board: &[Token]) -> Position {
        let mut p = Position {
            point: self.point,
            night_even: self.night_even,
            elected: self.elected,
            tokens: board.iter().map(|t| (*t, 1)).collect(),
            pending: self.pending.clone(),
        };
        p.normalize();
        p
    }

    /// This position with `tokens` (counted) as its tokens.
    pub(crate) fn with_tokens(&self, tokens: Vec<(Token, u8)>) -> Position {
        let mut p = Position {
            point: self.point,
            night_even: self.night_even,
            elected: self.elected,
            tokens,
            pending: self.pending.clone(),
        };
        p.normalize();
        p
    }

    /// Whether the two lovers alive belong to different camps.
    pub(crate) fn mixed_couple(board: &[Token]) -> bool {
        let mut lovers = board.iter().filter(|t| t.is_lover);
        match (lovers.next(), lovers.next()) {
            (Some(a), Some(b)) => a.camp != b.camp,
            _ => false,
        }
    }

    /// The faction `token` wins with on `board` (`Couple` for a mixed couple's lover).
    pub(crate) fn faction_in(board: &[Token], token: &Token) -> Faction {
        if token.is_lover && Self::mixed_couple(board) {
            Faction::Couple
        } else {
            token.camp
        }
    }

    /// The faction a token of this position wins with.
    pub fn faction_of(&self, token: &Token) -> Faction {
        if token.is_lover && self.mixed() {
            Faction::Couple
        } else {
            token.camp
        }
    }

    /// Whether the two lovers alive belong to different camps (on the counted tokens).
    pub(crate) fn mixed(&self) -> bool {
        let mut lovers = self
            .tokens
            .iter()
            .filter(|(t, _)| t.is_lover)
            .flat_map(|(t, n)| std::iter::repeat_n(t.camp, usize::from(*n)));
        match (lovers.next(), lovers.next()) {
            (Some(a), Some(b)) => a != b,
            _ => false,
        }
    }

    /// The factions with a living token, sorted.
    pub fn factions(&self) -> Vec<Faction> {
        let mixed = self.mixed();
        let mut out: Vec<Faction> = Vec::with_capacity(4);
        for (t, _) in &self.tokens {
            let f = if t.is_lover && mixed {
                Faction::Couple
            } else {
                t.camp
            };
            if !out.contains(&f) {
                out.push(f);
            }
        }
        out.sort();
        out
    }

    /// Whether a token of faction `f` is alive.
    pub(crate) fn has_faction(&self, f: Faction) -> bool {
        let mixed = self.mixed();
        self.tokens.iter().any(|(t, _)| {
            if t.is_lover && mixed {
                f == Faction::Couple
            } else {
                t.camp == f
            }
        })
    }

    /// §6.1 on the living tokens: `Some` when the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        if self.pending.mercenaire_won {
            return Some(Outcome::Win(Faction::Mercenaire));
        }
        if matches!(self.point, DecisionPoint::Shot | DecisionPoint::Succession) {
            return None;
        }
        let mixed = self.mixed();
        let mut only: Option<Faction> = None;
        for (t, _) in &self.tokens {
            let f = if t.is_lover && mixed {
                Faction::Couple
            } else {
                t.camp
            };
            match only {
                Some(g) if g != f => return None,
                _ => only = Some(f),
            }
        }
        match only {
            None => Some(Outcome::Draw),
            Some(f @ (Faction::Village | Faction::Meute | Faction::Couple)) => {
                Some(Outcome::Win(f))
            }
            Some(f @ (Faction::LoupGarouBlanc | Faction::Pyromane)) if self.living() == 1 => {
                Some(Outcome::Win(f))
            }
            _ => None,
        }
    }

    /// Pre-loaded votes a token of the adversary may add to itself at the first vote:
    /// surpris dehors, max(1, ⌊0.2 × living⌋), plus one as a retardataire.
    pub(crate) fn self_preload_cap(&self) -> u32 {
        let living = self.living() as u32;
        (living / 5).max(1) + 1
    }
}
