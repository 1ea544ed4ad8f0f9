//! The gateway at `/gw`: HELLO, IDENTIFY → READY + GUILD_CREATE, heartbeat ACKs, RESUME (see
//! [`super::resume`]), Update Voice State (see [`super::gateway_voice`]), then every dispatch
//! the fake emits, filtered by the session's intents, as plain text frames. Closes and invalid
//! sessions are sent on demand.

use std::sync::atomic::Ordering;
use std::sync::Arc;

use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::State as AxumState;
use axum::response::Response;
use serde_json::{json, Value};
use tokio::sync::broadcast::{self, error::RecvError};

use super::{Broadcast, Shared};
use crate::gateway_log::SessionRecord;

/// Intent bits the fake filters on.
const GUILDS: u64 = 1;
const GUILD_MEMBERS: u64 = 1 << 1;
const GUILD_VOICE_STATES: u64 = 1 << 7;
const GUILD_PRESENCES: u64 = 1 << 8;
const GUILD_MESSAGES: u64 = 1 << 9;
const DIRECT_MESSAGES: u64 = 1 << 12;
const MESSAGE_CONTENT: u64 = 1 << 15;

/// Close codes after which Discord does not let the session resume.
const FINAL_CLOSES: [u16; 8] = [4004, 4007, 4009, 4010, 4011, 4012, 4013, 4014];

pub(crate) async fn upgrade(
    ws: WebSocketUpgrade,
    AxumState(shared): AxumState<Arc<Shared>>,
) -> Response {
    ws.on_upgrade(move |socket| session(shared, socket))
}

/// One socket: the session it carries (once identified or resumed) and what it sent.
pub(super) struct Session {
    pub socket: WebSocket,
    /// Its `session_id`, once identified or resumed.
    pub id: Option<String>,
    pub record: SessionRecord,
    /// The bot's user id, known from IDENTIFY on.
    pub bot: u64,
    pub events: Option<broadcast::Receiver<Broadcast>>,
}

impl Session {
    pub async fn send(&mut self, payload: Value) -> bool {
        self.socket
            .send(Message::Text(payload.to_string().into()))
            .await
            .is_ok()
    }

    /// Sends a dispatch that is not in the gateway log (READY, GUILD_CREATE, RESUMED…).
    pub async fn dispatch(&mut self, t: &str, d: Value) -> bool {
        self.record.seq += 1;
        let seq = self.record.seq;
        self.send(json!({"op": 0, "s": seq, "t": t, "d": d})).await
    }

    /// Sends logged dispatch `index` if the session's intents let it see it.
    pub async fn forward(&mut self, shared: &Shared, index: usize, t: &str, d: &Value) -> bool {
        self.record.next_index = index + 1;
        let Some(d) = visible(t, d, self.record.intents, self.bot) else {
            return true;
        };
        let interaction = (t == "INTERACTION_CREATE").then(|| crate::state::id_of(&d["id"]));
        if !self.dispatch(t, d).await {
            return false;
        }
        let seq = self.record.seq;
        self.record.sent(seq, index);
        if let Some(id) = interaction {
            stamp_sent(shared, id, std::time::Instant::now());
        }
        true
    }
}

async fn session(shared: Arc<Shared>, socket: WebSocket) {
    let mut s = Session {
        socket,
        id: None,
        record: SessionRecord::default(),
        bot: 0,
        events: None,
    };
    run(&shared, &mut s).await;
    if let Some(id) = s.id.take() {
        let mut record = std::mem::take(&mut s.record);
        record.live = false;
        let mut state = shared.lock();
        if record.resumable {
            state.gateway.sessions.insert(id, record);
        } else {
            state.gateway.sessions.remove(&id);
        }
    }
    shared.bump();
}

async fn run(shared: &Arc<Shared>, s: &mut Session) {
    if !s
        .send(json!({"op": 10, "d": {"heartbeat_interval": 41250}}))
        .await
    {
        return;
    }
    let mut guard = Connected(shared, false);
    loop {
        tokio::select! {
            incoming = s.socket.recv() => {
                let text = match incoming {
                    Some(Ok(Message::Text(t))) => t.to_string(),
                    Some(Ok(Message::Close(_)) | Err(_)) | None => break,
                    Some(Ok(_)) => continue,
                };
                let ok = on_payload(shared, s, &text).await;
                if !guard.1 && s.events.is_some() {
                    shared.connected.fetch_add(1, Ordering::SeqCst);
                    guard.1 = true;
                }
                if !ok {
                    break;
                }
            }
            event = next(&mut s.events) => match event {
                Ok(Broadcast::Close(code)) => {
                    s.record.resumable &= !FINAL_CLOSES.contains(&code);
                    let frame = CloseFrame { code, reason: "fake-discord: disconnect".into() };
                    let _ = s.socket.send(Message::Close(Some(frame))).await;
                    break;
                }
                Ok(Broadcast::Invalidate(resumable)) => {
                    s.record.resumable &= resumable;
                    if !s.send(json!({"op": 9, "d": resumable})).await { break; }
                }
                Ok(Broadcast::Event(index, event)) => {
                    if !s.forward(shared, index, &event.0, &event.1).await { break; }
                }
                Err(RecvError::Lagged(n)) => {
                    let lost = format!("gateway session lagged, {n} events lost");
                    shared.lock().violations.push(lost);
                }
                Err(RecvError::Closed) => break,
            },
        }
    }
}

/// Notes when interaction `id` went out on the socket (the first session that sent it).
fn stamp_sent(shared: &Shared, id: u64, at: std::time::Instant) {
    if let Some(r) = shared.lock().interactions.get_mut(&id) {
        r.sent.get_or_insert(at);
    }
}

