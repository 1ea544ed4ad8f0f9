//! Reads the MJs' scenario command lines (`mj: partie distribuer`, `mj: proces clore 2
//! juste` …) into [`Command::Mj`]s.

use crate::notice::PlayerId;
use crate::ronde::command::{Command, MjCommand};
use crate::ronde::scenario::RondeSession;
use crate::ronde::scenario_cmd::{number, Args, R};
use crate::ronde::state::Kind;
use crate::ronde::Ronde;
use crate::verbs::{self, Vocabulary as _};

/// An MJ's command (`mj: partie distribuer`, `mj: proces clore 2 juste` …).
pub fn mj(s: &mut RondeSession, by: PlayerId, group: &str, args: &[String]) -> R<Command> {
    if let Some(cmd) = desk(s, by, group, args)? {
        return Ok(cmd);
    }
    let a = Args::new(args);
    let sub = a.pos.first().copied().unwrap_or("");
    let cmd = match group {
        "partie" => mj_partie(s, &a, sub)?,
        _ => mj_proces(&a, group, sub)?,
    };
    let cmd = cmd.ok_or_else(|| format!("unknown MJ command `{group} {sub}`"))?;
    Ok(Command::Mj { by, cmd })
}

/// `partie inscrire|distribuer|horloge`; `None` for another sub-command.
fn mj_partie(s: &RondeSession, a: &Args, sub: &str) -> R<Option<MjCommand>> {
    Ok(Some(match sub {
        "inscrire" => {
            let kind = match a.get(3, "type").unwrap_or("joueur") {
                "spectateur" => Kind::Spectateur,
                "mj" => Kind::Mj,
                _ => Kind::Joueur,
            };
            let id = PlayerId(s.state.players.keys().map(|p| p.0).max().unwrap_or(0) + 1);
            MjCommand::Register {
                player: id,
                name: a.need(1, "joueur")?.to_owned(),
                kind,
            }
        }
        "distribuer" => MjCommand::Deal {
            given: vec![],
            ronde: vec![],
        },
        "horloge" => MjCommand::Clock {
            to: match a.get(1, "decalage") {
                Some(t) => Some(instant(t)?),
                None => None,
            },
            speed: a.get(2, "vitesse").map_or(Ok(1), number)?,
        },
        _ => return Ok(None),
    }))
}

/// An instant written as RFC 3339 (`2027-03-27T20:00:00+01:00`).
fn instant(w: &str) -> R<crate::game::Timestamp> {
    chrono::DateTime::parse_from_rfc3339(w)
        .map(|t| t.to_utc())
        .map_err(|_| format!("`{w}` is not an instant"))
}

/// `proces delai`; `None` for another.
fn mj_proces(a: &Args, group: &str, sub: &str) -> R<Option<MjCommand>> {
    let at = |i: usize, name: &str| a.need(i, name);
    Ok(Some(match group {
        "proces" if sub == "delai" => MjCommand::MoveDeadline {
            proces: number(at(1, "proces")?)?,
            deadline: instant(at(2, "fin")?)?,
            reason: a.rest(3),
        },
        _ => return Ok(None),
    }))
}

