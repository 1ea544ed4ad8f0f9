//! Escapes, knowledge, powers, memo and budget.

use std::collections::BTreeSet;

use super::*;

const BUDGET: usize = DEFAULT_BUDGET;

fn at(point: DecisionPoint, tokens: &[(Token, u8)]) -> Position {
    tokens
        .iter()
        .fold(Position::builder(point), |b, (t, n)| b.add(*t, *n))
        .build()
}

#[test]
fn one_wolf_against_one_villager_without_a_maire_is_the_meute_s() {
    // Given: the vote, a wolf and a villager, no sash: a tie spares, the night kills.
    let pos = at(
        DecisionPoint::Vote,
        &[(Token::wolf(), 1), (Token::villager(), 1)],
    );
    // When / then.
    assert!(search(&pos, Faction::Meute, BUDGET).is_forced());
}

#[test]
fn a_chasseur_is_an_escape() {
    // Given: the same, but the villager is a Chasseur (his shot answers any death).
    let chasseur = Token::new(Faction::Village, Kind::Chasseur);
    let pos = at(DecisionPoint::Vote, &[(Token::wolf(), 1), (chasseur, 1)]);
    // When / then: the Meute cannot force more than a draw.
    assert!(!search(&pos, Faction::Meute, BUDGET).is_forced());
    assert_eq!(check(&pos, BUDGET), None);
}

#[test]
fn a_sorciere_with_the_fiole_de_mort_is_an_escape() {
    // Given: a wolf against a Sorcière who still has her Fiole de Mort.
    let witch = Token::new(
        Faction::Village,
        Kind::Sorciere {
            vie: false,
            mort: true,
        },
    );
    let pos = at(DecisionPoint::Vote, &[(Token::wolf(), 1), (witch, 1)]);
    // When / then: she poisons the wolf the night he kills her.
    assert!(!search(&pos, Faction::Meute, BUDGET).is_forced());
}

#[test]
fn a_sorciere_with_only_the_fiole_de_vie_is_no_escape_forever() {
    // Given: a wolf against a Sorcière with only her Fiole de Vie.
    let witch = Token::new(
        Faction::Village,
        Kind::Sorciere {
            vie: true,
            mort: false,
        },
    );
    let pos = at(DecisionPoint::Vote, &[(Token::wolf(), 1), (witch, 1)]);
    // When / then: she saves herself once; the second night she dies.
    assert!(search(&pos, Faction::Meute, BUDGET).is_forced());
}

#[test]
fn the_village_cannot_force_what_it_cannot_see() {
    // Given: two villagers against a wolf Maire, at the vote. Knowing the roles, the
    // Village would hang the Maire; not knowing them, it cannot tell him from a villager.
    let pos = at(
        DecisionPoint::Vote,
        &[(Token::wolf().maire(), 1), (Token::villager(), 2)],
    );
    // When / then.
    assert!(!search(&pos, Faction::Village, BUDGET).is_forced());
}

#[test]
fn a_corbeau_mark_does_not_tell_the_village_who_the_wolf_is() {
    // Given: the vote, a clawless Araignée-Loup marked by the Corbeau (2 votes shown on
    // her), and three villagers without the sash.
    let spider = Token::new(Faction::Meute, Kind::AraigneeLoup { linceul: false }).preloaded(2);
    let pos = at(DecisionPoint::Vote, &[(spider, 1), (Token::villager(), 3)]);
    // When / then: the mark could be on a villager, as far as the Village knows, and the
    // last villager and the spider would spare each other forever without a Maire.
    assert!(!search(&pos, Faction::Village, BUDGET).is_forced());
}

#[test]
fn the_village_does_not_know_its_maire_is_honest() {
    // Given: the vote, a clawless Araignée-Loup against three villagers, one the Maire.
    // Were the Maire known to be a villager, the Village would win: whoever dies, the Maire
    // ends alone with her and wins the tie.
    let spider = Token::new(Faction::Meute, Kind::AraigneeLoup { linceul: false });
    let pos = at(
        DecisionPoint::Vote,
        &[
            (spider, 1),
            (Token::villager().maire(), 1),
            (Token::villager(), 2),
        ],
    );
    // When: the Village's belief is built.
    let belief = view::belief_of(&pos, Faction::Village, 100).unwrap_or_default();
    // Then: it holds the world where the spider wears the sash, and nothing is forced.
    assert_eq!(belief.len(), 2);
    assert!(!search(&pos, Faction::Village, BUDGET).is_forced());
}

