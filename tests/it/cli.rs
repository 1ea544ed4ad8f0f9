//! The command line, as a self-hoster meets it.

use std::net::TcpListener;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

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
    // shown to Manage Server (1 << 5) only; the players' commands to everyone
    assert_eq!(mj["default_member_permissions"], "32");
    let voter = commands
        .iter()
        .find(|c| c["name"] == "voter")
        .expect("/voter");
    assert!(voter["default_member_permissions"].is_null(), "{voter}");
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
    assert!(stdout.contains("vérifications réussies"), "{stdout}");
    // a deadline, a live countdown on Discord, reads as the game's time offline
    assert!(
        stdout.contains("journée libre (120 s), fin 20:02:00 UTC."),
        "{stdout}"
    );
    assert!(!stdout.contains("<t:"), "{stdout}");
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

/// Runs the bot with `DATABASE_URL` and collects its output lines (stdout and stderr) until
/// `enough` of them contain `needle`, or 15 s pass; then stops it.
fn bot_lines(database_url: &str, needle: &str, enough: usize) -> Vec<(Duration, String)> {
    use std::io::BufRead;
    let dir = tempfile::tempdir().unwrap();
    let mut child = regisseur()
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", "not-a-token")
        .env("DATABASE_URL", database_url)
        .env("NO_COLOR", "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    let (tx, rx) = std::sync::mpsc::channel();
    let stdout = child.stdout.take().unwrap();
    let stderr = child.stderr.take().unwrap();
    for stream in [
        Box::new(stdout) as Box<dyn std::io::Read + Send>,
        Box::new(stderr),
    ] {
        let tx = tx.clone();
        std::thread::spawn(move || {
            for line in std::io::BufReader::new(stream)
                .lines()
                .map_while(Result::ok)
            {
                let _ = tx.send((start.elapsed(), line));
            }
        });
    }
    drop(tx);
    let mut lines = Vec::new();
    let deadline = start + Duration::from_secs(15);
    while lines
        .iter()
        .filter(|(_, l): &&(Duration, String)| l.contains(needle))
        .count()
        < enough
    {
        let left = deadline.saturating_duration_since(Instant::now());
        match rx.recv_timeout(left) {
            Ok(line) => lines.push(line),
            Err(_) => break,
        }
    }
    let _ = child.kill();
    let _ = child.wait();
    lines
}

#[test]
fn an_unreachable_postgres_is_reported_at_once_without_its_password_then_tried_again() {
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port(); // closed again once the listener drops: connections are refused
    let url = format!("postgres://regisseur:hunter2secret@127.0.0.1:{port}/regisseur");
    let lines = bot_lines(&url, "cannot be reached", 2);
    let all: Vec<&str> = lines.iter().map(|(_, l)| l.as_str()).collect();
    let reports: Vec<&(Duration, String)> = lines
        .iter()
        .filter(|(_, l)| l.contains("cannot be reached"))
        .collect();
    assert_eq!(reports.len(), 2, "two attempts reported: {all:#?}");
    let (first_at, first) = reports[0];
    assert!(
        *first_at < Duration::from_secs(5),
        "the first failure is told at once, not after a long silence: {first_at:?}"
    );
    assert!(
        first.contains(&format!("postgres://127.0.0.1:{port}/regisseur")),
        "scheme, host, port: {first}"
    );
    assert!(first.contains("trying again in 1 s"), "{first}");
    assert!(
        reports[1].1.contains("trying again in 2 s"),
        "back-off: {all:#?}"
    );
    assert!(
        all.iter().all(|l| !l.contains("hunter2secret")),
        "never the password: {all:#?}"
    );
}

#[test]
fn an_unsupported_database_url_names_its_scheme_not_its_password() {
    let dir = tempfile::tempdir().unwrap();
    let out = regisseur()
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", "not-a-token")
        .env(
            "DATABASE_URL",
            "mysql://root:hunter2secret@db.example/regisseur",
        )
        .output()
        .unwrap();
    assert!(!out.status.success());
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("\"mysql\""), "{text}");
    assert!(!text.contains("hunter2secret"), "{text}");
}
