//! The notices of the facts that replaced `Event::Told` (issue 9): answers, secrets,
//! prompts and the MJs' cards, each derived from its event and the state after it.

use crate::notice::{Audience, Name, Notice, PlayerId};
use crate::ronde::event::{BlowOutcome, Event, Prompt};
use crate::ronde::personnage::Personnage;
use crate::ronde::state::State;

fn channel(name: &str, id: &str) -> Notice {
    Notice::new(Audience::Channel(name.to_owned()), id)
}

fn mjs(id: &str) -> Notice {
    Notice::new(Audience::Mjs, id)
}

/// Whether a player is the public Diva: from J2, masked (« Dès J2, tout le monde sait »).
pub fn public_diva(s: &State, player: PlayerId) -> bool {
    s.day >= 2
        && s.player(player)
            .is_some_and(|x| x.looks_masked() && x.personnage == Some(Personnage::Diva))
}

/// A DM to a player. From J2 the masked Diva has no secrets: hers go to her Loge.
pub fn dm(s: &State, to: PlayerId, id: &str) -> Notice {
    if public_diva(s, to) {
        channel("loge", id)
    } else {
        Notice::new(Audience::Player(to), id)
    }
}

/// The notices of one of these facts, given the state after it.
pub fn notices(s: &State, event: &Event) -> Vec<Notice> {
    let mut out = days(s, event);
    out.extend(cards(s, event));
    out.extend(requests(s, event));
    out.extend(answers(s, event));
    out.extend(powers(s, event));
    out.extend(secrets(s, event));
    out
}

/// The days, the prompts, unmaskings and their consequences.
fn days(s: &State, event: &Event) -> Vec<Notice> {
    match event {
        Event::Legacy(old) => old
            .told()
            .map(super::notices_told::told)
            .into_iter()
            .collect(),
        Event::RepetitionsOpened { day } => {
            vec![channel(
                &crate::ronde::channels::repetitions(*day),
                "ronde-repetitions-open",
            )
            .arg("day", *day)]
        }
        Event::Prompted { player, prompt } => {
            let id = match prompt {
                Prompt::Phrase => "ronde-souffleur-prompt",
                Prompt::Destiny => "ronde-destinee-prompt",
                Prompt::Monster => "ronde-heros-prompt",
                Prompt::NewMonster => "ronde-heros-redesignate",
            };
            vec![dm(s, *player, id)]
        }
        Event::DivaWentPublic { diva } => {
            let list = match crate::ronde::ronde::visible(s, *diva) {
                crate::ronde::ronde::Visible::Set(set) => Personnage::names(set),
                crate::ronde::ronde::Visible::Any => String::new(),
            };
            vec![
                channel("loge", "ronde-diva-list").arg("list", list),
                channel("annonces", "ronde-diva-public").arg("player", Name(s.name(*diva))),
            ]
        }
        Event::ThemeGiven { day, to } => {
            let theme = s.themes.get(day).cloned().unwrap_or_default();
            to.iter()
                .map(|f| {
                    dm(s, *f, "ronde-theme")
                        .arg("day", *day)
                        .arg("theme", theme.as_str())
                })
                .collect()
        }
        Event::CurtainFell => vec![channel("annonces", "ronde-game-end")],
        Event::WentUnofficial { player } => vec![dm(s, *player, "ronde-unofficial")],
        Event::BecameSecretary { player } => vec![dm(s, *player, "ronde-secretary")],
        Event::LastBreathOffered { diva } => vec![dm(s, *diva, "ronde-last-breath")],
        Event::DestinyShown { list } => {
            let rest = list
                .iter()
                .copied()
                .skip((s.day as usize).saturating_sub(1));
            vec![
                channel(crate::ronde::channels::CHOEUR, "ronde-chorus-destiny")
                    .arg("personnages", Personnage::names(rest)),
            ]
        }
        Event::MaskGiven { player } => vec![dm(s, *player, "ronde-transfigured")],
        Event::RoleInherited { player, personnage } => {
            vec![dm(s, *player, "ronde-revenant-role").arg("personnage", personnage.name())]
        }
        Event::FellAsleep { player, day } => vec![dm(s, *player, "ronde-asleep").arg("day", *day)],
        _ => vec![],
    }
}