#[test]
fn a_tiny_budget_answers_not_proven() {
    // Given: a forced position.
    let pos = at(
        DecisionPoint::Vote,
        &[(Token::wolf(), 2), (Token::villager(), 2)],
    );
    // When: the budget is one node.
    let r = search(&pos, Faction::Meute, 1);
    // Then: nothing is proved.
    assert!(!r.is_forced() && r.nodes() <= 2, "{r:?}");
}

#[test]
fn cycles_count_as_losses_and_end_the_search() {
    // Given: nobody can kill: three villagers and a clawless Araignée-Loup.
    let spider = Token::new(Faction::Meute, Kind::AraigneeLoup { linceul: true });
    let pos = at(DecisionPoint::Dusk, &[(spider, 1), (Token::villager(), 3)]);
    // When: both sides are searched.
    let meute = search(&pos, Faction::Meute, BUDGET);
    let village = search(&pos, Faction::Village, BUDGET);
    // Then: neither is forced, and both searches ended well within the budget.
    assert!(!meute.is_forced() && meute.nodes() < BUDGET);
    assert!(!village.is_forced() && village.nodes() < BUDGET);
}

#[test]
fn the_memo_answers_a_second_time_in_one_node() {
    // Given: a searched belief.
    let pos = at(
        DecisionPoint::Dusk,
        &[
            (Token::wolf().maire(), 1),
            (Token::wolf(), 1),
            (Token::villager(), 3),
        ],
    );
    let belief: BTreeSet<Position> = view::belief_of(&pos, Faction::Meute, 100).unwrap_or_default();
    let mut s = search::Searcher::new(Faction::Meute, BUDGET);
    let (first, _) = s.value(&belief);
    let spent = s.nodes;
    // When: the same belief is asked again.
    let (second, _) = s.value(&belief);
    // Then: same answer, no new node.
    assert!(first && second);
    assert_eq!(s.nodes, spent);
}

#[test]
fn a_tailleur_de_pierre_cannot_wall_the_same_house_twice() {
    // Given: the vote, a wolf against a Tailleur de Pierre, no sash (ties spare).
    let tailleur = Token::new(Faction::Village, Kind::Tailleur);
    let pos = at(DecisionPoint::Vote, &[(Token::wolf(), 1), (tailleur, 1)]);
    // When / then: he may wall the wolf in one night, not the next: the wolf then kills.
    assert!(search(&pos, Faction::Meute, BUDGET).is_forced());
    // And a wolf walled in last night cannot be walled tonight: he kills at once.
    let walled = at(
        DecisionPoint::Night(NightStep::Preparatifs),
        &[(Token::wolf().walled_last_night(), 1), (tailleur, 1)],
    );
    assert!(search(&walled, Faction::Meute, BUDGET).is_forced());
}

#[test]
fn an_aubergiste_cannot_shelter_himself_nor_the_same_guest_twice() {
    // Given: the night, a wolf against an Aubergiste alone.
    let aubergiste = Token::new(Faction::Village, Kind::Aubergiste);
    let alone = at(
        DecisionPoint::Night(NightStep::Preparatifs),
        &[(Token::wolf(), 1), (aubergiste, 1)],
    );
    // When / then: he cannot host himself: the wolf kills him.
    assert_eq!(check(&alone, BUDGET), Some(Faction::Meute));
    // Given: a wolf Maire against the Aubergiste and a villager he hosted last night.
    let pos = at(
        DecisionPoint::Night(NightStep::Preparatifs),
        &[
            (Token::wolf().maire(), 1),
            (aubergiste, 1),
            (Token::villager().hosted_last_night(), 1),
        ],
    );
    // When: the night runs with the wolf on the villager.
    let dawns = night::run(&pos, Faction::Village, &night::Plan::IDLE);
    // Then: the villager is never the inn's guest again (no dawn marks him hosted).
    assert!(dawns
        .iter()
        .all(|p| p.tokens().iter().all(|(t, _)| !(t.hosted_last_night
            && t.camp == Faction::Village
            && t.kind == Kind::Plain))));
}

#[test]
fn a_tailleur_de_pierre_does_not_save_a_lost_village() {
    // Given: the vote, three wolves against a Tailleur and a villager.
    let tailleur = Token::new(Faction::Village, Kind::Tailleur);
    let pos = at(
        DecisionPoint::Vote,
        &[(Token::wolf(), 3), (Token::villager(), 1), (tailleur, 1)],
    );
    // When / then: the wolves outvote them by day.
    assert_eq!(check(&pos, BUDGET), Some(Faction::Meute));
}

