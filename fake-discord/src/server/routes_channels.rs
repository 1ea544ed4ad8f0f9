//! Guild channels (text, category, forum, voice, stage) and their overwrites, with the permissions Discord
//! checks: MANAGE_CHANNELS to create, edit or delete; MANAGE_ROLES to write overwrites after
//! creation; and, whenever the bot writes overwrites, [`crate::perms::check_grant`] (it may
//! grant only what it holds, and MANAGE_ROLES only as an administrator or a holder of a
//! MANAGE_ROLES overwrite in that channel).

use serde_json::{json, Value};

use super::rest::{Reply, Req};
use super::Shared;
use crate::access::{is_thread, is_voice, kind, Refusal, MISSING_PERMISSIONS};
use crate::fixture::{channel_json, overwrite_json, voice_defaults};
use crate::perms::{self, Overwrite};
use crate::state::{id_of, parse_overwrites, State};

/// Handles the route if it is one of this module's.
pub(crate) fn route(shared: &Shared, state: &mut State, req: &Req) -> Option<Reply> {
    let reply = match (req.method.as_str(), req.template.as_str()) {
        ("POST", "/guilds/{guild_id}/channels") => create_channel(shared, state, req),
        ("GET", "/channels/{channel_id}") => match state.channels.get(&req.id("channel_id")) {
            Some(c) => Reply::ok(c.clone()),
            None => Reply::error(404, 10003, "Unknown Channel"),
        },
        ("PATCH", "/channels/{channel_id}") => edit_channel(shared, state, req),
        ("DELETE", "/channels/{channel_id}") => delete_channel(shared, state, req),
        ("PUT" | "DELETE", "/channels/{channel_id}/permissions/{overwrite_id}") => {
            set_overwrite(shared, state, req)
        }
        _ => return None,
    };
    Some(reply)
}

/// The answer for a refusal.
pub(crate) fn refuse((status, code, message): Refusal) -> Reply {
    Reply::error(status, code, message)
}

/// Validates `body` against the spec's schema `name`: the branch of a route's `anyOf` that
/// fits the channel at hand (Discord knows the channel's type; the spec's union does not).
/// A mismatch is the bot's bug: recorded, and answered 400 / 50035.
pub(crate) fn strict(
    shared: &Shared,
    state: &mut State,
    name: &str,
    body: &Value,
) -> Result<(), Reply> {
    let Err(errors) = shared.spec.validate_schema(name, body) else {
        return Ok(());
    };
    let errors: Vec<String> = errors.into_iter().map(|e| format!("{name}: {e}")).collect();
    let mut reply = Reply::error(400, 50035, "Invalid Form Body");
    let list: Vec<Value> = errors
        .iter()
        .map(|e| json!({"code": "FAKE_DISCORD_INVALID", "message": e}))
        .collect();
    reply.body["errors"] = json!({"_errors": list});
    state.violations.extend(errors);
    Err(reply)
}

/// What Discord answers for a channel type the guild cannot have (as for an announcement
/// channel in a guild without COMMUNITY).
fn type_refused(allowed: &str) -> Reply {
    let mut reply = Reply::error(400, 50035, "Invalid Form Body");
    let message = format!("Value must be one of {allowed}.");
    reply.body["errors"] =
        json!({"type": {"_errors": [{"code": "BASE_TYPE_CHOICES", "message": message}]}});
    reply
}

/// Discord's limits for a voice (2) or stage (13) channel in a guild without boosts: bitrate
/// up to 96 kbps (64 on a stage), at most 99 members (10 000 on a stage).
fn voice_limits(kind: u64, body: &Value) -> Result<(), String> {
    let (bitrate, users) = match kind {
        kind::VOICE => (96_000, 99),
        kind::STAGE => (64_000, 10_000),
        _ => return Ok(()),
    };
    let over = |key: &str, max: u64| body[key].as_u64().is_some_and(|v| v > max);
    match (over("bitrate", bitrate), over("user_limit", users)) {
        (false, false) => Ok(()),
        _ => Err(format!(
            "channel type {kind}: bitrate at most {bitrate}, user_limit at most {users}: {body}"
        )),
    }
}

/// A body Discord refuses with 400 / 50035, recorded as the bot's bug.
fn invalid(state: &mut State, why: String) -> Reply {
    state.violations.push(why);
    Reply::error(400, 50035, "Invalid Form Body")
}

/// Copies the non-null `keys` of `body` into `channel`.
fn copy_keys(channel: &mut Value, body: &Value, keys: &[&str]) {
    for key in keys {
        if let Some(v) = body.get(*key).filter(|v| !v.is_null()) {
            channel[*key] = v.clone();
        }
    }
}

/// Normalises request overwrites (`allow`/`deny` as strings, `type` as int).
fn normalise(list: &[Overwrite]) -> Value {
    let mut list = list.to_vec();
    list.sort_by_key(|o| (o.id, o.kind));
    json!(list.iter().map(overwrite_json).collect::<Vec<_>>())
}

