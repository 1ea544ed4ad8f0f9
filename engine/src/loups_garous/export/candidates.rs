//! The commands that may have made a logged batch, read off its events: the export tries
//! each (most specific first) and keeps the one that gives exactly the logged events.

use super::super::access::{access, Channel};
use super::super::command::{Command, MjCommand};
use super::super::event::{EndReason, Event};
use super::super::inventory::usable_items;
use super::super::role::Item;
use super::super::state::{Cause, State};
use crate::game::Timestamp;
use crate::notice::PlayerId;

/// How many events of the same instant are read for clues.
const WINDOW: usize = 64;

/// The candidate commands for the batch that starts at `i`, deduplicated, in trying order.
pub(super) fn of(state: &State, log: &[(Timestamp, Event)], i: usize) -> Vec<Command> {
    let at = log[i].0;
    let mut out: Vec<Command> = Vec::new();
    let same_instant = log[i..].iter().take(WINDOW).take_while(|(t, _)| *t == at);
    for (_, event) in same_instant {
        for c in from_event(state, event) {
            if !out.contains(&c) {
                out.push(c);
            }
        }
    }
    out.push(Command::Tick(at));
    out.push(Command::Mj(MjCommand::Advance));
    let window: Vec<&Event> = log[i..]
        .iter()
        .take(WINDOW)
        .take_while(|(t, _)| *t == at)
        .map(|(_, e)| e)
        .collect();
    for c in any_item(state, &window) {
        if !out.contains(&c) {
            out.push(c);
        }
    }
    out
}

/// The fallback: every usable item of every player, at no target or at one the batch
/// names, with each option.
fn any_item(state: &State, window: &[&Event]) -> Vec<Command> {
    let mut named: Vec<PlayerId> = Vec::new();
    for event in window {
        if let Ok(value) = serde_json::to_value(event) {
            players_in(state, &value, &mut named);
        }
    }
    let mut out = Vec::new();
    for player in state.players.iter().map(|p| p.id) {
        for item in usable_items(state, player) {
            let aims = std::iter::once(vec![]).chain(named.iter().map(|t| vec![*t]));
            for targets in aims {
                for option in [None, Some("loin"), Some("pres"), Some("personne")] {
                    out.push(Command::Use {
                        player,
                        item,
                        targets: targets.clone(),
                        option: option.map(str::to_owned),
                    });
                }
            }
        }
    }
    out
}

/// The players a serialized event names, in order, once each.
fn players_in(state: &State, value: &serde_json::Value, named: &mut Vec<PlayerId>) {
    match value {
        serde_json::Value::Number(n) => {
            if let Some(id) = n.as_u64().map(PlayerId) {
                if state.player(id).is_some() && !named.contains(&id) {
                    named.push(id);
                }
            }
        }
        serde_json::Value::Array(items) => items.iter().for_each(|v| players_in(state, v, named)),
        serde_json::Value::Object(fields) => {
            fields.values().for_each(|v| players_in(state, v, named));
        }
        _ => {}
    }
}

fn from_event(state: &State, event: &Event) -> Vec<Command> {
    let used = |player: PlayerId, item: Item, targets: Vec<PlayerId>, option| Command::Use {
        player,
        item,
        targets,
        option,
    };
    match event {
        Event::ChoiceMade { player, choice } => vec![
            used(*player, choice.item, choice.targets.clone(), None),
            used(
                *player,
                choice.item,
                choice.targets.clone(),
                choice.option.clone(),
            ),
        ],
        Event::VoteCast { voter, target } => vec![
            used(
                *voter,
                Item::Bulletin,
                target.iter().copied().collect(),
                None,
            ),
            Command::Vote {
                player: *voter,
                target: *target,
            },
        ],
        Event::WentHome { player } => vec![
            used(*player, Item::Rentrer, vec![], None),
            Command::GoHome { player: *player },
        ],
        Event::Spoke { player, .. } | Event::Activity { player, .. } => {
            let mut out = vec![used(*player, Item::Sablier, vec![], None)];
            out.extend(messages(state, *player, "…"));
            out.push(Command::Heard { player: *player });
            out
        }
        Event::VoiceMoved { player, room } => vec![Command::Voice {
            player: *player,
            room: *room,
        }],
        Event::PresenceChanged { player, offline } => vec![Command::Presence {
            player: *player,
            offline: *offline,
        }],
        Event::Listening { on } => vec![Command::Listening { on: *on }],
        Event::Followed { player, near } => vec![used(
            *player,
            Item::Ecoute,
            vec![],
            Some(if *near { "pres" } else { "loin" }.to_owned()),
        )],
        Event::Relayed { text, .. } => state
            .living()
            .flat_map(|p| messages(state, p.id, text))
            .collect(),
        _ => by_mj(state, event),
    }
}

/// The MJs' commands that may have written this event.
fn by_mj(state: &State, event: &Event) -> Vec<Command> {
    match event {
        Event::Replaced { old, new, name } => vec![Command::Mj(MjCommand::Replace {
            old: *old,
            new: *new,
            name: name.clone(),
        })],
        Event::Paused { remaining_ms } => match state.paused {
            Some(old) if *remaining_ms > old => {
                vec![Command::Mj(MjCommand::Extend((*remaining_ms - old) / 1000))]
            }
            _ => vec![Command::Mj(MjCommand::Pause)],
        },
        Event::Resumed { .. } => vec![Command::Mj(MjCommand::Resume)],
        Event::DeadlineSet {
            deadline: Some(new),
        } => match state.deadline {
            Some(old) if *new > old => {
                vec![Command::Mj(MjCommand::Extend((*new - old).num_seconds()))]
            }
            _ => vec![],
        },
        Event::GameEnded {
            reason: EndReason::Terminated,
            ..
        } => vec![Command::Mj(MjCommand::Terminate)],
        Event::Died {
            player,
            cause: Cause::Parti,
            ..
        } => vec![
            Command::Departed { player: *player },
            Command::Mj(MjCommand::Exclude(*player)),
        ],
        _ => vec![],
    }
}

/// A message by `player` in each channel he may write in now.
fn messages(state: &State, player: PlayerId, text: &str) -> Vec<Command> {
    let now = access(state);
    [
        Channel::Place,
        Channel::Meute,
        Channel::Amoureux,
        Channel::Cimetiere,
    ]
    .into_iter()
    .filter(|c| now.may_write(*c, player))
    .map(|c| Command::Spoke {
        player,
        channel: c.id().to_owned(),
        text: text.to_owned(),
    })
    .collect()
}
