//! Hostile and clumsy members: options that smuggle other settings, seats given to a bot or
//! a stranger, malformed menu picks and undecodable interactions. Each is refused with a
//! localized, ephemeral answer and changes nothing.

mod forged_card;
mod options;
mod picks;
mod seats;
mod silence;
