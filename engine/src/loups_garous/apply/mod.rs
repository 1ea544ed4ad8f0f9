//! Folds one event into the state: no logic, no refusal, no randomness. One fold per
//! concern; each event is folded by the one that owns what it changes.

mod day;
mod night;
mod rename;

use super::event::Event;
use super::state::{Outcome, Phase, Player, State};
use crate::notice::PlayerId;

/// Applies an event.
pub fn apply(s: &mut State, event: &Event) {
    fold_lobby(s, event);
    fold_clock(s, event);
    fold_players(s, event);
    night::fold_outside(s, event);
    night::fold_choices(s, event);
    night::fold_plans(s, event);
    day::fold_speech(s, event);
    day::fold_vote(s, event);
}

/// The lobby and the seating.
fn fold_lobby(s: &mut State, event: &Event) {
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
        Event::LobbyVoice { player, room } => {
            s.lobby_events += 1;
            set(s, *player, |p| p.room = *room);
        }
        _ => {}
    }
}

/// The phases, their deadlines and the pause; what waits; the Maire; the end.
fn fold_clock(s: &mut State, event: &Event) {
    match event {
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
        Event::DeadlineHeld { deadline } => s.held = *deadline,
        Event::Listening { on } => s.hearing = *on,
        Event::GameEnded { winner, reason } => {
            s.outcome = Some(Outcome {
                winner: *winner,
                reason: *reason,
            });
            s.phase = Phase::Ended;
            s.deadline = None;
            s.pending.clear();
        }
        Event::PendingSet { pending } => s.pending = pending.clone(),
        Event::MayorSet { player, .. } => s.mayor = *player,
        _ => {}
    }
}

/// Each villager: a substitute's seat, death, activity, the assemblies, voice, presence.
fn fold_players(s: &mut State, event: &Event) {
    match event {
        Event::Replaced { old, new, name } => {
            set(s, *old, |p| p.name = name.clone());
            rename::rename(s, *old, *new);
            set(s, *new, |p| {
                p.room = None;
                p.away = None;
                p.offline = false;
            });
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
        Event::VoiceMoved { player, room } => set(s, *player, |p| p.room = *room),
        Event::AwayStarted { player, since, .. } => set(s, *player, |p| p.away = Some(*since)),
        Event::AwayEnded { player } => set(s, *player, |p| p.away = None),
        Event::PresenceChanged { player, offline } => set(s, *player, |p| p.offline = *offline),
        _ => {}
    }
}

pub(super) fn set(s: &mut State, id: PlayerId, f: impl FnOnce(&mut Player)) {
    if let Some(p) = s.player_mut(id) {
        f(p);
    }
}
