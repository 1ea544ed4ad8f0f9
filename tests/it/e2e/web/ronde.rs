//! A Ronde des Pantins on the web: the spectator page once the Personnages are dealt (no
//! mask told), and the MJs' ledger, whose player row opens into what `/mj joueur voir` says.

use fake_discord::fixture::GENERAL;
use fake_discord::options::{string, sub, user};
use serde_json::json;

use super::super::ronde::{deal_list, display, Table, CAST, RONDE};
use super::{get, mj_link, strip, units, watch_link};

/// The Personnage's name as the pages show it (`heros-tragique` → `héros tragique`).
fn personnage(id: &str) -> String {
    engine::ronde::Personnage::from_id(id)
        .map_or_else(|| id.to_owned(), |p| p.name().to_lowercase())
}

/// HTML text as a reader sees it: tags gone, entities read, Discord's marks and escapes
/// gone, blanks folded.
fn read(html: &str) -> String {
    let text = strip(&html.replace("<br>", "\n"))
        .replace("&#39;", "'")
        .replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&");
    folded(&text)
}

fn folded(text: &str) -> String {
    text.replace(['*', '\\'], "")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_ronde_s_spectators_read_no_mask_and_its_ledger_matches_the_desk() {
    let (world, port) = super::world(16).await;
    let t = Table::set_up(world, "2027-03-20", "2027-03-20 10:00").await;
    let watch = watch_link(&t.world, GENERAL).expect("the join message links the spectators");
    let deal = json!([string("personnages", &deal_list()), string("ronde", RONDE)]);
    assert!(t.mj("partie", "distribuer", deal).await.contains("noté"));

    let (status, _, page) = get(&watch).await;
    assert_eq!(status, 200, "{page}");
    assert!(page.contains("La Ronde des Pantins · partie n°1"), "{page}");
    assert!(page.contains("Jour 1"), "{page}");
    for unit in units(&page) {
        for (name, role) in CAST {
            if role == "figurant" || name == role {
                continue;
            }
            let (name, role) = (name.to_lowercase(), personnage(role));
            assert!(
                !(unit.contains(&name) && unit.contains(&role)),
                "the spectators read {name}'s mask ({role}): {unit}"
            );
        }
    }

    let olga = t.user("olga");
    let answer = t
        .world
        .slash(olga, t.bureau, "mj", json!([sub("lien", json!([]))]))
        .await;
    let link = mj_link(&answer).unwrap_or_else(|| panic!("a link: {answer}"));
    let (status, _, ledger) = get(&link).await;
    assert_eq!(status, 200, "{ledger}");
    let seen = t
        .mj("joueur", "voir", json!([user("joueur", t.user("hugo"))]))
        .await;
    let at = ledger
        .find(&format!("<td>{}</td>", display("hugo")))
        .expect("Hugo's row");
    let row = &ledger[at..];
    assert!(
        row[..row.find("</tr>").unwrap()].contains("Woody"),
        "his Personnage: {row}"
    );
    let more = &row[row.find("<tr class=\"more\">").expect("his record")..];
    let record = &more[more.find("</summary>").unwrap() + 10..more.find("</details>").unwrap()];
    assert_eq!(
        read(record),
        folded(&seen),
        "the ledger's record is the desk's"
    );

    let (status, _, csv) = get(&format!("{link}/ledger.csv")).await;
    assert_eq!(status, 200);
    assert_eq!(csv.lines().count(), 15, "a head and 14 players: {csv}");

    // Oscar, registered as a spectator, is not let in even by a link signed with the key;
    // nor is he given one.
    let oscar = t.user("oscar");
    let forged = super::signed(&t.world, port, 1, oscar, chrono::Utc::now()).await;
    let (status, _, body) = get(&forged).await;
    assert_eq!(status, 403, "{body}");
    assert!(!body.contains("Woody"), "{body}");
    let refused = t
        .world
        .slash(oscar, GENERAL, "mj", json!([sub("lien", json!([]))]))
        .await;
    assert!(
        mj_link(&refused).is_none(),
        "no link for a non-MJ: {refused}"
    );
    rate_limited(port).await;
    t.world.fake.assert_no_violations();
}

/// One address asking too fast is told to wait (429, `Retry-After`); another is not.
async fn rate_limited(port: u16) {
    let url = format!("http://127.0.0.1:{port}/static/style.css");
    // An address of its own, its bucket full (the pages read before used 127.0.0.1's).
    let asks = (0..80).map(|_| {
        super::client()
            .get(&url)
            .header("x-forwarded-for", "198.51.100.9")
            .send()
    });
    let answers = futures_util::future::join_all(asks).await;
    let refused: Vec<_> = answers
        .iter()
        .filter_map(|a| a.as_ref().ok())
        .filter(|a| a.status().as_u16() == 429)
        .collect();
    let served = answers
        .iter()
        .filter_map(|a| a.as_ref().ok())
        .filter(|a| a.status().as_u16() == 200)
        .count();
    assert!(
        !refused.is_empty() && served >= 40,
        "80 requests at once, a burst of 40 allowed: {served} served, {} refused",
        refused.len()
    );
    assert_eq!(refused[0].headers()["retry-after"], "1");
    let other = super::client()
        .get(&url)
        .header("x-forwarded-for", "192.0.2.7")
        .send()
        .await
        .unwrap();
    assert_eq!(
        other.status().as_u16(),
        200,
        "another reader behind the proxy"
    );
}
