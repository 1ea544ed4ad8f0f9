//! The night (§3.3): steps in fixed order, each skipped when nobody can act in it, then dawn.

mod hunt;
mod prep;
mod remedies;

pub(crate) use hunt::{choose_claws, follow, relay};

pub(crate) use prep::choose as choose_prep;
pub(crate) use remedies::choose as choose_remedy;

use super::dawn;
use super::early_end;
use super::event::Event;
use super::role::{Item, Role};
use super::state::{NightStep, Phase, State};
use super::tx::Tx;
use crate::notice::PlayerId;

/// Night `n` begins after dusk `n`.
pub(crate) fn start_night(tx: &mut Tx, n: u32) {
    tx.emit(Event::NightCleared);
    if n == 1 {
        prep::offer_contract(tx);
    }
    enter_from(tx, n, 0);
}

/// Enters the first step from `index` on that has someone to act, or dawn.
fn enter_from(tx: &mut Tx, n: u32, index: usize) {
    for step in NightStep::ALL.into_iter().skip(index) {
        if step_runs(&tx.s, n, step) {
            let secs = duration(&tx.s, step);
            tx.enter(Phase::Night(n, step), secs);
            if step == NightStep::Chasse {
                hunt::start(tx);
            }
            return;
        }
    }
    dawn::start(tx, n + 1);
}

fn duration(s: &State, step: NightStep) -> i64 {
    let t = &s.settings;
    match step {
        NightStep::Preparatifs => t.preparatifs,
        NightStep::Chasse => t.chasse,
        NightStep::Retraite => t.retraite,
        NightStep::LoupGarouNoir => t.loup_garou_noir,
        NightStep::Remedes => t.remedes,
        NightStep::AraigneeLoup => t.araignee_loup,
    }
}

/// Ends a step: resolves it, then enters the next one.
pub(crate) fn end_step(tx: &mut Tx, n: u32, step: NightStep) {
    match step {
        NightStep::Preparatifs => prep::resolve(tx, n),
        NightStep::Chasse => hunt::resolve(tx),
        NightStep::Retraite => {
            let players: Vec<PlayerId> =
                tx.s.night
                    .out
                    .iter()
                    .copied()
                    .filter(|id| tx.s.player(*id).is_some_and(|p| p.alive && !p.home))
                    .collect();
            tx.emit(Event::Retardataires { players });
        }
        NightStep::LoupGarouNoir => hunt::infect(tx),
        NightStep::Remedes => remedies::resolve(tx),
        NightStep::AraigneeLoup => remedies::shroud(tx),
    }
    tx.emit(Event::ChoicesCleared);
    // §6.2: checked after night 1's Préparatifs (arrows and contract create factions); the
    // infection checks on its own, and night deaths wait for the dawn.
    let first_preparatifs = n == 1 && step == NightStep::Preparatifs;
    if first_preparatifs {
        early_end::after_preparatifs(tx);
    }
    if tx.ended() {
        return;
    }
    let index = NightStep::ALL.iter().position(|s| *s == step).unwrap_or(5) + 1;
    enter_from(tx, n, index);
}

/// §3.3: « Si aucun rôle d'une étape n'est en jeu, ou s'ils sont tous morts, on passe
/// directement à la suivante »: a step runs while one of its roles is alive and in play
/// tonight, whether or not it has anything left to use (a Sorcière without fioles, a Renard
/// without Flair, a Dictateur who planned his coup still make their step happen, with its
/// time). The Chasse needs Griffes, the Retraite someone out, step 6 a prey (« Elle n'est
/// appelée que s'il y a une proie »).
pub fn step_runs(s: &State, n: u32, step: NightStep) -> bool {
    match step {
        NightStep::Chasse => s.living().any(|p| s.has_claws(p.id)),
        NightStep::Retraite => s
            .night
            .out
            .iter()
            .any(|id| s.player(*id).is_some_and(|p| p.alive && !p.home)),
        NightStep::AraigneeLoup => {
            s.night.prey.is_some() && s.living().any(|p| in_step(p.role, n, step))
        }
        _ => s.living().any(|p| in_step(p.role, n, step)),
    }
}

