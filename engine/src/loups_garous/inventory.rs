//! `/inventaire` (§2, §9): the items a player may use right now. An item that is of no use
//! now is not in the inventory (seed: "il apparaît dès qu'il est utilisable").

use super::night::{night_items, walled};
use super::role::{Item, Role};
use super::state::{DayStage, NightStep, Pending, Phase, State};
use super::vote::may_vote;
use crate::notice::PlayerId;

/// The items this player may use now, in §9 order.
pub fn usable_items(s: &State, player: PlayerId) -> Vec<Item> {
    let Some(p) = s.player(player) else {
        return vec![];
    };
    let mut items = Vec::new();
    match s.pending.first() {
        Some(Pending::Shot(h)) if *h == player => items.push(Item::Fusil),
        Some(Pending::Succession(m)) if *m == player => items.push(Item::Echarpe),
        _ => {}
    }
    if !p.alive || s.paused.is_some() {
        return items;
    }
    match s.phase {
        Phase::Dusk(_) if !p.home => items.push(Item::Rentrer),
        Phase::Night(_, NightStep::Chasse) => {
            if s.has_claws(player) && s.night.hunters.contains(&player) {
                items.push(Item::Griffes);
            }
            let girl = p.role == Role::PetiteFille && !p.infected && !walled(s, player);
            if girl && s.night.follower.is_none() {
                items.push(Item::Ecoute);
            }
        }
        Phase::Night(_, NightStep::Retraite) if s.night.out.contains(&player) && !p.home => {
            items.push(Item::Rentrer);
        }
        Phase::Night(_, NightStep::Retraite) => {}
        Phase::Night(n, step) => items.extend(night_items(s, n, step, player)),
        Phase::Day(_, stage) => day_items(s, player, stage, &mut items),
        _ => {}
    }
    items
}

fn day_items(s: &State, player: PlayerId, stage: DayStage, items: &mut Vec<Item>) {
    let Some(p) = s.player(player) else {
        return;
    };
    let ballot = match stage {
        DayStage::Election => true,
        DayStage::Vote => !s.today.window,
        DayStage::SecondVote => s.today.round == 2,
        _ => false,
    };
    if ballot && may_vote(s, player).is_ok() {
        items.push(Item::Bulletin);
    }
    match stage {
        DayStage::Parole if s.today.speaker == Some(player) => items.push(Item::Sablier),
        DayStage::Egalite if s.mayor == Some(player) && !p.locked => items.push(Item::Echarpe),
        DayStage::CoupDEtat if s.coup_planned == Some(player) => items.push(Item::CoupDEtat),
        DayStage::Vote => {
            let can = p.role == Role::Rachimbourg
                && !p.locked
                && !p.spent.contains(&Item::SecondVote)
                && s.today.round == 1
                && !s.today.second_vote_ordered;
            if can {
                items.push(Item::SecondVote);
            }
        }
        _ => {}
    }
}
