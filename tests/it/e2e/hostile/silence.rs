//! Interactions the bot cannot read (a garbage `custom_id`, an unknown command, an option
//! missing or of the wrong type) still get a localized, ephemeral answer within Discord's
//! 3 seconds, and change nothing.

use fake_discord::fixture::GENERAL;
use fake_discord::options::{focused, string, user};
use serde_json::{json, Value};

use super::super::harness::{component, World, WAIT};

const EPHEMERAL: u64 = 64;

/// The callback of `id`: an ephemeral message (type 4) whose text is returned.
async fn ephemeral_text(world: &World, id: u64) -> String {
    let callback = world.fake.callback_for(id, WAIT).await.expect("an answer");
    assert_eq!(callback["type"], 4, "a message: {callback}");
    let flags = callback["data"]["flags"].as_u64().unwrap_or(0);
    assert_eq!(flags & EPHEMERAL, EPHEMERAL, "ephemeral: {callback}");
    callback["data"]["content"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_custom_id_the_bot_cannot_read_is_answered_and_changes_nothing() {
    // given a lobby with its join button
    let world = World::start(8).await;
    world.mj(GENERAL, "creer", json!([])).await;
    let (lobby, _) = component(&world.fake.messages_in(GENERAL), "lgj:").unwrap();
    let public = |w: &World| {
        let messages = w.fake.messages_in(GENERAL);
        let shown = |m: &&Value| m["flags"].as_u64().unwrap_or(0) & EPHEMERAL == 0;
        messages.iter().filter(shown).cloned().collect::<Vec<_>>()
    };
    let before = public(&world);
    let bruno = world.user("bruno");
    let long = "x".repeat(100);
    let garbage = [
        "garbage",
        long.as_str(),
        "lg:\u{0661}\u{0662}:0:vote:k:",
        "lg:1:0::k:",
        "lgj:99999999999999999999",
        "lg:99999999999999999999:0:vote:k:",
        "",
    ];
    for custom_id in garbage {
        // when a modified client clicks with an id the bot never made
        let id = world
            .fake
            .forge_component(bruno, lobby, custom_id, None)
            .unwrap();
        // then it is told, in French, that the button is no more, and nothing changes
        let text = ephemeral_text(&world, id).await;
        assert!(text.contains("Ce bouton a expiré"), "{custom_id:?}: {text}");
    }
    // and a string menu with such an id is answered the same way
    let id = world
        .fake
        .forge_component(bruno, lobby, "lg:x:y", Some(&["0"]))
        .unwrap();
    assert!(ephemeral_text(&world, id)
        .await
        .contains("Ce bouton a expiré"));
    assert_eq!(public(&world), before, "no public message made or edited");
    assert!(
        !world.status().await.contains("bruno"),
        "bruno did not join"
    );
    world.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unknown_command_or_a_bad_option_is_answered_and_changes_nothing() {
    let world = World::start(8).await;
    world.mj(GENERAL, "creer", json!([])).await;
    let bruno = world.user("bruno");
    let olga = world.user("olga");
    // when a stale client runs a command the bot no longer has
    let unknown = json!({"name": "inexistante", "options": []});
    let id = world
        .fake
        .forge_command(2, bruno, GENERAL, unknown)
        .unwrap();
    // then it is told so, in French
    let text = ephemeral_text(&world, id).await;
    assert!(text.contains("Je ne connais pas cette commande"), "{text}");
    // and autocompleting one gets no choice at all
    let options = json!([focused(string("joueur", "a"))]);
    let typing = json!({"name": "inexistante", "options": options});
    let id = world.fake.forge_command(4, bruno, GENERAL, typing).unwrap();
    let callback = world.fake.callback_for(id, WAIT).await.unwrap();
    assert_eq!(callback["type"], 8, "{callback}");
    assert_eq!(callback["data"]["choices"], json!([]), "{callback}");
    // when an option is missing, or of the wrong type
    let mj = world.fake.registered_command_id("mj").unwrap();
    let bad: [Value; 2] = [
        json!([{"type": 1, "name": "remplacer", "options": [user("ancien", bruno)]}]),
        json!([{"type": 1, "name": "remplacer", "options": [
            string("ancien", "bruno"), string("nouveau", "karim")
        ]}]),
    ];
    for options in bad {
        let data = json!({"id": mj, "name": "mj", "options": options});
        let id = world.fake.forge_command(2, olga, GENERAL, data).unwrap();
        // then the MJ is told an option was not understood
        let text = ephemeral_text(&world, id).await;
        assert!(
            text.contains("Je n'ai pas compris une des options"),
            "{text}"
        );
    }
    assert!(!world.status().await.contains("karim"), "nobody replaced");
    world.fake.assert_no_violations();
}
