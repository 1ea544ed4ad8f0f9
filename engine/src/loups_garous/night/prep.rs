//! Step 1, the Préparatifs: choices, then resolution in the order wall → inn → gags and
//! locks → other marks → information (§3.3).

use super::{night_items, visit, walled};
use crate::loups_garous::error::Error;
use crate::loups_garous::event::Event;
use crate::loups_garous::role::{Item, Role};
use crate::loups_garous::state::{Choice, NightStep, Phase, State};
use crate::loups_garous::tx::Tx;
use crate::loups_garous::victory::base_camp;
use crate::notice::PlayerId;

/// A living target; `self_ok` when the actor may pick themselves.
pub(crate) fn living_target(
    s: &State,
    actor: PlayerId,
    target: PlayerId,
    self_ok: bool,
) -> Result<(), Error> {
    let t = s.player(target).ok_or(Error::TargetInvalid)?;
    if !t.alive {
        return Err(Error::TargetDead);
    }
    if target == actor && !self_ok {
        return Err(Error::TargetSelf);
    }
    Ok(())
}

/// Records a Préparatifs choice.
pub(crate) fn choose(
    tx: &mut Tx,
    player: PlayerId,
    item: Item,
    targets: &[PlayerId],
) -> Result<(), Error> {
    let Phase::Night(n, NightStep::Preparatifs) = tx.s.phase else {
        return Err(Error::WrongPhase);
    };
    if !night_items(&tx.s, n, NightStep::Preparatifs, player).contains(&item) {
        return Err(Error::NotYourItem);
    }
    let s = &tx.s;
    let me = s.player(player).ok_or(Error::NotAPlayer)?;
    let want = match item {
        Item::CoupDEtat | Item::TourneeGenerale => 0,
        Item::Cryptogramme | Item::Fleches => 2,
        _ => 1,
    };
    if targets.len() != want {
        return Err(Error::TargetInvalid);
    }
    for t in targets {
        living_target(s, player, *t, item == Item::Fleches)?;
    }
    if want == 2 && targets[0] == targets[1] {
        return Err(Error::TargetInvalid);
    }
    match item {
        Item::CleDeChambre | Item::Truelle | Item::Cadenas
            if me.last_target == Some(targets[0]) =>
        {
            return Err(Error::TargetInvalid)
        }
        Item::Contrat
            if !s
                .contract
                .as_ref()
                .is_some_and(|c| c.candidates.contains(&targets[0])) =>
        {
            return Err(Error::TargetInvalid)
        }
        Item::Baillon if s.player(targets[0]).is_some_and(|p| p.gagged) => {
            return Err(Error::TargetInvalid)
        }
        _ => {}
    }
    let choice = Choice {
        item,
        targets: targets.to_vec(),
        option: None,
    };
    tx.emit(Event::ChoiceMade { player, choice });
    Ok(())
}

/// Night 1: the bot draws the Mercenaire's two candidates.
pub(crate) fn offer_contract(tx: &mut Tx) {
    let Some(merc) = tx.s.living_role(Role::Mercenaire).map(|p| p.id) else {
        return;
    };
    let others: Vec<PlayerId> =
        tx.s.living()
            .filter(|p| p.id != merc)
            .map(|p| p.id)
            .collect();
    let mut candidates = tx.shuffled(others);
    candidates.truncate(2);
    tx.emit(Event::ContractOffered {
        mercenary: merc,
        candidates,
    });
}

/// The choices of this step, by item, in seating order; a choice whose author or target
/// died during the step (a departure) is dropped.
fn picks(s: &State, item: Item) -> Vec<(PlayerId, Vec<PlayerId>)> {
    s.players
        .iter()
        .filter(|p| p.alive)
        .filter_map(|p| {
            s.night
                .choices
                .get(&p.id)
                .filter(|c| c.item == item && c.targets.iter().all(|t| s.alive(*t)))
                .map(|c| (p.id, c.targets.clone()))
        })
        .collect()
}

/// Resolves step 1.
pub(crate) fn resolve(tx: &mut Tx, n: u32) {
    for (p, t) in picks(&tx.s, Item::Truelle) {
        visit(tx, p, t[0]);
        tx.emit(Event::Walled { player: t[0] });
    }
    for (p, t) in picks(&tx.s, Item::CleDeChambre) {
        if visit(tx, p, t[0]) {
            tx.emit(Event::Hosted { guest: t[0] });
        }
    }
    for (p, t) in picks(&tx.s, Item::Baillon) {
        let gagged = tx.s.living().filter(|q| q.gagged).count() as u32;
        if visit(tx, p, t[0]) && gagged < tx.s.settings.baillons_max {
            tx.emit(Event::Gagged { player: t[0] });
        }
    }
    for (p, t) in picks(&tx.s, Item::Cadenas) {
        if visit(tx, p, t[0]) {
            tx.emit(Event::LockPlanned { player: t[0] });
        }
    }
    remember_targets(tx);
    marks(tx, n);
    information(tx);
    let visitors: Vec<PlayerId> = tx.s.night.visits.iter().map(|v| v.0).collect();
    if !visitors.is_empty() {
        tx.emit(Event::WentOut { players: visitors });
    }
}

