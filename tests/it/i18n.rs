//! The locales: every message in both languages, and the commands localized from them.

use regisseur::i18n::{message_ids, I18n, LOCALES};

#[test]
fn every_message_exists_in_every_locale() {
    let french = message_ids("fr");
    assert!(french.len() > 10, "locales/fr has messages");
    for locale in &LOCALES[1..] {
        let other = message_ids(locale);
        let missing: Vec<_> = french.difference(&other).collect();
        let extra: Vec<_> = other.difference(&french).collect();
        assert!(missing.is_empty(), "missing in {locale}: {missing:?}");
        assert!(extra.is_empty(), "only in {locale}, not in fr: {extra:?}");
    }
}

#[test]
fn loads_and_falls_back_to_french() {
    let i18n = I18n::load().unwrap();
    assert_eq!(
        i18n.get("fr", "partie-none", &[]),
        "Aucune partie en cours dans ce salon."
    );
    assert_eq!(
        i18n.get("en-US", "partie-none", &[]),
        "No game is running in this channel."
    );
    assert_eq!(
        i18n.get("de", "partie-none", &[]),
        "Aucune partie en cours dans ce salon."
    );
    assert_eq!(i18n.get("fr", "no-such-id", &[]), "no-such-id");
    let text = regisseur::tr!(
        i18n,
        "fr",
        "partie-running",
        id = 4i64,
        kind = "loups-garous"
    );
    assert_eq!(text, "Partie n°4 en cours dans ce salon (loups-garous).");
}

/// The command names a locale's reader sees: (name, its sub-commands) from the registration
/// body, localized where the body localizes them.
fn tree(options: &serde_json::Value, locale: &str) -> Vec<(String, serde_json::Value)> {
    options
        .as_array()
        .into_iter()
        .flatten()
        .filter(|o| o["type"].as_u64().is_none_or(|t| t <= 2))
        .map(|o| {
            let name = o["name_localizations"][locale]
                .as_str()
                .unwrap_or_else(|| o["name"].as_str().unwrap_or_default());
            (name.to_owned(), o["options"].clone())
        })
        .collect()
}

/// The command named at the start of `words`, or why it names none.
fn named_command(body: &serde_json::Value, locale: &str, words: &[&str]) -> Result<(), String> {
    let mut level = tree(body, locale);
    for (i, word) in words.iter().enumerate() {
        let Some((_, children)) = level.iter().find(|(n, _)| n == word) else {
            return Err(if i == 0 {
                format!("no command /{word}")
            } else {
                let known: Vec<&str> = level.iter().map(|(n, _)| n.as_str()).collect();
                format!("/{} has no `{word}` ({known:?})", words[..i].join(" "))
            });
        };
        let next = tree(children, locale);
        if next.is_empty() {
            return Ok(());
        }
        level = next;
    }
    Err(format!("/{} needs a sub-command", words.join(" ")))
}

/// Every `/command …` a text names, with the words that follow it.
fn commands_named(text: &str) -> Vec<Vec<&str>> {
    let mut out = Vec::new();
    for (at, _) in text.match_indices('/') {
        let before = text[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || ":/._-".contains(c)) {
            continue;
        }
        let rest = &text[at + 1..];
        if !rest.starts_with(|c: char| c.is_ascii_lowercase()) {
            continue;
        }
        let words: Vec<&str> = rest
            .split([' ', '\u{a0}'])
            .map_while(|w| {
                let w = w.trim_end_matches([')', ',', '.', '»', ';', ':', '`']);
                (!w.is_empty() && w.chars().all(|c| c.is_ascii_lowercase() || c == '-'))
                    .then_some(w)
            })
            .collect();
        out.push(words);
    }
    out
}