/// Whether `role` is one of the step's roles on night `n` (§3.3's list).
fn in_step(role: Role, n: u32, step: NightStep) -> bool {
    match step {
        NightStep::Preparatifs => match role {
            Role::Mercenaire | Role::Cupidon => n == 1,
            r => !Item::of_preparatifs(r).is_empty(),
        },
        NightStep::LoupGarouNoir => role == Role::LoupGarouNoir,
        NightStep::Remedes => match role {
            Role::Sorciere | Role::Pyromane => true,
            Role::LoupGarouBlanc => n.is_multiple_of(2),
            _ => false,
        },
        NightStep::AraigneeLoup => role == Role::AraigneeLoup,
        NightStep::Chasse | NightStep::Retraite => false,
    }
}

/// The Préparatifs' items this player may use on night `n`.
fn preparatifs(s: &State, n: u32, p: &crate::loups_garous::state::Player) -> Vec<Item> {
    let fresh = |item: Item| !p.spent.contains(&item);
    let usable = |item: Item| match item {
        Item::Contrat => n == 1 && s.contract.as_ref().is_some_and(|c| c.mercenary == p.id),
        Item::Fleches => n == 1 && fresh(item),
        Item::Flair => fresh(item),
        Item::CoupDEtat => fresh(item) && s.coup_planned.is_none(),
        Item::TourneeGenerale => fresh(item) && s.tournee_planned.is_none(),
        Item::Baillon => {
            (s.players.iter().filter(|q| q.gagged && q.alive).count() as u32)
                < s.settings.baillons_max
        }
        _ => true,
    };
    Item::of_preparatifs(p.role)
        .iter()
        .copied()
        .filter(|i| usable(*i))
        .collect()
}

/// The items this player may use in this step of night `n` (Chasse and Retraite aside).
pub fn night_items(s: &State, n: u32, step: NightStep, id: PlayerId) -> Vec<Item> {
    let Some(p) = s.player(id) else {
        return vec![];
    };
    if !p.alive {
        return vec![];
    }
    let fresh = |item: Item| !p.spent.contains(&item);
    let prey = s.night.prey.is_some();
    let out_hunting = s.night.hunters.contains(&id);
    let mut items = Vec::new();
    match step {
        NightStep::Preparatifs => items = preparatifs(s, n, p),
        NightStep::LoupGarouNoir => {
            if p.role == Role::LoupGarouNoir && fresh(Item::Infection) && prey && out_hunting {
                items.push(Item::Infection);
            }
        }
        NightStep::Remedes => {
            if p.role == Role::Sorciere {
                if fresh(Item::FioleDeVie) && prey {
                    items.push(Item::FioleDeVie);
                }
                if fresh(Item::FioleDeMort) {
                    items.push(Item::FioleDeMort);
                }
            }
            let other_den = s.living().any(|q| q.id != id && s.in_den(q.id));
            if p.role == Role::LoupGarouBlanc && n.is_multiple_of(2) && other_den {
                items.push(Item::CrocBlanc);
            }
            if p.role == Role::Pyromane {
                // Only what is of use now: someone left to soak, someone soaked to burn.
                if s.living().any(|q| q.id != id && !q.soaked) {
                    items.push(Item::Essence);
                }
                if s.living().any(|q| q.soaked) {
                    items.push(Item::Allumette);
                }
            }
        }
        NightStep::AraigneeLoup => {
            if p.role == Role::AraigneeLoup && fresh(Item::Linceul) && prey && out_hunting {
                items.push(Item::Linceul);
            }
        }
        NightStep::Chasse | NightStep::Retraite => {}
    }
    items
}

/// Whether a player's door is walled tonight.
pub(crate) fn walled(s: &State, id: PlayerId) -> bool {
    s.night.wall == Some(id)
}

/// Records a visit; returns whether it succeeded (neither door is walled).
pub(crate) fn visit(tx: &mut Tx, visitor: PlayerId, house: PlayerId) -> bool {
    if walled(&tx.s, visitor) {
        return false;
    }
    tx.emit(Event::Visited { visitor, house });
    !walled(&tx.s, house)
}
