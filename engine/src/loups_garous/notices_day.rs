//! What players are told by day: deaths and reveals, the Maire, turns, votes and the tally,
//! and the end with every role.

use super::event::{EndReason, Event, MayorReason};
use super::notices::{ballot, card, dm, place};
use super::state::{Cause, DayStage, Pending, Phase, State};
use crate::notice::{Name, Notice, PlayerId, Prompts};

/// The notices of the day's events.
pub(crate) fn notices(s: &State, event: &Event) -> Vec<Notice> {
    let name = |id: PlayerId| Name(s.name(id));
    match event {
        Event::Died {
            player,
            cause,
            shown,
            infected,
        } => vec![died(s, *player, *cause, *shown, *infected)],
        Event::PendingSet { pending } => pending_prompt(s, pending.first()),
        Event::Shot { hunter, target } => vec![match target {
            Some(t) => place("lg-shot")
                .arg("hunter", name(*hunter))
                .arg("name", name(*t)),
            None => place("lg-no-shot").arg("hunter", name(*hunter)),
        }],
        Event::MayorSet {
            player: Some(m),
            reason,
        } => mayor(s, *m, *reason),
        Event::CoupAnnounced { dictator } => vec![place("lg-coup").arg("name", name(*dictator))],
        Event::CoupCancelled { .. } => vec![place("lg-coup-cancelled")],
        Event::TourneeAnnounced => vec![place("lg-tournee")],
        Event::IdiotRevealed { player } => vec![place("lg-idiot").arg("name", name(*player))],
        Event::SecondVoteOrdered => vec![place("lg-second-vote-ordered")],
        // out of voice: told to come back (offline, he cannot read it)
        Event::AwayStarted { player, until, .. }
            if s.player(*player).is_some_and(|p| !p.offline) =>
        {
            vec![dm(*player, "lg-voice-away").arg("until", until.timestamp().to_string())]
        }
        Event::AwayEnded { player }
            if s.player(*player)
                .is_some_and(|p| p.alive && p.room.is_some()) =>
        {
            vec![dm(*player, "lg-voice-back")]
        }
        Event::Warned { player } => vec![
            dm(*player, "lg-warned-you"),
            place("lg-warned").arg("name", name(*player)),
        ],
        Event::Replaced { new, name: n, .. } => {
            let role = s.player(*new).map(|p| p.role);
            let mut out = vec![place("lg-replaced").arg("name", Name(n.clone()))];
            if let Some(r) = role {
                out.push(card(s, *new, r));
            }
            out
        }
        Event::GameEnded { winner, reason } => end(s, *winner, *reason),
        _ => votes(s, event),
    }
}

/// What waits after a death: the Chasseur's shot, the Maire's successor.
fn pending_prompt(s: &State, first: Option<&Pending>) -> Vec<Notice> {
    let name = |id: PlayerId| Name(s.name(id));
    match first {
        Some(Pending::Shot(h)) => vec![
            dm(*h, "lg-prompt-fusil")
                .arg("secs", s.settings.tir)
                .prompting(Prompts::All),
            place("lg-tir").arg("name", name(*h)),
        ],
        Some(Pending::Succession(m)) => vec![
            dm(*m, "lg-prompt-successor")
                .arg("secs", s.settings.succession)
                .prompting(Prompts::All),
            place("lg-succession").arg("name", name(*m)),
        ],
        None => vec![],
    }
}

/// A new Maire; during a tie, his own prompt to settle it.
fn mayor(s: &State, m: PlayerId, reason: MayorReason) -> Vec<Notice> {
    let name = |id: PlayerId| Name(s.name(id));
    let id = match reason {
        MayorReason::Elected => "lg-mayor-elected",
        MayorReason::Successor => "lg-mayor-successor",
        MayorReason::Drawn => "lg-mayor-drawn",
        MayorReason::Coup => "lg-mayor-coup",
        MayorReason::Lost => "lg-mayor-elected",
    };
    let mut out = vec![place(id).arg("name", name(m))];
    // A Maire who takes office during a tie settles it: his predecessor's prompt
    // is gone, so he gets his own, with the tie's deadline.
    let tie = s.is_stage(super::state::DayStage::Egalite);
    if let (true, Some(deadline)) = (tie && s.player(m).is_some_and(|p| !p.locked), s.deadline) {
        out.push(
            dm(m, "lg-prompt-tie-successor")
                .arg("until", deadline.timestamp().to_string())
                .prompting(Prompts::All),
        );
    }
    out
}

