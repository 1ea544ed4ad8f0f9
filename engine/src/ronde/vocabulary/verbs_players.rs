//! The players' acts outside `/pouvoir` (§9): opening a procès, asking the MJs a question,
//! guessing the whole Ronde. Declared once like the powers: the slash commands, the scenario
//! lines and the export read these rows.

use crate::notice::PlayerId;
use crate::ronde::command::Command;
use crate::ronde::personnage::Personnage;
use crate::ronde::verbs::personnage;
use crate::verbs::{ArgError, Args, Opt, Source, Value, Verb, Who};

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
];
