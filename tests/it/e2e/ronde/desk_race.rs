//! Two MJs clicking one desk card at the same instant (issue 20, point 2): a Don card, Carton
//! by one and Cantine by the other, both clicks delivered before either is answered: the card
//! is decided once — one MJ told « noté », the other that it was already decided (by whom and
//! how) — the points counted once, and the card names the MJ whose choice it was.

use fake_discord::options::{string, user};
use serde_json::json;

use super::super::harness::World;
use super::{deal_list, Table, RONDE};

/// The two buttons of the Don card: (message, Carton's custom id, Cantine's).
async fn don_card(t: &Table) -> (u64, String, String) {
    let (message, _) = t.card(":don-").await;
    let card = t.world.fake.message(message).unwrap();
    let ids: Vec<String> = card["components"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|b| b["custom_id"].as_str().map(str::to_owned))
        .collect();
    let pick = |o: &str| ids.iter().find(|i| i.ends_with(o)).cloned().unwrap();
    (message, pick(":carton"), pick(":cantine"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_mjs_deciding_one_don_card_at_once_decide_it_once() {
    let world = World::start(16).await;
    let t = Table::set_up(world, "2027-03-20", "2027-03-20 10:00").await;
    let dealt = t
        .mj(
            "partie",
            "distribuer",
            json!([string("personnages", &deal_list()), string("ronde", RONDE)]),
        )
        .await;
    assert!(dealt.contains("noté"), "{dealt}");
    // Given Chloe's Don on the desk
    let sent = t
        .slash(
            "chloe",
            t.world.channel("general"),
            "joker",
            json!([
                string("objets", "un carton"),
                user("mj", t.user("olga")),
                json!({"type": 4, "name": "type", "value": 1})
            ]),
        )
        .await;
    assert!(!sent.is_empty());
    let (card, carton, cantine) = don_card(&t).await;
    // When Olga presses Carton and Paula Cantine at the same instant
    let fake = &t.world.fake;
    let olga = fake.click(t.user("olga"), card, &carton).unwrap();
    let paula = fake.click(t.user("paula"), card, &cantine).unwrap();
    let (a, b) = (t.world.answer(olga).await, t.world.answer(paula).await);
    // Then one is told « noté », the other that Olga or Paula decided it already
    let noted = [&a, &b].iter().filter(|x| x.contains("noté")).count();
    let refused = [&a, &b]
        .iter()
        .filter(|x| x.contains("déjà décidée"))
        .count();
    assert_eq!((noted, refused), (1, 1), "Olga: {a} / Paula: {b}");
    // And the points were counted once, the card naming the one who decided
    let (winner, points) = if a.contains("noté") {
        ("Olga", "7")
    } else {
        ("Paula", "13")
    };
    let seen = t
        .mj("joueur", "voir", json!([user("joueur", t.user("chloe"))]))
        .await;
    assert!(seen.contains(&format!("Points : {points}")), "{seen}");
    t.content(card, &format!("décidé par {winner}")).await;
    // And a third click, from a client that still shows the card's buttons, is told the same
    let late = fake.forge_click(t.user("paula"), card, &cantine).unwrap();
    let late = t.world.answer(late).await;
    assert!(
        late.contains(&format!("déjà décidée, par {winner}")),
        "{late}"
    );
    t.world.fake.assert_no_violations();
}
