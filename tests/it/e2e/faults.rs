//! What goes wrong: someone else's button, a stale button, kill -9 in the middle of a night,
//! a burst of 429s and 500s, closed DMs.

use serde_json::json;

use super::game::{play_to_the_end, set_up, status_key, Seats, PLAYERS};
use super::harness::{component, texts, World, WAIT};

/// Advances (as the MJ) until the status contains `step`; returns that status.
pub async fn advance_to(world: &World, step: &str) -> String {
    for _ in 0..20 {
        let status = world.status().await;
        if status.contains(step) {
            return status;
        }
        world.mj(world.channel("mj"), "avancer", json!([])).await;
    }
    panic!("never reached {step}");
}

/// The Griffes menu of `wolf` for this status: (message, custom_id).
pub async fn griffes(world: &World, wolf: u64, status: &str) -> (u64, String) {
    let key = status_key(status);
    world
        .eventually("a Griffes menu", || {
            component(&world.fake.dms_to(wolf), ":griffes:").is_some_and(|c| c.1.contains(&key))
        })
        .await;
    component(&world.fake.dms_to(wolf), ":griffes:").unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn someone_elses_button_and_a_stale_button_are_refused() {
    let world = World::start(8).await;
    let (seats, wolves) = set_up(&world, |_| ()).await;
    let status = advance_to(&world, " chasse").await;
    let (owner, forger) = (seats.id(wolves[0]), seats.id(wolves[1]));
    let villager = PLAYERS.iter().find(|n| !wolves.contains(n)).unwrap();
    let target = seats.id(villager).to_string();
    let (message, id) = griffes(&world, owner, &status).await;
    // Discord itself does not let anyone else act in the wolf's DM…
    assert!(
        world.fake.select(forger, message, &id, &[&target]).is_err(),
        "another user cannot act in the wolf's DM"
    );
    // …but a modified client can forge the click: the bot checks the owner in the custom_id.
    // The forger is a wolf too, so only that check stands between them and the Griffes.
    let forged = world
        .fake
        .forge_select(forger, message, &id, &[&target])
        .unwrap();
    let answer = world.answer(forged).await;
    assert!(answer.contains("n'est pas pour toi"), "{answer}");
    let callback = world.fake.callback_for(forged, WAIT).await.unwrap();
    assert_eq!(
        callback["type"], 4,
        "a new message, not an edit of the prompt"
    );
    assert_eq!(callback["data"]["flags"], 64, "ephemeral: {callback}");
    // the refusal was answered before the game was asked: nothing can be in the log
    assert_eq!(
        world.logged("ChoiceMade").await,
        0,
        "no choice was recorded"
    );
    let prompt = world.fake.message(message).unwrap();
    assert!(
        !super::prompts::all_disabled(&prompt),
        "the menu is still live"
    );
    assert!(world.status().await.contains(" chasse"), "nothing moved on");
    // The owner's own pick is taken, and recorded (so the check above could have failed),
    // and said once: in the prompt's own update, not in a DM after it.
    let answer = world.select(owner, message, &id, &[&target]).await;
    assert!(answer.contains("noté"), "{answer}");
    assert_eq!(
        world.logged("ChoiceMade").await,
        1,
        "the owner's choice is recorded"
    );
    // After the step, even a forged click on the (now disabled) menu is refused as stale.
    world.mj(world.channel("mj"), "avancer", json!([])).await;
    let stale = world
        .fake
        .forge_select(owner, message, &id, &[&target])
        .unwrap();
    let answer = world.answer(stale).await;
    assert!(answer.contains("expiré"), "a stale menu says so: {answer}");
    // once the executor has shown the next step (it shows batches in order), no DM repeated
    // the choice's answer
    world
        .eventually("the menu disabled at the next step", || {
            world
                .fake
                .message(message)
                .is_some_and(|m| super::prompts::all_disabled(&m))
        })
        .await;
    let dms = texts(&world.fake.dms_to(owner));
    assert!(
        !dms.iter().any(|t| t.contains("C'est noté (")),
        "no DM repeats the answer: {dms:?}"
    );
    world.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_in_the_middle_of_a_night_keeps_every_action() {
    let mut world = World::start(8).await;
    let (seats, wolves) = set_up(&world, |_| ()).await;
    let status = advance_to(&world, " chasse").await;
    let prey = PLAYERS.iter().rev().find(|n| !wolves.contains(n)).unwrap();
    let target = seats.id(prey).to_string();
    for w in &wolves {
        let (message, id) = griffes(&world, seats.id(w), &status).await;
        let answer = world.select(seats.id(w), message, &id, &[&target]).await;
        assert!(answer.contains("noté"), "{answer}");
    }
    world.kill();
    world.spawn().await;
    let after = world.status().await;
    assert!(
        after.contains(" chasse"),
        "the night goes on after the restart: {after}"
    );
    advance_to(&world, " aube").await;
    let mut display = prey.to_string();
    display[..1].make_ascii_uppercase();
    let place = world.channel("place");
    world
        .said(place, &format!("{display} est mort·e cette nuit"))
        .await;
    play_to_the_end(&world, &seats, &wolves).await;
    world.said(place, "l'emporte").await;
    world.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_429s_and_500s_loses_and_duplicates_nothing() {
    let world = World::start(8).await;
    let (seats, _) = set_up(&world, |w| {
        w.fake.rate_limit("/messages", 3, 0.2);
        w.fake.server_errors("/messages", 3);
        w.fake.rate_limit("/permissions/", 2, 0.1);
        w.fake.server_errors("/permissions/", 2);
    })
    .await;
    let place = world.channel("place");
    world.said(place, "Les coussins").await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let seating = texts(&world.fake.messages_in(place))
        .iter()
        .filter(|t| t.contains("Les coussins"))
        .count();
    assert_eq!(seating, 1, "the seating once");
    for name in PLAYERS {
        let cards = texts(&world.fake.dms_to(seats.id(name)))
            .iter()
            .filter(|t| t.contains("Ton rôle"))
            .count();
        assert_eq!(cards, 1, "{name}: one role card");
    }
    let faulted = world
        .fake
        .calls()
        .iter()
        .filter(|c| c.status == 429 || c.status == 500)
        .count();
    assert!(faulted >= 6, "the faults were hit ({faulted})");
    world.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn closed_dms_are_reported_and_the_game_goes_on() {
    let world = World::start(8).await;
    let closed = world.user("alice");
    let (seats, _) = set_up_closed(&world, closed).await;
    let place = world.channel("place");
    let mj = world.channel("mj");
    world.said(place, "ouvre tes messages privés").await;
    world.said(mj, "messages privés fermés").await;
    let bruno = seats.id("bruno");
    world
        .eventually("the others still get their cards", || {
            texts(&world.fake.dms_to(bruno))
                .iter()
                .any(|t| t.contains("Ton rôle"))
        })
        .await;
    world.mj(mj, "avancer", json!([])).await;
    let status = world.status().await;
    assert!(!status.contains("libre"), "the game moved on: {status}");
}

async fn set_up_closed(world: &World, user: u64) -> (Seats, Vec<&'static str>) {
    world.fake.close_dms(user, true);
    let created = world
        .mj(fake_discord::fixture::GENERAL, "creer", json!([]))
        .await;
    assert!(created.contains("créée"), "{created}");
    let seats = Seats::of(world);
    let lobby = world.fake.messages_in(fake_discord::fixture::GENERAL);
    let (join_message, join_id) = component(&lobby, "lgj:").unwrap();
    for name in PLAYERS {
        world.click(seats.id(name), join_message, &join_id).await;
    }
    let started = world
        .mj(world.channel("place"), "demarrer", json!([]))
        .await;
    assert!(started.contains("commence"), "{started}");
    (seats, vec![])
}
