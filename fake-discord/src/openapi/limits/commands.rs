//! Limits on application commands: names, descriptions, options, choices, localizations.

use std::collections::BTreeSet;

use serde_json::Value;

use super::{check_len, items};

/// Option types that nest options (sub-command, sub-command group).
const SUB_COMMAND: u64 = 1;
const SUB_COMMAND_GROUP: u64 = 2;

/// Checks the body of a bulk overwrite: an array of commands with unique names per type.
pub fn check_command_list(body: &Value, errors: &mut Vec<String>) {
    let Some(commands) = body.as_array() else {
        return;
    };
    let mut seen = BTreeSet::new();
    let mut chat_input = 0;
    for (i, command) in commands.iter().enumerate() {
        let kind = command.get("type").and_then(Value::as_u64).unwrap_or(1);
        chat_input += usize::from(kind == 1);
        let name = command.get("name").and_then(Value::as_str).unwrap_or("");
        if !seen.insert((kind, name.to_string())) {
            errors.push(format!("/{i}/name: {name:?} is registered twice"));
        }
        check_command(command, &format!("/{i}"), errors);
    }
    if chat_input > 100 {
        errors.push(format!(
            "{chat_input} slash commands, Discord allows at most 100"
        ));
    }
}

/// Checks one application command found at `at`.
pub fn check_command(command: &Value, at: &str, errors: &mut Vec<String>) {
    let chat_input = command.get("type").and_then(Value::as_u64).unwrap_or(1) == 1;
    check_name(command, at, chat_input, errors);
    if chat_input {
        check_len(command, "description", 1, 100, at, errors);
        check_localized_descriptions(command, at, errors);
        check_options(command, at, 0, errors);
        let total = total_chars(command);
        if total > 4000 {
            errors.push(format!(
                "{at}: {total} characters in names, descriptions and choices, Discord allows 4000"
            ));
        }
    } else if command
        .get("description")
        .and_then(Value::as_str)
        .is_some_and(|d| !d.is_empty())
    {
        errors.push(format!(
            "{at}/description: must be empty for user and message commands"
        ));
    }
}

fn check_name(obj: &Value, at: &str, strict: bool, errors: &mut Vec<String>) {
    let Some(name) = obj.get("name").and_then(Value::as_str) else {
        errors.push(format!("{at}/name: missing"));
        return;
    };
    check_name_text(name, &format!("{at}/name"), strict, errors);
    if let Some(map) = obj.get("name_localizations").and_then(Value::as_object) {
        for (locale, text) in map {
            if let Some(text) = text.as_str() {
                check_name_text(
                    text,
                    &format!("{at}/name_localizations/{locale}"),
                    strict,
                    errors,
                );
            }
        }
    }
}

fn check_name_text(name: &str, at: &str, strict: bool, errors: &mut Vec<String>) {
    let n = name.chars().count();
    if n == 0 || n > 32 {
        errors.push(format!("{at}: {n} characters, Discord allows 1 to 32"));
    }
    if !strict {
        return;
    }
    if let Some(bad) = name
        .chars()
        .find(|c| !(c.is_alphanumeric() || *c == '-' || *c == '_'))
    {
        errors.push(format!(
            "{at}: {name:?} contains {bad:?}; only letters, digits, - and _"
        ));
    }
    if name.chars().any(char::is_uppercase) {
        errors.push(format!("{at}: {name:?} must be lower case"));
    }
}

fn check_localized_descriptions(obj: &Value, at: &str, errors: &mut Vec<String>) {
    let Some(map) = obj
        .get("description_localizations")
        .and_then(Value::as_object)
    else {
        return;
    };
    for (locale, text) in map {
        let n = text.as_str().map_or(0, |t| t.chars().count());
        if n == 0 || n > 100 {
            errors.push(format!(
                "{at}/description_localizations/{locale}: {n} characters, Discord allows 1 to 100"
            ));
        }
    }
}

fn check_options(parent: &Value, at: &str, depth: usize, errors: &mut Vec<String>) {
    let options = items(parent, "options");
    if options.len() > 25 {
        errors.push(format!(
            "{at}/options: {} options, Discord allows at most 25",
            options.len()
        ));
    }
    let mut optional_seen = false;
    for (i, option) in options.iter().enumerate() {
        let at = format!("{at}/options/{i}");
        let kind = option.get("type").and_then(Value::as_u64).unwrap_or(0);
        check_name(option, &at, true, errors);
        check_len(option, "description", 1, 100, &at, errors);
        check_localized_descriptions(option, &at, errors);
        let required = option
            .get("required")
            .and_then(Value::as_bool)
            .unwrap_or(false);
        if required && optional_seen {
            errors.push(format!(
                "{at}: a required option must come before optional ones"
            ));
        }
        optional_seen |= !required && kind > SUB_COMMAND_GROUP;
        if matches!(kind, SUB_COMMAND | SUB_COMMAND_GROUP) {
            if depth >= 2 || (kind == SUB_COMMAND_GROUP && depth >= 1) {
                errors.push(format!("{at}: sub-commands nested too deep"));
            }
            check_options(option, &at, depth + 1, errors);
            continue;
        }
        check_choices(option, &at, errors);
    }
}

fn check_choices(option: &Value, at: &str, errors: &mut Vec<String>) {
    let choices = items(option, "choices");
    if choices.len() > 25 {
        errors.push(format!(
            "{at}/choices: {} choices, Discord allows at most 25",
            choices.len()
        ));
    }
    let autocomplete = option
        .get("autocomplete")
        .and_then(Value::as_bool)
        .unwrap_or(false);
    if autocomplete && !choices.is_empty() {
        errors.push(format!(
            "{at}: autocomplete and choices cannot be used together"
        ));
    }
    for (i, choice) in choices.iter().enumerate() {
        let at = format!("{at}/choices/{i}");
        check_len(choice, "name", 1, 100, &at, errors);
        check_len(choice, "value", 0, 100, &at, errors);
    }
}

fn total_chars(obj: &Value) -> usize {
    let own: usize = ["name", "description", "value"]
        .iter()
        .filter_map(|k| obj.get(*k).and_then(Value::as_str))
        .map(|s| s.chars().count())
        .sum();
    own + items(obj, "options").iter().map(total_chars).sum::<usize>()
        + items(obj, "choices").iter().map(total_chars).sum::<usize>()
}
