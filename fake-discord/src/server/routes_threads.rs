//! Threads and forum posts: a post in a forum (a public thread with a starter message of the
//! same id, tags from the forum's), a public thread in a text channel (with or without a source
//! message), edits (name, tags, archived, locked), deletion and the thread lists, with the
//! permissions Discord checks: SEND_MESSAGES in a forum ("Create Posts"), CREATE_PUBLIC_THREADS
//! in a text channel, MANAGE_THREADS to lock, to apply a moderated tag or to edit someone
//! else's thread. Echoes THREAD_CREATE / THREAD_UPDATE / THREAD_DELETE like Discord.

use serde_json::{json, Value};

use super::multipart::FilePart;
use super::rest::{Reply, Req};
use super::routes_channels::{refuse, strict};
use super::routes_messages::{create_as, now, with_guild};
use super::Shared;
use crate::access::{is_thread, kind, ARCHIVED, MISSING_PERMISSIONS};
use crate::perms;
use crate::state::{id_of, State};

/// Forum flag: a post must carry a tag.
const REQUIRE_TAG: u64 = 1 << 4;

/// Handles the route if it is one of this module's.
pub(crate) fn route(shared: &Shared, state: &mut State, req: &Req) -> Option<Reply> {
    let channel = req.id("channel_id");
    let on_thread = state.channels.get(&channel).is_some_and(is_thread);
    let bot = state.guild.bot.id;
    let result = match (req.method.as_str(), req.template.as_str()) {
        ("POST", "/channels/{channel_id}/threads") => {
            start_thread(shared, state, (channel, bot), &req.json(), &req.files).map(Reply::created)
        }
        ("POST", "/channels/{channel_id}/messages/{message_id}/threads") => {
            from_message(shared, state, channel, req).map(Reply::created)
        }
        ("PATCH", "/channels/{channel_id}") if on_thread => edit_thread(shared, state, req),
        ("DELETE", "/channels/{channel_id}") if on_thread => delete_thread(shared, state, channel),
        ("GET", "/guilds/{guild_id}/threads/active") => {
            Ok(Reply::ok(list(state, |t| !archived(t))))
        }
        ("GET", "/channels/{channel_id}/threads/archived/public") => {
            let mut answer = list(state, |t| archived(t) && id_of(&t["parent_id"]) == channel);
            answer["has_more"] = json!(false);
            Ok(Reply::ok(answer))
        }
        _ => return None,
    };
    Some(result.unwrap_or_else(|refused| refused))
}

fn archived(thread: &Value) -> bool {
    thread["thread_metadata"]["archived"] == true
}

fn list(state: &State, keep: impl Fn(&Value) -> bool) -> Value {
    let threads: Vec<&Value> = state
        .channels
        .values()
        .filter(|c| is_thread(c) && keep(c))
        .collect();
    json!({"threads": threads, "members": []})
}

/// A thread object as Discord sends it.
fn thread_json(
    state: &State,
    id: u64,
    (parent, kind): (u64, u64),
    owner: u64,
    body: &Value,
) -> Value {
    let now = now();
    let default = &state.channels[&parent]["default_auto_archive_duration"];
    let auto = body["auto_archive_duration"]
        .as_u64()
        .or(default.as_u64())
        .unwrap_or(4320);
    json!({
        "id": id.to_string(), "type": kind, "guild_id": state.guild.id.to_string(),
        "parent_id": parent.to_string(), "owner_id": owner.to_string(), "name": body["name"],
        "last_message_id": null, "message_count": 0, "member_count": 1, "flags": 0,
        "rate_limit_per_user": body["rate_limit_per_user"].as_u64().unwrap_or(0),
        "total_message_sent": 0, "applied_tags": [],
        "thread_metadata": {"archived": false, "auto_archive_duration": auto,
            "archive_timestamp": now, "locked": false, "create_timestamp": now},
    })
}

fn invalid(field: &str, message: &str) -> Reply {
    let mut reply = Reply::error(400, 50035, "Invalid Form Body");
    reply.body["errors"] =
        json!({field: {"_errors": [{"code": "FAKE_DISCORD_INVALID", "message": message}]}});
    reply
}

/// The tag ids `wanted` as the forum `forum` accepts them from `author`.
fn check_tags(state: &State, forum: u64, author: u64, wanted: &Value) -> Result<Value, Reply> {
    let available = &state.channels[&forum]["available_tags"];
    let mut ids: Vec<String> = Vec::new();
    for id in wanted.as_array().into_iter().flatten() {
        let id = id_of(id).to_string();
        let tag = available
            .as_array()
            .into_iter()
            .flatten()
            .find(|t| t["id"] == id.as_str())
            .ok_or_else(|| invalid("applied_tags", &format!("unknown tag {id} in this forum")))?;
        if tag["moderated"] == true && !state.holds(author, forum, perms::MANAGE_THREADS) {
            return Err(refuse(MISSING_PERMISSIONS));
        }
        if !ids.contains(&id) {
            ids.push(id);
        }
    }
    Ok(json!(ids))
}

