//! Step 5, the Remèdes (Sorcière, Loup-Garou Blanc, Pyromane), and step 6, the Linceul.

use super::prep::living_target;
use super::{night_items, visit};
use crate::loups_garous::error::Error;
use crate::loups_garous::event::Event;
use crate::loups_garous::role::{Item, Role};
use crate::loups_garous::state::{Cause, Choice, NightStep, Phase};
use crate::loups_garous::tx::Tx;
use crate::notice::PlayerId;

/// Records a choice of step 4, 5 or 6.
pub(crate) fn choose(
    tx: &mut Tx,
    player: PlayerId,
    item: Item,
    targets: &[PlayerId],
) -> Result<(), Error> {
    if item == Item::Infection {
        return super::hunt::choose_infection(tx, player);
    }
    let Phase::Night(n, step) = tx.s.phase else {
        return Err(Error::WrongPhase);
    };
    let step_ok = match item {
        Item::Linceul => step == NightStep::AraigneeLoup,
        _ => step == NightStep::Remedes,
    };
    if !step_ok {
        return Err(Error::WrongPhase);
    }
    if !night_items(&tx.s, n, step, player).contains(&item) {
        return Err(Error::NotYourItem);
    }
    let want = usize::from(matches!(
        item,
        Item::FioleDeMort | Item::CrocBlanc | Item::Essence
    ));
    if targets.len() != want {
        return Err(Error::TargetInvalid);
    }
    if let Some(t) = targets.first() {
        living_target(&tx.s, player, *t, false)?;
        let bad = match item {
            Item::CrocBlanc => !tx.s.in_den(*t),
            Item::Essence => tx.s.player(*t).is_some_and(|p| p.soaked),
            _ => false,
        };
        if bad {
            return Err(Error::TargetInvalid);
        }
    }
    if let Some(prev) = tx.s.night.choices.get(&player) {
        let both = tx.s.settings.sorciere_deux_fioles
            && prev.item != item
            && matches!(prev.item, Item::FioleDeVie | Item::FioleDeMort);
        if both {
            let choice = Choice {
                item,
                targets: targets.to_vec(),
                option: Some(prev.item.id().to_owned()),
            };
            tx.emit(Event::ChoiceMade { player, choice });
            return Ok(());
        }
    }
    let choice = Choice {
        item,
        targets: targets.to_vec(),
        option: None,
    };
    tx.emit(Event::ChoiceMade { player, choice });
    Ok(())
}

/// Resolves step 5.
pub(crate) fn resolve(tx: &mut Tx) {
    let choices: Vec<(PlayerId, Choice)> =
        tx.s.night
            .choices
            .iter()
            .map(|(p, c)| (*p, c.clone()))
            .collect();
    for (p, c) in &choices {
        let mut items = vec![c.item];
        if c.option.as_deref() == Some(Item::FioleDeVie.id()) {
            items.push(Item::FioleDeVie);
        }
        if c.option.as_deref() == Some(Item::FioleDeMort.id()) {
            items.push(Item::FioleDeMort);
        }
        for item in items {
            remedy(tx, *p, item, &c.targets);
        }
    }
}

fn remedy(tx: &mut Tx, p: PlayerId, item: Item, targets: &[PlayerId]) {
    match item {
        Item::FioleDeVie => {
            tx.emit(Event::ItemSpent { player: p, item });
            // A visit like any (§3.4): a walled Sorcière's fails, and the prey dies.
            if let Some(prey) = tx.s.night.prey {
                if visit(tx, p, prey) {
                    tx.emit(Event::Saved { player: prey });
                }
            }
        }
        Item::FioleDeMort => {
            tx.emit(Event::ItemSpent { player: p, item });
            if let Some(t) = targets.first() {
                if visit(tx, p, *t) {
                    tx.emit(Event::NightDeath {
                        player: *t,
                        cause: Cause::Poison,
                    });
                }
            }
        }
        Item::CrocBlanc => {
            if let Some(t) = targets.first() {
                if visit(tx, p, *t) {
                    tx.emit(Event::NightDeath {
                        player: *t,
                        cause: Cause::CrocBlanc,
                    });
                }
            }
        }
        Item::Essence => {
            if let Some(t) = targets.first() {
                if visit(tx, p, *t) {
                    tx.emit(Event::Soaked { player: *t });
                }
            }
        }
        Item::Allumette => {
            let burning: Vec<PlayerId> = tx.s.living().filter(|q| q.soaked).map(|q| q.id).collect();
            for player in burning {
                tx.emit(Event::NightDeath {
                    player,
                    cause: Cause::Feu,
                });
            }
        }
        _ => {}
    }
}

/// Step 6: the Araignée-Loup wraps the prey in the Linceul.
pub(crate) fn shroud(tx: &mut Tx) {
    let Some(prey) = tx.s.night.prey else {
        return;
    };
    let spider =
        tx.s.night
            .choices
            .iter()
            .find(|(id, c)| {
                c.item == Item::Linceul
                    && tx
                        .s
                        .player(**id)
                        .is_some_and(|p| p.role == Role::AraigneeLoup)
            })
            .map(|(p, _)| *p);
    if let Some(spider) = spider {
        tx.emit(Event::ItemSpent {
            player: spider,
            item: Item::Linceul,
        });
        tx.emit(Event::Shrouded { player: prey });
    }
}
