//! Reaching the database at start-up: what is tried, told without secrets (scheme, host, port,
//! database; never a password), tried again with back-off while the server cannot be reached.

use std::str::FromStr;
use std::time::Duration;

use sqlx::any::AnyConnectOptions;
use sqlx::postgres::PgConnectOptions;
use sqlx::{AnyConnection, Connection};

use super::{Backend, Store, StoreError};

/// How long one attempt may wait for the server to answer.
const ATTEMPT_TIMEOUT: Duration = Duration::from_secs(5);
/// The first pause between attempts; it doubles up to [`LONGEST_PAUSE`].
const FIRST_PAUSE: Duration = Duration::from_secs(1);
const LONGEST_PAUSE: Duration = Duration::from_secs(30);

/// The backend a URL names, or what to say about it (its scheme only: the rest may hold a
/// password).
pub(super) fn backend_of(url: &str) -> Result<Backend, StoreError> {
    match scheme(url) {
        Some("sqlite") => Ok(Backend::Sqlite),
        Some("postgres" | "postgresql") => Ok(Backend::Postgres),
        Some(other) => Err(StoreError::UnsupportedUrl(format!("scheme {other:?}"))),
        None => Err(StoreError::UnsupportedUrl("no scheme".to_owned())),
    }
}

fn scheme(url: &str) -> Option<&str> {
    let (scheme, _) = url.split_once(':')?;
    let valid = scheme.starts_with(|c: char| c.is_ascii_alphabetic())
        && scheme
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c));
    valid.then_some(scheme)
}

/// What a database URL points at, safe to print: `postgres://host:port/database` (the host and
/// port PostgreSQL's defaults fill in when the URL leaves them out), or the SQLite file.
pub fn describe(url: &str) -> String {
    match backend_of(url) {
        Ok(Backend::Sqlite) => {
            let path = url.trim_start_matches("sqlite:").trim_start_matches("//");
            format!("sqlite file {}", path.split('?').next().unwrap_or(""))
        }
        Ok(Backend::Postgres) => match PgConnectOptions::from_str(url) {
            Ok(options) => {
                let at = match options.get_socket() {
                    Some(socket) => format!("socket {}", socket.display()),
                    None => format!("{}:{}", options.get_host(), options.get_port()),
                };
                let database = options.get_database().unwrap_or(options.get_username());
                format!("postgres://{at}/{database}")
            }
            Err(_) => "postgres (an unreadable URL)".to_owned(),
        },
        Err(_) => format!(
            "an unsupported URL ({})",
            scheme(url).unwrap_or("no scheme")
        ),
    }
}

/// Whether an attempt failed because the server is not there yet (worth trying again), rather
/// than because of what was asked (a wrong password, an unknown database…).
fn unreachable(error: &sqlx::Error) -> bool {
    match error {
        sqlx::Error::Io(_) | sqlx::Error::PoolTimedOut => true,
        // too_many_connections, cannot_connect_now (starting up or shutting down)
        sqlx::Error::Database(e) => matches!(e.code().as_deref(), Some("53300" | "57P03")),
        _ => false,
    }
}

/// One connection, given [`ATTEMPT_TIMEOUT`] to answer.
async fn attempt(url: &str) -> Result<(), sqlx::Error> {
    sqlx::any::install_default_drivers();
    let options = AnyConnectOptions::from_str(url)?;
    let connection = tokio::time::timeout(ATTEMPT_TIMEOUT, AnyConnection::connect_with(&options))
        .await
        .map_err(|_| sqlx::Error::PoolTimedOut)??;
    connection.close().await
}

fn reason(error: &sqlx::Error) -> String {
    match error {
        sqlx::Error::PoolTimedOut => format!("no answer within {} s", ATTEMPT_TIMEOUT.as_secs()),
        e => e.to_string(),
    }
}

impl Store {
    /// [`Store::connect`] for the bot's start-up: says what it tries, and while a PostgreSQL
    /// server cannot be reached, says so at each attempt and tries again after 1 s, 2 s, 4 s…
    /// up to 30 s. Other failures (a refused password, a failed migration…) end it.
    pub async fn connect_at_start_up(url: &str) -> Result<Store, StoreError> {
        let target = describe(url);
        if backend_of(url)? == Backend::Postgres {
            tracing::info!("connecting to the database at {target}");
            let mut pause = FIRST_PAUSE;
            loop {
                match attempt(url).await {
                    Ok(()) => break,
                    Err(e) if unreachable(&e) => {
                        tracing::warn!(
                            "the database at {target} cannot be reached ({}); trying again in {} s",
                            reason(&e),
                            pause.as_secs()
                        );
                        tokio::time::sleep(pause).await;
                        pause = (pause * 2).min(LONGEST_PAUSE);
                    }
                    Err(e) => return Err(StoreError::Connect { target, reason: e }),
                }
            }
        }
        let store = Store::connect(url).await.map_err(|e| match e {
            StoreError::Database(reason) => StoreError::Connect {
                target: target.clone(),
                reason,
            },
            e => e,
        })?;
        tracing::info!("database ready at {target}");
        Ok(store)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn describes_a_postgres_url_without_its_password() {
        let url = "postgres://regisseur:hunter2@db.example:6543/games?sslmode=disable";
        assert_eq!(describe(url), "postgres://db.example:6543/games");
        assert_eq!(
            describe("postgresql://bob:pw@localhost/"),
            "postgres://localhost:5432/bob"
        );
        let with_password_param = "postgres://h/db?password=hunter2";
        assert!(!describe(with_password_param).contains("hunter2"));
    }

    #[test]
    fn an_unsupported_scheme_is_named_and_nothing_more() {
        let err = backend_of("mysql://root:hunter2@db/x").unwrap_err();
        let text = err.to_string();
        assert!(text.contains("\"mysql\""), "{text}");
        assert!(!text.contains("hunter2"), "{text}");
        assert!(backend_of("just-a-path/regisseur.db").is_err());
        assert_eq!(backend_of("sqlite://data/x.db").unwrap(), Backend::Sqlite);
        assert_eq!(
            describe("sqlite://data/x.db?mode=rwc"),
            "sqlite file data/x.db"
        );
    }

    #[test]
    fn only_an_absent_server_is_worth_waiting_for() {
        let refused = std::io::Error::from(std::io::ErrorKind::ConnectionRefused);
        assert!(unreachable(&sqlx::Error::Io(refused)));
        assert!(unreachable(&sqlx::Error::PoolTimedOut));
        assert!(!unreachable(&sqlx::Error::Configuration("bad".into())));
    }
}
