//! The desk's forms through the fake Discord: a player's question arrives as a card whose
//! **Répondre** opens a form and sends the answer by DM; every card's **→ Alice** opens a
//! form that starts as the card's text, for the MJ to redact; the Décorateurs' day ends with a
//! card whose form takes their two counts. A badly filled form changes nothing, a sent form
//! closes its button, a player never opens the desk's forms, and a form opened before a
//! kill -9 is still taken after the restart, and a card answered just before a kill -9
//! says who answered once the bot is back; the export replays them.

use fake_discord::fixture::GENERAL;
use fake_discord::options::string;
use serde_json::{json, Value};

use super::super::harness::{World, WAIT};
use super::checks::{exported_replays, mentions_restricted};
use super::{display, number, Table, CAST, RONDE};

/// The cast with Léa and Malo as the two Décorateurs.
fn deal() -> String {
    let pairs: Vec<String> = CAST
        .iter()
        .map(|(n, p)| {
            let p = if ["lea", "malo"].contains(n) {
                "decorateur"
            } else {
                p
            };
            format!("{}={p}", display(n))
        })
        .collect();
    pairs.join(", ")
}

/// A 16-seat Ronde on J1, dealt with [`deal`] (and `ronde`, the Ronde's own option).
async fn dealt(ronde: Option<Value>) -> Table {
    let world = World::start(16).await;
    let t = Table::set_up(world, "2027-03-20", "2027-03-20 10:00").await;
    let mut options = vec![string("personnages", &deal())];
    options.extend(ronde);
    let answer = t.mj("partie", "distribuer", Value::Array(options)).await;
    assert!(answer.contains("noté"), "{answer}");
    t
}

/// `who` clicks a form's button: the modal Discord shows (its callback's data).
async fn open(t: &Table, who: &str, message: u64, id: &str) -> (u64, Value) {
    let i = t.world.fake.click(t.user(who), message, id).unwrap();
    let callback = t.world.fake.callback_for(i, WAIT).await.unwrap();
    assert_eq!(callback["type"], 9, "a form opens: {callback}");
    (i, callback["data"].clone())
}

/// The text inputs of a modal: (custom_id, label, value).
fn inputs(modal: &Value) -> Vec<(String, String, String)> {
    modal["components"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|row| row["components"].as_array().unwrap())
        .map(|i| {
            let s = |k: &str| i[k].as_str().unwrap_or("").to_owned();
            (s("custom_id"), s("label"), s("value"))
        })
        .collect()
}

