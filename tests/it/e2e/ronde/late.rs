//! The whole game's last days: the spring change to summer time (a procès opened the evening
//! before lasts exactly 24 hours, days begin at local midnight), kill -9 while that procès
//! is open and a correction by hand, and J13 13:13: the end, the leaderboard, the export.

use fake_discord::fixture::GENERAL;
use fake_discord::options::string;
use serde_json::json;

use super::checks::exported_replays;
use super::game::who;
use super::Table;

/// J8–J10 across the change to summer time: a procès opened on the evening of 27 March lasts
/// exactly 24 hours (it closes at 21:00 local); kill -9 while it is open, restart: its
/// deadline is the same instant and its plainte is still there; days begin at local midnight.
pub(super) async fn dst_and_restart(t: &mut Table, place: u64) {
    t.clock_to("2027-03-27 20:00", 8).await;
    t.slash(
        "hugo",
        place,
        "ouvrir",
        json!([
            string("joueur", &who(t, "ines")),
            string("personnage", "halus"),
            string("arguments", "Elle poste depuis l'est")
        ]),
    )
    .await;
    let p4 = t.post("Procès n°4 — Ines : Halus").await;
    // A Discord timestamp on the wall clock (the test clock runs faster than it); the
    // scenario files check the instant across the change of hour.
    t.said(p4, "clôture au plus tard le <t:").await;
    t.slash("lea", p4, "plainte", json!([])).await;
    let fixed = t
        .mj(
            "joueur",
            "ajuster",
            json!([
                fake_discord::options::user("joueur", t.user("lea")),
                string("champ", "quota"),
                string("valeur", "plainte"),
                string("motif", "Cliqué par erreur")
            ]),
        )
        .await;
    assert!(fixed.contains("noté"), "{fixed}");
    t.said(
        t.bureau,
        "Correction par Olga : Lea quota = plainte (motif : Cliqué par erreur)",
    )
    .await;
    t.clock_to("2027-03-27T23:59:58+01:00", 8).await;
    let before = t.clock_to("2027-03-28T00:00:01+01:00", 9).await;
    // The procès's deadline, a Discord timestamp of the wall clock: the same instant after a
    // restart (the scenario files check it is 21:00 in Paris across the change of hour).
    let deadline = |status: &str| {
        status
            .split("(Halus) → <t:")
            .nth(1)
            .and_then(|rest| rest.split(':').next())
            .and_then(|n| n.parse::<i64>().ok())
    };
    assert!(deadline(&before).is_some(), "{before}");

    t.world.kill();
    t.world.spawn().await;
    let after = t.status().await;
    assert!(
        after.contains("J9") && deadline(&after) == deadline(&before),
        "{after}"
    );
    let desk = t.mj("partie", "etat", json!([])).await;
    assert!(
        desk.contains("Ines (Halus) (une plainte)"),
        "the plainte is kept: {desk}"
    );

    t.clock("2027-03-28T20:59:58+02:00").await;
    assert_eq!(t.world.fake.applied_tags(p4)[1], "Ouvert");
    t.clock("2027-03-28T21:00:01+02:00").await;
    t.said(p4, "annulé, faute de quatre plaintes").await;
    t.world
        .eventually("the expired procès is tagged", || {
            t.world.fake.applied_tags(p4) == ["Procès", "Expiré"]
        })
        .await;
    t.clock_to("2027-03-28T23:59:58+02:00", 9).await;
    t.clock_to("2027-03-29T00:00:01+02:00", 10).await;
}

/// J13 13:13 local: the end, every total, every Personnage and the Ronde in Annonces; the
/// leaderboard for players once it is over.
pub(super) async fn the_end(t: &Table, annonces: u64) {
    t.clock_to("2027-04-01T13:12:58+02:00", 13).await;
    let hidden = t.slash("alice", GENERAL, "classement", json!([])).await;
    assert!(hidden.contains("fin de la partie"), "{hidden}");
    t.clock("2027-04-01T13:13:01+02:00").await;
    t.said(annonces, "J13, 13h13 : la partie est terminée")
        .await;
    t.said(annonces, "🎭 Le rideau tombe\nClassement\n1. ")
        .await;
    t.said(annonces, "Ines : Halus").await;
    t.said(annonces, "La Ronde\nAlice → Voyante → Chucky").await;
    let board = t.slash("alice", GENERAL, "classement", json!([])).await;
    assert!(
        board.contains("Classement") && board.contains("1. "),
        "{board}"
    );
    assert_eq!(
        t.readers(t.bureau),
        ["paula", "olga"],
        "no player ever sees the desk"
    );
    assert!(!t.writes("oscar", annonces) && t.reads("oscar", annonces));
    let scenario = exported_replays(t).await;
    assert!(scenario.contains("expect points Ines"), "{scenario}");
    let closed = t.mj("partie", "terminer", json!([])).await;
    assert!(closed.contains("noté"), "{closed}");
    t.said(annonces, "Les Metteurs en scène ont clos la partie")
        .await;
}
