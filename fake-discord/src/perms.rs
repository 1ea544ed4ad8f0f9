//! Discord permission bits, the effective-permission computation (guild base, then channel
//! overwrites: @everyone, roles, member), and the rule Discord applies to the overwrites a bot
//! writes ([`check_grant`]), as Discord documents them.

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
/// Stream (go live in a voice channel).
pub const STREAM: u64 = 1 << 9;
/// Connect to a voice or stage channel.
pub const CONNECT: u64 = 1 << 20;
/// Speak in a voice channel (without it, a member joins suppressed).
pub const SPEAK: u64 = 1 << 21;
/// Mute members (voice); also what unsuppresses a stage speaker.
pub const MUTE_MEMBERS: u64 = 1 << 22;
/// Deafen members (voice).
pub const DEAFEN_MEMBERS: u64 = 1 << 23;
/// Move members between voice channels, or disconnect them.
pub const MOVE_MEMBERS: u64 = 1 << 24;
/// Use voice activity detection.
pub const USE_VAD: u64 = 1 << 25;
/// Manage roles (and channel permission overwrites).
pub const MANAGE_ROLES: u64 = 1 << 28;
/// Manage webhooks.
pub const MANAGE_WEBHOOKS: u64 = 1 << 29;
/// Use application commands.
pub const USE_APPLICATION_COMMANDS: u64 = 1 << 31;
/// Request to speak in a stage channel (raise a hand).
pub const REQUEST_TO_SPEAK: u64 = 1 << 32;
/// Manage threads: archive, lock, delete threads, apply moderated tags, write in locked ones.
pub const MANAGE_THREADS: u64 = 1 << 34;
/// Create public threads (in text channels; forum posts need [`SEND_MESSAGES`] instead).
pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
/// Create private threads.
pub const CREATE_PRIVATE_THREADS: u64 = 1 << 36;
/// Send messages in threads (and forum posts); [`SEND_MESSAGES`] does not cover threads.
pub const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;
/// Pin messages (split from MANAGE_MESSAGES in 2025; the fake does not check pins).
pub const PIN_MESSAGES: u64 = 1 << 51;
/// Every permission bit Discord defines today (52 bits).
pub const ALL: u64 = (1 << 52) - 1;

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
    | CREATE_PUBLIC_THREADS
    | CREATE_PRIVATE_THREADS
    | SEND_MESSAGES_IN_THREADS
    | STREAM
    | CONNECT
    | SPEAK
    | USE_VAD
    | REQUEST_TO_SPEAK;

/// The permissions integer of the README's invite link (`326710193232`), not Administrator.
pub const README_INVITE: u64 = 326_710_193_232;

/// What the bot's managed role grants: exactly the README's invite permissions.
pub const BOT: u64 = MANAGE_CHANNELS
    | ADD_REACTIONS
    | VIEW_CHANNEL
    | SEND_MESSAGES
    | MANAGE_MESSAGES
    | EMBED_LINKS
    | ATTACH_FILES
    | READ_MESSAGE_HISTORY
    | CONNECT
    | SPEAK
    | MUTE_MEMBERS
    | MOVE_MEMBERS
    | MANAGE_ROLES
    | MANAGE_THREADS
    | CREATE_PUBLIC_THREADS
    | SEND_MESSAGES_IN_THREADS;

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

/// What Discord weighs when the bot writes overwrites (see [`check_grant`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Grantor {
    /// The bot is an administrator (or the owner): every overwrite passes.
    pub admin: bool,
    /// What the bot holds where Discord looks: its guild permissions at channel creation; its
    /// guild permissions or its permissions in the parent category on later edits.
    pub held: u64,
    /// The channel already gives the bot MANAGE_ROLES through an overwrite (never the case at
    /// creation): then it may allow or deny anything, MANAGE_ROLES included.
    pub manage_roles_overwrite: bool,
}

