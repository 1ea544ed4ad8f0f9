//! The fake's world: the guild (members, roles), channels (threads and forums included) with
//! their overwrites, messages, DMs, interactions, registered commands, the gateway's memory, the
//! REST call log and every violation found.

use std::collections::BTreeMap;
use std::time::Instant;

use serde_json::{json, Value};

use crate::access::is_thread;
use crate::fixture::COMMUNITY;
use crate::fixture::{self, GuildFixture, MemberFixture};
use crate::gateway_log::GatewayLog;
use crate::perms::Overwrite;
use crate::voice::Voice;

/// One REST call the fake received.
#[derive(Debug, Clone, PartialEq)]
pub struct Call {
    /// Order of arrival, from 0.
    pub seq: usize,
    /// Upper-case HTTP method.
    pub method: String,
    /// The path, e.g. `/api/v10/channels/1/messages` (no query string).
    pub path: String,
    /// The query string, if any.
    pub query: Option<String>,
    /// The JSON body (for multipart: `payload_json`).
    pub body: Option<Value>,
    /// The status the fake answered.
    pub status: u16,
    /// The body the fake answered (`null` for 204).
    pub response: Value,
}

impl Call {
    /// `METHOD path` matches: `path` ends with `suffix` (ids included) and the method is equal.
    pub fn is(&self, method: &str, suffix: &str) -> bool {
        self.method.eq_ignore_ascii_case(method) && self.path.ends_with(suffix)
    }
}

/// What the fake knows of one interaction it injected.
#[derive(Debug, Clone)]
pub struct InteractionRecord {
    /// Interaction id.
    pub id: u64,
    /// Its token (also the follow-up webhook's token).
    pub token: String,
    /// When it was sent (tests may move it back to simulate time).
    pub created: Instant,
    /// The channel it came from.
    pub channel_id: u64,
    /// The user who acted.
    pub user_id: u64,
    /// The callback body, once the bot answered.
    pub callback: Option<Value>,
    /// How long after the interaction was injected its callback arrived.
    pub answered_after: Option<std::time::Duration>,
    /// When its INTERACTION_CREATE was written on the bot's gateway socket.
    pub sent: Option<Instant>,
    /// When the callback POST reached the fake (before validation and the state lock).
    pub callback_at: Option<Instant>,
    /// When the user first saw an answer: a callback carrying one (type 4, 7, 8 or 9) or, after
    /// a deferral (5 or 6), the first follow-up or `@original` edit.
    pub answered_at: Option<Instant>,
    /// The message a component belongs to.
    pub source_message: Option<u64>,
    /// The message the callback created (type 4 or 5), `@original`.
    pub original: Option<u64>,
}

/// An interaction's latencies as the fake measured them, from when its INTERACTION_CREATE was
/// written on the bot's socket.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Timings {
    /// Until the callback POST arrived.
    pub callback: Option<std::time::Duration>,
    /// Until the user saw an answer (the callback, or the first follow-up after a deferral).
    pub answer: Option<std::time::Duration>,
}

/// Injected faults, consumed by the next matching REST calls.
#[derive(Debug, Clone, Default)]
pub struct Faults {
    /// The first matching rule answers the next matching call, and is used up.
    pub queue: Vec<FaultRule>,
    /// Users whose DMs are closed: messages to their DM channel get 403 / 50007.
    pub closed_dms: Vec<u64>,
    /// `(method, path substring, calls let through)`: after those, each call of that method
    /// (POST or PATCH) to a matching path hangs unanswered until the stall is released, then
    /// fails with 500 without taking effect (a call that never reached Discord: what a kill
    /// during delivery leaves behind).
    pub stall: Option<(&'static str, String, usize)>,
    /// How many calls hang (or hung) in the stall.
    pub stalled: usize,
}

/// Which calls an injected fault answers.
#[derive(Debug, Clone, PartialEq)]
pub struct FaultRule {
    /// Only calls with this (upper-case) method; `None`: any method.
    pub method: Option<String>,
    /// Only paths containing this.
    pub path_part: String,
    /// How many matching calls pass untouched before this one answers.
    pub pass: usize,
    /// The answer.
    pub fault: Fault,
}

impl FaultRule {
    /// Whether the rule answers `method path`.
    pub fn matches(&self, method: &str, path: &str) -> bool {
        self.method
            .as_deref()
            .is_none_or(|m| m.eq_ignore_ascii_case(method))
            && path.contains(self.path_part.as_str())
    }
}

/// One injected REST failure.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Fault {
    /// 429 with this `retry_after` in seconds.
    RateLimited(f64),
    /// 429 for every route (`X-RateLimit-Global`), with this `retry_after` in seconds.
    GlobalRateLimited(f64),
    /// 500 Internal Server Error, nothing done.
    ServerError,
    /// 500 Internal Server Error after the call took effect (a lost answer): a retry without
    /// `nonce` + `enforce_nonce` duplicates the message.
    ServerErrorAfterCommit,
    /// 403 / 50013 Missing Permissions, nothing done (a permission taken away mid-way).
    MissingPermissions,
}

