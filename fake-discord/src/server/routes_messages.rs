//! Messages in channels, threads and DMs: create (with `nonce` + `enforce_nonce`), edit,
//! delete, pins, and opening a DM channel. Refused DMs answer 403 / 50007 like Discord; a post
//! to an archived thread unarchives it (or answers 50083 when locked), an edit there answers
//! 50083.

use serde_json::{json, Value};

use super::multipart::FilePart;
use super::rest::{Reply, Req};
use super::routes_channels::refuse;
use super::{routes_threads, Shared};
use crate::access::{is_thread, ARCHIVED};
use crate::state::{id_of, State};

/// Message flag: only the interaction's user sees it.
pub const EPHEMERAL: u64 = 1 << 6;
/// Message flag: a deferred response still "thinking".
pub const LOADING: u64 = 1 << 7;

/// Handles the route if it is one of this module's.
pub(crate) fn route(shared: &Shared, state: &mut State, req: &Req) -> Option<Reply> {
    let channel = req.id("channel_id");
    let message = req.id("message_id");
    let reply = match (req.method.as_str(), req.template.as_str()) {
        ("POST", "/users/@me/channels") => open_dm(state, req),
        ("POST", "/channels/{channel_id}/messages") => send(shared, state, req),
        ("GET", "/channels/{channel_id}/messages") => {
            let mut list = state.messages_in(channel);
            list.reverse();
            let limit = req
                .query_param("limit")
                .and_then(|l| l.parse().ok())
                .unwrap_or(50);
            list.truncate(limit);
            Reply::ok(json!(list))
        }
        ("GET", "/channels/{channel_id}/messages/{message_id}") => {
            match find(state, channel, message) {
                Some(m) => Reply::ok(m),
                None => Reply::error(404, 10008, "Unknown Message"),
            }
        }
        ("PATCH", "/channels/{channel_id}/messages/{message_id}") => {
            match find(state, channel, message) {
                Some(m) if id_of(&m["author"]["id"]) != state.guild.bot.id => {
                    Reply::error(403, 50005, "Cannot edit a message authored by another user")
                }
                Some(_) => edit(shared, state, message, &req.json(), &req.files),
                None => Reply::error(404, 10008, "Unknown Message"),
            }
        }
        ("DELETE", "/channels/{channel_id}/messages/{message_id}") => {
            match find(state, channel, message) {
                Some(_) if state.archived(channel) => refuse(ARCHIVED),
                Some(_) => delete(shared, state, message),
                None => Reply::error(404, 10008, "Unknown Message"),
            }
        }
        (
            "PUT" | "DELETE",
            "/channels/{channel_id}/pins/{message_id}"
            | "/channels/{channel_id}/messages/pins/{message_id}",
        ) => {
            if state.archived(channel) {
                return Some(refuse(ARCHIVED));
            }
            match state
                .messages
                .get_mut(&message)
                .filter(|m| id_of(&m["channel_id"]) == channel)
            {
                Some(m) => {
                    m["pinned"] = json!(req.method == "PUT");
                    Reply::empty()
                }
                None => Reply::error(404, 10008, "Unknown Message"),
            }
        }
        _ => return None,
    };
    Some(reply)
}

fn find(state: &State, channel: u64, message: u64) -> Option<Value> {
    state
        .messages
        .get(&message)
        .filter(|m| id_of(&m["channel_id"]) == channel)
        .cloned()
}

fn open_dm(state: &mut State, req: &Req) -> Reply {
    let body = req.json();
    let recipient: u64 = body["recipient_id"]
        .as_str()
        .and_then(|r| r.parse().ok())
        .or(body["recipient_id"].as_u64())
        .unwrap_or(0);
    match dm_channel(state, recipient) {
        Some(id) => Reply::ok(state.channels[&id].clone()),
        None => Reply::error(400, 50033, "Invalid Recipient(s)"),
    }
}

