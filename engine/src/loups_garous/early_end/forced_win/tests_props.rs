//! Properties on random small positions: at most one faction forced, determinism, and a
//! proved strategy (re-derived, and as exported by [`strategy()`]) followed against random
//! replies never lets another faction win.

use std::collections::{BTreeMap, BTreeSet};

use proptest::prelude::*;
use proptest::strategy::Strategy;

use super::rules::{adversary_children, apply_f, auto_next, f_actions, owner, Owner};
use super::search::{Belief, Searcher};
use super::view::{belief_of, view};
use super::*;

const SMALL: usize = 5_000;

pub(super) fn kind() -> impl Strategy<Value = Kind> {
    prop_oneof![
        6 => Just(Kind::Plain),
        1 => Just(Kind::Chasseur),
        1 => any::<(bool, bool)>().prop_map(|(vie, mort)| Kind::Sorciere { vie, mort }),
        1 => any::<bool>().prop_map(|revealed| Kind::Idiot { revealed }),
        1 => Just(Kind::Corbeau),
        1 => Just(Kind::Aubergiste),
        1 => any::<bool>().prop_map(|infection| Kind::LoupGarouNoir { infection }),
    ]
}

pub(super) fn token() -> impl Strategy<Value = Token> {
    let plain = (any::<bool>(), kind()).prop_map(|(wolf, kind)| {
        let camp = if wolf || matches!(kind, Kind::LoupGarouNoir { .. }) {
            Faction::Meute
        } else {
            Faction::Village
        };
        Token::new(camp, kind)
    });
    prop_oneof![
        12 => plain,
        1 => Just(Token::new(Faction::LoupGarouBlanc, Kind::LoupGarouBlanc)),
        1 => Just(Token::new(Faction::Pyromane, Kind::Pyromane)),
        1 => Just(Token::villager().soaked()),
        1 => Just(Token::new(Faction::Village, Kind::Tailleur)),
        1 => Just(Token::new(Faction::Village, Kind::Serrurier)),
        1 => Just(Token::wolf().lover()),
        1 => Just(Token::villager().lover()),
    ]
}

pub(super) fn position() -> impl Strategy<Value = Position> {
    let point = prop_oneof![
        Just(DecisionPoint::Dawn),
        Just(DecisionPoint::Vote),
        Just(DecisionPoint::Dusk),
        Just(DecisionPoint::Night(NightStep::Preparatifs)),
    ];
    (
        proptest::collection::vec(token(), 1..6),
        point,
        any::<Option<prop::sample::Index>>(),
        any::<bool>(),
    )
        .prop_map(|(tokens, point, maire, even)| {
            let m = maire.map(|i| i.index(tokens.len()));
            tokens
                .iter()
                .enumerate()
                .fold(Position::builder(point), |b, (i, t)| {
                    b.add(if Some(i) == m { t.maire() } else { *t }, 1)
                })
                .night_even(even)
                .build()
        })
}

/// A random adversary line from `pos` to F's next decision point, or the game's end.
fn descend(mut pos: Position, f: Faction, pick: &mut impl FnMut(usize) -> usize) -> Position {
    for _ in 0..200 {
        if pos.outcome().is_some() {
            return pos;
        }
        pos = match owner(&pos, f) {
            Owner::F => return pos,
            Owner::Auto => auto_next(&pos),
            Owner::Adversary => {
                let mut c = adversary_children(&pos, f);
                let i = pick(c.len());
                c.swap_remove(i)
            }
        };
    }
    pos
}

/// F's first action whose successors all win, and the successors grouped by view.
fn winning(
    s: &mut Searcher,
    belief: &Belief,
) -> Option<(rules::FAction, BTreeMap<view::View, Belief>)> {
    for a in f_actions(belief, s.f) {
        let mut next = Vec::new();
        let ok = belief.iter().all(|p| {
            apply_f(p, s.f, &a)
                .into_iter()
                .all(|q| s.expand(q, &mut next).is_ok())
        });
        if !ok {
            continue;
        }
        let mut groups: BTreeMap<view::View, Belief> = BTreeMap::new();
        for q in next {
            groups.entry(view(&q, s.f)).or_default().insert(q);
        }
        if groups.values().all(|b| s.value(b).0) {
            return Some((a, groups));
        }
    }
    None
}

fn any_kind() -> impl Strategy<Value = Kind> {
    let b = any::<bool>;
    prop_oneof![
        Just(Kind::Plain),
        (b(), b()).prop_map(|(vie, mort)| Kind::Sorciere { vie, mort }),
        Just(Kind::Chasseur),
        Just(Kind::Corbeau),
        Just(Kind::Serrurier),
        Just(Kind::Aubergiste),
        Just(Kind::Tailleur),
        b().prop_map(|coup| Kind::Dictateur { coup }),
        b().prop_map(|tournee| Kind::Tavernier { tournee }),
        b().prop_map(|used| Kind::Rachimbourg { used }),
        b().prop_map(|revealed| Kind::Idiot { revealed }),
        b().prop_map(|infection| Kind::LoupGarouNoir { infection }),
        Just(Kind::LoupGarouBlanc),
        Just(Kind::Pyromane),
        b().prop_map(|linceul| Kind::AraigneeLoup { linceul }),
        Just(Kind::PetiteFille),
    ]
}

