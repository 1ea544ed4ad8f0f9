//! What players, MJs and the channels are told about each event (Fluent ids `ronde-…`).

use crate::notice::{Audience, Name, Notice, PlayerId};
use crate::ronde::channels::{proces as proces_post, CHOEUR};
use crate::ronde::checklist::ItemStatus;
use crate::ronde::event::Event;
use crate::ronde::notices_facts::{dm, public_diva};
use crate::ronde::personnage::Personnage;
use crate::ronde::proces::{Opener, Plainte, PlainteKind, Proces};
use crate::ronde::state::{AnonRequest, State};

fn channel(name: &str) -> Audience {
    Audience::Channel(name.to_owned())
}

fn names(s: &State, ids: &[PlayerId]) -> String {
    ids.iter()
        .map(|p| s.name(*p))
        .collect::<Vec<_>>()
        .join(" & ")
}

/// The notices of one event, given the state after it.
pub fn notices(s: &State, event: &Event) -> Vec<Notice> {
    let mut out = game(s, event);
    out.extend(proces(s, event));
    out.extend(records(s, event));
    out.extend(crate::ronde::notices_facts::notices(s, event));
    out.extend(crate::ronde::notices_desk::notices(s, event));
    crate::ronde::notices_desk::with_prompts(event, out)
}

/// The game and its days.
fn game(s: &State, event: &Event) -> Vec<Notice> {
    match event {
        Event::GameCreated { .. } => vec![Notice::new(Audience::Mjs, "ronde-game-created")],
        Event::Dealt { personnages, .. } => {
            let players: Vec<PlayerId> = personnages.iter().map(|(p, _)| *p).collect();
            dealt(s, &players)
        }
        Event::DayBegan { day } => {
            vec![Notice::new(channel("annonces"), "ronde-day-began").arg("day", *day)]
        }
        Event::Finished => vec![Notice::new(channel("annonces"), "ronde-game-finished")],
        Event::MimeSet { target } => s
            .holders(Personnage::Mime)
            .into_iter()
            .map(|m| {
                Notice::new(Audience::Player(m), "ronde-mime-target")
                    .arg("player", Name(s.name(*target)))
            })
            .collect(),
        Event::GuignolSet { text } => s
            .holders(Personnage::Guignol)
            .into_iter()
            .map(|g| {
                Notice::new(Audience::Player(g), "ronde-guignol-constraint")
                    .arg("text", text.as_str())
            })
            .collect(),
        Event::Unmasked {
            player, personnage, ..
        } => vec![Notice::new(channel("annonces"), "ronde-unmasked")
            .arg("player", Name(s.name(*player)))
            .arg("personnage", personnage.name())],
        Event::Appealed { player, .. } => {
            vec![Notice::new(channel("annonces"), "ronde-diva-appeal")
                .arg("player", Name(s.name(*player)))]
        }
        Event::ListGrew { player, added } => list_grew(s, *player, added),
        Event::SecretarySet { player } => {
            vec![Notice::new(channel(CHOEUR), "ronde-secretary-set")
                .arg("player", Name(s.name(*player)))]
        }
        _ => vec![],
    }
}

/// Procès and plaintes, in the tribunal.
fn proces(s: &State, event: &Event) -> Vec<Notice> {
    match event {
        Event::ProcesOpened(p) => vec![opened(s, p)],
        Event::PlainteFiled { n, plainte, .. } => plainte_filed(s, *n, plainte),
        Event::Deliberating { n, .. } => {
            vec![Notice::new(channel(&proces_post(*n)), "ronde-proces-deliberation").arg("n", *n)]
        }
        Event::ProcesClosed {
            n,
            state,
            at_game_end,
            ..
        } => {
            let Some(p) = s.proces(*n) else { return vec![] };
            // Cut short by J13 13:13 (R22): it closes because the game ended.
            let outcome = match (state, at_game_end) {
                (crate::ronde::proces::ProcesState::Expire, true) => "fin-de-partie",
                _ => state.id(),
            };
            vec![
                Notice::new(channel(&proces_post(*n)), "ronde-proces-closed")
                    .arg("n", *n)
                    .arg("outcome", outcome)
                    .arg("accused", Name(names(s, &p.accused)))
                    .arg("personnage", p.alleged.name()),
            ]
        }
        Event::Published {
            n,
            anonymous,
            nulls,
        } => published(s, *n, anonymous.len(), *nulls),
        Event::AnonRequested(r) => anon_requested(s, r),
        _ => vec![],
    }
}

/// Each player's role card, and the MJs' count.
fn dealt(s: &State, players: &[PlayerId]) -> Vec<Notice> {
    let mut out: Vec<Notice> = players
        .iter()
        .map(|p| {
            let mut n = Notice::new(Audience::Player(*p), "ronde-role-card");
            for (k, v) in crate::ronde::dealing::role_card(s, *p) {
                n = n.arg(k, v);
            }
            n
        })
        .collect();
    out.push(Notice::new(Audience::Mjs, "ronde-mj-dealt").arg("count", players.len()));
    out
}

/// "Nouveau Personnage dans ta liste": to the player, or to the loge for a public Diva.
fn list_grew(s: &State, player: PlayerId, added: &[Personnage]) -> Vec<Notice> {
    added
        .iter()
        .map(|p| dm(s, player, "ronde-list-new").arg("personnage", p.name()))
        .collect()
}

/// When the wall clock reaches the game's instant `t` (the Ronde's clock may run faster in
/// a test), in Unix seconds: a deadline as a Discord timestamp (`<t:…:f>`), which each
/// reader sees in their own zone.
pub(crate) fn wall(s: &State, t: crate::game::Timestamp) -> i64 {
    s.pace
        .unwrap_or(crate::game::Pace::REAL)
        .wall_time(t)
        .timestamp()
}

