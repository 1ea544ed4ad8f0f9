//! Who may do what where, as Discord computes it: effective permissions (a thread takes its
//! parent's), who may write in a channel or thread, and what the bot may grant in overwrites.

use serde_json::Value;

use crate::perms::{self, Grantor, Overwrite, Subject};
use crate::state::{id_of, State};

/// Channel types.
pub mod kind {
    /// A text channel.
    pub const TEXT: u64 = 0;
    /// A DM.
    pub const DM: u64 = 1;
    /// A voice channel.
    pub const VOICE: u64 = 2;
    /// A category.
    pub const CATEGORY: u64 = 4;
    /// An announcement thread.
    pub const ANNOUNCEMENT_THREAD: u64 = 10;
    /// A public thread (and every forum post).
    pub const PUBLIC_THREAD: u64 = 11;
    /// A private thread.
    pub const PRIVATE_THREAD: u64 = 12;
    /// A stage channel (needs the guild's COMMUNITY feature).
    pub const STAGE: u64 = 13;
    /// A forum channel.
    pub const FORUM: u64 = 15;
}

/// Whether this channel JSON is a thread (a forum post included).
pub fn is_thread(channel: &Value) -> bool {
    matches!(channel["type"].as_u64(), Some(10..=12))
}

/// Whether this channel JSON is a voice or a stage channel.
pub fn is_voice(channel: &Value) -> bool {
    matches!(channel["type"].as_u64(), Some(kind::VOICE | kind::STAGE))
}

/// Why a message may not be sent somewhere: the HTTP status, Discord's code and message.
pub type Refusal = (u16, u64, &'static str);

/// 403 / 50013.
pub const MISSING_PERMISSIONS: Refusal = (403, 50013, "Missing Permissions");
/// 400 / 50083: the thread is archived (and cannot be unarchived by this sender).
pub const ARCHIVED: Refusal = (400, 50083, "Thread is archived");

impl State {
    /// Effective permissions of `user` in `channel` (0 when either is unknown); in a thread,
    /// its parent's (threads carry no overwrites of their own).
    pub fn permissions(&self, user: u64, channel: u64) -> u64 {
        let Some(member) = self.member(user) else {
            return 0;
        };
        let Some(c) = self.channels.get(&channel) else {
            return 0;
        };
        if c.get("guild_id").is_none() {
            return perms::EVERYONE;
        }
        if is_thread(c) {
            return self.permissions(user, id_of(&c["parent_id"]));
        }
        let subject = self.subject(user, &member.roles);
        perms::in_channel(
            self.guild_permissions(user),
            subject,
            self.guild.id,
            &self.overwrites(channel),
        )
    }

    fn subject<'r>(&self, user: u64, roles: &'r [u64]) -> Subject<'r> {
        Subject {
            user,
            roles,
            owner: user == self.guild.owner_id,
        }
    }

    /// Whether the bot can see `channel` (DMs and unknown channels: true). Discord answers
    /// 50001 "Missing Access" to any call on a guild channel the bot cannot see, and sends it no
    /// message from there: a private channel must carry an overwrite for the bot (or its role).
    pub fn bot_sees(&self, channel: u64) -> bool {
        match self.channels.get(&channel) {
            Some(c) if c.get("guild_id").is_some() => {
                self.permissions(self.guild.bot.id, channel) & perms::VIEW_CHANNEL != 0
            }
            _ => true,
        }
    }

    /// Guild-level permissions of `user` (@everyone or-ed with their roles; all for the owner
    /// and administrators).
    pub fn guild_permissions(&self, user: u64) -> u64 {
        let Some(member) = self.member(user) else {
            return 0;
        };
        let role_perms = |id: u64| {
            self.guild
                .roles
                .iter()
                .find(|r| r.id == id)
                .map_or(0, |r| r.permissions)
        };
        let subject = self.subject(user, &member.roles);
        perms::base(subject, role_perms(self.guild.id), role_perms)
    }

    /// Whether `channel` is an archived thread.
    pub fn archived(&self, channel: u64) -> bool {
        self.channels
            .get(&channel)
            .is_some_and(|c| is_thread(c) && c["thread_metadata"]["archived"] == true)
    }

    /// Whether `user` holds every bit of `bits` in `channel`.
    pub fn holds(&self, user: u64, channel: u64, bits: u64) -> bool {
        self.permissions(user, channel) & bits == bits
    }

    /// Whether `user` may post in guild channel `channel` now: `Ok(true)` when the post
    /// unarchives the thread it goes to. Text channels need SEND_MESSAGES; threads (forum posts
    /// included) SEND_MESSAGES_IN_THREADS, and MANAGE_THREADS once locked; an archived thread
    /// is unarchived by a post unless it is locked (then 50083 for anyone); categories and
    /// forums take no messages.
    pub fn may_post(&self, user: u64, channel: u64) -> Result<bool, Refusal> {
        let Some(c) = self.channels.get(&channel) else {
            return Err((404, 10003, "Unknown Channel"));
        };
        let bits = self.permissions(user, channel);
        let has = |b: u64| bits & b == b;
        if !is_thread(c) {
            if matches!(c["type"].as_u64(), Some(kind::CATEGORY | kind::FORUM)) {
                return Err((400, 50008, "Cannot send messages in a non-text channel"));
            }
            return if has(perms::VIEW_CHANNEL | perms::SEND_MESSAGES) {
                Ok(false)
            } else {
                Err(MISSING_PERMISSIONS)
            };
        }
        if !has(perms::VIEW_CHANNEL | perms::SEND_MESSAGES_IN_THREADS) {
            return Err(MISSING_PERMISSIONS);
        }
        let meta = &c["thread_metadata"];
        let locked = meta["locked"].as_bool() == Some(true);
        let archived = meta["archived"].as_bool() == Some(true);
        match (archived, locked) {
            // "Unarchived by a message, unless locked": even a moderator unarchives it first.
            (true, true) => Err(ARCHIVED),
            (false, true) if !has(perms::MANAGE_THREADS) => Err(MISSING_PERMISSIONS),
            (archived, _) => Ok(archived),
        }
    }

    /// What Discord weighs when the bot writes overwrites on `channel` (`None`: a channel being
    /// created, under `parent`): see [`perms::check_grant`].
    pub fn bot_grantor(&self, channel: Option<u64>) -> Grantor {
        let bot = self.guild.bot.id;
        let base = self.guild_permissions(bot);
        let admin = base == perms::ALL;
        let Some(channel) = channel else {
            return Grantor {
                admin,
                held: base,
                manage_roles_overwrite: false,
            };
        };
        let parent = self
            .channels
            .get(&channel)
            .map(|c| id_of(&c["parent_id"]))
            .filter(|p| *p != 0);
        let roles = self
            .member(bot)
            .map(|m| m.roles.clone())
            .unwrap_or_default();
        let subject = self.subject(bot, &roles);
        Grantor {
            admin,
            held: base | parent.map_or(0, |p| self.permissions(bot, p)),
            manage_roles_overwrite: perms::manage_roles_by_overwrite(
                base,
                subject,
                self.guild.id,
                &self.overwrites(channel),
            ),
        }
    }

    /// Discord's answer to the bot writing `overwrites` on `channel` (`None`: at creation).
    pub fn check_bot_grant(
        &self,
        channel: Option<u64>,
        overwrites: &[Overwrite],
    ) -> Result<(), Refusal> {
        perms::check_grant(self.bot_grantor(channel), overwrites).map_err(|_| MISSING_PERMISSIONS)
    }
}
