//! The players' acts outside `/pouvoir` (§7, §9): opening a procès, a plainte, asking the
//! MJs a question, guessing the whole Ronde, the chorus of the Démasqués. Declared once like the
//! powers: the slash commands, the scenario lines and the export read these rows.

use crate::notice::PlayerId;
use crate::ronde::command::{ChorusCmd, Command};
use crate::ronde::demasques::ChorusAction;
use crate::ronde::personnage::Personnage;
use crate::ronde::verbs::personnage;
use crate::verbs::{ArgError, Args, Opt, Range, Source, Value, Verb, Who};

/// The longest text a player's act keeps (arguments, a question): Discord's own limit for a
/// message is 2,000 characters, and the card that quotes it says more.
const TEXT_MAX: usize = 1500;

fn cut(text: String) -> String {
    text.chars().take(TEXT_MAX).collect()
}

fn text(t: &str) -> Value {
    Value::Text(t.to_owned())
}

fn ids(list: &[Personnage]) -> Value {
    Value::Words(list.iter().map(|p| p.id().to_owned()).collect())
}

/// `ouvrir`: the accused (two for the Décorateurs), the Personnage they would play (from the
/// author's list), the arguments, anonymously through the MJs if asked.
fn open(actor: PlayerId, a: &Args) -> Result<Command, ArgError> {
    let mut accused = vec![a.player("joueur")?];
    if a.has("joueur2") {
        accused.push(a.player("joueur2")?);
    }
    Ok(Command::Open {
        actor,
        accused,
        alleged: personnage(a.word("personnage")?, "personnage")?,
        arguments: cut(a.text("arguments")?),
        anonymous: a.flag("anonyme"),
    })
}

fn opened(c: &Command) -> Option<(PlayerId, Args)> {
    let Command::Open {
        actor,
        accused,
        alleged,
        arguments,
        anonymous,
    } = c
    else {
        return None;
    };
    let args = Args::new()
        .with("joueur", Value::Player(*accused.first()?))
        .with("personnage", Value::Word(alleged.id().to_owned()))
        .with("arguments", text(arguments))
        .maybe("joueur2", accused.get(1).map(|p| Value::Player(*p)))
        .maybe("anonyme", anonymous.then_some(Value::Flag(true)));
    Some((*actor, args))
}

/// `demasques proposer`: tomorrow's action, its target, Personnage and excerpt as it needs.
fn propose(actor: PlayerId, a: &Args) -> Result<Command, ArgError> {
    let action = a.word("action")?;
    let action = ChorusAction::from_id(action).ok_or(ArgError::Invalid("action"))?;
    let target = a.has("joueur").then(|| a.player("joueur")).transpose()?;
    let personnage = a
        .has("personnage")
        .then(|| personnage(a.word("personnage")?, "personnage"))
        .transpose()?;
    let excerpt = if a.has("extrait") {
        a.text("extrait")?
    } else {
        String::new()
    };
    let cmd = ChorusCmd::Propose {
        action,
        target,
        personnage,
        excerpt,
    };
    Ok(Command::Chorus { actor, cmd })
}

fn proposed(c: &Command) -> Option<(PlayerId, Args)> {
    let Command::Chorus {
        actor,
        cmd:
            ChorusCmd::Propose {
                action,
                target,
                personnage,
                excerpt,
            },
    } = c
    else {
        return None;
    };
    let args = Args::new()
        .with("action", Value::Word(action.id().to_owned()))
        .maybe("joueur", target.map(Value::Player))
        .maybe(
            "personnage",
            personnage.map(|p| Value::Word(p.id().to_owned())),
        )
        .maybe("extrait", (!excerpt.is_empty()).then(|| text(excerpt)));
    Some((*actor, args))
}

/// A proposal of today, by its number (the ballot's menu lists them).
const PROPOSITION: Opt = Opt::number("proposition", Range::Card).from(Source::Offer("voter"));

