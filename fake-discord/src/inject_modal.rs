//! A user submitting the modal the bot opened (callback type 9) with the values they typed,
//! as Discord's client lets them: every input known, the required ones filled, each within
//! its lengths. What is typed is otherwise free: the bot checks it.

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
        check_typed(&inputs, values)?;
        let mut rows = Vec::new();
        for (id, text) in values {
            rows.push(
                json!({"type": 1, "components": [{"type": 4, "custom_id": id, "value": text}]}),
            );
        }
        let data = json!({"custom_id": modal["custom_id"], "components": rows});
        let payload = interaction(&mut state, 5, user, record.channel_id, data, false)?;
        self.send_interaction(&mut state, payload, record.source_message)
    }
}

/// Refuses what Discord's client would not send: an unknown input, a required one left
/// empty, a value outside the input's lengths.
fn check_typed(inputs: &[&Value], values: &[(&str, &str)]) -> Result<(), String> {
    for (id, _) in values {
        if !inputs.iter().any(|i| i["custom_id"] == *id) {
            return Err(format!("the modal has no input {id:?}"));
        }
    }
    for input in inputs {
        let id = input["custom_id"].as_str().unwrap_or("");
        let typed = values
            .iter()
            .find(|(v, _)| *v == id)
            .map_or("", |(_, t)| *t);
        let n = typed.chars().count() as u64;
        let required = input["required"].as_bool().unwrap_or(true);
        if required && n == 0 {
            return Err(format!("the input {id:?} is required"));
        }
        let min = input["min_length"].as_u64().unwrap_or(0);
        let max = input["max_length"].as_u64().unwrap_or(4000);
        if n > 0 && (n < min || n > max) {
            return Err(format!(
                "the input {id:?} takes {min} to {max} characters, not {n}"
            ));
        }
    }
    Ok(())
}
