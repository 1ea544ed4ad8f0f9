//! What the whole game checks on every REST call and at its end: no anonymous author named
//! outside the desk and his own DMs, every message restricting its mentions, and the
//! exported scenario replaying the game.

use serde_json::json;

use super::Table;

/// No REST call after `since` names `author` (id or name), but those to the desk and to
/// the author's own DM channel.
pub(super) fn anonymity(t: &Table, since: usize, author: &str) {
    let id = t.user(author).to_string();
    let name = super::display(author);
    let dm = t
        .world
        .fake
        .dm_channel(t.user(author))
        .unwrap_or(0)
        .to_string();
    let desk = t.bureau.to_string();
    for call in t.world.fake.calls().into_iter().skip(since) {
        if call.path.contains(&desk) || call.path.contains(&dm) {
            continue;
        }
        let text = format!(
            "{} {:?} {}",
            call.path,
            call.query,
            call.body.clone().unwrap_or_default()
        );
        assert!(
            !text.contains(&id) && !text.contains(&name),
            "call {} {} names the anonymous author: {text}",
            call.method,
            call.path
        );
    }
}

/// Every message the bot sent or edited, and every answer, says whom it may ping: nobody, or
/// the one user it is for.
pub(super) fn mentions_restricted(t: &Table) {
    for call in t.world.fake.calls() {
        let Some(body) = &call.body else { continue };
        let message = if call.path.ends_with("/callback") {
            &body["data"]
        } else if call.path.ends_with("/threads") && call.method == "POST" {
            &body["message"]
        } else {
            body
        };
        let writes = message.get("content").is_some()
            && (call.path.contains("/messages")
                || call.path.ends_with("/callback")
                || call.path.contains("/webhooks/")
                || call.path.ends_with("/threads"));
        if !writes {
            continue;
        }
        let allowed = &message["allowed_mentions"];
        let parse_nothing = allowed["parse"]
            .as_array()
            .is_some_and(std::vec::Vec::is_empty);
        let users = allowed["users"].as_array().map_or(0, Vec::len);
        assert!(
            parse_nothing && users <= 1,
            "{} {} may ping: {allowed}",
            call.method,
            call.path
        );
    }
}

/// `/mj exporter`: the attached scenario replays the game to the same masks, points and
/// procès under `regisseur play`'s engine.
pub(super) async fn exported_replays(t: &Table) -> String {
    let answer = t.world.mj(t.bureau, "exporter", json!([])).await;
    assert!(
        answer.contains("scénario") && !answer.contains("non reproduit"),
        "{answer}"
    );
    let scenario = t.world.exported_scenario();
    assert!(scenario.contains("expect points"), "{scenario}");
    let report = engine::scenario::run(&scenario, &engine::notice::RawRender).unwrap();
    assert!(report.failure.is_none(), "{:?}\n{scenario}", report.failure);
    scenario
}

/// No text the bot wrote shows an internal id where a reader expects a word: a Personnage's
/// id (`heros-tragique`) where its name belongs, a pre-check's code, an unelided « de » before
/// a vowel.
pub(super) fn no_internal_ids(t: &Table) {
    let ids: Vec<&str> = engine::ronde::Personnage::ALL
        .iter()
        .map(|p| p.id())
        .filter(|id| id.contains('-'))
        .collect();
    let codes = [
        "pré-contrôle : ok",
        "pré-contrôle : echec",
        "pré-contrôle : mj",
    ];
    let mut seen = 0;
    for call in t.world.fake.calls() {
        let Some(body) = &call.body else { continue };
        let shown: Vec<String> = [body, &body["data"], &body["message"]]
            .into_iter()
            .map(crate::e2e::harness::shown)
            .filter(|t| !t.is_empty())
            .collect();
        let Some(text) = shown.first() else { continue };
        seen += 1;
        let words: Vec<&str> = text
            .split(|c: char| c.is_whitespace() || ",.;:()«»".contains(c))
            .collect();
        for id in &ids {
            assert!(!words.contains(id), "`{id}` shown as a word: {text}");
        }
        for code in codes {
            assert!(!text.contains(code), "a pre-check's code shown: {text}");
        }
        for vowel in ["de A", "de E", "de I", "de O", "de U", "de É"] {
            assert!(
                !text.contains(&format!(" {vowel}")),
                "« {vowel}… » unelided: {text}"
            );
        }
    }
    assert!(seen > 100, "only {seen} texts read");
}
