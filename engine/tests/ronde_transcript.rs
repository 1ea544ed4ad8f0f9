//! Prints a Ronde scenario as players and MJs read it (in French), to look at a transcript:
//! `RONDE_SCN=tests/scenarios/ronde/cases/08-juste.scn cargo test -p engine --test ronde_transcript -- --nocapture`.
//! Without the variable it plays the Procès story and checks the French it shows.

mod common;

use common::Fluent;

#[test]
fn a_proces_life_reads_in_french() {
    let path = std::env::var("RONDE_SCN").unwrap_or_else(|_| {
        format!(
            "{}/tests/scenarios/ronde/cases/08-juste.scn",
            env!("CARGO_MANIFEST_DIR")
        )
    });
    let source = std::fs::read_to_string(&path).unwrap();
    let report = engine::scenario::run(&source, &Fluent::load("fr")).unwrap();
    for line in &report.transcript {
        println!("{line}");
    }
    assert!(report.failure.is_none(), "{:?}", report.failure);
    if std::env::var("RONDE_SCN").is_err() {
        let all = report.transcript.join("\n").replace('\u{a0}', " ");
        assert!(all.contains("[#proces-1] Procès n°1 ouvert par Alice"));
        assert!(all.contains("[#annonces] Démasqué·e ! Bob interprétait Voyante."));
        assert!(all.contains("[MJ] Procès n°1, points : Alice +380, Bob -300, Chloe +300"));
    }
}
