//! `/preuve` names what may be proved: its `contrainte` option offers the author's open items
//! in his words (never another player's), and a name that proves nothing is refused with the
//! list of what would, nothing changed.

use fake_discord::options::{focused, string};
use serde_json::json;

use super::super::harness::plain;
use super::Table;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_proof_offers_what_may_be_proved_and_a_wrong_name_says_what_would() {
    let t = Table::dealt().await;
    // given Chloé, a Figurant with her J1 constraint to prove
    // when she asks what `contrainte` offers
    let offered = t
        .choices(
            "chloe",
            "preuve",
            json!([focused(string("contrainte", ""))]),
        )
        .await;
    // then her own constraint, named, and nothing of anyone else's
    assert_eq!(
        offered,
        ["contrainte du Personnage Figurant, J1"],
        "{offered:?}"
    );
    let typed = t
        .choices(
            "chloe",
            "preuve",
            json!([focused(string("contrainte", "sirène"))]),
        )
        .await;
    assert!(typed.is_empty(), "{typed:?}");
    // when she names something she has nothing to prove for
    let refused = t
        .slash(
            "chloe",
            t.world.channel("general"),
            "preuve",
            json!([string("contrainte", "monster"), string("texte", "x")]),
        )
        .await;
    // then the refusal lists what she may prove, and no card went to the MJs
    assert_eq!(
        plain(&refused),
        "Rien à prouver sous ce nom. À prouver maintenant : contrainte du Personnage Figurant, J1 (l'option contrainte les propose). Rien n'a changé.",
    );
    assert!(t
        .world
        .fake
        .messages_in(t.bureau)
        .iter()
        .all(|m| !m.to_string().contains(":preuve-")));
    // and the named item is proved
    let sent = t
        .slash(
            "chloe",
            t.world.channel("general"),
            "preuve",
            json!([
                string("contrainte", "figurant"),
                string("texte", "des noix")
            ]),
        )
        .await;
    assert!(sent.contains("preuve est enregistrée"), "{sent}");
    t.world.fake.assert_no_violations();
}
