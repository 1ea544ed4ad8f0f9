//! The test's view of voice: a member's voice state, who is connected where, who may connect,
//! who is heard, server mutes, the bot's own connection and the op 4 payloads it sent.

use serde_json::Value;

use crate::handle::FakeDiscord;

impl FakeDiscord {
    /// `user`'s voice state as VOICE_STATE_UPDATE carries it (`guild_id`, `member`…), or
    /// `None` when they are not connected.
    pub fn voice_state(&self, user: u64) -> Option<Value> {
        self.with_state(|s| {
            let v = s.voice.states.get(&user)?;
            Some(s.voice_json(user, v, Some(v.channel_id)))
        })
    }

    /// Who is connected to `channel`, sorted by user id.
    pub fn voice_members(&self, channel: u64) -> Vec<u64> {
        self.with_state(|s| s.voice_members(channel))
    }

    /// Whether `user` may join `channel` now: a voice or stage channel where they hold
    /// VIEW_CHANNEL and CONNECT, as computed now (a connected member is not re-checked).
    pub fn can_connect(&self, user: u64, channel: u64) -> bool {
        self.with_state(|s| s.can_connect(user, channel))
    }

    /// Whether the other members hear `user`: connected, not suppressed, not server-muted
    /// (nor self-muted).
    pub fn speaks(&self, user: u64) -> bool {
        self.with_state(|s| s.speaks(user))
    }

    /// Whether `user` is server-muted (kept on the member, connected or not).
    pub fn server_muted(&self, user: u64) -> bool {
        self.with_state(|s| s.member(user).is_some_and(|m| m.mute))
    }

    /// Whether `user` is server-deafened (kept on the member, connected or not).
    pub fn server_deafened(&self, user: u64) -> bool {
        self.with_state(|s| s.member(user).is_some_and(|m| m.deaf))
    }

    /// The voice or stage channel the bot is connected to, if any.
    pub fn bot_voice_channel(&self) -> Option<u64> {
        self.with_state(|s| s.voice.states.get(&s.guild.bot.id).map(|v| v.channel_id))
    }

    /// Every Update Voice State (gateway op 4) payload the bot sent, in order.
    pub fn voice_updates(&self) -> Vec<Value> {
        self.with_state(|s| s.voice.updates.clone())
    }
}
