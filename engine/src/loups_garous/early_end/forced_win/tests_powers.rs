//! Powers in the search: fire, the white wolf, infection, the Idiot, lovers and shots.

use super::*;

fn at(point: DecisionPoint, tokens: &[(Token, u8)]) -> Position {
    tokens
        .iter()
        .fold(Position::builder(point), |b, (t, n)| b.add(*t, *n))
        .build()
}

const BUDGET: usize = DEFAULT_BUDGET;

#[test]
fn the_pyromane_ignites_the_last_soaked_player() {
    // Given: the night, the Pyromane and one soaked villager.
    let pyro = Token::new(Faction::Pyromane, Kind::Pyromane);
    let pos = at(
        DecisionPoint::Night(NightStep::Preparatifs),
        &[(pyro, 1), (Token::villager().soaked(), 1)],
    );
    // When / then: he burns her and is the sole survivor.
    assert_eq!(check(&pos, BUDGET), Some(Faction::Pyromane));
}

#[test]
fn the_loup_garou_blanc_kills_the_last_wolf_on_an_even_night() {
    // Given: an even night, the Loup-Garou Blanc, a wolf and one villager he hunts.
    let lgb = Token::new(Faction::LoupGarouBlanc, Kind::LoupGarouBlanc);
    let pos = Position::builder(DecisionPoint::Night(NightStep::Preparatifs))
        .add(lgb, 1)
        .add(Token::wolf(), 1)
        .add(Token::villager(), 1)
        .night_even(true)
        .build();
    // When: the hunt may go to the villager (claws tie to the adversary: the wolf's vote
    // counts as much as his), and he kills the wolf.
    let verdict = search(&pos, Faction::LoupGarouBlanc, BUDGET);
    // Then: the villager and the wolf die at dawn.
    assert!(verdict.is_forced());
}

#[test]
fn the_loup_garou_noir_infects_an_adversary_prey() {
    // Given: F = Village facing a Loup-Garou Noir with his infection, at the Chasse.
    let lgn = Token::new(Faction::Meute, Kind::LoupGarouNoir { infection: true });
    let pos = at(
        DecisionPoint::Night(NightStep::Chasse),
        &[(lgn, 1), (Token::villager(), 3)],
    );
    // When: the night runs with F idle.
    let dawns = night::run(&pos, Faction::Village, &night::Plan::IDLE);
    // Then: one reachable dawn has an infected villager (two Meute tokens, no death).
    assert!(dawns.iter().any(|p| {
        p.living() == 4
            && p.tokens()
                .iter()
                .filter(|(t, _)| t.camp == Faction::Meute)
                .map(|(_, n)| n)
                .sum::<u8>()
                == 2
    }));
}

#[test]
fn a_designated_idiot_survives_once_and_loses_his_vote() {
    // Given: an unrevealed Idiot.
    let idiot = Token::new(Faction::Village, Kind::Idiot { revealed: false });
    let pos = at(
        DecisionPoint::Vote,
        &[(idiot, 1), (Token::wolf(), 1), (Token::villager(), 1)],
    );
    // When: the vote designates him.
    let next = day::hang(
        &pos,
        pos.board(),
        pos.board()
            .iter()
            .position(|t| t.kind == idiot.kind)
            .unwrap_or(0),
        Resume::FirstVote,
    );
    // Then: he lives, revealed, without a vote.
    assert_eq!(next.living(), 3);
    let revealed = next
        .tokens()
        .iter()
        .find(|(t, _)| matches!(t.kind, Kind::Idiot { .. }));
    assert!(revealed.is_some_and(|(t, _)| !t.votes()));
}

#[test]
fn a_hanged_lover_takes_the_other_and_a_chasseur_lover_shoots() {
    // Given: a Chasseur and a villager in love, and two wolves.
    let chasseur = Token::new(Faction::Village, Kind::Chasseur).lover();
    let pos = at(
        DecisionPoint::Vote,
        &[
            (chasseur, 1),
            (Token::villager().lover(), 1),
            (Token::wolf(), 2),
        ],
    );
    let board = pos.board();
    let v = board
        .iter()
        .position(|t| t.is_lover && t.kind == Kind::Plain)
        .unwrap_or(0);
    // When: the villager lover is hanged.
    let next = day::hang(&pos, board, v, Resume::FirstVote);
    // Then: the Chasseur dies of grief and must shoot.
    assert_eq!(next.living(), 2);
    assert_eq!(next.point(), DecisionPoint::Shot);
    assert_eq!(next.pending().shots, vec![Faction::Village]);
}

