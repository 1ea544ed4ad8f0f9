//! Forged interactions: what a modified client could send and Discord's own client never
//! does. They bypass the fake's recipient check (a click on a message in someone else's DM)
//! and its enabled check (a click on a disabled component), so a test can prove that the bot
//! itself refuses them (the owner and the step encoded in the `custom_id`).

use serde_json::{json, Value};

use crate::handle::FakeDiscord;
use crate::inject::interaction;

impl FakeDiscord {
    /// FORGED: `user` clicks the button `custom_id` of message `message`, even in another
    /// user's DM or when the button is disabled. Returns the interaction id.
    pub fn forge_click(&self, user: u64, message: u64, custom_id: &str) -> Result<u64, String> {
        self.component_interaction(user, message, custom_id, None, true)
    }

    /// FORGED: `user` picks `values` in the select menu `custom_id` of message `message`,
    /// even in another user's DM or when the menu is disabled. Returns the interaction id.
    pub fn forge_select(
        &self,
        user: u64,
        message: u64,
        custom_id: &str,
        values: &[&str],
    ) -> Result<u64, String> {
        self.component_interaction(user, message, custom_id, Some(values), true)
    }

    /// FORGED: `user` sends a component interaction on message `message` with any
    /// `custom_id` (garbage, too long, not the message's), as a button (`values` `None`) or a
    /// string menu. Returns the interaction id.
    pub fn forge_component(
        &self,
        user: u64,
        message: u64,
        custom_id: &str,
        values: Option<&[&str]>,
    ) -> Result<u64, String> {
        let shared = self.shared.clone();
        let mut state = shared.lock();
        let msg = crate::inject::message_of(&state, message)?;
        let mut data = json!({"custom_id": custom_id, "component_type": 2});
        if let Some(values) = values {
            data["component_type"] = json!(3);
            data["values"] = json!(values);
        }
        self.send_component(&mut state, user, (message, msg), data, true)
    }

    /// FORGED: `user` runs a slash command (`kind` 2) or autocompletes one (`kind` 4) in
    /// `channel` with any `data` (an unregistered name, a missing or mistyped option), as a
    /// stale client or a modified one might. Returns the interaction id.
    pub fn forge_command(
        &self,
        kind: u64,
        user: u64,
        channel: u64,
        data: Value,
    ) -> Result<u64, String> {
        let shared = self.shared.clone();
        let mut state = shared.lock();
        let mut data = data;
        if data.get("id").is_none() {
            data["id"] = json!(state.next_id().to_string());
        }
        data["type"] = json!(1);
        let payload = interaction(&mut state, kind, user, channel, data, true)?;
        self.send_interaction(&mut state, payload, None)
    }
}
