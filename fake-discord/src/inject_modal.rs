//! A user submitting the modal the bot opened (callback type 9) with the values they typed.

use serde_json::{json, Value};

use crate::handle::FakeDiscord;
use crate::inject::interaction;

impl FakeDiscord {
    /// `user` submits the modal the bot opened in answer to interaction `opened_by`, typing
    /// `values` (`(text input custom_id, text)`). Refused when the bot opened no modal there or
    /// an input is unknown. Returns the new interaction id.
    pub fn submit_modal(
        &self,
        user: u64,
        opened_by: u64,
        values: &[(&str, &str)],
    ) -> Result<u64, String> {
        let shared = self.shared.clone();
        let mut state = shared.lock();
        let record = state
            .interactions
            .get(&opened_by)
            .cloned()
            .ok_or("unknown interaction")?;
        let callback = record
            .callback
            .filter(|c| c["type"] == 9)
            .ok_or("the bot opened no modal")?;
        if record.user_id != user {
            return Err(format!(
                "the modal was opened for user {}, not {user}",
                record.user_id
            ));
        }
        let modal = &callback["data"];
        let inputs: Vec<&Value> = modal["components"]
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|row| row["components"].as_array().into_iter().flatten())
            .collect();
        let mut rows = Vec::new();
        for (id, text) in values {
            if !inputs.iter().any(|i| i["custom_id"] == *id) {
                return Err(format!("the modal has no input {id:?}"));
            }
            rows.push(
                json!({"type": 1, "components": [{"type": 4, "custom_id": id, "value": text}]}),
            );
        }
        let data = json!({"custom_id": modal["custom_id"], "components": rows});
        let payload = interaction(&mut state, 5, user, record.channel_id, data, false)?;
        self.send_interaction(&mut state, payload, record.source_message)
    }
}