pub(super) fn wild_token() -> impl Strategy<Value = Token> {
    (
        prop::sample::select(Faction::ALL.to_vec()),
        any_kind(),
        any::<[bool; 8]>(),
        0u8..4,
    )
        .prop_map(|(camp, kind, f, preload)| Token {
            camp,
            kind,
            is_maire: f[0],
            soaked: f[1],
            locked: f[2],
            is_lover: f[3],
            contract_target: f[4],
            preload,
            tied: f[5],
            hosted_last_night: f[6],
            walled_last_night: f[7],
        })
}

pub(super) fn any_point() -> impl Strategy<Value = DecisionPoint> {
    let step = prop::sample::select(vec![
        NightStep::Preparatifs,
        NightStep::Chasse,
        NightStep::Retraite,
        NightStep::LoupGarouNoir,
        NightStep::Remedes,
        NightStep::AraigneeLoup,
    ]);
    prop_oneof![
        Just(DecisionPoint::Dawn),
        Just(DecisionPoint::Election),
        Just(DecisionPoint::Vote),
        any::<bool>().prop_map(|second| DecisionPoint::Tie { second }),
        prop::sample::select(Faction::ALL.to_vec())
            .prop_map(|by| DecisionPoint::RachimbourgWindow { by }),
        Just(DecisionPoint::SecondVote),
        Just(DecisionPoint::Coup),
        Just(DecisionPoint::Dusk),
        step.prop_map(DecisionPoint::Night),
        Just(DecisionPoint::Shot),
        Just(DecisionPoint::Succession),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn any_position_is_searched_without_panic(
        tokens in proptest::collection::vec(wild_token(), 0..7),
        point in any_point(),
        flags in any::<[bool; 6]>(),
        shots in proptest::collection::vec(prop::sample::select(Faction::ALL.to_vec()), 0..2),
    ) {
        let pending = Pending {
            shots,
            succession: flags[0].then_some(Faction::Village),
            coup: flags[1],
            tournee: flags[2],
            contract: flags[3],
            self_preload: flags[4],
            ..Pending::default()
        };
        let pos = tokens
            .iter()
            .fold(Position::builder(point), |b, t| b.add(*t, 1))
            .pending(pending)
            .night_even(flags[5])
            .build();
        let _ = check(&pos, 2_000);
    }

    #[test]
    fn at_most_one_faction_is_forced_and_answers_repeat(pos in position()) {
        let forced: Vec<Faction> = pos
            .factions()
            .into_iter()
            .filter(|&f| search(&pos, f, SMALL).is_forced())
            .collect();
        prop_assert!(forced.len() <= 1, "{forced:?} on {pos:?}");
        for f in pos.factions() {
            prop_assert_eq!(search(&pos, f, SMALL), search(&pos, f, SMALL));
        }
    }

    #[test]
    fn a_proved_strategy_never_lets_another_faction_win(
        pos in position(),
        seeds in proptest::collection::vec(any::<prop::sample::Index>(), 64),
    ) {
        let mut k = 0;
        let mut pick = |n: usize| {
            k += 1;
            seeds[k % seeds.len()].index(n.max(1))
        };
        for f in pos.factions() {
            if !search(&pos, f, SMALL).is_forced() || pos.outcome().is_some() {
                continue;
            }
            let mut s = Searcher::new(f, SMALL * 4);
            let mut belief: Belief = belief_of(&pos, f, 4096).unwrap_or_default();
            let mut actual = pos.clone();
            for _ in 0..40 {
                let Some((a, groups)) = winning(&mut s, &belief) else {
                    prop_assert!(s.aborted, "no winning action in a won belief");
                    break;
                };
                let options = apply_f(&actual, f, &a);
                prop_assert!(!options.is_empty());
                let i = pick(options.len());
                let next = descend(options[i].clone(), f, &mut pick);
                if let Some(o) = next.outcome() {
                    prop_assert_eq!(o, Outcome::Win(f), "from {:?}", pos);
                    break;
                }
                let Some(b) = groups.get(&view(&next, f)) else {
                    prop_assert!(false, "the real line left F's belief");
                    break;
                };
                prop_assert!(b.contains(&next));
                belief = b.clone();
                actual = next;
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn the_exported_strategy_wins_every_random_continuation(
        pos in position(),
        seeds in proptest::collection::vec(any::<prop::sample::Index>(), 64),
    ) {
        for f in pos.factions() {
            let exported = strategy(&pos, f, SMALL);
            prop_assert_eq!(exported.is_some(), search(&pos, f, SMALL).is_forced());
            let Some(mut st) = exported else { continue };
            for run in 0..8 {
                let mut k = run * 7;
                let mut pick = |n: usize| {
                    k += 1;
                    seeds[k % seeds.len()].index(n.max(1))
                };
                let end = st.play_out(&mut pick);
                prop_assert_eq!(end, Continuation::Ended(Outcome::Win(f)), "from {:?}", pos);
            }
        }
    }
}

#[test]
fn the_initial_belief_holds_the_real_position() {
    let pos = Position::builder(DecisionPoint::Vote)
        .add(Token::wolf().maire(), 1)
        .add(Token::villager(), 2)
        .build();
    for f in [Faction::Village, Faction::Meute] {
        let b: BTreeSet<Position> = belief_of(&pos, f, 10).unwrap_or_default();
        assert!(b.contains(&pos));
    }
}
