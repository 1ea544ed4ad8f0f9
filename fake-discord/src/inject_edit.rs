//! A member editing a channel by hand, as in Discord's channel settings: the change is made
//! and CHANNEL_UPDATE is sent, as when anyone but the bot edits it.

use serde_json::json;

use crate::fixture::overwrite_json;
use crate::handle::FakeDiscord;
use crate::perms::{self, Overwrite};

impl FakeDiscord {
    /// `user` sets (`Some`) or removes (`None`) the overwrite of `target` on `channel` by hand.
    /// Refused, as by Discord, unless they may manage roles there.
    pub fn edit_overwrite_by_hand(
        &self,
        user: u64,
        channel: u64,
        target: u64,
        overwrite: Option<Overwrite>,
    ) -> Result<(), String> {
        let shared = self.shared.clone();
        let mut state = shared.lock();
        let needed = perms::MANAGE_ROLES | perms::VIEW_CHANNEL;
        if state.permissions(user, channel) & needed != needed
            && state.guild_permissions(user) & perms::ADMINISTRATOR == 0
        {
            return Err(format!(
                "user {user} may not edit channel {channel}'s permissions"
            ));
        }
        let mut list = state.overwrites(channel);
        list.retain(|o| o.id != target);
        list.extend(overwrite.map(|o| Overwrite { id: target, ..o }));
        list.sort_by_key(|o| (o.id, o.kind));
        let Some(c) = state.channels.get_mut(&channel) else {
            return Err(format!("no channel {channel}"));
        };
        c["permission_overwrites"] = json!(list.iter().map(overwrite_json).collect::<Vec<_>>());
        let event = c.clone();
        shared.dispatch(&mut state, "CHANNEL_UPDATE", event);
        drop(state);
        shared.bump();
        Ok(())
    }
}
