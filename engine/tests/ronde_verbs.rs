//! The Ronde's vocabulary table is its own inverse: every command the simulator produces
//! that the table declares is written as arguments and built back to itself, and its
//! scenario words read back to the same arguments.

use engine::ronde::checklist::ItemStatus;
use engine::ronde::demasques::ChorusAction;
use engine::ronde::ledger::Line;
use engine::ronde::proces::ProcesState;
use engine::ronde::sim::Sim;
use engine::ronde::{ChorusCmd, Command, MjCommand, Personnage, Power, Ronde, SireneOrder};
use engine::verbs::{self, Vocabulary as _};
use engine::PlayerId;
use proptest::prelude::*;

fn name(p: PlayerId) -> String {
    format!("joueur{}", p.0)
}

fn unname(w: &str) -> Result<PlayerId, String> {
    w.strip_prefix("joueur")
        .and_then(|n| n.parse().ok())
        .map(PlayerId)
        .ok_or_else(|| format!("unknown player `{w}`"))
}

/// Tokens as the scenario reader hands them: quotes removed, one token per quoted text.
fn tokens(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = line.trim();
    while !rest.is_empty() {
        if let Some(q) = rest.strip_prefix('"') {
            let end = q.find('"').expect("a closed quote");
            out.push(q[..end].to_owned());
            rest = q[end + 1..].trim_start();
        } else {
            let end = rest.find(' ').unwrap_or(rest.len());
            out.push(rest[..end].to_owned());
            rest = rest[end..].trim_start();
        }
    }
    out
}

/// Asserts the round trips of one command; whether the table declares it.
fn round_trip(cmd: &Command) -> bool {
    let Some((verb, actor, args)) = verbs::written(Ronde::verbs(), cmd) else {
        return false;
    };
    assert_eq!(
        (verb.build)(actor, &args).as_ref(),
        Ok(cmd),
        "{}",
        verb.path
    );
    let mut quote = |t: &str| format!("\"{t}\"");
    let line = verbs::write(verb, &args, &name, &mut quote);
    let words = tokens(&line);
    let path_len = verb.path.split(' ').count();
    assert_eq!(words[..path_len].join(" "), verb.path);
    let read = verbs::read(verb, &words[path_len..], &unname).expect(&line);
    assert_eq!(read, args, "{line}");
    true
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]
    #[test]
    fn every_simulated_command_of_the_table_comes_back(b in any::<[u8; 4]>(), seed in 0u64..4) {
        let sim = Sim::new(seed, 12, 1);
        round_trip(&sim.command_from(b));
    }
}

