//! Voice as Discord keeps it: one voice state per connected member (server mute and deafen
//! stay on the member), joins and moves with `suppress` computed then and only then (Discord
//! computes voice permissions when a member joins or moves, never on an overwrite change), and
//! a voice state's JSON for dispatches and GUILD_CREATE.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{json, Value};

use crate::access::{is_voice, kind};
use crate::perms;
use crate::state::State;

/// One member's connection to a voice or stage channel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VoiceState {
    /// The voice or stage channel.
    pub channel_id: u64,
    /// The session the connection belongs to (the bot's: its gateway session's id).
    pub session_id: String,
    /// Muted by themselves.
    pub self_mute: bool,
    /// Deafened by themselves.
    pub self_deaf: bool,
    /// Camera on.
    pub self_video: bool,
    /// Their permission to speak is denied: computed at join and move (a stage's audience, or
    /// no SPEAK in a voice channel), changed afterwards only by `PATCH …/voice-states/…`.
    pub suppress: bool,
    /// A raised hand on a stage (ISO 8601), if any.
    pub request_to_speak_timestamp: Option<String>,
}

/// The guild's voice: who is connected where, what the bot asked on the gateway (op 4), and
/// who is speaking now (the test-only speech feed).
#[derive(Debug, Default)]
pub struct Voice {
    /// Voice states of the connected members, by user id.
    pub states: BTreeMap<u64, VoiceState>,
    /// Every Update Voice State (op 4) payload the bot sent, in order.
    pub updates: Vec<Value>,
    /// Members the speech feed says are speaking now.
    pub speaking: BTreeSet<u64>,
}

impl State {
    /// Whether `user` may connect to `channel`: a voice or stage channel where they hold
    /// VIEW_CHANNEL and CONNECT (overwrites applied; the owner and administrators always may).
    pub fn can_connect(&self, user: u64, channel: u64) -> bool {
        self.channels.get(&channel).is_some_and(is_voice)
            && self.holds(user, channel, perms::VIEW_CHANNEL | perms::CONNECT)
    }

    /// The `suppress` a member gets on joining `channel`: everyone is audience on a stage; in
    /// a voice channel, whoever lacks SPEAK.
    pub fn suppressed_at_join(&self, user: u64, channel: u64) -> bool {
        let stage = self
            .channels
            .get(&channel)
            .is_some_and(|c| c["type"] == kind::STAGE);
        stage || !self.holds(user, channel, perms::SPEAK)
    }

    /// `user` joins `channel`, or moves there from another voice channel (unchecked: callers
    /// apply Discord's rules first). A join gets `session` or a fresh session id; a move keeps
    /// it. Returns whether anything changed.
    pub fn voice_connect(&mut self, user: u64, channel: u64, session: Option<String>) -> bool {
        let suppress = self.suppressed_at_join(user, channel);
        if let Some(v) = self.voice.states.get_mut(&user) {
            if v.channel_id == channel {
                return false;
            }
            v.channel_id = channel;
            v.suppress = suppress;
            v.request_to_speak_timestamp = None;
            return true;
        }
        let session_id = session.unwrap_or_else(|| format!("{:032x}", self.next_id()));
        let state = VoiceState {
            channel_id: channel,
            session_id,
            self_mute: false,
            self_deaf: false,
            self_video: false,
            suppress,
            request_to_speak_timestamp: None,
        };
        self.voice.states.insert(user, state);
        true
    }

    /// `user` leaves voice; returns the state they had.
    pub fn voice_disconnect(&mut self, user: u64) -> Option<VoiceState> {
        self.voice.states.remove(&user)
    }

    /// Who is connected to `channel`, sorted.
    pub fn voice_members(&self, channel: u64) -> Vec<u64> {
        let states = self.voice.states.iter();
        states
            .filter(|(_, v)| v.channel_id == channel)
            .map(|(u, _)| *u)
            .collect()
    }

    /// Whether the other members hear `user`: connected, neither suppressed nor server-muted
    /// nor self-muted.
    pub fn speaks(&self, user: u64) -> bool {
        let muted = self.member(user).is_none_or(|m| m.mute);
        self.voice
            .states
            .get(&user)
            .is_some_and(|v| !v.suppress && !v.self_mute && !muted)
    }

    /// A VOICE_STATE_UPDATE payload: `state` in `channel` (`None`: just left), with `guild_id`
    /// and `member`.
    pub fn voice_json(&self, user: u64, state: &VoiceState, channel: Option<u64>) -> Value {
        let mut d = self.partial_voice_json(user, state);
        d["channel_id"] = json!(channel.map(|c| c.to_string()));
        d["guild_id"] = json!(self.guild.id.to_string());
        if let Some(m) = self.member(user) {
            d["member"] = m.json();
        }
        d
    }

    /// GUILD_CREATE's `voice_states`: every connected member's state, without `guild_id` or
    /// `member` (as Discord sends them there).
    pub fn voice_states_json(&self) -> Vec<Value> {
        let states = self.voice.states.iter();
        states
            .map(|(user, v)| self.partial_voice_json(*user, v))
            .collect()
    }

    fn partial_voice_json(&self, user: u64, v: &VoiceState) -> Value {
        let (mute, deaf) = self
            .member(user)
            .map_or((false, false), |m| (m.mute, m.deaf));
        json!({
            "user_id": user.to_string(), "channel_id": v.channel_id.to_string(),
            "session_id": v.session_id, "deaf": deaf, "mute": mute, "self_deaf": v.self_deaf,
            "self_mute": v.self_mute, "self_video": v.self_video, "self_stream": false,
            "suppress": v.suppress, "request_to_speak_timestamp": v.request_to_speak_timestamp,
        })
    }
}
