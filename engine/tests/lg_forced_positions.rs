//! §6.2 on random positions of up to 30 living (issue 13, point 1): "no game may end that a
//! faction could still lose".
//!
//! Random abstract positions are drawn near the balance where early ends happen (wolves
//! about as many as the others, a Maire on either side, a few powers, sometimes a
//! Solitaire or a couple, at the vote, at dawn before or after the election, at dusk, in
//! the night). Each is checked with the live game's budget, as the game checks it. When
//! the check ends the game for a faction F, the search's exported strategy
//! (`forced_win::strategy`) is replayed in the search's model: F's players follow it, and
//! every other choice (the other players' votes, night actions, staying out, the Corbeau,
//! locks, walls, coups, tournées, shots, successors, tie breaks) and every draw is random.
//! Each continuation must end with F's win: never another winner, never a draw, never F's
//! last player dead. `lg_forced_properties.rs` does the same from positions reached by
//! random live games (up to 12 players).

use engine::loups_garous::early_end::live_budget;
use engine::loups_garous::forced_win::{
    check, strategy, Continuation, DecisionPoint, Faction, Kind, NightStep, Outcome, Position,
    Token,
};
use proptest::prelude::*;
use proptest::strategy::ValueTree;

/// A power for a token of the Village or the Meute (mostly none).
fn kind() -> impl proptest::strategy::Strategy<Value = Kind> {
    let b = any::<bool>;
    prop_oneof![
        24 => Just(Kind::Plain),
        2 => (b(), b()).prop_map(|(vie, mort)| Kind::Sorciere { vie, mort }),
        2 => Just(Kind::Chasseur),
        1 => Just(Kind::Corbeau),
        1 => Just(Kind::Serrurier),
        1 => Just(Kind::Aubergiste),
        1 => Just(Kind::Tailleur),
        1 => b().prop_map(|coup| Kind::Dictateur { coup }),
        1 => b().prop_map(|tournee| Kind::Tavernier { tournee }),
        1 => b().prop_map(|used| Kind::Rachimbourg { used }),
        2 => b().prop_map(|revealed| Kind::Idiot { revealed }),
        2 => b().prop_map(|infection| Kind::LoupGarouNoir { infection }),
        1 => b().prop_map(|linceul| Kind::AraigneeLoup { linceul }),
        1 => Just(Kind::PetiteFille),
    ]
}

/// Where the game stands.
fn point() -> impl proptest::strategy::Strategy<Value = (DecisionPoint, bool)> {
    prop_oneof![
        3 => Just((DecisionPoint::Vote, true)),
        2 => Just((DecisionPoint::Dawn, true)),
        2 => Just((DecisionPoint::Dawn, false)),
        3 => Just((DecisionPoint::Dusk, true)),
        1 => Just((DecisionPoint::Night(NightStep::Preparatifs), true)),
        1 => Just((DecisionPoint::Night(NightStep::Retraite), false)),
        1 => Just((DecisionPoint::Night(NightStep::LoupGarouNoir), true)),
    ]
}

/// The extra tokens: powers, a Solitaire, lovers, flags.
#[derive(Debug, Clone)]
struct Extra {
    token: Token,
}

fn extra() -> impl proptest::strategy::Strategy<Value = Extra> {
    let camp = prop_oneof![3 => Just(Faction::Village), 2 => Just(Faction::Meute)];
    let dealt = (camp, kind()).prop_map(|(camp, kind)| {
        let camp = if matches!(kind, Kind::LoupGarouNoir { .. } | Kind::AraigneeLoup { .. }) {
            Faction::Meute
        } else {
            camp
        };
        Token::new(camp, kind)
    });
    prop_oneof![
        12 => dealt,
        1 => Just(Token::new(Faction::LoupGarouBlanc, Kind::LoupGarouBlanc)),
        1 => Just(Token::new(Faction::Pyromane, Kind::Pyromane)),
        1 => Just(Token::villager().soaked()),
        1 => Just(Token::villager().locked()),
        1 => Just(Token::wolf().preloaded(1)),
        1 => Just(Token::villager().preloaded(2)),
    ]
    .prop_map(|token| Extra { token })
}

