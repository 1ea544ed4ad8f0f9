//! Each game's state and events are read apart from its rules (issue 22 point 5). The Ronde:
//! every file of `ronde/data/`
//! (the state, the events and their fold, the commands, the refusals and the types they
//! hold) imports no rule file (issue 22 point 5), so the fold can be read on its own. A file that reached for a rule (`tx`, `powers`, `ledger`…)
//! would close the loop again. Loups-Garous: the files of its state, events, commands, roles,
//! settings and voice channels import no rule file (its voice channels once lived in the
//! voice rules).

use std::path::Path;

/// The modules that hold the state's and the events' types: data, no rule.
const DATA: [&str; 16] = [
    "state",
    "event",
    "legacy",
    "command",
    "error",
    "apply",
    "apply_desk",
    "calendar",
    "cause",
    "checklist",
    "counters",
    "demasques",
    "personnage",
    "proces",
    "score",
    "souffle",
];

/// Loups-Garous' modules that hold the state's and the events' types: data, no rule.
const LG_DATA: [&str; 6] = ["state", "event", "command", "role", "settings", "room"];

/// The sibling modules a source file of `game` names (`super::x` or `crate::<game>::x`).
fn named(source: &str, game: &str) -> Vec<String> {
    let mut out = Vec::new();
    let own = format!("crate::{game}::");
    for prefix in ["super::", own.as_str()] {
        for (i, _) in source.match_indices(prefix) {
            let rest = &source[i + prefix.len()..];
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_lowercase() || *c == '_')
                .collect();
            if !name.is_empty() {
                out.push(name);
            }
        }
    }
    out
}

#[test]
fn state_and_events_import_no_rule() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ronde/data");
    // every file of the room is one of the data modules
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter_map(|f| f.strip_suffix(".rs").map(str::to_owned))
        .filter(|f| f != "mod")
        .collect();
    files.sort();
    let mut data = DATA.map(str::to_owned).to_vec();
    data.sort();
    assert_eq!(
        files, data,
        "ronde/data/ holds the data modules, and only them"
    );
    for module in DATA {
        let source = std::fs::read_to_string(dir.join(format!("{module}.rs"))).unwrap();
        // a file's own tests may use anything
        let body = source.split("#[cfg(test)]").next().unwrap_or_default();
        for name in named(body, "ronde") {
            assert!(
                DATA.contains(&name.as_str()),
                "{module}.rs imports `{name}`, a rule file: its types belong in a data module"
            );
        }
    }
}

#[test]
fn the_check_sees_a_rule_import() {
    let names = named(
        "use super::tx::Tx;\nuse crate::ronde::powers::Counters;\nsuper::state::X",
        "ronde",
    );
    assert_eq!(names, ["tx", "state", "powers"]);
    let names = named(
        "use super::voice::Room;\nuse crate::loups_garous::tx::Tx;",
        "loups_garous",
    );
    assert_eq!(names, ["voice", "tx"]);
}

#[test]
fn loups_garous_state_and_events_import_no_rule() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/loups_garous");
    for module in LG_DATA {
        let source = std::fs::read_to_string(dir.join(format!("{module}.rs"))).unwrap();
        // a file's own tests may use anything
        let body = source.split("#[cfg(test)]").next().unwrap_or_default();
        // what the comments name (a doc link to a rule) is no import
        let code: Vec<&str> = body
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect();
        for name in named(&code.join("\n"), "loups_garous") {
            assert!(
                LG_DATA.contains(&name.as_str()),
                "{module}.rs imports `{name}`, a rule file: its types belong in a data module"
            );
        }
    }
}