/// The fake's whole mutable state.
#[derive(Debug)]
pub struct State {
    /// The guild: members and roles change as the bot and the tests act.
    pub guild: GuildFixture,
    /// Every channel (guild channels and DMs) by id, as Discord's JSON.
    pub channels: BTreeMap<u64, Value>,
    /// Every message by id, as Discord's JSON (ephemeral ones included, flagged 64).
    pub messages: BTreeMap<u64, Value>,
    /// DM channel id by recipient user id.
    pub dms: BTreeMap<u64, u64>,
    /// Injected interactions by id.
    pub interactions: BTreeMap<u64, InteractionRecord>,
    /// The INTERACTION_CREATE payload of each injected interaction (to deliver it again).
    pub interaction_payloads: BTreeMap<u64, Value>,
    /// `(channel, nonce)` → message, for `enforce_nonce`.
    pub nonces: BTreeMap<(u64, String), u64>,
    /// Global commands (`None` = the guild's) as registered, each with its id.
    pub commands: BTreeMap<Option<u64>, Value>,
    /// Every REST call, in order.
    pub calls: Vec<Call>,
    /// Every OpenAPI, limit, gateway-model or protocol violation found.
    pub violations: Vec<String>,
    /// Injected faults.
    pub faults: Faults,
    /// The rate limits' buckets (every answer carries their headers).
    pub(crate) buckets: crate::server::ratelimit::Buckets,
    /// IDENTIFY payloads received, in order.
    pub identifies: Vec<Value>,
    /// How long the bot has to answer an interaction: Discord's 3 s unless a test relaxes it.
    pub callback_window: std::time::Duration,
    /// Mutating calls that changed nothing: `(call seq, what)`.
    pub noops: Vec<(usize, String)>,
    /// The bytes of every uploaded attachment, by attachment id.
    pub uploads: BTreeMap<u64, Vec<u8>>,
    /// The gateway's memory: recent dispatches, sessions that may resume, the resume policy.
    pub gateway: GatewayLog,
    /// Voice states, the bot's op 4 payloads, who is speaking.
    pub voice: Voice,
    /// Users who left the guild: still Discord users (a user option names them), no longer
    /// members.
    pub departed: Vec<crate::fixture::UserFixture>,
    next_id: u64,
}

impl State {
    /// The world at start: the fixture's guild and its channels.
    pub fn new(guild: GuildFixture) -> State {
        let channels = guild
            .channels
            .iter()
            .enumerate()
            .map(|(i, (id, name))| (*id, fixture::channel_json(guild.id, *id, 0, name, i as u64)))
            .collect();
        State {
            guild,
            channels,
            messages: BTreeMap::new(),
            dms: BTreeMap::new(),
            interactions: BTreeMap::new(),
            interaction_payloads: BTreeMap::new(),
            nonces: BTreeMap::new(),
            commands: BTreeMap::new(),
            calls: Vec::new(),
            violations: Vec::new(),
            faults: Faults::default(),
            buckets: Default::default(),
            identifies: Vec::new(),
            noops: Vec::new(),
            uploads: BTreeMap::new(),
            gateway: GatewayLog::default(),
            voice: Voice::default(),
            departed: Vec::new(),
            callback_window: std::time::Duration::from_secs(3),
            next_id: 0,
        }
    }

    /// A fresh snowflake.
    pub fn next_id(&mut self) -> u64 {
        self.next_id += 1;
        fixture::snowflake(1_000_000 + self.next_id)
    }

    /// Notes that the call being handled (the next in `calls`) changed nothing.
    pub fn record_noop(&mut self, what: String) {
        let seq = self.calls.len();
        self.noops.push((seq, what));
    }