/// "Never the same one two nights running": remembers tonight's target (or none).
fn remember_targets(tx: &mut Tx) {
    let holders: Vec<(PlayerId, Option<PlayerId>, Option<PlayerId>)> =
        tx.s.living()
            .filter(|p| {
                matches!(
                    p.role,
                    Role::Aubergiste | Role::TailleurDePierre | Role::Serrurier
                )
            })
            .map(|p| {
                let now = tx.s.night.choices.get(&p.id).map(|c| c.targets[0]);
                (p.id, p.last_target, now)
            })
            .collect();
    for (player, before, target) in holders {
        if before != target {
            tx.emit(Event::LastTarget { player, target });
        }
    }
}

fn marks(tx: &mut Tx, n: u32) {
    for (_, t) in picks(&tx.s, Item::Plume) {
        tx.emit(Event::Marked { player: t[0] });
    }
    for (p, _) in picks(&tx.s, Item::CoupDEtat) {
        tx.emit(Event::CoupPlanned { player: p });
    }
    for (p, _) in picks(&tx.s, Item::TourneeGenerale) {
        tx.emit(Event::TourneePlanned { player: p });
    }
    for (p, t) in picks(&tx.s, Item::Fleches) {
        tx.emit(Event::ItemSpent {
            player: p,
            item: Item::Fleches,
        });
        tx.emit(Event::LoversLinked { a: t[0], b: t[1] });
    }
    if n == 1 {
        if let Some(c) =
            tx.s.contract
                .clone()
                .filter(|c| c.active && c.target.is_none())
        {
            let chosen = picks(&tx.s, Item::Contrat).first().map(|(_, t)| t[0]);
            let first = c.candidates.iter().copied().find(|p| tx.s.alive(*p));
            match chosen.or(first).filter(|_| tx.s.alive(c.mercenary)) {
                Some(target) => tx.emit(Event::ContractSigned { target }),
                None => tx.emit(Event::ContractExpired),
            }
        }
    }
    for (p, t) in picks(&tx.s, Item::FilDAriane) {
        if visit(tx, p, t[0]) {
            tx.emit(Event::Threaded {
                spider: p,
                target: t[0],
            });
        }
    }
    for (p, t) in picks(&tx.s, Item::Lanterne) {
        if !walled(&tx.s, p) {
            visit(tx, p, t[0]);
            tx.emit(Event::Lantern {
                watcher: p,
                house: t[0],
            });
        }
    }
}

fn information(tx: &mut Tx) {
    for (p, t) in picks(&tx.s, Item::BouleDeCristal) {
        if let Some(role) = tx.s.player(t[0]).map(|q| q.role) {
            tx.emit(Event::SeerSaw {
                seer: p,
                target: t[0],
                role,
            });
        }
    }
    for (p, t) in picks(&tx.s, Item::Flair) {
        if visit(tx, p, t[0]) {
            let found = fox_group(&tx.s, t[0]).iter().any(|id| tx.s.in_den(*id));
            tx.emit(Event::FoxSniffed {
                fox: p,
                target: t[0],
                found,
            });
            if !found {
                tx.emit(Event::ItemSpent {
                    player: p,
                    item: Item::Flair,
                });
            }
        }
    }
    for (p, t) in picks(&tx.s, Item::Cryptogramme) {
        let same = base_camp(&tx.s, t[0]) == base_camp(&tx.s, t[1]);
        tx.emit(Event::CypherRead {
            cypher: p,
            a: t[0],
            b: t[1],
            same,
        });
    }
}

/// The Renard's group: the centre and the nearest living seat on each side.
pub fn fox_group(s: &State, centre: PlayerId) -> Vec<PlayerId> {
    let seats = &s.players;
    let len = seats.len();
    let Some(at) = seats.iter().position(|p| p.id == centre) else {
        return vec![];
    };
    let mut group = vec![centre];
    for dir in [1, len - 1] {
        let mut i = at;
        for _ in 1..len {
            i = (i + dir) % len;
            if seats[i].alive && seats[i].id != centre {
                if !group.contains(&seats[i].id) {
                    group.push(seats[i].id);
                }
                break;
            }
        }
    }
    group
}