fn proposal(c: &Command, vote: bool) -> Option<(PlayerId, Args)> {
    let (actor, n) = match c {
        Command::Chorus {
            actor,
            cmd: ChorusCmd::Vote { proposal },
        } if vote => (actor, proposal),
        Command::Chorus {
            actor,
            cmd: ChorusCmd::Trancher { proposal },
        } if !vote => (actor, proposal),
        _ => return None,
    };
    let n = i64::try_from(*n).ok()?;
    Some((*actor, Args::new().with("proposition", Value::Number(n))))
}

/// The players' acts.
pub static ACTS: &[Verb<Command>] = &[
    Verb {
        path: "ouvrir",
        who: Who::Player,
        options: &[
            Opt::player("joueur"),
            Opt::named("personnage").from(Source::Offer("personnage")),
            Opt::text("arguments"),
            Opt::player("joueur2")
                .from(Source::Offer("ouvrir"))
                .optional(),
            // older lines: `ouvrir … - oui`
            Opt::flag("anonyme").loose(&["oui", "anonyme"]),
        ],
        build: open,
        write: opened,
    },
    Verb {
        path: "plainte",
        who: Who::Player,
        options: &[
            // left out on Discord: the procès of the thread the command is used in
            Opt::number("proces", Range::Proces)
                .from(Source::List("complainable"))
                .optional(),
            // older lines: `plainte 3 oui`
            Opt::flag("anonyme").loose(&["oui", "anonyme"]),
        ],
        build: |actor, a| {
            Ok(Command::Complain {
                actor,
                proces: a.number("proces")?,
                anonymous: a.flag("anonyme"),
            })
        },
        write: |c| match c {
            Command::Complain {
                actor,
                proces,
                anonymous,
            } => {
                let n = Value::Number(i64::try_from(*proces).ok()?);
                let args = Args::new()
                    .with("proces", n)
                    .maybe("anonyme", anonymous.then_some(Value::Flag(true)));
                Some((*actor, args))
            }
            _ => None,
        },
    },
    Verb {
        path: "question",
        who: Who::Player,
        options: &[Opt::text("texte")],
        build: |actor, a| {
            let text = cut(a.text("texte")?);
            Ok(Command::Question { actor, text })
        },
        write: |c| match c {
            Command::Question { actor, text: t } => {
                Some((*actor, Args::new().with("texte", text(t))))
            }
            _ => None,
        },
    },
    Verb {
        path: "deviner-ronde",
        who: Who::Player,
        options: &[Opt::names("ordre")],
        build: |actor, a| {
            let order = a
                .words("ordre")?
                .iter()
                .map(|w| personnage(w, "ordre"))
                .collect::<Result<_, _>>()?;
            Ok(Command::Guess { actor, order })
        },
        write: |c| match c {
            Command::Guess { actor, order } => {
                Some((*actor, Args::new().with("ordre", ids(order))))
            }
            _ => None,
        },
    },
    Verb {
        path: "demasques proposer",
        who: Who::Player,
        options: &[
            Opt::choice(
                "action",
                &["enqueter", "endormir", "secret", "bougie", "trancher"],
            )
            .said(&[("diffuser", "secret"), ("souffler", "bougie")]),
            Opt::player("joueur")
                .from(Source::List("masked"))
                .optional(),
            Opt::named("personnage")
                .from(Source::List("roster"))
                .optional(),
            Opt::text("extrait").optional(),
        ],
        build: propose,
        write: proposed,
    },
    Verb {
        path: "demasques voter",
        who: Who::Player,
        options: &[PROPOSITION],
        build: |actor, a| {
            let cmd = ChorusCmd::Vote {
                proposal: a.number("proposition")?,
            };
            Ok(Command::Chorus { actor, cmd })
        },
        write: |c| proposal(c, true),
    },
    Verb {
        path: "demasques trancher",
        who: Who::Player,
        options: &[PROPOSITION],
        build: |actor, a| {
            let cmd = ChorusCmd::Trancher {
                proposal: a.number("proposition")?,
            };
            Ok(Command::Chorus { actor, cmd })
        },
        write: |c| proposal(c, false),
    },
];
