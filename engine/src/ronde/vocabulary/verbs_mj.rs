//! The MJs' hands on players and days (§5–§9), `/mj joueur …` and `/mj jour …`: unmasking,
//! the Transfiguration, the Revenant, the Mime, Guignol, the Secrétaire, the dead, a field
//! corrected with its reason; a day's theme, Alice's excerpts, the Décorateurs' counts; and
//! the game's end, a procès closed by hand, the ledger by hand (`/mj partie terminer`, `/mj
//! proces clore`, `/mj points …`). Declared once like the powers and the desk.

use crate::ronde::command::{Command, MjCommand};
use crate::ronde::ledger::Line;
use crate::ronde::proces::ProcesState;
use crate::ronde::verbs_desk::{member, mj, mj_of};
use crate::verbs::{Args, Opt, Range, Source, Value, Verb, Who};

const JOUEUR: Opt = Opt::member("joueur");
const JOUR: Opt = Opt::number("jour", Range::Day);

fn text(t: &str) -> Value {
    Value::Text(t.to_owned())
}

fn day(d: u32) -> Args {
    Args::new().with("jour", Value::Number(i64::from(d)))
}

/// An MJ's act on one player, and nothing else.
macro_rules! on_member {
    ($path:literal, $variant:ident) => {
        Verb {
            path: $path,
            who: Who::Mj,
            options: &[JOUEUR],
            build: |by, a| {
                let player = a.player("joueur")?;
                mj(by, MjCommand::$variant { player })
            },
            write: |c| match mj_of(c)? {
                (by, MjCommand::$variant { player }) => Some((by, member(*player))),
                _ => None,
            },
        }
    };
}

/// `/mj joueur …` (§9; `voir` reads and is the adapter's own).
pub static PLAYERS: &[Verb<Command>] = &[
    Verb {
        path: "mj joueur demasquer",
        who: Who::Mj,
        options: &[JOUEUR, Opt::text("motif")],
        build: |by, a| {
            let (player, reason) = (a.player("joueur")?, a.text("motif")?);
            mj(by, MjCommand::Unmask { player, reason })
        },
        write: |c| match mj_of(c)? {
            (by, MjCommand::Unmask { player, reason }) => {
                Some((by, member(*player).with("motif", text(reason))))
            }
            _ => None,
        },
    },
    on_member!("mj joueur transfigurer", Transfigure),
    Verb {
        path: "mj joueur revenant",
        who: Who::Mj,
        options: &[Opt::named("personnage").from(Source::List("roster"))],
        build: |by, a| {
            let personnage = crate::ronde::verbs::personnage(a.word("personnage")?, "personnage")?;
            mj(by, MjCommand::Revenant { personnage })
        },
        write: |c| match mj_of(c)? {
            (by, MjCommand::Revenant { personnage }) => Some((
                by,
                Args::new().with("personnage", Value::Word(personnage.id().to_owned())),
            )),
            _ => None,
        },
    },
    on_member!("mj joueur mime", Mime),
    Verb {
        path: "mj joueur guignol",
        who: Who::Mj,
        options: &[Opt::text("texte")],
        build: |by, a| {
            let text = a.text("texte")?;
            mj(by, MjCommand::Guignol { text })
        },
        write: |c| match mj_of(c)? {
            (by, MjCommand::Guignol { text: t }) => Some((by, Args::new().with("texte", text(t)))),
            _ => None,
        },
    },
    on_member!("mj joueur secretaire", Secretary),
    on_member!("mj joueur mort", Dead),
    Verb {
        path: "mj joueur ajuster",
        who: Who::Mj,
        options: &[
            JOUEUR,
            Opt::named("champ").from(Source::List("fields")),
            Opt::text("valeur"),
            Opt::text("motif"),
        ],
        build: |by, a| {
            let cmd = MjCommand::Adjust {
                player: a.player("joueur")?,
                field: a.word("champ")?.to_owned(),
                value: a.text("valeur")?,
                reason: a.text("motif")?,
            };
            mj(by, cmd)
        },
        write: |c| match mj_of(c)? {
            (
                by,
                MjCommand::Adjust {
                    player,
                    field,
                    value,
                    reason,
                },
            ) => Some((
                by,
                member(*player)
                    .with("champ", Value::Word(field.clone()))
                    .with("valeur", text(value))
                    .with("motif", text(reason)),
            )),
            _ => None,
        },
    },
];

