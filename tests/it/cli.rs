//! The command line, as a self-hoster meets it.

use std::process::Command;

fn regisseur() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_regisseur"));
    cmd.env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default());
    cmd
}

#[test]
fn run_without_a_token_says_what_to_set_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let out = regisseur().current_dir(dir.path()).output().unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "one line: {stderr:?}");
    assert!(stderr.contains("DISCORD_TOKEN"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn commands_prints_a_json_array_with_french_names_and_english_localizations() {
    let out = regisseur().arg("commands").output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let body: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let commands = body.as_array().expect("a JSON array");
    let mj = commands.iter().find(|c| c["name"] == "mj").expect("/mj");
    assert_eq!(mj["name_localizations"]["en-US"], "gm");
    let reglages = &mj["options"][0];
    assert_eq!(reglages["name"], "reglages");
    assert_eq!(reglages["name_localizations"]["en-US"], "settings");
    assert!(reglages["description"]
        .as_str()
        .unwrap()
        .starts_with("Réglages"));
}

#[test]
fn the_commands_body_is_valid_for_discord() {
    let spec = fake_discord::openapi::Spec::load().unwrap_or_else(|e| {
        panic!("Discord's openapi.json is needed to check the commands' body and is absent: {e}")
    });
    let body = regisseur::cli::commands_json().unwrap();
    let path = "/api/v10/applications/1234567890/commands";
    if let Err(errors) = spec.validate_request("PUT", path, Some(&body)) {
        panic!(
            "the registration body is not valid for Discord:\n{}",
            errors.join("\n")
        );
    }
    // and the validator does see a broken body
    let mut broken = body.clone();
    broken[0]["name"] =
        serde_json::Value::from("Nom Invalide Avec Espaces Et Bien Trop Long Pour Discord");
    assert!(spec.validate_request("PUT", path, Some(&broken)).is_err());
}

#[test]
fn play_prints_the_game_in_french_and_exits_0_when_every_check_holds() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/engine/tests/scenarios/loups-garous/roles/araignee-loup-fil.scn"
    );
    let out = regisseur().args(["play", file]).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains("[MP Alice]"),
        "private messages are marked: {stdout}"
    );
    assert!(stdout.contains("vérification(s) réussie(s)"), "{stdout}");
}

#[test]
fn play_exits_1_on_a_failed_check_with_the_line_and_both_values() {
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/failing.scn");
    let out = regisseur().args(["play", file]).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("line 8: expect dead Alice"), "{stderr}");
    assert!(stderr.contains("expected: dead Alice"), "{stderr}");
    assert!(stderr.contains("actual:"), "{stderr}");
}
