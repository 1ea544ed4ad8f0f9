//! The Ronde's refusals say what rules §10 says, in both languages: every line of §10's table
//! (`- \`code\` French / English`) against the message the bot shows for that code, rendered
//! with the arguments the engine passes (placeholders filled with the same sample values).

use engine::ronde::error::RondeError;
use engine::ronde::personnage::Personnage;
use engine::Arg;
use regisseur::i18n::I18n;

/// §10's table: (code, French, English).
fn table() -> Vec<(String, String, String)> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/rules/ronde-des-pantins.md");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let section = text
        .split("## 10. Error messages")
        .nth(1)
        .and_then(|s| s.split("\n## ").next())
        .expect("§10 in the rules file");
    section
        .lines()
        .filter_map(|l| {
            let rest = l.strip_prefix("- `")?;
            let (code, texts) = rest.split_once("` ")?;
            let (fr, en) = texts.split_once(" / ")?;
            Some((code.to_owned(), fr.trim().to_owned(), en.trim().to_owned()))
        })
        .collect()
}

/// The message a §10 code is shown with: §10 names two codes differently from the engine, and
/// words the MJs' refusal for the Ronde's Metteurs en scène (`Hosted::shown_code`).
fn message_id(code: &str) -> String {
    let ours = match code {
        "self" => "target-self",
        "not-registered" => "not-a-player",
        "not-mj" => "ronde-not-mj",
        other => other,
    };
    format!("error-{ours}")
}

/// A refusal of this code as the engine makes it, for the codes whose messages have
/// arguments, and what §10's placeholders then read in French and in English.
fn sample(code: &str) -> Option<(RondeError, [(&'static str, &'static str); 2])> {
    Some(match code {
        "duplicate" => (
            RondeError::Duplicate(3),
            [("{lien}", "Procès n°3"), ("{link}", "Procès n°3")],
        ),
        "every-other" => (RondeError::EveryOther(5), [("{n}", "5"), ("{n}", "5")]),
        "window" => (
            RondeError::Window("j4-j8-j12"),
            [
                ("{fenêtre}", "J4, J8 et J12"),
                ("{window}", "days 4, 8 and 12"),
            ],
        ),
        "used" => (
            RondeError::Used(1, 2),
            [("{n}/{max}", "1/2"), ("{n}/{max}", "1/2")],
        ),
        "destiny-day" => (
            RondeError::DestinyDay(Personnage::Chucky),
            [("{personnage}", "Chucky"), ("{character}", "Chucky")],
        ),
        "bad-format" => (
            RondeError::BadFormat("x".into()),
            [("{détail}", "x"), ("{detail}", "x")],
        ),
        _ => return None,
    })
}

#[test]
fn every_refusal_of_rules_section_10_reads_as_its_table_says() {
    let i18n = I18n::load().unwrap();
    let rows = table();
    assert!(rows.len() >= 35, "§10 has {} lines", rows.len());
    let mut wrong = Vec::new();
    for (code, fr, en) in rows {
        let sample = sample(&code);
        let args: Vec<(String, Arg)> = sample.as_ref().map_or(Vec::new(), |(e, _)| {
            e.args()
                .into_iter()
                .map(|(k, v)| (k.to_owned(), Arg::from(v)))
                .collect()
        });
        for (i, (locale, mut want)) in [("fr", fr), ("en-US", en)].into_iter().enumerate() {
            if let Some((_, fills)) = &sample {
                want = want.replace(fills[i].0, fills[i].1);
            }
            // §10 is written with plain spaces; the French texts' typography is `i18n.rs`'s.
            let got = i18n
                .get(locale, &message_id(&code), &args)
                .replace('\u{a0}', " ");
            if got != want {
                wrong.push(format!("{code} ({locale}): «{got}», §10: «{want}»"));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} differ:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}
