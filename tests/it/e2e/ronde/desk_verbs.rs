//! `/mj bureau …`, built from the Ronde's vocabulary table: a member picked in Discord's
//! user option reaches the rules (a Don nobody declared is refused by them, not by the
//! adapter), a card's number and verdict decide it as its button would, and a player cannot
//! reach the desk's commands. `/mj points` and `/mj proces clore`, from the table too, score
//! and strike out by hand and close a procès the rules know.

use fake_discord::fixture::GENERAL;
use fake_discord::options::{string, user};
use serde_json::json;

use super::{int, number, Table};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_desks_commands_come_from_the_table() {
    // given a dealt Ronde
    let t = Table::dealt().await;
    // when an MJ settles a Don Bruno never declared, naming him in the user option
    let bruno = user("joueur", t.user("bruno"));
    let don = t
        .mj("bureau", "don", json!([bruno, int("objet", "rien")]))
        .await;
    // then the rules refuse it: the member was read and the command built
    assert!(don.contains("Cette cible n'est pas permise"), "{don}");
    // when an MJ approves anonymous action n°7, which does not exist
    let card = json!([number("numero", 7.0), int("decision", "approuver")]);
    let anon = t.mj("bureau", "anonyme", card).await;
    assert!(anon.contains("Cette cible n'est pas permise"), "{anon}");
    // when a number that is not whole is given
    let card = json!([number("numero", 1.5), int("decision", "refuser")]);
    let half = t.mj("bureau", "sirene", card).await;
    assert!(!half.contains("noté"), "{half}");
    // when a player tries the desk's command where he may write (he cannot see the desk)
    let card = json!([
        number("numero", 1.0),
        json!({"type": 5, "name": "theme", "value": true})
    ]);
    let options = json!([{"type": 2, "name": "bureau", "options": [
        {"type": 1, "name": "souffle", "options": card}
    ]}]);
    let refused = t.world.slash(t.user("bruno"), GENERAL, "mj", options).await;
    // then he is refused as not an MJ
    assert!(refused.contains("Seul un MJ"), "{refused}");
    t.world.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_ledger_and_a_proces_by_hand_come_from_the_table() {
    // given a dealt Ronde
    let t = Table::dealt().await;
    // when an MJ takes 35 points from Chloé by hand, on a line the barème has
    let chloe = user("joueur", t.user("chloe"));
    let given = json!([
        chloe,
        number("montant", -35.0),
        string("ligne", "autre"),
        string("motif", "un oubli")
    ]);
    assert!(t.mj("points", "ajouter", given).await.contains("noté"));
    // then the MJs' leaderboard counts them
    let board = t.slash("olga", t.bureau, "classement", json!([])).await;
    assert!(board.contains(". Chloe -35"), "{board}");
    // when the entry is struck out, the total is back
    let struck = t
        .mj("points", "retirer", json!([number("entree", 0.0)]))
        .await;
    assert!(struck.contains("noté"), "{struck}");
    let board = t.slash("olga", t.bureau, "classement", json!([])).await;
    assert!(!board.contains("-35"), "{board}");
    // when an MJ closes a procès that was never opened, the rules refuse it
    let close = json!([number("proces", 9.0), int("issue", "juste")]);
    let refused = t.mj("proces", "clore", close).await;
    assert!(!refused.contains("noté"), "{refused}");
    // and the end of the game is the table's too
    assert!(t.mj("partie", "terminer", json!([])).await.contains("noté"));
    t.world.fake.assert_no_violations();
}
