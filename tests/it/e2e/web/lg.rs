//! A Loups-Garous game followed on the web: the join message's « 👀 » link, the spectator
//! page and its stream through a whole game (never a living wolf's role nor the Meute), the
//! picture the place shows, the MJ's ledger by `/mj lien`, and links refused.

use std::sync::{Arc, Mutex};

use fake_discord::fixture::GENERAL;
use serde_json::json;

use super::super::game::{self, Seats};
use super::super::harness::World;
use super::{get, mj_link, units, watch_link, Sent, Stream};

/// The stream's address in a page (`data-events`), made absolute.
pub fn events_url(page: &str, port: u16) -> String {
    let at = page
        .find("data-events=\"")
        .expect("a data-events attribute")
        + 13;
    let path = &page[at..at + page[at..].find('"').unwrap()];
    let path = path.replace("&#x2f;", "/").replace("&amp;", "&");
    format!("http://127.0.0.1:{port}{path}")
}

/// A display name as the seats have it.
fn shown(seats: &Seats, name: &str) -> String {
    let _ = seats;
    let mut d = name.to_owned();
    d[..1].make_ascii_uppercase();
    d.to_lowercase()
}

/// No row, line or paragraph of `html` tells a wolf's role or names the Meute's members.
fn no_wolf_told(html: &str, seats: &Seats, wolves: &[&str], what: &str) {
    let wolves: Vec<String> = wolves.iter().map(|w| shown(seats, w)).collect();
    for unit in units(html) {
        for w in &wolves {
            assert!(
                !(unit.contains(w.as_str()) && unit.contains("loup")),
                "{what} tells {w}'s role: {unit}"
            );
        }
        assert!(
            !(unit.contains("meute") && wolves.iter().all(|w| unit.contains(w.as_str()))),
            "{what} names the Meute: {unit}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spectator_follows_a_whole_game_and_the_mj_reads_its_ledger() {
    let (world, port) = super::world(8).await;
    let seats = game::seat(&world).await;
    let watch = watch_link(&world, GENERAL).expect("the join message links the spectator page");
    assert!(
        watch.starts_with(&format!("http://127.0.0.1:{port}/g/1/")),
        "{watch}"
    );
    let (seats, wolves) = game::start(&world, seats).await;

    let (status, headers, page) = get(&watch).await;
    assert_eq!(status, 200, "{page}");
    let csp = headers["content-security-policy"].to_str().unwrap();
    assert!(
        csp.contains("default-src 'none'") && csp.contains("script-src 'self'"),
        "{csp}"
    );
    assert_eq!(headers["referrer-policy"], "no-referrer");
    assert!(page.contains("Loups-Garous · partie n°1"), "{page}");
    assert!(
        page.contains("<img class=\"village\""),
        "the picture: {page}"
    );
    no_wolf_told(&page, &seats, &wolves, "the first page");
    let (status, _, body) = get(&format!("{watch}/export.scn")).await;
    assert_eq!(status, 404, "no export while the game runs: {body}");

    // Every event the stream sends while the game plays, kept for the checks.
    let sent: Arc<Mutex<Vec<Sent>>> = Arc::default();
    let mut stream = Stream::open(&events_url(&page, port)).await;
    let kept = sent.clone();
    let reader = tokio::spawn(async move {
        while let Some(e) = stream.next().await {
            let over = e.event == "live" && e.data.contains("<strong>Fin</strong>");
            kept.lock().unwrap().push(e);
            if over {
                return;
            }
        }
    });
    ledger_and_refusals(&world, port, &seats, &wolves).await;
    game::play_to_the_end(&world, &seats, &wolves).await;
    tokio::time::timeout(super::super::harness::WAIT, reader)
        .await
        .expect("the stream tells the end")
        .unwrap();
    let sent = sent.lock().unwrap().clone();
    let lives = sent.iter().filter(|e| e.event == "live").count();
    let lines = sent.iter().filter(|e| e.event == "line").count();
    assert!(
        lives >= 6 && lines >= 6,
        "{lives} live parts, {lines} lines"
    );
    // The last batch (the end's lines and live part) tells every role; what came before it
    // tells none of the living wolves'.
    let last_before = sent[..sent.len() - 1]
        .iter()
        .rposition(|e| e.event == "live")
        .unwrap();
    let before_end = &sent[..=last_before];
    for e in before_end {
        no_wolf_told(&e.data, &seats, &wolves, &format!("a streamed {}", e.event));
    }

    // Over: the page tells everything, like the recap.
    let (_, _, page) = get(&watch).await;
    assert!(page.contains("#meute"), "the recap's hidden lines: {page}");
    for w in &wolves {
        let w = shown(&seats, w);
        assert!(
            units(&page)
                .iter()
                .any(|u| u.contains(&w) && u.contains("loup-garou")),
            "{page}"
        );
    }
    same_picture(&world, &watch).await;
    history_and_stats(&world, &seats, &wolves, &watch).await;
    world.fake.assert_no_violations();
}

/// After the game: `/historique` and `/stats` from its log, their pages, its export.
async fn history_and_stats(world: &World, seats: &Seats, wolves: &[&str], watch: &str) {
    let alice = world.user("alice");
    let listed = world.slash(alice, GENERAL, "historique", json!([])).await;
    assert!(listed.contains("n°1 · Loups-Garous · <t:"), "{listed}");
    assert!(listed.contains("8 joueurs · Meute"), "{listed}");
    assert!(listed.contains(watch), "the game's page: {listed}");
    let history = link_in(&listed, "/h/");
    let wolf = world.user(wolves[0]);
    let mine = world
        .slash(
            alice,
            GENERAL,
            "stats",
            json!([fake_discord::options::user("joueur", wolf)]),
        )
        .await;
    assert!(mine.contains("1 partie, 1 victoire (100 %)"), "{mine}");
    assert!(
        mine.contains("Meute 1/1") && mine.contains("Loup-Garou 1/1"),
        "{mine}"
    );
    let _ = seats;
    let village = super::super::game::PLAYERS
        .into_iter()
        .find(|p| !wolves.contains(p))
        .unwrap();
    let theirs = world
        .slash(
            alice,
            GENERAL,
            "stats",
            json!([fake_discord::options::user("joueur", world.user(village))]),
        )
        .await;
    assert!(theirs.contains("1 partie, 0 victoire (0 %)"), "{theirs}");
    let server = world.slash(alice, GENERAL, "stats", json!([])).await;
    assert!(server.contains("1 partie de Loups-Garous"), "{server}");
    assert!(server.contains("8 joueurs : Meute 1/1"), "{server}");
    let stats = link_in(&server, "/s/");

    let (status, _, page) = get(&history).await;
    assert_eq!(status, 200, "{page}");
    assert!(
        page.contains("n°1") && page.contains("export.scn"),
        "{page}"
    );
    let (status, _, page) = get(&stats).await;
    assert_eq!(status, 200, "{page}");
    assert!(
        page.contains("<svg") && page.contains("Meute"),
        "a plot: {page}"
    );
    assert!(page.contains("simulé"), "beside the simulator: {page}");
    let (status, _, scenario) = get(&format!("{watch}/export.scn")).await;
    assert_eq!(status, 200, "{scenario}");
    assert!(
        scenario.starts_with("game loups-garous") || scenario.contains("\ngame loups-garous"),
        "{scenario}"
    );
    let forged = history.replace(&history[history.len() - 8..], "00000000");
    assert_eq!(get(&forged).await.0, 404);
}

/// The first address in `text` that holds `part`.
fn link_in(text: &str, part: &str) -> String {
    text.split(['<', '>', ' ', '\n'])
        .find(|w| w.starts_with("http") && w.contains(part))
        .unwrap_or_else(|| panic!("no {part} link: {text}"))
        .to_owned()
}

/// The ledger by `/mj lien`; a forged, an expired and another game's link refused, their
/// answers naming no wolf.
async fn ledger_and_refusals(world: &World, port: u16, seats: &Seats, wolves: &[&str]) {
    let answer = world.mj(world.channel("mj"), "lien", json!([])).await;
    let link = mj_link(&answer).unwrap_or_else(|| panic!("a link: {answer}"));
    assert!(
        answer.contains("<t:"),
        "its end as a Discord timestamp: {answer}"
    );
    let (status, _, ledger) = get(&link).await;
    assert_eq!(status, 200, "{ledger}");
    for w in wolves {
        let w = shown(seats, w);
        assert!(
            units(&ledger)
                .iter()
                .any(|u| u.contains(&w) && u.contains("loup-garou")),
            "the ledger shows {w}'s role: {ledger}"
        );
    }
    let (status, headers, csv) = get(&format!("{link}/ledger.csv")).await;
    assert_eq!(status, 200);
    assert!(headers["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/csv"));
    assert_eq!(csv.lines().count(), 9, "a head and 8 players: {csv}");
    let (status, _, scenario) = get(&format!("{link}/export.scn")).await;
    assert_eq!(status, 200, "the MJs export a running game: {scenario}");
    assert!(scenario.contains("loup-garou"), "{scenario}");

    let (base, sig) = link.rsplit_once('/').unwrap();
    let forged = format!("{base}/{}", "0".repeat(sig.len()));
    let parts: Vec<&str> = base.rsplitn(4, '/').collect();
    let (expires, user) = (parts[0], parts[1]);
    let later = expires.parse::<i64>().unwrap() + 3600;
    let longer = format!("{}/{}/{user}/{later}/{sig}", parts[3], parts[2]);
    let other_game = link.replacen("/mj/1/", "/mj/2/", 1);
    let past = chrono::Utc::now() - chrono::Duration::hours(13);
    let expired = super::signed(world, port, 1, user.parse().unwrap(), past).await;
    for bad in [forged, longer, other_game, expired] {
        let (status, _, body) = get(&bad).await;
        assert_eq!(status, 403, "{bad}: {body}");
        assert!(body.contains("mj lien"), "says what to do: {body}");
        assert!(!body.contains(sig), "{body}");
        let low = body.to_lowercase();
        for w in wolves {
            assert!(!low.contains(&shown(seats, w)), "{body}");
        }
        let (status, _, _) = get(&format!("{bad}/ledger.csv")).await;
        assert_eq!(status, 403);
    }
    for bad in [
        "/g/1/00",
        "/g/x/y",
        "/g/99999999999999999999/a",
        "/mj/1/2/3/4",
        "/nothing",
    ] {
        let (status, _, body) = get(&format!("http://127.0.0.1:{port}{bad}")).await;
        assert!(status == 404 || status == 403, "{bad}: {status}");
        assert!(!body.to_lowercase().contains("loup-garou"), "{body}");
    }
}

/// The spectators' picture is the place's, byte for byte, once the game rests.
async fn same_picture(world: &World, watch: &str) {
    let place = world.channel("place");
    let posted = || {
        world.fake.with_state(|s| {
            let a = s
                .messages_in(place)
                .iter()
                .rev()
                .flat_map(|m| m["attachments"].as_array().cloned().unwrap_or_default())
                .find(|a| a["filename"] == "village.png")?;
            let id: u64 = a["id"].as_str()?.parse().ok()?;
            s.uploads.get(&id).cloned()
        })
    };
    let answer = super::client()
        .get(format!("{watch}/village.png"))
        .send()
        .await
        .unwrap();
    assert_eq!(answer.headers()["content-type"], "image/png");
    let served = answer.bytes().await.unwrap().to_vec();
    world
        .eventually("the place shows the web's picture", || {
            posted().is_some_and(|p| p == served)
        })
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_nicknames_stay_text_on_the_pages() {
    let (world, _) = super::world(8).await;
    let players: Vec<u64> = super::super::game::PLAYERS
        .iter()
        .map(|n| world.user(n))
        .collect();
    world.fake.with_state(|s| {
        for m in &mut s.guild.members {
            if m.user.id == players[0] {
                m.user.username = "<img src=x onerror=alert(1)>".to_owned();
            }
            if m.user.id == players[2] {
                m.user.username = "**Ton rôle : Loup-Garou.**".to_owned();
            }
        }
    });
    assert!(world
        .mj(GENERAL, "creer", json!([]))
        .await
        .contains("créée"));
    let (message, join) =
        super::super::harness::component(&world.fake.messages_in(GENERAL), "lgj:").unwrap();
    for p in &players {
        world.click(*p, message, &join).await;
    }
    let roles =
        "loup-garou loup-garou villageois villageois villageois villageois villageois villageois";
    let place = world.channel("place");
    world
        .mj(
            place,
            "composition",
            json!([{"type": 3, "name": "roles", "value": roles}]),
        )
        .await;
    assert!(world
        .mj(place, "demarrer", json!([]))
        .await
        .contains("commence"));
    let watch = watch_link(&world, GENERAL).expect("a spectator link");
    let answer = world.mj(world.channel("mj"), "lien", json!([])).await;
    let ledger = mj_link(&answer).expect("an MJ link");
    for url in [watch, ledger] {
        let (status, _, page) = get(&url).await;
        assert_eq!(status, 200, "{page}");
        assert!(!page.contains("<img src=x"), "a raw tag in {url}: {page}");
        assert!(
            page.contains("&lt;img src=x onerror=alert(1)&gt;"),
            "the name as text: {page}"
        );
        assert!(
            page.contains("**Ton rôle : Loup-Garou.**") && !page.contains("<strong>Ton rôle"),
            "a name's markdown shown as typed: {page}"
        );
    }
}
