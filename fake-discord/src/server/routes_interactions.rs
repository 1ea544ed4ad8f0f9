//! Discord's interaction rules: one callback within 3 s (else 10062), a second one refused
//! (40060), follow-ups and `@original` edits only after the callback, tokens valid 15 minutes.

use std::time::Duration;

use serde_json::{json, Value};

use super::rest::{Reply, Req};
use super::routes_messages::{self, EPHEMERAL, LOADING};
use super::Shared;
use crate::state::{InteractionRecord, State};

/// How long an interaction token lives.
pub const TOKEN_LIFETIME: Duration = Duration::from_mins(15);

/// Handles the route if it is one of this module's.
pub(crate) fn route(shared: &Shared, state: &mut State, req: &Req) -> Option<Reply> {
    let reply = match (req.method.as_str(), req.template.as_str()) {
        ("POST", "/interactions/{interaction_id}/{interaction_token}/callback") => {
            callback(shared, state, req)
        }
        (_, t) if t.starts_with("/webhooks/{webhook_id}/{webhook_token}") => {
            webhook(shared, state, req)?
        }
        _ => return None,
    };
    Some(reply)
}

fn callback(shared: &Shared, state: &mut State, req: &Req) -> Reply {
    let id = req.id("interaction_id");
    let Some(record) = state
        .interactions
        .get(&id)
        .filter(|r| r.token == req.param("interaction_token"))
        .cloned()
    else {
        return Reply::error(404, 10062, "Unknown interaction");
    };
    if record.callback.is_some() {
        state
            .violations
            .push(format!("interaction {id}: a second callback"));
        return Reply::error(400, 40060, "Interaction has already been acknowledged.");
    }
    let elapsed = req.arrived.saturating_duration_since(record.created);
    if elapsed > state.callback_window {
        state.violations.push(format!(
            "interaction {id}: callback after {} ms (allowed: {:?})",
            elapsed.as_millis(),
            state.callback_window
        ));
        return Reply::error(404, 10062, "Unknown interaction");
    }
    let body = req.json();
    let data = body.get("data").cloned().unwrap_or_else(|| json!({}));
    let original = match body["type"].as_u64() {
        Some(4) => Some(respond(shared, state, &record, &data, 0, req)),
        Some(5) => Some(respond(
            shared,
            state,
            &record,
            &json!({}),
            LOADING | (data["flags"].as_u64().unwrap_or(0) & EPHEMERAL),
            req,
        )),
        Some(6) => record.source_message,
        Some(7) => {
            if let Some(source) = record.source_message {
                routes_messages::edit(shared, state, source, &data, &req.files);
            }
            record.source_message
        }
        _ => None,
    };
    let shows_answer = matches!(body["type"].as_u64(), Some(4 | 7 | 8 | 9));
    if let Some(r) = state.interactions.get_mut(&id) {
        r.callback = Some(body);
        r.answered_after = Some(elapsed);
        r.callback_at = Some(req.arrived);
        if shows_answer {
            r.answered_at = Some(req.arrived);
        }
        r.original = original;
    }
    Reply::empty()
}

fn respond(
    shared: &Shared,
    state: &mut State,
    record: &InteractionRecord,
    data: &Value,
    extra_flags: u64,
    req: &Req,
) -> u64 {
    let mut data = data.clone();
    data["flags"] = json!(data["flags"].as_u64().unwrap_or(0) | extra_flags);
    let mut author = state.guild.bot.json();
    author["bot"] = json!(true);
    let message =
        routes_messages::create(shared, state, record.channel_id, author, &data, &req.files);
    message["id"]
        .as_str()
        .and_then(|i| i.parse().ok())
        .unwrap_or(0)
}

fn webhook(shared: &Shared, state: &mut State, req: &Req) -> Option<Reply> {
    let token = req.param("webhook_token");
    let record = state
        .interactions
        .values()
        .find(|r| r.token == token)
        .cloned();
    let record = match record {
        Some(r) if req.id("webhook_id") == state.guild.application_id => r,
        _ => return Some(Reply::error(404, 10015, "Unknown Webhook")),
    };
    if record.created.elapsed() > TOKEN_LIFETIME {
        state.violations.push(format!(
            "interaction {}: webhook used after 15 minutes",
            record.id
        ));
        return Some(Reply::error(401, 50027, "Invalid Webhook Token"));
    }
    if record.callback.is_none() {
        state.violations.push(format!(
            "interaction {}: follow-up before the callback",
            record.id
        ));
        return Some(Reply::error(404, 10015, "Unknown Webhook"));
    }
    let answers = req.method == "POST"
        || req.method == "PATCH" && req.template.ends_with("/messages/@original");
    if answers {
        if let Some(r) = state.interactions.get_mut(&record.id) {
            r.answered_at.get_or_insert(req.arrived);
        }
    }
    let target = match req.template.as_str() {
        "/webhooks/{webhook_id}/{webhook_token}" => None,
        "/webhooks/{webhook_id}/{webhook_token}/messages/@original" => Some(record.original),
        "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}" => {
            Some(Some(req.id("message_id")))
        }
        _ => return None,
    };
    let reply = match (req.method.as_str(), target) {
        ("POST", None) => follow_up(shared, state, &record, req),
        (_, Some(None)) => Reply::error(404, 10008, "Unknown Message"),
        (method, Some(Some(id))) => match (method, state.messages.get(&id).cloned()) {
            (_, None) => Reply::error(404, 10008, "Unknown Message"),
            ("GET", Some(m)) => Reply::ok(m),
            ("PATCH", Some(_)) => routes_messages::edit(shared, state, id, &req.json(), &req.files),
            ("DELETE", Some(_)) => routes_messages::delete(shared, state, id),
            _ => return None,
        },
        _ => return None,
    };
    Some(reply)
}

/// A follow-up message. After a deferred reply (type 5) the first one replaces the "thinking"
/// message, keeping the defer's ephemerality.
fn follow_up(shared: &Shared, state: &mut State, record: &InteractionRecord, req: &Req) -> Reply {
    let flags_of = |state: &State, id: &u64| {
        state
            .messages
            .get(id)
            .and_then(|m| m["flags"].as_u64())
            .unwrap_or(0)
    };
    if let Some(id) = record
        .original
        .filter(|id| flags_of(state, id) & LOADING != 0)
    {
        let mut body = req.json();
        let ephemeral = flags_of(state, &id) & EPHEMERAL;
        body["flags"] = json!(body["flags"].as_u64().unwrap_or(0) | ephemeral);
        return routes_messages::edit(shared, state, id, &body, &req.files);
    }
    let author = state.guild.bot.json();
    Reply::ok(routes_messages::create(
        shared,
        state,
        record.channel_id,
        author,
        &req.json(),
        &req.files,
    ))
}