/// What the MJs are asked to decide or told.
fn cards(s: &State, event: &Event) -> Vec<Notice> {
    let name = |p: &PlayerId| s.name(*p);
    match event {
        Event::ThemeMissing { day } => vec![mjs("ronde-mj-no-theme").arg("day", *day)],
        Event::ReviewsWaiting { count } => vec![mjs("ronde-mj-review-ping").arg("count", *count)],
        Event::ReviewDue { item } => item_card(s, *item, "ronde-mj-review"),
        Event::ProofSubmitted { item, text } => item_card(s, *item, "ronde-mj-proof")
            .into_iter()
            .map(|n| proof_text(n, text))
            .collect(),
        Event::MimeToPick => vec![mjs("ronde-mj-mime-pick")],
        Event::GuignolToSet => vec![mjs("ronde-mj-guignol-pick")],
        Event::SecretaryToReplace => vec![mjs("ronde-mj-secretary-replace")],
        Event::SecretaryToChoose { candidates } => {
            let names: Vec<String> = candidates.iter().map(&name).collect();
            vec![mjs("ronde-mj-secretary-choose").arg("players", Name(names.join(", ")))]
        }
        Event::MimeTargetLost { player } => {
            vec![mjs("ronde-mj-mime-repick").arg("player", Name(name(player)))]
        }
        Event::TransfigurationDue {
            figurant,
            candidates,
        } => {
            let list: Vec<String> = candidates
                .iter()
                .map(|(p, n)| format!("{} ({n})", name(p)))
                .collect();
            let list = if list.is_empty() {
                "—".to_owned()
            } else {
                list.join(", ")
            };
            vec![mjs("ronde-mj-transfigure")
                .arg("player", Name(name(figurant)))
                .arg("candidates", list)]
        }
        Event::AnonCarriedOut { id } => vec![mjs("ronde-mj-anon-approved").arg("id", *id)],
        Event::ChorusTied { day, .. } => vec![mjs("ronde-mj-chorus-tie").arg("day", *day)],
        Event::ProcesScored { n } => {
            let lines: Vec<String> = crate::ronde::resolve::proces_points(s, *n)
                .iter()
                .map(|(p, t)| format!("{} {t:+}", name(p)))
                .collect();
            // Never in public, even with the leaderboard shown: the list names the authors
            // of anonymous plaintes, and Chucky, who scores as if he had complained.
            vec![mjs("ronde-mj-proces-points")
                .arg("n", *n)
                .arg("points", Name(lines.join(", ")))]
        }
        _ => vec![],
    }
}

/// What players ask of the MJs: Dons, questions, jokers; the Sirène's orders and the
/// Souffleur's excerpts to judge.
fn requests(s: &State, event: &Event) -> Vec<Notice> {
    let name = |p: &PlayerId| s.name(*p);
    match event {
        Event::DonSent { player, items } => vec![mjs("ronde-mj-don")
            .arg("player", Name(name(player)))
            .said("items", items)],
        Event::QuestionAsked {
            player,
            text,
            id: 0,
        } => vec![mjs("ronde-mj-question")
            .arg("player", Name(name(player)))
            .said("text", text)],
        Event::QuestionAsked { player, text, id } => vec![mjs("ronde-mj-question-card")
            .arg("n", *id)
            .arg("player", Name(name(player)))
            .said("text", text)],
        Event::JokerAsked { player, day, .. } => vec![mjs("ronde-mj-joker")
            .arg("player", Name(name(player)))
            .arg("day", *day)],
        Event::SireneOrdered {
            id, target, order, ..
        } => vec![mjs("ronde-mj-sirene-order")
            .arg("id", *id)
            .arg("player", Name(name(target)))
            .said("order", order)],
        Event::BlowToJudge(b) => vec![mjs("ronde-mj-souffle-theme")
            .arg("id", b.id)
            .arg("player", Name(name(&b.target)))
            .said("excerpt", &b.excerpt)],
        _ => vec![],
    }
}

/// A review card or a proof card: the item's player, what it is, its day, the jokers left
/// and the pre-check.
fn item_card(s: &State, id: usize, card: &str) -> Vec<Notice> {
    let Some(item) = s.checklist.iter().find(|i| i.id == id) else {
        return vec![];
    };
    let (kind, name, detail) = crate::ronde::checklist::about(&item.what);
    let n = mjs(card)
        .arg("item", id)
        .arg("player", Name(s.name(item.player)))
        .arg("kind", kind)
        .arg("name", name)
        .arg("detail", detail);
    if card == "ronde-mj-proof" {
        let precheck = match item.precheck {
            Some(true) => "ok",
            Some(false) => "echec",
            None => "mj",
        };
        return vec![n.arg("precheck", precheck)];
    }
    let left = match s.player(item.player).filter(|x| x.has_jokers()) {
        Some(x) => (2 - x.jokers_used.min(2)).to_string(),
        None => "none".to_owned(),
    };
    vec![n.arg("day", item.day).arg("jokers", left)]
}

/// A proof card quotes what the player sent (`written` selects the line; an older log's
/// proof carries no text and its card reads as it did).
pub(super) fn proof_text(n: Notice, text: &str) -> Notice {
    let written = if text.trim().is_empty() { "no" } else { "yes" };
    n.arg("written", written).said("text", text)
}

