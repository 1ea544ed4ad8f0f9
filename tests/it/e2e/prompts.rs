//! Prompts close themselves: a menu once used has its item disabled and says so; a player's
//! menu whose step ended costs no edit, and a late pick in it is answered « trop tard » by
//! updating it in the click's own reply, even across a kill -9.

use fake_discord::options::string;
use serde_json::{json, Value};

use super::faults::{advance_to, griffes};
use super::game::{seat, set_up, start, PLAYERS};
use super::harness::{component, plain, World};

/// Every component of a message (inside its action rows).
fn components(message: &Value) -> Vec<Value> {
    message["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .collect()
}

/// Whether every component of `message` is disabled (and it has some).
pub fn all_disabled(message: &Value) -> bool {
    let all = components(message);
    !all.is_empty() && all.iter().all(|c| c["disabled"] == true)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_used_prompt_is_disabled_and_a_late_pick_in_an_expired_one_is_told_after_a_restart() {
    let mut world = World::start(8).await;
    let (seats, wolves) = set_up(&world, |_| ()).await;
    let status = advance_to(&world, " chasse").await;
    let (first, second) = (seats.id(wolves[0]), seats.id(wolves[1]));
    let prey = PLAYERS.iter().find(|n| !wolves.contains(n)).unwrap();
    let target = seats.id(prey).to_string();
    let (used, id) = griffes(&world, first, &status).await;
    let (expiring, late_id) = griffes(&world, second, &status).await;
    assert!(!all_disabled(&world.fake.message(expiring).unwrap()));

    let answer = world.select(first, used, &id, &[&target]).await;
    assert!(answer.contains("noté"), "{answer}");
    world
        .eventually("the used menu is disabled and says so", || {
            let m = world.fake.message(used).unwrap();
            all_disabled(&m)
                && plain(m["content"].as_str().unwrap()).contains("✅ C'est noté : Griffes")
        })
        .await;
    assert!(
        world.fake.select(first, used, &id, &[&target]).is_err(),
        "Discord lets nobody use a disabled menu"
    );
    assert!(!all_disabled(&world.fake.message(expiring).unwrap()));

    world.kill();
    world.spawn().await;
    world.mj(world.channel("mj"), "avancer", json!([])).await;
    world
        .eventually("the Retraite's prompt reaches the den", || {
            component(&world.fake.messages_in(world.channel("meute")), ":rentrer:").is_some()
        })
        .await;
    let edits = || {
        world
            .fake
            .calls()
            .iter()
            .filter(|c| c.method == "PATCH" && c.path.ends_with(&format!("/messages/{expiring}")))
            .count()
    };
    assert_eq!(edits(), 0, "an expired menu costs no edit");
    assert!(!all_disabled(&world.fake.message(expiring).unwrap()));

    // When the other wolf picks in it late
    let chosen = world.logged("ChoiceMade").await;
    let late = world
        .fake
        .select(second, expiring, &late_id, &[&target])
        .unwrap();
    let callback = world
        .fake
        .callback_for(late, super::harness::WAIT)
        .await
        .unwrap();
    // Then the click's own reply updates the menu: disabled, « trop tard »; nothing is chosen
    assert_eq!(callback["type"], 7, "the prompt updated: {callback}");
    let m = world.fake.message(expiring).unwrap();
    let text = plain(m["content"].as_str().unwrap());
    assert!(all_disabled(&m), "{m}");
    assert!(
        text.contains("⌛ Trop tard : cette étape est terminée, rien n'a changé."),
        "{text}"
    );
    assert_eq!(
        world.logged("ChoiceMade").await,
        chosen,
        "nothing was chosen"
    );
    assert_eq!(edits(), 0, "the reply, not an edit, closed it");
    world.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_prompt_used_through_a_command_is_disabled_too() {
    // Given a Petite Fille who followed the wolves from afar, at the Retraite: her own 🏠
    let world = World::start(8).await;
    let seats = seat(&world).await;
    let roles =
        "petite-fille loup-garou loup-garou villageois villageois villageois villageois villageois";
    let place = world.channel("place");
    let options = json!([string("roles", roles)]);
    world.mj(place, "composition", options).await;
    let (seats, _) = start(&world, seats).await;
    advance_to(&world, " chasse").await;
    let ecoute = |id: u64| component(&world.fake.dms_to(id), ":ecoute:");
    let mut girl = None;
    world
        .eventually("an Écoute menu", || {
            girl = PLAYERS
                .iter()
                .map(|n| seats.id(n))
                .find(|id| ecoute(*id).is_some());
            girl.is_some()
        })
        .await;
    let girl = girl.unwrap();
    let options = json!([string("objet", "ecoute"), string("choix", "loin")]);
    let answer = world.slash(girl, place, "utiliser", options).await;
    assert!(answer.contains("noté"), "{answer}");
    advance_to(&world, " retraite").await;
    world
        .eventually("a Rentrer button in her DM", || {
            component(&world.fake.dms_to(girl), ":rentrer:").is_some()
        })
        .await;
    let (message, _) = component(&world.fake.dms_to(girl), ":rentrer:").unwrap();
    // When she goes home with /rentrer instead of her button
    let answer = world.slash(girl, place, "rentrer", json!([])).await;
    assert!(answer.contains("Tu es rentré·e chez toi"), "{answer}");
    // Then her prompt says it is done
    world
        .eventually("the Rentrer prompt says it is done", || {
            let m = world.fake.message(message).unwrap();
            let text = plain(m["content"].as_str().unwrap_or(""));
            all_disabled(&m) && text.contains("✅ C'est noté : Rentrer chez soi")
        })
        .await;
    world.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_den_goes_home_from_one_button_in_its_channel() {
    // Given the wolves out hunting, at the Retraite
    let world = World::start(8).await;
    let (seats, wolves) = set_up(&world, |_| ()).await;
    let status = advance_to(&world, " chasse").await;
    let prey = PLAYERS.iter().find(|n| !wolves.contains(n)).unwrap();
    let target = seats.id(prey).to_string();
    for w in &wolves {
        let (message, id) = griffes(&world, seats.id(w), &status).await;
        world.select(seats.id(w), message, &id, &[&target]).await;
    }
    advance_to(&world, " retraite").await;
    let meute = world.channel("meute");
    world
        .eventually("a 🏠 in #meute", || {
            component(&world.fake.messages_in(meute), ":rentrer:").is_some()
        })
        .await;
    // Then it is one message for the den, not a DM to each wolf
    for w in &wolves {
        let dms = super::harness::texts(&world.fake.dms_to(seats.id(w)));
        assert!(
            !dms.iter().any(|t| t.contains("Rentre chez toi")),
            "{dms:?}"
        );
    }
    // When each wolf clicks it, each goes home; a second click changes nothing
    let (message, id) = component(&world.fake.messages_in(meute), ":rentrer:").unwrap();
    for w in &wolves {
        let answer = world.click(seats.id(w), message, &id).await;
        assert!(answer.contains("Tu es rentré·e chez toi"), "{answer}");
    }
    let again = world.click(seats.id(wolves[0]), message, &id).await;
    assert!(!again.contains("rentré·e"), "{again}");
    // and neither is late at the Retraite: each starts the vote with his one vote for being
    // out at dusk (nobody went home then), not one more
    advance_to(&world, " vote").await;
    let said = super::harness::texts(&world.fake.messages_in(world.channel("place")));
    for w in &wolves {
        let mut name = w.to_string();
        name[..1].make_ascii_uppercase();
        let line = format!("{name} part avec 1 voix.");
        assert!(said.iter().any(|t| t.contains(&line)), "{line}: {said:?}");
    }
    world.fake.assert_no_violations();
}
