//! The required positions of §6.2, each as a test (given / when / then).

use super::*;

const BUDGET: usize = DEFAULT_BUDGET;

fn wolves(n: u8) -> (Token, u8) {
    (Token::wolf(), n)
}

fn villagers(n: u8) -> (Token, u8) {
    (Token::villager(), n)
}

fn at(point: DecisionPoint, tokens: &[(Token, u8)]) -> Position {
    tokens
        .iter()
        .fold(Position::builder(point), |b, (t, n)| b.add(*t, *n))
        .build()
}

#[test]
fn seed_example_parity_at_the_vote_without_a_maire_is_the_meute_s() {
    // Given: the vote, Meute voters = Village voters, no power, no Solitaire, no couple,
    // no pending vote against a wolf, and nobody holds the sash.
    let pos = at(DecisionPoint::Vote, &[wolves(2), villagers(2)]);
    // When / then: the Meute wins at once.
    assert_eq!(check(&pos, BUDGET), Some(Faction::Meute));
}

#[test]
fn seed_example_parity_at_the_vote_with_a_wolf_maire_is_the_meute_s() {
    // Given: the same parity, the sash on a wolf.
    let pos = at(
        DecisionPoint::Vote,
        &[(Token::wolf().maire(), 1), wolves(2), villagers(3)],
    );
    // When / then.
    assert!(search(&pos, Faction::Meute, BUDGET).is_forced());
}

#[test]
fn at_dawn_two_against_two_with_a_village_maire_goes_on() {
    // Given: dawn, Meute 2, Village 2 without powers, the Maire a Villager.
    let pos = at(
        DecisionPoint::Dawn,
        &[wolves(2), (Token::villager().maire(), 1), villagers(1)],
    );
    // When: every faction is tried.
    let verdict = check(&pos, BUDGET);
    // Then: the game goes on (the village wins every tie; the Village cannot tell the
    // wolves apart, so it cannot force either).
    assert_eq!(verdict, None);
}

#[test]
fn after_a_hanging_three_against_two_with_a_wolf_maire_and_night_next_is_the_meute_s() {
    // Given: after a hanging, Meute 2 (the Maire a wolf), Village 3 without powers, the
    // night next.
    let pos = at(
        DecisionPoint::Dusk,
        &[(Token::wolf().maire(), 1), wolves(1), villagers(3)],
    );
    // When / then: the night makes 2 v 2 and the wolves' Maire wins the tie.
    assert_eq!(check(&pos, BUDGET), Some(Faction::Meute));
}

#[test]
fn meute_majority_without_village_power_is_the_meute_s() {
    // Given: Meute voters > Village voters, no Village power, even with a Village Maire.
    for point in [
        DecisionPoint::Vote,
        DecisionPoint::Dawn,
        DecisionPoint::Dusk,
    ] {
        let pos = at(
            point,
            &[wolves(3), (Token::villager().maire(), 1), villagers(1)],
        );
        // When / then.
        assert_eq!(check(&pos, BUDGET), Some(Faction::Meute), "{point:?}");
    }
}

#[test]
fn only_the_village_alive_is_the_village_s() {
    // Given: only villagers (one with powers).
    let witch = Token::new(
        Faction::Village,
        Kind::Sorciere {
            vie: true,
            mort: true,
        },
    );
    let pos = at(DecisionPoint::Vote, &[villagers(3), (witch, 1)]);
    // When / then.
    assert_eq!(pos.outcome(), Some(Outcome::Win(Faction::Village)));
    assert_eq!(check(&pos, BUDGET), Some(Faction::Village));
}

#[test]
fn only_the_loup_garou_blanc_alive_is_his() {
    // Given: the Loup-Garou Blanc alone.
    let lgb = Token::new(Faction::LoupGarouBlanc, Kind::LoupGarouBlanc);
    let pos = at(DecisionPoint::Dusk, &[(lgb, 1)]);
    // When / then.
    assert_eq!(check(&pos, BUDGET), Some(Faction::LoupGarouBlanc));
}

#[test]
fn two_lovers_of_different_camps_alone_are_the_couple_s() {
    // Given: a wolf and a villager, lovers, the only living players.
    let pos = at(
        DecisionPoint::Dawn,
        &[(Token::wolf().lover(), 1), (Token::villager().lover(), 1)],
    );
    // When / then.
    assert_eq!(pos.factions(), vec![Faction::Couple]);
    assert_eq!(check(&pos, BUDGET), Some(Faction::Couple));
}

#[test]
fn nobody_alive_is_a_draw() {
    // Given: nobody alive.
    let pos = at(DecisionPoint::Dawn, &[]);
    // When / then: no winner.
    assert_eq!(pos.outcome(), Some(Outcome::Draw));
    assert_eq!(check(&pos, BUDGET), None);
}

#[test]
fn the_mercenaire_s_target_hanged_on_the_first_voting_day_wins_him_the_game() {
    // Given: the first voting day's tie between the contract target (a villager) and a
    // wolf; the Mercenaire holds the sash.
    let merc = Token::new(Faction::Mercenaire, Kind::Plain).maire();
    let pending = Pending {
        contract: true,
        resume: Resume::FirstVote,
        ..Pending::default()
    };
    let pos = Position::builder(DecisionPoint::Tie { second: false })
        .add(merc, 1)
        .add(Token::villager().contract_target().tied(), 1)
        .add(Token::wolf().tied(), 1)
        .add(Token::wolf(), 1)
        .add(Token::villager(), 2)
        .pending(pending)
        .build();
    let target = pos.board().iter().position(|t| t.contract_target);
    // When: he hangs his target.
    let after = day::break_tie(&pos, target);
    // Then: he wins alone, at once.
    assert_eq!(after.outcome(), Some(Outcome::Win(Faction::Mercenaire)));
    assert_eq!(check(&after, BUDGET), Some(Faction::Mercenaire));
    // But before the pick nothing is proved: the target may still leave the game.
    assert!(!search(&pos, Faction::Mercenaire, BUDGET).is_forced());
}

#[test]
fn the_contract_expires_when_the_first_voting_day_ends() {
    // Given: the contract runs, the day's vote has just spared everyone.
    let merc = Token::new(Faction::Mercenaire, Kind::Plain);
    let pending = Pending {
        contract: true,
        resume: Resume::FirstVote,
        ..Pending::default()
    };
    let pos = Position::builder(DecisionPoint::Tie { second: false })
        .add(merc, 1)
        .add(Token::villager().contract_target().tied(), 1)
        .add(Token::wolf().tied(), 1)
        .pending(pending)
        .build();
    // When: nobody holds the sash, so the tie spares everyone and the day ends.
    let next = day::break_tie(&pos, None);
    // Then: the Mercenaire is a villager now.
    assert_eq!(next.point(), DecisionPoint::Dusk);
    assert!(!next.pending().contract);
    assert_eq!(next.factions(), vec![Faction::Village, Faction::Meute]);
}
