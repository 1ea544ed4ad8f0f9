//! `/aide`: a player reads his game, what he may do now and his game's commands only, in his
//! language; the MJ reads the `/mj` commands too; where no game is, how to join one.

use fake_discord::fixture::GENERAL;
use fake_discord::options::{focused, string};
use serde_json::json;

use super::faults::advance_to;
use super::game::{set_up, PLAYERS};
use super::harness::{World, WAIT};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn help_says_the_game_what_to_do_now_and_its_commands_only() {
    let world = World::start(8).await;
    let none = world
        .slash(world.user("olga"), GENERAL, "aide", json!([]))
        .await;
    assert!(none.contains("Pas de partie dans ce salon"), "{none}");
    assert!(none.contains("`/mj creer` — "), "{none}");
    let (seats, wolves) = set_up(&world, |_| ()).await;
    let status = advance_to(&world, " chasse").await;
    let meute = world.channel("meute");
    let wolf = seats.id(wolves[0]);
    let help = world.slash(wolf, meute, "aide", json!([])).await;
    assert!(help.contains("Loups-Garous"), "{help}");
    assert!(
        help.contains("Ce que tu peux faire maintenant\nGriffes"),
        "{status}: {help}"
    );
    assert!(help.contains("`/voter` — "), "{help}");
    assert!(help.contains("`/regles` — "), "{help}");
    assert!(!help.contains("/plainte"), "no Ronde command: {help}");
    assert!(!help.contains("/mj"), "no MJ command for a player: {help}");

    let villager = PLAYERS.iter().find(|n| !wolves.contains(n)).unwrap();
    let place = world.channel("place");
    let quiet = world
        .slash(seats.id(villager), place, "aide", json!([]))
        .await;
    assert!(
        !quiet.contains("Griffes"),
        "a villager is offered no claws: {quiet}"
    );

    let olga = world.user("olga");
    let mj = world.slash(olga, place, "aide", json!([])).await;
    assert!(mj.contains("`/mj avancer` — "), "{mj}");
    assert!(mj.contains("Tu ne joues pas dans cette partie"), "{mj}");
    assert!(
        !mj.contains("/mj bureau"),
        "no Ronde desk in a Loups-Garous game: {mj}"
    );

    world.fake.with_state(|s| {
        let member = s.guild.members.iter_mut().find(|m| m.user.id == wolf);
        member.unwrap().locale = "en-US".to_owned();
    });
    let english = world.slash(wolf, meute, "aide", json!([])).await;
    assert!(english.contains("What you can do now\nClaws"), "{english}");
    assert!(english.contains("`/vote` — "), "{english}");

    let seat = world.slash(wolf, GENERAL, "aide", json!([])).await;
    assert!(
        seat.contains("Werewolves"),
        "his seat's game, from anywhere: {seat}"
    );
    world.fake.assert_no_violations();
}

/// The choices the bot offers the MJ for `/mj <sub> <option>:<typed>`.
async fn mj_choices(world: &World, sub: &str, option: &str, typed: &str) -> Vec<String> {
    let options = json!([{"type": 1, "name": sub, "options": [focused(string(option, typed))]}]);
    let olga = world.user("olga");
    let id = world
        .fake
        .autocomplete(olga, GENERAL, "mj", options)
        .unwrap();
    let callback = world.fake.callback_for(id, WAIT).await.unwrap();
    callback["data"]["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_mjs_lists_complete_role_ids_and_setting_keys() {
    let world = World::start(4).await;
    let roles = mj_choices(&world, "composition", "roles", "voyante, loup-garou-b").await;
    assert_eq!(roles, ["voyante, loup-garou-blanc"]);
    let by_name = mj_choices(&world, "composition", "roles", "sorci").await;
    assert_eq!(by_name, ["sorciere"]);
    let keys = mj_choices(&world, "creer", "options", "libre=60 crep").await;
    assert_eq!(keys, ["libre=60 crepuscule="]);
    world.fake.assert_no_violations();
}
