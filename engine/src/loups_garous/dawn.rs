//! §3.5, the Aube: night deaths in random order with their roles, private reports, the
//! shots and the succession, who was out, a coup or a tournée, then the victory check.

use super::deaths;
use super::early_end;
use super::event::{DawnNote, Event};
use super::role::Item;
use super::state::{Cause, Pending, Phase};
use super::tx::Tx;
use crate::notice::PlayerId;

/// Dawn of day `n` (after night `n - 1`).
pub(crate) fn start(tx: &mut Tx, n: u32) {
    tx.emit(Event::DayCleared);
    let secs = tx.s.settings.aube;
    tx.enter(Phase::Dawn(n), secs);
    reports(tx);
    let night = tx.s.night.clone();
    let mut victims: Vec<(PlayerId, Cause)> = Vec::new();
    let prey = night.prey.map(|p| (p, Cause::Chasse));
    for (id, cause) in prey.into_iter().chain(night.deaths.iter().copied()) {
        if !victims.iter().any(|v| v.0 == id) {
            victims.push((id, cause));
        }
    }
    let order = tx.shuffled(victims.iter().map(|v| v.0).collect());
    let victims: Vec<(PlayerId, Cause)> = order
        .into_iter()
        .filter_map(|id| victims.iter().find(|v| v.0 == id).copied())
        .collect();
    let locks: Vec<PlayerId> = night
        .locks
        .iter()
        .copied()
        .filter(|id| tx.s.alive(*id) && !victims.iter().any(|v| v.0 == *id))
        .collect();
    if !locks.is_empty() {
        tx.emit(Event::LocksStarted { players: locks });
    }
    deaths::kill(tx, victims, early_end::check);
    if tx.ended() {
        return;
    }
    if !tx.s.surpris.is_empty() {
        let players = tx.s.surpris.clone();
        tx.emit(Event::OutsideAnnounced { players });
    }
    modifiers(tx);
    if !tx.s.pending.iter().any(|p| matches!(p, Pending::Shot(_))) {
        early_end::check(tx);
    }
}

/// The private reports: Veilleur, Fil d'Ariane, inn, wall, infection, essence.
fn reports(tx: &mut Tx) {
    let night = tx.s.night.clone();
    for (watcher, house) in &night.lanterns {
        // Visitors, not visits: one who came twice (the Fil d'Ariane, then the hunt) is one.
        let mut visitors: Vec<PlayerId> = night
            .visits
            .iter()
            .filter(|v| v.1 == *house && v.0 != *watcher)
            .map(|v| v.0)
            .collect();
        visitors.sort_unstable();
        visitors.dedup();
        let seen = tx.pick(&visitors);
        tx.emit(Event::WatchReport {
            watcher: *watcher,
            house: *house,
            count: visitors.len(),
            seen,
        });
    }
    for (spider, target) in &night.threads {
        // Each house once, in the order he went there.
        let mut houses: Vec<PlayerId> = Vec::new();
        for (_, house) in night.visits.iter().filter(|v| v.0 == *target) {
            if !houses.contains(house) {
                houses.push(*house);
            }
        }
        tx.emit(Event::ThreadReport {
            spider: *spider,
            target: *target,
            houses,
        });
    }
    let notes = [
        (night.inn, DawnNote::Inn),
        (night.wall, DawnNote::Wall),
        (night.infected, DawnNote::Infected),
    ];
    for (who, note) in notes {
        if let Some(player) = who.filter(|p| tx.s.alive(*p)) {
            tx.emit(Event::DawnNote { player, note });
        }
    }
    for player in night.soaked {
        tx.emit(Event::DawnNote {
            player,
            note: DawnNote::Soaked,
        });
    }
}

/// A coup d'État (needs a living, unlocked Dictateur) or a tournée générale.
fn modifiers(tx: &mut Tx) {
    let mut coup = false;
    if let Some(d) = tx.s.coup_planned {
        match tx.s.player(d).map(|p| (p.alive, p.locked)) {
            Some((true, false)) => {
                tx.emit(Event::CoupAnnounced { dictator: d });
                coup = true;
            }
            Some((true, true)) => {}
            _ => tx.emit(Event::CoupUsed { dictator: d }),
        }
    }
    if let Some(t) = tx.s.tournee_planned {
        tx.emit(Event::TourneeUsed);
        if !coup {
            tx.emit(Event::ItemSpent {
                player: t,
                item: Item::TourneeGenerale,
            });
            tx.emit(Event::TourneeAnnounced);
        }
    }
}
