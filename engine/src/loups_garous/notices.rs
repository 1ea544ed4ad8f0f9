//! What players are told (Fluent ids in `loups-garous.ftl`): the role card, prompts,
//! private results and the night's news. The day's are in [`super::notices_day`].

use super::event::{DawnNote, Event, PreyNote};
use super::night::night_items;
use super::role::Role;
use super::state::{NightStep, Phase, State};
use super::victory::camp_of;
use crate::notice::{Audience, Name, Notice, PlayerId, Prompts};

/// A prompt of one action only.
pub(crate) fn only(action: &str) -> Prompts {
    Prompts::Only(vec![action.to_owned()])
}

/// The public ballot of a vote.
pub(crate) fn ballot() -> Prompts {
    only("bulletin")
}

pub(crate) fn place(id: &str) -> Notice {
    Notice::new(Audience::Channel("place".into()), id)
}

pub(crate) fn dm(player: PlayerId, id: &str) -> Notice {
    Notice::new(Audience::Player(player), id)
}

pub(crate) fn channel(name: &str, id: &str) -> Notice {
    Notice::new(Audience::Channel(name.into()), id)
}

/// The notices of an event, given the state after it.
pub(crate) fn notices(s: &State, event: &Event) -> Vec<Notice> {
    let name = |id: PlayerId| Name(s.name(id));
    match event {
        Event::Distributed { seating } => distributed(s, seating),
        Event::PhaseEntered { phase, .. } => phase_notices(s, *phase),
        Event::SurprisDehors { players } => {
            let mut out: Vec<Notice> = players.iter().map(|p| dm(*p, "lg-surpris-you")).collect();
            out.push(place("lg-night"));
            out
        }
        Event::Retardataires { players } => players.iter().map(|p| dm(*p, "lg-late-you")).collect(),
        Event::WentHome { player } => vec![dm(*player, "lg-home").answering()],
        Event::LastCall {
            deadline,
            left,
            players,
        } => super::last_call::notices(s, *deadline, *left, players),
        Event::ChoiceMade { player, choice } => {
            vec![dm(*player, "lg-choice-ok")
                .arg("item", choice.item.id())
                .answering()]
        }
        Event::Gagged { player } => vec![place("lg-gagged").arg("name", name(*player))],
        Event::GagsLifted => vec![place("lg-gags-lifted")],
        Event::LocksStarted { players } => players
            .iter()
            .flat_map(|p| {
                [
                    place("lg-locked").arg("name", name(*p)),
                    dm(*p, "lg-locked-you"),
                ]
            })
            .collect(),
        Event::LoversLinked { a, b } => vec![
            dm(*a, "lg-lover").arg("name", name(*b)),
            dm(*b, "lg-lover").arg("name", name(*a)),
        ],
        Event::ContractOffered {
            mercenary,
            candidates,
        } => {
            let names: Vec<String> = candidates.iter().map(|c| name(*c).0).collect();
            vec![dm(*mercenary, "lg-contract-offer").arg("names", Name(names.join(", ")))]
        }
        Event::ContractSigned { target } => match &s.contract {
            Some(c) => vec![dm(c.mercenary, "lg-contract-signed").arg("name", name(*target))],
            None => vec![],
        },
        Event::ContractExpired => match &s.contract {
            // An infected Mercenaire plays for the Meute (his dawn note says so), not the
            // Village.
            Some(c)
                if s.alive(c.mercenary) && !s.player(c.mercenary).is_some_and(|p| p.infected) =>
            {
                vec![dm(c.mercenary, "lg-contract-expired")]
            }
            _ => vec![],
        },
        _ => results(s, event),
    }
}

/// The seating told on the place, each role card, the den named in #meute.
fn distributed(s: &State, seating: &[(PlayerId, String, Role)]) -> Vec<Notice> {
    let names: Vec<String> = seating.iter().map(|p| p.1.clone()).collect();
    let mut out = vec![place("lg-seating").arg("names", Name(names.join(", ")))];
    for (id, _, role) in seating {
        out.push(card(s, *id, *role));
    }
    let den: Vec<String> = seating
        .iter()
        .filter(|p| p.2.in_den())
        .map(|p| p.1.clone())
        .collect();
    out.push(channel("meute", "lg-den").arg("names", Name(den.join(", "))));
    out
}

/// Private results and the night's news.
fn results(s: &State, event: &Event) -> Vec<Notice> {
    let name = |id: PlayerId| Name(s.name(id));
    match event {
        Event::SeerSaw { seer, target, role } => vec![dm(*seer, "lg-seer")
            .arg("name", name(*target))
            .arg("role", role.id())],
        Event::FoxSniffed { fox, target, found } => {
            let id = if *found { "lg-fox-yes" } else { "lg-fox-no" };
            vec![dm(*fox, id).arg("name", name(*target))]
        }
        Event::CypherRead { cypher, a, b, same } => {
            let id = if *same {
                "lg-cypher-same"
            } else {
                "lg-cypher-different"
            };
            vec![dm(*cypher, id).arg("a", name(*a)).arg("b", name(*b))]
        }
        Event::HuntStarted { hunters, .. } => {
            let mut out = vec![channel("meute", "lg-hunt")];
            if let Some(girl) = s.living_role(Role::PetiteFille).filter(|g| !g.infected) {
                if !hunters.contains(&girl.id) && s.night.wall != Some(girl.id) {
                    out.push(dm(girl.id, "lg-prompt-ecoute").prompting(Prompts::All));
                }
            }
            out
        }
        Event::Relayed {
            to,
            pseudonym,
            text,
        } => vec![dm(*to, "lg-relay")
            .arg("wolf", i64::from(*pseudonym))
            .said("text", text)],
        Event::PreyChosen { prey, note } => prey_notices(s, *prey, *note),
        Event::Infected { player } => {
            vec![channel("meute", "lg-infected-meute").arg("name", name(*player))]
        }
        _ => reports(s, event),
    }
}

