//! The guild a fake starts with: realistic users, members, roles (with `colors`) and
//! permissions (the bot's role is exactly the README's invite), its switches (a permission
//! withheld from the bot, a guild that refuses forums), and the JSON builders for Discord's
//! objects (user, member, role, channel).

use serde_json::{json, Value};

use crate::perms;

/// A realistic snowflake (above 2^53, like Discord's): `1_400_000_000_000_000_000 + n`.
pub const fn snowflake(n: u64) -> u64 {
    1_400_000_000_000_000_000 + n
}

/// When every fixture member joined.
pub const JOINED_AT: &str = "2025-01-01T12:00:00.000000+00:00";

/// First names for the village's players, in order; more players get `joueur-N`.
const NAMES: [&str; 16] = [
    "alice", "bruno", "chloe", "david", "emma", "farid", "gaelle", "hugo", "ines", "jules",
    "karim", "lea", "malo", "nina", "oscar", "paula",
];

/// A Discord user.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserFixture {
    /// Snowflake.
    pub id: u64,
    /// The unique user name.
    pub username: String,
    /// Whether it is a bot account.
    pub bot: bool,
}

impl UserFixture {
    /// The user object as Discord sends it.
    pub fn json(&self) -> Value {
        let mut global = self.username.clone();
        if let Some(first) = global.get_mut(0..1) {
            first.make_ascii_uppercase();
        }
        json!({
            "id": self.id.to_string(), "username": self.username, "global_name": global,
            "discriminator": "0", "avatar": null, "bot": self.bot, "public_flags": 0,
        })
    }
}

/// A guild role.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoleFixture {
    /// Snowflake (the guild's id for @everyone).
    pub id: u64,
    /// Name.
    pub name: String,
    /// Permission bits.
    pub permissions: u64,
    /// Position (0 for @everyone).
    pub position: u64,
    /// The bot that owns this managed role, if any.
    pub bot_id: Option<u64>,
}

impl RoleFixture {
    /// The role object as Discord sends it (serenity 0.12.5 requires `colors`).
    pub fn json(&self) -> Value {
        let mut role = json!({
            "id": self.id.to_string(), "name": self.name, "color": 0,
            "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
            "hoist": false, "icon": null, "unicode_emoji": null, "position": self.position,
            "permissions": self.permissions.to_string(), "managed": self.bot_id.is_some(),
            "mentionable": false, "flags": 0,
        });
        if let Some(bot) = self.bot_id {
            role["tags"] = json!({"bot_id": bot.to_string()});
        }
        role
    }
}

/// A guild member.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemberFixture {
    /// The user.
    pub user: UserFixture,
    /// Role ids, without @everyone.
    pub roles: Vec<u64>,
    /// The member's locale (sent on their interactions).
    pub locale: String,
    /// Server mute: kept on the member, it follows them into every voice channel.
    pub mute: bool,
    /// Server deafen, kept on the member like `mute`.
    pub deaf: bool,
    /// The member's nickname on this server, if they chose one.
    pub nick: Option<String>,
}

impl MemberFixture {
    /// The guild member object as Discord sends it.
    pub fn json(&self) -> Value {
        let roles: Vec<String> = self.roles.iter().map(u64::to_string).collect();
        json!({
            "user": self.user.json(), "nick": self.nick, "avatar": null, "roles": roles,
            "joined_at": JOINED_AT, "premium_since": null, "deaf": self.deaf, "mute": self.mute,
            "flags": 0, "pending": false, "communication_disabled_until": null,
        })
    }
}

