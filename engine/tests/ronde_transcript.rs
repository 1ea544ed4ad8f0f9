//! Prints a Ronde scenario as players and MJs read it (in French), to look at a transcript:
//! `RONDE_SCN=tests/scenarios/ronde/cases/08-juste.scn cargo test -p engine --test ronde_transcript -- --nocapture`.
//! Without the variable it plays the Procès story and checks the French it shows.

use std::path::Path;

use engine::notice::{Arg, Render};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};

struct French(FluentBundle<FluentResource>);

impl French {
    fn load() -> Self {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../locales/fr");
        let mut bundle = FluentBundle::new(vec![unic_langid::langid!("fr")]);
        bundle.set_use_isolating(false);
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
            .collect();
        files.sort();
        for f in files {
            let res = FluentResource::try_new(std::fs::read_to_string(&f).unwrap()).unwrap();
            bundle.add_resource(res).unwrap();
        }
        French(bundle)
    }
}

impl Render for French {
    fn render(&self, id: &str, args: &[(String, Arg)]) -> String {
        let pattern = self.0.get_message(id).and_then(|m| m.value()).expect(id);
        let mut fargs = FluentArgs::new();
        for (k, v) in args {
            match v {
                Arg::Str(s) => fargs.set(k.as_str(), FluentValue::from(s.as_str())),
                Arg::Num(n) => fargs.set(k.as_str(), FluentValue::from(*n)),
            }
        }
        let mut errors = vec![];
        self.0
            .format_pattern(pattern, Some(&fargs), &mut errors)
            .into_owned()
    }
}

#[test]
fn a_proces_life_reads_in_french() {
    let path = std::env::var("RONDE_SCN").unwrap_or_else(|_| {
        format!(
            "{}/tests/scenarios/ronde/cases/08-juste.scn",
            env!("CARGO_MANIFEST_DIR")
        )
    });
    let source = std::fs::read_to_string(&path).unwrap();
    let report = engine::scenario::run(&source, &French::load()).unwrap();
    for line in &report.transcript {
        println!("{line}");
    }
    assert!(report.failure.is_none(), "{:?}", report.failure);
    if std::env::var("RONDE_SCN").is_err() {
        let all = report.transcript.join("\n");
        assert!(all.contains("[#tribunal] Procès n°1 ouvert par Alice"));
        assert!(all.contains("[#annonces] Démasqué ! Bob interprétait Voyante."));
        assert!(all.contains("[MJ] Procès n°1, points : Alice +380, Bob -300, Chloe +300"));
    }
}