#[test]
fn every_verb_of_the_table_comes_back() {
    let (actor, target) = (PlayerId(1), PlayerId(2));
    let power = |power| Command::Power { actor, power };
    let all = [
        Power::Souffler {
            target,
            excerpt: "des amandes grillées".into(),
        },
        Power::Phrase {
            text: "une phrase de huit mots au moins ici".into(),
        },
        Power::Annuler { proces: 3 },
        Power::Ecourter { proces: 4 },
        Power::Chant {
            target,
            order: SireneOrder::Plainte { proces: 2 },
        },
        Power::Chant {
            target,
            order: SireneOrder::Case {
                cell: "B3 à gauche".into(),
            },
        },
        Power::Chant {
            target,
            order: SireneOrder::Banque {
                item: "la clé".into(),
            },
        },
        Power::Question {
            target,
            personnage: Personnage::Diva,
        },
        Power::Endormir { target },
        Power::Designer {
            personnage: Personnage::Woody,
        },
        Power::DernierSouffle {
            personnage: Personnage::Chucky,
        },
        Power::Destin {
            list: vec![Personnage::Diva, Personnage::Figurant, Personnage::Mime],
        },
        Power::DestinAjout {
            personnage: Personnage::Alice,
        },
        Power::Monstre {
            personnage: Personnage::Guignol,
        },
        Power::Traquer { target },
        Power::PasMoi { target },
        Power::Secret { target },
        Power::Accorder { target },
    ];
    let by = PlayerId(9);
    let desk = [
        MjCommand::Anonymous {
            id: 3,
            approve: true,
        },
        MjCommand::Anonymous {
            id: 4,
            approve: false,
        },
        MjCommand::Review {
            item: 2,
            decision: ItemStatus::NonRespectee,
        },
        MjCommand::Review {
            item: 2,
            decision: ItemStatus::Joker,
        },
        MjCommand::Review {
            item: 5,
            decision: ItemStatus::Validee,
        },
        MjCommand::Review {
            item: 5,
            decision: ItemStatus::Refusee,
        },
        MjCommand::ConfirmJoker {
            player: target,
            approve: true,
        },
        MjCommand::SireneOrder {
            id: 1,
            approve: false,
        },
        MjCommand::Souffle {
            id: 2,
            theme_ok: false,
        },
        MjCommand::Souffle {
            id: 2,
            theme_ok: true,
        },
        MjCommand::ConfirmDon {
            player: target,
            cantine: true,
        },
        MjCommand::DismissDon { player: target },
        MjCommand::Decide { proposal: 7 },
        MjCommand::Answer {
            player: target,
            text: "Oui, bien sûr.".into(),
        },
        MjCommand::Reply {
            question: 4,
            text: "Après la fin.".into(),
        },
        MjCommand::Unmask {
            player: target,
            reason: "contrainte non tenue".into(),
        },
        MjCommand::Transfigure { player: target },
        MjCommand::Revenant {
            personnage: Personnage::Diva,
        },
        MjCommand::Mime { player: target },
        MjCommand::Guignol {
            text: "ne jamais dire oui".into(),
        },
        MjCommand::Secretary { player: target },
        MjCommand::Dead { player: target },
        MjCommand::Adjust {
            player: target,
            field: "quota".into(),
            value: "plainte".into(),
            reason: "bouton cliqué par erreur".into(),
        },
        MjCommand::Theme {
            day: 3,
            text: "la mer".into(),
        },
        MjCommand::Alice {
            text: "un extrait".into(),
            card: None,
        },
        MjCommand::Alice {
            text: "un extrait".into(),
            card: Some("anon-3".into()),
        },
        MjCommand::Deco {
            day: 2,
            first: 0,
            second: 5,
        },
        MjCommand::End,
        MjCommand::CloseProces {
            proces: 3,
            outcome: ProcesState::SansSuite,
        },
        MjCommand::PointsAdd {
            player: target,
            amount: -35,
            line: Line::Autre,
            reason: "un oubli".into(),
        },
        MjCommand::PointsRemove { entry: 0 },
    ];
    let actor = PlayerId(3);
    let acts = [
        Command::Open {
            actor,
            accused: vec![target],
            alleged: Personnage::Voyante,
            arguments: "Elle parle au futur".into(),
            anonymous: false,
        },
        Command::Open {
            actor,
            accused: vec![target, PlayerId(5)],
            alleged: Personnage::Decorateur,
            arguments: "Deux pinceaux".into(),
            anonymous: true,
        },
        Command::Complain {
            actor,
            proces: 3,
            anonymous: false,
        },
        Command::Complain {
            actor,
            proces: 4,
            anonymous: true,
        },
        Command::Question {
            actor,
            text: "Peut-on ouvrir deux procès ?".into(),
        },
        Command::Guess {
            actor,
            order: vec![Personnage::Alice, Personnage::Voyante, Personnage::Chucky],
        },
        Command::Chorus {
            actor,
            cmd: ChorusCmd::Propose {
                action: ChorusAction::Enqueter,
                target: Some(target),
                personnage: Some(Personnage::Pianiste),
                excerpt: String::new(),
            },
        },
        Command::Chorus {
            actor,
            cmd: ChorusCmd::Propose {
                action: ChorusAction::Bougie,
                target: Some(target),
                personnage: None,
                excerpt: "le vent se lève".into(),
            },
        },
        Command::Chorus {
            actor,
            cmd: ChorusCmd::Vote { proposal: 2 },
        },
        Command::Chorus {
            actor,
            cmd: ChorusCmd::Trancher { proposal: 2 },
        },
    ];
    let commands = all
        .into_iter()
        .map(power)
        .chain(desk.into_iter().map(|cmd| Command::Mj { by, cmd }))
        .chain(acts);
    let mut paths: Vec<&str> = Vec::new();
    for cmd in commands {
        assert!(round_trip(&cmd), "{cmd:?} is not in the table");
        let (verb, _, _) = verbs::written(Ronde::verbs(), &cmd).unwrap();
        if !paths.contains(&verb.path) {
            paths.push(verb.path);
        }
    }
    let declared: Vec<&str> = Ronde::verbs().iter().map(|v| v.path).collect();
    assert_eq!(
        paths, declared,
        "every verb is exercised, in the table's order"
    );
}
