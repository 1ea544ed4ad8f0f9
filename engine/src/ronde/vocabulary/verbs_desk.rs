//! The MJs' desk (§9), `/mj bureau …`: every decision a desk card's buttons stand for —
//! anonymous actions, proofs, reviews, jokers, Sirène orders, Souffleur themes, Dons, chorus
//! ties — and the answer to a question, declared once like the powers.

use crate::notice::PlayerId;
use crate::ronde::checklist::ItemStatus;
use crate::ronde::command::{Command, MjCommand};
use crate::verbs::{ArgError, Args, Opt, Range, Value, Verb, Who};

const NUMERO: Opt = Opt::number("numero", Range::Card);
const JOUEUR: Opt = Opt::member("joueur");
/// Yes or no, as the desk's buttons say it (`confirmer`: the older scenario word).
const VERDICT: Opt =
    Opt::choice("decision", &["approuver", "refuser"]).said(&[("confirmer", "approuver")]);
/// A proof's verdict (`valider`: the older scenario word).
const PROOF: Opt = Opt::choice("decision", &["approuver", "refuser"]).said(&[
    ("valider", "approuver"),
    ("validee", "approuver"),
    ("refusee", "refuser"),
]);
/// A review's decisions, by word.
pub(in crate::ronde) const REVIEWS: &[(&str, ItemStatus)] = &[
    ("respectee", ItemStatus::Respectee),
    ("joker", ItemStatus::Joker),
    ("excusee", ItemStatus::Excusee),
    ("non-respectee", ItemStatus::NonRespectee),
];
const DONS: &[&str] = &["carton", "cantine", "rien"];

/// An MJ's command, built (the MJs' verbs here and in `verbs_mj` share these helpers).
pub(in crate::ronde) fn mj(by: PlayerId, cmd: MjCommand) -> Result<Command, ArgError> {
    Ok(Command::Mj { by, cmd })
}

/// The author and command of an MJ's command.
pub(in crate::ronde) fn mj_of(c: &Command) -> Option<(PlayerId, &MjCommand)> {
    match c {
        Command::Mj { by, cmd } => Some((*by, cmd)),
        _ => None,
    }
}

fn approve(a: &Args) -> Result<bool, ArgError> {
    Ok(a.word("decision")? == "approuver")
}

fn verdict(yes: bool) -> Value {
    Value::Word(if yes { "approuver" } else { "refuser" }.to_owned())
}

fn numero(n: usize) -> Args {
    Args::new().with("numero", Value::Number(n as i64))
}

fn card(n: usize, yes: bool) -> Args {
    numero(n).with("decision", verdict(yes))
}

/// A member named in the `joueur` option.
pub(in crate::ronde) fn member(p: PlayerId) -> Args {
    Args::new().with("joueur", Value::Player(p))
}

/// A card decided yes or no by its number.
macro_rules! on_card {
    ($path:literal, $variant:ident) => {
        Verb {
            path: $path,
            who: Who::Mj,
            options: &[NUMERO, VERDICT],
            build: |by, a| {
                let (id, approve) = (a.number("numero")?, approve(a)?);
                mj(by, MjCommand::$variant { id, approve })
            },
            write: |c| match mj_of(c)? {
                (by, MjCommand::$variant { id, approve }) => Some((by, card(*id, *approve))),
                _ => None,
            },
        }
    };
}

