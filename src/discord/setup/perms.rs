//! Permissions as Discord computes them for a member (its roles' bits, then a channel's
//! overwrites: @everyone's, its roles' together, its own), the bits the bot needs to host a
//! game kind, and each bit's name in Discord's interface (a Fluent id per bit).
//!
//! Discord's "implicit" rules (no View Channel: nothing else in the channel) are left out on
//! purpose: a diagnosis names what the owner must grant, not what follows from it.

use serenity::all::{PermissionOverwrite, PermissionOverwriteType};

use crate::discord::host::overwrites::{self as bits, VIEW_CHANNEL};
use crate::discord::host::{ChannelKind, ChannelSpec};

pub const ADMINISTRATOR: u64 = 1 << 3;
pub const MANAGE_ROLES: u64 = 1 << 28;
/// Every bit Discord defines (what an administrator or the owner holds).
pub const ALL: u64 = (1 << 52) - 1;

/// The bits the bot may have to name, in the order Discord's role settings list them, with
/// the Fluent id of their name there.
const NAMED: [(u64, &str); 16] = [
    (VIEW_CHANNEL, "permission-view-channel"),
    (bits::MANAGE_CHANNELS, "permission-manage-channels"),
    (MANAGE_ROLES, "permission-manage-roles"),
    (bits::SEND_MESSAGES, "permission-send-messages"),
    (
        bits::SEND_MESSAGES_IN_THREADS,
        "permission-send-messages-in-threads",
    ),
    (
        bits::CREATE_PUBLIC_THREADS,
        "permission-create-public-threads",
    ),
    (bits::EMBED_LINKS, "permission-embed-links"),
    (bits::ATTACH_FILES, "permission-attach-files"),
    (bits::ADD_REACTIONS, "permission-add-reactions"),
    (bits::MANAGE_MESSAGES, "permission-manage-messages"),
    (bits::MANAGE_THREADS, "permission-manage-threads"),
    (
        bits::READ_MESSAGE_HISTORY,
        "permission-read-message-history",
    ),
    (bits::CONNECT, "permission-connect"),
    (bits::SPEAK, "permission-speak"),
    (bits::MUTE_MEMBERS, "permission-mute-members"),
    (bits::MOVE_MEMBERS, "permission-move-members"),
];

/// The Fluent ids of the names of `missing`'s bits, in Discord's order.
pub fn names(missing: u64) -> Vec<&'static str> {
    NAMED
        .iter()
        .filter(|(bit, _)| missing & bit != 0)
        .map(|(_, id)| *id)
        .collect()
}

/// What the bot must hold in the guild to make and run a game with these channels (their
/// voice ones only when `voice`): Manage Channels to create them, Manage Roles to set the
/// players' overwrites afterwards, and every bit it grants itself on them (Discord lets it
/// grant only what it holds).
pub fn guild_needs(channels: &[ChannelSpec], voice: bool) -> u64 {
    let own = channels
        .iter()
        .filter(|c| voice || !c.voice)
        .map(|c| bits::bot(c.kind))
        .fold(bits::bot(ChannelKind::Text), |a, b| a | b);
    own | bits::MANAGE_CHANNELS | MANAGE_ROLES
}

/// What the bot must hold where `/mj creer` runs: see it and post the join message there.
pub const LOBBY_NEEDS: u64 = VIEW_CHANNEL | bits::SEND_MESSAGES;

/// A member's permissions in the guild: @everyone's bits and its roles' (all of them for the
/// owner or an administrator).
pub fn in_guild(everyone: u64, roles: impl IntoIterator<Item = u64>, owner: bool) -> u64 {
    let base = roles.into_iter().fold(everyone, |a, b| a | b);
    if owner || base & ADMINISTRATOR != 0 {
        ALL
    } else {
        base
    }
}

