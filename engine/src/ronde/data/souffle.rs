//! The Souffleur's blows as the state keeps them and the events tell them: a verdict, and
//! a right excerpt waiting for an MJ; the rule that judges them is `rules/powers/souffleur.rs`.

use crate::notice::PlayerId;

/// The verdict on a Souffleur's guess.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum BlowOutcome {
    /// The excerpt is there: an MJ judges the theme.
    Pending,
    /// A masked Figurant, but not the excerpt (or not the theme).
    Partiel,
    /// A Revenant holding the Figurant role.
    Protege,
    /// Not a masked Figurant: the Souffleur's `total`-th error.
    Faux { total: usize },
    /// Right: `count` Figurants unmasked.
    Juste { count: usize },
}

/// A right excerpt waiting for an MJ to confirm the theme.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PendingBlow {
    pub id: usize,
    /// The Souffleur, or None for the chorus ("souffler la bougie").
    pub souffleur: Option<PlayerId>,
    pub target: PlayerId,
    pub excerpt: String,
    /// The chorus members to score.
    pub members: Vec<PlayerId>,
    pub day: u32,
}