/// The DM channel with `user`, opened if needed; `None` for an unknown user.
pub(crate) fn dm_channel(state: &mut State, user: u64) -> Option<u64> {
    let json = state.member(user)?.user.json();
    if let Some(id) = state.dms.get(&user) {
        return Some(*id);
    }
    let id = state.next_id();
    state.dms.insert(user, id);
    let channel = json!({"id": id.to_string(), "type": 1, "last_message_id": null, "flags": 0, "recipients": [json]});
    state.channels.insert(id, channel);
    Some(id)
}

fn send(shared: &Shared, state: &mut State, req: &Req) -> Reply {
    let channel_id = req.id("channel_id");
    let Some(channel) = state.channels.get(&channel_id).cloned() else {
        return Reply::error(404, 10003, "Unknown Channel");
    };
    let bot = state.guild.bot.id;
    if channel.get("guild_id").is_none() {
        let recipient = state
            .dms
            .iter()
            .find(|(_, c)| **c == channel_id)
            .map(|(u, _)| *u);
        if recipient.is_some_and(|u| state.faults.closed_dms.contains(&u)) {
            return Reply::error(403, 50007, "Cannot send messages to this user");
        }
    } else if let Err(refusal) = state.may_post(bot, channel_id) {
        return refuse(refusal);
    }
    let body = req.json();
    let nonce = body["nonce"]
        .as_str()
        .map(str::to_string)
        .or_else(|| body["nonce"].as_i64().map(|n| n.to_string()));
    if let (Some(nonce), true) = (&nonce, body["enforce_nonce"].as_bool() == Some(true)) {
        if let Some(existing) = state
            .nonces
            .get(&(channel_id, nonce.clone()))
            .and_then(|m| state.messages.get(m))
        {
            return Reply::ok(existing.clone());
        }
    }
    routes_threads::unarchive_for_post(shared, state, channel_id);
    let author = state.guild.bot.json();
    let message = create(shared, state, channel_id, author, &body, &req.files);
    if let Some(nonce) = nonce {
        let id = message["id"]
            .as_str()
            .and_then(|i| i.parse().ok())
            .unwrap_or(0);
        state.nonces.insert((channel_id, nonce), id);
    }
    Reply::ok(message)
}

/// Creates a message in `channel_id` from a create body, stores it and echoes MESSAGE_CREATE
/// (unless ephemeral). Returns the message as REST answers it.
pub(crate) fn create(
    shared: &Shared,
    state: &mut State,
    channel_id: u64,
    author: Value,
    body: &Value,
    files: &[FilePart],
) -> Value {
    let id = state.next_id();
    create_as(shared, state, id, (channel_id, author), body, files)
}

/// [`create`] with the message's id chosen (a forum post's starter message takes the
/// thread's).
pub(crate) fn create_as(
    shared: &Shared,
    state: &mut State,
    id: u64,
    (channel_id, author): (u64, Value),
    body: &Value,
    files: &[FilePart],
) -> Value {
    let mut message = json!({
        "id": id.to_string(), "channel_id": channel_id.to_string(), "author": author,
        "content": body["content"].as_str().unwrap_or(""), "timestamp": now(),
        "edited_timestamp": null, "tts": body["tts"].as_bool().unwrap_or(false),
        "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": [],
        "embeds": body["embeds"].as_array().cloned().unwrap_or_default(), "pinned": false,
        "type": 0, "flags": body["flags"].as_u64().unwrap_or(0),
        "components": body["components"].as_array().cloned().unwrap_or_default(),
    });
    if let Some(nonce) = body.get("nonce").filter(|n| !n.is_null()) {
        message["nonce"] = nonce.clone();
    }
    message["attachments"] = attachments(state, files);
    if let Some(c) = state.channels.get_mut(&channel_id) {
        c["last_message_id"] = json!(id.to_string());
        if is_thread(c) && id != channel_id {
            // Discord's counts leave the starter message out.
            message["position"] = c["total_message_sent"].clone();
            for key in ["message_count", "total_message_sent"] {
                c[key] = json!(c[key].as_u64().unwrap_or(0) + 1);
            }
        }
    }
    state.messages.insert(id, message.clone());
    if message["flags"].as_u64().unwrap_or(0) & EPHEMERAL == 0 && state.bot_sees(channel_id) {
        let event = with_guild(state, &message);
        shared.dispatch(state, "MESSAGE_CREATE", event);
    }
    message
}

