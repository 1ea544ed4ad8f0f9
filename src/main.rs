//! The `regisseur` command line: `run` (the bot, the default), `play`, `simulate` and
//! `commands`.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use clap::{Parser, Subcommand};
use regisseur::config::Config;
use regisseur::i18n::I18n;

#[derive(Parser)]
#[command(
    name = "regisseur",
    version,
    about = "A Discord game master for Loups-Garous and La Ronde des Pantins"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Runs the bot (the default).
    Run,
    /// Plays a scenario file and prints the game as players saw it.
    Play {
        file: PathBuf,
        /// The language of the transcript.
        #[arg(long, default_value = "fr")]
        locale: String,
    },
    /// Plays many Loups-Garous games with bot players and prints win rates per camp.
    Simulate {
        #[arg(long, default_value_t = 12)]
        players: usize,
        #[arg(long, default_value_t = 1000)]
        games: u64,
        #[arg(long)]
        composition: Option<String>,
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Who plays: `smart` (each bot plays on what its seat knows), `random` (the old
        /// meter), `smart-village` or `smart-hostiles` (smart on one side only).
        #[arg(long, default_value = "smart")]
        bots: String,
        /// The language of the table.
        #[arg(long, default_value = "fr")]
        locale: String,
    },
    /// Prints the JSON body the bot sends to register its slash commands.
    Commands,
    /// Exits 0 when the running bot says it is healthy (its gateway up, its executors
    /// answering): the Docker health check.
    Health,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command.unwrap_or(Command::Run) {
        Command::Run => run(),
        Command::Play { file, locale } => regisseur::cli::play(&file, &locale),
        Command::Simulate {
            players,
            games,
            composition,
            seed,
            bots,
            locale,
        } => regisseur::cli::simulate::run(
            players,
            games,
            composition.as_deref(),
            seed,
            &bots,
            &locale,
        ),
        Command::Commands => regisseur::cli::print_commands(),
        Command::Health => health(),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn health() -> anyhow::Result<ExitCode> {
    let _ = dotenvy::dotenv();
    let path = std::env::var("HEALTH_FILE")
        .unwrap_or_else(|_| regisseur::config::DEFAULT_HEALTH_FILE.to_owned());
    match regisseur::discord::serve::healthy(std::path::Path::new(&path)) {
        Ok(()) => Ok(ExitCode::SUCCESS),
        Err(why) => {
            eprintln!("unhealthy: {why}");
            Ok(ExitCode::FAILURE)
        }
    }
}

/// Colours in the logs only on a terminal (never in a file or `docker logs`), and never
/// with `NO_COLOR` set.
fn colour() -> bool {
    std::io::IsTerminal::is_terminal(&std::io::stdout()) && std::env::var_os("NO_COLOR").is_none()
}

fn run() -> anyhow::Result<ExitCode> {
    let config = Config::from_env()?;
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "info,serenity=warn".into()),
        )
        .with_ansi(colour())
        .init();
    regisseur::allocator::tune();
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let store = regisseur::store::Store::connect_at_start_up(&config.database_url).await?;
        let i18n = Arc::new(I18n::load()?);
        regisseur::discord::run(config, store, i18n).await
    })?;
    Ok(ExitCode::SUCCESS)
}
