//! The keys a game says it has are the keys it reads: every key listed is read (a wrong value
//! is refused as a value, not as an unknown key), and every setting a game writes back is
//! listed, so a refusal's list of the settings there are is the whole list.

use engine::loups_garous::Settings;
use engine::setting::SettingError;

#[test]
fn every_loups_garous_setting_is_listed_and_every_listed_key_is_read() {
    let written: Vec<&str> = Settings::default()
        .pairs()
        .iter()
        .map(|(k, _)| *k)
        .collect();
    let mut listed = Settings::KEYS.to_vec();
    let mut sorted = written.clone();
    listed.sort_unstable();
    sorted.sort_unstable();
    assert_eq!(listed, sorted);
    for key in Settings::KEYS {
        let refused = Settings::default().set(key, "???");
        assert!(
            matches!(refused, Err(SettingError::Malformed { .. })),
            "{key}: {refused:?}"
        );
    }
}

#[test]
fn every_ronde_key_listed_is_read() {
    use engine::ronde::calendar::Settings;
    let now = chrono::DateTime::parse_from_rfc3339("2027-03-20T10:00:00+01:00")
        .unwrap()
        .to_utc();
    for key in Settings::KEYS {
        let mut s = Settings::starting_at(now);
        let refused = s.set(key, "???");
        assert!(
            !matches!(refused, Err(SettingError::Unknown { .. })),
            "{key}: {refused:?}"
        );
    }
    let mut s = Settings::starting_at(now);
    assert!(matches!(
        s.set("debu", "2027-03-20"),
        Err(SettingError::Unknown { known, .. }) if known.contains(&"debut")
    ));
}
