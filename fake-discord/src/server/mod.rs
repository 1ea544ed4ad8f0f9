//! The fake Discord server: REST under `/api/v10` and the gateway at `/gw`, on one loopback port.

mod gateway;
mod multipart;
mod rest;
mod routes_guild;
mod routes_interactions;
mod routes_messages;

use std::io::Write;
use std::sync::{Arc, Mutex, MutexGuard};

use serde_json::{json, Value};
use tokio::sync::{broadcast, watch};

use crate::fixture::GuildFixture;
use crate::openapi::{Spec, SpecError};
use crate::state::State;

pub(crate) use routes_messages::{dm_channel, EPHEMERAL};

/// Creates a message as `author` from a create body (see [`routes_messages::create`]).
pub(crate) fn create_message(
    shared: &Shared,
    state: &mut State,
    channel: u64,
    author: Value,
    body: &Value,
) -> Value {
    routes_messages::create(shared, state, channel, author, body, &[])
}

/// One gateway dispatch, `t` and `d`.
pub(crate) type Dispatch = Arc<(String, Value)>;

/// What the server tasks and the test handle share.
pub(crate) struct Shared {
    state: Mutex<State>,
    events: broadcast::Sender<Dispatch>,
    /// Bumped after every REST call, IDENTIFY or injection, to wake waiters.
    pub(crate) changed: watch::Sender<u64>,
    pub(crate) spec: Spec,
    /// Gateway sessions currently identified.
    pub(crate) connected: std::sync::atomic::AtomicUsize,
    log: Option<Mutex<std::fs::File>>,
    /// `http://127.0.0.1:PORT`.
    pub(crate) base: String,
}

impl Shared {
    pub(crate) fn new(guild: GuildFixture, spec: Spec, base: String) -> std::io::Result<Shared> {
        let log = match std::env::var_os("REGISSEUR_FAKE_DISCORD_LOG") {
            Some(path) => Some(Mutex::new(
                std::fs::OpenOptions::new()
                    .create(true)
                    .append(true)
                    .open(path)?,
            )),
            None => None,
        };
        Ok(Shared {
            state: Mutex::new(State::new(guild)),
            events: broadcast::channel(4096).0,
            changed: watch::channel(0).0,
            spec,
            connected: Default::default(),
            log,
            base,
        })
    }

    /// Locks the state (a panicked holder does not poison it for the rest of the test).
    pub(crate) fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Checks a dispatch with serenity's types and sends it to every identified session;
    /// a payload serenity would drop is recorded as a violation and not sent.
    pub(crate) fn dispatch(&self, state: &mut State, t: &str, d: Value) {
        let _ = self.try_dispatch(state, t, d);
    }

    /// [`Shared::dispatch`], saying whether the payload passed serenity's types.
    pub(crate) fn try_dispatch(&self, state: &mut State, t: &str, d: Value) -> Result<(), String> {
        if let Err(e) = crate::oracle::check_dispatch(t, &d) {
            eprintln!("fake-discord: {e}");
            state.violations.push(e.clone());
            return Err(e);
        }
        let _ = self.events.send(Arc::new((t.to_string(), d)));
        Ok(())
    }

    /// Closes every gateway session with code 4000, as a Discord-side disconnect does.
    pub(crate) fn disconnect_all(&self) {
        let _ = self
            .events
            .send(Arc::new((gateway::CLOSE.to_string(), Value::Null)));
    }

    pub(crate) fn subscribe(&self) -> broadcast::Receiver<Dispatch> {
        self.events.subscribe()
    }

    pub(crate) fn bump(&self) {
        self.changed.send_modify(|n| *n += 1);
    }

    fn log_call(&self, method: &str, path: &str, body: &Option<Value>) {
        let Some(file) = &self.log else { return };
        let line = json!({"method": method, "path": path, "body": body});
        let mut file = file.lock().unwrap_or_else(|p| p.into_inner());
        let _ = writeln!(file, "{line}");
    }

    /// The gateway URL handed out by `GET /gateway`.
    pub(crate) fn gateway_url(&self) -> String {
        format!("{}/gw", self.base.replacen("http://", "ws://", 1))
    }
}

/// Starts the router on `listener`, returning the shared state.
pub(crate) async fn serve(
    guild: GuildFixture,
    spec: Result<Spec, SpecError>,
) -> Result<(Arc<Shared>, tokio::task::JoinHandle<()>), String> {
    let spec = spec.map_err(|e| e.to_string())?;
    let warm = spec.clone();
    tokio::task::spawn_blocking(move || warm.warm_up());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .map_err(|e| e.to_string())?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    let shared =
        Arc::new(Shared::new(guild, spec, format!("http://{addr}")).map_err(|e| e.to_string())?);
    let app = axum::Router::new()
        .route("/gw", axum::routing::get(gateway::upgrade))
        .fallback(rest::handle)
        .with_state(shared.clone());
    let task = tokio::spawn(async move {
        let _ = axum::serve(listener, app).await;
    });
    Ok((shared, task))
}
