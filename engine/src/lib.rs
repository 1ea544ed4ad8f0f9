//! Régisseur's rules: pure, synchronous, no I/O, no clock, no `HashMap`.
//!
//! Commands go in, events come out, and a game's state is the fold of its events
//! ([`game::Game`]). Time and randomness are handed in through [`game::Ctx`].
//!
//! # Glossary
//!
//! | French | here |
//! |---|---|
//! | MJ (maître du jeu) | game master |
//! | procès | trial |
//! | plainte | complaint |
//! | Maire | mayor |
//! | Meute | the wolves' camp (pack) |
//! | place | the village square (`#place`) |
//! | Crépuscule / Aube | dusk / dawn |
//! | Ronde, Figurant, Démasqués, Personnage | kept in French (La Ronde des Pantins) |

pub mod game;
pub mod loups_garous;
pub mod notice;
pub mod offer;
pub mod ronde;
pub mod scenario;
pub mod setting;
pub mod verbs;

pub use game::{Ctx, Game, RuleError, Timestamp};
pub use notice::{Arg, Audience, Notice, PlayerId, Prompts, Render};
pub use offer::{Offer, Pick, Picked};
