//! The bot checks its own set-up before anything fails on a 403: its permissions in the
//! guild (its roles' bits) and in the channel it is asked in (that channel's overwrites), as
//! Discord computes them, read from Discord (`GET` the guild, the bot's member, the channel),
//! and the privileged intents its application lacks. What is missing is said by name, as
//! Discord's interface names it in the guild's language, with where to grant it.

pub mod intents;
pub mod perms;

use poise::serenity_prelude as serenity;

use crate::discord::host::retry::{discord_code, retry};
use crate::i18n::I18n;
use crate::tr;
use intents::Privileged;

/// What the bot lacks here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnosis {
    /// Bits the bot needs in the guild and its roles do not give.
    pub guild_missing: u64,
    /// The channel checked (a thread's parent: threads take its permissions).
    pub channel: u64,
    /// Bits the bot needs in that channel and does not hold there.
    pub channel_missing: u64,
    pub intents_missing: Vec<Privileged>,
    /// The bot's own role, where an owner grants it permissions.
    pub role: String,
    /// Bits a game played by voice also needs in the guild, which the bot lacks.
    pub voice_missing: u64,
    /// The guild is not a Community server: it can have no stage, so no voice game.
    pub not_community: bool,
    /// A voice game is asked for: what it lacks makes the diagnosis unhealthy.
    pub voice_required: bool,
}

impl crate::discord::error::Explained for Diagnosis {
    fn render(&self, i18n: &I18n, locale: &str) -> String {
        Diagnosis::render(self, i18n, locale)
    }
}

impl Diagnosis {
    /// Whether nothing is missing (for a voice game, nothing of what it needs either).
    pub fn healthy(&self) -> bool {
        let text =
            self.guild_missing == 0 && self.channel_missing == 0 && self.intents_missing.is_empty();
        text && (!self.voice_required || self.voice_ready())
    }

    /// Whether a game played by voice could be made here.
    pub fn voice_ready(&self) -> bool {
        self.voice_missing == 0 && !self.not_community
    }

    /// What is missing and how to grant it, one paragraph a place (or that all is well).
    pub fn render(&self, i18n: &I18n, locale: &str) -> String {
        if self.healthy() && self.voice_ready() {
            return tr!(i18n, locale, "setup-ok");
        }
        let quoted = |name: String| tr!(i18n, locale, "setup-quoted", name = name);
        let named = |bits: u64| {
            perms::names(bits)
                .iter()
                .map(|id| quoted(i18n.get(locale, id, &[])))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let mut out = Vec::new();
        if self.guild_missing != 0 {
            out.push(tr!(
                i18n,
                locale,
                "setup-guild",
                permissions = named(self.guild_missing),
                role = self.role.clone()
            ));
        }
        if self.channel_missing != 0 {
            out.push(tr!(
                i18n,
                locale,
                "setup-channel",
                permissions = named(self.channel_missing),
                channel = format!("<#{}>", self.channel),
                role = self.role.clone()
            ));
        }
        if !self.intents_missing.is_empty() {
            let names: Vec<String> = self
                .intents_missing
                .iter()
                .map(|p| quoted(p.portal_name().to_owned()))
                .collect();
            out.push(tr!(
                i18n,
                locale,
                "setup-intents",
                intents = names.join(", ")
            ));
        }
        if out.is_empty() && !self.voice_required {
            out.push(tr!(i18n, locale, "setup-ok-but-voice"));
        }
        if self.voice_missing != 0 {
            out.push(tr!(
                i18n,
                locale,
                "setup-voice-permissions",
                permissions = named(self.voice_missing),
                role = self.role.clone()
            ));
        }
        if self.not_community {
            out.push(tr!(i18n, locale, "setup-voice-community"));
        }
        out.join("\n")
    }
}

/// What to check: the guild, the channel asked in, the bot, and what it needs in the guild.
pub struct Ask<'a> {
    pub http: &'a serenity::Http,
    pub guild: u64,
    pub channel: u64,
    pub bot: u64,
    pub guild_needs: u64,
    /// What a game played by voice needs besides (checked with the Community feature).
    pub voice_needs: u64,
    /// A voice game is asked for.
    pub voice_required: bool,
    pub intents_missing: &'a [Privileged],
}

