//! The Ronde's Fluent files: French and English define the same ids, every message the
//! engine names exists, and every refusal code of this game has its `error-<code>` message.

use std::collections::BTreeSet;
use std::path::Path;

fn ids(lang: &str) -> BTreeSet<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../locales/{lang}/ronde.ftl"));
    let text = std::fs::read_to_string(path).unwrap();
    fluent_bundle::FluentResource::try_new(text.clone()).expect("parses");
    text.lines()
        .filter_map(|l| l.split_once(" ="))
        .map(|(id, _)| id.trim().to_owned())
        .filter(|id| !id.is_empty() && !id.starts_with('#') && !id.contains(' '))
        .collect()
}

fn used() -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut dirs = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ronde")];
    while let Some(dir) = dirs.pop() {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                dirs.push(p);
                continue;
            }
            let text = std::fs::read_to_string(&p).unwrap();
            for piece in text.split('"').skip(1).step_by(2) {
                if piece.starts_with("ronde-")
                    && piece != "ronde-des-pantins"
                    && !piece.contains(' ')
                {
                    out.insert(piece.to_owned());
                }
            }
        }
    }
    out
}

#[test]
fn french_and_english_agree_and_cover_the_engine() {
    let fr = ids("fr");
    let en = ids("en-US");
    assert_eq!(fr, en);
    let used = used();
    assert!(
        used.len() > 50,
        "only {} ids found in the sources",
        used.len()
    );
    for id in used {
        assert!(fr.contains(&id), "missing message {id}");
    }
    for code in engine::ronde::error::OWN_CODES {
        assert!(
            fr.contains(&format!("error-{code}")),
            "missing error-{code}"
        );
    }
    assert!(fr
        .iter()
        .all(|id| id.starts_with("ronde-") || id.starts_with("error-")));
}
