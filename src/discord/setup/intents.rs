//! The privileged gateway intents: which ones the bot asks for, and which its application
//! lets it have (the flags of `GET /applications/@me`, read before connecting). Discord closes
//! a session that asks for a privileged intent the application has not turned on (4014), so
//! the bot asks only for those it may have and says which it lacks instead of failing.

use poise::serenity_prelude as serenity;
use serenity::{ApplicationFlags, GatewayIntents};

/// A privileged intent, by its name in the Developer Portal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Privileged {
    ServerMembers,
    MessageContent,
    Presence,
}

impl Privileged {
    const ALL: [Privileged; 3] = [
        Privileged::ServerMembers,
        Privileged::MessageContent,
        Privileged::Presence,
    ];

    fn intent(self) -> GatewayIntents {
        match self {
            Privileged::ServerMembers => GatewayIntents::GUILD_MEMBERS,
            Privileged::MessageContent => GatewayIntents::MESSAGE_CONTENT,
            Privileged::Presence => GatewayIntents::GUILD_PRESENCES,
        }
    }

    /// The application flags that turn it on: a verified application's, a small one's.
    fn flags(self) -> ApplicationFlags {
        match self {
            Privileged::ServerMembers => {
                ApplicationFlags::GATEWAY_GUILD_MEMBERS
                    | ApplicationFlags::GATEWAY_GUILD_MEMBERS_LIMITED
            }
            Privileged::MessageContent => {
                ApplicationFlags::GATEWAY_MESSAGE_CONTENT
                    | ApplicationFlags::GATEWAY_MESSAGE_CONTENT_LIMITED
            }
            Privileged::Presence => {
                ApplicationFlags::GATEWAY_PRESENCE | ApplicationFlags::GATEWAY_PRESENCE_LIMITED
            }
        }
    }

    /// Its name in the Developer Portal (which has no French version).
    pub fn portal_name(self) -> &'static str {
        match self {
            Privileged::ServerMembers => "Server Members Intent",
            Privileged::MessageContent => "Message Content Intent",
            Privileged::Presence => "Presence Intent",
        }
    }
}

/// The intents to connect with: those `wanted` minus the privileged ones the application's
/// `flags` do not allow (unknown flags: all of `wanted`), and the privileged ones left out.
pub fn grantable(
    wanted: GatewayIntents,
    flags: Option<ApplicationFlags>,
) -> (GatewayIntents, Vec<Privileged>) {
    let Some(flags) = flags else {
        return (wanted, Vec::new());
    };
    let mut intents = wanted;
    let mut missing = Vec::new();
    for p in Privileged::ALL {
        if wanted.contains(p.intent()) && !flags.intersects(p.flags()) {
            intents.remove(p.intent());
            missing.push(p);
        }
    }
    (intents, missing)
}

/// Reads the application's flags and returns the intents to connect with and the privileged
/// ones it lacks (logged, with how to turn them on). A failed read asks for all of `wanted`.
pub async fn negotiate(
    http: &serenity::Http,
    wanted: GatewayIntents,
) -> (GatewayIntents, Vec<Privileged>) {
    let flags = match http.get_current_application_info().await {
        Ok(app) => app.flags,
        Err(e) => {
            tracing::warn!(error = %e, "cannot read the application's flags: asking for every intent");
            None
        }
    };
    let (intents, missing) = grantable(wanted, flags);
    for p in &missing {
        tracing::error!(
            intent = p.portal_name(),
            "a privileged intent is off: turn it on at https://discord.com/developers/applications \
             → the application → Bot → Privileged Gateway Intents, then restart the bot; \
             until then the bot runs without it"
        );
    }
    (intents, missing)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_privileged_intents_the_application_allows_are_asked_for() {
        let wanted = GatewayIntents::GUILDS
            | GatewayIntents::GUILD_MEMBERS
            | GatewayIntents::MESSAGE_CONTENT;
        let small = ApplicationFlags::GATEWAY_GUILD_MEMBERS_LIMITED;
        let (intents, missing) = grantable(wanted, Some(small));
        assert_eq!(
            intents,
            GatewayIntents::GUILDS | GatewayIntents::GUILD_MEMBERS
        );
        assert_eq!(missing, [Privileged::MessageContent]);
        let verified =
            ApplicationFlags::GATEWAY_GUILD_MEMBERS | ApplicationFlags::GATEWAY_MESSAGE_CONTENT;
        assert_eq!(grantable(wanted, Some(verified)), (wanted, vec![]));
        assert_eq!(
            grantable(wanted, None),
            (wanted, vec![]),
            "unknown: ask for all"
        );
        let presence = wanted | GatewayIntents::GUILD_PRESENCES;
        let (_, missing) = grantable(presence, Some(verified));
        assert_eq!(
            missing,
            [Privileged::Presence],
            "asked for only when wanted"
        );
    }
}
