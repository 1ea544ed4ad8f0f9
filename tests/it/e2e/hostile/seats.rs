//! Whom an MJ may seat: `/mj remplacer nouveau:` and `/mj partie inscrire` refuse the bot, a
//! user who is not a member of the server and a member seated in another running game of
//! the same kind here; the join button refuses the last too. Nothing changes.

use fake_discord::fixture::GENERAL;
use fake_discord::options::{group, string, sub, user};
use serde_json::json;

use super::super::game::{set_up, PLAYERS};
use super::super::harness::{component, texts, World};

/// Game n°2's lobby in #general, with `ines` seated (game n°1 runs already).
async fn second_lobby(world: &World) -> (u64, String) {
    let created = world.mj(GENERAL, "creer", json!([])).await;
    assert!(created.contains("n°2"), "{created}");
    let lobby = world.fake.messages_in(GENERAL);
    let (message, join) = component(&lobby, "lgj:").unwrap();
    let answer = world
        .fake
        .click(world.user("ines"), message, &join)
        .unwrap();
    world
        .fake
        .callback_for(answer, super::super::harness::WAIT)
        .await
        .unwrap();
    (message, join)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn remplacer_refuses_a_bot_a_stranger_and_a_player_of_another_game() {
    // given game n°1 running with the eight players, and game n°2's lobby seating ines
    let world = World::start(11).await;
    set_up(&world, |_| {}).await;
    let place = world.channel("place");
    let (message, join) = second_lobby(&world).await;
    let alice = world.user("alice");
    let replace = |new: u64| json!([user("ancien", alice), user("nouveau", new)]);
    // when the MJ gives alice's seat to the bot
    let bot = world.fake.bot_id();
    let answer = world.mj(place, "remplacer", replace(bot)).await;
    assert!(answer.contains("est un bot"), "{answer}");
    // to someone who left the server
    let jules = world.user("jules");
    world.fake.member_leaves(jules).unwrap();
    let answer = world.mj(place, "remplacer", replace(jules)).await;
    assert!(
        answer.contains("n'est pas membre de ce serveur"),
        "{answer}"
    );
    // to ines, who sits in game n°2's lobby
    let answer = world
        .mj(place, "remplacer", replace(world.user("ines")))
        .await;
    assert!(
        answer.contains("a déjà une place dans la partie n°2"),
        "{answer}"
    );
    // then no DM went to the bot, and a free member still takes the seat
    let to_bot = world.fake.calls().into_iter().any(|c| {
        c.method == "POST"
            && c.path.ends_with("/users/@me/channels")
            && c.body
                .as_ref()
                .is_some_and(|b| b["recipient_id"].as_str() == Some(bot.to_string().as_str()))
    });
    assert!(!to_bot, "the bot opened a DM with itself");
    let dms_opened = world
        .fake
        .calls()
        .into_iter()
        .filter(|c| c.path.ends_with("/users/@me/channels"));
    assert!(
        dms_opened.count() >= PLAYERS.len(),
        "the role cards' DMs are seen"
    );
    let answer = world
        .mj(place, "remplacer", replace(world.user("karim")))
        .await;
    assert!(answer.contains("noté"), "{answer}");
    // and a player of game n°1 cannot join game n°2
    let refused = world.click(world.user("bruno"), message, &join).await;
    assert!(
        refused.contains("a déjà une place dans la partie n°1"),
        "{refused}"
    );
    let lobby = texts(&world.fake.messages_in(GENERAL));
    assert!(lobby.iter().any(|t| t.contains("Joueurs (1)")), "{lobby:?}");
    world.fake.assert_no_violations();
}

/// `/mj partie inscrire joueur:<id>` as olga in `bureau`.
async fn inscrire(world: &World, bureau: u64, who: u64) -> String {
    let olga = world.user("olga");
    let options = json!([group(
        "partie",
        json!([sub("inscrire", json!([user("joueur", who)]))])
    )]);
    world.slash(olga, bureau, "mj", options).await
}

/// Creates a Ronde from #general: its desk, and its join button.
async fn ronde(world: &World) -> (u64, (u64, String)) {
    let options = json!([
        string("jeu", "ronde-des-pantins"),
        string("debut", "2027-03-20")
    ]);
    let created = world.mj(GENERAL, "creer", options).await;
    assert!(created.contains("créée"), "{created}");
    let bureau = world.fake.with_state(|s| {
        s.channels
            .values()
            .filter(|c| c["name"] == "bureau-des-mj")
            .filter_map(|c| c["id"].as_str()?.parse::<u64>().ok())
            .max()
            .unwrap()
    });
    (
        bureau,
        component(&world.fake.messages_in(GENERAL), "rpj:").unwrap(),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn inscrire_refuses_a_bot_a_stranger_and_a_player_of_another_ronde() {
    // given Ronde n°1 and Ronde n°2, alice seated in n°2
    let world = World::start(12).await;
    let (bureau, _) = ronde(&world).await;
    let (_, (message, join)) = ronde(&world).await;
    let alice = world.user("alice");
    world.click(alice, message, &join).await;
    // when n°1's MJ registers the bot, someone who left, alice
    let answer = inscrire(&world, bureau, world.fake.bot_id()).await;
    assert!(answer.contains("est un bot"), "{answer}");
    let jules = world.user("jules");
    world.fake.member_leaves(jules).unwrap();
    let answer = inscrire(&world, bureau, jules).await;
    assert!(
        answer.contains("n'est pas membre de ce serveur"),
        "{answer}"
    );
    let answer = inscrire(&world, bureau, alice).await;
    assert!(
        answer.contains("a déjà une place dans la partie n°2"),
        "{answer}"
    );
    // then nobody was registered, and a free member is
    let answer = inscrire(&world, bureau, world.user("bruno")).await;
    assert!(answer.contains("noté"), "{answer}");
    let answer = inscrire(&world, bureau, world.user("bruno")).await;
    assert!(
        answer.contains("a déjà une place dans la partie n°1"),
        "{answer}"
    );
    world.fake.assert_no_violations();
}
