//! The desk's forms (§6, §9): what an MJ types rather than picks — the answer to a player's
//! question (`repondre-N`), the Décorateurs' counts of a day (`deco-D`), and the excerpt of
//! a card passed on to Alice (`alice-<card>`, on every card while an Alice may hear it) —
//! with the `/mj` command each stands for.

use crate::notice::PlayerId;
use crate::offer::{Field, Offer, Pick, Picked};
use crate::ronde::command::{Command, MjCommand};
use crate::ronde::personnage::Personnage;
use crate::ronde::state::State;

/// The longest answer or excerpt (Discord's text inputs take 4000 characters).
pub const MAX_TEXT: u16 = 1500;
/// The most items a Décorateur may be counted for a day.
pub const MAX_ITEMS: u32 = 999;

/// The questions waiting for an answer, and the days whose Décorateurs' counts wait.
pub fn forms(s: &State) -> Vec<Offer> {
    let mut out: Vec<Offer> = s
        .questions
        .iter()
        .filter(|q| !q.answered)
        .map(|q| {
            let answer = Pick::Form(vec![Field::text("reponse", MAX_TEXT)]);
            Offer::new(&format!("repondre-{}", q.id), answer, "Q")
        })
        .collect();
    if let [a, b] = s.holders(Personnage::Decorateur)[..] {
        let last = if s.outcome.ended() {
            s.day
        } else {
            s.day.saturating_sub(1)
        };
        for day in (2..=last).filter(|d| deco_waits(s, *d)) {
            let counts = Pick::Form(vec![
                Field::number("objets-1", MAX_ITEMS, &s.name(a)),
                Field::number("objets-2", MAX_ITEMS, &s.name(b)),
            ]);
            out.push(Offer::new(&format!("deco-{day}"), counts, "K"));
        }
    }
    out
}

/// Whether the Décorateurs' duel of day `day` waits for its counts: two Décorateurs, neither
/// asleep that day (a day with one asleep is not scored), the day not yet scored.
pub fn deco_waits(s: &State, day: u32) -> bool {
    let pair = s.holders(Personnage::Decorateur);
    pair.len() == 2
        && day >= 2
        && pair.iter().all(|p| {
            s.player(*p).is_some_and(|x| {
                !x.asleep.contains(&day) && !x.counters.deco_results.contains_key(&day)
            })
        })
}

/// Whether an Alice may hear an excerpt now (the game is not over, an Alice can act).
pub fn alice_listens(s: &State) -> bool {
    !s.outcome.ended()
        && s.players
            .values()
            .any(|x| x.can_act() && x.holds(Personnage::Alice))
}

/// A card's identity for Alice: its action and its key (a new Transfiguration card is
/// another card).
pub fn card_id(card: &Offer) -> String {
    format!("{}#{}", card.action, card.key)
}

/// The → Alice button of each of these desk cards not yet passed on, while an Alice
/// listens: a form whose text starts as the card's, for the MJ to redact.
pub fn forwards(s: &State, cards: &[Offer]) -> Vec<Offer> {
    if !alice_listens(s) {
        return Vec::new();
    }
    cards
        .iter()
        .filter(|c| !s.alice_forwarded.contains(&card_id(c)))
        .map(|c| {
            let excerpt = Pick::Form(vec![Field::text("texte", MAX_TEXT).quoting()]);
            Offer::new(&format!("alice-{}", c.action), excerpt, &c.key)
        })
        .collect()
}

/// The MJ command a filled form stands for; `None` when the action is not a form's.
pub fn command_for(by: PlayerId, action: &str, picked: &Picked) -> Option<Command> {
    let text = |id: &str| picked.field(id).map(str::to_owned);
    let cmd = if let Some(card) = action.strip_prefix("alice-") {
        MjCommand::Alice {
            text: text("texte")?,
            card: Some(card.to_owned()),
        }
    } else if let Some(n) = action.strip_prefix("repondre-") {
        MjCommand::Reply {
            question: n.parse().ok()?,
            text: text("reponse")?,
        }
    } else if let Some(day) = action.strip_prefix("deco-") {
        MjCommand::Deco {
            day: day.parse().ok()?,
            first: picked.field("objets-1")?.parse().ok()?,
            second: picked.field("objets-2")?.parse().ok()?,
        }
    } else {
        return None;
    };
    Some(Command::Mj { by, cmd })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn filled(fields: &[(&str, &str)]) -> Picked {
        Picked {
            fields: fields
                .iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
                .collect(),
            ..Picked::default()
        }
    }

    #[test]
    fn a_filled_form_is_its_mj_command() {
        let by = PlayerId(9);
        let mj = |cmd| Some(Command::Mj { by, cmd });
        assert_eq!(
            command_for(by, "repondre-4", &filled(&[("reponse", " Oui. ")])),
            mj(MjCommand::Reply {
                question: 4,
                text: "Oui.".into()
            })
        );
        assert_eq!(
            command_for(
                by,
                "deco-3",
                &filled(&[("objets-1", "2"), ("objets-2", "0")])
            ),
            mj(MjCommand::Deco {
                day: 3,
                first: 2,
                second: 0
            })
        );
        assert_eq!(
            command_for(by, "alice-anon-2", &filled(&[("texte", "Un anonyme.")])),
            mj(MjCommand::Alice {
                text: "Un anonyme.".into(),
                card: Some("anon-2".into())
            })
        );
        assert_eq!(
            command_for(by, "deco-3", &filled(&[("objets-1", "2")])),
            None
        );
        assert_eq!(command_for(by, "anon-3", &filled(&[])), None);
    }
}

#[cfg(test)]
mod old_logs {
    use super::*;
    use crate::ronde::{Event, Ronde};
    use crate::Game;

    #[test]
    fn a_question_of_a_log_older_than_the_cards_waits_on_no_desk() {
        // Given a question written before questions were numbered, then one after.
        let asked = |id| Event::QuestionAsked {
            player: PlayerId(2),
            text: "?".into(),
            id,
        };
        let s = Ronde::replay(&[asked(0), asked(1)]);
        // Then only the numbered one is a card, n°1.
        let actions: Vec<String> = forms(&s).into_iter().map(|o| o.action).collect();
        assert_eq!(actions, ["repondre-1"]);
    }
}
