//! The day's folds: announcements, speaking turns, gags and locks, the votes.

use super::set;
use crate::loups_garous::event::Event;
use crate::loups_garous::state::{State, Today};

/// The day's announcements, the speaking turns, gags and locks.
pub(super) fn fold_speech(s: &mut State, event: &Event) {
    match event {
        Event::CoupAnnounced { .. } => s.today.coup = true,
        Event::TourneeAnnounced => s.today.tournee = true,
        Event::DayCleared => {
            s.today = Today::default();
        }
        Event::SpeakersDrawn { order } => s.today.speakers = order.clone(),
        Event::TurnStarted { speaker, turn_end } => {
            s.today.speakers.retain(|p| p != speaker);
            s.today.speaker = Some(*speaker);
            s.today.turn_end = Some(*turn_end);
            s.today.turn_left_ms = None;
        }
        Event::TurnsEnded => {
            s.today.speaker = None;
            s.today.speakers.clear();
            s.today.turn_end = None;
            s.today.turn_left_ms = None;
        }
        Event::TurnPaused { left_ms } => s.today.turn_left_ms = Some(*left_ms),
        Event::TurnEndMoved { turn_end } => {
            s.today.turn_end = Some(*turn_end);
            s.today.turn_left_ms = None;
        }
        Event::Spoke {
            deadline: Some(deadline),
            ..
        } => s.deadline = Some(*deadline),
        Event::Gagged { player } => set(s, *player, |p| p.gagged = true),
        Event::GagsLifted | Event::GagsLiftedUnannounced => {
            s.players.iter_mut().for_each(|p| p.gagged = false);
        }
        Event::LocksStarted { players } => {
            for id in players {
                set(s, *id, |p| p.locked = true);
            }
        }
        Event::LocksEnded => s.players.iter_mut().for_each(|p| p.locked = false),
        _ => {}
    }
}

/// The votes, their window and what they use up.
pub(super) fn fold_vote(s: &mut State, event: &Event) {
    match event {
        Event::VoteOpened { preloaded, first } => {
            s.today.votes.clear();
            s.today.preloaded = preloaded.iter().copied().collect();
            s.today.window = false;
            s.today.round = if *first { 1 } else { 2 };
            if *first {
                s.today.first_vote_done = true;
                s.today.had_vote = true;
                s.surpris.clear();
                s.late.clear();
                s.marked = None;
            }
        }
        Event::VoteCast { voter, target } => {
            s.today.votes.insert(*voter, *target);
        }
        Event::Tied { players } => s.today.tied = players.clone(),
        Event::IdiotRevealed { player } => set(s, *player, |p| p.idiot_revealed = true),
        Event::SecondVoteOrdered => s.today.second_vote_ordered = true,
        Event::CloseHeld { held } => s.today.close_held = *held,
        Event::WindowOpened => s.today.window = true,
        Event::CoupUsed { .. } => s.coup_planned = None,
        Event::CoupCancelled { .. } => {
            s.coup_planned = None;
            s.today.coup = false;
        }
        Event::TourneeUsed => s.tournee_planned = None,
        Event::PreloadsLost => {
            s.surpris.clear();
            s.late.clear();
            s.marked = None;
        }
        _ => {}
    }
}
