//! The REST entry point: parse, validate against the spec, apply injected faults, route to the
//! handlers, check the answer with serenity's types, record and log the call.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::State as AxumState;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use serde_json::{json, Value};

use super::multipart::{self, FilePart};
use super::{
    routes_channels, routes_guild, routes_interactions, routes_members, routes_messages,
    routes_threads, routes_voice, Shared,
};
use crate::state::{Call, Fault, State};

/// A routed request.
pub(crate) struct Req {
    pub method: String,
    pub template: String,
    pub params: Vec<(String, String)>,
    pub query: Option<String>,
    pub body: Option<Value>,
    pub files: Vec<FilePart>,
    /// When the request arrived (before validation): what Discord's 3 s window measures.
    pub arrived: std::time::Instant,
}

impl Req {
    /// The raw value of path parameter `name` (empty when absent).
    pub fn param(&self, name: &str) -> &str {
        self.params
            .iter()
            .find(|(n, _)| n == name)
            .map_or("", |(_, v)| v.as_str())
    }

    /// Path parameter `name` as a snowflake (0 when not a number).
    pub fn id(&self, name: &str) -> u64 {
        self.param(name).parse().unwrap_or(0)
    }

    /// The JSON body, or `{}`.
    pub fn json(&self) -> Value {
        self.body.clone().unwrap_or_else(|| json!({}))
    }

    /// A query-string parameter.
    pub fn query_param(&self, key: &str) -> Option<&str> {
        self.query.as_deref()?.split('&').find_map(|kv| {
            let (k, v) = kv.split_once('=')?;
            (k == key).then_some(v)
        })
    }
}