/// A procès opened, in the tribunal.
fn opened(s: &State, p: &Proces) -> Notice {
    let opener = match p.opener {
        Opener::Player(x) => s.name(x),
        // The Diva's anonymous actions are not anonymous (« du coup »).
        Opener::Anonymous(x) if public_diva(s, x) => s.name(x),
        Opener::Anonymous(_) => "anonyme".to_owned(),
        Opener::Demasques => "Les Démasqués".to_owned(),
    };
    let deadline = s.settings.short(p.deadline);
    Notice::new(channel(&proces_post(p.n)), "ronde-proces-opened")
        .arg("until", wall(s, p.deadline))
        .arg("n", p.n)
        .arg("opener", opener)
        .arg("accused", Name(names(s, &p.accused)))
        .arg("personnage", p.alleged.name())
        .said("arguments", &p.arguments)
        .arg("deadline", deadline)
}

/// A plainte, in the tribunal; an anonymous one waits for publication (a Diva's is signed).
fn plainte_filed(s: &State, n: usize, plainte: &Plainte) -> Vec<Notice> {
    let Some(p) = s.proces(n) else { return vec![] };
    let diva = plainte.personnage == Some(Personnage::Diva);
    let author = match (plainte.kind, plainte.author) {
        (PlainteKind::Anonymous, Some(a)) if diva => s.name(a),
        (PlainteKind::Anonymous, _) => return vec![],
        (PlainteKind::Demasques, _) | (_, None) => "Les Démasqués".to_owned(),
        (_, Some(a)) => s.name(a),
    };
    vec![Notice::new(channel(&proces_post(n)), "ronde-plainte")
        .arg("n", n)
        .arg("author", author)
        .arg("accused", Name(names(s, &p.accused)))
        .arg("personnage", p.alleged.name())]
}

/// The anonymous plaintes of a procès published, and its null ones counted.
fn published(s: &State, n: usize, anonymous: usize, nulls: usize) -> Vec<Notice> {
    let Some(p) = s.proces(n) else { return vec![] };
    let mut out: Vec<Notice> = (0..anonymous)
        .map(|_| {
            Notice::new(channel(&proces_post(n)), "ronde-plainte-anonyme")
                .arg("n", n)
                .arg("accused", Name(names(s, &p.accused)))
                .arg("personnage", p.alleged.name())
        })
        .collect();
    if nulls > 0 {
        out.push(
            Notice::new(channel(&proces_post(n)), "ronde-nulls")
                .arg("n", n)
                .arg("count", nulls),
        );
    }
    out
}

/// An anonymous request: the MJs' card and the player's receipt.
fn anon_requested(s: &State, r: &AnonRequest) -> Vec<Notice> {
    let card = Notice::new(Audience::Mjs, "ronde-mj-anon-card")
        .arg("id", r.id)
        .arg("player", Name(s.name(r.actor)));
    let card = match (r.proces, r.alleged) {
        (Some(n), _) => card.arg("kind", "plainte").arg("proces", n),
        (None, Some(a)) => card
            .arg("kind", "ouverture")
            .arg("accused", Name(names(s, &r.accused)))
            .arg("personnage", a.name()),
        _ => card.arg("kind", "other").arg("detail", ""),
    };
    vec![
        card,
        Notice::new(Audience::Player(r.actor), "ronde-anon-sent"),
    ]
}

/// Jokers, guesses and the chorus.
fn records(s: &State, event: &Event) -> Vec<Notice> {
    match event {
        Event::ItemChanged {
            id,
            status: ItemStatus::Joker,
            ..
        } => s
            .checklist
            .iter()
            .find(|i| i.id == *id)
            .map(|i| {
                vec![Notice::new(Audience::Player(i.player), "ronde-joker-used").arg("day", i.day)]
            })
            .unwrap_or_default(),
        Event::JokerSettled {
            player,
            used: false,
            ..
        } => vec![Notice::new(
            Audience::Player(*player),
            "ronde-joker-refused",
        )],
        Event::Guessed {
            player, correct, ..
        } => vec![
            Notice::new(Audience::Player(*player), "ronde-guess-recorded"),
            Notice::new(Audience::Mjs, "ronde-mj-guess")
                .arg("player", Name(s.name(*player)))
                .arg("correct", if *correct { "oui" } else { "non" }),
        ],
        Event::Proposed(p) => vec![Notice::new(channel(CHOEUR), "ronde-chorus-proposal")
            .arg("id", p.id)
            .arg("action", p.action.id())
            .arg(
                "player",
                Name(p.target.map(|t| s.name(t)).unwrap_or_default()),
            )],
        Event::ChorusDecided { proposal, by, .. } => {
            let n = Notice::new(channel(CHOEUR), "ronde-chorus-decided").arg("id", *proposal);
            // Who settled it: the Secrétaire, or an MJ on the desk (§7).
            let n = match by {
                Some(crate::ronde::event::Decider::Secretary(p)) => {
                    n.arg("by", "secretaire").arg("name", Name(s.name(*p)))
                }
                Some(crate::ronde::event::Decider::Mj(p)) => {
                    n.arg("by", "mj").arg("name", Name(s.name(*p)))
                }
                None => n.arg("by", "secretaire").arg("name", "-"),
            };
            vec![n]
        }
        Event::Investigated {
            target, personnage, ..
        } => vec![Notice::new(channel(CHOEUR), "ronde-chorus-investigated")
            .arg("player", Name(s.name(*target)))
            .arg("personnage", personnage.name())],
        _ => vec![],
    }
}
