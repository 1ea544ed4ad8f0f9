//! Forged interactions: what a modified client could send and Discord's own client never
//! does. They bypass the fake's recipient check (a click on a message in someone else's DM)
//! and its enabled check (a click on a disabled component), so a test can prove that the bot
//! itself refuses them (the owner and the step encoded in the `custom_id`).

use crate::handle::FakeDiscord;

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
}