/// Discord's rule for overwrites written by a bot: it may allow or deny only what it holds, and
/// setting MANAGE_ROLES (allowed or denied) needs Administrator or a MANAGE_ROLES overwrite for
/// the bot in that channel (change log of 22 January 2021). `Err` carries the refused bits;
/// Discord answers 403 / 50013.
pub fn check_grant(grantor: Grantor, overwrites: &[Overwrite]) -> Result<(), u64> {
    if grantor.admin || grantor.manage_roles_overwrite {
        return Ok(());
    }
    let refused = overwrites.iter().fold(0, |acc, o| {
        let bits = o.allow | o.deny;
        acc | (bits & MANAGE_ROLES) | (bits & !grantor.held)
    });
    if refused == 0 {
        Ok(())
    } else {
        Err(refused)
    }
}

/// Whether `subject` gets MANAGE_ROLES in a channel through one of its overwrites (an allow on
/// @everyone, one of its roles or itself) and still holds it once every overwrite is applied.
pub fn manage_roles_by_overwrite(
    base: u64,
    subject: Subject<'_>,
    guild_id: u64,
    overwrites: &[Overwrite],
) -> bool {
    let applies = |o: &&Overwrite| {
        (o.kind == 0 && (o.id == guild_id || subject.roles.contains(&o.id)))
            || (o.kind == 1 && o.id == subject.user)
    };
    overwrites
        .iter()
        .filter(applies)
        .any(|o| o.allow & MANAGE_ROLES != 0)
        && in_channel(base, subject, guild_id, overwrites) & MANAGE_ROLES != 0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn member(id: u64, allow: u64, deny: u64) -> Overwrite {
        Overwrite {
            id,
            kind: 1,
            allow,
            deny,
        }
    }

    #[test]
    fn the_bot_role_is_the_readme_invite_and_not_administrator() {
        assert_eq!(BOT, README_INVITE);
        assert_eq!(BOT & ADMINISTRATOR, 0);
        // The previous invite, plus what voice games need: CONNECT, SPEAK and MOVE_MEMBERS.
        assert_eq!(BOT & !(CONNECT | SPEAK | MOVE_MEMBERS), 326_690_270_288);
        assert_ne!(BOT & MUTE_MEMBERS, 0);
        assert_eq!(BOT & DEAFEN_MEMBERS, 0);
    }

    #[test]
    fn given_a_bot_without_administrator_when_it_grants_then_only_what_it_holds_and_never_manage_roles(
    ) {
        let bot = Grantor {
            admin: false,
            held: EVERYONE | BOT,
            manage_roles_overwrite: false,
        };
        let player = member(7, VIEW_CHANNEL | SEND_MESSAGES, 0);
        assert_eq!(check_grant(bot, &[player]), Ok(()));
        let itself = member(2, VIEW_CHANNEL | MANAGE_CHANNELS | MANAGE_ROLES, 0);
        assert_eq!(check_grant(bot, &[player, itself]), Err(MANAGE_ROLES));
        let deny = member(7, 0, MANAGE_ROLES);
        assert_eq!(check_grant(bot, &[deny]), Err(MANAGE_ROLES));
        let unheld = member(7, ADMINISTRATOR | MANAGE_GUILD, 0);
        assert_eq!(
            check_grant(bot, &[unheld]),
            Err(ADMINISTRATOR | MANAGE_GUILD)
        );
        let admin = Grantor { admin: true, ..bot };
        assert_eq!(check_grant(admin, &[itself, unheld]), Ok(()));
        let holder = Grantor {
            manage_roles_overwrite: true,
            ..bot
        };
        assert_eq!(check_grant(holder, &[itself]), Ok(()));
    }

    #[test]
    fn manage_roles_by_overwrite_needs_an_allow_that_survives() {
        let roles = [5];
        let bot = Subject {
            user: 2,
            roles: &roles,
            owner: false,
        };
        let by_role = [Overwrite {
            id: 5,
            kind: 0,
            allow: MANAGE_ROLES,
            deny: 0,
        }];
        assert!(manage_roles_by_overwrite(EVERYONE, bot, 1, &by_role));
        assert!(!manage_roles_by_overwrite(BOT, bot, 1, &[]));
        let denied = [by_role[0], member(2, 0, MANAGE_ROLES)];
        assert!(!manage_roles_by_overwrite(BOT, bot, 1, &denied));
    }

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