/// An answer: status, JSON body (`null` for none), extra headers.
#[derive(Debug)]
pub(crate) struct Reply {
    pub status: u16,
    pub body: Value,
    pub headers: Vec<(&'static str, String)>,
}

impl Reply {
    pub fn ok(body: Value) -> Reply {
        Reply {
            status: 200,
            body,
            headers: Vec::new(),
        }
    }
    pub fn created(body: Value) -> Reply {
        Reply {
            status: 201,
            body,
            headers: Vec::new(),
        }
    }
    pub fn empty() -> Reply {
        Reply {
            status: 204,
            body: Value::Null,
            headers: Vec::new(),
        }
    }
    /// An error in Discord's shape `{"code","message"}`.
    pub fn error(status: u16, code: u64, message: &str) -> Reply {
        Reply {
            status,
            body: json!({"code": code, "message": message}),
            headers: Vec::new(),
        }
    }
}

/// The axum fallback: every request that is not the gateway.
pub(crate) async fn handle(
    AxumState(shared): AxumState<Arc<Shared>>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    bytes: Bytes,
) -> Response {
    let arrived = std::time::Instant::now();
    let path = uri.path().to_string();
    if stalls(&shared, method.as_str(), &path) {
        while shared.lock().faults.stall.is_some() {
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
        return into_response(Reply::error(500, 0, "500: Internal Server Error"));
    }
    let query = uri.query().map(str::to_string);
    let content_type = headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let parsed = parse_body(content_type, &bytes);
    let body = parsed.as_ref().ok().and_then(|(b, _)| b.clone());
    // Validate outside the lock: concurrent games must not queue behind JSON Schema.
    let validation = shared
        .spec
        .validate_request(method.as_str(), &path, body.as_ref());
    let reply = {
        let mut state = shared.lock();
        let reply = process(
            &shared,
            &mut state,
            method.as_str(),
            &path,
            query.clone(),
            (parsed, validation),
            arrived,
        );
        let seq = state.calls.len();
        state.calls.push(Call {
            seq,
            method: method.to_string(),
            path: path.clone(),
            query,
            body: body.clone(),
            status: reply.status,
            response: reply.body.clone(),
        });
        reply
    };
    shared.log_call(method.as_str(), &path, &body);
    shared.bump();
    into_response(reply)
}

/// Whether this call hangs in the stall (see [`crate::state::Faults::stall`]).
fn stalls(shared: &Shared, method: &str, path: &str) -> bool {
    let mut state = shared.lock();
    let faults = &mut state.faults;
    let Some((stalled, part, pass)) = faults.stall.as_mut() else {
        return false;
    };
    if method != *stalled || !path.contains(part.as_str()) {
        return false;
    }
    if *pass > 0 {
        *pass -= 1;
        return false;
    }
    faults.stalled += 1;
    drop(state);
    shared.bump();
    true
}

type Parsed = Result<(Option<Value>, Vec<FilePart>), String>;

fn parse_body(content_type: &str, bytes: &[u8]) -> Parsed {
    if content_type.starts_with("multipart/form-data") {
        let (payload, files) = multipart::parse(content_type, bytes)?;
        let body = match payload {
            Some(p) => Some(serde_json::from_str(&p).map_err(|e| format!("payload_json: {e}"))?),
            None => None,
        };
        return Ok((body, files));
    }
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Ok((None, Vec::new()));
    }
    let value = serde_json::from_slice(bytes).map_err(|e| format!("invalid JSON body: {e}"))?;
    Ok((Some(value), Vec::new()))
}

fn process(
    shared: &Shared,
    state: &mut State,
    method: &str,
    path: &str,
    query: Option<String>,
    checked: (Parsed, Result<(), Vec<String>>),
    arrived: std::time::Instant,
) -> Reply {
    let req = match admit(shared, state, method, path, checked) {
        Ok((template, params, body, files)) => Req {
            method: method.to_string(),
            template,
            params,
            query,
            body,
            files,
            arrived,
        },
        Err(reply) => return reply,
    };
    if req.template.starts_with("/channels/{channel_id}") && !state.bot_sees(req.id("channel_id")) {
        return Reply::error(403, 50001, "Missing Access");
    }
    let key = super::ratelimit::bucket(&req.template, &req.params);
    let limits = match state.buckets.take(&key, arrived) {
        Ok(headers) => headers,
        Err(refused) => return refused,
    };
    let fault = take_fault(state, method, path);
    if let Some(fault) = fault.filter(|f| *f != Fault::ServerErrorAfterCommit) {
        return fault_reply(fault, &key, state.buckets.limit);
    }
    let reply = routes_guild::route(shared, state, &req)
        .or_else(|| routes_voice::route(shared, state, &req))
        .or_else(|| routes_members::route(shared, state, &req))
        .or_else(|| routes_threads::route(shared, state, &req))
        .or_else(|| routes_channels::route(shared, state, &req))
        .or_else(|| routes_messages::route(shared, state, &req))
        .or_else(|| routes_interactions::route(shared, state, &req))
        .unwrap_or_else(|| {
            let template = &req.template;
            state.violations.push(format!(
                "{method} {template}: valid, but the fake does not implement it"
            ));
            Reply::error(404, 0, "404: Not Found (not implemented by the fake)")
        });
    if reply.status < 300 && !reply.body.is_null() {
        if let Err(e) = crate::oracle::check_response(method, &req.template, &reply.body) {
            state.violations.push(format!("fake bug: {e}"));
        }
    }
    if let Some(f) = fault {
        fault_reply(f, &key, state.buckets.limit)
    } else {
        let mut reply = reply;
        reply.headers.extend(limits);
        reply
    }
}

type Admitted = (String, Vec<(String, String)>, Option<Value>, Vec<FilePart>);

/// What Discord checks before anything else: a parseable body, a known route under
/// `/api/v10`, a body valid for it. Returns the template, parameters, body and files.
fn admit(
    shared: &Shared,
    state: &mut State,
    method: &str,
    path: &str,
    (parsed, validation): (Parsed, Result<(), Vec<String>>),
) -> Result<Admitted, Reply> {
    let (body, files) = parsed.map_err(|e| {
        state.violations.push(format!("{method} {path}: {e}"));
        Reply::error(400, 50109, "The request body contains invalid JSON.")
    })?;
    let op = path
        .starts_with("/api/v10/")
        .then(|| shared.spec.find_operation(method, path))
        .flatten()
        .ok_or_else(|| {
            state.violations.push(format!(
                "{method} {path}: no such route in Discord's API v10"
            ));
            Reply::error(404, 0, "404: Not Found")
        })?;
    if let Err(errors) = validation {
        let mut reply = Reply::error(400, 50035, "Invalid Form Body");
        // Discord's nested shape, so that serenity's `DiscordJsonError` keeps every message.
        let list: Vec<Value> = errors
            .iter()
            .map(|e| json!({"code": "FAKE_DISCORD_INVALID", "message": e}))
            .collect();
        reply.body["errors"] = json!({"_errors": list});
        state.violations.extend(errors);
        return Err(reply);
    }
    let params = op
        .params(crate::openapi::strip_prefix(path))
        .into_iter()
        .map(|(n, v)| (n.to_string(), v.to_string()))
        .collect();
    Ok((op.template.clone(), params, body, files))
}

fn take_fault(state: &mut State, method: &str, path: &str) -> Option<Fault> {
    let i = state
        .faults
        .queue
        .iter()
        .position(|rule| rule.matches(method, path))?;
    let rule = &mut state.faults.queue[i];
    if rule.pass > 0 {
        rule.pass -= 1;
        return None;
    }
    Some(state.faults.queue.remove(i).fault)
}

fn fault_reply(fault: Fault, bucket: &str, limit: u32) -> Reply {
    match fault {
        Fault::RateLimited(retry_after) => {
            super::ratelimit::limited(bucket, limit, retry_after, false)
        }
        Fault::GlobalRateLimited(retry_after) => {
            super::ratelimit::limited(bucket, limit, retry_after, true)
        }
        Fault::ServerError | Fault::ServerErrorAfterCommit => {
            Reply::error(500, 0, "500: Internal Server Error")
        }
        Fault::MissingPermissions => {
            let (status, code, message) = crate::access::MISSING_PERMISSIONS;
            Reply::error(status, code, message)
        }
    }
}

fn into_response(reply: Reply) -> Response {
    let status = StatusCode::from_u16(reply.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let mut response = if reply.status == 204 {
        status.into_response()
    } else {
        (status, axum::Json(reply.body)).into_response()
    };
    for (name, value) in reply.headers {
        if let Ok(v) = HeaderValue::from_str(&value) {
            response.headers_mut().insert(name, v);
        }
    }
    response
}