/// A command of the vocabulary table (`bureau anonyme 4 refuser`, `joueur mort Bob`, `jour
/// deco 2 3 5`, `proces clore 2 juste`, `points ajouter Bob 20 autre "motif"`), or a desk decision's older spelling without `bureau` (`anonyme 4 refuser`,
/// `repondre n°2 "Oui."`); `None` for another group. A review or proof names its item by number or by its player, and its
/// decision tells a review from a proof.
fn desk(s: &RondeSession, by: PlayerId, group: &str, args: &[String]) -> R<Option<Command>> {
    let (group, sub, mut words, older) = match group {
        "bureau" | "joueur" | "jour" | "partie" | "points" | "proces" => {
            let sub = args.first().map_or("", String::as_str);
            (group, sub, args.get(1..).unwrap_or(&[]).to_vec(), false)
        }
        _ => ("bureau", group, args.to_vec(), true),
    };
    // the groups whose other sub-commands are read below (inscrire, distribuer, delai…)
    let mixed = matches!(group, "partie" | "points" | "proces");
    let path = match (group, sub) {
        ("bureau", "revue" | "preuve") => review_or_proof(s, &mut words)?,
        _ => format!("mj {group} {sub}"),
    };
    let Some(verb) = verbs::find(Ronde::verbs(), &path) else {
        return if older || mixed {
            Ok(None)
        } else {
            Err(format!("unknown MJ command `{group} {sub}`"))
        };
    };
    match (group, sub) {
        ("bureau", "repondre") if older => words = answer_named(&words),
        ("jour", "alice") => words = excerpt_named(&words),
        _ => {}
    }
    let read = verbs::read(verb, &words, &|w| s.player(w))?;
    (verb.build)(by, &read).map(Some).map_err(|e| e.to_string())
}

/// `revue ITEM DECISION` or `preuve ITEM DECISION`: the verb the decision belongs to, the
/// item given by its player turned into its number.
fn review_or_proof(s: &RondeSession, words: &mut [String]) -> R<String> {
    if let Some(w) = words.first_mut() {
        *w = item(s, w)?.to_string();
    }
    let review = words.get(1).is_some_and(|d| {
        crate::ronde::verbs_desk::REVIEWS
            .iter()
            .any(|(w, _)| w == d)
    });
    Ok(if review {
        "mj bureau revue".into()
    } else {
        "mj bureau preuve".into()
    })
}

/// The older `jour alice @CARTE TEXTE…`, as named options.
fn excerpt_named(words: &[String]) -> Vec<String> {
    match words.first().and_then(|w| w.strip_prefix('@')) {
        Some(card) => vec![
            format!("carte={card}"),
            format!("texte={}", words[1..].join(" ")),
        ],
        None => words.to_vec(),
    }
}

/// The older `repondre n°N TEXTE` / `repondre JOUEUR TEXTE`, as named options.
fn answer_named(words: &[String]) -> Vec<String> {
    let Some(first) = words.first() else {
        return Vec::new();
    };
    let text = format!("texte={}", words[1..].join(" "));
    match first.strip_prefix("n°") {
        Some(n) => vec![format!("question={n}"), text],
        None => vec![format!("joueur={first}"), text],
    }
}

