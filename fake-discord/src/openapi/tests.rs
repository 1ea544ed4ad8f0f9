//! The validator against the real spec: bodies serenity and poise send pass, broken ones fail.

use serde_json::{json, Value};

use super::Spec;

fn spec() -> Spec {
    Spec::shared().unwrap_or_else(|e| panic!("{e}"))
}

fn select(options: usize) -> Value {
    let options: Vec<Value> = (0..options)
        .map(|i| json!({"label": format!("Joueur {i}"), "value": format!("{}", 3000 + i)}))
        .collect();
    json!({"content": "Qui éliminer ?", "components": [{"type": 1, "components": [
        {"type": 3, "custom_id": "vote:night:1", "options": options, "min_values": 1, "max_values": 1}
    ]}]})
}

fn poise_commands() -> Value {
    json!([{
        "name": "voter", "description": "Voter contre un joueur", "type": 1,
        "name_localizations": {"en-US": "vote"},
        "description_localizations": {"en-US": "Vote against a player"},
        "default_member_permissions": null, "dm_permission": true, "nsfw": false,
        "integration_types": null, "contexts": null,
        "options": [{"type": 3, "name": "cible", "description": "Le joueur", "required": true,
                     "autocomplete": true, "choices": [], "channel_types": []}]
    }, {
        "name": "mj", "description": "Commandes du MJ", "type": 1, "options": [
            {"type": 1, "name": "creer", "description": "Créer une partie", "options": []}
        ]
    }])
}

#[test]
fn given_poise_command_list_when_put_then_valid() {
    let body = poise_commands();
    assert_eq!(
        spec().validate_request("PUT", "/api/v10/applications/1/commands", Some(&body)),
        Ok(())
    );
    let path = "/api/v10/applications/1/guilds/2/commands";
    assert_eq!(spec().validate_request("PUT", path, Some(&body)), Ok(()));
}

#[test]
fn given_recorded_serenity_bodies_then_valid() {
    let s = spec();
    let channel = json!({"name": "place", "type": 0, "parent_id": "100", "permission_overwrites": [
        {"id": "3001", "type": 1, "allow": "1024", "deny": "0"}]});
    assert_eq!(
        s.validate_request("POST", "/api/v10/guilds/1/channels", Some(&channel)),
        Ok(())
    );
    let overwrite = json!({"allow": "1024", "deny": "0", "id": "3001", "type": 1});
    assert_eq!(
        s.validate_request(
            "PUT",
            "/api/v10/channels/5/permissions/3001",
            Some(&overwrite)
        ),
        Ok(())
    );
    assert_eq!(
        s.validate_request("POST", "/api/v10/channels/5/messages", Some(&select(25))),
        Ok(())
    );
    let callback = json!({"type": 4, "data": {"content": "ok", "flags": 64, "components": [],
        "allowed_mentions": {"parse": []}}});
    assert_eq!(
        s.validate_request(
            "POST",
            "/api/v10/interactions/9/tok/callback",
            Some(&callback)
        ),
        Ok(())
    );
    let auto = json!({"type": 8, "data": {"choices": [{"name": "Alice", "value": "3001"}]}});
    assert_eq!(
        s.validate_request("POST", "/api/v10/interactions/9/tok/callback", Some(&auto)),
        Ok(())
    );
    let dm = json!({"recipient_id": "3001"});
    assert_eq!(
        s.validate_request("POST", "/api/v10/users/@me/channels", Some(&dm)),
        Ok(())
    );
    assert_eq!(s.validate_request("GET", "/api/v10/gateway", None), Ok(()));
    let nonce = json!({"content": "x", "nonce": "1234567", "enforce_nonce": true});
    assert_eq!(
        s.validate_request("POST", "/api/v10/channels/5/messages", Some(&nonce)),
        Ok(())
    );
}

#[test]
fn given_channel_name_of_101_chars_then_refused() {
    let body = json!({"name": "x".repeat(101), "type": 0});
    let errors = spec()
        .validate_request("POST", "/api/v10/guilds/1/channels", Some(&body))
        .unwrap_err();
    assert!(errors.iter().any(|e| e.contains("/name")), "{errors:?}");
}

#[test]
fn given_select_with_26_options_then_refused() {
    let errors = spec()
        .validate_request("POST", "/api/v10/channels/5/messages", Some(&select(26)))
        .unwrap_err();
    assert!(errors.iter().any(|e| e.contains("/options")), "{errors:?}");
}

