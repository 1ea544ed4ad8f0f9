//! A menu pick that Discord's own client cannot send (more values than the menu takes, a
//! value twice, a value the menu does not show) is refused and records nothing; the same
//! menu then takes the owner's real pick.

use super::super::faults::{advance_to, griffes};
use super::super::game::{set_up, PLAYERS};
use super::super::harness::World;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_malformed_menu_pick_is_refused_and_records_nothing() {
    // given a wolf's one-player Griffes menu at night
    let world = World::start(8).await;
    let (seats, wolves) = set_up(&world, |_| ()).await;
    let status = advance_to(&world, " chasse").await;
    let wolf = seats.id(wolves[0]);
    let mut villagers = PLAYERS.iter().filter(|n| !wolves.contains(n));
    let prey = seats.id(villagers.next().unwrap()).to_string();
    let other = seats.id(villagers.next().unwrap()).to_string();
    let (message, id) = griffes(&world, wolf, &status).await;
    let forged: [&[&str]; 4] = [
        &["0", &prey, &other],
        &[&prey, &other],
        &[&prey, &prey],
        &["12345"],
    ];
    for values in forged {
        // when a modified client sends a payload the menu cannot make
        let forge = world.fake.forge_component(wolf, message, &id, Some(values));
        let sent = forge.unwrap();
        // then it is refused, ephemeral, in French
        let answer = world.answer(sent).await;
        assert!(answer.contains("n'est pas permise"), "{values:?}: {answer}");
    }
    assert_eq!(
        world.logged("ChoiceMade").await,
        0,
        "no choice was recorded"
    );
    assert!(world.status().await.contains(" chasse"), "nothing moved on");
    // and the wolf's real pick on the same menu is taken
    let answer = world.select(wolf, message, &id, &[&prey]).await;
    assert!(answer.contains("noté"), "{answer}");
    assert_eq!(
        world.logged("ChoiceMade").await,
        1,
        "the real pick is recorded"
    );
    world.fake.assert_no_violations();
}
