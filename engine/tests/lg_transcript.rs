//! A debugging aid: `LG_SCN=path cargo test -p engine --test lg_transcript -- --nocapture`
//! prints a scenario's transcript rendered in French. Without `LG_SCN` it checks that the
//! French and English Loups-Garous files define the same message ids.

use std::path::Path;

mod common;

use common::Fluent;

fn ids(lang: &str, file: &str) -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../locales")
        .join(lang);
    let text = std::fs::read_to_string(dir.join(file)).unwrap();
    let mut ids: Vec<String> = text
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_lowercase()))
        .filter_map(|l| l.split_once(" =").map(|(id, _)| id.to_owned()))
        .collect();
    ids.sort();
    ids
}

#[test]
fn both_languages_define_the_same_ids() {
    for file in ["loups-garous.ftl", "errors.ftl"] {
        assert_eq!(ids("fr", file), ids("en-US", file), "{file}");
    }
    let errors = ids("fr", "errors.ftl");
    for e in engine::loups_garous::Error::ALL {
        use engine::RuleError;
        for id in [e.code(), e.message_id()] {
            assert!(errors.contains(&format!("error-{id}")), "{id}");
        }
    }
    Fluent::load("en-US");
}

#[test]
#[ignore = "a debugging aid: LG_SCN=path cargo test -p engine --test lg_transcript -- --ignored --nocapture"]
fn transcript() {
    let path = std::env::var("LG_SCN").expect("LG_SCN=path of the scenario to print");
    let source = std::fs::read_to_string(&path).unwrap();
    let report = engine::scenario::run(&source, &Fluent::load("fr")).unwrap();
    for line in &report.transcript {
        println!("{line}");
    }
    if let Some(f) = report.failure {
        println!("{f}");
    }
}

/// Every `"lg-…"` id written in the Loups-Garous sources exists in the French file.
#[test]
fn every_notice_id_in_the_code_is_translated() {
    let french = ids("fr", "loups-garous.ftl");
    let mut dirs = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src/loups_garous")];
    let mut missing = Vec::new();
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for chunk in text.split("\"lg-").skip(1) {
                let id: String = chunk
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                    .collect();
                let id = format!("lg-{id}");
                if chunk[id.len() - 3..].starts_with('"') && !french.contains(&id) {
                    missing.push(id);
                }
            }
        }
    }
    assert!(missing.is_empty(), "untranslated: {missing:?}");
}