/// A forum's tags from a request, keeping the ids of `known` tags and minting the others.
fn tags(state: &mut State, wanted: &Value, known: &Value) -> Value {
    let known: Vec<&Value> = known.as_array().into_iter().flatten().collect();
    let mut out = Vec::new();
    for tag in wanted
        .as_array()
        .into_iter()
        .flatten()
        .filter(|t| !t.is_null())
    {
        let kept = known
            .iter()
            .find(|k| k["id"] == tag["id"] && !tag["id"].is_null());
        let id = match kept {
            Some(k) => k["id"].clone(),
            None => json!(state.next_id().to_string()),
        };
        out.push(json!({
            "id": id, "name": tag["name"], "moderated": tag["moderated"].as_bool().unwrap_or(false),
            "emoji_id": tag.get("emoji_id").cloned().unwrap_or(Value::Null),
            "emoji_name": tag.get("emoji_name").cloned().unwrap_or(Value::Null),
        }));
    }
    json!(out)
}

/// The forum-only keys Discord sends, with their defaults.
fn forum_defaults(channel: &mut Value) {
    for (key, value) in [
        ("available_tags", json!([])),
        ("default_reaction_emoji", Value::Null),
        ("default_sort_order", Value::Null),
        ("default_forum_layout", json!(0)),
        ("default_thread_rate_limit_per_user", json!(0)),
    ] {
        channel[key] = value;
    }
}

const EDITABLE: [&str; 6] = [
    "name",
    "topic",
    "nsfw",
    "rate_limit_per_user",
    "position",
    "parent_id",
];
const VOICE_EDITABLE: [&str; 4] = ["bitrate", "user_limit", "rtc_region", "video_quality_mode"];
const FORUM_EDITABLE: [&str; 6] = [
    "default_reaction_emoji",
    "default_sort_order",
    "default_forum_layout",
    "default_thread_rate_limit_per_user",
    "default_auto_archive_duration",
    "flags",
];

fn create_channel(shared: &Shared, state: &mut State, req: &Req) -> Reply {
    let body = req.json();
    let kind = body["type"].as_u64().unwrap_or(kind::TEXT);
    let parent = Some(id_of(&body["parent_id"])).filter(|p| *p != 0);
    if let Some(p) = parent {
        if state.channels.get(&p).and_then(|c| c["type"].as_u64()) != Some(kind::CATEGORY) {
            return Reply::error(
                400,
                50035,
                "Invalid Form Body (parent_id is not a category)",
            );
        }
    }
    let bot = state.guild.bot.id;
    let may = match parent {
        Some(p) => state.holds(bot, p, perms::MANAGE_CHANNELS),
        None => state.guild_permissions(bot) & perms::MANAGE_CHANNELS != 0,
    };
    if !may {
        return refuse(MISSING_PERMISSIONS);
    }
    if matches!(kind, kind::FORUM | kind::STAGE) && !state.guild.accepts_forums() {
        return type_refused("{0, 2, 4, 6, 14}");
    }
    if let Err(why) = voice_limits(kind, &body) {
        return invalid(state, why);
    }
    let wanted = parse_overwrites(&body["permission_overwrites"]);
    if let Err(refusal) = state.check_bot_grant(None, &wanted) {
        return refuse(refusal);
    }
    let id = state.next_id();
    let channel = new_channel(state, (id, kind, parent), &body, &wanted);
    state.channels.insert(id, channel.clone());
    shared.dispatch(state, "CHANNEL_CREATE", channel.clone());
    Reply::created(channel)
}

/// The channel a create body makes: channel `id` of type `kind` under `parent`, with the keys
/// of its type and its overwrites (the parent's when the body has none).
fn new_channel(
    state: &mut State,
    (id, kind, parent): (u64, u64, Option<u64>),
    body: &Value,
    wanted: &[Overwrite],
) -> Value {
    let name = body["name"].as_str().unwrap_or("");
    let mut channel = channel_json(state.guild.id, id, kind, name, state.channels.len() as u64);
    copy_keys(
        &mut channel,
        body,
        &["topic", "nsfw", "rate_limit_per_user", "position"],
    );
    if matches!(kind, kind::VOICE | kind::STAGE) {
        voice_defaults(&mut channel);
        copy_keys(&mut channel, body, &VOICE_EDITABLE);
    }
    if kind == kind::FORUM {
        forum_defaults(&mut channel);
        channel["available_tags"] = tags(state, &body["available_tags"], &Value::Null);
        copy_keys(&mut channel, body, &FORUM_EDITABLE);
    }
    if let Some(parent) = parent {
        channel["parent_id"] = json!(parent.to_string());
        channel["permission_overwrites"] = state.channels[&parent]["permission_overwrites"].clone();
    }
    if body["permission_overwrites"].is_array() {
        channel["permission_overwrites"] = normalise(wanted);
    }
    if kind == kind::CATEGORY {
        channel.as_object_mut().map(|c| c.remove("last_message_id"));
    }
    channel
}

