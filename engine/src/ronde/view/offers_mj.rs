//! The MJs' desk as offers (§5–§7, §9): every decision waiting for an MJ — anonymous
//! actions, proofs, reviews, jokers, Sirène orders, Souffleur themes, Dons, chorus ties, the
//! Transfiguration and the Mime's target; the questions and the Décorateurs' counts as forms
//! (`offers_forms`) — with its choices, and the `/mj` command a choice stands for. An
//! action id names the decision (`anon-3`, `revue-12`), never an anonymous author.

use crate::notice::PlayerId;
use crate::offer::{Offer, Pick};
use crate::ronde::checklist::ItemStatus;
use crate::ronde::command::{Command, MjCommand};
use crate::ronde::event::Event;
use crate::ronde::offers::{masked_others, proposal_label};
use crate::ronde::personnage::Personnage;
use crate::ronde::state::State;
use crate::ronde::Ronde;
use crate::verbs::{self, Vocabulary as _};

fn options(list: &[&str]) -> Pick {
    Pick::Options(list.iter().map(|o| (*o).to_owned()).collect())
}

/// Every decision waiting on the desk.
pub fn offers(s: &State) -> Vec<Offer> {
    let mut out = Vec::new();
    for r in &s.anon {
        out.push(Offer::new(
            &format!("anon-{}", r.id),
            options(&["approuver", "refuser"]),
            "A",
        ));
    }
    out.extend(items(s));
    for (player, day, _) in &s.jokers_pending {
        out.push(Offer::new(
            &format!("joker-{}", player.0),
            options(&["confirmer", "refuser"]),
            &format!("J{day}"),
        ));
    }
    for (id, ..) in &s.sirene_orders {
        out.push(Offer::new(
            &format!("sirene-{id}"),
            options(&["approuver", "refuser"]),
            "S",
        ));
    }
    for b in &s.blows {
        out.push(Offer::new(
            &format!("souffle-{}", b.id),
            options(&["theme-ok", "pas-theme"]),
            "B",
        ));
    }
    for p in &s.dons_pending {
        out.push(Offer::new(
            &format!("don-{}", p.0),
            options(&["carton", "cantine", "rien"]),
            "D",
        ));
    }
    out.extend(choices(s));
    out.extend(crate::ronde::offers_forms::forms(s));
    out
}

/// The checklist's decisions: reviews at the boundary, proofs to validate.
fn items(s: &State) -> Vec<Offer> {
    let mut out = Vec::new();
    for i in s.checklist.iter().filter(|i| i.open()) {
        if i.in_review {
            let joker = s.player(i.player).is_some_and(|x| {
                x.has_jokers() && x.jokers_used < 2 && !i.what.starts_with("sirene")
            }) && i.what != "monster";
            let mut choices = vec!["respectee"];
            if joker {
                choices.push("joker");
            }
            choices.extend(["excusee", "non-respectee"]);
            out.push(Offer::new(
                &format!("revue-{}", i.id),
                options(&choices),
                "R",
            ));
        } else if i.status == ItemStatus::PreuveSoumise {
            let key = format!("P{}", u8::from(i.precheck.unwrap_or(false)));
            out.push(Offer::new(
                &format!("preuve-{}", i.id),
                options(&["valider", "refuser"]),
                &key,
            ));
        }
    }
    out
}

/// The desk's decisions made with a menu: chorus ties, Transfiguration, the Mime's target.
fn choices(s: &State) -> Vec<Offer> {
    let mut out = Vec::new();
    for (day, tied) in &s.chorus.ties {
        if *day + 1 != s.day || s.chorus.decided.contains_key(day) {
            continue;
        }
        let list: Vec<(String, String)> = s
            .chorus
            .proposals
            .iter()
            .filter(|p| tied.contains(&p.id))
            .map(|p| (p.id.to_string(), proposal_label(s, p)))
            .collect();
        if !list.is_empty() {
            out.push(Offer::new(
                &format!("trancher-{day}"),
                Pick::Menu(list),
                "T",
            ));
        }
    }
    if s.masks_given < s.figurants_unmasked {
        let candidates: Vec<(PlayerId, String)> = s
            .chorus_members()
            .into_iter()
            .filter(|p| s.last_figurant_unmasked != Some(*p))
            .map(|p| (p, s.name(p)))
            .collect();
        if let Some(pick) = crate::ronde::offers::players(candidates) {
            let key = format!("F{}", s.figurants_unmasked);
            out.push(Offer::new("transfigurer", pick, &key));
        }
    }
    if s.secretary.is_none() {
        let candidates: Vec<(PlayerId, String)> = s
            .secretary_candidates
            .iter()
            .map(|p| (*p, s.name(*p)))
            .collect();
        if let Some(pick) = crate::ronde::offers::players(candidates) {
            out.push(Offer::new("secretaire", pick, "C"));
        }
    }
    let mimes = s.holders(Personnage::Mime);
    let lost = s
        .mime_target
        .is_none_or(|t| s.player(t).is_none_or(|x| !x.looks_masked()));
    if let (Some(mime), true) = (mimes.first(), lost) {
        let candidates: Vec<(PlayerId, String)> = masked_others(s, *mime)
            .into_iter()
            .filter(|(p, _)| {
                s.player(*p)
                    .is_some_and(|x| x.personnage != Some(Personnage::Figurant))
            })
            .collect();
        if let Some(pick) = crate::ronde::offers::players(candidates) {
            let key = format!("M{}", s.mime_target.map_or(0, |t| t.0));
            out.push(Offer::new("mime", pick, &key));
        }
    }
    out
}

