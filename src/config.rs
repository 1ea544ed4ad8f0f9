//! Typed settings from the environment and `.env`: parsed once at start-up, never re-read.

use std::ops::Range;

use thiserror::Error;

/// Where the running bot says it is healthy when `HEALTH_FILE` is not set.
pub const DEFAULT_HEALTH_FILE: &str = "data/health";

/// Where the SQLite database lives when `DATABASE_URL` is not set.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://data/regisseur.db";

/// The bot's settings. Its `Debug` hides the token and shows the database as
/// [`crate::store::describe`] tells it (no password).
#[derive(Clone, PartialEq)]
pub struct Config {
    pub token: String,
    pub database_url: String,
    /// Register the commands on this guild only (instant), instead of globally.
    pub dev_guild: Option<u64>,
    /// `fr` or `en-US`: the language of a guild that has not chosen one.
    pub default_locale: String,
    /// Tests only: the base URL of a fake Discord (REST and gateway), reached through
    /// serenity's proxy setting (its rate limiter then off).
    pub api_base: Option<String>,
    /// Tests only: `discord.com` itself resolved to a fake (`DISCORD_API_RESOLVE`), trusting
    /// its certificate (`DISCORD_API_CA_FILE`): serenity's rate limiter stays on.
    pub api_resolve: Option<Resolve>,
    /// The shards this process runs, and the total; `None` = serenity's recommendation.
    pub shards: Option<(Range<u32>, u32)>,
    /// `PRESENCE_INTENT=1`: watch presences, so a player offline too long is *parti* (needs
    /// the privileged Presence intent turned on for the application).
    pub presence: bool,
    /// `REGISSEUR_TOY_GAME=1` (end-to-end tests only): also host the toy game `compteur`.
    pub toy_game: bool,
    /// `REGISSEUR_TEST_SPEECH=1` (end-to-end tests only): the bot's ear is fed by the fake
    /// Discord's `REGISSEUR_TEST_SPEAKING` gateway events instead of a voice connection.
    pub test_speech: bool,
    /// `REGISSEUR_NONCE_WINDOW_MS` (tests only): how long Discord is trusted to remember a
    /// message nonce (two minutes by default).
    pub nonce_window_ms: Option<u64>,
    /// `HEALTH_FILE`: the file the running bot keeps fresh while it is healthy (read by
    /// `regisseur health`, the Docker health check); `data/health` by default.
    pub health_file: std::path::PathBuf,
    /// `WEB_ADDR` (and `PUBLIC_URL`): the web view's address, off when unset.
    pub web: Option<crate::web::settings::Web>,
}

impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field("token", &"…")
            .field("database", &crate::store::describe(&self.database_url))
            .field("dev_guild", &self.dev_guild)
            .field("default_locale", &self.default_locale)
            .field("api_base", &self.api_base)
            .field("api_resolve", &self.api_resolve.as_ref().map(|r| r.addr))
            .field("shards", &self.shards)
            .field("presence", &self.presence)
            .field("web", &self.web)
            .finish_non_exhaustive()
    }
}

/// Where `discord.com` resolves to, and the certificate (PEM) trusted there.
#[derive(Clone, Debug, PartialEq)]
pub struct Resolve {
    pub addr: std::net::SocketAddr,
    pub ca_pem: String,
}

/// A setting that is missing or malformed; each message says what to set.
#[derive(Debug, Error, PartialEq)]
pub enum ConfigError {
    #[error("DISCORD_TOKEN is not set: copy .env.example to .env and put your bot's token in it")]
    MissingToken,
    #[error("{name} is not valid ({value:?}): {expected}")]
    Invalid {
        name: &'static str,
        value: String,
        expected: &'static str,
    },
}

impl Config {
    /// Reads `.env` (if any) then the environment.
    pub fn from_env() -> Result<Self, ConfigError> {
        let _ = dotenvy::dotenv();
        Self::from_lookup(|name| std::env::var(name).ok().filter(|v| !v.trim().is_empty()))
    }

