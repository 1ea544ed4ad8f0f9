//! Loups-Garous' vocabulary (§9): the players' `/utiliser`, `/voter`, `/rentrer`,
//! `/sablier` and the MJ's commands on a running game, declared once; the scenario reader,
//! the exporter, the prompts' clicks and the slash commands read it. The MJ's verbs are
//! served on Discord by the `/mj` commands every game shares; a substitute's `remplacer`
//! (he takes a new seat) and the adapter's observations (`partir`, `parler`, `vocal`) are
//! not acts of a player and stay with the scenario reader.

use super::command::{Command, MjCommand};
use super::role::Item;
use super::LoupsGarous;
use crate::notice::PlayerId;
use crate::offer::Picked;
use crate::verbs::{ArgError, Args, Opt, Range, Source, Value, Verb, Vocabulary, Who};

/// An MJ verb without options.
macro_rules! mj {
    ($path:literal, $command:expr) => {
        Verb {
            path: $path,
            who: Who::Mj,
            options: &[],
            build: |_, _| Ok(Command::Mj($command)),
            write: |c| {
                matches!(c, Command::Mj(m) if *m == $command).then(|| (PlayerId(0), Args::new()))
            },
        }
    };
}

impl Vocabulary for LoupsGarous {
    fn verbs() -> &'static [Verb<Command>] {
        VERBS
    }
}

static VERBS: &[Verb<Command>] = &[
    UTILISER,
    VOTER,
    RENTRER,
    SABLIER,
    mj!("mj demarrer", MjCommand::Start),
    mj!("mj pause", MjCommand::Pause),
    mj!("mj reprendre", MjCommand::Resume),
    mj!("mj avancer", MjCommand::Advance),
    PROLONGER,
    EXCLURE,
    mj!("mj terminer", MjCommand::Terminate),
];

/// The words of `choix`: nobody (an abstention, the Maire's « personne »), the Écoute's
/// distance.
pub const CHOICES: [&str; 4] = ["personne", "loin", "pres", "près"];

const TARGETS: Source = Source::OfferNamed("objet");

/// `/utiliser objet [cible] [cible2] [choix]`: any item held.
pub const UTILISER: Verb<Command> = Verb {
    path: "utiliser",
    who: Who::Player,
    options: &[
        Opt::named("objet").from(Source::Actions),
        Opt::player("cible").from(TARGETS).optional(),
        Opt::player("cible2").from(TARGETS).optional(),
        Opt::named("choix").optional().loose(&CHOICES),
    ],
    build: |player, a| {
        let objet = a.word("objet")?;
        let item = Item::from_id(objet).ok_or_else(|| ArgError::Unknown("objet", objet.into()))?;
        let targets = ["cible", "cible2"]
            .into_iter()
            .filter(|o| a.has(o))
            .map(|o| a.player(o))
            .collect::<Result<_, _>>()?;
        let option = a.has("choix").then(|| a.word("choix")).transpose()?;
        Ok(Command::Use {
            player,
            item,
            targets,
            option: option.map(str::to_owned),
        })
    },
    write: |c| match c {
        Command::Use {
            player,
            item,
            targets,
            option,
        } if targets.len() <= 2 => {
            let args = Args::new()
                .with("objet", Value::Word(item.id().to_owned()))
                .maybe("cible", targets.first().map(|p| Value::Player(*p)))
                .maybe("cible2", targets.get(1).map(|p| Value::Player(*p)))
                .maybe("choix", option.clone().map(Value::Word));
            Some((*player, args))
        }
        _ => None,
    },
};

/// `/voter [cible]`: the Bulletin; no target (or `personne`) withdraws the vote.
pub const VOTER: Verb<Command> = Verb {
    path: "voter",
    who: Who::Player,
    options: &[Opt::player("cible")
        .from(Source::Offer("bulletin"))
        .optional()
        .said(&[("personne", "-")])],
    build: |player, a| {
        let target = a.has("cible").then(|| a.player("cible")).transpose()?;
        Ok(Command::Vote { player, target })
    },
    write: |c| match c {
        Command::Vote { player, target } => Some((
            *player,
            Args::new().maybe("cible", target.map(Value::Player)),
        )),
        _ => None,
    },
};

