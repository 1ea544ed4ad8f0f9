//! Prompts close themselves: a menu once used has its item disabled and says so; a menu whose
//! step ended has every component disabled and says it expired, even across a kill -9.

use serde_json::{json, Value};

use super::faults::{advance_to, griffes};
use super::game::{set_up, PLAYERS};
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
async fn used_and_expired_prompts_are_disabled_even_after_a_restart() {
    let mut world = World::start(8).await;
    let (seats, wolves) = set_up(&world, |_| ()).await;
    let status = advance_to(&world, " chasse").await;
    let (first, second) = (seats.id(wolves[0]), seats.id(wolves[1]));
    let prey = PLAYERS.iter().find(|n| !wolves.contains(n)).unwrap();
    let target = seats.id(prey).to_string();
    let (used, id) = griffes(&world, first, &status).await;
    let (expiring, _) = griffes(&world, second, &status).await;
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
        .eventually("the other wolf's menu expired with its step", || {
            let m = world.fake.message(expiring).unwrap();
            all_disabled(&m) && m["content"].as_str().unwrap().contains("⌛ Expiré")
        })
        .await;
    let edits = world
        .fake
        .calls()
        .iter()
        .filter(|c| c.method == "PATCH" && c.path.ends_with(&format!("/messages/{expiring}")))
        .count();
    assert_eq!(edits, 1, "one edit closes the prompt");
    world.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_prompt_used_through_a_command_is_disabled_too() {
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
    let wolf = seats.id(wolves[0]);
    world
        .eventually("a Rentrer button in the wolf's DM", || {
            component(&world.fake.dms_to(wolf), ":rentrer:").is_some()
        })
        .await;
    let (message, _) = component(&world.fake.dms_to(wolf), ":rentrer:").unwrap();
    let answer = world
        .slash(wolf, world.channel("meute"), "rentrer", json!([]))
        .await;
    assert!(answer.contains("Tu es rentré·e chez toi"), "{answer}");
    world
        .eventually("the Rentrer prompt says it is done", || {
            let m = world.fake.message(message).unwrap();
            let text = plain(m["content"].as_str().unwrap_or(""));
            all_disabled(&m) && text.contains("✅ C'est noté : Rentrer chez soi")
        })
        .await;
    world.fake.assert_no_violations();
}
