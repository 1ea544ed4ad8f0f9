//! `/pouvoir …`, built from the Ronde's vocabulary table: the autocomplete is the author's
//! offers (a player without the power is offered nothing, a power used today offers nothing
//! more), a missing option is named, an unknown Personnage refused, a Personnage typed by
//! its name accepted, and a power played reaches its target.

use fake_discord::options::{focused, string};
use serde_json::{json, Value};

use super::game::who;
use super::{int, Table};
use fake_discord::fixture::GENERAL;

fn power(name: &str, options: Value) -> Value {
    json!([{"type": 1, "name": name, "options": options}])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn powers_come_from_the_table_and_offer_only_what_the_author_may_do() {
    // given a dealt Ronde on J2
    let t = Table::dealt().await;
    t.clock_to("2027-03-21 10:00", 2).await;
    let targets = || power("endormir", json!([focused(string("joueur", ""))]));
    // when a Figurant and the Pierrot lunaire ask whom they may put to sleep
    let figurant = t.choices("chloe", "pouvoir", targets()).await;
    let pierrot = t.choices("karim", "pouvoir", targets()).await;
    // then the Figurant is offered nobody, the Pierrot every masked player but himself
    assert!(figurant.is_empty(), "{figurant:?}");
    assert_eq!(pierrot.len(), 13, "{pierrot:?}");
    assert!(!pierrot.contains(&"Karim".to_owned()), "{pierrot:?}");
    // when he puts Hugo to sleep
    let hugo = who(&t, "hugo");
    let slept = t
        .slash(
            "karim",
            GENERAL,
            "pouvoir",
            power("endormir", json!([string("joueur", &hugo)])),
        )
        .await;
    // then it is noted, Hugo is told, and nobody more is offered today
    assert!(slept.contains("noté"), "{slept}");
    t.dm("hugo", "Tu dors pendant le J3").await;
    let again = t.choices("karim", "pouvoir", targets()).await;
    assert!(again.is_empty(), "{again:?}");
    // when the Sirène's order « plainte » comes without its procès
    let chant = json!([string("joueur", &hugo), int("ordre", "plainte")]);
    let missing = t
        .slash("alice", GENERAL, "pouvoir", power("chant", chant))
        .await;
    // then the missing option is named and nothing changes
    assert!(
        missing.contains("Il manque l'option « proces »"),
        "{missing}"
    );
    // when a Destinée's list names a Personnage that does not exist
    let list = json!([string("personnages", "diva, licorne")]);
    let unknown = t
        .slash("alice", GENERAL, "pouvoir", power("destin", list))
        .await;
    assert!(unknown.contains("Je ne connais pas ce nom"), "{unknown}");
    // when Woody asks about a Personnage typed by its name
    let karim = who(&t, "karim");
    let question = json!([
        string("joueur", &karim),
        string("personnage", "Pierrot lunaire")
    ]);
    let asked = t
        .slash("hugo", GENERAL, "pouvoir", power("question", question))
        .await;
    // then the rules take it (Woody asks on J2) and he learns the answer
    assert!(asked.contains("noté"), "{asked}");
    t.dm("hugo", "Oui : Karim est Pierrot lunaire.").await;
    t.world.fake.assert_no_violations();
}
