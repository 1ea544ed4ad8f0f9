//! Issue 13, point 1: the early end at every size (the issue's positions up to 30 living in
//! a bounded number of nodes), a search begun in the middle of a night, votes counted by
//! token class, and the bound that answers hopeless factions before any search.

use std::collections::BTreeSet;

use proptest::prelude::*;

use super::bound::hopeless;
use super::day::{self, Tally};
use super::search::Searcher;
use super::tests_props::position as small_position;
use super::view::belief_of;
use super::*;

/// The most nodes one of the issue's positions may take, whatever its size.
const SHORT: usize = 16;

fn forced_in(pos: &Position, f: Faction) -> usize {
    match search(pos, f, DEFAULT_BUDGET) {
        SearchResult::Forced { nodes } => nodes,
        r => panic!("{f:?} not forced ({r:?}) in {pos:?}"),
    }
}

#[test]
fn the_issue_positions_are_proved_in_a_few_nodes_at_every_size() {
    for k in 2u8..=15 {
        // Given: at the vote, k wolves (one the Maire) against k plain villagers.
        let vote = Position::builder(DecisionPoint::Vote)
            .add(Token::wolf().maire(), 1)
            .add(Token::wolf(), k - 1)
            .add(Token::villager(), k)
            .build();
        // After the hanging, k wolves (one the Maire) against k + 1, the night next.
        let dusk = Position::builder(DecisionPoint::Dusk)
            .add(Token::wolf().maire(), 1)
            .add(Token::wolf(), k - 1)
            .add(Token::villager(), (k + 1).min(30 - k))
            .build();
        // At dawn before the election, k wolves against k - 1.
        let dawn = Position::builder(DecisionPoint::Dawn)
            .election_due()
            .add(Token::wolf(), k)
            .add(Token::villager(), k - 1)
            .build();
        // Just after an infection, k wolves (the Loup-Garou Noir spent) against k - 1.
        let black = Token::new(Faction::Meute, Kind::LoupGarouNoir { infection: false });
        let infected = Position::builder(DecisionPoint::Night(NightStep::LoupGarouNoir))
            .add(black, 1)
            .add(Token::wolf(), k - 1)
            .add(Token::villager(), k - 1)
            .build();
        // When / then: each is the Meute's, proved in a few nodes.
        for pos in [vote, dusk, dawn, infected] {
            let nodes = forced_in(&pos, Faction::Meute);
            assert!(nodes <= SHORT, "{nodes} nodes for {pos:?}");
            assert_eq!(check(&pos, 200), Some(Faction::Meute));
        }
    }
}

#[test]
fn a_search_begun_in_the_night_plays_the_rest_of_that_night_first() {
    // Given: 2 wolves against 3 villagers without a Maire, after the Chasse found no prey.
    // The rest of the night kills nobody, the day's vote hangs a wolf (3 against 2).
    for step in [NightStep::Retraite, NightStep::LoupGarouNoir] {
        let pos = Position::builder(DecisionPoint::Night(step))
            .add(Token::wolf(), 2)
            .add(Token::villager(), 3)
            .build();
        // When / then: the Meute is not given a whole new night before that vote.
        assert!(!search(&pos, Faction::Meute, DEFAULT_BUDGET).is_forced());
    }
}

#[test]
fn the_hunters_majority_needs_nobody_to_shelter_the_prey() {
    // Given: 3 wolves against 2 villagers and an Aubergiste, no Maire, at the vote.
    let inn = Token::new(Faction::Village, Kind::Aubergiste);
    let sheltered = Position::builder(DecisionPoint::Vote)
        .add(Token::wolf(), 4)
        .add(Token::villager(), 2)
        .add(inn, 1)
        .build();
    let open = Position::builder(DecisionPoint::Vote)
        .add(Token::wolf(), 4)
        .add(Token::villager(), 3)
        .build();
    let belief = |p: &Position| belief_of(p, Faction::Meute, 100).unwrap_or_default();
    // When / then: the fast path holds without the inn, not with it.
    assert!(fast::fast_path(&belief(&open), Faction::Meute));
    assert!(!fast::fast_path(&belief(&sheltered), Faction::Meute));
}

