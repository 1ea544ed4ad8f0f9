//! Huge durations are refused with a clear error, never a panic: in a setting of either game,
//! in a scenario's `set` or `wait`, whatever the unit.

use engine::notice::RawRender;
use engine::scenario::{parse_duration, run};

#[test]
fn durations_past_four_hundred_days_are_refused() {
    for text in [
        "9999999999999999",
        "9999999999999999s",
        "99999999999999m",
        "9999999999999h",
        "999999999999d",
        "401d",
        "400d1s",
    ] {
        let e = parse_duration(text).expect_err(text);
        assert!(e.contains("longer than 400 days"), "{text}: {e}");
    }
    assert_eq!(parse_duration("400d").unwrap().num_days(), 400);
    assert_eq!(parse_duration("1m30s").unwrap().num_seconds(), 90);
}

#[test]
fn a_huge_setting_is_an_error_of_the_game_not_a_panic() {
    let mut lg = engine::loups_garous::Settings::default();
    let e = lg.set("parole", "9999999999999999").unwrap_err();
    assert!(e.to_string().contains("parole"), "{e}");
    assert_eq!(
        lg,
        engine::loups_garous::Settings::default(),
        "nothing changed"
    );
    let mut ronde = engine::ronde::calendar::Settings::default();
    assert!(ronde.set("proces_duration", "9999999999999999").is_err());
    assert!(ronde
        .set("anon_auto_approve_min", "9999999999999999")
        .is_err());
    assert_eq!(ronde, engine::ronde::calendar::Settings::default());
}

#[test]
fn a_scenario_with_a_huge_set_or_wait_fails_on_its_line() {
    let set = "game loups-garous\nset parole=9999999999999999\nplayers A B C D E F\n";
    assert!(run(set, &RawRender).is_err(), "the header is refused");
    let wait = "game loups-garous\nplayers A B C D E F\nwait 9999999999999999s\n";
    match run(wait, &RawRender) {
        Err(e) => assert!(e.message.contains("400 days"), "{}", e.message),
        Ok(report) => assert!(report.failure.is_some(), "{report:?}"),
    }
}