/// A position of up to 30 living near the balance.
fn position() -> impl proptest::strategy::Strategy<Value = Position> {
    (
        1u8..=15,
        -2i8..=2,
        proptest::collection::vec(extra(), 0..5),
        point(),
        0u8..4,
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(
            |(wolves, lead, extras, (point, elected), maire, lovers, even)| {
                let villagers = (i16::from(wolves) + i16::from(lead)).clamp(1, 15) as u8;
                let mut tokens: Vec<Token> = Vec::new();
                tokens.extend(std::iter::repeat_n(Token::wolf(), usize::from(wolves)));
                tokens.extend(std::iter::repeat_n(
                    Token::villager(),
                    usize::from(villagers),
                ));
                tokens.extend(extras.into_iter().map(|e| e.token));
                tokens.truncate(30);
                let n = tokens.len();
                // The sash: none, a wolf's, a villager's, or the last extra token's.
                let at = match maire {
                    1 => Some(0),
                    2 => Some(usize::from(wolves)),
                    3 => Some(n - 1),
                    _ => None,
                };
                if let Some(i) = at.filter(|_| elected) {
                    tokens[i].is_maire = true;
                }
                if lovers && n >= 4 {
                    tokens[1].is_lover = true;
                    tokens[n - 2].is_lover = true;
                }
                let mut b = Position::builder(point).night_even(even);
                if !elected {
                    b = b.election_due();
                }
                tokens.into_iter().fold(b, |b, t| b.add(t, 1)).build()
            },
        )
}

/// Plays `runs` random continuations of the strategy `f` was proved with from `pos`; the
/// ends that are not F's win.
fn losses(
    pos: &Position,
    f: Faction,
    seeds: &[prop::sample::Index],
    runs: usize,
) -> Vec<Continuation> {
    let budget = live_budget(pos.living());
    let mut st = strategy(pos, f, budget).expect("a checked win has a strategy");
    let mut out = Vec::new();
    for run in 0..runs {
        let mut k = run * 13;
        let mut pick = |n: usize| {
            k += 1;
            seeds[k % seeds.len()].index(n.max(1))
        };
        let end = st.play_out(&mut pick);
        if end != Continuation::Ended(Outcome::Win(f)) {
            out.push(end);
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 160, ..ProptestConfig::default() })]

    /// Given a random position of up to 30 living, when the live check ends the game for
    /// F, then F's exported strategy wins every random continuation.
    #[test]
    fn an_early_end_is_never_one_the_winner_could_still_lose(
        pos in position(),
        seeds in proptest::collection::vec(any::<prop::sample::Index>(), 64),
    ) {
        if pos.outcome().is_none() {
            if let Some(f) = check(&pos, live_budget(pos.living())) {
                let lost = losses(&pos, f, &seeds, 12);
                prop_assert!(lost.is_empty(), "{:?} from {:?}", lost, pos);
            }
        }
    }
}

#[test]
fn random_positions_up_to_30_living_end_early_often_enough_to_test() {
    // Given fixed random positions (the same generator), when they are checked, then some
    // at every size band end early and every such end survives its continuations: the
    // property above is not vacuous where it matters (large positions).
    use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
    let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &[13; 32]);
    let mut runner = TestRunner::new_with_rng(Config::default(), rng);
    let gen = (
        position(),
        proptest::collection::vec(any::<prop::sample::Index>(), 64),
    );
    let mut forced_by_band = [0usize; 3];
    for _ in 0..300 {
        let (pos, seeds) = gen.new_tree(&mut runner).expect("a position").current();
        if pos.outcome().is_some() {
            continue;
        }
        let Some(f) = check(&pos, live_budget(pos.living())) else {
            continue;
        };
        assert!(losses(&pos, f, &seeds, 8).is_empty(), "from {pos:?}");
        forced_by_band[match pos.living() {
            0..=10 => 0,
            11..=20 => 1,
            _ => 2,
        }] += 1;
    }
    assert!(
        forced_by_band.iter().all(|&n| n > 0),
        "forced ends by living band (≤10, ≤20, >20): {forced_by_band:?}"
    );
}