/// The guild a fake starts with.
#[derive(Debug, Clone)]
pub struct GuildFixture {
    /// Guild snowflake (also @everyone's role id).
    pub id: u64,
    /// Guild name.
    pub name: String,
    /// The owner's user id.
    pub owner_id: u64,
    /// The bot's application id (equal to its user id, as on Discord).
    pub application_id: u64,
    /// The bot user.
    pub bot: UserFixture,
    /// Roles, @everyone first.
    pub roles: Vec<RoleFixture>,
    /// Members, the bot and the owner included.
    pub members: Vec<MemberFixture>,
    /// Text channels that exist before the bot starts (`general`).
    pub channels: Vec<(u64, String)>,
    /// The guild's preferred locale.
    pub locale: String,
    /// Guild features (`COMMUNITY` by default: a guild without it refuses forum channels).
    pub features: Vec<String>,
    /// The application's flags: which privileged intents its owner turned on in the
    /// Developer Portal (all three by default, as an application in under 100 servers has
    /// them: the `_LIMITED` flags).
    pub application_flags: u64,
}

/// The gateway intents Discord calls privileged, each with the application flags that allow
/// it: (intent, flag of a verified application, `_LIMITED` flag of a small one).
pub const PRIVILEGED_INTENTS: [(u64, u64, u64); 3] = [
    (INTENT_GUILD_MEMBERS, 1 << 14, 1 << 15),
    (INTENT_GUILD_PRESENCES, 1 << 12, 1 << 13),
    (INTENT_MESSAGE_CONTENT, 1 << 18, 1 << 19),
];
/// The Server Members intent.
pub const INTENT_GUILD_MEMBERS: u64 = 1 << 1;
/// The Presence intent.
pub const INTENT_GUILD_PRESENCES: u64 = 1 << 8;
/// The Message Content intent.
pub const INTENT_MESSAGE_CONTENT: u64 = 1 << 15;

/// The id of the fixture's MJ role.
pub const MJ_ROLE: u64 = snowflake(20);
/// The id of the bot's managed role.
pub const BOT_ROLE: u64 = snowflake(21);
/// The id of the fixture's `general` channel.
pub const GENERAL: u64 = snowflake(30);
/// The guild feature forum channels need.
pub const COMMUNITY: &str = "COMMUNITY";

impl GuildFixture {
    /// A guild with the bot, an owner `olga` who holds the `MJ` role, and `players` members
    /// (`alice`, `bruno`, … then `joueur-17`, …), all with French locales.
    pub fn village(players: usize) -> GuildFixture {
        let id = snowflake(1);
        let bot = UserFixture {
            id: snowflake(2),
            username: "regisseur".into(),
            bot: true,
        };
        let user = |id: u64, name: String| UserFixture {
            id,
            username: name,
            bot: false,
        };
        let member = |user: UserFixture, roles: Vec<u64>| MemberFixture {
            user,
            roles,
            locale: "fr".into(),
            mute: false,
            deaf: false,
            nick: None,
        };
        let owner = user(snowflake(3), "olga".into());
        let mut members = vec![
            member(bot.clone(), vec![BOT_ROLE]),
            member(owner.clone(), vec![MJ_ROLE]),
        ];
        for i in 0..players {
            let name = NAMES.get(i).map_or_else(
                || format!("joueur-{}", i + 1),
                std::string::ToString::to_string,
            );
            members.push(member(user(snowflake(100 + i as u64), name), vec![]));
        }
        let role = |id, name: &str, permissions, position, bot_id| RoleFixture {
            id,
            name: name.into(),
            permissions,
            position,
            bot_id,
        };
        GuildFixture {
            id,
            name: "Le village".into(),
            owner_id: owner.id,
            application_id: bot.id,
            roles: vec![
                role(id, "@everyone", perms::EVERYONE, 0, None),
                role(MJ_ROLE, "MJ", perms::EVERYONE, 1, None),
                role(BOT_ROLE, "Régisseur", perms::BOT, 2, Some(bot.id)),
            ],
            bot,
            members,
            channels: vec![(GENERAL, "general".into())],
            locale: "fr".into(),
            features: vec![COMMUNITY.into()],
            application_flags: PRIVILEGED_INTENTS
                .iter()
                .fold(0, |f, (_, _, small)| f | small),
        }
    }

    /// The same guild whose bot's application has the privileged `intent` turned off (an
    /// owner who never ticked « Message Content Intent », say): an IDENTIFY asking for it is
    /// closed with 4014, as Discord does.
    pub fn without_intent(mut self, intent: u64) -> GuildFixture {
        for (i, verified, small) in PRIVILEGED_INTENTS {
            if i & intent != 0 {
                self.application_flags &= !(verified | small);
            }
        }
        self
    }

