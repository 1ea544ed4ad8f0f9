//! Rewrites the spec so that it accepts what Discord accepts: digit strings where it says integer.
//!
//! Discord's spec README: "Our API accepts strings for int fields if they are parseable as ints",
//! and serenity sends permission bitfields as strings (`{"allow":"1024"}`). Every schema typed
//! `integer` also accepts a string matching `^-?[0-9]+$`; integer `enum`/`const` lists gain their
//! string twins. Because that makes some `oneOf` branches overlap (a message `nonce` is integer or
//! string), every `oneOf` becomes `anyOf`: a body is valid when at least one branch accepts it.
//! The other way round, a snowflake (`format: snowflake`) also accepts a non-negative integer:
//! serenity sends an upload's `attachments[].id` as its index (`0`), which Discord accepts.

use serde_json::{Map, Value};

/// The pattern a digit string must match to stand for an integer.
pub const DIGITS: &str = "^-?[0-9]+$";

/// Rewrites `spec` in place (see the module documentation).
pub fn coerce_integers(spec: &mut Value) {
    match spec {
        Value::Object(map) => {
            rewrite_node(map);
            for value in map.values_mut() {
                coerce_integers(value);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(coerce_integers),
        _ => {}
    }
}

fn rewrite_node(map: &mut Map<String, Value>) {
    if let Some(one_of) = map.remove("oneOf") {
        match map.get_mut("anyOf") {
            // Both present: keep both constraints, as `allOf` of the two unions.
            Some(_) => {
                let all = map
                    .entry("allOf")
                    .or_insert_with(|| Value::Array(Vec::new()));
                if let Value::Array(all) = all {
                    all.push(serde_json::json!({ "anyOf": one_of }));
                }
            }
            None => {
                map.insert("anyOf".into(), one_of);
            }
        }
    }
    if map.get("format").and_then(Value::as_str) == Some("snowflake") && !is_integer_schema(map) {
        add_type(map, "integer");
        map.insert("minimum".into(), Value::from(0));
        return;
    }
    if !is_integer_schema(map) {
        return;
    }
    add_type(map, "string");
    if !map.contains_key("pattern") {
        map.insert("pattern".into(), Value::String(DIGITS.into()));
    }
    if let Some(Value::Array(values)) = map.get_mut("enum") {
        let twins: Vec<Value> = values.iter().filter_map(string_twin).collect();
        values.extend(twins);
    }
    if let Some(Value::Array(branches)) = map.get_mut("anyOf") {
        let twins: Vec<Value> = branches
            .iter()
            .filter_map(|b| b.get("const").and_then(string_twin))
            .map(|c| serde_json::json!({ "const": c }))
            .collect();
        branches.extend(twins);
    }
}

fn is_integer_schema(map: &Map<String, Value>) -> bool {
    match map.get("type") {
        Some(Value::String(t)) => t == "integer",
        Some(Value::Array(ts)) => ts.iter().any(|t| t == "integer"),
        _ => false,
    }
}

fn add_type(map: &mut Map<String, Value>, extra: &str) {
    let types = match map.get("type") {
        Some(Value::String(t)) => vec![Value::String(t.clone())],
        Some(Value::Array(ts)) => ts.clone(),
        _ => return,
    };
    if types.iter().any(|t| t == extra) {
        return;
    }
    let mut types = types;
    types.push(Value::String(extra.into()));
    map.insert("type".into(), Value::Array(types));
}

fn string_twin(value: &Value) -> Option<Value> {
    value
        .as_i64()
        .map(|n| Value::String(n.to_string()))
        .or_else(|| value.as_u64().map(|n| Value::String(n.to_string())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn integer_gains_a_digit_string_twin() {
        let mut schema = json!({"type": ["integer", "null"], "minimum": 0});
        coerce_integers(&mut schema);
        assert_eq!(
            schema,
            json!({"type": ["integer", "null", "string"], "minimum": 0, "pattern": DIGITS})
        );
    }

    #[test]
    fn snowflake_also_accepts_an_index() {
        let mut schema =
            json!({"type": "string", "pattern": "^(0|[1-9][0-9]*)$", "format": "snowflake"});
        coerce_integers(&mut schema);
        assert_eq!(schema["type"], json!(["string", "integer"]));
        assert_eq!(schema["minimum"], 0);
    }

    #[test]
    fn one_of_becomes_any_of_and_consts_gain_twins() {
        let mut schema = json!({"type": "integer", "oneOf": [{"const": 0}, {"const": 1}]});
        coerce_integers(&mut schema);
        let branches = schema["anyOf"].as_array().expect("anyOf");
        assert!(schema.get("oneOf").is_none());
        assert!(branches.contains(&json!({"const": "1"})));
        assert_eq!(branches.len(), 4);
    }
}
