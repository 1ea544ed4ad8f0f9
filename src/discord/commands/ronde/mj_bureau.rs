//! `/mj bureau …` (§9): the command of every button of the MJs' desk — anonymous actions,
//! proofs, reviews, jokers, Sirène orders, Souffleur themes, Dons, chorus ties — and the
//! answer to a player's question, built from the Ronde's vocabulary table (`verbs_desk`).
//! A card decided here is closed on the desk as a click would.

use engine::ronde::Ronde;

use crate::discord::commands::verbs;
use crate::discord::{BotError, Data};

/// The desk's decisions, by command.
pub fn bureau() -> poise::Command<Data, BotError> {
    verbs::group::<Ronde>("mj bureau")
}
