//! Builders for the `options` array of an injected slash command or autocomplete, in Discord's
//! shape: `json!([sub("creer", json!([string("nom", "village")]))])`.

use serde_json::{json, Value};

/// A sub-command (type 1) with its options.
pub fn sub(name: &str, options: Value) -> Value {
    json!({"type": 1, "name": name, "options": options})
}

/// A sub-command group (type 2) with its sub-commands.
pub fn group(name: &str, subs: Value) -> Value {
    json!({"type": 2, "name": name, "options": subs})
}

/// A string option (type 3).
pub fn string(name: &str, value: &str) -> Value {
    json!({"type": 3, "name": name, "value": value})
}

/// An integer option (type 4).
pub fn integer(name: &str, value: i64) -> Value {
    json!({"type": 4, "name": name, "value": value})
}

/// A boolean option (type 5).
pub fn boolean(name: &str, value: bool) -> Value {
    json!({"type": 5, "name": name, "value": value})
}

/// A user option (type 6); the fake adds the user to `data.resolved`.
pub fn user(name: &str, id: u64) -> Value {
    json!({"type": 6, "name": name, "value": id.to_string()})
}

/// The same option marked as the one being typed (autocomplete).
pub fn focused(mut option: Value) -> Value {
    option["focused"] = json!(true);
    option
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_options_have_discords_shape() {
        let options = json!([sub(
            "voter",
            json!([focused(string("cible", "al")), user("qui", 7)])
        )]);
        assert_eq!(options[0]["type"], 1);
        assert_eq!(
            options[0]["options"][0],
            json!({"type": 3, "name": "cible", "value": "al", "focused": true})
        );
        assert_eq!(options[0]["options"][1]["value"], "7");
    }
}