/// `who` sends the modal opened by interaction `opened`: the bot's answer.
async fn send(t: &Table, who: &str, opened: u64, values: &[(&str, &str)]) -> String {
    let i = t
        .world
        .fake
        .submit_modal(t.user(who), opened, values)
        .unwrap();
    t.world.answer(i).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_desks_forms_answer_pass_on_to_alice_and_count_the_decorateurs() {
    let mut t = dealt(Some(string("ronde", &format!("{RONDE} decorateur")))).await;
    question_answered(&t, GENERAL).await;
    passed_on_to_alice(&mut t, GENERAL).await;
    decorateurs_counted(&t).await;
    let scenario = exported_replays(&t).await;
    for line in [
        "mj: bureau repondre \"Oui, bien sûr.\" - 1",
        "mj: jour deco 2 3 1",
    ] {
        assert!(scenario.contains(line), "{line} in {scenario}");
    }
    // the excerpt passed on by Paula names the card it came from
    assert!(
        scenario
            .lines()
            .any(|l| l.starts_with("Paula: mj jour alice \"") && l.ends_with("\" repondre-2")),
        "{scenario}"
    );
    t.world.fake.assert_no_violations();
    mentions_restricted(&t);
}

/// Bruno's first question in `channel`: its desk card and the card's Répondre.
async fn asked(t: &Table, channel: u64, text: &str) -> (u64, String) {
    let answer = t
        .slash("bruno", channel, "question", json!([string("texte", text)]))
        .await;
    assert!(!answer.is_empty());
    t.card(":repondre-1:").await
}

/// Bruno asks; the card's Répondre: a player cannot reach it, an empty answer is refused, the answer goes to Bruno by DM and the card says who answered.
async fn question_answered(t: &Table, channel: u64) {
    let (card, reply) = asked(t, channel, "Puis-je jouer depuis mon téléphone ?").await;
    t.content(card, "Question n°1 de Bruno").await;

    let forged = t.world.fake.forge_click(t.user("bruno"), card, &reply);
    assert!(
        forged.is_err(),
        "Discord sends no click on a channel one cannot see"
    );
    let (opened, modal) = open(t, "olga", card, &reply).await;
    assert_eq!(modal["title"], "Répondre");
    assert_eq!(modal["custom_id"], reply.as_str());
    let fields = inputs(&modal);
    assert_eq!(fields.len(), 1);
    assert_eq!(fields[0].0, "reponse");
    assert_eq!(fields[0].1, "Réponse (envoyée en MP)");
    let blank = send(t, "olga", opened, &[("reponse", "   ")]).await;
    assert!(blank.contains("mal rempli"), "{blank}");
    assert!(t.world.fake.message(card).unwrap()["components"]
        .to_string()
        .contains(&reply));
    let done = send(t, "olga", opened, &[("reponse", "Oui, bien sûr.")]).await;
    assert!(done.contains("noté"), "{done}");
    t.dm("bruno", "Oui, bien sûr.").await;
    t.content(card, "Répondu par Olga : « Oui, bien sûr. »")
        .await;
    let again = send(t, "olga", opened, &[("reponse", "Encore ?")]).await;
    assert!(
        again.contains("déjà décidée, par Olga") && again.contains("répondu"),
        "a form sent twice says who answered: {again}"
    );
}

/// A second question's → Alice: the form starts as the card's text; opened before a kill -9,
/// it is sent after the restart; Alice hears the redacted excerpt, the card's Répondre stays,
/// and `/mj bureau repondre question:2` is that Répondre.
async fn passed_on_to_alice(t: &mut Table, channel: u64) {
    t.slash(
        "bruno",
        channel,
        "question",
        json!([string("texte", "Et depuis la bibliothèque ?")]),
    )
    .await;
    let (card, forward) = t.card(":alice-repondre-2:").await;
    let (opened, modal) = open(t, "paula", card, &forward).await;
    assert_eq!(modal["title"], "→ Alice");
    let fields = inputs(&modal);
    assert_eq!(fields[0].0, "texte");
    assert!(
        fields[0].2.contains("Question n°2 de Bruno"),
        "the form starts as the card: {fields:?}"
    );

    t.world.kill();
    t.world.spawn().await;
    let excerpt = "Quelqu'un demande s'il peut jouer depuis une bibliothèque.";
    let done = send(t, "paula", opened, &[("texte", excerpt)]).await;
    assert!(done.contains("noté"), "{done}");
    t.dm("alice", excerpt).await;
    t.content(card, "→ Alice : transmis par Paula.").await;
    let live = t.world.fake.message(card).unwrap()["components"].to_string();
    assert!(live.contains(":repondre-2:"), "{live}");
    let (_, reply) = t.card(":repondre-2:").await;
    assert!(!reply.contains("alice"));

    let neither = t
        .mj("bureau", "repondre", json!([string("texte", "Oui.")]))
        .await;
    assert!(neither.contains("soit joueur"), "{neither}");
    let by_command = t
        .mj(
            "bureau",
            "repondre",
            json!([string("texte", "Oui, aussi."), number("question", 2.0)]),
        )
        .await;
    assert!(by_command.contains("noté"), "{by_command}");
    t.dm("bruno", "Oui, aussi.").await;
    t.content(card, "Répondu par Olga : « Oui, aussi. »").await;
}

/// Day 2 over: the Décorateurs' card and its form (two counts, one per Décorateur by name);
/// a count that is not a number is refused; the counts decide the duel.
async fn decorateurs_counted(t: &Table) {
    t.clock_to("2027-03-22 10:00", 3).await;
    let (card, counts) = t.card(":deco-2:").await;
    t.content(card, "Les Décorateurs (Lea, Malo) ont fini le J2")
        .await;
    let (opened, modal) = open(t, "olga", card, &counts).await;
    assert_eq!(modal["title"], "Objets du J2");
    let fields = inputs(&modal);
    let labels: Vec<&str> = fields.iter().map(|f| f.1.as_str()).collect();
    assert_eq!(
        labels,
        ["Objets envoyés par Lea", "Objets envoyés par Malo"]
    );
    let bad = send(t, "olga", opened, &[("objets-1", "abc"), ("objets-2", "1")]).await;
    assert!(bad.contains("mal rempli"), "{bad}");
    let done = send(t, "olga", opened, &[("objets-1", "3"), ("objets-2", "1")]).await;
    assert!(done.contains("noté"), "{done}");
    t.dm("lea", "tu as battu l'autre Décorateur").await;
    t.dm("malo", "l'autre Décorateur t'a battu").await;
    t.content(card, "Lea 3, Malo 1 — décidé par Olga").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_card_answered_just_before_a_kill_says_who_answered_after_the_restart() {
    // Given Bruno's question on the desk, the card's edit hanging when Olga answers it
    let mut t = dealt(None).await;
    let (card, reply) = asked(&t, GENERAL, "Et le soir ?").await;
    t.world.fake.stall_edits(&format!("/messages/{card}"));
    let (opened, _) = open(&t, "olga", card, &reply).await;
    let done = send(&t, "olga", opened, &[("reponse", "Oui.")]).await;
    assert!(done.contains("noté"), "{done}");
    let stalled = t
        .world
        .fake
        .wait_for(|s| (s.faults.stalled > 0).then_some(()), WAIT)
        .await;
    assert!(stalled.is_some(), "the card's edit reached the stall");
    // When the bot is killed then, and restarted
    t.world.kill();
    t.world.fake.release_stall();
    t.world.spawn().await;
    // Then the card says who answered (not that it expired), and Bruno has his answer once
    t.content(card, "Répondu par Olga : « Oui. »").await;
    t.dm("bruno", "Oui.").await;
    let card_text = t.world.fake.message(card).unwrap()["content"].to_string();
    assert!(!card_text.contains("Expiré"), "{card_text}");
    t.world.fake.assert_no_violations();
}