    /// Reads the settings through `get` (the environment, or a map in tests).
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Self, ConfigError> {
        let token = get("DISCORD_TOKEN").ok_or(ConfigError::MissingToken)?;
        let dev_guild = get("DEV_GUILD_ID")
            .map(|v| parse_u64("DEV_GUILD_ID", &v))
            .transpose()?;
        let default_locale = get("DEFAULT_LOCALE").unwrap_or_else(|| "fr".to_owned());
        if !crate::i18n::LOCALES.contains(&default_locale.as_str()) {
            return Err(ConfigError::Invalid {
                name: "DEFAULT_LOCALE",
                value: default_locale,
                expected: "fr or en-US",
            });
        }
        let shards = match (get("SHARDS"), get("SHARD_TOTAL")) {
            (None, None) => None,
            (ids, total) => Some(parse_shards(ids, total)?),
        };
        Ok(Config {
            token,
            database_url: get("DATABASE_URL").unwrap_or_else(|| DEFAULT_DATABASE_URL.to_owned()),
            dev_guild,
            default_locale,
            api_base: get("DISCORD_API_BASE"),
            api_resolve: parse_resolve(get("DISCORD_API_RESOLVE"), get("DISCORD_API_CA_FILE"))?,
            shards,
            presence: parse_flag("PRESENCE_INTENT", get("PRESENCE_INTENT"))?,
            toy_game: parse_flag("REGISSEUR_TOY_GAME", get("REGISSEUR_TOY_GAME"))?,
            test_speech: parse_flag("REGISSEUR_TEST_SPEECH", get("REGISSEUR_TEST_SPEECH"))?,
            health_file: get("HEALTH_FILE")
                .unwrap_or_else(|| DEFAULT_HEALTH_FILE.to_owned())
                .into(),
            nonce_window_ms: get("REGISSEUR_NONCE_WINDOW_MS")
                .map(|v| parse_u64("REGISSEUR_NONCE_WINDOW_MS", &v))
                .transpose()?,
            web: crate::web::settings::parse(get("WEB_ADDR"), get("PUBLIC_URL"))?,
        })
    }
}

/// `DISCORD_API_RESOLVE=127.0.0.1:PORT` with `DISCORD_API_CA_FILE=path.pem`, both or none.
fn parse_resolve(
    addr: Option<String>,
    ca_file: Option<String>,
) -> Result<Option<Resolve>, ConfigError> {
    let (addr, file) = match (addr, ca_file) {
        (None, None) => return Ok(None),
        (Some(addr), Some(file)) => (addr, file),
        (Some(addr), None) => {
            return Err(ConfigError::Invalid {
                name: "DISCORD_API_CA_FILE",
                value: addr,
                expected: "the certificate to trust when DISCORD_API_RESOLVE is set",
            })
        }
        (None, Some(file)) => {
            return Err(ConfigError::Invalid {
                name: "DISCORD_API_RESOLVE",
                value: file,
                expected: "the address discord.com resolves to when DISCORD_API_CA_FILE is set",
            })
        }
    };
    let addr = addr.trim().parse().map_err(|_| ConfigError::Invalid {
        name: "DISCORD_API_RESOLVE",
        value: addr.clone(),
        expected: "an address and a port (127.0.0.1:8443)",
    })?;
    let ca_pem = std::fs::read_to_string(file.trim())
        .ok()
        .filter(|pem| reqwest::Certificate::from_pem(pem.as_bytes()).is_ok())
        .ok_or_else(|| ConfigError::Invalid {
            name: "DISCORD_API_CA_FILE",
            value: file.clone(),
            expected: "a readable PEM certificate",
        })?;
    Ok(Some(Resolve { addr, ca_pem }))
}

/// `1`/`true`/`oui` or `0`/`false`/`non`; absent = off.
fn parse_flag(name: &'static str, value: Option<String>) -> Result<bool, ConfigError> {
    match value
        .as_deref()
        .map(|v| v.trim().to_ascii_lowercase())
        .as_deref()
    {
        None | Some("0" | "false" | "non" | "no") => Ok(false),
        Some("1" | "true" | "oui" | "yes") => Ok(true),
        Some(_) => Err(ConfigError::Invalid {
            name,
            value: value.unwrap_or_default(),
            expected: "1 or 0",
        }),
    }
}

fn parse_u64(name: &'static str, value: &str) -> Result<u64, ConfigError> {
    value.trim().parse().map_err(|_| ConfigError::Invalid {
        name,
        value: value.to_owned(),
        expected: "a Discord id (digits)",
    })
}

