//! The Solitaire's bound ([`solitaire_hopeless`]) never hides a forced win: on random
//! positions of a lone Loup-Garou Blanc or Pyromane among the adversary's tokens, wherever
//! it answers, the full search (its own bound off) proves nothing either.

use proptest::prelude::{any, prop_oneof};
use proptest::strategy::{Strategy as Gen, ValueTree};
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};

use super::bound::solitaire_hopeless;
use super::search::Searcher;
use super::tests_props::{any_point, token, wild_token};
use super::view::belief_of;
use super::*;

fn lone_solitaire() -> impl Gen<Value = (Position, Faction)> {
    (
        any::<bool>(),
        proptest::collection::vec((prop_oneof![token(), wild_token()], 1u8..4), 1..6),
        any_point(),
        any::<[bool; 5]>(),
    )
        .prop_map(|(white, others, point, flags)| {
            let (f, kind) = if white {
                (Faction::LoupGarouBlanc, Kind::LoupGarouBlanc)
            } else {
                (Faction::Pyromane, Kind::Pyromane)
            };
            let mut lone = Token::new(f, kind);
            lone.is_maire = flags[3];
            lone.soaked = flags[4] && white;
            let pending = Pending {
                self_preload: flags[1],
                ..Pending::default()
            };
            let b = others
                .iter()
                .fold(Position::builder(point).add(lone, 1), |b, (t, n)| {
                    b.add(*t, *n)
                })
                .night_even(flags[0])
                .pending(pending);
            let b = if flags[2] { b.election_due() } else { b };
            (b.build(), f)
        })
}

#[test]
fn the_solitaire_bound_never_hides_a_forced_win() {
    // Given 3 000 random positions of a lone Solitaire; when the bound answers, then the
    // full search proves nothing; and it did answer often (the check is not vacuous).
    let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &[23; 32]);
    let mut runner = TestRunner::new_with_rng(Config::default(), rng);
    let mut answered = 0;
    for _ in 0..3_000 {
        let (pos, f) = lone_solitaire()
            .new_tree(&mut runner)
            .expect("a position")
            .current();
        if pos.outcome().is_some() || !solitaire_hopeless(&pos, f) {
            continue;
        }
        let Some(belief) = belief_of(&pos, f, 4096) else {
            continue;
        };
        let mut s = Searcher::new(f, 20_000);
        s.bounded = false;
        let (won, _) = s.value(&belief);
        assert!(!won, "{f:?} forced although hopeless in {pos:?}");
        answered += 1;
    }
    assert!(answered >= 300, "the bound answered {answered} times");
}

#[test]
fn a_lone_solitaire_that_may_still_win_is_searched() {
    // Given the Loup-Garou Blanc at the vote against one villager, and at dusk against
    // four: then the bound does not answer (a tie; a night that may kill three).
    let one = Position::builder(DecisionPoint::Vote)
        .add(Token::new(Faction::LoupGarouBlanc, Kind::LoupGarouBlanc), 1)
        .add(Token::villager(), 1)
        .build();
    assert!(!solitaire_hopeless(&one, Faction::LoupGarouBlanc));
    let four = Position::builder(DecisionPoint::Dusk)
        .add(Token::new(Faction::LoupGarouBlanc, Kind::LoupGarouBlanc), 1)
        .add(Token::wolf(), 1)
        .add(Token::villager(), 3)
        .build();
    assert!(!solitaire_hopeless(&four, Faction::LoupGarouBlanc));
    // And against twelve at dusk, it answers.
    let many = Position::builder(DecisionPoint::Dusk)
        .add(Token::new(Faction::LoupGarouBlanc, Kind::LoupGarouBlanc), 1)
        .add(Token::wolf(), 3)
        .add(Token::villager(), 9)
        .build();
    assert!(solitaire_hopeless(&many, Faction::LoupGarouBlanc));
    assert!(!search(&many, Faction::LoupGarouBlanc, DEFAULT_BUDGET).is_forced());
}