/// Counts an identified session out when it ends, however it ends.
struct Connected<'a>(&'a Shared, bool);

impl Drop for Connected<'_> {
    fn drop(&mut self) {
        if self.1 {
            self.0.connected.fetch_sub(1, Ordering::SeqCst);
        }
    }
}

async fn next(events: &mut Option<broadcast::Receiver<Broadcast>>) -> Result<Broadcast, RecvError> {
    match events {
        Some(rx) => rx.recv().await,
        None => std::future::pending().await,
    }
}

async fn on_payload(shared: &Shared, s: &mut Session, text: &str) -> bool {
    let Ok(payload) = serde_json::from_str::<Value>(text) else {
        shared
            .lock()
            .violations
            .push(format!("gateway: the client sent invalid JSON: {text}"));
        return false;
    };
    match payload["op"].as_u64() {
        Some(1) => s.send(json!({"op": 11})).await,
        Some(2) => identify(shared, s, &payload["d"]).await,
        Some(4) => super::gateway_voice::update_voice_state(shared, s, &payload["d"]).await,
        Some(6) => super::resume::resume(shared, s, &payload["d"]).await,
        Some(8) => {
            let (guild, members) = {
                let state = shared.lock();
                let members: Vec<Value> = state
                    .guild
                    .members
                    .iter()
                    .map(super::super::fixture::MemberFixture::json)
                    .collect();
                (state.guild.id.to_string(), members)
            };
            let chunk = json!({"guild_id": guild, "members": members, "chunk_index": 0, "chunk_count": 1, "not_found": []});
            s.dispatch("GUILD_MEMBERS_CHUNK", chunk).await
        }
        _ => true,
    }
}

async fn identify(shared: &Shared, s: &mut Session, d: &Value) -> bool {
    let asked = d["intents"].as_u64().unwrap_or(0);
    let allowed = shared.lock().guild.allowed_intents();
    if asked & !allowed != 0 {
        // Discord: a privileged intent the application has not turned on ends the session.
        let frame = CloseFrame {
            code: 4014,
            reason: "Disallowed intent(s).".into(),
        };
        let _ = s.socket.send(Message::Close(Some(frame))).await;
        return false;
    }
    let (ready, guild) = {
        let mut state = shared.lock();
        state.identifies.push(d.clone());
        let id = format!("fake-session-{}", state.identifies.len());
        s.bot = state.guild.bot.id;
        s.record = SessionRecord {
            intents: d["intents"].as_u64().unwrap_or(0),
            next_index: state.gateway.next_index(),
            live: true,
            resumable: true,
            ..Default::default()
        };
        s.events = Some(shared.subscribe(&state));
        let ready = ready(shared, &state, &id);
        let mut guild = state.guild_json();
        if s.record.intents & GUILD_VOICE_STATES == 0 {
            guild["voice_states"] = json!([]);
        }
        for (t, d) in [("READY", &ready), ("GUILD_CREATE", &guild)] {
            if let Err(e) = crate::oracle::check_dispatch(t, d) {
                eprintln!("fake-discord: {e}");
                state.violations.push(e);
            }
        }
        state.gateway.sessions.insert(id.clone(), s.record.clone());
        s.id = Some(id);
        (ready, guild)
    };
    shared.bump();
    s.dispatch("READY", ready).await && s.dispatch("GUILD_CREATE", guild).await
}

fn ready(shared: &Shared, state: &crate::state::State, session: &str) -> Value {
    let mut user = state.guild.bot.json();
    user["verified"] = json!(true);
    user["mfa_enabled"] = json!(false);
    user["flags"] = json!(0);
    json!({
        "v": 10, "user": user, "guilds": [{"id": state.guild.id.to_string(), "unavailable": true}],
        "session_id": session, "resume_gateway_url": shared.gateway_url(), "shard": [0, 1],
        "application": {"id": state.guild.application_id.to_string(), "flags": state.guild.application_flags},
        "private_channels": [], "relationships": [], "presences": [],
        "geo_ordered_rtc_regions": [], "guild_join_requests": [], "user_settings": {},
    })
}

/// The payload as this session may see it, or `None` when its intents exclude the event.
fn visible(t: &str, d: &Value, intents: u64, bot: u64) -> Option<Value> {
    let needs = match t {
        "INTERACTION_CREATE" | "READY" | "RESUMED" | "VOICE_SERVER_UPDATE" => 0,
        "VOICE_STATE_UPDATE" | super::routes_voice::SPEAKING => GUILD_VOICE_STATES,
        "GUILD_MEMBER_ADD" | "GUILD_MEMBER_UPDATE" | "GUILD_MEMBER_REMOVE" => GUILD_MEMBERS,
        "PRESENCE_UPDATE" => GUILD_PRESENCES,
        t if t.starts_with("MESSAGE_") && d.get("guild_id").is_some() => GUILD_MESSAGES,
        t if t.starts_with("MESSAGE_") => DIRECT_MESSAGES,
        _ => GUILDS,
    };
    if intents & needs != needs {
        return None;
    }
    let mut d = d.clone();
    let own = d["author"]["id"].as_str() == Some(bot.to_string().as_str());
    let in_guild = d.get("guild_id").is_some();
    if t.starts_with("MESSAGE_") && in_guild && !own && intents & MESSAGE_CONTENT == 0 {
        for (key, empty) in [
            ("content", json!("")),
            ("embeds", json!([])),
            ("attachments", json!([])),
            ("components", json!([])),
        ] {
            if d.get(key).is_some() {
                d[key] = empty;
            }
        }
    }
    Some(d)
}
