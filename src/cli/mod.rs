//! The offline subcommands: `play` (a scenario file), `simulate` (bot games) and `commands`
//! (the registration body).

pub mod simulate;

use std::path::Path;
use std::process::ExitCode;

use anyhow::Context as _;

use engine::notice::Arg;

use crate::i18n::I18n;

/// `regisseur play FILE`: prints the transcript, then the verdict; exit code 1 on a failed
/// check, with the line and what was expected against what happened.
pub fn play(file: &Path, locale: &str) -> anyhow::Result<ExitCode> {
    let source =
        std::fs::read_to_string(file).with_context(|| format!("cannot read {}", file.display()))?;
    let i18n = I18n::load()?;
    let report = engine::scenario::run(&source, &i18n.renderer(locale))
        .map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
    for line in &report.transcript {
        println!("{line}");
    }
    match report.failure {
        None => {
            let args = [
                ("file".to_owned(), Arg::Str(file.display().to_string())),
                ("checks".to_owned(), Arg::Num(report.checks as i64)),
            ];
            println!("{}", i18n.get(locale, "cli-play-passed", &args));
            Ok(ExitCode::SUCCESS)
        }
        Some(failure) => {
            eprintln!("✗ {}: {failure}", file.display());
            Ok(ExitCode::FAILURE)
        }
    }
}

/// The JSON body of `PUT /applications/{id}/commands`, French names and `en-US`
/// localizations.
pub fn commands_json() -> anyhow::Result<serde_json::Value> {
    let i18n = I18n::load()?;
    let options = crate::discord::options(&i18n);
    let body = poise::builtins::create_application_commands(&options.commands);
    Ok(serde_json::to_value(body)?)
}

/// `regisseur commands`: prints that body.
pub fn print_commands() -> anyhow::Result<ExitCode> {
    println!("{}", serde_json::to_string_pretty(&commands_json()?)?);
    Ok(ExitCode::SUCCESS)
}
