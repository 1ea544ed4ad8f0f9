//! Bad input changes nothing and panics nothing: a huge duration, an unknown key or a lone
//! word in `/mj creer`'s options is refused naming what is wrong and what would do, an item
//! used at the wrong time is refused saying when it serves, and a forged join click (the
//! join button's id sent from another channel, as a modified client could) seats no one.

use fake_discord::options::string;
use serde_json::json;

use super::harness::{component, texts, World};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_huge_duration_is_refused_and_creates_nothing() {
    let world = World::start(8).await;
    let general = fake_discord::fixture::GENERAL;
    let options = json!([string("options", "parole=9999999999999999")]);
    let answer = world.mj(general, "creer", options).await;
    assert!(
        answer.contains(
            "Le réglage « parole » attend une durée (30s, 2min, 1h), pas « 9999999999999999 »"
        ),
        "{answer}"
    );
    // a key that does not exist is named, with the keys there are
    let options = json!([string("options", "parle=30s")]);
    let unknown = world.mj(general, "creer", options).await;
    assert!(
        unknown.contains("Le réglage « parle » n'existe pas"),
        "{unknown}"
    );
    assert!(unknown.contains("parole, silence"), "{unknown}");
    // a word that is no pair says how to write one
    let options = json!([string("options", "parole")]);
    let lone = world.mj(general, "creer", options).await;
    assert!(lone.contains("écrivez clé=valeur"), "{lone}");
    assert!(
        world.fake.channel_id("place").is_none(),
        "no channel was made"
    );
    let created = world.mj(general, "creer", json!([])).await;
    assert!(created.contains("n°"), "the bot still works: {created}");
    world.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_join_click_forged_from_another_channel_seats_no_one() {
    let world = World::start(8).await;
    let general = fake_discord::fixture::GENERAL;
    world.mj(general, "creer", json!([])).await;
    let (_, join_id) = component(&world.fake.messages_in(general), "lgj:").unwrap();
    // A message elsewhere (bruno's DM with the bot) made to carry the game's join button, as
    // a message of another guild could: clicking it must not seat anyone in this game.
    let bruno = world.user("bruno");
    world.fake.say_in_dm(bruno, "bonjour").unwrap();
    let dm = world.fake.dm_channel(bruno).unwrap();
    let elsewhere: u64 = world.fake.messages_in(dm).last().unwrap()["id"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    world.fake.with_state(|s| {
        let m = s.messages.get_mut(&elsewhere).unwrap();
        m["components"] = json!([{"type": 1, "components": [
            {"type": 2, "style": 1, "label": "Rejoindre", "custom_id": join_id}
        ]}]);
    });
    let id = world.fake.forge_click(bruno, elsewhere, &join_id).unwrap();
    let answer = world.answer(id).await;
    assert!(answer.contains("expiré"), "refused: {answer}");
    let lobby = texts(&world.fake.messages_in(general));
    assert!(
        lobby.iter().any(|t| t.contains("Joueurs (0)")),
        "nobody joined: {lobby:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_composition_says_which_role_or_count_is_wrong() {
    // given a lobby of eight players
    let world = World::start(8).await;
    let general = fake_discord::fixture::GENERAL;
    world.mj(general, "creer", json!([])).await;
    let (join_message, join_id) = component(&world.fake.messages_in(general), "lgj:").unwrap();
    for name in super::game::PLAYERS {
        world.click(world.user(name), join_message, &join_id).await;
    }
    let place = world.channel("place");
    let compose = |roles: &str| json!([string("roles", roles)]);
    // when a role is misspelt
    let misspelt = world
        .mj(place, "composition", compose("loup-garou voyant"))
        .await;
    // then it is named, with the roles there are
    assert!(
        misspelt.contains("Le rôle « voyant » n'existe pas"),
        "{misspelt}"
    );
    assert!(misspelt.contains("voyante"), "{misspelt}");
    // when two roles are kept for the whole table (seats may still come) and the game starts
    let short = world
        .mj(place, "composition", compose("loup-garou voyante"))
        .await;
    assert!(short.contains("Composition enregistrée"), "{short}");
    let started = world.mj(place, "demarrer", json!([])).await;
    // then the count is said, and nothing starts
    let count = format!("2 rôles pour {} joueurs", super::game::PLAYERS.len());
    assert!(started.contains(&count), "{started}");
    assert!(!started.contains("commence"), "{started}");
    world.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_item_used_at_the_wrong_time_says_when_it_serves() {
    // Given a started game on its first day, and a wolf
    let world = World::start(8).await;
    let (seats, wolves) = super::game::set_up(&world, |_| ()).await;
    let wolf = seats.id(wolves[0]);
    let prey = seats.id(super::game::PLAYERS
        .iter()
        .find(|n| !wolves.contains(n))
        .unwrap());
    // When he uses his Griffes by day
    let options = json!([
        {"type": 3, "name": "objet", "value": "griffes"},
        {"type": 3, "name": "cible", "value": prey.to_string()}
    ]);
    let answer = world
        .slash(wolf, world.channel("meute"), "utiliser", options)
        .await;
    // Then he is told not now, and when the Griffes serve; nothing is chosen
    assert!(
        answer.contains("Pas maintenant : Griffes (pendant la Chasse"),
        "{answer}"
    );
    world.fake.assert_no_violations();
}