/// What the watchers learn at dawn, and who was seen outside.
fn reports(s: &State, event: &Event) -> Vec<Notice> {
    let name = |id: PlayerId| Name(s.name(id));
    match event {
        Event::WatchReport {
            watcher,
            house,
            count,
            seen,
        } => vec![match seen {
            Some(v) => dm(*watcher, "lg-watch")
                .arg("house", name(*house))
                .arg("count", *count)
                .arg("name", name(*v)),
            None => dm(*watcher, "lg-watch-none").arg("house", name(*house)),
        }],
        Event::ThreadReport {
            spider,
            target,
            houses,
        } => vec![if houses.is_empty() {
            dm(*spider, "lg-thread-home").arg("name", name(*target))
        } else {
            let list: Vec<String> = houses.iter().map(|h| name(*h).0).collect();
            dm(*spider, "lg-thread")
                .arg("name", name(*target))
                .arg("houses", Name(list.join(", ")))
        }],
        Event::DawnNote { player, note } => vec![dm(
            *player,
            match note {
                DawnNote::Inn => "lg-note-inn",
                DawnNote::Wall => "lg-note-wall",
                DawnNote::Infected => "lg-note-infected",
                DawnNote::Soaked => "lg-note-soaked",
            },
        )],
        Event::OutsideAnnounced { players } => {
            let list: Vec<String> = players.iter().map(|p| name(*p).0).collect();
            vec![place("lg-outside").arg("names", Name(list.join(", ")))]
        }
        _ => super::notices_day::notices(s, event),
    }
}

/// The role card, sent at distribution and to a substitute.
pub(crate) fn card(s: &State, player: PlayerId, role: Role) -> Notice {
    dm(player, "lg-role-card")
        .arg("role", role.id())
        .arg("camp", camp_of(s, player).id())
}

fn prey_notices(s: &State, prey: Option<PlayerId>, note: PreyNote) -> Vec<Notice> {
    let target = Name(prey.map(|p| s.name(p)).unwrap_or_default());
    let id = match note {
        PreyNote::Chosen => "lg-prey",
        PreyNote::NoVotes => "lg-prey-none",
        PreyNote::Walled => "lg-prey-walled",
        PreyNote::EmptyHouse => "lg-prey-empty",
        PreyNote::LittleGirl => "lg-prey-girl",
    };
    let mut out = vec![channel("meute", id).arg("name", target.clone())];
    if let Some((girl, _)) = s.night.follower {
        if prey.is_some() && prey != Some(girl) {
            out.push(dm(girl, "lg-follower-prey").arg("name", target));
        }
    }
    out
}

/// A deadline as the `until` of a text (`<t:…:R>` on Discord, a live countdown); `none`
/// when there is none.
pub(crate) fn until(at: Option<crate::game::Timestamp>) -> String {
    at.map_or_else(|| "none".to_owned(), |t| t.timestamp().to_string())
}

/// Announcements and prompts when a phase begins (the state holds its deadline).
fn phase_notices(s: &State, phase: Phase) -> Vec<Notice> {
    match phase {
        Phase::Dusk(_) => vec![place("lg-dusk")
            .arg("secs", s.settings.crepuscule)
            .arg("until", until(s.deadline))
            .prompting(only("rentrer"))],
        Phase::Dawn(n) => vec![place("lg-dawn").arg("day", n)],
        Phase::Night(n, step) => {
            let out_now = |p: &super::state::Player| s.night.out.contains(&p.id) && !p.home;
            let mut out = Vec::new();
            // The den goes home together: one 🏠 in #meute for its members out, not a DM each.
            let den_out = s.living().any(|p| s.in_den(p.id) && out_now(p));
            if step == NightStep::Retraite && den_out {
                out.push(
                    channel("meute", "lg-retraite-den")
                        .arg("secs", s.settings.retraite)
                        .arg("until", until(s.deadline))
                        .prompting(only("rentrer")),
                );
            }
            for p in s.living() {
                let items = night_items(s, n, step, p.id);
                if step == NightStep::Retraite && out_now(p) && s.in_den(p.id) {
                    continue;
                }
                if step == NightStep::Retraite && out_now(p) {
                    out.push(
                        dm(p.id, "lg-retraite")
                            .arg("secs", s.settings.retraite)
                            .arg("until", until(s.deadline))
                            .prompting(Prompts::All),
                    );
                } else if step == NightStep::Chasse && s.has_claws(p.id) {
                    out.push(dm(p.id, "lg-prompt-griffes").prompting(Prompts::All));
                } else if !items.is_empty() {
                    let ids: Vec<&str> = items.iter().map(|i| i.id()).collect();
                    // Only the Sorcière and the den are told who the prey is.
                    let told = p.role == Role::Sorciere || s.in_den(p.id);
                    let prey = s
                        .night
                        .prey
                        .filter(|_| told)
                        .map_or_else(|| "-".into(), |q| s.name(q));
                    out.push(
                        dm(p.id, "lg-prompt")
                            .arg("items", ids.join(", "))
                            .arg("prey", prey)
                            .prompting(Prompts::All),
                    );
                }
            }
            out
        }
        Phase::Day(..) => super::notices_day::stage(s, phase),
        Phase::Lobby | Phase::Ended => vec![],
    }
}
