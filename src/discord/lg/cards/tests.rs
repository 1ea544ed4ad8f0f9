//! The cards a group of notices makes: the role card's parts, a dawn gathering its deaths,
//! the end's table of 30 players split and fitted, in both locales.

use super::*;
use engine::loups_garous::state::{Outcome, Player};
use engine::loups_garous::EndReason;
use engine::notice::Name;

fn state(n: u64) -> State {
    let roles = [
        Role::LoupGarou,
        Role::Voyante,
        Role::Villageois,
        Role::Cupidon,
    ];
    let players = (1..=n)
        .map(|i| {
            let mut p = Player::new(
                PlayerId(i),
                &format!("Joueuse au long nom n°{i:02}"),
                roles[(i as usize) % roles.len()],
            );
            p.alive = i % 3 != 0;
            p
        })
        .collect();
    State {
        players,
        lovers: Some((PlayerId(1), PlayerId(2))),
        ..State::default()
    }
}

fn place(id: &str) -> Notice {
    Notice::new(Audience::Channel("place".into()), id)
}

fn i18n() -> I18n {
    I18n::load().expect("the Fluent files load")
}

#[test]
fn the_role_card_names_the_role_what_it_does_its_items_and_the_goal() {
    let (s, i18n) = (state(6), i18n());
    let dealt = Notice::new(Audience::Player(PlayerId(1)), "lg-role-card")
        .arg("role", "voyante")
        .arg("camp", "village");
    let parts = parts(&s, &i18n, "fr", &[&dealt]);
    let [Part::Card(card)] = parts.as_slice() else {
        panic!("{parts:?}")
    };
    assert_eq!(card.title, "Ton rôle\u{a0}: Voyante");
    assert_eq!(card.colour, colour(Camp::Village));
    let names: Vec<&str> = card.fields.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(names.len(), 4, "{names:?}");
    let plain = card.plain();
    assert!(plain.contains("Boule de cristal"), "{plain}");
    assert!(plain.contains("Tu gagnes"), "{plain}");
    let en = parts_card(&s, &i18n, "en-US", &dealt);
    assert!(en.title.starts_with("Your role"), "{}", en.title);
    assert!(en.plain().contains("You win"), "{}", en.plain());
}

fn parts_card(s: &State, i18n: &I18n, locale: &str, n: &Notice) -> Card {
    match parts(s, i18n, locale, &[n]).pop() {
        Some(Part::Card(c)) => c,
        other => panic!("{other:?}"),
    }
}

#[test]
fn role_card_now_says_infected_and_in_love() {
    let (mut s, i18n) = (state(6), i18n());
    s.phase = Phase::Day(2, engine::loups_garous::state::DayStage::Parole);
    s.players[0].infected = true;
    let card = card_now(&s, &i18n, "fr", PlayerId(1)).expect("a seat");
    assert_eq!(card.colour, colour(camp_of(&s, PlayerId(1))));
    assert!(card.description.contains("infecté"), "{}", card.description);
    assert!(card.description.contains("n°02"), "{}", card.description);
}

#[test]
fn a_dawn_gathers_its_deaths_and_lets_the_next_notice_be_text() {
    let (s, i18n) = (state(6), i18n());
    let notices = [
        place("lg-dawn").arg("day", 2u32),
        place("lg-dead")
            .arg("name", Name("**Ana**".into()))
            .arg("role", "voyante"),
        place("lg-parole").arg("day", 2u32),
    ];
    let refs: Vec<&Notice> = notices.iter().collect();
    let parts = parts(&s, &i18n, "fr", &refs);
    assert_eq!(parts.len(), 2, "{parts:?}");
    let Part::Card(dawn) = &parts[0] else {
        panic!("{parts:?}")
    };
    assert!(dawn.title.contains("Le jour 2 se lève"), "{}", dawn.title);
    assert!(
        dawn.description.contains("\\*\\*Ana\\*\\*"),
        "{}",
        dawn.description
    );
    assert!(matches!(&parts[1], Part::Text(t) if t.contains("Tours de parole")));
}

#[test]
fn a_notice_to_the_meute_is_never_a_public_card() {
    let (s, i18n) = (state(6), i18n());
    let meute = Notice::new(Audience::Channel("meute".into()), "lg-dawn").arg("day", 1u32);
    assert!(matches!(
        parts(&s, &i18n, "fr", &[&meute]).as_slice(),
        [Part::Text(_)]
    ));
}

#[test]
fn the_end_of_a_30_player_game_lists_every_player_by_camp_winners_first_and_fits() {
    let (mut s, i18n) = (state(30), i18n());
    s.phase = Phase::Ended;
    s.outcome = Some(Outcome {
        winner: Some(Camp::Meute),
        reason: EndReason::Condition,
    });
    let mut notices = vec![place("lg-end").arg("camp", "meute")];
    notices.extend(s.players.iter().map(|p| {
        place("lg-end-role")
            .arg("name", Name(p.name.clone()))
            .arg("role", p.role.id())
    }));
    let refs: Vec<&Notice> = notices.iter().collect();
    for locale in ["fr", "en-US"] {
        let parts = parts(&s, &i18n, locale, &refs);
        let [Part::Card(end)] = parts.as_slice() else {
            panic!("{parts:?}")
        };
        assert_eq!(end.colour, colour(Camp::Meute));
        assert!(end.fields[0].name.contains("🏆"), "{:?}", end.fields[0]);
        assert!(!end.fields[1..].iter().any(|f| f.name.contains("🏆")));
        let rows: usize = end.fields.iter().map(|f| f.value.lines().count()).sum();
        assert_eq!(rows, 30);
        assert_eq!(end.plain().matches('💘').count(), 2);
        for embed in end.fitted() {
            assert!(embed.size() <= crate::discord::host::card::MAX_TOTAL);
            assert!(embed.fields.iter().all(|f| f.value.chars().count() <= 1024));
        }
    }
}

#[test]
fn a_hanging_is_coloured_by_the_camp_its_text_shows() {
    let (s, i18n) = (state(6), i18n());
    let hanged = |infected: &str| {
        place("lg-hanged")
            .arg("name", Name("Ana".into()))
            .arg("role", "voyante")
            .arg("infected", infected)
    };
    assert_eq!(
        parts_card(&s, &i18n, "fr", &hanged("non")).colour,
        colour(Camp::Village)
    );
    let infected = parts_card(&s, &i18n, "fr", &hanged("oui"));
    assert_eq!(infected.colour, colour(Camp::Meute));
    assert!(
        infected.description.contains("infecté"),
        "{}",
        infected.description
    );
    let hidden = place("lg-dead-hidden").arg("name", Name("Ana".into()));
    assert!(
        matches!(
            parts(&s, &i18n, "fr", &[&hidden]).as_slice(),
            [Part::Text(_)]
        ),
        "a hidden role opens no coloured card"
    );
}
