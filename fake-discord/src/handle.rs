//! The test's handle on a running fake: its address, the state model to query, and waiting for
//! what the bot does (faults: `handle_faults`; more queries: `queries`, `queries_threads`).

use std::sync::Arc;
use std::time::Duration;

use serde_json::Value;

use crate::fixture::GuildFixture;
use crate::openapi::Spec;
use crate::perms::{self, Overwrite};
use crate::server::{self, Shared};
use crate::state::{Call, InteractionRecord, State};

/// A running fake Discord. Dropping it stops the server.
pub struct FakeDiscord {
    pub(crate) shared: Arc<Shared>,
    tasks: Vec<tokio::task::JoinHandle<()>>,
    tls: crate::server::tls::Tls,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        for task in &self.tasks {
            task.abort();
        }
    }
}

impl FakeDiscord {
    /// Starts a fake on 127.0.0.1 with `guild`. Panics (the test fails) with
    /// "openapi.json not found at …" when the spec is absent.
    pub async fn start(guild: GuildFixture) -> FakeDiscord {
        Self::try_start(guild)
            .await
            .unwrap_or_else(|e| panic!("{e}"))
    }

    /// Starts a fake, or says why it cannot.
    pub async fn try_start(guild: GuildFixture) -> Result<FakeDiscord, String> {
        let (shared, tasks, tls) = server::serve(guild, Spec::shared()).await?;
        Ok(FakeDiscord { shared, tasks, tls })
    }

    /// `http://127.0.0.1:PORT`: the bot's `DISCORD_API_BASE` (serenity's `HttpBuilder::proxy`).
    pub fn base_url(&self) -> String {
        self.shared.base.clone()
    }

    /// Where the fake answers as `https://discord.com` (the bot's `DISCORD_API_RESOLVE`).
    pub fn tls_addr(&self) -> std::net::SocketAddr {
        self.tls.addr
    }

    /// The certificate of that side, PEM (the bot's `DISCORD_API_CA_FILE`).
    pub fn tls_ca_pem(&self) -> &str {
        &self.tls.ca_pem
    }

    /// The gateway URL `GET /gateway` hands out.
    pub fn gateway_url(&self) -> String {
        self.shared.gateway_url()
    }

    /// Runs `f` on the state (read or write). Keep it short: the server waits meanwhile.
    pub fn with_state<R>(&self, f: impl FnOnce(&mut State) -> R) -> R {
        f(&mut self.shared.lock())
    }

    /// The fixture's user id for `username` (panics when there is none: a test typo).
    pub fn user(&self, username: &str) -> u64 {
        self.with_state(|s| s.guild.member(username).map(|m| m.user.id))
            .unwrap_or_else(|| panic!("no member named {username} in the fixture"))
    }

    /// The guild id.
    pub fn guild_id(&self) -> u64 {
        self.with_state(|s| s.guild.id)
    }

    /// The bot's user id (= application id).
    pub fn bot_id(&self) -> u64 {
        self.with_state(|s| s.guild.bot.id)
    }

    /// Every REST call so far.
    pub fn calls(&self) -> Vec<Call> {
        self.with_state(|s| s.calls.clone())
    }

    /// The guild channel named `name`, as Discord's JSON.
    pub fn channel_named(&self, name: &str) -> Option<Value> {
        self.with_state(|s| s.channel_named(name).cloned())
    }

    /// The id of the guild channel named `name`.
    pub fn channel_id(&self, name: &str) -> Option<u64> {
        self.channel_named(name)
            .and_then(|c| c["id"].as_str().and_then(|i| i.parse().ok()))
    }

    /// A channel's permission overwrites.
    pub fn overwrites(&self, channel: u64) -> Vec<Overwrite> {
        self.with_state(|s| s.overwrites(channel))
    }

    /// Effective permission bits of `user` in `channel`.
    pub fn permissions(&self, user: u64, channel: u64) -> u64 {
        self.with_state(|s| s.permissions(user, channel))
    }

    /// Whether `user` can see `channel`.
    pub fn can_read(&self, user: u64, channel: u64) -> bool {
        self.permissions(user, channel) & perms::VIEW_CHANNEL != 0
    }

    /// Whether `user` can post in `channel` now (SEND_MESSAGES in a text channel;
    /// SEND_MESSAGES_IN_THREADS in a thread or forum post, and MANAGE_THREADS once it is
    /// locked; never in a category or a forum itself).
    pub fn can_write(&self, user: u64, channel: u64) -> bool {
        self.with_state(|s| s.may_post(user, channel).is_ok())
    }

    /// Messages in `channel`, oldest first.
    pub fn messages_in(&self, channel: u64) -> Vec<Value> {
        self.with_state(|s| s.messages_in(channel))
    }

    /// Messages the bot sent to `user` in DM, oldest first.
    pub fn dms_to(&self, user: u64) -> Vec<Value> {
        self.with_state(|s| {
            s.dms
                .get(&user)
                .map(|c| s.messages_in(*c))
                .unwrap_or_default()
        })
    }

