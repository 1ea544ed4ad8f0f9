//! The notices of the game on Discord: the tribunal's standing posts, the clock, reminders,
//! corrections, answers, the Décorateurs' day and votes; and which offers a notice carries as
//! components (the desk's cards with their → Alice button, the **Porter plainte** button, the
//! chorus's ballot, the Héros's choice).

use crate::notice::{Audience, Name, Notice, Prompts};
use crate::ronde::channels::{proces, ANNONCES, CHOEUR, PLACE};
use crate::ronde::event::{Event, Prompt};
use crate::ronde::state::State;

fn channel(name: &str, id: &str) -> Notice {
    Notice::new(Audience::Channel(name.to_owned()), id)
}

/// The notices of one of these events, given the state after it.
pub fn notices(s: &State, event: &Event) -> Vec<Notice> {
    let name = |p: &crate::notice::PlayerId| s.name(*p);
    match event {
        Event::ForumOpened => vec![
            channel(ANNONCES, "ronde-annonces-open"),
            channel(PLACE, "ronde-place-open"),
        ],
        Event::Reminded { day, players } => players
            .iter()
            .map(|p| {
                crate::ronde::notices_facts::dm(s, *p, "ronde-reminder")
                    .arg("day", *day)
                    .arg(
                        "until",
                        crate::ronde::notices::wall(s, s.settings.day_end(*day)),
                    )
            })
            .collect(),
        Event::DeadlineMoved { n, deadline } => vec![channel(&proces(*n), "ronde-proces-deadline")
            .arg("n", *n)
            .arg("until", crate::ronde::notices::wall(s, *deadline))
            .arg("deadline", s.settings.short(*deadline))],
        Event::Woke { player, day } => {
            vec![crate::ronde::notices_facts::dm(s, *player, "ronde-woke").arg("day", *day)]
        }
        Event::Answered { player, text, .. } => {
            vec![crate::ronde::notices_facts::dm(s, *player, "ronde-answer")
                .arg("text", text.as_str())]
        }
        Event::VoteCast { proposal, voter } => vec![channel(CHOEUR, "ronde-chorus-vote")
            .arg("player", Name(name(voter)))
            .arg("id", *proposal)],
        Event::Revealed => vec![revealed(s)],
        Event::ProofValidated { item } => s
            .checklist
            .iter()
            .find(|i| i.id == *item)
            .map(|i| {
                vec![
                    crate::ronde::notices_facts::dm(s, i.player, "ronde-proof-validated")
                        .arg("day", i.day),
                ]
            })
            .unwrap_or_default(),
        _ => for_mjs(s, event),
    }
}

/// The MJs' own lines: the clock set, a correction, the Décorateurs' counts due.
fn for_mjs(s: &State, event: &Event) -> Vec<Notice> {
    let name = |p: &crate::notice::PlayerId| s.name(*p);
    match event {
        Event::ClockSet { by, pace } => {
            let at = pace.at.with_timezone(&s.settings.tz());
            vec![Notice::new(Audience::Mjs, "ronde-mj-clock")
                .arg("mj", Name(name(by)))
                .arg("at", at.format("%d/%m/%Y %H:%M").to_string())
                .arg("speed", pace.speed)]
        }
        Event::Corrected {
            by,
            player,
            field,
            value,
            reason,
            ..
        } => vec![Notice::new(Audience::Mjs, "ronde-mj-corrected")
            .arg("mj", Name(name(by)))
            .arg("player", Name(player.map(|p| name(&p)).unwrap_or_default()))
            .arg("field", field.as_str())
            .arg("value", value.as_str())
            .arg("reason", reason.as_str())],
        Event::DecoDue { day } => {
            let pair: Vec<String> = s
                .holders(crate::ronde::personnage::Personnage::Decorateur)
                .iter()
                .map(|p| s.name(*p))
                .collect();
            vec![Notice::new(Audience::Mjs, "ronde-mj-deco-due")
                .arg("day", *day)
                .arg("pair", pair.join(", "))]
        }
        _ => Vec::new(),
    }
}

/// The offer a notice of `event` carries, if it prompts one.
pub fn prompt(event: &Event, notice: &Notice) -> Option<String> {
    let mjs = notice.audience == Audience::Mjs;
    let channel = matches!(notice.audience, Audience::Channel(_));
    Some(match event {
        Event::AnonRequested(r) if mjs => format!("anon-{}", r.id),
        Event::ReviewDue { item } if mjs => format!("revue-{item}"),
        Event::ProofSubmitted { item, .. } if mjs => format!("preuve-{item}"),
        Event::JokerAsked { player, .. } if mjs => format!("joker-{}", player.0),
        Event::SireneOrdered { id, .. } if mjs => format!("sirene-{id}"),
        Event::BlowToJudge(b) if mjs => format!("souffle-{}", b.id),
        Event::DonSent { player, .. } if mjs => format!("don-{}", player.0),
        Event::ChorusTied { day, .. } if mjs => format!("trancher-{day}"),
        Event::TransfigurationDue { .. } if mjs => "transfigurer".to_owned(),
        Event::SecretaryToChoose { .. } if mjs => "secretaire".to_owned(),
        Event::MimeToPick | Event::MimeTargetLost { .. } if mjs => "mime".to_owned(),
        Event::QuestionAsked { id, .. } if mjs && *id > 0 => format!("repondre-{id}"),
        Event::DecoDue { day } if mjs => format!("deco-{day}"),
        Event::ProcesOpened(p) if channel => format!("plainte-{}", p.n),
        Event::Proposed(_) if channel => "voter".to_owned(),
        Event::Prompted {
            prompt: Prompt::Monster | Prompt::NewMonster,
            ..
        } if !mjs && !channel => "monstre".to_owned(),
        _ => return None,
    })
}

/// Marks each notice of `event` with the offer it carries; a desk card also carries its
/// → Alice button (§9).
pub fn with_prompts(event: &Event, notices: Vec<Notice>) -> Vec<Notice> {
    notices
        .into_iter()
        .map(|n| match prompt(event, &n) {
            Some(action) if n.audience == Audience::Mjs => {
                let alice = format!("alice-{action}");
                n.prompting(Prompts::Only(vec![action, alice]))
            }
            Some(action) => n.prompting(Prompts::Only(vec![action])),
            None => n,
        })
        .collect()
}

/// The end: every total, every Personnage and the Ronde, in Annonces.
fn revealed(s: &State) -> Notice {
    let board: Vec<String> = crate::ronde::ledger::leaderboard(s)
        .iter()
        .enumerate()
        .map(|(i, (p, total))| format!("{}. {} {total}", i + 1, s.name(*p)))
        .collect();
    let cast: Vec<String> = s
        .players
        .values()
        .filter_map(|x| Some(format!("{} : {}", x.name, x.personnage?.name())))
        .collect();
    let ronde: Vec<&str> = s.ronde.iter().map(|p| p.name()).collect();
    channel(ANNONCES, "ronde-final")
        .arg("board", board.join("\n"))
        .arg("cast", cast.join(", "))
        .arg("ronde", ronde.join(" → "))
}
