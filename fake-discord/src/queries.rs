//! More of the test's handle: who may read and write where, DMs, sessions, the dispatches
//! sent, latencies, the environment a spawned bot needs, and members joining.

use std::collections::BTreeMap;
use std::sync::atomic::Ordering;
use std::time::Duration;

use serde_json::{json, Value};

use crate::fixture::{MemberFixture, UserFixture};
use crate::handle::FakeDiscord;
use crate::perms;
use crate::state::{id_of, Timings};

/// What one member may do in one channel.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Access {
    /// Can see the channel and its history.
    pub read: bool,
    /// Can also post there now (see [`FakeDiscord::can_write`]).
    pub write: bool,
}

impl FakeDiscord {
    /// The id of the registered command `name` (any scope), as Discord sends it.
    pub fn registered_command_id(&self, name: &str) -> Option<serde_json::Value> {
        self.with_state(|s| crate::inject::registered_id(s, name))
    }

    /// The environment for a spawned bot process: `DISCORD_API_BASE`, `DISCORD_TOKEN`,
    /// `NO_PROXY` (reqwest honours `HTTP(S)_PROXY`; loopback must bypass it).
    pub fn bot_env(&self) -> Vec<(String, String)> {
        vec![
            ("DISCORD_API_BASE".into(), self.base_url()),
            ("DISCORD_TOKEN".into(), "fake-token".into()),
            ("NO_PROXY".into(), "127.0.0.1,localhost".into()),
            ("no_proxy".into(), "127.0.0.1,localhost".into()),
        ]
    }

    /// Who (by user name, the bot excluded) may read and write channel `channel`.
    pub fn access(&self, channel: u64) -> BTreeMap<String, Access> {
        self.with_state(|s| {
            s.guild
                .members
                .iter()
                .filter(|m| !m.user.bot)
                .map(|m| {
                    let bits = s.permissions(m.user.id, channel);
                    let read = bits & perms::VIEW_CHANNEL != 0;
                    let write = read && s.may_post(m.user.id, channel).is_ok();
                    (m.user.username.clone(), Access { read, write })
                })
                .collect()
        })
    }

    /// Ids of every guild channel named `name` (several games each have a `place`), oldest first.
    pub fn channels_named(&self, name: &str) -> Vec<u64> {
        self.with_state(|s| {
            let named = s
                .channels
                .values()
                .filter(|c| c["name"] == name && c.get("guild_id").is_some());
            named.map(|c| id_of(&c["id"])).collect()
        })
    }

    /// The id of the channel named `name` under category `category`.
    pub fn channel_in(&self, category: u64, name: &str) -> Option<u64> {
        self.with_state(|s| {
            s.channels
                .values()
                .find(|c| c["name"] == name && id_of(&c["parent_id"]) == category)
                .map(|c| id_of(&c["id"]))
        })
    }

    /// The DM channel between the bot and `user`, opened if needed (to inject in DMs).
    pub fn dm_channel(&self, user: u64) -> Option<u64> {
        self.with_state(|s| crate::server::dm_channel(s, user))
    }

    /// Gateway sessions currently identified (0 while the bot is down).
    pub fn connected_sessions(&self) -> usize {
        self.shared.connected.load(Ordering::SeqCst)
    }

    /// Waits until at least `n` IDENTIFY were received in total and a session is connected
    /// (after a restart: `n = 2`). Interactions injected while no session is connected are lost,
    /// as on Discord.
    pub async fn wait_identified(&self, n: usize, timeout: Duration) -> Result<(), String> {
        let shared = self.shared.clone();
        let ok = self
            .wait_for(
                |s| {
                    (s.identifies.len() >= n && shared.connected.load(Ordering::SeqCst) > 0)
                        .then_some(())
                },
                timeout,
            )
            .await;
        ok.ok_or_else(|| format!("fewer than {n} IDENTIFY with a live session after {timeout:?}"))
    }

    /// Relaxes (or tightens) the callback window, Discord's 3 s by default: for load tests on a
    /// slow debug build, never to hide a slow handler in a functional test.
    pub fn set_callback_window(&self, window: Duration) {
        self.with_state(|s| s.callback_window = window);
    }

    /// The dispatches named `t` the fake sent (the last 10 000 kept), oldest first, as
    /// serenity received them (before the intents' filter).
    pub fn dispatched(&self, t: &str) -> Vec<Value> {
        self.with_state(|s| s.gateway.named(t))
    }

    /// How long the bot took to answer interaction `id` (callback arrival − injection).
    pub fn callback_latency(&self, id: u64) -> Option<Duration> {
        self.with_state(|s| s.interactions.get(&id).and_then(|r| r.answered_after))
    }

    /// Interaction `id` as timed on the fake's side, from the moment its INTERACTION_CREATE was
    /// written on the bot's gateway socket; `None` until it was.
    pub fn timings(&self, id: u64) -> Option<Timings> {
        self.with_state(|s| {
            let r = s.interactions.get(&id)?;
            let sent = r.sent?;
            let since =
                |t: Option<std::time::Instant>| t.map(|t| t.saturating_duration_since(sent));
            Some(Timings {
                callback: since(r.callback_at),
                answer: since(r.answered_at),
            })
        })
    }

    /// Waits for a message in `channel` matching `pred` (oldest first).
    pub async fn wait_for_message(
        &self,
        channel: u64,
        pred: impl Fn(&Value) -> bool,
        timeout: Duration,
    ) -> Option<Value> {
        self.wait_for(
            |s| s.messages_in(channel).into_iter().find(|m| pred(m)),
            timeout,
        )
        .await
    }

    /// A new member `username` joins (GUILD_MEMBER_ADD). Returns their user id.
    pub fn member_joins(&self, username: &str) -> u64 {
        let shared = self.shared.clone();
        let mut state = shared.lock();
        let id = state.next_id();
        let user = UserFixture {
            id,
            username: username.into(),
            bot: false,
        };
        let member = MemberFixture {
            user,
            roles: Vec::new(),
            locale: "fr".into(),
            mute: false,
            deaf: false,
            nick: None,
        };
        let mut event = member.json();
        event["guild_id"] = json!(state.guild.id.to_string());
        state.guild.members.push(member);
        shared.dispatch(&mut state, "GUILD_MEMBER_ADD", event);
        drop(state);
        shared.bump();
        id
    }
}