/// `/rentrer`: home before the night.
pub const RENTRER: Verb<Command> = Verb {
    path: "rentrer",
    who: Who::Player,
    options: &[],
    build: |player, _| Ok(Command::GoHome { player }),
    write: |c| match c {
        Command::GoHome { player } => Some((*player, Args::new())),
        _ => None,
    },
};

/// `/sablier`: ends my speaking turn.
pub const SABLIER: Verb<Command> = Verb {
    path: "sablier",
    who: Who::Player,
    options: &[],
    build: |player, _| Ok(Command::Hourglass { player }),
    write: |c| match c {
        Command::Hourglass { player } => Some((*player, Args::new())),
        _ => None,
    },
};

/// `/mj prolonger duree`: seconds added to the current deadline.
const PROLONGER: Verb<Command> = Verb {
    path: "mj prolonger",
    who: Who::Mj,
    options: &[Opt::number("duree", Range::Seconds)],
    build: |_, a| Ok(Command::Mj(MjCommand::Extend(a.number("duree")?))),
    write: |c| match c {
        Command::Mj(MjCommand::Extend(s)) => {
            Some((PlayerId(0), Args::new().with("duree", Value::Number(*s))))
        }
        _ => None,
    },
};

/// `/mj exclure joueur`: counts as *parti*.
const EXCLURE: Verb<Command> = Verb {
    path: "mj exclure",
    who: Who::Mj,
    options: &[Opt::member("joueur")],
    build: |_, a| Ok(Command::Mj(MjCommand::Exclude(a.player("joueur")?))),
    write: |c| match c {
        Command::Mj(MjCommand::Exclude(p)) => {
            Some((PlayerId(0), Args::new().with("joueur", Value::Player(*p))))
        }
        _ => None,
    },
};

/// The verb a prompt of `item` is answered with: the Bulletin is `/voter`, 🏠 `/rentrer`,
/// ⏳ `/sablier`; every other item is `/utiliser`.
pub fn verb_of(item: Item) -> &'static Verb<Command> {
    match item {
        Item::Bulletin => &VOTER,
        Item::Rentrer => &RENTRER,
        Item::Sablier => &SABLIER,
        _ => &UTILISER,
    }
}

/// The command a pick of `action` (an item's prompt) stands for: the item's verb, built
/// from what was picked (« personne » when nobody was).
pub fn command_for(player: PlayerId, action: &str, picked: &Picked) -> Option<Command> {
    let item = Item::from_id(action)?;
    let verb = verb_of(item);
    let choice = match (&picked.option, picked.nobody) {
        (Some(o), _) => Some(o.clone()),
        (None, true) => Some("personne".to_owned()),
        (None, false) => None,
    };
    let mut args = Args::new()
        .maybe("cible", picked.targets.first().map(|p| Value::Player(*p)))
        .maybe("cible2", picked.targets.get(1).map(|p| Value::Player(*p)));
    if verb.option("objet").is_some() {
        args.set("objet", Value::Word(action.to_owned()));
        args = args.maybe("choix", choice.map(Value::Word));
    }
    (verb.build)(player, &args).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pick_of_nobody_is_an_abstention_or_personne() {
        let nobody = Picked {
            nobody: true,
            ..Picked::default()
        };
        assert_eq!(
            command_for(PlayerId(5), "bulletin", &nobody),
            Some(Command::Vote {
                player: PlayerId(5),
                target: None
            })
        );
        let pres = Picked {
            option: Some("pres".into()),
            ..Picked::default()
        };
        assert_eq!(
            command_for(PlayerId(5), "ecoute", &pres),
            Some(Command::Use {
                player: PlayerId(5),
                item: Item::Ecoute,
                targets: vec![],
                option: Some("pres".into())
            })
        );
        assert_eq!(command_for(PlayerId(5), "no-such-item", &pres), None);
    }
}
