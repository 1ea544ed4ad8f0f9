//! `apply` for the facts of the game on Discord: the lobby, the clock, the desk's decisions,
//! questions and excerpts passed on to Alice, reminders and the MJs' corrections. No
//! decision and no randomness.

use crate::ronde::event::Event;
use crate::ronde::state::{Kind, Player, Question, State};

/// Folds one of these events.
pub fn fold_desk(s: &mut State, event: &Event) {
    match event {
        Event::Joined { player, name } => {
            s.players
                .insert(*player, Player::new(*player, name.clone(), Kind::Joueur));
        }
        Event::Unregistered { player } => {
            s.players.remove(player);
        }
        Event::ClockSet { pace, .. } => s.pace = Some(*pace),
        Event::DonSent { player, .. } if !s.dons_pending.contains(player) => {
            s.dons_pending.push(*player);
        }
        Event::DonSettled { player } => s.dons_pending.retain(|p| p != player),
        Event::MjDecided { by, action, choice } => {
            s.desk_decided.insert(action.clone(), (*by, choice.clone()));
        }
        Event::Reminded { day, .. } => s.reminded = *day,
        Event::Corrected {
            by,
            player,
            field,
            value,
            reason,
            at,
        } => {
            let who = player.map(|p| s.name(p)).unwrap_or_default();
            let what = format!("{who} {field}={value}").trim().to_owned();
            s.corrections.push((*by, what, reason.clone(), *at));
        }
        Event::DeadlineMoved { n, deadline } => {
            if let Some(p) = n.checked_sub(1).and_then(|i| s.proces.get_mut(i)) {
                p.deadline = *deadline;
            }
        }
        Event::JokersSet { player, used } => {
            if let Some(x) = s.players.get_mut(player) {
                x.jokers_used = *used;
            }
        }
        Event::QuestionAsked { player, text, id } if *id > 0 => s.questions.push(Question {
            id: *id,
            player: *player,
            text: text.clone(),
            answered: false,
        }),
        Event::Answered {
            question: Some(n), ..
        } => {
            if let Some(q) = s.questions.iter_mut().find(|q| q.id == *n) {
                q.answered = true;
            }
        }
        Event::AliceOverheard {
            card: Some(card), ..
        } => {
            s.alice_forwarded.insert(card.clone());
        }
        Event::Woke { player, day } => {
            if let Some(x) = s.players.get_mut(player) {
                x.asleep.remove(day);
            }
        }
        _ => {}
    }
}