/// The vote: pre-loaded votes, ballots, the tally, a tie.
fn votes(s: &State, event: &Event) -> Vec<Notice> {
    let name = |id: PlayerId| Name(s.name(id));
    match event {
        Event::VoteOpened { preloaded, .. } => preloaded
            .iter()
            .map(|(p, n)| place("lg-preloaded").arg("name", name(*p)).arg("votes", *n))
            .collect(),
        Event::CrowShown { player } => vec![place("lg-crow").arg("name", name(*player))],
        Event::VoteClosed { tally } => {
            let list: Vec<String> = tally
                .iter()
                .map(|(p, n)| format!("{} {}", name(*p).0, n))
                .collect();
            let list = if list.is_empty() {
                "-".into()
            } else {
                list.join(", ")
            };
            vec![place("lg-tally").arg("tally", Name(list))]
        }
        Event::Tied { players } => {
            let list: Vec<String> = players.iter().map(|p| name(*p).0).collect();
            let mut out = vec![place("lg-tie").arg("names", Name(list.join(", ")))];
            if let Some(m) = s.mayor {
                out.push(
                    dm(m, "lg-prompt-tie")
                        .arg("secs", s.settings.egalite)
                        .prompting(Prompts::All),
                );
            }
            out
        }
        Event::Spared => vec![place("lg-spared")],
        _ => vec![],
    }
}

fn died(
    s: &State,
    player: PlayerId,
    cause: Cause,
    shown: Option<super::role::Role>,
    infected: bool,
) -> Notice {
    let id = match (cause, shown, infected) {
        (_, None, _) => "lg-dead-hidden",
        (Cause::Parti, ..) => "lg-dead-parti",
        (Cause::Pendaison, ..) => "lg-hanged",
        (Cause::Chagrin, ..) => "lg-dead-grief",
        (Cause::Tir, ..) => "lg-dead-shot",
        (Cause::Coup, ..) => "lg-dead-coup",
        (Cause::Remords, ..) => "lg-dead-remorse",
        (_, Some(_), true) => "lg-dead-infected",
        _ => "lg-dead",
    };
    place(id)
        .arg("name", Name(s.name(player)))
        .arg("role", shown.map_or("hidden", |r| r.id()))
        .arg("infected", if infected { "oui" } else { "non" })
}

/// Announcements when a day stage begins.
pub(crate) fn stage(s: &State, phase: Phase) -> Vec<Notice> {
    let Phase::Day(n, stage) = phase else {
        return vec![];
    };
    let ends = super::notices::until(s.deadline);
    match stage {
        DayStage::Libre => vec![place("lg-day-1")
            .arg("secs", s.settings.libre)
            .arg("until", ends)],
        DayStage::Election => vec![place("lg-election")
            .arg("secs", s.settings.election)
            .arg("until", ends.clone())
            .prompting(ballot())],
        // The order is told once: a turn's start posts nothing (the microphone moves).
        DayStage::Parole => {
            let order: Vec<String> = s.today.speakers.iter().map(|p| s.name(*p)).collect();
            vec![place("lg-parole")
                .arg("day", n)
                .arg("order", crate::notice::Name(order.join(", ")))
                .arg("secs", s.settings.parole)
                .arg("silence", s.settings.silence.min(s.settings.parole))]
        }
        DayStage::Assemblee => vec![place("lg-assemblee")
            .arg("secs", s.settings.assemblee)
            .arg("until", ends)],
        DayStage::Vote if s.today.window => vec![],
        DayStage::Vote => vec![place("lg-vote-open")
            .arg("secs", s.settings.vote)
            .arg("until", ends.clone())
            .prompting(ballot())],
        DayStage::SecondVote => vec![place("lg-second-vote")
            .arg("secs", s.settings.second_vote)
            .arg("until", ends.clone())
            .prompting(ballot())],
        DayStage::CoupDEtat => {
            let mut out = vec![place("lg-coup-stage")
                .arg("secs", s.settings.coup)
                .arg("until", ends)];
            if let Some(d) = s.coup_planned {
                out.push(dm(d, "lg-prompt-coup").prompting(Prompts::All));
            }
            out
        }
        DayStage::Egalite | DayStage::Tir | DayStage::Succession => vec![],
    }
}

/// The end: the winner, then every role.
fn end(s: &State, winner: Option<super::role::Camp>, reason: EndReason) -> Vec<Notice> {
    let mut out = vec![match (reason, winner) {
        (EndReason::Terminated, _) => place("lg-end-terminated"),
        (_, None) => place("lg-end-draw"),
        (_, Some(c)) => place("lg-end").arg("camp", c.id()),
    }];
    for p in &s.players {
        out.push(
            place("lg-end-role")
                .arg("name", Name(p.name.clone()))
                .arg("role", p.role.id())
                .arg("infected", if p.infected { "oui" } else { "non" })
                .arg("alive", if p.alive { "oui" } else { "non" }),
        );
    }
    out
}