/// A member's permissions in a channel with these overwrites, from its guild permissions
/// `base` (`guild` is the guild's id, @everyone's role id).
pub fn in_channel(
    base: u64,
    overwrites: &[PermissionOverwrite],
    guild: u64,
    member: u64,
    roles: &[u64],
) -> u64 {
    if base & ADMINISTRATOR != 0 {
        return ALL;
    }
    let apply = |p: u64, o: &PermissionOverwrite| (p & !o.deny.bits()) | o.allow.bits();
    let mut p = base;
    let everyone = overwrites
        .iter()
        .find(|o| o.kind == PermissionOverwriteType::Role(guild.into()));
    if let Some(o) = everyone {
        p = apply(p, o);
    }
    let (mut allow, mut deny) = (0, 0);
    for o in overwrites {
        if let PermissionOverwriteType::Role(r) = o.kind {
            if r.get() != guild && roles.contains(&r.get()) {
                allow |= o.allow.bits();
                deny |= o.deny.bits();
            }
        }
    }
    p = (p & !deny) | allow;
    let own = overwrites
        .iter()
        .find(|o| o.kind == PermissionOverwriteType::Member(member.into()));
    if let Some(o) = own {
        p = apply(p, o);
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;
    use serenity::all::Permissions;

    const INVITE: u64 = 326_710_193_232;

    fn ow(kind: PermissionOverwriteType, allow: u64, deny: u64) -> PermissionOverwrite {
        PermissionOverwrite {
            allow: Permissions::from_bits_truncate(allow),
            deny: Permissions::from_bits_truncate(deny),
            kind,
        }
    }

    /// A forum, a stage and a voice channel: every kind of channel a game makes.
    const EVERY_KIND: [ChannelSpec; 3] = [
        ChannelSpec::forum("f", &[]),
        ChannelSpec::voice("s", "s", ChannelKind::Stage),
        ChannelSpec::voice("v", "v", ChannelKind::Voice),
    ];

    #[test]
    fn the_readme_invite_holds_what_every_channel_kind_needs() {
        let forum = &EVERY_KIND[..1];
        assert_eq!(guild_needs(&EVERY_KIND, true) & !INVITE, 0);
        assert_eq!(guild_needs(&[], false) & !INVITE, 0);
        let missing = guild_needs(forum, false) & !(INVITE & !MANAGE_ROLES);
        assert_eq!(names(missing), ["permission-manage-roles"]);
    }

    #[test]
    fn a_text_game_needs_no_voice_permission_and_a_voice_game_needs_them_all() {
        let voice = bits::CONNECT | bits::SPEAK | bits::MUTE_MEMBERS | bits::MOVE_MEMBERS;
        assert_eq!(guild_needs(&EVERY_KIND, false) & voice, 0);
        assert_eq!(guild_needs(&EVERY_KIND, true) & voice, voice);
    }

    #[test]
    fn every_needed_bit_has_a_name() {
        let needed = guild_needs(&EVERY_KIND, true) | LOBBY_NEEDS;
        let named = NAMED.iter().fold(0, |a, (b, _)| a | b);
        assert_eq!(needed & !named, 0);
    }

    #[test]
    fn overwrites_apply_everyone_then_roles_then_the_member() {
        let (guild, bot, role, other) = (1, 2, 3, 4);
        let base = in_guild(VIEW_CHANNEL | bits::SEND_MESSAGES, [MANAGE_ROLES], false);
        let list = [
            ow(PermissionOverwriteType::Role(guild.into()), 0, VIEW_CHANNEL),
            ow(PermissionOverwriteType::Role(role.into()), VIEW_CHANNEL, 0),
            ow(
                PermissionOverwriteType::Role(other.into()),
                0,
                bits::SEND_MESSAGES,
            ),
        ];
        let p = in_channel(base, &list, guild, bot, &[role]);
        assert_eq!(
            p & LOBBY_NEEDS,
            LOBBY_NEEDS,
            "its role's allow beats @everyone's deny"
        );
        let p = in_channel(base, &list, guild, bot, &[]);
        assert_eq!(p & VIEW_CHANNEL, 0);
        let mut denied = list.to_vec();
        denied.push(ow(
            PermissionOverwriteType::Member(bot.into()),
            0,
            bits::SEND_MESSAGES,
        ));
        let p = in_channel(base, &denied, guild, bot, &[role]);
        assert_eq!(p & bits::SEND_MESSAGES, 0, "its own overwrite comes last");
        let admin = in_guild(ADMINISTRATOR, [], false);
        assert_eq!(in_channel(admin, &denied, guild, bot, &[]), ALL);
        assert_eq!(in_guild(0, [], true), ALL, "the owner holds everything");
    }
}