/// `/mj jour …` (§5, §7): the days' material.
pub static DAYS: &[Verb<Command>] = &[
    Verb {
        path: "mj jour theme",
        who: Who::Mj,
        options: &[JOUR, Opt::text("texte")],
        build: |by, a| {
            let (day, text) = (a.number("jour")?, a.text("texte")?);
            mj(by, MjCommand::Theme { day, text })
        },
        write: |c| match mj_of(c)? {
            (by, MjCommand::Theme { day: d, text: t }) => {
                Some((by, day(*d).with("texte", text(t))))
            }
            _ => None,
        },
    },
    Verb {
        path: "mj jour alice",
        who: Who::Mj,
        options: &[Opt::text("texte"), Opt::key("carte").optional()],
        build: |by, a| {
            let text = a.text("texte")?;
            let card = a.word("carte").ok().map(|c| c.trim().to_owned());
            mj(by, MjCommand::Alice { text, card })
        },
        write: |c| match mj_of(c)? {
            (by, MjCommand::Alice { text: t, card }) => {
                let card = card.as_ref().map(|c| Value::Word(c.clone()));
                Some((by, Args::new().with("texte", text(t)).maybe("carte", card)))
            }
            _ => None,
        },
    },
    Verb {
        path: "mj jour deco",
        who: Who::Mj,
        options: &[
            JOUR,
            Opt::number("nombre1", Range::Count),
            Opt::number("nombre2", Range::Count),
        ],
        build: |by, a| {
            let cmd = MjCommand::Deco {
                day: a.number("jour")?,
                first: a.number("nombre1")?,
                second: a.number("nombre2")?,
            };
            mj(by, cmd)
        },
        write: |c| match mj_of(c)? {
            (
                by,
                MjCommand::Deco {
                    day: d,
                    first,
                    second,
                },
            ) => Some((
                by,
                day(*d)
                    .with("nombre1", Value::Number(i64::from(*first)))
                    .with("nombre2", Value::Number(i64::from(*second))),
            )),
            _ => None,
        },
    },
];

/// The outcomes an MJ may force on a procès, as they are written.
const ISSUES: [(&str, ProcesState); 5] = [
    ("juste", ProcesState::Juste),
    ("injuste", ProcesState::Injuste),
    ("annule", ProcesState::Annule),
    ("expire", ProcesState::Expire),
    ("sans-suite", ProcesState::SansSuite),
];

/// `/mj partie terminer`, `/mj proces clore`, `/mj points ajouter|retirer` (§9; the game's
/// registration, deal, clock and a deadline moved read more than their options and are the
/// adapter's own).
pub static BY_HAND: &[Verb<Command>] = &[
    Verb {
        path: "mj partie terminer",
        who: Who::Mj,
        options: &[],
        build: |by, _| mj(by, MjCommand::End),
        write: |c| match mj_of(c)? {
            (by, MjCommand::End) => Some((by, Args::new())),
            _ => None,
        },
    },
    Verb {
        path: "mj proces clore",
        who: Who::Mj,
        options: &[
            Opt::number("proces", Range::Proces),
            Opt::choice(
                "issue",
                &["juste", "injuste", "annule", "expire", "sans-suite"],
            ),
        ],
        build: |by, a| {
            let word = a.word("issue")?;
            let outcome = ISSUES
                .iter()
                .find(|(w, _)| *w == word)
                .map(|(_, o)| *o)
                .ok_or(crate::verbs::ArgError::Invalid("issue"))?;
            let proces = a.number("proces")?;
            mj(by, MjCommand::CloseProces { proces, outcome })
        },
        write: |c| match mj_of(c)? {
            (by, MjCommand::CloseProces { proces, outcome }) => {
                let (word, _) = ISSUES.iter().find(|(_, o)| o == outcome)?;
                let args = Args::new()
                    .with("proces", Value::Number(i64::try_from(*proces).ok()?))
                    .with("issue", Value::Word((*word).to_owned()));
                Some((by, args))
            }
            _ => None,
        },
    },
    Verb {
        path: "mj points ajouter",
        who: Who::Mj,
        options: &[
            JOUEUR,
            Opt::number("montant", Range::Points),
            Opt::named("ligne"),
            Opt::text("motif"),
        ],
        build: |by, a| {
            let cmd = MjCommand::PointsAdd {
                player: a.player("joueur")?,
                amount: a.number("montant")?,
                // a line the barème does not have is « autre »
                line: Line::from_id(a.word("ligne")?).unwrap_or(Line::Autre),
                reason: a.text("motif")?,
            };
            mj(by, cmd)
        },
        write: |c| match mj_of(c)? {
            (
                by,
                MjCommand::PointsAdd {
                    player,
                    amount,
                    line,
                    reason,
                },
            ) => {
                let args = member(*player)
                    .with("montant", Value::Number(*amount))
                    .with("ligne", Value::Word(line.id().to_owned()))
                    .with("motif", text(reason));
                Some((by, args))
            }
            _ => None,
        },
    },
    Verb {
        path: "mj points retirer",
        who: Who::Mj,
        options: &[Opt::number("entree", Range::Entry)],
        build: |by, a| {
            let entry = a.number("entree")?;
            mj(by, MjCommand::PointsRemove { entry })
        },
        write: |c| match mj_of(c)? {
            (by, MjCommand::PointsRemove { entry }) => {
                let n = Value::Number(i64::try_from(*entry).ok()?);
                Some((by, Args::new().with("entree", n)))
            }
            _ => None,
        },
    },
];