/// `/mj bureau …` (§9): the desk's decisions.
pub static DESK: &[Verb<Command>] = &[
    on_card!("mj bureau anonyme", Anonymous),
    Verb {
        path: "mj bureau revue",
        who: Who::Mj,
        options: &[
            NUMERO,
            Opt::choice(
                "decision",
                &["respectee", "joker", "excusee", "non-respectee"],
            ),
        ],
        build: |by, a| {
            let word = a.word("decision")?;
            let (_, decision) = REVIEWS
                .iter()
                .find(|(w, _)| *w == word)
                .ok_or(ArgError::Invalid("decision"))?;
            let item = a.number("numero")?;
            mj(
                by,
                MjCommand::Review {
                    item,
                    decision: *decision,
                },
            )
        },
        write: |c| match mj_of(c)? {
            (by, MjCommand::Review { item, decision }) => {
                let (word, _) = REVIEWS.iter().find(|(_, d)| d == decision)?;
                Some((
                    by,
                    numero(*item).with("decision", Value::Word((*word).into())),
                ))
            }
            _ => None,
        },
    },
    Verb {
        path: "mj bureau preuve",
        who: Who::Mj,
        options: &[NUMERO, PROOF],
        build: |by, a| {
            let decision = if approve(a)? {
                ItemStatus::Validee
            } else {
                ItemStatus::Refusee
            };
            let item = a.number("numero")?;
            mj(by, MjCommand::Review { item, decision })
        },
        write: |c| match mj_of(c)? {
            (by, MjCommand::Review { item, decision }) => match decision {
                ItemStatus::Validee => Some((by, card(*item, true))),
                ItemStatus::Refusee => Some((by, card(*item, false))),
                _ => None,
            },
            _ => None,
        },
    },
    Verb {
        path: "mj bureau joker",
        who: Who::Mj,
        options: &[JOUEUR, VERDICT],
        build: |by, a| {
            let (player, approve) = (a.player("joueur")?, approve(a)?);
            mj(by, MjCommand::ConfirmJoker { player, approve })
        },
        write: |c| match mj_of(c)? {
            (by, MjCommand::ConfirmJoker { player, approve }) => {
                Some((by, member(*player).with("decision", verdict(*approve))))
            }
            _ => None,
        },
    },
    on_card!("mj bureau sirene", SireneOrder),
    Verb {
        path: "mj bureau souffle",
        who: Who::Mj,
        options: &[
            NUMERO,
            Opt::flag("theme")
                .needed()
                .said(&[("theme-ok", "oui"), ("pas-theme", "non")]),
        ],
        build: |by, a| {
            let id = a.number("numero")?;
            let theme_ok = match a.get("theme") {
                Some(Value::Flag(yes)) => *yes,
                _ => return Err(ArgError::Missing("theme")),
            };
            mj(by, MjCommand::Souffle { id, theme_ok })
        },
        write: |c| match mj_of(c)? {
            (by, MjCommand::Souffle { id, theme_ok }) => {
                Some((by, numero(*id).with("theme", Value::Flag(*theme_ok))))
            }
            _ => None,
        },
    },
    Verb {
        path: "mj bureau don",
        who: Who::Mj,
        options: &[JOUEUR, Opt::choice("objet", DONS)],
        build: |by, a| {
            let player = a.player("joueur")?;
            let cmd = match a.word("objet")? {
                "rien" => MjCommand::DismissDon { player },
                "cantine" => MjCommand::ConfirmDon {
                    player,
                    cantine: true,
                },
                "carton" => MjCommand::ConfirmDon {
                    player,
                    cantine: false,
                },
                _ => return Err(ArgError::Invalid("objet")),
            };
            mj(by, cmd)
        },
        write: |c| {
            let (by, player, word) = match mj_of(c)? {
                (by, MjCommand::DismissDon { player }) => (by, player, "rien"),
                (by, MjCommand::ConfirmDon { player, cantine }) => {
                    (by, player, if *cantine { "cantine" } else { "carton" })
                }
                _ => return None,
            };
            Some((by, member(*player).with("objet", Value::Word(word.into()))))
        },
    },
    Verb {
        path: "mj bureau trancher",
        who: Who::Mj,
        options: &[Opt::number("proposition", Range::Card)],
        build: |by, a| {
            let proposal = a.number("proposition")?;
            mj(by, MjCommand::Decide { proposal })
        },
        write: |c| match mj_of(c)? {
            (by, MjCommand::Decide { proposal }) => Some((
                by,
                Args::new().with("proposition", Value::Number(*proposal as i64)),
            )),
            _ => None,
        },
    },
    Verb {
        path: "mj bureau repondre",
        who: Who::Mj,
        options: &[
            Opt::text("texte"),
            Opt::member("joueur").optional(),
            Opt::number("question", Range::Card).optional(),
        ],
        build: |by, a| {
            let text = a.text("texte")?;
            let cmd = match (a.has("joueur"), a.has("question")) {
                (true, false) => MjCommand::Answer {
                    player: a.player("joueur")?,
                    text,
                },
                (false, true) => MjCommand::Reply {
                    question: a.number("question")?,
                    text,
                },
                _ => return Err(ArgError::Refused("answer-one-of")),
            };
            mj(by, cmd)
        },
        write: |c| {
            let (by, args) = match mj_of(c)? {
                (by, MjCommand::Answer { player, text }) => {
                    (by, member(*player).with("texte", Value::Text(text.clone())))
                }
                (by, MjCommand::Reply { question, text }) => (
                    by,
                    Args::new()
                        .with("question", Value::Number(*question as i64))
                        .with("texte", Value::Text(text.clone())),
                ),
                _ => return None,
            };
            Some((by, args))
        },
    },
];
