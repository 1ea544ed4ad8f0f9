//! The Ronde's vocabulary (§9): every act a player or an MJ names, declared once (the
//! powers here, the MJs' in `verbs_desk` and `verbs_mj`); the
//! scenario reader, the exporter, the offers' picks and the slash commands read it.

use std::sync::LazyLock;

use crate::notice::PlayerId;
use crate::ronde::command::{Command, Power, SireneOrder};
use crate::ronde::personnage::Personnage;
use crate::ronde::state::State;
use crate::ronde::Ronde;
use crate::verbs::{ArgError, Args, Opt, Range, Source, Value, Verb, Vocabulary, Who};

/// Every verb: the powers, the desk, the MJs' hands, the players' other acts.
static VERBS: LazyLock<Vec<Verb<Command>>> = LazyLock::new(|| {
    [
        POWERS,
        crate::ronde::verbs_desk::DESK,
        crate::ronde::verbs_mj::PLAYERS,
        crate::ronde::verbs_mj::DAYS,
        crate::ronde::verbs_mj::BY_HAND,
        crate::ronde::verbs_players::ACTS,
    ]
    .concat()
});

impl Vocabulary for Ronde {
    fn verbs() -> &'static [Verb<Command>] {
        &VERBS
    }

    fn list(state: &State, author: PlayerId, name: &str) -> Vec<(String, String)> {
        match name {
            "roster" => crate::ronde::offers::personnages(Personnage::ALL),
            "complainable" => crate::verbs::offered(
                <Ronde as crate::game::Game>::offers(
                    state,
                    &crate::notice::Audience::Player(author),
                ),
                &["plainte", "plainte-anonyme"],
            ),
            "masked" => crate::ronde::offers::masked_others(state, author)
                .into_iter()
                .map(|(p, name)| (p.0.to_string(), name))
                .collect(),
            "fields" => crate::ronde::mj_adjust::FIELDS
                .iter()
                .map(|f| ((*f).to_owned(), (*f).to_owned()))
                .collect(),
            "open" => state
                .proces
                .iter()
                .filter(|p| p.state.is_open())
                .map(|p| crate::ronde::offers::proces_choice(state, p))
                .collect(),
            _ => Vec::new(),
        }
    }
}

const JOUEUR: Opt = Opt::player("joueur");
const PERSONNAGE: Opt = Opt::named("personnage").from(Source::List("roster"));
const PROCES: Opt = Opt::number("proces", Range::Proces).from(Source::Offers);

/// A Personnage given by id or by name.
pub(in crate::ronde) fn personnage(
    given: &str,
    option: &'static str,
) -> Result<Personnage, ArgError> {
    Personnage::from_id(given)
        .or_else(|| {
            Personnage::ALL
                .into_iter()
                .find(|p| p.name().eq_ignore_ascii_case(given.trim()))
        })
        .ok_or_else(|| ArgError::Unknown(option, given.to_owned()))
}

fn named(a: &Args) -> Result<Personnage, ArgError> {
    personnage(a.word("personnage")?, "personnage")
}

fn power(actor: PlayerId, power: Power) -> Result<Command, ArgError> {
    Ok(Command::Power { actor, power })
}

/// The author and power of a power command.
fn powered(c: &Command) -> Option<(PlayerId, &Power)> {
    match c {
        Command::Power { actor, power } => Some((*actor, power)),
        _ => None,
    }
}

fn on(p: PlayerId) -> Args {
    Args::new().with("joueur", Value::Player(p))
}

fn of(p: Personnage) -> Args {
    Args::new().with("personnage", Value::Word(p.id().to_owned()))
}

fn proces(n: usize) -> Args {
    Args::new().with("proces", Value::Number(n as i64))
}

/// A power aimed at one player.
macro_rules! on_player {
    ($path:literal, $variant:ident) => {
        Verb {
            path: $path,
            who: Who::Player,
            options: &[JOUEUR],
            build: |actor, a| {
                power(
                    actor,
                    Power::$variant {
                        target: a.player("joueur")?,
                    },
                )
            },
            write: |c| match powered(c)? {
                (actor, Power::$variant { target }) => Some((actor, on(*target))),
                _ => None,
            },
        }
    };
}

/// A power naming one Personnage.
macro_rules! on_personnage {
    ($path:literal, $variant:ident, $opt:expr) => {
        Verb {
            path: $path,
            who: Who::Player,
            options: &[$opt],
            build: |actor, a| {
                power(
                    actor,
                    Power::$variant {
                        personnage: named(a)?,
                    },
                )
            },
            write: |c| match powered(c)? {
                (actor, Power::$variant { personnage }) => Some((actor, of(*personnage))),
                _ => None,
            },
        }
    };
}