/// Reads the bot's roles, the guild's roles and the channel's overwrites from Discord (three
/// `GET`s) and says what is missing.
pub async fn diagnose(ask: Ask<'_>) -> Result<Diagnosis, serenity::Error> {
    let (guild_id, bot) = (
        serenity::GuildId::new(ask.guild),
        serenity::UserId::new(ask.bot),
    );
    let guild = retry("read guild", || ask.http.get_guild(guild_id)).await?;
    let member = retry("read member", || ask.http.get_member(guild_id, bot)).await?;
    let role_bits = |id: &serenity::RoleId| guild.roles.get(id).map_or(0, |r| r.permissions.bits());
    let everyone = role_bits(&serenity::RoleId::new(ask.guild));
    let base = perms::in_guild(
        everyone,
        member.roles.iter().map(role_bits),
        guild.owner_id.get() == ask.bot,
    );
    let roles: Vec<u64> = member.roles.iter().map(|r| r.get()).collect();
    let (channel, in_channel) = match channel_overwrites(ask.http, ask.channel).await? {
        Some((id, overwrites)) => (
            id,
            perms::in_channel(base, &overwrites, ask.guild, ask.bot, &roles),
        ),
        // Discord hides a channel the bot cannot see (403 Missing Access).
        None => (ask.channel, 0),
    };
    let guild_missing = ask.guild_needs & !base;
    Ok(Diagnosis {
        guild_missing,
        channel,
        channel_missing: perms::LOBBY_NEEDS & !in_channel,
        intents_missing: ask.intents_missing.to_vec(),
        role: own_role(&guild, &member, ask.bot),
        voice_missing: ask.voice_needs & !base & !guild_missing,
        not_community: !guild.features.iter().any(|f| f == COMMUNITY),
        voice_required: ask.voice_required,
    })
}

/// A channel's overwrites (a thread's parent's), or `None` when the bot may not see it.
async fn channel_overwrites(
    http: &serenity::Http,
    channel: u64,
) -> Result<Option<(u64, Vec<serenity::PermissionOverwrite>)>, serenity::Error> {
    let mut id = serenity::ChannelId::new(channel);
    loop {
        let found = match retry("read channel", || http.get_channel(id)).await {
            Ok(serenity::Channel::Guild(c)) => c,
            Ok(_) => return Ok(Some((channel, Vec::new()))),
            Err(e) if discord_code(&e) == Some(MISSING_ACCESS) => return Ok(None),
            Err(e) => return Err(e),
        };
        match (found.thread_metadata.is_some(), found.parent_id) {
            (true, Some(parent)) => id = parent,
            _ => return Ok(Some((found.id.get(), found.permission_overwrites))),
        }
    }
}

/// The guild feature that lets a server have stages (and forums).
const COMMUNITY: &str = "COMMUNITY";

/// Discord's code for a channel the bot may not see.
const MISSING_ACCESS: isize = 50001;

/// The name of the bot's own (managed) role, else of its highest role, else its user name.
fn own_role(guild: &serenity::PartialGuild, member: &serenity::Member, bot: u64) -> String {
    let managed = guild
        .roles
        .values()
        .find(|r| r.tags.bot_id.is_some_and(|b| b.get() == bot));
    let highest = member
        .roles
        .iter()
        .filter_map(|id| guild.roles.get(id))
        .max_by_key(|r| r.position);
    managed
        .or(highest)
        .map_or_else(|| member.user.name.clone(), |r| r.name.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_is_missing_is_named_in_the_readers_language() {
        let i18n = I18n::load().unwrap();
        let d = Diagnosis {
            guild_missing: perms::MANAGE_ROLES,
            channel: 7,
            channel_missing: crate::discord::host::overwrites::SEND_MESSAGES,
            intents_missing: vec![Privileged::ServerMembers],
            role: "Régisseur".into(),
            voice_missing: 0,
            not_community: false,
            voice_required: false,
        };
        let fr = d.render(&i18n, "fr");
        assert!(fr.contains("«\u{a0}Gérer les rôles\u{a0}»"), "{fr}");
        assert!(
            fr.contains("<#7>") && fr.contains("«\u{a0}Envoyer des messages\u{a0}»"),
            "{fr}"
        );
        assert!(fr.contains("«\u{a0}Server Members Intent\u{a0}»"), "{fr}");
        let en = d.render(&i18n, "en-US");
        assert!(
            en.contains("“Manage Roles”") && en.contains("Server Settings"),
            "{en}"
        );
        assert!(en.contains("“Send Messages”"), "{en}");
        let healthy = Diagnosis {
            guild_missing: 0,
            channel_missing: 0,
            intents_missing: vec![],
            ..d
        };
        assert!(healthy.render(&i18n, "en-US").starts_with("All is well"));
        let no_voice = Diagnosis {
            voice_missing: crate::discord::host::overwrites::MOVE_MEMBERS,
            not_community: true,
            ..healthy.clone()
        };
        assert!(no_voice.healthy(), "a text game can still be made");
        let fr = no_voice.render(&i18n, "fr");
        assert!(fr.contains("«\u{a0}Déplacer des membres\u{a0}»"), "{fr}");
        assert!(fr.contains("Communauté"), "{fr}");
        let asked = Diagnosis {
            voice_required: true,
            ..no_voice
        };
        assert!(!asked.healthy(), "a voice game cannot");
    }
}
