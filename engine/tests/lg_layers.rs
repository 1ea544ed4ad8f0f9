//! Loups-Garous' state and events are read apart from its rules: the files that hold their
//! types import no rule file (issue 22), so the fold reads on its own. A type of the state
//! kept in a rule file (the voice channels once were, in `voice.rs`) would close the loop.

use std::path::Path;

/// The modules that hold the state's and the events' types: data, no rule.
const DATA: [&str; 6] = ["state", "event", "command", "role", "settings", "room"];

/// The sibling modules a Loups-Garous source file names (`super::x`,
/// `crate::loups_garous::x`).
fn named(source: &str) -> Vec<String> {
    let mut out = Vec::new();
    for prefix in ["super::", "crate::loups_garous::"] {
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
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/loups_garous");
    for module in DATA {
        let source = std::fs::read_to_string(dir.join(format!("{module}.rs"))).unwrap();
        // a file's own tests may use anything
        let body = source.split("#[cfg(test)]").next().unwrap_or_default();
        // what the comments name (a doc link to a rule) is no import
        let code: Vec<&str> = body
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect();
        for name in named(&code.join("\n")) {
            assert!(
                DATA.contains(&name.as_str()),
                "{module}.rs imports `{name}`, a rule file: its types belong in a data module"
            );
        }
    }
}

#[test]
fn the_check_sees_a_rule_import() {
    let names = named("use super::voice::Room;\nuse crate::loups_garous::tx::Tx;\nsuper::state::X");
    assert_eq!(names, ["voice", "state", "tx"]);
}