/// Private answers: anonymous actions, attempts, counts, the Souffleur's verdicts.
fn answers(s: &State, event: &Event) -> Vec<Notice> {
    let name = |p: &PlayerId| s.name(*p);
    match event {
        Event::AnonVoided { player, .. } => vec![dm(s, *player, "ronde-anon-void")],
        Event::AnnulmentRequested { n, avocat } => {
            vec![dm(s, *avocat, "ronde-annuler-done").arg("proces", *n)]
        }
        Event::AttemptSettled { player, n, success } => {
            let id = if *success {
                "ronde-attempt-success"
            } else {
                "ronde-attempt-failure"
            };
            vec![dm(s, *player, id).arg("proces", *n)]
        }
        Event::PinocchioCounted { player, count } => {
            vec![dm(s, *player, "ronde-pinocchio-count").arg("count", *count)]
        }
        Event::PailleLearned {
            player,
            personnages,
        } => vec![dm(s, *player, "ronde-paille-learned").arg(
            "personnages",
            Personnage::names(personnages.iter().copied()),
        )],
        Event::Blown {
            souffleur,
            target,
            outcome,
        } => {
            let n = |id: &str| dm(s, *souffleur, id).arg("player", Name(name(target)));
            vec![match outcome {
                BlowOutcome::Pending => n("ronde-souffle-pending"),
                BlowOutcome::Partiel => n("ronde-souffle-partiel"),
                BlowOutcome::Protege => n("ronde-souffle-protege"),
                BlowOutcome::Faux { total } => n("ronde-souffle-faux").arg("total", *total),
                BlowOutcome::Juste { count } => n("ronde-souffle-juste").arg("count", *count),
            }]
        }
        Event::PhraseChosen { player } => vec![dm(s, *player, "ronde-phrase-set")],
        Event::DestinyDeclared { player } => vec![dm(s, *player, "ronde-destiny-set")],
        Event::DuelJudged { day, results } => results
            .iter()
            .map(|(p, r)| {
                let id = match r {
                    1 => "ronde-deco-won",
                    0 => "ronde-deco-tie",
                    _ => "ronde-deco-lost",
                };
                dm(s, *p, id).arg("day", *day)
            })
            .collect(),
        _ => vec![],
    }
}

/// What powers tell: the Sirène's song, Woody's answers, the Diva's designations, secrets.
fn powers(s: &State, event: &Event) -> Vec<Notice> {
    let name = |p: &PlayerId| s.name(*p);
    match event {
        Event::MonsterDesignated {
            heros,
            monster,
            personnage,
            deadline,
        } => vec![
            dm(s, *monster, "ronde-monstrous"),
            dm(s, *heros, "ronde-heros-target")
                .arg("personnage", personnage.name())
                .arg("day", *deadline),
        ],
        Event::PasMoiProclaimed { target, .. } => {
            vec![channel("annonces", "ronde-heros-pas-moi").arg("player", Name(name(target)))]
        }
        Event::SireneCompelled { target, n } => {
            vec![dm(s, *target, "ronde-sirene-forced").arg("proces", *n)]
        }
        Event::Enchanted { target, order } => {
            vec![dm(s, *target, "ronde-sirene-order").said("order", order)]
        }
        Event::WoodyAnswered {
            woody,
            target,
            personnage,
            yes,
        } => {
            let id = if *yes {
                "ronde-woody-yes"
            } else {
                "ronde-woody-no"
            };
            vec![dm(s, *woody, id)
                .arg("player", Name(name(target)))
                .arg("personnage", personnage.name())]
        }
        Event::DivaDesignated {
            personnage,
            revealed,
        } => vec![match revealed {
            Some(p) => channel("loge", "ronde-diva-reveal")
                .arg("player", Name(name(p)))
                .arg("personnage", personnage.name()),
            None => channel("loge", "ronde-diva-nothing").arg("personnage", personnage.name()),
        }],
        Event::AnonGranted { player } => vec![dm(s, *player, "ronde-grant")],
        Event::AliceOverheard { text, to, .. } => to
            .iter()
            .map(|a| dm(s, *a, "ronde-alice-excerpt").said("text", text))
            .collect(),
        _ => vec![],
    }
}

/// Polichinelle's and the chorus's secrets.
fn secrets(s: &State, event: &Event) -> Vec<Notice> {
    match event {
        Event::SecretShared {
            target,
            personnage,
            to,
        } => secret(s, "ronde-secret", *target, *personnage, to),
        Event::ChorusSecretSpread {
            target,
            personnage,
            truth,
            to,
        } => {
            let id = if *truth {
                "ronde-chorus-secret"
            } else {
                "ronde-chorus-secret-wrong"
            };
            secret(s, id, *target, *personnage, to)
        }
        _ => vec![],
    }
}

fn secret(s: &State, id: &str, target: PlayerId, p: Personnage, to: &[PlayerId]) -> Vec<Notice> {
    to.iter()
        .map(|who| {
            dm(s, *who, id)
                .arg("player", Name(s.name(target)))
                .arg("personnage", p.name())
        })
        .collect()
}
