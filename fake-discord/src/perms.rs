//! Discord permission bits and the effective-permission computation (guild base, then channel
//! overwrites: @everyone, roles, member), as Discord documents it.

/// Create instant invite.
pub const CREATE_INSTANT_INVITE: u64 = 1 << 0;
/// Administrator: every permission, overwrites ignored.
pub const ADMINISTRATOR: u64 = 1 << 3;
/// Manage channels.
pub const MANAGE_CHANNELS: u64 = 1 << 4;
/// Manage server.
pub const MANAGE_GUILD: u64 = 1 << 5;
/// Add reactions.
pub const ADD_REACTIONS: u64 = 1 << 6;
/// View channel (read).
pub const VIEW_CHANNEL: u64 = 1 << 10;
/// Send messages (write).
pub const SEND_MESSAGES: u64 = 1 << 11;
/// Manage messages (pin, delete others').
pub const MANAGE_MESSAGES: u64 = 1 << 13;
/// Embed links.
pub const EMBED_LINKS: u64 = 1 << 14;
/// Attach files.
pub const ATTACH_FILES: u64 = 1 << 15;
/// Read message history.
pub const READ_MESSAGE_HISTORY: u64 = 1 << 16;
/// Mention everyone.
pub const MENTION_EVERYONE: u64 = 1 << 17;
/// Use external emojis.
pub const USE_EXTERNAL_EMOJIS: u64 = 1 << 18;
/// Manage roles (and channel permission overwrites).
pub const MANAGE_ROLES: u64 = 1 << 28;
/// Use application commands.
pub const USE_APPLICATION_COMMANDS: u64 = 1 << 31;
/// Send messages in threads.
pub const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;
/// Every permission bit Discord defines today (51 bits).
pub const ALL: u64 = (1 << 51) - 1;

/// What @everyone may do in the fixture guild.
pub const EVERYONE: u64 = CREATE_INSTANT_INVITE
    | ADD_REACTIONS
    | VIEW_CHANNEL
    | SEND_MESSAGES
    | EMBED_LINKS
    | ATTACH_FILES
    | READ_MESSAGE_HISTORY
    | USE_EXTERNAL_EMOJIS
    | USE_APPLICATION_COMMANDS
    | SEND_MESSAGES_IN_THREADS;

/// What the bot's managed role grants: what a game master bot needs, not Administrator.
pub const BOT: u64 = EVERYONE | MANAGE_CHANNELS | MANAGE_ROLES | MANAGE_MESSAGES | MENTION_EVERYONE;

/// One channel permission overwrite.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Overwrite {
    /// Role or user id.
    pub id: u64,
    /// 0 = role, 1 = member.
    pub kind: u8,
    /// Allowed bits.
    pub allow: u64,
    /// Denied bits.
    pub deny: u64,
}

/// A member as the computation sees them.
#[derive(Debug, Clone, Copy)]
pub struct Subject<'a> {
    /// The user id.
    pub user: u64,
    /// The member's role ids (without @everyone).
    pub roles: &'a [u64],
    /// Whether they own the guild.
    pub owner: bool,
}

/// Guild-level permissions: @everyone's bits, or-ed with the member's roles.
pub fn base(subject: Subject<'_>, everyone: u64, role_perms: impl Fn(u64) -> u64) -> u64 {
    if subject.owner {
        return ALL;
    }
    let bits = subject
        .roles
        .iter()
        .fold(everyone, |acc, r| acc | role_perms(*r));
    if bits & ADMINISTRATOR != 0 {
        ALL
    } else {
        bits
    }
}

/// Channel permissions: `base` with the overwrites applied in Discord's order.
pub fn in_channel(base: u64, subject: Subject<'_>, guild_id: u64, overwrites: &[Overwrite]) -> u64 {
    if base & ADMINISTRATOR != 0 || base == ALL {
        return ALL;
    }
    let mut bits = base;
    if let Some(o) = overwrites.iter().find(|o| o.id == guild_id && o.kind == 0) {
        bits = (bits & !o.deny) | o.allow;
    }
    let (allow, deny) = overwrites
        .iter()
        .filter(|o| o.kind == 0 && subject.roles.contains(&o.id))
        .fold((0, 0), |(a, d), o| (a | o.allow, d | o.deny));
    bits = (bits & !deny) | allow;
    if let Some(o) = overwrites
        .iter()
        .find(|o| o.kind == 1 && o.id == subject.user)
    {
        bits = (bits & !o.deny) | o.allow;
    }
    if bits & VIEW_CHANNEL == 0 {
        0
    } else {
        bits
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn given_everyone_denied_and_member_allowed_then_member_reads() {
        let roles = [7];
        let alice = Subject {
            user: 3,
            roles: &roles,
            owner: false,
        };
        let overwrites = [
            Overwrite {
                id: 1,
                kind: 0,
                allow: 0,
                deny: VIEW_CHANNEL,
            },
            Overwrite {
                id: 7,
                kind: 0,
                allow: 0,
                deny: SEND_MESSAGES,
            },
            Overwrite {
                id: 3,
                kind: 1,
                allow: VIEW_CHANNEL,
                deny: 0,
            },
        ];
        let bits = in_channel(EVERYONE, alice, 1, &overwrites);
        assert_ne!(bits & VIEW_CHANNEL, 0);
        assert_eq!(bits & SEND_MESSAGES, 0);
        let bob = Subject {
            user: 4,
            roles: &[],
            owner: false,
        };
        assert_eq!(in_channel(EVERYONE, bob, 1, &overwrites), 0);
    }

    #[test]
    fn given_owner_or_admin_then_everything() {
        let owner = Subject {
            user: 9,
            roles: &[],
            owner: true,
        };
        assert_eq!(base(owner, 0, |_| 0), ALL);
        let admin = Subject {
            user: 8,
            roles: &[5],
            owner: false,
        };
        assert_eq!(base(admin, 0, |_| ADMINISTRATOR), ALL);
    }
}
