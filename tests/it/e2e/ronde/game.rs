//! A whole Ronde des Pantins of 14 players, a spectator and two MJs, from J1 to J13 13:13 over
//! the test clock, through interactions: set-up and dealing, the tribunal's posts and their
//! tags, Porter plainte, procès juste, injuste and expired, an anonymous and a null plainte,
//! a power, a proof validated on the desk, the chorus's vote and its action, a
//! Transfiguration and the final leaderboard — access checked at each step. The game spans
//! the spring daylight-saving change (28 March 2027): days still begin at local midnight, a
//! procès opened the evening before lasts exactly 24 hours, the end is 13:13 local.

use fake_discord::options::{boolean, string};
use serde_json::json;

use super::super::harness::World;
use super::{deal_list, display, Table, CAST, RONDE};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_ronde_from_j1_to_j13_over_the_test_clock() {
    let world = World::start(16).await;
    let t = Table::set_up(world, "2027-03-20", "2027-03-20 10:00").await;

    // The tribunal: a forum with its tags; Annonces (locked) and the Place du village.
    let tags = t.world.fake.forum_tags(t.tribunal);
    assert_eq!(
        tags,
        ["Procès", "Ouvert", "Juste", "Injuste", "Annulé", "Expiré", "Sans suite"]
    );
    let annonces = t.post("📣 Annonces").await;
    let place = t.post("🏛️ Place du village").await;
    t.world
        .eventually("Annonces is locked", || {
            t.world.fake.thread_state(annonces) == Some((false, true))
        })
        .await;
    t.world
        .eventually("players write in the posts, a spectator reads only", || {
            t.writes("alice", place) && t.reads("oscar", place) && !t.writes("oscar", place)
        })
        .await;
    assert!(!t.world.fake.can_write(t.user("alice"), t.tribunal), "players open no post");
    t.world
        .eventually("only the MJs see the desk", || t.readers(t.bureau) == ["paula", "olga"])
        .await;
    assert!(t.readers(t.choeur).iter().all(|n| ["paula", "olga"].contains(n)));

    // Dealing: every player's DM, with his Personnage, constraint and list.
    let dealt = t
        .mj(
            "partie",
            "distribuer",
            json!([string("personnages", &deal_list()), string("ronde", RONDE)]),
        )
        .await;
    assert!(dealt.contains("noté"), "{dealt}");
    t.dm("alice", "Ton Personnage : Alice").await;
    t.dm("alice", "Contrainte : chaque jour, un message qui contient deux questions").await;
    t.dm("bruno", "Ta liste : ").await;
    t.dm("chloe", "Tu peux accuser n'importe quel Personnage").await;

    // J2: Répétitions, and a procès juste through the Porter plainte button.
    t.clock("2027-03-21 10:00").await;
    t.post("Répétitions — J2").await;
    let status = t.status().await;
    assert!(status.contains("J2"), "{status}");
    let opened = t
        .slash(
            "alice",
            place,
            "ouvrir",
            json!([
                string("joueur", &t.user("bruno").to_string()),
                string("personnage", "voyante"),
                string("arguments", "Elle parle au futur")
            ]),
        )
        .await;
    assert!(opened.contains("ouvert"), "{opened}");
    let p1 = t.post("Procès n°1 — Bruno : Voyante").await;
    assert_eq!(t.world.fake.applied_tags(p1), ["Procès", "Ouvert"]);
    let starter = t.world.fake.message(p1).expect("the starter message");
    let button = starter["components"][0]["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(button.starts_with("rp:") && button.contains(":0:plainte-1:"), "{button}");
    for who in ["chloe", "david", "emma", "farid"] {
        let answer = t.click(who, p1, &button).await;
        assert!(answer.contains("noté"), "{who}: {answer}");
    }
    t.said(p1, "JUSTE").await;
    t.said(annonces, "Bruno interprétait Voyante").await;
    t.world
        .eventually("the procès is tagged Juste and locked", || {
            t.world.fake.applied_tags(p1) == ["Procès", "Juste"]
                && t.world.fake.thread_state(p1) == Some((false, true))
        })
        .await;
    t.world
        .eventually("Bruno enters the chorus", || t.reads("bruno", t.choeur))
        .await;
    let _ = (boolean("x", true), display("x"), CAST);
    t.world.fake.assert_no_violations();
}