/// Applies an edit body to message `id`, echoing MESSAGE_UPDATE (unless ephemeral).
pub(crate) fn edit(
    shared: &Shared,
    state: &mut State,
    id: u64,
    body: &Value,
    files: &[FilePart],
) -> Reply {
    let Some(before) = state.messages.get(&id).cloned() else {
        return Reply::error(404, 10008, "Unknown Message");
    };
    if state.archived(id_of(&before["channel_id"])) {
        return refuse(ARCHIVED);
    }
    let mut message = before.clone();
    for key in ["content", "embeds", "components", "flags"] {
        if let Some(v) = body.get(key).filter(|v| !v.is_null()) {
            message[key] = v.clone();
        }
    }
    if body.get("attachments").is_some() || !files.is_empty() {
        // Attachments listed by an existing id are kept; uploaded files are added.
        let listed: Vec<&Value> = body["attachments"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|a| &a["id"])
            .collect();
        let kept: Vec<Value> = before["attachments"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|a| {
                listed
                    .iter()
                    .any(|id| id.as_str().is_some() && **id == a["id"])
            })
            .cloned()
            .collect();
        let mut all = kept;
        all.extend(
            attachments(state, files)
                .as_array()
                .cloned()
                .unwrap_or_default(),
        );
        message["attachments"] = json!(all);
    }
    let flags = message["flags"].as_u64().unwrap_or(0) & !LOADING;
    message["flags"] = json!(flags);
    if message == before && files.is_empty() {
        state.record_noop(format!("the edit of message {id} changes nothing"));
    }
    message["edited_timestamp"] = json!(now());
    state.messages.insert(id, message.clone());
    if flags & EPHEMERAL == 0 {
        let event = with_guild(state, &message);
        shared.dispatch(state, "MESSAGE_UPDATE", event);
    }
    Reply::ok(message)
}

/// Deletes message `id`, echoing MESSAGE_DELETE.
pub(crate) fn delete(shared: &Shared, state: &mut State, id: u64) -> Reply {
    if let Some(m) = state.messages.remove(&id) {
        let mut event = json!({"id": m["id"], "channel_id": m["channel_id"]});
        if let Some(g) = with_guild(state, &m).get("guild_id") {
            event["guild_id"] = g.clone();
        }
        shared.dispatch(state, "MESSAGE_DELETE", event);
    }
    Reply::empty()
}

fn attachments(state: &mut State, files: &[FilePart]) -> Value {
    let list: Vec<Value> = files
        .iter()
        .map(|f| {
            let id = state.next_id();
            state.uploads.insert(id, f.data.clone());
            let url = format!("https://cdn.discordapp.com/attachments/{id}/{}", f.filename);
            json!({"id": id.to_string(), "filename": f.filename, "size": f.data.len(), "url": url, "proxy_url": url})
        })
        .collect();
    json!(list)
}

/// The message with `guild_id` and `member` added when its channel is a guild channel.
pub(crate) fn with_guild(state: &State, message: &Value) -> Value {
    let mut event = message.clone();
    let channel: u64 = message["channel_id"]
        .as_str()
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    if state
        .channels
        .get(&channel)
        .is_some_and(|c| c.get("guild_id").is_some())
    {
        event["guild_id"] = json!(state.guild.id.to_string());
        let author: u64 = message["author"]["id"]
            .as_str()
            .and_then(|a| a.parse().ok())
            .unwrap_or(0);
        if let Some(member) = state.member(author) {
            let mut m = member.json();
            m.as_object_mut().map(|o| o.remove("user"));
            event["member"] = m;
        }
    }
    event
}

/// The current time in Discord's timestamp format.
pub(crate) fn now() -> String {
    chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Micros, false)
}
