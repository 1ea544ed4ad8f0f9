//! Every slash command, one file per feature. Names are French; `commands.ftl` localizes them.

mod mj;
mod partie;

use super::{BotError, Data};

/// Every command the bot registers.
pub fn all() -> Vec<poise::Command<Data, BotError>> {
    vec![partie::partie(), mj::mj()]
}
