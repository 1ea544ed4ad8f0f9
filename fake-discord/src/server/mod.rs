//! The fake Discord server: REST under `/api/v10` and the gateway at `/gw`, on one loopback port.

mod gateway;
mod gateway_voice;
mod multipart;
pub(crate) mod ratelimit;
mod rest;
mod resume;
mod routes_channels;
mod routes_guild;
mod routes_interactions;
mod routes_members;
mod routes_messages;
mod routes_threads;
mod routes_voice;
pub mod tls;

use std::io::Write;
use std::sync::{Arc, Mutex, MutexGuard};

use serde_json::{json, Value};
use tokio::sync::{broadcast, watch};

use crate::fixture::GuildFixture;
use crate::gateway_log::Dispatch;
use crate::openapi::{Spec, SpecError};
use crate::state::State;

pub(crate) use routes_messages::{dm_channel, EPHEMERAL};
pub(crate) use routes_threads::{start_thread, unarchive_for_post};
pub(crate) use routes_voice::{announce as announce_voice, speech};

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

/// What the gateway sessions hear from the rest of the fake.
#[derive(Debug, Clone)]
pub(crate) enum Broadcast {
    /// A dispatch and its index in the gateway log.
    Event(usize, Dispatch),
    /// Close every live session with this code.
    Close(u16),
    /// Send every live session an invalid session (op 9) saying whether it may resume.
    Invalidate(bool),
}

/// What the server tasks and the test handle share.
pub(crate) struct Shared {
    state: Mutex<State>,
    events: broadcast::Sender<Broadcast>,
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
        self.state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Checks a dispatch with serenity's types, keeps it in the gateway log (for resuming) and
    /// sends it to every identified session; a payload serenity would drop is recorded as a
    /// violation and not sent.
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
        let dispatch: Dispatch = Arc::new((t.to_string(), d));
        let index = state.gateway.push(dispatch.clone());
        let _ = self.events.send(Broadcast::Event(index, dispatch));
        Ok(())
    }

    /// Closes every live gateway session with `code` (4000: unknown error, resumable).
    pub(crate) fn close_all(&self, code: u16) {
        let _ = self.events.send(Broadcast::Close(code));
    }

    /// Sends every live session an invalid session (op 9).
    pub(crate) fn invalidate_all(&self, resumable: bool) {
        let _ = self.events.send(Broadcast::Invalidate(resumable));
    }

    /// A receiver of what follows; call it with the state locked, so that it starts right
    /// after the last dispatch in the gateway log.
    pub(crate) fn subscribe(&self, _locked: &State) -> broadcast::Receiver<Broadcast> {
        self.events.subscribe()
    }

    pub(crate) fn bump(&self) {
        self.changed.send_modify(|n| *n += 1);
    }

    /// Appends the call to `REGISSEUR_FAKE_DISCORD_LOG`: the whole line in one `write` on a
    /// file opened for appending, so that several fakes (or processes) sharing the file never
    /// interleave within a line.
    fn log_call(&self, method: &str, path: &str, body: &Option<Value>) {
        let Some(file) = &self.log else { return };
        let mut line = json!({"method": method, "path": path, "body": body}).to_string();
        line.push('\n');
        let mut file = file
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let _ = file.write_all(line.as_bytes());
    }

    /// The gateway URL handed out by `GET /gateway`.
    pub(crate) fn gateway_url(&self) -> String {
        format!("{}/gw", self.base.replacen("http://", "ws://", 1))
    }
}

/// Starts the router over plain HTTP and over TLS, returning the shared state, the tasks
/// and the TLS side's address and certificate.
pub(crate) async fn serve(
    guild: GuildFixture,
    spec: Result<Spec, SpecError>,
) -> Result<(Arc<Shared>, Vec<tokio::task::JoinHandle<()>>, tls::Tls), String> {
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
    let (tls, secure) = tls::serve(app.clone()).await?;
    let task = tokio::spawn(async move {
        use axum::serve::ListenerExt as _;
        let listener = listener.tap_io(|tcp| {
            let _ = tcp.set_nodelay(true);
        });
        let _ = axum::serve(listener, app).await;
    });
    Ok((shared, vec![task, secure], tls))
}