#[test]
fn every_command_a_text_names_exists_as_its_reader_sees_it() {
    let body = regisseur::cli::commands_json().unwrap();
    let mut wrong = Vec::new();
    for locale in LOCALES {
        for (file, text) in regisseur::i18n::sources(locale) {
            for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
                for words in commands_named(line) {
                    if let Err(why) = named_command(&body, locale, &words) {
                        wrong.push(format!("{locale}/{file}: {why}\n    {}", line.trim()));
                    }
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} texts name no command:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

#[test]
fn every_command_the_readme_names_exists() {
    let body = regisseur::cli::commands_json().unwrap();
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md");
    let readme = std::fs::read_to_string(path).unwrap();
    let top: Vec<String> = tree(&body, "fr").into_iter().map(|(n, _)| n).collect();
    let mut wrong = Vec::new();
    for line in readme.lines() {
        // a path of the file system (`/tmp/…`) is not a command
        for words in commands_named(line)
            .into_iter()
            .filter(|w| w.first().is_some_and(|f| top.iter().any(|t| t == f)))
        {
            // prose may name a group (`/mj joueur …`, a line broken after it); never a
            // name that does not exist
            match named_command(&body, "fr", &words) {
                Err(why) if !why.ends_with("needs a sub-command") => {
                    wrong.push(format!("{why}\n    {}", line.trim()));
                }
                _ => {}
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "the README names no such command:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn a_named_command_is_found_and_a_wrong_one_is_not() {
    let body = regisseur::cli::commands_json().unwrap();
    assert_eq!(
        commands_named("tranchez (/mj trancher)."),
        [["mj", "trancher"]]
    );
    assert!(commands_named("https://discord.com/developers et 1/2").is_empty());
    assert!(named_command(&body, "fr", &["mj", "bureau", "trancher"]).is_ok());
    assert!(named_command(&body, "en-US", &["gm", "desk", "decide"]).is_ok());
    assert!(named_command(&body, "fr", &["mj", "trancher"]).is_err());
    assert!(named_command(&body, "fr", &["mj"]).is_err());
    assert!(named_command(&body, "en-US", &["mj", "avancer"]).is_err());
}

/// What a command or option of the body lacks: a French description (not poise's
/// placeholder), an en-US name or description.
fn lacks(o: &serde_json::Value, path: &str, out: &mut Vec<String>) {
    let description = o["description"].as_str().unwrap_or_default();
    if description.is_empty() || description.starts_with("A slash command") {
        out.push(format!("{path}: no description"));
    }
    for field in ["name_localizations", "description_localizations"] {
        if o[field]["en-US"].as_str().is_none_or(str::is_empty) {
            out.push(format!("{path}: no en-US {field}"));
        }
    }
    for choice in o["choices"].as_array().into_iter().flatten() {
        if choice["name_localizations"]["en-US"].as_str().is_none() {
            out.push(format!(
                "{path}: choice {} has no en-US name",
                choice["name"]
            ));
        }
    }
    for child in o["options"].as_array().into_iter().flatten() {
        let name = child["name"].as_str().unwrap_or_default();
        lacks(child, &format!("{path} {name}"), out);
    }
}

#[test]
fn every_command_option_and_choice_is_described_and_named_in_english() {
    let body = regisseur::cli::commands_json().unwrap();
    let mut out = Vec::new();
    for command in body.as_array().unwrap() {
        lacks(
            command,
            &format!("/{}", command["name"].as_str().unwrap()),
            &mut out,
        );
    }
    assert!(out.is_empty(), "{} gaps:\n{}", out.len(), out.join("\n"));
}

#[test]
fn plurals_are_fluent_selectors_not_parentheses() {
    for locale in LOCALES {
        for (file, text) in regisseur::i18n::sources(locale) {
            for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
                assert!(
                    !line.contains("(s)") && !line.contains("(x)"),
                    "{locale}/{file}: a plural written « (s) »: {line}"
                );
            }
        }
    }
}

/// A French line's typography: every space before « : ! ? ; » and inside « « » » is
/// non-breaking (outside code spans); an English line has none.
fn typography_faults(locale: &str, line: &str) -> Vec<String> {
    let text: String = line.split('`').step_by(2).collect::<Vec<_>>().join(" ");
    let spaced = |c: char| text.contains(&format!(" {c}"));
    if locale == "fr" {
        let mut faults: Vec<String> = [':', '!', '?', ';', '»']
            .into_iter()
            .filter(|&c| spaced(c))
            .map(|c| format!("a breaking space before « {c} »"))
            .collect();
        if text.contains("« ") {
            faults.push("a breaking space after « « »".into());
        }
        faults
    } else if text.contains(['\u{a0}', '\u{202f}']) {
        vec!["a French non-breaking space".into()]
    } else {
        Vec::new()
    }
}

#[test]
fn french_spaces_do_not_break_and_english_has_none() {
    let mut out = Vec::new();
    for locale in LOCALES {
        for (file, text) in regisseur::i18n::sources(locale) {
            let values = text.lines().filter(|l| !l.trim_start().starts_with('#'));
            for line in values {
                for fault in typography_faults(locale, line) {
                    out.push(format!("{locale}/{file}: {fault}: {line}"));
                }
            }
        }
    }
    assert!(out.is_empty(), "{} faults:\n{}", out.len(), out.join("\n"));
}

#[test]
fn a_breaking_french_space_is_found_and_a_code_span_is_not() {
    assert_eq!(typography_faults("fr", "Oui : non").len(), 1);
    assert_eq!(typography_faults("fr", "« x\u{a0}»").len(), 1);
    assert!(typography_faults("fr", "Oui\u{a0}: `a :b`").is_empty());
    assert_eq!(typography_faults("en-US", "Yes\u{a0}: no").len(), 1);
    assert!(typography_faults("en-US", "Yes: no").is_empty());
}
