//! A whole Ronde des Pantins of 14 players, a spectator and two MJs, from J1 to J13 13:13 over
//! the test clock, through interactions: set-up and dealing, the tribunal's posts and their
//! tags, Porter plainte, procès juste, injuste and expired, an anonymous and a null plainte,
//! a power, a proof validated on the desk, the chorus's vote and its action, a
//! Transfiguration and the final leaderboard — access checked at each step. The game spans
//! the spring daylight-saving change (28 March 2027): days still begin at local midnight, a
//! procès opened the evening before lasts exactly 24 hours, the end is 13:13 local. Midway,
//! kill -9 with a procès open, and a burst of 429s and 500s on the forum's calls.

use fake_discord::fixture::GENERAL;
use fake_discord::options::{boolean, string};
use serde_json::json;

use super::super::harness::{component, plain, texts};
use super::checks::{anonymity, mentions_restricted, no_internal_ids};
use super::{deal_list, number, Table, RONDE};

pub(super) fn who(t: &Table, name: &str) -> String {
    t.user(name).to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_ronde_from_j1_to_j13_over_the_test_clock() {
    let (world, port) = super::super::web::world(16).await;
    let mut t = Table::set_up(world, "2027-03-20", "2027-03-20 10:00").await;
    let watch = super::super::web::Watch::start(&t.world, port, GENERAL).await;
    let (annonces, place) = forum(&t).await;
    j1(&t).await;
    t.clock_to("2027-03-21 10:00", 2).await;
    t.post("Répétitions — J2").await;
    j2_juste(&t, place, annonces).await;
    j2_injuste_anonymous_null(&t, place).await;
    t.clock_to("2027-03-22 10:00", 3).await;
    j3_transfiguration_and_burst(&t, place).await;
    t.clock_to("2027-03-24 10:00", 5).await;
    chorus_result(&t).await;
    let before_ines = watch.count();
    super::late::dst_and_restart(&mut t, place).await;
    watch.resume().await;
    super::late::the_end(&t, annonces).await;
    super::spectators::nothing_before_its_time(&t, &watch.events(), before_ines).await;
    t.world.fake.assert_no_violations();
    mentions_restricted(&t);
    no_internal_ids(&t);
    let noop = t.world.fake.noop_calls();
    assert!(noop.is_empty(), "calls that changed nothing: {noop:?}");
}

/// The tribunal: a forum with its tags; Annonces (locked) and the Place du village; who
/// reads and writes.
async fn forum(t: &Table) -> (u64, u64) {
    let tags = t.world.fake.forum_tags(t.tribunal);
    assert_eq!(
        tags,
        [
            "Procès",
            "Ouvert",
            "Juste",
            "Injuste",
            "Annulé",
            "Expiré",
            "Sans suite"
        ]
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
    assert!(
        !t.world.fake.can_write(t.user("alice"), t.tribunal),
        "players open no post"
    );
    t.world
        .eventually("only the MJs see the desk", || {
            t.readers(t.bureau) == ["paula", "olga"]
        })
        .await;
    assert!(t
        .readers(t.choeur)
        .iter()
        .all(|n| ["paula", "olga"].contains(n)));
    (annonces, place)
}

/// J1: dealing and the DMs; the Héros designates the monster from his DM's menu (a power);
/// a Figurant's proof, validated by a button of the desk.
async fn j1(t: &Table) {
    let dealt = t
        .mj(
            "partie",
            "distribuer",
            json!([string("personnages", &deal_list()), string("ronde", RONDE)]),
        )
        .await;
    assert!(dealt.contains("noté"), "{dealt}");
    t.dm("alice", "Ton Personnage : Alice").await;
    t.dm(
        "alice",
        "Contrainte : chaque jour, un message qui contient deux questions",
    )
    .await;
    t.dm("bruno", "Ta liste\n").await;
    t.dm("chloe", "Ta liste\nn'importe quel Personnage").await;

    let jules = t.user("jules");
    t.dm(
        "jules",
        "Désigne aujourd'hui le Personnage qui deviendra monstrueux",
    )
    .await;
    let (menu, id) = component(&t.world.fake.dms_to(jules), ":monstre:").expect("a menu");
    let answer = t.world.select(jules, menu, &id, &["pianiste"]).await;
    assert!(answer.contains("noté"), "{answer}");
    t.dm("jules", "Le Personnage Pianiste est devenu monstrueux")
        .await;
    t.dm("nina", "Tu es devenu·e monstrueux·se").await;

    let proof = t
        .slash(
            "chloe",
            GENERAL,
            "preuve",
            json!([string("texte", "Des amandes\nDes noix\nDes noisettes")]),
        )
        .await;
    assert!(proof.contains("preuve est enregistrée"), "{proof}");
    let (card, _) = t.card(":preuve-").await;
    let shown = plain(
        t.world.fake.message(card).unwrap()["content"]
            .as_str()
            .unwrap(),
    );
    assert!(
        shown.contains("— « Des amandes / Des noix / Des noisettes »"),
        "the card quotes the proof: {shown}"
    );
    let valider = component(&[t.world.fake.message(card).unwrap()], ":valider")
        .unwrap()
        .1;
    assert!(
        !valider.contains(&who(t, "chloe")),
        "a card's id names no player"
    );
    let answer = t.click("paula", card, &valider).await;
    assert!(answer.contains("noté"), "{answer}");
    t.content(card, "✅ Valider — décidé par Paula").await;
}

/// J2, before the first procès: Alice's `personnage` autocomplete is her own list, her
/// `joueur` one the masked players.
async fn autocomplete_before_opening(t: &Table) {
    let focused = fake_discord::options::focused;
    let mine = t
        .choices(
            "alice",
            "ouvrir",
            json!([focused(string("personnage", ""))]),
        )
        .await;
    assert_eq!(
        mine,
        [
            "Chucky",
            "Halus",
            "Héros tragique",
            "Pierrot lunaire",
            "Voyante",
            "Woody"
        ],
        "the personnage autocomplete is Alice's own list"
    );
    let masked = t
        .choices("alice", "ouvrir", json!([focused(string("joueur", ""))]))
        .await;
    assert_eq!(
        masked.len(),
        13,
        "every masked player but Alice: {masked:?}"
    );
    assert!(!masked.contains(&"Alice".to_owned()));
}

/// J2: a procès juste through the Porter plainte button; the accused unmasked joins the
/// chorus.
async fn j2_juste(t: &Table, place: u64, annonces: u64) {
    autocomplete_before_opening(t).await;
    let opened = t
        .slash(
            "alice",
            place,
            "ouvrir",
            json!([
                string("joueur", &who(t, "bruno")),
                string("personnage", "voyante"),
                string("arguments", "Elle parle au futur")
            ]),
        )
        .await;
    assert!(opened.contains("ouvert"), "{opened}");
    let p1 = t.post("Procès n°1 — Bruno : Voyante").await;
    assert_eq!(t.world.fake.applied_tags(p1), ["Procès", "Ouvert"]);
    let focused = fake_discord::options::focused;
    let proces = json!([focused(json!({"type": 10, "name": "proces", "value": ""}))]);
    let open = t.choices("chloe", "plainte", proces.clone()).await;
    assert_eq!(
        open,
        ["n°1 : Bruno (Voyante)"],
        "the procès Chloe may complain in"
    );
    assert!(
        t.choices("bruno", "plainte", proces).await.is_empty(),
        "not the accused"
    );
    let starter = t.world.fake.message(p1).expect("the starter message");
    let button = starter["components"][0]["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(
        button.starts_with("rp:") && button.contains(":0:plainte-1:"),
        "{button}"
    );
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
        .eventually("Bruno enters the chorus", || {
            t.writes_text("bruno", t.choeur)
        })
        .await;
    assert!(!t.reads("alice", t.choeur), "a masked player stays out");
}

/// J2: a procès injuste with a null plainte (the Héros's) and an anonymous one (the
/// Halus's, approved on the desk), published at closure without its author; the author is
/// named by no REST call outside his own DMs and the desk.
async fn j2_injuste_anonymous_null(t: &Table, place: u64) {
    let since = t.world.fake.calls().len();
    t.slash(
        "gaelle",
        place,
        "ouvrir",
        json!([
            string("joueur", &who(t, "karim")),
            string("personnage", "alice"),
            string("arguments", "Trop curieux")
        ]),
    )
    .await;
    let p2 = t.post("Procès n°2 — Karim : Alice").await;
    let null = t.slash("jules", p2, "plainte", json!([])).await;
    assert!(null.contains("noté"), "{null}");
    for who in ["lea", "malo"] {
        t.slash(who, p2, "plainte", json!([])).await;
    }
    let anonymous = t
        .slash(
            "ines",
            GENERAL,
            "plainte",
            json!([number("proces", 2.0), boolean("anonyme", true)]),
        )
        .await;
    assert!(anonymous.contains("personne d'autre"), "{anonymous}");
    let (card, _) = t.card(":anon-1:").await;
    let approve = component(&[t.world.fake.message(card).unwrap()], ":approuver")
        .unwrap()
        .1;
    t.click("olga", card, &approve).await;
    t.slash("hugo", p2, "plainte", json!([])).await;
    t.said(p2, "INJUSTE").await;
    t.said(p2, "plainte anonyme contre Karim").await;
    t.said(p2, "une plainte était nulle").await;
    t.world
        .eventually("the procès is tagged Injuste", || {
            t.world.fake.applied_tags(p2) == ["Procès", "Injuste"]
        })
        .await;
    anonymity(t, since, "ines");
}

/// J3: a Figurant's procès juste unmasks a Figurant; the Transfiguration card's menu gives
/// his mask to the chorus's member, who leaves the chorus. The procès's post is made through
/// a burst of 429s and 500s (one answer lost after taking effect): once, its messages once.
async fn j3_transfiguration_and_burst(t: &Table, place: u64) {
    t.world.fake.rate_limit("/threads", 2, 0.05);
    t.world.fake.server_errors("/threads", 1);
    t.world.fake.lost_answers("/threads", 1);
    t.slash(
        "chloe",
        place,
        "ouvrir",
        json!([
            string("joueur", &who(t, "david")),
            string("personnage", "figurant"),
            string("arguments", "Il récite")
        ]),
    )
    .await;
    let p3 = t.post("Procès n°3 — David : Figurant").await;
    let button = "plainte-3:";
    for who in ["emma", "farid", "lea", "malo"] {
        let (m, id) = component(&t.world.fake.messages_in(p3), button).expect("the button");
        t.click(who, m, &id).await;
    }
    t.said(p3, "JUSTE").await;
    let titled = t.world.fake.threads_of(t.tribunal);
    let copies = titled
        .iter()
        .filter(|c| c["name"].as_str().unwrap_or("").starts_with("Procès n°3"))
        .count();
    assert_eq!(copies, 1, "the post was made once");
    let starters = texts(&t.world.fake.messages_in(p3))
        .iter()
        .filter(|m| m.contains("Procès n°3 ouvert par Chloe"))
        .count();
    assert_eq!(starters, 1, "its starter message once");

    let (card, id) = t.card(":transfigurer:").await;
    let bruno = who(t, "bruno");
    t.world.select(t.user("olga"), card, &id, &[&bruno]).await;
    t.dm("bruno", "Tu reçois un masque flambant neuf de Figurant")
        .await;
    t.world
        .eventually(
            "the new Figurant leaves the chorus, the unmasked one enters",
            || !t.reads("bruno", t.choeur) && t.writes_text("david", t.choeur),
        )
        .await;
    let proposal = t
        .slash(
            "david",
            t.choeur,
            "demasques",
            json!([{"type": 1, "name": "proposer", "options": [
                super::int("action", "enqueter"),
                string("joueur", &who(t, "gaelle")),
                string("personnage", "chucky")
            ]}]),
        )
        .await;
    assert!(proposal.contains("noté"), "{proposal}");
    t.said(t.choeur, "Proposition n°1").await;
    let (ballot, id) = component(&t.world.fake.messages_in(t.choeur), ":voter:").expect("a ballot");
    assert!(id.contains(":0:voter:"), "{id}");
    let voted = t.world.select(t.user("david"), ballot, &id, &["1"]).await;
    assert!(voted.contains("noté"), "{voted}");
    t.said(t.choeur, "David vote pour la proposition n°1").await;
}

/// J4: the chorus's winning proposal ran at the J4 boundary; a power (Pierrot's sleep).
async fn chorus_result(t: &Table) {
    t.said(t.choeur, "Les Démasqués enquêtent : Gaelle serait Chucky")
        .await;
    let slept = t
        .slash(
            "karim",
            GENERAL,
            "pouvoir",
            json!([{"type": 1, "name": "endormir", "options": [string("joueur", &who(t, "hugo"))]}]),
        )
        .await;
    assert!(slept.contains("noté"), "{slept}");
    t.dm("hugo", "Tu dors pendant le J6").await;
}
