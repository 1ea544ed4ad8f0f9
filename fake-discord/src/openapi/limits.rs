//! Discord's documented limits that the spec does not carry (or carries looser).
//!
//! Messages: content ≤ 2000 characters (the spec says 4000), ≤ 10 embeds of ≤ 6000 characters
//! in all, ≤ 5 action rows of ≤ 5 buttons or one select, ≤ 25 select options, `custom_id`
//! ≤ 100. Application commands:
//! names 1–32 lower-case word characters, descriptions 1–100, ≤ 25 options and choices,
//! required options first. Autocomplete answers ≤ 25 choices. A forum post's starter message
//! follows the message limits; forum tag names ≤ 20 characters (the spec says 50).

use serde_json::Value;

mod commands;
pub use commands::check_command;

/// The limits that apply to a `method` call on `template` with `body`, as messages.
pub fn check(template: &str, method: &str, body: &Value) -> Vec<String> {
    let mut errors = Vec::new();
    let route = (method.to_ascii_uppercase(), template);
    match (route.0.as_str(), route.1) {
        ("POST", "/channels/{channel_id}/messages" | "/webhooks/{webhook_id}/{webhook_token}")
        | (
            "PATCH",
            "/channels/{channel_id}/messages/{message_id}"
            | "/webhooks/{webhook_id}/{webhook_token}/messages/@original"
            | "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}",
        ) => {
            check_message(body, "", &mut errors);
        }
        ("POST", "/channels/{channel_id}/threads") => {
            if let Some(message) = body.get("message").filter(|m| m.is_object()) {
                check_message(message, "/message", &mut errors);
            }
        }
        ("POST", "/guilds/{guild_id}/channels") | ("PATCH", "/channels/{channel_id}") => {
            for (i, tag) in items(body, "available_tags").iter().enumerate() {
                check_len(
                    tag,
                    "name",
                    0,
                    20,
                    &format!("/available_tags/{i}"),
                    &mut errors,
                );
            }
        }
        ("POST", "/interactions/{interaction_id}/{interaction_token}/callback") => {
            check_callback(body, &mut errors);
        }
        (
            "PUT",
            "/applications/{application_id}/commands"
            | "/applications/{application_id}/guilds/{guild_id}/commands",
        ) => {
            commands::check_command_list(body, &mut errors);
        }
        (
            "POST",
            "/applications/{application_id}/commands"
            | "/applications/{application_id}/guilds/{guild_id}/commands",
        )
        | (
            "PATCH",
            "/applications/{application_id}/commands/{command_id}"
            | "/applications/{application_id}/guilds/{guild_id}/commands/{command_id}",
        ) => {
            check_command(body, "", &mut errors);
        }
        _ => {}
    }
    errors
}

/// `s` has at most `max` characters (Unicode scalar values).
pub fn too_long(s: &str, max: usize) -> bool {
    s.chars().count() > max
}

/// Pushes an error when the string at `key` of `obj` is longer than `max` (or shorter than `min`).
pub fn check_len(
    obj: &Value,
    key: &str,
    min: usize,
    max: usize,
    at: &str,
    errors: &mut Vec<String>,
) {
    let Some(s) = obj.get(key).and_then(Value::as_str) else {
        return;
    };
    let n = s.chars().count();
    if n < min || n > max {
        errors.push(format!(
            "{at}/{key}: {n} characters, Discord allows {min} to {max}"
        ));
    }
}

fn check_count(obj: &Value, key: &str, max: usize, at: &str, errors: &mut Vec<String>) -> usize {
    let n = obj.get(key).and_then(Value::as_array).map_or(0, Vec::len);
    if n > max {
        errors.push(format!(
            "{at}/{key}: {n} items, Discord allows at most {max}"
        ));
    }
    n
}

fn check_callback(body: &Value, errors: &mut Vec<String>) {
    let data = body.get("data").unwrap_or(&Value::Null);
    match body.get("type").and_then(Value::as_u64) {
        Some(4 | 7) => check_message(data, "/data", errors),
        Some(8) => {
            check_count(data, "choices", 25, "/data", errors);
            for (i, choice) in items(data, "choices").iter().enumerate() {
                let at = format!("/data/choices/{i}");
                check_len(choice, "name", 1, 100, &at, errors);
                check_len(choice, "value", 0, 100, &at, errors);
            }
        }
        Some(9) => {
            check_len(data, "custom_id", 1, 100, "/data", errors);
            check_len(data, "title", 1, 45, "/data", errors);
        }
        _ => {}
    }
}

/// The array at `key`, or an empty slice.
pub fn items<'v>(obj: &'v Value, key: &str) -> &'v [Value] {
    obj.get(key)
        .and_then(Value::as_array)
        .map_or(&[], Vec::as_slice)
}

