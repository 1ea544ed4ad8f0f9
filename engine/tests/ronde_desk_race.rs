//! Two MJs deciding one desk card at once (issue 20, point 2): both decisions reach the game
//! one after the other; the first decides, the second is refused (`decided`, naming the MJ and
//! the choice) and changes nothing — for every card kind the busy simulated games put on the
//! desk, each card decided with its first and then its last choice, and the other way round.

use std::collections::BTreeMap;

use engine::game::{Ctx, Game, RuleError};
use engine::notice::{Audience, PlayerId};
use engine::offer::{Offer, Pick, Picked};
use engine::ronde::sim::{Sim, MJ};
use engine::ronde::{Command, Ronde, State};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A card's choices as picks (a form is not a decision of this kind).
fn picks(offer: &Offer) -> Vec<Picked> {
    let pick = |option: Option<String>, targets: Vec<PlayerId>| Picked {
        targets,
        option,
        ..Picked::default()
    };
    match &offer.pick {
        Pick::Options(list) => list.iter().map(|o| pick(Some(o.clone()), vec![])).collect(),
        Pick::Menu(list) => list
            .iter()
            .map(|(v, _)| pick(Some(v.clone()), vec![]))
            .collect(),
        Pick::Players { candidates, .. } => candidates
            .iter()
            .map(|(p, _)| pick(None, vec![*p]))
            .collect(),
        Pick::Button | Pick::Form(_) => Vec::new(),
    }
}

fn decide(state: &State, command: &Command, seq: u64) -> Result<State, String> {
    let mut ctx = Ctx::new(state_now(state), 1, seq);
    Ronde::evolve(state, command, &mut ctx)
        .map(|d| d.state)
        .map_err(|e| e.code().to_owned())
}

fn state_now(_: &State) -> engine::Timestamp {
    chrono::DateTime::parse_from_rfc3339("2026-12-05T10:00:00+01:00")
        .map(|t| t.to_utc())
        .unwrap_or_default()
}

/// Races every card of the desk now, both orders; counts the races by card kind.
fn race_the_desk(state: &State, seq: u64, kinds: &mut BTreeMap<String, usize>) {
    for offer in Ronde::offers(state, &Audience::Mjs) {
        let choices = picks(&offer);
        if choices.len() < 2 {
            continue;
        }
        let (first, last) = (&choices[0], &choices[choices.len() - 1]);
        for (a, b) in [(first, last), (last, first)] {
            let (Some(one), Some(two)) = (
                Ronde::command_for(MJ, &offer.action, a),
                Ronde::command_for(PlayerId(MJ.0), &offer.action, b),
            ) else {
                continue;
            };
            let Ok(after) = decide(state, &one, seq) else {
                continue;
            };
            let again = Ronde::offers(&after, &Audience::Mjs)
                .iter()
                .any(|o| o.action == offer.action);
            if again {
                continue;
            }
            let second = decide(&after, &two, seq + 1);
            assert_eq!(
                second.as_ref().err().map(String::as_str),
                Some("decided"),
                "card {} decided twice",
                offer.action
            );
            let kind = offer.action.split('-').next().unwrap_or("").to_owned();
            *kinds.entry(kind).or_default() += 1;
        }
    }
}

#[test]
fn a_desk_card_is_decided_once_whoever_clicks_second() {
    let mut kinds = BTreeMap::new();
    for seed in 0..2 {
        let mut sim = Sim::new(seed, 24, 0);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut hour = 0;
        while !sim.state.outcome.ended() {
            sim.wait(60);
            for _ in 0..8 {
                let cmd = sim.command_from(rng.random());
                let _ = sim.run(&cmd);
            }
            hour += 1;
            if hour % 5 == 0 {
                race_the_desk(&sim.state, sim.log.len() as u64, &mut kinds);
            }
        }
    }
    println!("races by card kind: {kinds:?}");
    for kind in ["revue", "anon", "joker", "transfigurer", "mime"] {
        assert!(kinds.contains_key(kind), "no {kind} card raced: {kinds:?}");
    }
}
