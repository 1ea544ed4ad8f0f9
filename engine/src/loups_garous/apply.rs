//! Folds one event into the state: no logic, no refusal, no randomness.

use super::event::Event;
use super::state::{Night, Outcome, Pending, Phase, Player, State, Today};
use crate::notice::PlayerId;

/// Applies an event.
pub fn apply(s: &mut State, event: &Event) {
    match event {
        Event::Created {
            players,
            settings,
            seed,
            roles,
            composition,
            fixed_seating,
        } => {
            s.created = true;
            s.lobby = super::state::Lobby {
                roles: roles.clone(),
                composition: composition.clone(),
                fixed_seating: *fixed_seating,
            };
            s.settings = (**settings).clone();
            s.seed = *seed;
            s.players = players
                .iter()
                .map(|(id, name)| Player::new(*id, name, super::role::Role::Villageois))
                .collect();
        }
        Event::Joined { player, name } => {
            s.lobby_events += 1;
            let role = super::role::Role::Villageois;
            s.players.push(Player::new(*player, name, role));
        }
        Event::Left { player } => {
            s.lobby_events += 1;
            s.players.retain(|p| p.id != *player);
        }
        Event::CompositionSet { composition } => {
            s.lobby_events += 1;
            s.lobby.composition = composition.clone();
        }
        Event::Distributed { seating } => {
            let room = |id: &PlayerId| s.player(*id).and_then(|p| p.room);
            s.players = seating
                .iter()
                .map(|(id, name, role)| Player {
                    room: room(id),
                    ..Player::new(*id, name, *role)
                })
                .collect();
        }
        Event::PhaseEntered { phase, deadline } => {
            s.phase = *phase;
            s.deadline = *deadline;
        }
        Event::DeadlineSet { deadline } => s.deadline = *deadline,
        Event::Paused { remaining_ms } => s.paused = Some(*remaining_ms),
        Event::LastCall { deadline, left, .. } => {
            s.last_calls += 1;
            s.last_call = Some((*deadline, *left));
        }
        Event::Resumed { deadline } => {
            s.paused = None;
            s.deadline = *deadline;
        }
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
        Event::Visited { visitor, house } => s.night.visits.push((*visitor, *house)),
        Event::Walled { player } => s.night.wall = Some(*player),
        Event::Hosted { guest } => s.night.inn = Some(*guest),
        Event::Gagged { player } => set(s, *player, |p| p.gagged = true),
        Event::GagsLifted | Event::GagsLiftedUnannounced => {
            s.players.iter_mut().for_each(|p| p.gagged = false);
        }
        Event::LockPlanned { player } => s.night.locks.push(*player),
        Event::LocksStarted { players } => {
            for id in players {
                set(s, *id, |p| p.locked = true);
            }
        }
        Event::LocksEnded => s.players.iter_mut().for_each(|p| p.locked = false),
        Event::Marked { player } => s.marked = Some(*player),
        Event::CoupPlanned { player } => s.coup_planned = Some(*player),
        Event::TourneePlanned { player } => s.tournee_planned = Some(*player),
        Event::LoversLinked { a, b } => s.lovers = Some((*a, *b)),
        Event::ContractOffered {
            mercenary,
            candidates,
        } => {
            s.contract = Some(super::state::Contract {
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
        Event::Threaded { spider, target } => s.night.threads.push((*spider, *target)),
        Event::Lantern { watcher, house } => s.night.lanterns.push((*watcher, *house)),
        Event::HuntStarted {
            hunters,
            pseudonyms,
        } => {
            s.night.hunters = hunters.iter().copied().collect();
            s.night.pseudonyms = pseudonyms.iter().copied().collect();
        }
        Event::Followed { player, near } => s.night.follower = Some((*player, *near)),
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
        Event::Died {
            player,
            shown,
            cause,
            ..
        } => set(s, *player, |p| {
            p.alive = false;
            p.revealed = *shown;
            p.home = true;
            p.locked = false;
            p.parti = *cause == super::state::Cause::Parti;
        }),
        Event::NightCleared => s.night = Night::default(),
        Event::PendingSet { pending } => s.pending = pending.clone(),
        Event::MayorSet { player, .. } => s.mayor = *player,
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
        Event::Spoke { deadline, .. } => {
            if deadline.is_some() {
                s.deadline = *deadline;
            }
        }
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
        Event::Warned { player } => set(s, *player, |p| p.warned = true),
        Event::Activity { player, mark } => set(s, *player, |p| {
            p.active_at = *mark;
            p.warned = false;
        }),
        Event::AssemblyStarted => s.assemblies += 1,
        Event::KeptFromDebate { player } => {
            let k = s.assemblies;
            set(s, *player, |p| p.active_at = (p.active_at + 1).min(k));
        }
        Event::Replaced { old, new, name } => {
            set(s, *old, |p| p.name = name.clone());
            rename(s, *old, *new);
            set(s, *new, |p| {
                p.room = None;
                p.away = None;
                p.offline = false;
            });
        }
        Event::LobbyVoice { player, room } => {
            s.lobby_events += 1;
            set(s, *player, |p| p.room = *room);
        }
        Event::VoiceMoved { player, room } => set(s, *player, |p| p.room = *room),
        Event::AwayStarted { player, since, .. } => set(s, *player, |p| p.away = Some(*since)),
        Event::AwayEnded { player } => set(s, *player, |p| p.away = None),
        Event::PresenceChanged { player, offline } => set(s, *player, |p| p.offline = *offline),
        Event::Listening { on } => s.hearing = *on,
        Event::DeadlineHeld { deadline } => s.held = *deadline,
        Event::GameEnded { winner, reason } => {
            s.outcome = Some(Outcome {
                winner: *winner,
                reason: *reason,
            });
            s.phase = Phase::Ended;
            s.deadline = None;
            s.pending.clear();
        }
        Event::PreloadsLost => {
            s.surpris.clear();
            s.late.clear();
            s.marked = None;
        }
        Event::SeerSaw { .. }
        | Event::OutsideAnnounced { .. }
        | Event::FoxSniffed { .. }
        | Event::CypherRead { .. }
        | Event::Relayed { .. }
        | Event::WatchReport { .. }
        | Event::ThreadReport { .. }
        | Event::DawnNote { .. }
        | Event::Shot { .. }
        | Event::CrowShown { .. }
        | Event::VoteClosed { .. }
        | Event::Spared => {}
    }
}

/// A substitute takes a seat: every reference to the old id now names the new one.
fn rename(s: &mut State, old: PlayerId, new: PlayerId) {
    let swap = |id: &mut PlayerId| {
        if *id == old {
            *id = new;
        }
    };
    let swap_set = |set: &mut std::collections::BTreeSet<PlayerId>| {
        if set.remove(&old) {
            set.insert(new);
        }
    };
    for p in &mut s.players {
        swap(&mut p.id);
        p.last_target.iter_mut().for_each(swap);
    }
    s.mayor.iter_mut().for_each(swap);
    if let Some((a, b)) = s.lovers.as_mut() {
        swap(a);
        swap(b);
    }
    if let Some(c) = s.contract.as_mut() {
        swap(&mut c.mercenary);
        c.candidates.iter_mut().for_each(swap);
        c.target.iter_mut().for_each(swap);
    }
    for p in &mut s.pending {
        match p {
            Pending::Shot(id) | Pending::Succession(id) => swap(id),
        }
    }
    for list in [
        &mut s.surpris,
        &mut s.late,
        &mut s.night.soaked,
        &mut s.night.locks,
    ] {
        list.iter_mut().for_each(swap);
    }
    for opt in [
        &mut s.marked,
        &mut s.coup_planned,
        &mut s.tournee_planned,
        &mut s.night.wall,
        &mut s.night.inn,
        &mut s.night.prey,
        &mut s.night.infected,
        &mut s.today.speaker,
    ] {
        opt.iter_mut().for_each(swap);
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
    if let Some(c) = s.night.choices.remove(&old) {
        s.night.choices.insert(new, c);
    }
    for c in s.night.choices.values_mut() {
        c.targets.iter_mut().for_each(swap);
    }
    if let Some(v) = s.night.pseudonyms.remove(&old) {
        s.night.pseudonyms.insert(new, v);
    }
    s.today.speakers.iter_mut().for_each(swap);
    s.today.tied.iter_mut().for_each(swap);
    if let Some(v) = s.today.votes.remove(&old) {
        s.today.votes.insert(new, v);
    }
    for t in s.today.votes.values_mut() {
        t.iter_mut().for_each(swap);
    }
    if let Some(v) = s.today.preloaded.remove(&old) {
        s.today.preloaded.insert(new, v);
    }
}

fn set(s: &mut State, id: crate::notice::PlayerId, f: impl FnOnce(&mut Player)) {
    if let Some(p) = s.player_mut(id) {
        f(p);
    }
}
