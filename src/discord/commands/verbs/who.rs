//! Which seated player a typed name stands for: a mention or an id, the name the game knows,
//! or the member's username, display name or server nickname (any case). A name that several
//! players answer to is refused, naming them.

use engine::PlayerId;
use poise::serenity_prelude as serenity;

use crate::discord::{BotError, Context};

/// The seated player (among `seats`, the game's (id, name)) `given` stands for, the author's
/// server telling the members' names.
pub fn player(
    ctx: Context<'_>,
    seats: &[(PlayerId, String)],
    given: &str,
) -> Result<PlayerId, BotError> {
    let cache = &ctx.serenity_context().cache;
    let guild = ctx.guild_id();
    let aliases = |id: PlayerId| member_names(cache, guild, id);
    resolve(seats, given, &aliases)
}

/// The names a member goes by on `guild`: username, display name, nickname.
fn member_names(
    cache: &serenity::Cache,
    guild: Option<serenity::GuildId>,
    id: PlayerId,
) -> Vec<String> {
    let Some(guild) = guild.and_then(|g| cache.guild(g)) else {
        return Vec::new();
    };
    let Some(member) = guild.members.get(&serenity::UserId::new(id.0.max(1))) else {
        return Vec::new();
    };
    let user = &member.user;
    [
        Some(&user.name),
        user.global_name.as_ref(),
        member.nick.as_ref(),
    ]
    .into_iter()
    .flatten()
    .cloned()
    .collect()
}

/// [`player`] over any source of members' names.
pub fn resolve(
    seats: &[(PlayerId, String)],
    given: &str,
    aliases: &dyn Fn(PlayerId) -> Vec<String>,
) -> Result<PlayerId, BotError> {
    let typed = given.trim();
    let mention = typed
        .strip_prefix("<@")
        .and_then(|m| m.strip_suffix('>'))
        .map(|m| m.trim_start_matches('!'));
    if let Ok(id) = mention.unwrap_or(typed).parse::<u64>() {
        if seats.iter().any(|(p, _)| p.0 == id) {
            return Ok(PlayerId(id));
        }
    }
    let wanted = typed.trim_start_matches('@').to_lowercase();
    let by_name: Vec<PlayerId> = seats
        .iter()
        .filter(|(_, name)| name.to_lowercase() == wanted)
        .map(|(p, _)| *p)
        .collect();
    let found = if by_name.is_empty() {
        let answers = |id: &PlayerId| aliases(*id).iter().any(|a| a.to_lowercase() == wanted);
        seats.iter().map(|(p, _)| *p).filter(answers).collect()
    } else {
        by_name
    };
    match found[..] {
        [one] => Ok(one),
        [] => Err(BotError::Rule("unknown-player")),
        _ => Err(ambiguous(typed, &found)),
    }
}

/// `typed` names all of `players`: the refusal shows each as a mention (it pings nobody).
fn ambiguous(typed: &str, players: &[PlayerId]) -> BotError {
    let shown: Vec<String> = players.iter().map(|p| format!("<@{}>", p.0)).collect();
    let name = serenity::MessageBuilder::new().push_safe(typed).build();
    BotError::RuleWith(
        "ambiguous-player",
        vec![("name", name), ("players", shown.join(", "))],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seated(names: &[(u64, &str)]) -> Vec<(PlayerId, String)> {
        names
            .iter()
            .map(|(id, name)| (PlayerId(*id), (*name).to_owned()))
            .collect()
    }

    #[test]
    fn a_mention_a_name_a_username_or_a_display_name_finds_the_player() {
        let state = seated(&[(11, "Alice"), (12, "Bruno"), (13, "Émile")]);
        let aliases = |id: PlayerId| match id.0 {
            12 => vec!["bruno_42".to_owned(), "Bru".to_owned()],
            13 => vec!["emile.w".to_owned(), "Bru".to_owned()],
            _ => vec![],
        };
        for (typed, want) in [
            ("<@11>", 11),
            ("<@!12>", 12),
            ("13", 13),
            ("alice", 11),
            (" ÉMILE ", 13),
            ("@bruno_42", 12),
            ("EMILE.W", 13),
        ] {
            assert_eq!(resolve(&state, typed, &aliases).ok(), Some(PlayerId(want)));
        }
        // a name two players answer to is refused, naming both
        let Err(BotError::RuleWith("ambiguous-player", args)) = resolve(&state, "bru", &aliases)
        else {
            panic!("ambiguous");
        };
        assert!(args
            .iter()
            .any(|(k, v)| *k == "players" && v == "<@12>, <@13>"));
        assert!(matches!(
            resolve(&state, "zoé", &aliases),
            Err(BotError::Rule("unknown-player"))
        ));
    }
}
