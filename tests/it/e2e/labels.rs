//! Names, not ids: `/partie` says the step and the time left in the reader's language; the
//! item autocomplete, the inventory and the prompts name items from the Fluent files.

use fake_discord::options::{focused, string};
use serde_json::json;

use super::faults::{advance_to, griffes};
use super::game::{set_up, PLAYERS};
use super::harness::{texts, World, WAIT};

/// `user` now speaks `locale` on their interactions.
fn speaks(world: &World, user: u64, locale: &str) {
    world.fake.with_state(|s| {
        let member = s.guild.members.iter_mut().find(|m| m.user.id == user);
        member.unwrap().locale = locale.to_owned();
    });
}

/// The autocomplete choices the bot offers `user` for `/utiliser objet:<typed>`.
async fn item_choices(
    world: &World,
    user: u64,
    channel: u64,
    typed: &str,
) -> Vec<(String, String)> {
    let options = json!([focused(string("objet", typed))]);
    let id = world
        .fake
        .autocomplete(user, channel, "utiliser", options)
        .unwrap();
    let callback = world.fake.callback_for(id, WAIT).await.unwrap();
    assert_eq!(callback["type"], 8, "{callback}");
    callback["data"]["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["name"].as_str().unwrap().to_owned(),
                c["value"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn steps_items_and_time_left_are_named_in_the_readers_language() {
    let world = World::start(8).await;
    let (seats, wolves) = set_up(&world, |_| ()).await;
    let status = advance_to(&world, " chasse").await;
    assert!(status.contains(": nuit 1, chasse, "), "{status}");
    assert!(status.contains(" s restantes."), "the time left: {status}");
    assert!(!status.contains("N1"), "no step id: {status}");

    let wolf = seats.id(wolves[0]);
    let card = |user: u64| {
        texts(&world.fake.dms_to(user))
            .into_iter()
            .find(|t| t.contains("Ton rôle"))
            .unwrap()
    };
    let wolf_card = card(wolf);
    assert!(
        wolf_card.contains("Tes objets\n• Griffes (pendant la Chasse : désigne la proie)"),
        "{wolf_card}"
    );
    let villager = seats.id(PLAYERS.iter().find(|n| !wolves.contains(n)).unwrap());
    assert!(
        card(villager).contains("Pas d'objet à toi"),
        "{}",
        card(villager)
    );
    let meute = world.channel("meute");
    let (message, _) = griffes(&world, wolf, &status).await;
    let menu = &world.fake.message(message).unwrap()["components"][0]["components"][0];
    assert_eq!(menu["placeholder"], "Griffes", "{menu}");
    let french = item_choices(&world, wolf, meute, "gri").await;
    assert_eq!(french, [("Griffes".to_owned(), "griffes".to_owned())]);

    speaks(&world, wolf, "en-US");
    let english = item_choices(&world, wolf, meute, "cla").await;
    assert_eq!(
        english,
        [("Claws".to_owned(), "griffes".to_owned())],
        "found by its English name"
    );
    let status = world.slash(wolf, meute, "partie", json!([])).await;
    assert!(status.contains(": night 1, hunt, "), "{status}");
    assert!(status.contains(" s left."), "{status}");
    let inventory = world.slash(wolf, meute, "inventaire", json!([])).await;
    assert!(inventory.contains("Claws"), "{inventory}");
    let role = world.slash(wolf, meute, "role", json!([])).await;
    assert!(
        role.contains("Your items\n• Claws (during the hunt"),
        "{role}"
    );
    world.fake.assert_no_violations();
}