#[test]
fn night_one_preparatifs_is_not_modelled() {
    // Given: night 1's Préparatifs (election still due).
    let pos = Position::builder(DecisionPoint::Night(NightStep::Preparatifs))
        .add(Token::wolf(), 3)
        .add(Token::villager(), 1)
        .election_due()
        .build();
    // When / then.
    assert_eq!(
        search(&pos, Faction::Meute, BUDGET),
        SearchResult::NotProven { nodes: 0 }
    );
}

/// The heaviest position of the tests (also the benchmark's): two wolves (the Maire and
/// the Loup-Garou Noir) at dusk against a Sorcière with both fioles, a Chasseur and two
/// villagers.
pub(crate) fn heaviest() -> Position {
    at(
        DecisionPoint::Dusk,
        &[
            (Token::wolf().maire(), 1),
            (
                Token::new(Faction::Meute, Kind::LoupGarouNoir { infection: true }),
                1,
            ),
            (
                Token::new(
                    Faction::Village,
                    Kind::Sorciere {
                        vie: true,
                        mort: true,
                    },
                ),
                1,
            ),
            (Token::new(Faction::Village, Kind::Chasseur), 1),
            (Token::villager(), 2),
        ],
    )
}

#[test]
fn the_heaviest_position_is_not_declared_forced() {
    // Given: the heaviest position: the village may guess the wolves right.
    let pos = heaviest();
    // When / then: nobody is declared the winner, and each search stays in its budget.
    for f in pos.factions() {
        let r = search(&pos, f, BUDGET);
        assert!(!r.is_forced() && r.nodes() <= BUDGET + 1, "{f:?}: {r:?}");
    }
}

#[test]
fn a_meute_majority_with_the_sash_beats_a_sorciere_and_a_chasseur() {
    // Given: dusk, three wolves (one the Maire) against a Sorcière with her Fiole de Mort
    // and a Chasseur.
    let pos = at(
        DecisionPoint::Dusk,
        &[
            (Token::wolf().maire(), 1),
            (Token::wolf(), 2),
            (
                Token::new(
                    Faction::Village,
                    Kind::Sorciere {
                        vie: false,
                        mort: true,
                    },
                ),
                1,
            ),
            (Token::new(Faction::Village, Kind::Chasseur), 1),
        ],
    );
    // When / then: poison and shot take two wolves; the last one holds the sash.
    assert_eq!(check(&pos, BUDGET), Some(Faction::Meute));
}

#[test]
fn a_mixed_couple_with_the_majority_hangs_the_last_villager() {
    // Given: the vote, a wolf and a villager in love against one villager.
    let pos = at(
        DecisionPoint::Vote,
        &[
            (Token::wolf().lover(), 1),
            (Token::villager().lover(), 1),
            (Token::villager(), 1),
        ],
    );
    // When / then: the couple knows its own and outvotes the villager.
    assert_eq!(check(&pos, BUDGET), Some(Faction::Couple));
}

#[test]
fn the_den_cannot_tell_the_loup_garou_blanc_from_a_wolf() {
    // Given: the vote, two wolves and the Loup-Garou Blanc against one villager.
    let lgb = Token::new(Faction::LoupGarouBlanc, Kind::LoupGarouBlanc);
    let pos = at(
        DecisionPoint::Vote,
        &[(Token::wolf(), 2), (lgb, 1), (Token::villager(), 1)],
    );
    // When / then: the Meute cannot single him out, and he cannot outvote the wolves.
    assert!(!search(&pos, Faction::Meute, BUDGET).is_forced());
    assert_eq!(check(&pos, BUDGET), None);
}

#[test]
fn the_fast_path_proves_a_majority_with_the_sash_against_a_harmless_village() {
    // Given: dawn, three wolves (one the Maire) against two villagers without powers.
    let pos = at(
        DecisionPoint::Dawn,
        &[
            (Token::wolf().maire(), 1),
            (Token::wolf(), 2),
            (Token::villager(), 2),
        ],
    );
    // When: the Meute is searched.
    let r = search(&pos, Faction::Meute, BUDGET);
    // Then: the fast path answers at the first belief.
    assert_eq!(r, SearchResult::Forced { nodes: 1 });
}

#[test]
fn the_fast_path_needs_the_adversary_told_apart() {
    // Given: the same shape for the Village, which cannot tell the wolves apart.
    let pos = at(
        DecisionPoint::Dawn,
        &[
            (Token::villager().maire(), 1),
            (Token::villager(), 2),
            (Token::wolf(), 2),
        ],
    );
    let belief = view::belief_of(&pos, Faction::Village, 100).unwrap_or_default();
    // When / then: no fast path, and no forced win.
    assert!(!fast::fast_path(&belief, Faction::Village));
    assert!(!search(&pos, Faction::Village, BUDGET).is_forced());
}
