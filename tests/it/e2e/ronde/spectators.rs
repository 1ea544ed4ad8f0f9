//! What the Ronde's spectators were sent over the whole game by the web view's stream: the
//! anonymous author never named, no mask told before its unmasking is announced, no
//! leaderboard before the end.

use std::collections::BTreeSet;

use super::super::web::{strip, units, Sent};
use super::{display, Table, CAST};

/// The Personnage's name as the pages show it, lower-cased.
fn personnage(id: &str) -> String {
    engine::ronde::Personnage::from_id(id)
        .map_or_else(|| id.to_owned(), |p| p.name().to_lowercase())
}

/// The player an unmasking line announces (« Démasqué·e ! Chloe interprétait … »).
fn unmasked_in(html: &str) -> Option<String> {
    let text = strip(html);
    let at = text.find(" interprétait")?;
    text[..at].split_whitespace().last().map(str::to_lowercase)
}

/// The names in the Démasqués table of a live part.
fn demasques_rows(html: &str) -> Vec<String> {
    let Some(at) = html.find("<h2>Les Démasqués</h2>") else {
        return Vec::new();
    };
    let table = &html[at..];
    let table = &table[..table.find("</table>").unwrap_or(table.len())];
    table
        .split("<tr>")
        .skip(2)
        .filter_map(|row| row.strip_prefix("<td>"))
        .filter_map(|row| row.split("</td>").next())
        .map(|name| strip(name).to_lowercase())
        .collect()
}

/// No unit of `html` tells a mask not yet announced (a procès's accusation aside: it is the
/// accuser's claim, made in public).
fn no_mask_told(html: &str, announced: &BTreeSet<String>, what: &str) {
    for unit in units(html) {
        if unit.contains("procès") || unit.starts_with("n°") {
            continue;
        }
        for (name, role) in CAST {
            let name = display(name).to_lowercase();
            if role == "figurant" || name == role || announced.contains(&name) {
                continue;
            }
            let role = personnage(role);
            assert!(
                !(unit.contains(&name) && unit.contains(&role)),
                "{what} tells {name}'s mask ({role}) before its time: {unit}"
            );
        }
    }
}

pub(super) async fn nothing_before_its_time(t: &Table, sent: &[Sent], before_ines: usize) {
    let _ = t;
    let lines = sent.iter().filter(|e| e.event == "line").count();
    assert!(
        lines > 30,
        "the spectators followed the game: {lines} lines"
    );
    for e in &sent[..before_ines] {
        assert!(
            !e.data.contains("Ines"),
            "the anonymous author is named to spectators: {}",
            e.data
        );
    }
    let mut announced = BTreeSet::new();
    let mut ended = false;
    let mut listed = 0;
    for e in sent {
        if e.event == "line" {
            announced.extend(unmasked_in(&e.data));
            ended |= e.data.contains("la partie est terminée");
        }
        if ended {
            break;
        }
        for name in demasques_rows(&e.data) {
            listed += 1;
            assert!(
                announced.contains(&name),
                "{name} is listed unmasked before it is announced: {announced:?}"
            );
        }
        assert!(
            !e.data.contains("Classement"),
            "the leaderboard before the end: {}",
            e.data
        );
        no_mask_told(&e.data, &announced, &format!("a streamed {}", e.event));
    }
    assert!(ended, "the stream told the end");
    assert!(!announced.is_empty(), "an unmasking was followed");
    assert!(listed > 0, "the Démasqués were listed");
}
