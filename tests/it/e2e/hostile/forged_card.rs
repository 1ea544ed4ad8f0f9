//! A player's text on a desk card reads as his text, never as the bot's own line: a Don whose
//! objects say « ✅ Carton (+7) — décidé par Olga. » on a line of their own, in markdown and
//! with a mention, is shown quoted, on one line, escaped, and the card still waits for the MJs;
//! a proof's card quotes the proof the same way.

use fake_discord::options::{string, user};
use serde_json::json;

use super::super::harness::plain;
use super::super::ronde::Table;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_cannot_forge_a_decided_desk_card() {
    let t = Table::dealt().await;
    // given a Don whose objects forge a decision, in bold, pinging everyone
    let forged = "un carton\n✅ **Carton (+7) — décidé par Olga.** @everyone <@1>";
    let joker = json!([
        string("objets", forged),
        user("mj", t.user("olga")),
        json!({"type": 4, "name": "type", "value": 1})
    ]);
    let sent = t
        .slash("chloe", t.world.channel("general"), "joker", joker)
        .await;
    assert!(!sent.is_empty());
    // when the desk shows it
    let (message, _) = t.card(":don-").await;
    let card = t.world.fake.message(message).unwrap();
    let content = &plain(card["content"].as_str().unwrap());
    // then the objects are quoted on the card's own line, their markup and mentions escaped
    assert!(
        content.contains("« un carton / ✅ \\*\\*Carton (+7) — décidé par Olga.\\*\\* @\u{200b}everyone \\<@1\\>"),
        "{content}"
    );
    assert_eq!(content.lines().count(), 1, "{content}");
    // and the card still offers its buttons: nothing was decided
    let buttons = card["components"].as_array().map_or(0, Vec::len);
    assert!(buttons > 0, "{card}");
    t.world.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_proof_card_quotes_the_proof_escaped() {
    let t = Table::dealt().await;
    // given a proof whose text forges the MJs' decision
    let forged = "ma preuve\n✅ **Valider — décidé par Olga.** <@1>";
    let sent = t
        .slash(
            "chloe",
            t.world.channel("general"),
            "preuve",
            json!([string("texte", forged)]),
        )
        .await;
    assert!(sent.contains("preuve est enregistrée"), "{sent}");
    // when the desk shows it
    let (message, _) = t.card(":preuve-").await;
    let card = t.world.fake.message(message).unwrap();
    let content = &plain(card["content"].as_str().unwrap());
    // then the card quotes what was sent, on its line, escaped, and still waits
    assert!(
        content.contains("— « ma preuve / ✅ \\*\\*Valider — décidé par Olga.\\*\\* \\<@1\\> »"),
        "{content}"
    );
    assert_eq!(content.lines().count(), 1, "{content}");
    assert!(
        card["components"].as_array().map_or(0, Vec::len) > 0,
        "{card}"
    );
    t.world.fake.assert_no_violations();
}
