//! The bound of the factions out at their first hanging ([`hanged_out`]) never hides a
//! forced win: on random positions of a lone Loup-Garou Blanc or Pyromane, or a mixed
//! couple, among the adversary's tokens, wherever it answers, the full search (its own
//! bound off) proves nothing either.

use proptest::prelude::{any, prop_oneof};
use proptest::strategy::{Strategy as Gen, ValueTree};
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};

use super::bound::hanged_out;
use super::search::Searcher;
use super::tests_props::{any_point, token, wild_token};
use super::view::belief_of;
use super::*;

fn lone_solitaire() -> impl Gen<Value = (Position, Faction)> {
    (
        0..3usize,
        (wild_token(), wild_token()),
        proptest::collection::vec((prop_oneof![token(), wild_token()], 1u8..4), 1..6),
        any_point(),
        any::<[bool; 5]>(),
    )
        .prop_map(|(which, (a, b), others, point, flags)| {
            let (f, ours) = match which {
                0 => (
                    Faction::LoupGarouBlanc,
                    vec![Token::new(Faction::LoupGarouBlanc, Kind::LoupGarouBlanc)],
                ),
                1 => (
                    Faction::Pyromane,
                    vec![Token::new(Faction::Pyromane, Kind::Pyromane)],
                ),
                _ => {
                    let (mut a, mut b) = (a, b);
                    (a.camp, b.camp) = (Faction::Village, Faction::Meute);
                    (a.is_lover, b.is_lover) = (true, true);
                    (a.tied, b.tied) = (false, false);
                    (Faction::Couple, vec![a, b])
                }
            };
            let pending = Pending {
                self_preload: flags[1],
                ..Pending::default()
            };
            let mut b = ours
                .iter()
                .fold(Position::builder(point), |b, t| {
                    b.add(if flags[3] { t.maire() } else { *t }, 1)
                })
                .night_even(flags[0])
                .pending(pending);
            for (t, n) in &others {
                let mut t = *t;
                t.is_lover &= f != Faction::Couple && flags[4];
                b = b.add(t, *n);
            }
            let b = if flags[2] { b.election_due() } else { b };
            (b.build(), f)
        })
}

#[test]
fn the_solitaire_bound_never_hides_a_forced_win() {
    // Given 4 000 random positions of a lone Solitaire or a couple; when the bound answers, then the
    // full search proves nothing; and it did answer often (the check is not vacuous).
    let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &[23; 32]);
    let mut runner = TestRunner::new_with_rng(Config::default(), rng);
    let mut answered = 0;
    let mut couples = 0;
    for _ in 0..4_000 {
        let (pos, f) = lone_solitaire()
            .new_tree(&mut runner)
            .expect("a position")
            .current();
        if pos.outcome().is_some() || !hanged_out(&pos, f) {
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
        couples += usize::from(f == Faction::Couple);
    }
    assert!(answered >= 400, "the bound answered {answered} times");
    assert!(couples >= 20, "the bound answered {couples} couples");
}

#[test]
fn a_lone_solitaire_that_may_still_win_is_searched() {
    // Given the Loup-Garou Blanc at the vote against one villager, and at dusk against
    // four: then the bound does not answer (a tie; a night that may kill three).
    let one = Position::builder(DecisionPoint::Vote)
        .add(Token::new(Faction::LoupGarouBlanc, Kind::LoupGarouBlanc), 1)
        .add(Token::villager(), 1)
        .build();
    assert!(!hanged_out(&one, Faction::LoupGarouBlanc));
    let four = Position::builder(DecisionPoint::Dusk)
        .add(Token::new(Faction::LoupGarouBlanc, Kind::LoupGarouBlanc), 1)
        .add(Token::wolf(), 1)
        .add(Token::villager(), 3)
        .build();
    assert!(!hanged_out(&four, Faction::LoupGarouBlanc));
    // And against twelve at dusk, it answers.
    let many = Position::builder(DecisionPoint::Dusk)
        .add(Token::new(Faction::LoupGarouBlanc, Kind::LoupGarouBlanc), 1)
        .add(Token::wolf(), 3)
        .add(Token::villager(), 9)
        .build();
    assert!(hanged_out(&many, Faction::LoupGarouBlanc));
    assert!(!search(&many, Faction::LoupGarouBlanc, DEFAULT_BUDGET).is_forced());
}