    /// The intents an IDENTIFY may ask for: every ordinary one, and the privileged ones the
    /// application's flags allow.
    pub fn allowed_intents(&self) -> u64 {
        PRIVILEGED_INTENTS
            .iter()
            .filter(|(_, verified, small)| self.application_flags & (verified | small) == 0)
            .fold(u64::MAX, |allowed, (intent, _, _)| allowed & !intent)
    }

    /// The same guild with `bits` withheld from the bot's role (a server owner who unticked
    /// Manage Roles in the invite, say). Panics when @everyone grants one of them: the bot
    /// would still hold it, as on Discord.
    pub fn without_bot_permission(mut self, bits: u64) -> GuildFixture {
        let everyone = self.roles.iter().find(|r| r.id == self.id);
        let still = everyone.map_or(0, |r| r.permissions) & bits;
        assert_eq!(
            still, 0,
            "@everyone grants {still:#x}: withholding it from the bot's role changes nothing"
        );
        for role in self.roles.iter_mut().filter(|r| r.id == BOT_ROLE) {
            role.permissions &= !bits;
        }
        self
    }

    /// The same guild where no role but the bot's grants `bits` (@everyone and `MJ` lose
    /// them): to withhold from the bot a permission @everyone has by default (CONNECT, SPEAK),
    /// call this, then [`GuildFixture::without_bot_permission`]. The owner keeps everything.
    pub fn without_member_permission(mut self, bits: u64) -> GuildFixture {
        for role in self.roles.iter_mut().filter(|r| r.id != BOT_ROLE) {
            role.permissions &= !bits;
        }
        self
    }

    /// The same guild without the `COMMUNITY` feature: it refuses forum (type 15) and stage
    /// (type 13) channels the way Discord refuses a channel type a guild cannot have (400 /
    /// 50035 `BASE_TYPE_CHOICES`).
    pub fn refusing_forums(mut self) -> GuildFixture {
        self.features.retain(|f| f != COMMUNITY);
        self
    }

    /// Whether the guild accepts forum and stage channels (it has `COMMUNITY`).
    pub fn accepts_forums(&self) -> bool {
        self.features.iter().any(|f| f == COMMUNITY)
    }

    /// The member whose user name is `name`.
    pub fn member(&self, name: &str) -> Option<&MemberFixture> {
        self.members.iter().find(|m| m.user.username == name)
    }

    /// The players: members who are neither the bot nor the owner.
    pub fn players(&self) -> impl Iterator<Item = &MemberFixture> {
        self.members
            .iter()
            .filter(move |m| !m.user.bot && m.user.id != self.owner_id)
    }
}

/// A guild channel object (text 0, category 4) as Discord sends it.
pub fn channel_json(guild_id: u64, id: u64, kind: u64, name: &str, position: u64) -> Value {
    json!({
        "id": id.to_string(), "type": kind, "guild_id": guild_id.to_string(), "name": name,
        "position": position, "permission_overwrites": [], "parent_id": null, "topic": null,
        "nsfw": false, "last_message_id": null, "rate_limit_per_user": 0, "flags": 0,
    })
}

/// The keys Discord sends on a voice (2) or stage (13) channel, with a new channel's values.
pub fn voice_defaults(channel: &mut Value) {
    for (key, value) in [
        ("bitrate", json!(64000)),
        ("user_limit", json!(0)),
        ("rtc_region", Value::Null),
    ] {
        channel[key] = value;
    }
    // A stage keeps a topic; a voice channel has none.
    if channel["type"] == 2 {
        channel.as_object_mut().map(|c| c.remove("topic"));
    }
}

/// An overwrite object (`type` 0 = role, 1 = member) with string bitfields.
pub fn overwrite_json(o: &perms::Overwrite) -> Value {
    json!({"id": o.id.to_string(), "type": o.kind, "allow": o.allow.to_string(), "deny": o.deny.to_string()})
}