/// `SHARDS=2-3` (inclusive) with `SHARD_TOTAL=4`; `SHARDS` alone means all of them.
fn parse_shards(
    ids: Option<String>,
    total: Option<String>,
) -> Result<(Range<u32>, u32), ConfigError> {
    let bad_total = |v: &str| ConfigError::Invalid {
        name: "SHARD_TOTAL",
        value: v.to_owned(),
        expected: "the total number of shards, at least 1",
    };
    let total_text = total.ok_or_else(|| bad_total(""))?;
    let total: u32 = total_text
        .trim()
        .parse()
        .ok()
        .filter(|t| *t > 0)
        .ok_or_else(|| bad_total(&total_text))?;
    let Some(ids) = ids else {
        return Ok((0..total, total));
    };
    let bad = || ConfigError::Invalid {
        name: "SHARDS",
        value: ids.clone(),
        expected: "a shard or an inclusive range below SHARD_TOTAL, e.g. 0-3",
    };
    let (first, last) = if let Some((a, b)) = ids.split_once('-') {
        (
            a.trim().parse().map_err(|_| bad())?,
            b.trim().parse().map_err(|_| bad())?,
        )
    } else {
        let one: u32 = ids.trim().parse().map_err(|_| bad())?;
        (one, one)
    };
    if first > last || last >= total {
        return Err(bad());
    }
    Ok((first..last + 1, total))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(pairs: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let map: std::collections::BTreeMap<_, _> = pairs.iter().copied().collect();
        Config::from_lookup(|k| map.get(k).map(std::string::ToString::to_string))
    }

    #[test]
    fn a_missing_token_says_what_to_set() {
        let err = config(&[]).unwrap_err();
        assert_eq!(err, ConfigError::MissingToken);
        assert!(err.to_string().contains("DISCORD_TOKEN"));
    }

    #[test]
    fn defaults_to_sqlite_and_french() {
        let c = config(&[("DISCORD_TOKEN", "t")]).unwrap();
        assert_eq!(c.database_url, DEFAULT_DATABASE_URL);
        assert_eq!(c.default_locale, "fr");
        assert_eq!(c.shards, None);
    }

    #[test]
    fn debug_shows_neither_the_token_nor_the_database_password() {
        let c = config(&[
            ("DISCORD_TOKEN", "secret-token"),
            ("DATABASE_URL", "postgres://u:hunter2@db:5433/games"),
        ])
        .unwrap();
        let shown = format!("{c:?}");
        assert!(!shown.contains("secret-token"), "{shown}");
        assert!(!shown.contains("hunter2"), "{shown}");
        assert!(shown.contains("postgres://db:5433/games"), "{shown}");
    }

    #[test]
    fn the_presence_intent_is_off_unless_asked() {
        let off = config(&[("DISCORD_TOKEN", "t")]).unwrap();
        assert!(!off.presence);
        let on = config(&[("DISCORD_TOKEN", "t"), ("PRESENCE_INTENT", "1")]).unwrap();
        assert!(on.presence);
        let bad = config(&[("DISCORD_TOKEN", "t"), ("PRESENCE_INTENT", "peut-être")]);
        assert!(matches!(
            bad,
            Err(ConfigError::Invalid {
                name: "PRESENCE_INTENT",
                ..
            })
        ));
    }

    #[test]
    fn reads_shard_ranges() {
        let c = config(&[
            ("DISCORD_TOKEN", "t"),
            ("SHARDS", "2-3"),
            ("SHARD_TOTAL", "4"),
        ])
        .unwrap();
        assert_eq!(c.shards, Some((2..4, 4)));
        assert!(config(&[
            ("DISCORD_TOKEN", "t"),
            ("SHARDS", "4"),
            ("SHARD_TOTAL", "4")
        ])
        .is_err());
        assert!(config(&[("DISCORD_TOKEN", "t"), ("DEFAULT_LOCALE", "de")]).is_err());
        assert!(config(&[("DISCORD_TOKEN", "t"), ("DEV_GUILD_ID", "abc")]).is_err());
    }

    #[test]
    fn discord_com_resolved_to_a_fake_needs_its_address_and_a_readable_certificate() {
        let dir = tempfile::tempdir().unwrap();
        let pem = dir.path().join("ca.pem");
        let made = rcgen::generate_simple_self_signed(vec!["discord.com".to_owned()]).unwrap();
        std::fs::write(&pem, made.cert.pem()).unwrap();
        let pem = pem.to_str().unwrap();
        let token = ("DISCORD_TOKEN", "t");
        let ok = config(&[
            token,
            ("DISCORD_API_RESOLVE", "127.0.0.1:8443"),
            ("DISCORD_API_CA_FILE", pem),
        ]);
        assert_eq!(ok.unwrap().api_resolve.unwrap().addr.port(), 8443);
        for (pairs, name) in [
            (
                vec![token, ("DISCORD_API_RESOLVE", "127.0.0.1:8443")],
                "DISCORD_API_CA_FILE",
            ),
            (
                vec![token, ("DISCORD_API_CA_FILE", pem)],
                "DISCORD_API_RESOLVE",
            ),
            (
                vec![
                    token,
                    ("DISCORD_API_RESOLVE", "discord"),
                    ("DISCORD_API_CA_FILE", pem),
                ],
                "DISCORD_API_RESOLVE",
            ),
            (
                vec![
                    token,
                    ("DISCORD_API_RESOLVE", "127.0.0.1:1"),
                    ("DISCORD_API_CA_FILE", "/nope.pem"),
                ],
                "DISCORD_API_CA_FILE",
            ),
        ] {
            match config(&pairs) {
                Err(ConfigError::Invalid { name: n, .. }) => assert_eq!(n, name, "{pairs:?}"),
                other => panic!("{pairs:?}: {other:?}"),
            }
        }
    }
}