/// The item an MJ decides about: a number, or a player's first item in review (else open).
fn item(s: &RondeSession, w: &str) -> R<usize> {
    if let Ok(n) = w.parse() {
        return Ok(n);
    }
    let p = s.player(w)?;
    let items = &s.state.checklist;
    items
        .iter()
        .find(|i| i.player == p && i.in_review)
        .or_else(|| items.iter().find(|i| i.player == p && i.open()))
        .map(|i| i.id)
        .ok_or_else(|| format!("{w} has no item to decide"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ronde::checklist::ItemStatus;
    use crate::ronde::command::{Power, SireneOrder};
    use crate::ronde::personnage::Personnage;
    use crate::ronde::scenario_cmd::player;
    use crate::scenario::Header;

    fn session() -> RondeSession {
        let header = Header {
            game: "ronde-des-pantins".into(),
            seed: 7,
            players: ["Alice", "Bob", "Chloe", "David", "Emma", "Farid", "Gus"]
                .map(String::from)
                .to_vec(),
            ..Header::default()
        };
        RondeSession::open(&header).expect("a 7-player game opens")
    }

    fn words(line: &str) -> Vec<String> {
        line.split(' ').map(String::from).collect()
    }

    #[test]
    fn mj_commands_are_read_by_family() {
        let mut s = session();
        let (by, bob) = (s.mj, s.player("Bob").unwrap());
        let read =
            |s: &mut RondeSession, group: &str, line: &str| match mj(s, by, group, &words(line)) {
                Ok(Command::Mj { cmd, .. }) => Ok(cmd),
                Ok(other) => panic!("not an MJ command: {other:?}"),
                Err(e) => Err(e),
            };
        let deco = MjCommand::Deco {
            day: 2,
            first: 3,
            second: 5,
        };
        assert_eq!(read(&mut s, "jour", "deco J2 3 5"), Ok(deco));
        assert_eq!(
            read(&mut s, "joueur", "mort Bob"),
            Ok(MjCommand::Dead { player: bob })
        );
        let refused = MjCommand::Anonymous {
            id: 4,
            approve: false,
        };
        assert_eq!(read(&mut s, "anonyme", "4 refuser"), Ok(refused.clone()));
        assert_eq!(read(&mut s, "bureau", "anonyme 4 refuser"), Ok(refused));
        let blow = MjCommand::Souffle {
            id: 2,
            theme_ok: false,
        };
        assert_eq!(read(&mut s, "souffle", "2 pas-theme"), Ok(blow.clone()));
        assert_eq!(read(&mut s, "bureau", "souffle 2 non"), Ok(blow));
        let reply = MjCommand::Reply {
            question: 2,
            text: "Oui, bien sûr.".into(),
        };
        assert_eq!(
            read(&mut s, "repondre", "n°2 Oui, bien sûr."),
            Ok(reply.clone())
        );
        let canonical = vec![
            "repondre".into(),
            "Oui, bien sûr.".into(),
            "-".into(),
            "2".into(),
        ];
        match mj(&mut s, by, "bureau", &canonical) {
            Ok(Command::Mj { cmd, .. }) => assert_eq!(cmd, reply),
            other => panic!("{other:?}"),
        }
        let proof = MjCommand::Review {
            item: 5,
            decision: ItemStatus::Validee,
        };
        assert_eq!(read(&mut s, "revue", "5 valider"), Ok(proof.clone()));
        assert_eq!(read(&mut s, "bureau", "preuve 5 approuver"), Ok(proof));
        assert_eq!(
            read(&mut s, "bureau", "tamponner 5"),
            Err("unknown MJ command `bureau tamponner`".into())
        );
        assert_eq!(
            read(&mut s, "proces", "ouvrir 1"),
            Err("unknown MJ command `proces ouvrir`".into())
        );
        assert_eq!(
            read(&mut s, "jour", "nuit"),
            Err("unknown MJ command `jour nuit`".into())
        );
        assert_eq!(
            read(&mut s, "points", "ajouter Bob"),
            Err("option `montant` is missing".into())
        );
    }

    #[test]
    fn player_commands_are_read_by_family() {
        let mut s = session();
        let (alice, bob) = (s.player("Alice").unwrap(), s.player("Bob").unwrap());
        let chant = Command::Power {
            actor: alice,
            power: Power::Chant {
                target: bob,
                order: SireneOrder::Case { cell: "B3".into() },
            },
        };
        assert_eq!(
            player(&mut s, alice, "pouvoir", &words("chant Bob case - B3")),
            Ok(Some(chant))
        );
        let destin = Command::Power {
            actor: alice,
            power: Power::Destin {
                list: vec![Personnage::Diva, Personnage::Figurant],
            },
        };
        assert_eq!(
            player(&mut s, alice, "pouvoir", &words("destin diva,figurant")),
            Ok(Some(destin))
        );
        let don = Command::Don {
            actor: alice,
            items: "objet".into(),
        };
        assert_eq!(
            player(&mut s, alice, "joker", &words("objet - J3 don")),
            Ok(Some(don))
        );
        assert_eq!(
            player(&mut s, alice, "pouvoir", &words("voler Bob")),
            Err("unknown command `pouvoir voler`".into())
        );
        assert_eq!(
            player(&mut s, alice, "pouvoir", &words("chant Bob chanter")),
            Err("option `ordre`: `chanter` is not one of plainte, case, banque".into())
        );
        // A sub-command given only by name is read, not a panic.
        assert!(player(&mut s, alice, "pouvoir", &words("sous-commande=souffler")).is_err());
    }
}
