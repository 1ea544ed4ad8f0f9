//! A substitute takes a seat: every reference to the old id is rewritten.

use crate::loups_garous::state::{Pending, State};
use crate::notice::PlayerId;

/// A substitute takes a seat: every reference to the old id now names the new one.
pub(super) fn rename(s: &mut State, old: PlayerId, new: PlayerId) {
    let swap = swap(old, new);
    for p in &mut s.players {
        swap(&mut p.id);
        p.last_target.iter_mut().for_each(&swap);
    }
    s.mayor.iter_mut().for_each(&swap);
    if let Some((a, b)) = s.lovers.as_mut() {
        swap(a);
        swap(b);
    }
    if let Some(c) = s.contract.as_mut() {
        swap(&mut c.mercenary);
        c.candidates.iter_mut().for_each(&swap);
        c.target.iter_mut().for_each(&swap);
    }
    for p in &mut s.pending {
        match p {
            Pending::Shot(id) | Pending::Succession(id) => swap(id),
        }
    }
    rename_night(s, old, new);
    rename_day(s, old, new);
}

/// Rewrites one reference.
fn swap(old: PlayerId, new: PlayerId) -> impl Fn(&mut PlayerId) {
    move |id: &mut PlayerId| {
        if *id == old {
            *id = new;
        }
    }
}

/// A map keyed by player: the old key's value under the new one.
fn rekey<V>(map: &mut std::collections::BTreeMap<PlayerId, V>, old: PlayerId, new: PlayerId) {
    if let Some(v) = map.remove(&old) {
        map.insert(new, v);
    }
}

/// The night's lists, choices and pseudonyms.
fn rename_night(s: &mut State, old: PlayerId, new: PlayerId) {
    let swap = swap(old, new);
    let swap_set = |set: &mut std::collections::BTreeSet<PlayerId>| {
        if set.remove(&old) {
            set.insert(new);
        }
    };
    for list in [
        &mut s.surpris,
        &mut s.late,
        &mut s.night.soaked,
        &mut s.night.locks,
    ] {
        list.iter_mut().for_each(&swap);
    }
    for opt in [
        &mut s.marked,
        &mut s.coup_planned,
        &mut s.tournee_planned,
        &mut s.night.wall,
        &mut s.night.inn,
        &mut s.night.prey,
        &mut s.night.infected,
    ] {
        opt.iter_mut().for_each(&swap);
    }
    for pair in s
        .night
        .visits
        .iter_mut()
        .chain(s.night.threads.iter_mut())
        .chain(s.night.lanterns.iter_mut())
    {
        swap(&mut pair.0);
        swap(&mut pair.1);
    }
    if let Some(f) = s.night.follower.as_mut() {
        swap(&mut f.0);
    }
    swap_set(&mut s.night.out);
    swap_set(&mut s.night.hunters);
    rekey(&mut s.night.choices, old, new);
    for c in s.night.choices.values_mut() {
        c.targets.iter_mut().for_each(&swap);
    }
    rekey(&mut s.night.pseudonyms, old, new);
}

/// The day's speakers, ties and votes.
fn rename_day(s: &mut State, old: PlayerId, new: PlayerId) {
    let swap = swap(old, new);
    s.today.speaker.iter_mut().for_each(&swap);
    s.today.speakers.iter_mut().for_each(&swap);
    s.today.tied.iter_mut().for_each(&swap);
    rekey(&mut s.today.votes, old, new);
    for t in s.today.votes.values_mut() {
        t.iter_mut().for_each(&swap);
    }
    rekey(&mut s.today.preloaded, old, new);
}