    /// The member with this user id.
    pub fn member(&self, user: u64) -> Option<&MemberFixture> {
        self.guild.members.iter().find(|m| m.user.id == user)
    }

    /// The guild channel (not DM) named `name`, first by position.
    pub fn channel_named(&self, name: &str) -> Option<&Value> {
        self.channels
            .values()
            .find(|c| c["name"] == name && c.get("guild_id").is_some())
    }

    /// A channel's overwrites, parsed.
    pub fn overwrites(&self, channel: u64) -> Vec<Overwrite> {
        let Some(c) = self.channels.get(&channel) else {
            return Vec::new();
        };
        parse_overwrites(&c["permission_overwrites"])
    }

    /// Messages in `channel`, oldest first.
    pub fn messages_in(&self, channel: u64) -> Vec<Value> {
        let id = channel.to_string();
        self.messages
            .values()
            .filter(|m| m["channel_id"] == id.as_str())
            .cloned()
            .collect()
    }

    /// The GUILD_CREATE payload for the current state.
    pub fn guild_json(&self) -> Value {
        let g = &self.guild;
        let guild_channels = self
            .channels
            .values()
            .filter(|c| c.get("guild_id").is_some());
        let (threads, channels): (Vec<&Value>, Vec<&Value>) =
            guild_channels.partition(|c| is_thread(c));
        let threads: Vec<&Value> = threads
            .into_iter()
            .filter(|t| t["thread_metadata"]["archived"] != true)
            .collect();
        let community = g.features.iter().any(|f| f == COMMUNITY);
        let rules: Option<String> = community
            .then(|| g.channels.first().map(|(id, _)| id.to_string()))
            .flatten();
        json!({
            "id": g.id.to_string(), "name": g.name, "icon": null, "icon_hash": null, "splash": null,
            "discovery_splash": null, "owner_id": g.owner_id.to_string(), "afk_channel_id": null,
            "afk_timeout": 300, "widget_enabled": false, "widget_channel_id": null,
            "verification_level": i32::from(community), "default_message_notifications": 1,
            "explicit_content_filter": if community { 2 } else { 0 },
            "roles": g.roles.iter().map(super::fixture::RoleFixture::json).collect::<Vec<_>>(), "emojis": [],
            "features": g.features, "mfa_level": 0, "application_id": null, "system_channel_id": null,
            "system_channel_flags": 0, "rules_channel_id": rules, "max_presences": null,
            "max_members": 500000, "vanity_url_code": null, "description": null, "banner": null,
            "premium_tier": 0, "premium_subscription_count": 0, "preferred_locale": g.locale,
            "public_updates_channel_id": rules, "max_video_channel_users": 25,
            "max_stage_video_channel_users": 50, "nsfw_level": 0, "stickers": [],
            "premium_progress_bar_enabled": false, "safety_alerts_channel_id": null,
            "incidents_data": null, "joined_at": fixture::JOINED_AT, "large": false,
            "unavailable": false, "member_count": g.members.len(), "voice_states": self.voice_states_json(),
            "members": g.members.iter().map(MemberFixture::json).collect::<Vec<_>>(),
            "channels": channels, "threads": threads, "presences": [], "stage_instances": [],
            "guild_scheduled_events": [], "soundboard_sounds": [], "lazy": true,
        })
    }
}

/// A snowflake field as a number (Discord sends them as strings); 0 when absent.
pub fn id_of(value: &Value) -> u64 {
    value
        .as_str()
        .and_then(|s| s.parse().ok())
        .or_else(|| value.as_u64())
        .unwrap_or(0)
}

/// Parses Discord overwrite JSON (`allow`/`deny` as strings or numbers).
pub fn parse_overwrites(value: &Value) -> Vec<Overwrite> {
    let bits = |v: &Value| {
        v.as_u64()
            .or_else(|| v.as_str().and_then(|s| s.parse().ok()))
            .unwrap_or(0)
    };
    value
        .as_array()
        .map(|list| {
            list.iter()
                .map(|o| Overwrite {
                    id: bits(&o["id"]),
                    kind: o["type"].as_u64().unwrap_or(0) as u8,
                    allow: bits(&o["allow"]),
                    deny: bits(&o["deny"]),
                })
                .collect()
        })
        .unwrap_or_default()
}
