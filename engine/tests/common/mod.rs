//! The Fluent renderer the engine's tests share: every `.ftl` file of one locale, as the bot
//! renders them (a missing message id panics).

use std::path::Path;

use engine::notice::{Arg, Render};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};

/// One locale's messages.
pub struct Fluent(FluentBundle<FluentResource>);

impl Fluent {
    /// Loads `locales/<lang>/*.ftl`.
    pub fn load(lang: &str) -> Self {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../locales")
            .join(lang);
        let id: unic_langid::LanguageIdentifier = lang.parse().expect("a language id");
        let mut bundle = FluentBundle::new(vec![id]);
        bundle.set_use_isolating(false);
        bundle
            .add_function("DE", |positional, _| match positional.first() {
                Some(FluentValue::String(name)) => {
                    FluentValue::from(engine::notice::french_de(name))
                }
                Some(other) => other.clone(),
                None => FluentValue::None,
            })
            .expect("one DE function");
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
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
        Fluent(bundle)
    }
}

impl Render for Fluent {
    fn render(&self, id: &str, args: &[(String, Arg)]) -> String {
        let Some(pattern) = self.0.get_message(id).and_then(|m| m.value()) else {
            panic!("no message `{id}` in locales");
        };
        let mut fargs = FluentArgs::new();
        for (name, value) in args {
            match value {
                Arg::Str(s) | Arg::Said(s) | Arg::Name(s) => {
                    fargs.set(name.as_str(), FluentValue::from(s.as_str()));
                }
                Arg::Num(n) => fargs.set(name.as_str(), FluentValue::from(*n)),
            }
        }
        let mut errors = vec![];
        let text = self.0.format_pattern(pattern, Some(&fargs), &mut errors);
        assert!(errors.is_empty(), "`{id}`: {errors:?}");
        text.into_owned()
    }
}
