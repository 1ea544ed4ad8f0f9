//! A game setting refused (`/mj creer`'s options, a scenario's header): a key no setting
//! has, with the keys there are, or a value not of the setting's kind, with the kind.

/// What a setting's value should be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// `30s`, `2min`, `1h`.
    Duration,
    /// A whole number.
    Number,
    /// `oui` or `non`.
    Flag,
    /// `2027-03-20`.
    Date,
    /// `18:00`.
    Time,
    /// RFC 3339, `2027-03-27T20:00:00+01:00`.
    Instant,
    /// An IANA zone, `Europe/Paris`.
    Zone,
    /// A number of minutes within the game's length.
    Minutes,
}

/// A yes-or-no setting's value, in either language: `oui`/`non`, `yes`/`no`,
/// `true`/`false`, `on`/`off`, `1`/`0`.
///
/// ```
/// use engine::setting::flag;
/// assert_eq!(flag("non"), Some(false));
/// assert_eq!(flag("yes"), Some(true));
/// assert_eq!(flag("peut-être"), None);
/// ```
pub fn flag(value: &str) -> Option<bool> {
    match value {
        "oui" | "yes" | "true" | "on" | "1" => Some(true),
        "non" | "no" | "false" | "off" | "0" => Some(false),
        _ => None,
    }
}

impl Expected {
    /// The kind's id, for the texts that name it.
    pub const fn id(self) -> &'static str {
        match self {
            Expected::Duration => "duree",
            Expected::Number => "nombre",
            Expected::Flag => "oui-non",
            Expected::Date => "date",
            Expected::Time => "heure",
            Expected::Instant => "instant",
            Expected::Zone => "fuseau",
            Expected::Minutes => "minutes",
        }
    }

    const fn english(self) -> &'static str {
        match self {
            Expected::Duration => "a duration (30s, 2min)",
            Expected::Number => "a whole number",
            Expected::Flag => "`oui` or `non`",
            Expected::Date => "a date (2027-03-20)",
            Expected::Time => "a time (18:00)",
            Expected::Instant => "an instant (2027-03-27T20:00:00+01:00)",
            Expected::Zone => "a time zone (Europe/Paris)",
            Expected::Minutes => "a number of minutes within the game",
        }
    }
}

impl std::fmt::Display for Expected {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.english())
    }
}

/// A setting refused.
///
/// ```
/// use engine::loups_garous::Settings;
/// use engine::setting::{Expected, SettingError};
/// let mut s = Settings::default();
/// assert!(matches!(s.set("parle", "30s"), Err(SettingError::Unknown { .. })));
/// let err = s.set("parole", "trente").unwrap_err();
/// assert!(matches!(err, SettingError::Malformed { expected: Expected::Duration, .. }));
/// assert_eq!(err.to_string(), "`parole`: `trente` is not a duration (30s, 2min)");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SettingError {
    #[error("unknown setting `{key}`")]
    Unknown {
        key: String,
        /// Every key the game has.
        known: &'static [&'static str],
    },
    #[error("`{key}`: `{value}` is not {expected}")]
    Malformed {
        key: String,
        value: String,
        expected: Expected,
    },
    /// Not written `key=value`.
    #[error("`{0}` is not written key=value")]
    NotAPair(String),
}

impl SettingError {
    pub fn malformed(key: &str, value: &str, expected: Expected) -> SettingError {
        SettingError::Malformed {
            key: key.to_owned(),
            value: value.to_owned(),
            expected,
        }
    }
}
