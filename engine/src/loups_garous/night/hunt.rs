//! Step 2, the Chasse (Griffes, prey, the Petite Fille), and step 4, the infection.

use super::prep::living_target;
use super::{visit, walled};
use crate::loups_garous::early_end;
use crate::loups_garous::error::Error;
use crate::loups_garous::event::{Event, PreyNote};
use crate::loups_garous::role::{Item, Role};
use crate::loups_garous::state::{Choice, NightStep, Phase};
use crate::loups_garous::tx::Tx;
use crate::notice::PlayerId;

/// The den goes out (except a walled member), with wolf pseudonyms for the Petite Fille.
pub(crate) fn start(tx: &mut Tx) {
    let hunters: Vec<PlayerId> =
        tx.s.living()
            .filter(|p| tx.s.in_den(p.id) && !walled(&tx.s, p.id))
            .map(|p| p.id)
            .collect();
    let names = tx.shuffled(hunters.clone());
    let pseudonyms = names
        .iter()
        .enumerate()
        .map(|(i, id)| (*id, i as u32))
        .collect();
    tx.emit(Event::WentOut {
        players: hunters.clone(),
    });
    tx.emit(Event::HuntStarted {
        hunters,
        pseudonyms,
    });
}

/// A Griffes vote for the prey.
pub(crate) fn choose_claws(tx: &mut Tx, player: PlayerId, target: PlayerId) -> Result<(), Error> {
    if !tx.s.is_step(NightStep::Chasse) {
        return Err(Error::WrongPhase);
    }
    if !tx.s.has_claws(player) || !tx.s.night.hunters.contains(&player) {
        return Err(Error::NotYourItem);
    }
    living_target(&tx.s, player, target, false)?;
    if tx.s.in_den(target) {
        return Err(Error::TargetInvalid);
    }
    let choice = Choice {
        item: Item::Griffes,
        targets: vec![target],
        option: None,
    };
    tx.emit(Event::ChoiceMade { player, choice });
    Ok(())
}

/// The Petite Fille follows the wolves, from afar or close (`loin` / `pres`).
pub(crate) fn follow(tx: &mut Tx, player: PlayerId, option: Option<&str>) -> Result<(), Error> {
    if !tx.s.is_step(NightStep::Chasse) {
        return Err(Error::WrongPhase);
    }
    let p = tx.s.player(player).ok_or(Error::NotAPlayer)?;
    if p.role != Role::PetiteFille || p.infected || walled(&tx.s, player) {
        return Err(Error::NotYourItem);
    }
    if tx.s.night.follower.is_some() {
        return Err(Error::AlreadyActed);
    }
    let near = match option {
        Some("pres" | "près") => true,
        Some("loin") => false,
        _ => return Err(Error::TargetInvalid),
    };
    tx.emit(Event::Followed { player, near });
    tx.emit(Event::WentOut {
        players: vec![player],
    });
    Ok(())
}

/// A den message during the Chasse may reach the following Petite Fille.
pub(crate) fn relay(tx: &mut Tx, author: PlayerId, text: &str) {
    let Some((girl, near)) = tx.s.night.follower else {
        return;
    };
    let Some(pseudonym) = tx.s.night.pseudonyms.get(&author).copied() else {
        return;
    };
    let p = if near {
        tx.s.settings.pres_p
    } else {
        tx.s.settings.loin_p
    };
    if tx.chance(p) {
        tx.emit(Event::Relayed {
            to: girl,
            pseudonym,
            text: text.to_owned(),
        });
    }
}

/// The end of the Chasse: the prey is the most voted living non-den player.
pub(crate) fn resolve(tx: &mut Tx) {
    let mut tally: Vec<(PlayerId, u32)> = Vec::new();
    for (voter, choice) in &tx.s.night.choices {
        if choice.item != Item::Griffes || !tx.s.has_claws(*voter) {
            continue;
        }
        let t = choice.targets[0];
        if !tx.s.alive(t) || tx.s.in_den(t) {
            continue;
        }
        match tally.iter_mut().find(|(p, _)| *p == t) {
            Some(e) => e.1 += 1,
            None => tally.push((t, 1)),
        }
    }
    let best = tally.iter().map(|e| e.1).max().unwrap_or(0);
    let tied: Vec<PlayerId> = tally.iter().filter(|e| e.1 == best).map(|e| e.0).collect();
    let mut prey = tx.pick(&tied);
    let mut note = if prey.is_some() {
        PreyNote::Chosen
    } else {
        PreyNote::NoVotes
    };
    if let Some((girl, near)) = tx.s.night.follower {
        let q = if near {
            tx.s.settings.pres_q
        } else {
            tx.s.settings.loin_q
        };
        if tx.chance(q) {
            prey = Some(girl);
            note = PreyNote::LittleGirl;
        }
    }
    if let Some(p) = prey {
        let hunters: Vec<PlayerId> = tx.s.night.hunters.iter().copied().collect();
        let follower = tx.s.night.follower.map(|f| f.0).filter(|g| *g != p);
        for h in hunters.into_iter().chain(follower) {
            visit(tx, h, p);
        }
        // A caught Petite Fille is taken outside: neither her wall nor the inn saves her.
        let at_home = note != PreyNote::LittleGirl;
        if at_home && walled(&tx.s, p) {
            prey = None;
            note = PreyNote::Walled;
        } else if at_home && tx.s.night.inn == Some(p) {
            prey = None;
            note = PreyNote::EmptyHouse;
        }
    }
    tx.emit(Event::PreyChosen { prey, note });
}

/// Step 4: the Loup-Garou Noir infects the prey instead of killing it.
pub(crate) fn infect(tx: &mut Tx) {
    let Some(prey) = tx.s.night.prey else {
        return;
    };
    let chosen =
        tx.s.night
            .choices
            .iter()
            .find(|(_, c)| c.item == Item::Infection)
            .map(|(p, _)| *p);
    if let Some(black) = chosen {
        tx.emit(Event::ItemSpent {
            player: black,
            item: Item::Infection,
        });
        tx.emit(Event::Infected { player: prey });
        // « Un joueur infecté […] joue maintenant pour la Meute »: his contract is over.
        let contract = tx.s.contract.as_ref();
        if contract.is_some_and(|c| c.active && c.mercenary == prey) {
            tx.emit(Event::ContractExpired);
        }
        early_end::check(tx);
    }
}

/// Whether the current step is the Loup-Garou Noir's and this command is his.
pub(crate) fn choose_infection(tx: &mut Tx, player: PlayerId) -> Result<(), Error> {
    let Phase::Night(n, NightStep::LoupGarouNoir) = tx.s.phase else {
        return Err(Error::WrongPhase);
    };
    if !super::night_items(&tx.s, n, NightStep::LoupGarouNoir, player).contains(&Item::Infection) {
        return Err(Error::NotYourItem);
    }
    let choice = Choice {
        item: Item::Infection,
        targets: vec![],
        option: None,
    };
    tx.emit(Event::ChoiceMade { player, choice });
    Ok(())
}