#[test]
fn an_infected_dictateur_s_coup_breaks_the_village_s_tie_power() {
    // Given: the coup, an infected Dictateur and a wolf against a Village Maire and a
    // villager (at a vote, the Village Maire would win every tie).
    let dictateur = Token::new(Faction::Meute, Kind::Dictateur { coup: false });
    let pos = at(
        DecisionPoint::Coup,
        &[
            (dictateur, 1),
            (Token::wolf(), 1),
            (Token::villager().maire(), 1),
            (Token::villager(), 1),
        ],
    );
    // When / then: he executes the villager and dies of remorse; the wolf kills the Maire.
    assert_eq!(check(&pos, BUDGET), Some(Faction::Meute));
}

#[test]
fn a_planned_coup_is_cancelled_by_the_dictateur_s_death_and_waits_while_he_is_locked() {
    // Given: a coup pending at dawn, the Dictateur locked.
    let dictateur = Token::new(Faction::Village, Kind::Dictateur { coup: false }).locked();
    let pending = Pending {
        coup: true,
        ..Pending::default()
    };
    let pos = Position::builder(DecisionPoint::Dawn)
        .add(dictateur, 1)
        .add(Token::wolf(), 1)
        .add(Token::villager(), 2)
        .pending(pending.clone())
        .build();
    // When: the day begins.
    let day = day::after_dawn(&pos);
    // Then: the vote happens and the coup still waits.
    assert_eq!(day.point(), DecisionPoint::Vote);
    assert!(day.pending().coup);
    // And without a Dictateur, the coup is gone.
    let orphan = Position::builder(DecisionPoint::Dawn)
        .add(Token::wolf(), 1)
        .add(Token::villager(), 2)
        .pending(pending)
        .build();
    assert!(!day::after_dawn(&orphan).pending().coup);
}

#[test]
fn a_tournee_cancels_the_vote_and_a_coup_takes_priority_without_spending_it() {
    // Given: a tournée pending at dawn.
    let tavernier = Token::new(Faction::Village, Kind::Tavernier { tournee: false });
    let pending = Pending {
        tournee: true,
        ..Pending::default()
    };
    let pos = Position::builder(DecisionPoint::Dawn)
        .add(tavernier, 1)
        .add(Token::wolf(), 1)
        .add(Token::villager(), 2)
        .pending(pending.clone())
        .build();
    // When / then: no vote today.
    assert_eq!(day::after_dawn(&pos).point(), DecisionPoint::Dusk);
    // Given a coup as well: the coup replaces the day and the Tavernier keeps his tournée.
    let both = Position::builder(DecisionPoint::Dawn)
        .add(tavernier, 1)
        .add(
            Token::new(Faction::Village, Kind::Dictateur { coup: false }),
            1,
        )
        .add(Token::wolf(), 1)
        .pending(Pending {
            coup: true,
            ..pending
        })
        .build();
    let day = day::after_dawn(&both);
    assert_eq!(day.point(), DecisionPoint::Coup);
    assert!(!day.pending().tournee);
    assert!(day
        .tokens()
        .iter()
        .any(|(t, _)| t.kind == Kind::Tavernier { tournee: true }));
}

#[test]
fn a_serrurier_may_keep_the_last_wolf_home() {
    // Given: the vote, a wolf against a Serrurier, no sash (ties spare).
    let serrurier = Token::new(Faction::Village, Kind::Serrurier);
    let pos = at(DecisionPoint::Vote, &[(Token::wolf(), 1), (serrurier, 1)]);
    // When / then: each night he may lock the wolf in before the Chasse (§4.2's reading),
    // so the Meute cannot count on its kill.
    assert!(!search(&pos, Faction::Meute, BUDGET).is_forced());
    // While against a plain villager it can.
    let plain = at(
        DecisionPoint::Vote,
        &[(Token::wolf(), 1), (Token::villager(), 1)],
    );
    assert!(search(&plain, Faction::Meute, BUDGET).is_forced());
}