    /// A message by id.
    pub fn message(&self, id: u64) -> Option<Value> {
        self.with_state(|s| s.messages.get(&id).cloned())
    }

    /// The commands registered (`None`: global; `Some(guild)`: that guild's).
    pub fn commands(&self, scope: Option<u64>) -> Value {
        self.with_state(|s| s.commands.get(&scope).cloned().unwrap_or(Value::Null))
    }

    /// Every violation: OpenAPI, limits, serenity model, interaction rules, and each
    /// interaction whose 3 seconds passed without an answer (the member read « the
    /// application did not respond »).
    pub fn violations(&self) -> Vec<String> {
        self.with_state(|s| {
            let mut all = s.violations.clone();
            let unanswered = s
                .interactions
                .values()
                .filter(|r| r.callback.is_none() && r.created.elapsed() > s.callback_window);
            all.extend(unanswered.map(|r| format!("interaction {}: never answered", r.id)));
            all
        })
    }

    /// Panics listing every violation, if any.
    pub fn assert_no_violations(&self) {
        let v = self.violations();
        assert!(
            v.is_empty(),
            "{} violation(s) of Discord's API:\n{}",
            v.len(),
            v.join("\n")
        );
    }

    /// Mutating calls that changed nothing (`(call seq, what)`): permission PUTs that were
    /// already so, edits to identical content…
    pub fn noop_calls(&self) -> Vec<(usize, String)> {
        self.with_state(|s| s.noops.clone())
    }

    /// Waits for the first call (from the start) matching `pred`; `None` on timeout.
    pub async fn wait_for_call(
        &self,
        pred: impl Fn(&Call) -> bool,
        timeout: Duration,
    ) -> Option<Call> {
        self.wait_for(|s| s.calls.iter().find(|c| pred(c)).cloned(), timeout)
            .await
    }

    /// Waits until `probe` returns `Some` on the state (re-checked after each change).
    pub async fn wait_for<R>(
        &self,
        mut probe: impl FnMut(&State) -> Option<R>,
        timeout: Duration,
    ) -> Option<R> {
        let mut changed = self.shared.changed.subscribe();
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            if let Some(r) = probe(&self.shared.lock()) {
                return Some(r);
            }
            let tick = tokio::time::sleep(Duration::from_millis(50));
            tokio::select! {
                _ = changed.changed() => {}
                () = tick => {}
                () = tokio::time::sleep_until(deadline) => return probe(&self.shared.lock()),
            }
        }
    }

    /// Waits until the bot has identified on the gateway and registered its commands (a PUT to
    /// `…/commands` that succeeded). Err says what was missing.
    pub async fn wait_ready(&self, timeout: Duration) -> Result<(), String> {
        let ready = self
            .wait_for(
                |s| {
                    (!s.identifies.is_empty()
                        && s.calls.iter().any(|c| {
                            c.method == "PUT" && c.path.ends_with("/commands") && c.status < 300
                        }))
                    .then_some(())
                },
                timeout,
            )
            .await;
        ready.ok_or_else(|| {
            self.with_state(|s| {
                format!(
                    "the bot is not ready after {timeout:?}: {} IDENTIFY, calls: {:?}",
                    s.identifies.len(),
                    s.calls
                        .iter()
                        .map(|c| format!("{} {} → {}", c.method, c.path, c.status))
                        .collect::<Vec<_>>()
                )
            })
        })
    }

    /// Waits for the bot's callback to interaction `id` and returns its body.
    pub async fn callback_for(&self, id: u64, timeout: Duration) -> Result<Value, String> {
        self.wait_for(
            |s| s.interactions.get(&id).and_then(|r| r.callback.clone()),
            timeout,
        )
        .await
        .ok_or_else(|| format!("no callback to interaction {id} within {timeout:?}"))
    }

    /// What the fake knows of interaction `id` (callback, `@original` message…).
    pub fn interaction(&self, id: u64) -> Option<InteractionRecord> {
        self.with_state(|s| s.interactions.get(&id).cloned())
    }

    /// Waits for the message the callback to interaction `id` created or updated (`@original`).
    pub async fn original_message(&self, id: u64, timeout: Duration) -> Result<Value, String> {
        self.wait_for(
            |s| {
                s.interactions
                    .get(&id)
                    .and_then(|r| r.original)
                    .and_then(|m| s.messages.get(&m).cloned())
            },
            timeout,
        )
        .await
        .ok_or_else(|| format!("interaction {id} has no original message after {timeout:?}"))
    }

    /// Makes interaction `id` look `age` old (to test the 3 s and 15 min rules).
    pub fn age_interaction(&self, id: u64, age: Duration) {
        self.with_state(|s| {
            if let Some(r) = s.interactions.get_mut(&id) {
                r.created = std::time::Instant::now()
                    .checked_sub(age)
                    .unwrap_or(r.created);
            }
        });
    }
}
