//! What a player may do is the game's offers: the target autocomplete lists nothing for an
//! item the player does not hold (from the game's channel or a DM), exactly the legal
//! targets for one they hold; and the lobby is in the game's log, so a join racing
//! `/mj composition` and `/mj demarrer` is kept or refused, never acknowledged and lost.

use fake_discord::options::{focused, string};
use serde_json::{json, Value};

use super::faults::advance_to;
use super::game::{set_up, PLAYERS};
use super::harness::{component, World, WAIT};

/// The names the bot offers `user` for `/utiliser objet:<item> cible:<typed>` in `channel`.
async fn target_choices(world: &World, user: u64, channel: u64, item: &str) -> Vec<String> {
    let options = json!([string("objet", item), focused(string("cible", ""))]);
    world.choices(user, channel, "utiliser", options).await
}

/// The display names of these fixture users ("alice" → "Alice"), sorted.
fn display(names: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = names
        .iter()
        .map(|n| {
            let mut d = n.to_string();
            d[..1].make_ascii_uppercase();
            d
        })
        .collect();
    out.sort();
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_gets_no_target_for_an_item_they_do_not_hold() {
    let world = World::start(8).await;
    let (seats, wolves) = set_up(&world, |_| ()).await;
    advance_to(&world, " chasse").await;
    let villager = seats.id(PLAYERS.iter().find(|n| !wolves.contains(n)).unwrap());
    let place = world.channel("place");
    let dm = world
        .fake
        .dm_channel(villager)
        .expect("the villager got a role card by DM");
    for channel in [place, dm] {
        for item in ["croc-blanc", "griffes", "contrat", "boule-de-cristal"] {
            let choices = target_choices(&world, villager, channel, item).await;
            assert!(
                choices.is_empty(),
                "{item} in channel {channel}: a villager was offered {choices:?}"
            );
        }
    }
    world.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wolf_asking_for_griffes_targets_gets_exactly_the_legal_ones() {
    let world = World::start(8).await;
    let (seats, wolves) = set_up(&world, |_| ()).await;
    advance_to(&world, " chasse").await;
    let wolf = seats.id(wolves[0]);
    let prey: Vec<&str> = PLAYERS
        .iter()
        .copied()
        .filter(|n| !wolves.contains(n))
        .collect();
    let choices = target_choices(&world, wolf, world.channel("meute"), "griffes").await;
    assert_eq!(choices, display(&prey), "the living outside the den");
    let none = target_choices(&world, wolf, world.channel("meute"), "croc-blanc").await;
    assert!(
        none.is_empty(),
        "a plain wolf holds no Croc blanc: {none:?}"
    );
    world.fake.assert_no_violations();
}

/// Whether `user` is seated at the game, from their own `/role`: a card once dealt, "not
/// now" in the lobby, « Tu n'es pas inscrit » when not seated.
async fn seated(world: &World, user: u64) -> bool {
    let answer = world
        .slash(user, fake_discord::fixture::GENERAL, "role", json!([]))
        .await;
    assert!(
        answer.contains("Ton rôle")
            || answer.contains("Pas maintenant")
            || answer.contains("pas inscrit"),
        "{answer}"
    );
    !answer.contains("pas inscrit")
}

/// Six joined; the seventh clicks join while the MJ sets a composition for seven and starts.
async fn race(join_first: bool) {
    let world = World::start(8).await;
    let created = world
        .mj(fake_discord::fixture::GENERAL, "creer", json!([]))
        .await;
    assert!(created.contains("créée"), "{created}");
    let lobby = world.fake.messages_in(fake_discord::fixture::GENERAL);
    let (join_message, join_id) = component(&lobby, "lgj:").unwrap();
    for name in &PLAYERS[..6] {
        world.click(world.user(name), join_message, &join_id).await;
    }
    let late = world.user(PLAYERS[6]);
    let place = world.channel("place");
    let olga = world.user("olga");
    let roles = "loup-garou loup-garou villageois villageois villageois villageois villageois";
    let compose = json!([{"type": 1, "name": "composition", "options": [string("roles", roles)]}]);
    let start = json!([{"type": 1, "name": "demarrer", "options": []}]);
    let fire_join = || world.fake.click(late, join_message, &join_id).unwrap();
    let fire_mj = || {
        (
            world
                .fake
                .slash(olga, place, "mj", compose.clone())
                .unwrap(),
            world.fake.slash(olga, place, "mj", start.clone()).unwrap(),
        )
    };
    let (join, (_, started)) = if join_first {
        let j = fire_join();
        (j, fire_mj())
    } else {
        let m = fire_mj();
        (fire_join(), m)
    };
    let callback: Value = world.fake.callback_for(join, WAIT).await.unwrap();
    let acknowledged = callback["type"] == 7;
    eprintln!("race(join_first={join_first}): join acknowledged={acknowledged}");
    let _ = world.answer(started).await;
    assert_eq!(
        seated(&world, late).await,
        acknowledged,
        "join answered {callback}: an acknowledged join is kept, a refused one is not"
    );
    world.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_join_racing_composition_and_start_is_kept_or_refused() {
    race(true).await;
    race(false).await;
}