/// `author` starts a thread in `parent`: a post with its starter message in a forum, a public
/// thread without message in a text channel. Returns the thread (with `message` for a post).
pub(crate) fn start_thread(
    shared: &Shared,
    state: &mut State,
    (parent, author): (u64, u64),
    body: &Value,
    files: &[FilePart],
) -> Result<Value, Reply> {
    let parent_kind = state.channels.get(&parent).and_then(|c| c["type"].as_u64());
    match parent_kind {
        None => Err(Reply::error(404, 10003, "Unknown Channel")),
        Some(kind::FORUM) => {
            strict(shared, state, "CreateForumThreadRequest", body)?;
            forum_post(shared, state, (parent, author), body, files)
        }
        Some(kind::TEXT) => {
            strict(shared, state, "CreateTextThreadWithoutMessageRequest", body)?;
            text_thread(shared, state, (parent, author), body, None)
        }
        Some(_) => Err(Reply::error(
            400,
            50024,
            "Cannot execute action on this channel type",
        )),
    }
}

fn forum_post(
    shared: &Shared,
    state: &mut State,
    (forum, author): (u64, u64),
    body: &Value,
    files: &[FilePart],
) -> Result<Value, Reply> {
    if !state.holds(author, forum, perms::VIEW_CHANNEL | perms::SEND_MESSAGES) {
        return Err(refuse(MISSING_PERMISSIONS));
    }
    let tags = check_tags(state, forum, author, &body["applied_tags"])?;
    let flags = state.channels[&forum]["flags"].as_u64().unwrap_or(0);
    if flags & REQUIRE_TAG != 0 && tags.as_array().is_none_or(Vec::is_empty) {
        return Err(Reply::error(
            400,
            40067,
            "A tag is required to create a forum post in this channel",
        ));
    }
    let message = &body["message"];
    let empty = [
        "content",
        "embeds",
        "components",
        "sticker_ids",
        "attachments",
    ]
    .iter()
    .all(|k| match &message[*k] {
        Value::String(s) => s.is_empty(),
        Value::Array(a) => a.is_empty(),
        _ => true,
    });
    if empty && files.is_empty() {
        return Err(Reply::error(400, 50006, "Cannot send an empty message"));
    }
    let id = state.next_id();
    let mut thread = thread_json(state, id, (forum, kind::PUBLIC_THREAD), author, body);
    thread["applied_tags"] = tags;
    state.channels.insert(id, thread.clone());
    if let Some(f) = state.channels.get_mut(&forum) {
        f["last_message_id"] = json!(id.to_string());
    }
    announce(shared, state, &thread);
    let who = state
        .member(author)
        .map(|m| m.user.json())
        .unwrap_or_default();
    let starter = create_as(shared, state, id, (id, who), message, files);
    let mut thread = state.channels[&id].clone();
    thread["message"] = starter;
    Ok(thread)
}

fn text_thread(
    shared: &Shared,
    state: &mut State,
    (parent, author): (u64, u64),
    body: &Value,
    id: Option<u64>,
) -> Result<Value, Reply> {
    let kind = match (id, body["type"].as_u64()) {
        (Some(_), _) | (None, Some(kind::PUBLIC_THREAD)) => kind::PUBLIC_THREAD,
        (None, Some(kind::ANNOUNCEMENT_THREAD)) => {
            return Err(Reply::error(
                400,
                50024,
                "Cannot execute action on this channel type",
            ))
        }
        (None, _) => {
            // No `type` means a private thread (Discord's v9 default; v10 wants it said).
            let what = "a private thread (type 12, or no type): the fake does not model them";
            state
                .violations
                .push(format!("POST /channels/{parent}/threads: {what}"));
            return Err(Reply::error(
                404,
                0,
                "404: Not Found (not implemented by the fake)",
            ));
        }
    };
    if !state.holds(
        author,
        parent,
        perms::VIEW_CHANNEL | perms::CREATE_PUBLIC_THREADS,
    ) {
        return Err(refuse(MISSING_PERMISSIONS));
    }
    let id = id.unwrap_or_else(|| state.next_id());
    let thread = thread_json(state, id, (parent, kind), author, body);
    state.channels.insert(id, thread.clone());
    announce(shared, state, &thread);
    Ok(thread)
}

/// THREAD_CREATE, as Discord sends it for a thread just made.
fn announce(shared: &Shared, state: &mut State, thread: &Value) {
    let mut event = thread.clone();
    event["newly_created"] = json!(true);
    shared.dispatch(state, "THREAD_CREATE", event);
}

