//! Plays every `tests/scenarios/**/*.scn` file, rendered in French through `locales/fr`.

use std::path::{Path, PathBuf};

use engine::notice::{Arg, Render};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};

/// The French Fluent files, as the bot renders them.
struct French(FluentBundle<FluentResource>);

impl French {
    fn load() -> Self {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../locales/fr");
        let mut bundle = FluentBundle::new(vec![unic_langid::langid!("fr")]);
        bundle.set_use_isolating(false);
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .expect("locales/fr exists")
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
            .collect();
        files.sort();
        for file in files {
            let text = std::fs::read_to_string(&file).unwrap();
            let resource = FluentResource::try_new(text)
                .unwrap_or_else(|(_, e)| panic!("{}: {e:?}", file.display()));
            bundle
                .add_resource(resource)
                .unwrap_or_else(|e| panic!("{}: {e:?}", file.display()));
        }
        French(bundle)
    }
}

impl Render for French {
    fn render(&self, id: &str, args: &[(String, Arg)]) -> String {
        let Some(pattern) = self.0.get_message(id).and_then(|m| m.value()) else {
            panic!("no French message `{id}` in locales/fr");
        };
        let mut fargs = FluentArgs::new();
        for (name, value) in args {
            match value {
                Arg::Str(s) => fargs.set(name.as_str(), FluentValue::from(s.as_str())),
                Arg::Num(n) => fargs.set(name.as_str(), FluentValue::from(*n)),
            }
        }
        let mut errors = vec![];
        let text = self.0.format_pattern(pattern, Some(&fargs), &mut errors);
        assert!(errors.is_empty(), "`{id}`: {errors:?}");
        text.into_owned()
    }
}

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
    let french = French::load();
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