/// Checks a message body (create or edit) found at `at`.
pub fn check_message(msg: &Value, at: &str, errors: &mut Vec<String>) {
    check_len(msg, "content", 0, 2000, at, errors);
    check_count(msg, "embeds", 10, at, errors);
    for (i, embed) in items(msg, "embeds").iter().enumerate() {
        check_embed(embed, &format!("{at}/embeds/{i}"), errors);
    }
    let total: usize = items(msg, "embeds").iter().map(embed_chars).sum();
    if total > 6000 {
        errors.push(format!(
            "{at}/embeds: {total} characters in all, Discord allows at most 6000"
        ));
    }
    let v2 = msg.get("flags").and_then(Value::as_u64).unwrap_or(0) & (1 << 15) != 0;
    if v2 {
        return;
    }
    check_count(msg, "components", 5, at, errors);
    for (i, row) in items(msg, "components").iter().enumerate() {
        check_row(row, &format!("{at}/components/{i}"), errors);
    }
}

/// The characters of an embed that count towards Discord's 6,000 per message.
fn embed_chars(embed: &Value) -> usize {
    let chars = |v: &Value| v.as_str().map_or(0, |s| s.chars().count());
    chars(&embed["title"])
        + chars(&embed["description"])
        + chars(&embed["footer"]["text"])
        + chars(&embed["author"]["name"])
        + items(embed, "fields")
            .iter()
            .map(|f| chars(&f["name"]) + chars(&f["value"]))
            .sum::<usize>()
}

fn check_embed(embed: &Value, at: &str, errors: &mut Vec<String>) {
    check_len(embed, "title", 0, 256, at, errors);
    check_len(embed, "description", 0, 4096, at, errors);
    check_count(embed, "fields", 25, at, errors);
    for (i, field) in items(embed, "fields").iter().enumerate() {
        let at = format!("{at}/fields/{i}");
        check_len(field, "name", 1, 256, &at, errors);
        check_len(field, "value", 1, 1024, &at, errors);
    }
    if let Some(footer) = embed.get("footer") {
        check_len(footer, "text", 0, 2048, &format!("{at}/footer"), errors);
    }
    if let Some(author) = embed.get("author") {
        check_len(author, "name", 0, 256, &format!("{at}/author"), errors);
    }
}

fn check_row(row: &Value, at: &str, errors: &mut Vec<String>) {
    if row.get("type").and_then(Value::as_u64) != Some(1) {
        errors.push(format!(
            "{at}: a top-level component must be an action row (type 1)"
        ));
        return;
    }
    let children = items(row, "components");
    if children.is_empty() {
        errors.push(format!("{at}: an action row needs at least one component"));
    }
    let kinds: Vec<u64> = children
        .iter()
        .map(|c| c.get("type").and_then(Value::as_u64).unwrap_or(0))
        .collect();
    let buttons = kinds.iter().filter(|k| **k == 2).count();
    let selects = kinds
        .iter()
        .filter(|k| matches!(k, 3 | 5 | 6 | 7 | 8))
        .count();
    if buttons > 5 {
        errors.push(format!(
            "{at}: {buttons} buttons in a row, Discord allows at most 5"
        ));
    }
    if selects > 1 || (selects == 1 && buttons > 0) {
        errors.push(format!(
            "{at}: a select menu must be alone in its action row"
        ));
    }
    for (i, child) in children.iter().enumerate() {
        check_component(child, &format!("{at}/components/{i}"), errors);
    }
}

fn check_component(c: &Value, at: &str, errors: &mut Vec<String>) {
    let kind = c.get("type").and_then(Value::as_u64).unwrap_or(0);
    let style = c.get("style").and_then(Value::as_u64).unwrap_or(0);
    let needs_id = !(kind == 2 && matches!(style, 5 | 6));
    match c.get("custom_id").and_then(Value::as_str) {
        Some(_) => check_len(c, "custom_id", 1, 100, at, errors),
        None if needs_id => errors.push(format!("{at}: custom_id is required")),
        None => {}
    }
    if kind == 2 {
        check_len(c, "label", 0, 80, at, errors);
        return;
    }
    check_len(c, "placeholder", 0, 150, at, errors);
    for key in ["min_values", "max_values"] {
        match c.get(key).and_then(Value::as_u64) {
            Some(n) if n > 25 => errors.push(format!("{at}/{key}: {n}, Discord allows at most 25")),
            _ => {}
        }
    }
    if kind == 3 {
        let n = check_count(c, "options", 25, at, errors);
        if n == 0 {
            errors.push(format!(
                "{at}/options: a string select needs at least one option"
            ));
        }
        for (i, option) in items(c, "options").iter().enumerate() {
            let at = format!("{at}/options/{i}");
            check_len(option, "label", 1, 100, &at, errors);
            check_len(option, "value", 1, 100, &at, errors);
            check_len(option, "description", 0, 100, &at, errors);
        }
    }
}
