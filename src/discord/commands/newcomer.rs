//! Whom an MJ may seat (`/mj remplacer nouveau:`, `/mj partie inscrire`): a member of this
//! server, not a bot, with no seat in a running game of the same kind here. What the game
//! itself forbids (a seat already taken in it) stays the engine's to refuse.

use poise::serenity_prelude as serenity;

use crate::discord::error::Refusal;
use crate::discord::host::hosting::{seat_taken, Hosting};
use crate::discord::{BotError, Context};

/// The member's name as the server shows it, once they may be seated by `host`'s game.
pub async fn newcomer(
    ctx: Context<'_>,
    host: &dyn Hosting,
    user: &serenity::User,
) -> Result<String, BotError> {
    let guild = ctx.guild_id().ok_or(Refusal::GuildOnly)?;
    let shown = user
        .global_name
        .clone()
        .unwrap_or_else(|| user.name.clone());
    if user.bot {
        return Err(refused("seat-bot", &shown));
    }
    // Discord resolves a user option's member only when the user is in the server.
    let member = match ctx {
        poise::Context::Application(a) => a.interaction.data.resolved.members.get(&user.id),
        poise::Context::Prefix(_) => None,
    };
    let Some(member) = member else {
        return Err(refused("seat-not-member", &shown));
    };
    let name = member.nick.clone().unwrap_or(shown);
    if let Some(other) = host.seat_in_guild(guild.get(), user.id.get()).await {
        return Err(seat_taken(&name, other.game));
    }
    Ok(name)
}

fn refused(code: &'static str, name: &str) -> BotError {
    BotError::RuleWith(code, vec![("name", name.to_owned())])
}
