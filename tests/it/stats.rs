//! The statistics of a known set of games, computed by hand from their scenario files and
//! matched: three Loups-Garous games (a Village win, a Meute win, a draw) and a Ronde that
//! ends, each played by the engine and read back from its log as the store keeps it.

use std::sync::Arc;

use regisseur::history::stats::{player, server, Tally, NONE_WON};
use regisseur::history::{fold, Record};
use regisseur::store::GameId;

const VILLAGE: &str = include_str!("../../engine/tests/scenarios/loups-garous/victory/village.scn");
const MEUTE: &str = include_str!("../../engine/tests/scenarios/loups-garous/victory/meute.scn");
const NUL: &str = include_str!("../../engine/tests/scenarios/loups-garous/victory/nul.scn");
const J13: &str = include_str!("../../engine/tests/scenarios/ronde/cases/34-j13.scn");

/// A scenario played, its log read back as a finished game's record.
fn record(id: i64, source: &str) -> Arc<Record> {
    let i18n = regisseur::i18n::I18n::load().unwrap();
    let report = engine::scenario::run(source, &i18n.renderer("fr")).unwrap();
    assert!(report.failure.is_none(), "{:?}", report.failure);
    let log: Vec<&str> = report.log.iter().map(String::as_str).collect();
    let ronde = source.contains("game ronde-des-pantins");
    let (found, kind) = if ronde {
        (fold::<engine::ronde::Ronde>(&log), engine::ronde::KIND)
    } else {
        (
            fold::<engine::loups_garous::LoupsGarous>(&log),
            engine::loups_garous::KIND,
        )
    };
    let (winner, composition, players) = found.expect("a finished game");
    Arc::new(Record {
        game: GameId(id),
        kind: kind.to_owned(),
        ended: chrono::DateTime::from_timestamp(0, 0).unwrap(),
        winner,
        composition,
        players,
    })
}

fn tally(games: u32, wins: u32) -> Tally {
    Tally { games, wins }
}

#[test]
fn a_known_set_of_games_gives_the_stats_counted_by_hand() {
    let records = vec![
        record(1, VILLAGE),
        record(2, MEUTE),
        record(3, NUL),
        record(4, J13),
    ];
    // Seats are numbered in the order of `players`: Alice 1, Bob 2.
    let alice = player(&records, 1);
    assert_eq!(
        alice.lg,
        tally(3, 1),
        "villageoise won (Village), lost (Meute), chasseur drew"
    );
    assert_eq!(alice.survived, 1, "alive only at the Village's win");
    assert_eq!(alice.by_role["villageois"], tally(2, 1));
    assert_eq!(alice.by_role["chasseur"], tally(1, 0));
    assert_eq!(alice.by_camp["village"], tally(3, 1));
    assert_eq!(alice.ronde.games, 1);
    assert_eq!(alice.points, 110, "the file's own check");
    assert_eq!(alice.personnages["alice"], 1);
    let bob = player(&records, 2);
    assert_eq!(bob.lg, tally(3, 1), "the wolf won only with the Meute");
    assert_eq!(bob.survived, 1, "hanged, alive, shot");
    assert_eq!(bob.by_role["loup-garou"], tally(3, 1));
    assert_eq!(bob.by_camp["meute"], tally(3, 1));
    assert_eq!(bob.personnages["voyante"], 1);
    let fa = player(&records, 3);
    assert_eq!(
        (fa.lg.games, fa.ronde.games),
        (3, 1),
        "Chloe in the games, Fa in the Ronde"
    );
    assert_eq!((fa.points, fa.best), (50, Some(50)));

    let s = server(&records);
    let by_size: Vec<_> = s
        .by_size
        .iter()
        .map(|((k, n), c)| (k.as_str(), *n, *c))
        .collect();
    assert_eq!(
        by_size,
        [
            ("loups-garous", 6, 2),
            ("loups-garous", 7, 1),
            ("ronde-des-pantins", 9, 1)
        ]
    );
    assert_eq!(s.camps[&7].0, 1);
    assert_eq!(s.camps[&7].1["village"], 1);
    assert_eq!(s.camps[&6].0, 2);
    assert_eq!(s.camps[&6].1["meute"], 1);
    assert_eq!(s.camps[&6].1[NONE_WON], 1);
    // Villageois: 6 won at the Village's win, 4 + 4 lost; the wolves: 1 lost, 2 won, 1 drew.
    let roles: Vec<_> = s.roles.iter().map(|(r, t)| (r.as_str(), *t)).collect();
    assert_eq!(
        roles,
        [
            ("loup-garou", tally(4, 2)),
            ("villageois", tally(14, 6)),
            ("chasseur", tally(1, 0))
        ]
    );
    assert_eq!(s.compositions.len(), 3);
    assert_eq!(s.ronde_points.len(), 9);
    assert!(s.ronde_points.contains(&110) && s.ronde_points.contains(&50));
}
