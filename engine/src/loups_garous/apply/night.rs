//! The night's folds: who goes out and where, the choices and their effects, the plans.

use super::set;
use crate::loups_garous::event::Event;
use crate::loups_garous::state::{Night, State};

/// Who is out at night, where they go and whom they meet.
pub(super) fn fold_outside(s: &mut State, event: &Event) {
    match event {
        Event::WentOut { players } => {
            for id in players {
                if let Some(p) = s.player_mut(*id) {
                    p.home = false;
                }
                s.night.out.insert(*id);
            }
        }
        Event::WentHome { player } => {
            if let Some(p) = s.player_mut(*player) {
                p.home = true;
            }
        }
        Event::SurprisDehors { players } => {
            s.surpris = players.clone();
            for id in players {
                if let Some(p) = s.player_mut(*id) {
                    p.home = true;
                }
            }
        }
        Event::Retardataires { players } => {
            s.late = players.clone();
            for p in &mut s.players {
                p.home = true;
            }
        }
        Event::Visited { visitor, house } => s.night.visits.push((*visitor, *house)),
        Event::Walled { player } => s.night.wall = Some(*player),
        Event::Hosted { guest } => s.night.inn = Some(*guest),
        Event::Threaded { spider, target } => s.night.threads.push((*spider, *target)),
        Event::Lantern { watcher, house } => s.night.lanterns.push((*watcher, *house)),
        Event::Followed { player, near } => s.night.follower = Some((*player, *near)),
        Event::HuntStarted {
            hunters,
            pseudonyms,
        } => {
            s.night.hunters = hunters.iter().copied().collect();
            s.night.pseudonyms = pseudonyms.iter().copied().collect();
        }
        _ => {}
    }
}

/// The night's choices, the items spent, the prey and the night's deaths.
pub(super) fn fold_choices(s: &mut State, event: &Event) {
    match event {
        Event::ChoiceMade { player, choice } => {
            s.night.choices.insert(*player, choice.clone());
        }
        Event::ChoicesCleared => s.night.choices.clear(),
        Event::ItemSpent { player, item } => {
            if let Some(p) = s.player_mut(*player) {
                p.spent.insert(*item);
            }
        }
        Event::LastTarget { player, target } => {
            if let Some(p) = s.player_mut(*player) {
                p.last_target = *target;
            }
        }
        Event::LockPlanned { player } => s.night.locks.push(*player),
        Event::PreyChosen { prey, .. } => s.night.prey = *prey,
        Event::Infected { player } => {
            set(s, *player, |p| p.infected = true);
            s.night.infected = Some(*player);
            s.night.prey = None;
        }
        Event::Saved { .. } => s.night.prey = None,
        Event::NightDeath { player, cause } => s.night.deaths.push((*player, *cause)),
        Event::Shrouded { player } => {
            s.night.shrouded = true;
            set(s, *player, |p| p.hidden = true);
        }
        Event::Soaked { player } => {
            set(s, *player, |p| p.soaked = true);
            s.night.soaked.push(*player);
        }
        Event::NightCleared => s.night = Night::default(),
        _ => {}
    }
}

/// What a night prepares for the days: marks, plans, the lovers, the contract.
pub(super) fn fold_plans(s: &mut State, event: &Event) {
    match event {
        Event::Marked { player } => s.marked = Some(*player),
        Event::CoupPlanned { player } => s.coup_planned = Some(*player),
        Event::TourneePlanned { player } => s.tournee_planned = Some(*player),
        Event::LoversLinked { a, b } => s.lovers = Some((*a, *b)),
        Event::ContractOffered {
            mercenary,
            candidates,
        } => {
            s.contract = Some(crate::loups_garous::state::Contract {
                mercenary: *mercenary,
                candidates: candidates.clone(),
                target: None,
                active: true,
            });
        }
        Event::ContractSigned { target } => {
            if let Some(c) = s.contract.as_mut() {
                c.target = Some(*target);
            }
        }
        Event::ContractExpired => {
            if let Some(c) = s.contract.as_mut() {
                c.active = false;
            }
        }
        _ => {}
    }
}