fn from_message(
    shared: &Shared,
    state: &mut State,
    channel: u64,
    req: &Req,
) -> Result<Value, Reply> {
    let message = req.id("message_id");
    let Some(source) = state
        .messages
        .get(&message)
        .filter(|m| id_of(&m["channel_id"]) == channel)
        .cloned()
    else {
        return Err(Reply::error(404, 10008, "Unknown Message"));
    };
    if state
        .channels
        .get(&channel)
        .and_then(|c| c["type"].as_u64())
        != Some(kind::TEXT)
    {
        return Err(Reply::error(
            400,
            50024,
            "Cannot execute action on this channel type",
        ));
    }
    if state.channels.contains_key(&message) {
        return Err(Reply::error(
            400,
            160004,
            "A thread has already been created for this message",
        ));
    }
    let bot = state.guild.bot.id;
    let thread = text_thread(shared, state, (channel, bot), &req.json(), Some(message))?;
    let mut updated = source;
    updated["thread"] = thread.clone();
    state.messages.insert(message, updated.clone());
    let event = with_guild(state, &updated);
    shared.dispatch(state, "MESSAGE_UPDATE", event);
    Ok(thread)
}

/// What a thread edit needs from the bot: Discord's rules for each field.
fn edit_refusal(state: &State, thread: &Value, body: &Value) -> Option<Reply> {
    let bot = state.guild.bot.id;
    let id = id_of(&thread["id"]);
    let manage = state.holds(bot, id, perms::MANAGE_THREADS);
    let owner = id_of(&thread["owner_id"]) == bot;
    let meta = &thread["thread_metadata"];
    let unarchive = body["archived"] == false;
    if meta["archived"] == true && !unarchive {
        return Some(refuse(ARCHIVED));
    }
    let locking = body
        .get("locked")
        .is_some_and(|l| !l.is_null() && *l != meta["locked"]);
    let stays_locked = body["locked"].as_bool().unwrap_or(meta["locked"] == true);
    let others = [
        "name",
        "auto_archive_duration",
        "rate_limit_per_user",
        "flags",
        "applied_tags",
    ]
    .iter()
    .any(|k| body.get(*k).is_some_and(|v| !v.is_null()))
        || body["archived"] == true;
    let refused = (locking && !manage)
        || (unarchive && stays_locked && !manage)
        || (others && !owner && !manage);
    refused.then(|| refuse(MISSING_PERMISSIONS))
}

fn edit_thread(shared: &Shared, state: &mut State, req: &Req) -> Result<Reply, Reply> {
    let id = req.id("channel_id");
    let before = state.channels[&id].clone();
    let body = req.json();
    strict(shared, state, "UpdateThreadRequestPartial", &body)?;
    if let Some(refused) = edit_refusal(state, &before, &body) {
        return Err(refused);
    }
    let mut thread = before.clone();
    for key in ["name", "rate_limit_per_user", "flags"] {
        if let Some(v) = body.get(key).filter(|v| !v.is_null()) {
            thread[key] = v.clone();
        }
    }
    for key in ["archived", "locked", "auto_archive_duration"] {
        if let Some(v) = body.get(key).filter(|v| !v.is_null()) {
            thread["thread_metadata"][key] = v.clone();
        }
    }
    if thread["thread_metadata"]["archived"] != before["thread_metadata"]["archived"] {
        thread["thread_metadata"]["archive_timestamp"] = json!(now());
    }
    let parent = id_of(&before["parent_id"]);
    let in_forum = state
        .channels
        .get(&parent)
        .is_some_and(|p| p["type"] == kind::FORUM);
    if in_forum && body["applied_tags"].is_array() {
        thread["applied_tags"] =
            check_tags(state, parent, state.guild.bot.id, &body["applied_tags"])?;
    }
    if thread == before {
        state.record_noop(format!("PATCH /channels/{id} changes nothing"));
    }
    state.channels.insert(id, thread.clone());
    shared.dispatch(state, "THREAD_UPDATE", thread.clone());
    Ok(Reply::ok(thread))
}

fn delete_thread(shared: &Shared, state: &mut State, id: u64) -> Result<Reply, Reply> {
    if !state.holds(state.guild.bot.id, id, perms::MANAGE_THREADS) {
        return Err(refuse(MISSING_PERMISSIONS));
    }
    let thread = state.channels.remove(&id).unwrap_or_default();
    state.messages.retain(|_, m| id_of(&m["channel_id"]) != id);
    let event = json!({"id": thread["id"], "guild_id": thread["guild_id"],
        "parent_id": thread["parent_id"], "type": thread["type"]});
    shared.dispatch(state, "THREAD_DELETE", event);
    Ok(Reply::ok(thread))
}

/// A post to an archived thread that may take it unarchives it (THREAD_UPDATE); call once
/// [`State::may_post`] said yes.
pub(crate) fn unarchive_for_post(shared: &Shared, state: &mut State, channel: u64) {
    if !state.archived(channel) {
        return;
    }
    let Some(thread) = state.channels.get_mut(&channel) else {
        return;
    };
    thread["thread_metadata"]["archived"] = json!(false);
    thread["thread_metadata"]["archive_timestamp"] = json!(now());
    let thread = thread.clone();
    shared.dispatch(state, "THREAD_UPDATE", thread);
}