/// A power on a procès the author posted in.
macro_rules! on_proces {
    ($path:literal, $variant:ident) => {
        Verb {
            path: $path,
            who: Who::Player,
            options: &[PROCES],
            build: |actor, a| {
                power(
                    actor,
                    Power::$variant {
                        proces: a.number("proces")?,
                    },
                )
            },
            write: |c| match powered(c)? {
                (actor, Power::$variant { proces: n }) => Some((actor, proces(*n))),
                _ => None,
            },
        }
    };
}

/// `/pouvoir …` (§9): every Personnage's power.
pub static POWERS: &[Verb<Command>] = &[
    Verb {
        path: "pouvoir souffler",
        who: Who::Player,
        options: &[JOUEUR, Opt::text("extrait")],
        build: |actor, a| {
            let (target, excerpt) = (a.player("joueur")?, a.text("extrait")?);
            power(actor, Power::Souffler { target, excerpt })
        },
        write: |c| match powered(c)? {
            (actor, Power::Souffler { target, excerpt }) => Some((
                actor,
                on(*target).with("extrait", Value::Text(excerpt.clone())),
            )),
            _ => None,
        },
    },
    Verb {
        path: "pouvoir phrase",
        who: Who::Player,
        options: &[Opt::text("texte")],
        build: |actor, a| {
            power(
                actor,
                Power::Phrase {
                    text: a.text("texte")?,
                },
            )
        },
        write: |c| match powered(c)? {
            (actor, Power::Phrase { text }) => {
                Some((actor, Args::new().with("texte", Value::Text(text.clone()))))
            }
            _ => None,
        },
    },
    on_proces!("pouvoir annuler", Annuler),
    on_proces!("pouvoir ecourter", Ecourter),
    Verb {
        path: "pouvoir chant",
        who: Who::Player,
        options: &[
            JOUEUR,
            Opt::choice("ordre", &["plainte", "case", "banque"]),
            Opt::number("proces", Range::Proces)
                .from(Source::List("open"))
                .optional(),
            Opt::text("case").optional(),
            Opt::text("objet").optional(),
        ],
        build: |actor, a| {
            let target = a.player("joueur")?;
            let order = match a.word("ordre")? {
                "plainte" => SireneOrder::Plainte {
                    proces: a.number("proces")?,
                },
                "case" => SireneOrder::Case {
                    cell: a.text("case").unwrap_or_default(),
                },
                "banque" => SireneOrder::Banque {
                    item: a.text("objet").unwrap_or_default(),
                },
                _ => return Err(ArgError::Invalid("ordre")),
            };
            power(actor, Power::Chant { target, order })
        },
        write: |c| match powered(c)? {
            (actor, Power::Chant { target, order }) => {
                let word = |w: &str| Value::Word(w.to_owned());
                let args = match order {
                    SireneOrder::Plainte { proces: n } => on(*target)
                        .with("ordre", word("plainte"))
                        .with("proces", Value::Number(*n as i64)),
                    SireneOrder::Case { cell } => on(*target)
                        .with("ordre", word("case"))
                        .with("case", Value::Text(cell.clone())),
                    SireneOrder::Banque { item } => on(*target)
                        .with("ordre", word("banque"))
                        .with("objet", Value::Text(item.clone())),
                };
                Some((actor, args))
            }
            _ => None,
        },
    },
    Verb {
        path: "pouvoir question",
        who: Who::Player,
        options: &[JOUEUR, PERSONNAGE],
        build: |actor, a| {
            let (target, personnage) = (a.player("joueur")?, named(a)?);
            power(actor, Power::Question { target, personnage })
        },
        write: |c| match powered(c)? {
            (actor, Power::Question { target, personnage }) => Some((
                actor,
                on(*target).with("personnage", Value::Word(personnage.id().to_owned())),
            )),
            _ => None,
        },
    },
    on_player!("pouvoir endormir", Endormir),
    on_personnage!(
        "pouvoir designer",
        Designer,
        Opt::named("personnage").from(Source::Offers)
    ),
    on_personnage!("pouvoir dernier-souffle", DernierSouffle, PERSONNAGE),
    Verb {
        path: "pouvoir destin",
        who: Who::Player,
        options: &[Opt::names("personnages")],
        build: |actor, a| {
            let list = a
                .words("personnages")?
                .iter()
                .map(|w| personnage(w, "personnages"))
                .collect::<Result<_, _>>()?;
            power(actor, Power::Destin { list })
        },
        write: |c| match powered(c)? {
            (actor, Power::Destin { list }) => {
                let ids = list.iter().map(|p| p.id().to_owned()).collect();
                Some((actor, Args::new().with("personnages", Value::Words(ids))))
            }
            _ => None,
        },
    },
    on_personnage!("pouvoir destin-ajout", DestinAjout, PERSONNAGE),
    on_personnage!(
        "pouvoir monstre",
        Monstre,
        Opt::named("personnage").from(Source::Offers)
    ),
    on_player!("pouvoir traquer", Traquer),
    on_player!("pouvoir pas-moi", PasMoi),
    on_player!("pouvoir secret", Secret),
    on_player!("pouvoir accorder", Accorder),
];
