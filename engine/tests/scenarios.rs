//! Plays every `tests/scenarios/**/*.scn` file, rendered in French through `locales/fr`.

use std::path::{Path, PathBuf};

mod common;

fn scenario_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries {
        let path = entry.unwrap().path();
        if path.is_dir() {
            scenario_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "scn") {
            out.push(path);
        }
    }
}

#[test]
fn every_scenario_file_passes() {
    let french = common::Fluent::load("fr");
    let mut files = Vec::new();
    scenario_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios"),
        &mut files,
    );
    files.sort();
    let mut failures = Vec::new();
    for file in &files {
        let source = std::fs::read_to_string(file).unwrap();
        let name = file.display();
        match engine::scenario::run(&source, &french) {
            Err(e) => failures.push(format!("{name}: {e}")),
            Ok(report) => match report.failure {
                Some(f) => failures.push(format!("{name}: {f}")),
                None if report.checks == 0 => failures.push(format!("{name}: no expect line")),
                None => {}
            },
        }
    }
    println!("{} scenario files played", files.len());
    assert!(
        failures.is_empty(),
        "{} failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
