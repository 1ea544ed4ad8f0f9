//! Users in voice: joining (or moving to) a voice or stage channel as Discord's client lets
//! them, leaving, raising a hand on a stage, and the test-only speech feed
//! (`REGISSEUR_TEST_SPEAKING`) that stands in for the audio no loopback can carry.

use crate::access::{is_voice, kind};
use crate::handle::FakeDiscord;
use crate::perms;
use crate::state::State;

impl FakeDiscord {
    /// `user` joins voice or stage channel `channel`, or moves there from another one.
    /// Refused as Discord's client would: not a voice or stage channel, no VIEW_CHANNEL or
    /// CONNECT there (overwrites applied; the owner and administrators always may), or a full
    /// channel (`user_limit`, unless they hold MOVE_MEMBERS). `suppress` is computed now, and
    /// only now: a stage's audience, or no SPEAK in a voice channel.
    pub fn join_voice(&self, user: u64, channel: u64) -> Result<(), String> {
        let shared = self.shared.clone();
        let mut state = shared.lock();
        may_join(&state, user, channel)?;
        if state.voice_connect(user, channel, None) {
            crate::server::announce_voice(&shared, &mut state, user, None);
        }
        drop(state);
        shared.bump();
        Ok(())
    }

    /// `user` leaves voice (VOICE_STATE_UPDATE with `channel_id` null). A server mute stays on
    /// the member. `Err` when they are not connected.
    pub fn leave_voice(&self, user: u64) -> Result<(), String> {
        let shared = self.shared.clone();
        let mut state = shared.lock();
        let left = state
            .voice_disconnect(user)
            .ok_or_else(|| format!("user {user} is not connected to voice"))?;
        crate::server::announce_voice(&shared, &mut state, user, Some(left));
        drop(state);
        shared.bump();
        Ok(())
    }

    /// `user`, on a stage's audience, raises a hand (needs REQUEST_TO_SPEAK there): their
    /// `request_to_speak_timestamp` is set.
    pub fn raise_hand(&self, user: u64) -> Result<(), String> {
        let shared = self.shared.clone();
        let mut state = shared.lock();
        let channel = state.voice.states.get(&user).map(|v| v.channel_id);
        let channel = channel.ok_or_else(|| format!("user {user} is not connected to voice"))?;
        if !state
            .channels
            .get(&channel)
            .is_some_and(|c| c["type"] == kind::STAGE)
        {
            return Err(format!("channel {channel} is not a stage"));
        }
        if !state.holds(user, channel, perms::REQUEST_TO_SPEAK) {
            return Err(format!("user {user} lacks REQUEST_TO_SPEAK in {channel}"));
        }
        let now = chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, false);
        if let Some(v) = state.voice.states.get_mut(&user) {
            v.request_to_speak_timestamp = Some(now);
        }
        crate::server::announce_voice(&shared, &mut state, user, None);
        drop(state);
        shared.bump();
        Ok(())
    }

    /// The test-only speech feed: `user` starts (`true`) or stops speaking, sent as
    /// `REGISSEUR_TEST_SPEAKING` `{guild_id, user_id, speaking}` to sessions with the
    /// GUILD_VOICE_STATES intent. Starting is refused unless the others hear `user`
    /// ([`FakeDiscord::speaks`]): Discord carries no audio from a member who is not connected,
    /// suppressed or muted. A speaker who stops being heard is cut (`speaking: false`).
    pub fn speaking(&self, user: u64, on: bool) -> Result<(), String> {
        let shared = self.shared.clone();
        let mut state = shared.lock();
        if state.member(user).is_none() {
            return Err(format!("user {user} is not in the guild"));
        }
        if on && !state.speaks(user) {
            return Err(format!(
                "nobody hears user {user}: not connected, suppressed or muted"
            ));
        }
        crate::server::speech(&shared, &mut state, user, on)?;
        drop(state);
        shared.bump();
        Ok(())
    }
}

/// What Discord's client checks before it lets `user` join `channel`.
fn may_join(state: &State, user: u64, channel: u64) -> Result<(), String> {
    if state.member(user).is_none() {
        return Err(format!("user {user} is not in the guild"));
    }
    let c = state
        .channels
        .get(&channel)
        .ok_or_else(|| format!("unknown channel {channel}"))?;
    if !is_voice(c) {
        return Err(format!(
            "channel {channel} is neither a voice nor a stage channel"
        ));
    }
    if !state.can_connect(user, channel) {
        return Err(format!(
            "user {user} lacks VIEW_CHANNEL or CONNECT in {channel}"
        ));
    }
    let limit = c["user_limit"].as_u64().unwrap_or(0) as usize;
    let there = state.voice_members(channel);
    let full = limit > 0 && there.len() >= limit && !there.contains(&user);
    if full && !state.holds(user, channel, perms::MOVE_MEMBERS) {
        return Err(format!("channel {channel} is full ({limit})"));
    }
    Ok(())
}