#[test]
fn a_hopeless_faction_is_answered_without_a_node() {
    // Given: 3 plain wolves against 9 plain villagers at dusk.
    let pos = Position::builder(DecisionPoint::Dusk)
        .add(Token::wolf(), 3)
        .add(Token::villager(), 9)
        .build();
    // When / then: σ (all the village on a wolf each day) keeps its majority to the end.
    assert!(hopeless(&pos, Faction::Meute));
    assert_eq!(search(&pos, Faction::Meute, DEFAULT_BUDGET).nodes(), 0);
    // A Serrurier among the wolves (a lock every night) is not bounded: it is searched.
    let locks = Position::builder(DecisionPoint::Dusk)
        .add(Token::new(Faction::Meute, Kind::Serrurier), 1)
        .add(Token::wolf(), 2)
        .add(Token::villager(), 9)
        .build();
    assert!(!hopeless(&locks, Faction::Meute));
}

/// The tally as it was, seat by seat (every pair of seats for a tie).
fn tally_by_seat(board: &[Token], target: Option<usize>, fv: u32, av: u32) -> Vec<Tally> {
    let cands: Vec<usize> = (0..board.len()).filter(|&i| board[i].on_square()).collect();
    let base = |i: usize| u32::from(board[i].preload) + if target == Some(i) { fv } else { 0 };
    let top = cands.iter().map(|&i| base(i)).max().unwrap_or(0);
    let mut out = Vec::new();
    if top == 0 {
        out.push(Tally::Nobody);
    }
    for &x in &cands {
        let others = cands.iter().filter(|&&y| y != x).map(|&y| base(y)).max();
        if (others.unwrap_or(0) + 1).saturating_sub(base(x)) <= av {
            out.push(Tally::Leader(x));
        }
    }
    let level = top.max(1);
    for (k, &x) in cands.iter().enumerate() {
        for &y in &cands[k + 1..] {
            if level.saturating_sub(base(x)) + level.saturating_sub(base(y)) <= av {
                out.push(Tally::Tie(x, y));
            }
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    /// Counting candidates by token class reaches exactly the positions that counting them
    /// seat by seat reached.
    #[test]
    fn votes_by_class_reach_what_votes_by_seat_reach(
        pos in small_position(),
        target in any::<Option<prop::sample::Index>>(),
        fv in 0u32..5,
        av in 0u32..5,
    ) {
        let pos = Position { point: DecisionPoint::Vote, ..pos };
        let board = pos.board();
        let target = target.map(|i| i.index(board.len()));
        let reach = |v: Vec<Tally>| -> BTreeSet<Position> {
            v.into_iter().map(|r| day::resolve_vote(&pos, board.clone(), r)).collect()
        };
        let by_class = reach(day::tally(&board, target, fv, av, true, |_| 0));
        let by_seat = reach(tally_by_seat(&board, target, fv, av));
        prop_assert_eq!(by_class, by_seat);
    }
}

#[test]
fn the_bound_never_hides_a_forced_win() {
    // Given 400 random small positions; when the bound answers "hopeless" for a faction,
    // then the full search (bound off) proves nothing either; and the bound did answer
    // for some (the check is not vacuous).
    use proptest::strategy::{Strategy as _, ValueTree};
    use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
    let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &[7; 32]);
    let mut runner = TestRunner::new_with_rng(Config::default(), rng);
    let mut answered = 0;
    for _ in 0..400 {
        let pos = small_position()
            .new_tree(&mut runner)
            .expect("a position")
            .current();
        for f in pos.factions() {
            if pos.outcome().is_some() || !hopeless(&pos, f) {
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
    }
    assert!(answered >= 20, "the bound answered {answered} times");
}