/// The MJ command a desk choice stands for: a player picked for the Transfiguration, the
/// Mime or the Secrétaire; else the card's `/mj bureau` verb, built from the card's number
/// (or player) and the choice as the vocabulary table reads them.
pub fn command_for(
    by: PlayerId,
    action: &str,
    option: Option<&str>,
    target: Option<PlayerId>,
) -> Option<Command> {
    let cmd = match action {
        "transfigurer" => MjCommand::Transfigure { player: target? },
        "mime" => MjCommand::Mime { player: target? },
        "secretaire" => MjCommand::Secretary { player: target? },
        _ => decision(by, action, option?)?,
    };
    Some(Command::Desk {
        by,
        cmd,
        card: action.to_owned(),
    })
}

/// A card's choice (`anon-3` `refuser`, `joker-12` `confirmer`) through the desk's verb.
fn decision(by: PlayerId, action: &str, option: &str) -> Option<MjCommand> {
    let (kind, n) = action.rsplit_once('-')?;
    n.parse::<u64>().ok()?;
    let (sub, words) = match kind {
        "anon" => ("anonyme", vec![n.to_owned(), option.to_owned()]),
        "revue" | "preuve" | "joker" | "sirene" | "souffle" | "don" => {
            (kind, vec![n.to_owned(), option.to_owned()])
        }
        "trancher" => (kind, vec![option.to_owned()]),
        _ => return None,
    };
    let verb = verbs::find(Ronde::verbs(), &format!("mj bureau {sub}"))?;
    let player = |w: &str| w.parse().map(PlayerId).map_err(|_| String::new());
    let args = verbs::read(verb, &words, &player).ok()?;
    match (verb.build)(by, &args).ok()? {
        Command::Mj { cmd, .. } => Some(cmd),
        _ => None,
    }
}

/// The desk decision an MJ command makes (the card it closes) and the choice, if it is one.
pub fn desk_decision(s: &State, cmd: &MjCommand) -> Option<(String, String)> {
    let yes_no = |y: bool, a: &str, b: &str| if y { a } else { b }.to_owned();
    Some(match cmd {
        MjCommand::Anonymous { id, approve } => (
            format!("anon-{id}"),
            yes_no(*approve, "approuver", "refuser"),
        ),
        MjCommand::SireneOrder { id, approve } => (
            format!("sirene-{id}"),
            yes_no(*approve, "approuver", "refuser"),
        ),
        MjCommand::Souffle { id, theme_ok } => (
            format!("souffle-{id}"),
            yes_no(*theme_ok, "theme-ok", "pas-theme"),
        ),
        MjCommand::ConfirmJoker { player, approve } => (
            format!("joker-{}", player.0),
            yes_no(*approve, "confirmer", "refuser"),
        ),
        MjCommand::Review { item, decision } => {
            let i = s.checklist.iter().find(|i| i.id == *item)?;
            let kind = if i.in_review { "revue" } else { "preuve" };
            let choice = match decision {
                ItemStatus::Validee => "valider",
                ItemStatus::Refusee => "refuser",
                ItemStatus::Respectee => "respectee",
                ItemStatus::Joker => "joker",
                ItemStatus::Excusee => "excusee",
                ItemStatus::NonRespectee => "non-respectee",
                _ => return None,
            };
            (format!("{kind}-{item}"), choice.to_owned())
        }
        MjCommand::ConfirmDon { player, cantine } => (
            format!("don-{}", player.0),
            yes_no(*cantine, "cantine", "carton"),
        ),
        MjCommand::DismissDon { player } => (format!("don-{}", player.0), "rien".to_owned()),
        MjCommand::Decide { proposal } => {
            let day = s
                .chorus
                .ties
                .iter()
                .find(|(_, t)| t.contains(proposal))
                .map_or(s.day, |(d, _)| *d);
            (format!("trancher-{day}"), proposal.to_string())
        }
        MjCommand::Transfigure { player } => ("transfigurer".to_owned(), s.name(*player)),
        MjCommand::Deco { day, first, second } => {
            let pair = s.holders(Personnage::Decorateur);
            let names: Vec<String> = pair
                .iter()
                .zip([first, second])
                .map(|(p, n)| format!("{} {n}", s.name(*p)))
                .collect();
            (format!("deco-{day}"), names.join(", "))
        }
        MjCommand::Alice {
            card: Some(card), ..
        } => (format!("alice-{card}"), "alice".to_owned()),
        MjCommand::Mime { player } => ("mime".to_owned(), s.name(*player)),
        MjCommand::Secretary { player } if !s.secretary_candidates.is_empty() => {
            ("secretaire".to_owned(), s.name(*player))
        }
        _ => return None,
    })
}

/// Who decided a desk card in these events, and how: `(MJ, choice)`.
pub fn decided(events: &[Event], action: &str) -> Option<(PlayerId, String)> {
    events.iter().find_map(|e| match e {
        Event::MjDecided {
            by,
            action: a,
            choice,
        } if a == action => Some((*by, choice.clone())),
        _ => None,
    })
}
