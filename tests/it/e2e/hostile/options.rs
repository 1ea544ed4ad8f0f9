//! `/mj creer`'s own options are one value each: a `debut:` with spaces in it does not carry
//! other settings.

use fake_discord::fixture::GENERAL;
use fake_discord::options::string;
use serde_json::json;

use super::super::harness::World;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_debut_with_spaces_carries_no_other_setting_and_creates_nothing() {
    // given a server with no game
    let world = World::start(8).await;
    // when an MJ puts two more settings inside `debut:`
    let smuggled = json!([
        string("jeu", "ronde-des-pantins"),
        string("debut", "2027-03-20 classement_public=oui rappel=non")
    ]);
    let answer = world.mj(GENERAL, "creer", smuggled).await;
    // then it is refused, naming the option, and no game or channel is made
    assert!(
        answer.contains("L'option debut prend une seule valeur"),
        "{answer}"
    );
    assert!(world.fake.channel_id("tribunal").is_none(), "no channel");
    for (name, value) in [
        ("fuseau", "Europe/Paris rappel=non"),
        ("bascule", "00:00,x=1"),
    ] {
        let options = json!([string("jeu", "ronde-des-pantins"), string(name, value)]);
        let answer = world.mj(GENERAL, "creer", options).await;
        assert!(answer.contains(&format!("L'option {name}")), "{answer}");
    }
    assert!(world.fake.channel_id("tribunal").is_none(), "no channel");
    // and the same date alone creates the game
    let clean = json!([
        string("jeu", "ronde-des-pantins"),
        string("debut", "2027-03-20")
    ]);
    let created = world.mj(GENERAL, "creer", clean).await;
    assert!(created.contains("créée"), "{created}");
    world.fake.assert_no_violations();
}
