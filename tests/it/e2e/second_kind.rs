//! A second game kind through the same host and executor: the toy `compteur` (hosted when
//! `REGISSEUR_TOY_GAME=1`) gets its own category and channels, a lobby, a room whose access
//! follows its state, one prompt per round by DM, a click that is taken and marks the prompt
//! used, and the prompts of a past round expired — with no Loups-Garous code involved.

use serde_json::json;

use super::harness::{component, World, WAIT};
use super::prompts::all_disabled;
use fake_discord::options::string;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_game_kind_is_hosted_by_the_same_host_and_executor() {
    let world = World::start_with(4, &[("REGISSEUR_TOY_GAME", "1")]).await;
    let general = fake_discord::fixture::GENERAL;
    let created = world
        .mj(general, "creer", json!([string("jeu", "compteur")]))
        .await;
    assert!(created.contains("créée"), "{created}");
    let salle = world.channel("salle");
    world.channel("regie");
    let lobby = world.fake.messages_in(general);
    let (join_message, join_id) = component(&lobby, "cptj:").expect("the toy's join button");
    let players: Vec<u64> = ["alice", "bruno", "chloe"]
        .iter()
        .map(|n| world.user(n))
        .collect();
    for p in &players {
        let id = world.fake.click(*p, join_message, &join_id).unwrap();
        let callback = world.fake.callback_for(id, WAIT).await.unwrap();
        assert_eq!(
            callback["type"], 7,
            "the join message is updated: {callback}"
        );
    }
    let text = world.fake.message(join_message).unwrap()["content"].to_string();
    assert!(text.contains("(3)"), "{text}");
    assert!(
        !world.fake.can_read(players[0], salle),
        "the room opens at the start"
    );

    let started = world.mj(salle, "demarrer", json!([])).await;
    assert!(started.contains("commence"), "{started}");
    world
        .eventually("every player reads and writes the room", || {
            players.iter().all(|p| world.fake.can_write(*p, salle))
        })
        .await;
    world
        .eventually("every player gets the round's button", || {
            players
                .iter()
                .all(|p| component(&world.fake.dms_to(*p), ":appuyer:R1").is_some())
        })
        .await;
    let (message, id) = component(&world.fake.dms_to(players[0]), ":appuyer:").unwrap();
    let forged = world.fake.forge_click(players[1], message, &id).unwrap();
    assert!(world.answer(forged).await.contains("n'est pas pour toi"));
    let answer = world.click(players[0], message, &id).await;
    assert!(answer.contains("noté"), "{answer}");
    world.said(salle, "Alice a appuyé (1 en tout)").await;
    assert!(all_disabled(&world.fake.message(message).unwrap()), "used");

    let (other, other_id) = component(&world.fake.dms_to(players[1]), ":appuyer:R1").unwrap();
    world.mj(salle, "avancer", json!([])).await;
    world
        .eventually("a new round's button", || {
            component(&world.fake.dms_to(players[1]), ":appuyer:R2").is_some()
        })
        .await;
    // the past round's prompt was not edited: a late click on it is told so in its reply
    assert!(!all_disabled(&world.fake.message(other).unwrap()));
    let late = world.click(players[1], other, &other_id).await;
    assert!(late.contains("⌛ Trop tard"), "{late}");
    assert!(
        all_disabled(&world.fake.message(other).unwrap()),
        "closed by the reply"
    );
    assert!(world.fake.click(players[1], other, &other_id).is_err());
    let status = world.slash(players[2], salle, "partie", json!([])).await;
    assert!(status.contains("manche 2, 1 appuis"), "{status}");
    world.fake.assert_no_violations();
    assert!(
        world.fake.noop_calls().is_empty(),
        "{:?}",
        world.fake.noop_calls()
    );
}
