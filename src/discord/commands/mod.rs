//! Every slash command, one file per feature. Names are French; `commands.ftl` localizes them.

pub mod lg;
mod mj;
mod mj_game;
mod partie;

use super::{BotError, Data};

/// Every command the bot registers.
pub fn all() -> Vec<poise::Command<Data, BotError>> {
    vec![
        partie::partie(),
        lg::rejoindre(),
        lg::quitter(),
        lg::role(),
        lg::inventaire(),
        lg::utiliser(),
        lg::voter(),
        lg::rentrer(),
        lg::sablier(),
        lg::regles(),
        mj::mj(),
    ]
}