#[test]
fn given_content_of_2001_chars_then_refused_though_the_spec_allows_4000() {
    let body = json!({"content": "é".repeat(2001)});
    let errors = spec()
        .validate_request("POST", "/api/v10/channels/5/messages", Some(&body))
        .unwrap_err();
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].contains("2001 characters"), "{errors:?}");
    let ok = json!({"content": "é".repeat(2000)});
    assert_eq!(
        spec().validate_request("POST", "/api/v10/channels/5/messages", Some(&ok)),
        Ok(())
    );
}

#[test]
fn given_unknown_route_then_refused() {
    let errors = spec()
        .validate_request("POST", "/api/v10/nowhere/1", None)
        .unwrap_err();
    assert!(errors[0].contains("no such route"), "{errors:?}");
    assert!(spec()
        .validate_request("DELETE", "/api/v10/gateway", None)
        .is_err());
}

#[test]
fn given_bad_commands_then_each_limit_reported() {
    let too_many: Vec<Value> = (0..26)
        .map(|i| json!({"type": 3, "name": format!("o{i}"), "description": "d"}))
        .collect();
    let body = json!([
        {"name": "Voter", "description": "d", "type": 1},
        {"name": "x", "description": "d".repeat(101), "type": 1},
        {"name": "y", "description": "d", "type": 1, "options": too_many},
    ]);
    let errors = spec()
        .validate_request("PUT", "/api/v10/applications/1/commands", Some(&body))
        .unwrap_err();
    let joined = errors.join("\n");
    assert!(joined.contains("must be lower case"), "{joined}");
    assert!(joined.contains("/1/description"), "{joined}");
    assert!(joined.contains("26 options"), "{joined}");
}

#[test]
fn given_six_buttons_in_a_row_or_long_custom_id_then_refused() {
    let buttons: Vec<Value> = (0..6)
        .map(|i| json!({"type": 2, "style": 1, "label": "b", "custom_id": format!("b{i}")}))
        .collect();
    let body = json!({"content": "x", "components": [{"type": 1, "components": buttons}]});
    let errors = spec()
        .validate_request("POST", "/api/v10/channels/5/messages", Some(&body))
        .unwrap_err();
    assert!(errors.iter().any(|e| e.contains("6 buttons")), "{errors:?}");
    let long = json!({"type": 4, "data": {"components": [{"type": 1, "components": [
        {"type": 2, "style": 1, "label": "b", "custom_id": "c".repeat(101)}]}]}});
    let errors = spec()
        .validate_request("POST", "/api/v10/interactions/1/t/callback", Some(&long))
        .unwrap_err();
    assert!(errors.iter().any(|e| e.contains("custom_id")), "{errors:?}");
}

#[test]
fn given_schema_name_then_validate_schema_checks_it() {
    let s = spec();
    assert_eq!(s.validate_schema("SnowflakeType", &json!("123")), Ok(()));
    assert!(s.validate_schema("SnowflakeType", &json!("abc")).is_err());
    assert!(s.validate_schema("NoSuchSchema", &json!({})).is_err());
}

#[test]
fn given_missing_file_then_error_says_where() {
    let err = super::SpecError {
        path: "/nowhere/openapi.json".into(),
        reason: "No such file".into(),
    };
    assert_eq!(
        err.to_string(),
        "openapi.json not found at /nowhere/openapi.json: No such file"
    );
}

#[test]
fn given_wrong_types_then_refused_and_digit_strings_only_where_integer() {
    let s = spec();
    let body = json!({"name": 5, "type": 0});
    assert!(s
        .validate_request("POST", "/api/v10/guilds/1/channels", Some(&body))
        .is_err());
    let overwrite = json!({"allow": "12ab", "deny": "0", "type": 1});
    assert!(s
        .validate_request(
            "PUT",
            "/api/v10/channels/5/permissions/3001",
            Some(&overwrite)
        )
        .is_err());
    let overwrite = json!({"allow": "1024", "deny": "0", "type": "1"});
    assert_eq!(
        s.validate_request(
            "PUT",
            "/api/v10/channels/5/permissions/3001",
            Some(&overwrite)
        ),
        Ok(())
    );
    let overwrite = json!({"allow": "1024", "deny": "0", "type": 7});
    assert!(s
        .validate_request(
            "PUT",
            "/api/v10/channels/5/permissions/3001",
            Some(&overwrite)
        )
        .is_err());
    assert!(s
        .validate_request("PUT", "/api/v10/channels/5/permissions/3001", None)
        .is_err());
}
