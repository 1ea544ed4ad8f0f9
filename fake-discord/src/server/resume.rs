//! RESUME (op 6), as Discord answers it: a session that ended and may resume gets every
//! dispatch its client missed (after the `seq` it sends), then RESUMED; an unknown or spent
//! session, an old one whose dispatches are gone, or every session while the test refuses
//! resumes, gets an invalid session (op 9, `d: false`) and must identify again.

use std::time::Duration;

use serde_json::{json, Value};

use super::gateway::Session;
use super::Shared;
use crate::gateway_log::{Dispatch, ResumePolicy, SessionRecord};

/// How long a RESUME waits for the socket it replaces to finish closing.
const CLOSING: Duration = Duration::from_secs(2);

/// What a RESUME leads to.
type Plan = (
    SessionRecord,
    Vec<(usize, Dispatch)>,
    tokio::sync::broadcast::Receiver<super::Broadcast>,
);

pub(super) async fn resume(shared: &Shared, s: &mut Session, d: &Value) -> bool {
    let id = d["session_id"].as_str().unwrap_or("").to_string();
    let seq = d["seq"].as_u64().unwrap_or(0);
    shared.lock().gateway.resumes.push(d.clone());
    wait_closed(shared, &id).await;
    let Some((mut record, replay, rx)) = plan(shared, &id, seq) else {
        shared.bump();
        return s.send(json!({"op": 9, "d": false})).await;
    };
    record.seq = seq;
    record.sent.retain(|(sent, _)| *sent <= seq);
    record.live = true;
    s.bot = shared.lock().guild.bot.id;
    s.record = record;
    s.id = Some(id);
    s.events = Some(rx);
    for (index, event) in replay {
        if !s.forward(shared, index, &event.0, &event.1).await {
            return false;
        }
    }
    shared.bump();
    s.dispatch("RESUMED", json!({"_trace": ["fake-discord"]}))
        .await
}

/// Waits (a little) until session `id` is no longer live: its old socket is still closing.
async fn wait_closed(shared: &Shared, id: &str) {
    let deadline = tokio::time::Instant::now() + CLOSING;
    while shared
        .lock()
        .gateway
        .sessions
        .get(id)
        .is_some_and(|r| r.live)
        && tokio::time::Instant::now() < deadline
    {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// The session, what to replay and the receiver of what follows, all taken under one lock so
/// that nothing falls between the replay and the live stream; `None`: invalid session.
fn plan(shared: &Shared, id: &str, seq: u64) -> Option<Plan> {
    let mut state = shared.lock();
    let log = &mut state.gateway;
    let usable = log.resume == ResumePolicy::Accept
        && log.sessions.get(id).is_some_and(|r| r.resumable && !r.live);
    if !usable {
        log.sessions.remove(id);
        return None;
    }
    let record = log.sessions.get(id)?.clone();
    let Some(replay) = log.since(record.replay_from(seq)) else {
        log.sessions.remove(id);
        return None;
    };
    log.resumed += 1;
    if let Some(r) = log.sessions.get_mut(id) {
        r.live = true;
    }
    let rx = shared.subscribe(&state);
    Some((record, replay, rx))
}