fn edit_channel(shared: &Shared, state: &mut State, req: &Req) -> Reply {
    let id = req.id("channel_id");
    let Some(before) = state.channels.get(&id).cloned() else {
        return Reply::error(404, 10003, "Unknown Channel");
    };
    let bot = state.guild.bot.id;
    if before.get("guild_id").is_some() && !state.holds(bot, id, perms::MANAGE_CHANNELS) {
        return refuse(MISSING_PERMISSIONS);
    }
    let body = req.json();
    if before.get("guild_id").is_some() {
        if let Err(reply) = strict(shared, state, "UpdateGuildChannelRequestPartial", &body) {
            return reply;
        }
    }
    let mut channel = before.clone();
    let forum = before["type"] == kind::FORUM;
    let voice = is_voice(&before);
    if let Err(why) = voice_limits(before["type"].as_u64().unwrap_or(0), &body) {
        return invalid(state, why);
    }
    let keys = EDITABLE
        .iter()
        .chain(FORUM_EDITABLE.iter().filter(|_| forum))
        .chain(VOICE_EDITABLE.iter().filter(|_| voice));
    for key in keys {
        if let Some(v) = body.get(*key) {
            channel[*key] = v.clone();
        }
    }
    if forum && body["available_tags"].is_array() {
        channel["available_tags"] = tags(state, &body["available_tags"], &before["available_tags"]);
    }
    if body["permission_overwrites"].is_array() {
        if !state.holds(bot, id, perms::MANAGE_ROLES) {
            return refuse(MISSING_PERMISSIONS);
        }
        // The list replaces the channel's; what it keeps unchanged is not being set.
        let current = state.overwrites(id);
        let wanted = parse_overwrites(&body["permission_overwrites"]);
        let changed: Vec<Overwrite> = wanted
            .iter()
            .filter(|o| !current.contains(o))
            .copied()
            .collect();
        if let Err(refusal) = state.check_bot_grant(Some(id), &changed) {
            return refuse(refusal);
        }
        channel["permission_overwrites"] = normalise(&wanted);
    }
    if channel == before {
        state.record_noop(format!("PATCH /channels/{id} changes nothing"));
    }
    state.channels.insert(id, channel.clone());
    shared.dispatch(state, "CHANNEL_UPDATE", channel.clone());
    Reply::ok(channel)
}

fn delete_channel(shared: &Shared, state: &mut State, req: &Req) -> Reply {
    let id = req.id("channel_id");
    let Some(channel) = state.channels.get(&id).cloned() else {
        return Reply::error(404, 10003, "Unknown Channel");
    };
    let bot = state.guild.bot.id;
    if channel.get("guild_id").is_some() && !state.holds(bot, id, perms::MANAGE_CHANNELS) {
        return refuse(MISSING_PERMISSIONS);
    }
    state.channels.remove(&id);
    // A channel's threads go with it.
    let threads: Vec<u64> = state
        .channels
        .iter()
        .filter(|(_, c)| is_thread(c) && id_of(&c["parent_id"]) == id)
        .map(|(t, _)| *t)
        .collect();
    for t in threads {
        state.channels.remove(&t);
    }
    // Whoever is connected to a deleted voice channel is disconnected.
    super::routes_voice::disconnect_all(shared, state, id);
    shared.dispatch(state, "CHANNEL_DELETE", channel.clone());
    Reply::ok(channel)
}

fn set_overwrite(shared: &Shared, state: &mut State, req: &Req) -> Reply {
    let id = req.id("channel_id");
    let target = req.id("overwrite_id");
    let Some(channel) = state.channels.get(&id).cloned() else {
        return Reply::error(404, 10003, "Unknown Channel");
    };
    if is_thread(&channel) {
        return Reply::error(400, 50024, "Cannot execute action on this channel type");
    }
    if !state.holds(state.guild.bot.id, id, perms::MANAGE_ROLES) {
        return refuse(MISSING_PERMISSIONS);
    }
    let mut list = parse_overwrites(&channel["permission_overwrites"]);
    let before = list.clone();
    list.retain(|o| o.id != target);
    if req.method == "PUT" {
        let mut one = parse_overwrites(&json!([req.json()]));
        for o in &mut one {
            o.id = target;
        }
        if let Err(refusal) = state.check_bot_grant(Some(id), &one) {
            return refuse(refusal);
        }
        list.extend(one);
    }
    let mut sorted_before = before.clone();
    let mut sorted_after = list.clone();
    sorted_before.sort_by_key(|o| o.id);
    sorted_after.sort_by_key(|o| o.id);
    if sorted_before == sorted_after {
        state.record_noop(format!(
            "{} /channels/{id}/permissions/{target} changes nothing",
            req.method
        ));
    }
    let mut channel = channel;
    channel["permission_overwrites"] = normalise(&list);
    state.channels.insert(id, channel.clone());
    shared.dispatch(state, "CHANNEL_UPDATE", channel);
    Reply::empty()
}
