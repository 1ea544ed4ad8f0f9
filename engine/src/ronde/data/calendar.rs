//! The frame (§1): days J1..J13 cut at a boundary in a time zone, `game_end` at J13 13:13,
//! and the settings of a game.

use crate::setting::{Expected, SettingError};

use chrono::{Duration, NaiveDate, NaiveDateTime, NaiveTime, TimeZone};
use chrono_tz::Tz;
use serde::{Deserialize, Serialize};

use crate::game::Timestamp;

/// The last day.
pub const LAST_DAY: u32 = 13;

/// A game's settings (§1 Config), all with the rules' defaults.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// An IANA time zone name (`Europe/Paris`).
    pub timezone: String,
    /// The local date of J1.
    pub j1: NaiveDate,
    /// The local time at which a day begins.
    pub boundary: NaiveTime,
    /// `game_end`, when not J13 13:13.
    pub game_end: Option<Timestamp>,
    /// How long a procès stays open, in seconds (24 h).
    pub proces_duration: i64,
    /// How long a procès deliberates after its 4th plainte, in seconds (0).
    pub deliberation_delay: i64,
    /// Minutes before an anonymous action is approved automatically (30).
    pub anon_auto_approve_min: i64,
    /// Répétitions lines: minimum, maximum, wrap width.
    pub rep_min_lines: u32,
    pub rep_max_lines: u32,
    pub rep_width: u32,
    /// Whether players may see the leaderboard during the game.
    pub leaderboard_public_during_game: bool,
    /// The local time of the daily reminder to players whose constraint is not yet proven
    /// (none: no reminder).
    #[serde(default)]
    pub reminder: Option<NaiveTime>,
    /// Whether a constraint a stored post proves mechanically (Alice's two questions, the
    /// Souffleur's phrase) validates itself, without an MJ's card.
    #[serde(default = "yes")]
    pub prechecks: bool,
}

fn yes() -> bool {
    true
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            timezone: "Europe/Paris".into(),
            j1: NaiveDate::from_ymd_opt(2026, 12, 1).unwrap_or_default(),
            boundary: NaiveTime::MIN,
            game_end: None,
            proces_duration: 24 * 3600,
            deliberation_delay: 0,
            anon_auto_approve_min: 30,
            rep_min_lines: 3,
            rep_max_lines: 20,
            rep_width: 80,
            leaderboard_public_during_game: false,
            reminder: None,
            prechecks: true,
        }
    }
}

impl Settings {
    /// The time zone (Europe/Paris when the name is unknown).
    pub fn tz(&self) -> Tz {
        self.timezone.parse().unwrap_or(chrono_tz::Europe::Paris)
    }

    /// An instant as the players read it: day, month and time in the game's zone
    /// (`28/03 21:00`).
    pub fn short(&self, t: Timestamp) -> String {
        t.with_timezone(&self.tz())
            .format("%d/%m %H:%M")
            .to_string()
    }

    /// Every key `set` reads, in French (the English spellings are read too).
    pub const KEYS: &'static [&'static str] = &[
        "debut",
        "fuseau",
        "bascule",
        "fin",
        "rappel",
        "precontroles",
        "classement_public",
        "proces_duration",
        "deliberation_delay",
        "anon_auto_approve_min",
    ];

    /// Sets one `key=value` setting; `Err` names what is wrong.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), SettingError> {
        let wrong = |expected| SettingError::malformed(key, value, expected);
        let secs = |v: &str| {
            crate::scenario::parse_duration(v)
                .map(|d| d.num_seconds())
                .map_err(|_| wrong(Expected::Duration))
        };
        let time =
            |v: &str| NaiveTime::parse_from_str(v, "%H:%M").map_err(|_| wrong(Expected::Time));
        match key {
            "timezone" | "fuseau" => {
                value.parse::<Tz>().map_err(|_| wrong(Expected::Zone))?;
                self.timezone = value.into();
            }
            "boundary" | "bascule" => self.boundary = time(value)?,
            "debut" | "j1" => {
                self.j1 = NaiveDate::parse_from_str(value, "%Y-%m-%d")
                    .map_err(|_| wrong(Expected::Date))?;
            }
            "fin" | "game_end" => {
                let t = chrono::DateTime::parse_from_rfc3339(value)
                    .map_err(|_| wrong(Expected::Instant))?;
                self.game_end = Some(t.to_utc());
            }
            "proces_duration" => self.proces_duration = secs(value)?,
            "deliberation_delay" => self.deliberation_delay = secs(value)?,
            "anon_auto_approve_min" => {
                let max = crate::scenario::MAX_DAYS * 24 * 60;
                let minutes = value.parse::<i64>().ok().filter(|m| (0..=max).contains(m));
                self.anon_auto_approve_min = minutes.ok_or_else(|| wrong(Expected::Minutes))?;
            }
            "rappel" | "reminder" => {
                self.reminder = match value {
                    "non" | "no" | "off" => None,
                    v => Some(time(v)?),
                }
            }
            "precontroles" | "prechecks" => {
                self.prechecks =
                    crate::setting::flag(value).ok_or_else(|| wrong(Expected::Flag))?;
            }
            "classement_public" | "leaderboard_public_during_game" => {
                self.leaderboard_public_during_game =
                    crate::setting::flag(value).ok_or_else(|| wrong(Expected::Flag))?;
            }
            _ => {
                return Err(SettingError::Unknown {
                    key: key.to_owned(),
                    known: Settings::KEYS,
                })
            }
        }
        Ok(())
    }

    fn local(&self, date: NaiveDate, time: NaiveTime) -> Timestamp {
        let naive = NaiveDateTime::new(date, time);
        let tz = self.tz();
        match tz.from_local_datetime(&naive).earliest() {
            Some(t) => t.to_utc(),
            // A time skipped by a DST change: one hour later exists.
            None => tz
                .from_local_datetime(&(naive + Duration::hours(1)))
                .earliest()
                .map_or_else(|| naive.and_utc(), |t| t.to_utc()),
        }
    }

    /// The instant day `d` begins (d ≥ 1).
    pub fn boundary_of(&self, d: u32) -> Timestamp {
        let date = self.j1 + Duration::days(i64::from(d.max(1)) - 1);
        self.local(date, self.boundary)
    }

    /// The instant day `d` ends: the next day's boundary, or the game's end on J13.
    pub fn day_end(&self, d: u32) -> Timestamp {
        if d >= LAST_DAY {
            self.game_end()
        } else {
            self.boundary_of(d + 1)
        }
    }

    /// The instant of day d's reminder, if there is one: the first instant at the reminder
    /// time in the day (before `game_end` on J13).
    pub fn reminder_of(&self, d: u32) -> Option<Timestamp> {
        let time = self.reminder?;
        let start = self.boundary_of(d);
        let date = start.with_timezone(&self.tz()).date_naive();
        let mut at = self.local(date, time);
        if at < start {
            at = self.local(date + Duration::days(1), time);
        }
        (at < self.day_end(d)).then_some(at)
    }

    /// `game_end`: J13 13:13 local, unless set.
    pub fn game_end(&self) -> Timestamp {
        self.game_end.unwrap_or_else(|| {
            let date = self.j1 + Duration::days(i64::from(LAST_DAY) - 1);
            let t = NaiveTime::from_hms_opt(13, 13, 0).unwrap_or(NaiveTime::MIN);
            self.local(date, t)
        })
    }

    /// The day an instant belongs to: 0 before J1, at most 13.
    pub fn day_of(&self, t: Timestamp) -> u32 {
        let mut d = 0;
        while d < LAST_DAY && self.boundary_of(d + 1) <= t {
            d += 1;
        }
        d
    }

    /// The settings of a game whose J1 contains `now`.
    pub fn starting_at(now: Timestamp) -> Settings {
        let mut s = Settings::default();
        let local = now.with_timezone(&s.tz()).naive_local();
        s.j1 = if local.time() >= s.boundary {
            local.date()
        } else {
            local.date() - Duration::days(1)
        };
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(s: &str) -> Timestamp {
        chrono::DateTime::parse_from_rfc3339(s).unwrap().to_utc()
    }

    #[test]
    fn days_follow_paris_midnight_and_end_at_13_13() {
        let s = Settings::starting_at(at("2026-12-01T10:00:00+01:00"));
        assert_eq!(s.j1, NaiveDate::from_ymd_opt(2026, 12, 1).unwrap());
        assert_eq!(s.boundary_of(2), at("2026-12-02T00:00:00+01:00"));
        assert_eq!(s.day_of(at("2026-12-01T23:59:59+01:00")), 1);
        assert_eq!(s.day_of(at("2026-12-02T00:00:00+01:00")), 2);
        assert_eq!(s.game_end(), at("2026-12-13T13:13:00+01:00"));
        assert_eq!(s.day_of(at("2026-12-20T00:00:00+01:00")), 13);
    }

    #[test]
    fn a_flag_reads_both_languages_and_refuses_anything_else() {
        // Given the defaults (pre-checks on, leaderboard hidden)
        let mut s = Settings::default();
        // When the flags are set in English, then in French
        s.set("precontroles", "false").unwrap();
        s.set("classement_public", "yes").unwrap();
        assert!(!s.prechecks && s.leaderboard_public_during_game);
        s.set("prechecks", "oui").unwrap();
        assert!(s.prechecks);
        // Then a word that is neither is refused and changes nothing
        assert!(s.set("precontroles", "peut-être").is_err());
        assert!(s.prechecks);
    }

    #[test]
    fn settings_are_read_from_key_values() {
        let mut s = Settings::default();
        s.set("debut", "2027-01-04").unwrap();
        s.set("bascule", "06:00").unwrap();
        s.set("proces_duration", "12h").unwrap();
        assert_eq!(s.boundary_of(2), at("2027-01-05T06:00:00+01:00"));
        assert_eq!(s.game_end(), at("2027-01-16T13:13:00+01:00"));
        s.set("fin", "2027-01-16T18:00:00+01:00").unwrap();
        assert_eq!(s.game_end(), at("2027-01-16T18:00:00+01:00"));
        assert_eq!(s.proces_duration, 12 * 3600);
        assert!(s.set("fuseau", "Mars/Olympus").is_err());
        assert!(s.set("nope", "1").is_err());
    }

    #[test]
    fn dst_is_followed() {
        let mut s = Settings::starting_at(at("2026-03-20T10:00:00+01:00"));
        s.boundary = NaiveTime::from_hms_opt(0, 0, 0).unwrap();
        // 29 March 2026: Paris moves to UTC+2.
        assert_eq!(s.boundary_of(11), at("2026-03-30T00:00:00+02:00"));
    }
}
