//! Reads scenario command lines (§9 names, options in order) into [`Command`]s.

use super::checklist::ItemStatus;
use super::command::{ChorusCmd, Command, MjCommand, Power, SireneOrder};
use super::demasques::ChorusAction;
use super::ledger::Line;
use super::personnage::Personnage;
use super::scenario::RondeSession;
use super::state::Kind;
use crate::notice::{Audience, Notice, PlayerId};

type R<T> = Result<T, String>;

/// Positional and named (`anonyme=oui`) options.
struct Args<'a> {
    pos: Vec<&'a str>,
    named: Vec<(&'a str, &'a str)>,
}

impl<'a> Args<'a> {
    fn new(args: &'a [String]) -> Self {
        let mut pos = Vec::new();
        let mut named = Vec::new();
        for a in args {
            match a.split_once('=') {
                Some((k, v))
                    if !k.contains(' ')
                        && k.chars().all(|c| c.is_ascii_lowercase() || c == '-') =>
                {
                    named.push((k, v))
                }
                _ => pos.push(a.as_str()),
            }
        }
        Args { pos, named }
    }

    fn get(&self, i: usize, name: &str) -> Option<&'a str> {
        self.named
            .iter()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| *v)
            .or_else(|| self.pos.get(i).copied())
            .filter(|v| *v != "-")
    }

    fn need(&self, i: usize, name: &str) -> R<&'a str> {
        self.get(i, name)
            .ok_or_else(|| format!("option `{name}` is missing"))
    }

    fn yes(&self, i: usize, name: &str) -> bool {
        matches!(self.get(i, name), Some("oui" | "true" | "yes" | "anonyme"))
    }

    fn rest(&self, from: usize) -> String {
        self.pos.get(from..).unwrap_or(&[]).join(" ")
    }
}

fn personnage(id: &str) -> R<Personnage> {
    Personnage::from_id(id).ok_or_else(|| format!("unknown personnage `{id}`"))
}

fn number<T: std::str::FromStr>(w: &str) -> R<T> {
    w.trim_start_matches('J')
        .parse()
        .map_err(|_| format!("`{w}` is not a number"))
}

/// A player's command; `None` for read-only commands answered directly.
pub fn player(
    s: &mut RondeSession,
    actor: PlayerId,
    name: &str,
    args: &[String],
) -> R<Option<Command>> {
    let a = Args::new(args);
    let p = |w: &str| s.player(w);
    Ok(Some(match name {
        "ouvrir" => {
            let mut accused = vec![p(a.need(0, "joueur")?)?];
            if let Some(j2) = a.get(3, "joueur2") {
                accused.push(p(j2)?);
            }
            Command::Open {
                actor,
                accused,
                alleged: personnage(a.need(1, "personnage")?)?,
                arguments: a.get(2, "arguments").unwrap_or("").to_owned(),
                anonymous: a.yes(4, "anonyme"),
            }
        }
        "plainte" => Command::Complain {
            actor,
            proces: number(a.need(0, "proces")?)?,
            anonymous: a.yes(1, "anonyme"),
        },
        "preuve" => Command::Proof {
            actor,
            what: a.need(0, "contrainte")?.to_owned(),
            text: a.rest(1),
        },
        "joker" if a.get(3, "type") == Some("don") => Command::Don {
            actor,
            items: a.get(0, "objets").unwrap_or("").to_owned(),
        },
        "joker" => Command::Joker {
            actor,
            items: a.get(0, "objets").unwrap_or("").to_owned(),
            day: a.get(2, "jour").map(number).transpose()?,
            monster: a.get(3, "type") == Some("monstre"),
        },
        "question" => Command::Question {
            actor,
            text: a.rest(0),
        },
        "deviner-ronde" => {
            let order = a
                .rest(0)
                .split([',', ' '])
                .filter(|w| !w.is_empty())
                .map(personnage)
                .collect::<R<Vec<_>>>()?;
            Command::Guess { actor, order }
        }
        "pouvoir" => Command::Power {
            actor,
            power: power(s, &a)?,
        },
        "demasques" => Command::Chorus {
            actor,
            cmd: chorus(s, &a)?,
        },
        "liste" | "role" => {
            let list = super::dealing::role_card(&s.state, actor);
            let mut n = Notice::new(Audience::Player(actor), "ronde-role-card");
            for (k, v) in list {
                n = n.arg(k, v);
            }
            s.push_notice(n);
            return Ok(None);
        }
        other => return Err(format!("unknown command `{other}`")),
    }))
}

fn power(s: &RondeSession, a: &Args) -> R<Power> {
    let sub = a.need(0, "sous-commande")?;
    let p = |w: &str| s.player(w);
    let shifted = Args {
        pos: a.pos[1..].to_vec(),
        named: a.named.clone(),
    };
    let a = shifted;
    Ok(match sub {
        "souffler" => Power::Souffler {
            target: p(a.need(0, "joueur")?)?,
            excerpt: a.rest(1),
        },
        "phrase" => Power::Phrase { text: a.rest(0) },
        "annuler" => Power::Annuler {
            proces: number(a.need(0, "proces")?)?,
        },
        "ecourter" => Power::Ecourter {
            proces: number(a.need(0, "proces")?)?,
        },
        "chant" => {
            let target = p(a.need(0, "joueur")?)?;
            let order = match a.need(1, "ordre")? {
                "plainte" => SireneOrder::Plainte {
                    proces: number(a.need(2, "proces")?)?,
                },
                "case" => SireneOrder::Case {
                    cell: a.need(3, "case")?.to_owned(),
                },
                "banque" => SireneOrder::Banque {
                    item: a.need(4, "objet")?.to_owned(),
                },
                other => return Err(format!("unknown order `{other}`")),
            };
            Power::Chant { target, order }
        }
        "question" => Power::Question {
            target: p(a.need(0, "joueur")?)?,
            personnage: personnage(a.need(1, "personnage")?)?,
        },
        "endormir" => Power::Endormir {
            target: p(a.need(0, "joueur")?)?,
        },
        "designer" => Power::Designer {
            personnage: personnage(a.need(0, "personnage")?)?,
        },
        "dernier-souffle" => Power::DernierSouffle {
            personnage: personnage(a.need(0, "personnage")?)?,
        },
        "destin" => Power::Destin {
            list: a
                .rest(0)
                .split([',', ' '])
                .filter(|w| !w.is_empty())
                .map(personnage)
                .collect::<R<_>>()?,
        },
        "destin-ajout" => Power::DestinAjout {
            personnage: personnage(a.need(0, "personnage")?)?,
        },
        "monstre" => Power::Monstre {
            personnage: personnage(a.need(0, "personnage")?)?,
        },
        "traquer" => Power::Traquer {
            target: p(a.need(0, "joueur")?)?,
        },
        "pas-moi" => Power::PasMoi {
            target: p(a.need(0, "joueur")?)?,
        },
        "secret" => Power::Secret {
            target: p(a.need(0, "joueur")?)?,
        },
        "accorder" => Power::Accorder {
            target: p(a.need(0, "joueur")?)?,
        },
        other => return Err(format!("unknown power `{other}`")),
    })
}

fn chorus(s: &RondeSession, a: &Args) -> R<ChorusCmd> {
    let sub = a.need(0, "sous-commande")?;
    Ok(match sub {
        "proposer" => {
            let action = a.need(1, "action")?;
            ChorusCmd::Propose {
                action: ChorusAction::from_id(action)
                    .ok_or(format!("unknown action `{action}`"))?,
                target: a.get(2, "joueur").map(|w| s.player(w)).transpose()?,
                personnage: a.get(3, "personnage").map(personnage).transpose()?,
                excerpt: a.get(4, "extrait").unwrap_or("").to_owned(),
            }
        }
        "voter" => ChorusCmd::Vote {
            proposal: number(a.need(1, "proposition")?)?,
        },
        "trancher" => ChorusCmd::Trancher {
            proposal: number(a.need(1, "proposition")?)?,
        },
        other => return Err(format!("unknown chorus command `{other}`")),
    })
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

fn decision(w: &str) -> R<ItemStatus> {
    Ok(match w {
        "respectee" => ItemStatus::Respectee,
        "valider" | "validee" => ItemStatus::Validee,
        "refuser" | "refusee" => ItemStatus::Refusee,
        "joker" => ItemStatus::Joker,
        "excusee" => ItemStatus::Excusee,
        "non-respectee" => ItemStatus::NonRespectee,
        other => return Err(format!("unknown decision `{other}`")),
    })
}

/// An MJ's command (`mj: partie distribuer`, `mj: proces clore 2 juste` …).
pub fn mj(s: &mut RondeSession, by: PlayerId, group: &str, args: &[String]) -> R<Command> {
    let a = Args::new(args);
    let sub = a.pos.first().copied().unwrap_or("");
    let p = |w: &str| s.player(w);
    let at = |i: usize, name: &str| a.need(i, name);
    let cmd = match (group, sub) {
        ("partie", "inscrire") => {
            let kind = match a.get(3, "type").unwrap_or("joueur") {
                "spectateur" => Kind::Spectateur,
                "mj" => Kind::Mj,
                _ => Kind::Joueur,
            };
            let id = PlayerId(s.state.players.keys().map(|p| p.0).max().unwrap_or(0) + 1);
            MjCommand::Register {
                player: id,
                name: at(1, "joueur")?.to_owned(),
                kind,
            }
        }
        ("partie", "distribuer") => MjCommand::Deal {
            given: vec![],
            ronde: vec![],
        },
        ("partie", "terminer") => MjCommand::End,
        ("jour", "theme") => MjCommand::Theme {
            day: number(at(1, "jour")?)?,
            text: a.rest(2),
        },
        ("jour", "alice") => MjCommand::Alice { text: a.rest(1) },
        ("joueur", "demasquer") => MjCommand::Unmask {
            player: p(at(1, "joueur")?)?,
            reason: a.rest(2),
        },
        ("joueur", "transfigurer") => MjCommand::Transfigure {
            player: p(at(1, "joueur")?)?,
        },
        ("joueur", "revenant") => MjCommand::Revenant {
            personnage: personnage(at(1, "personnage")?)?,
        },
        ("joueur", "mime") => MjCommand::Mime {
            player: p(at(1, "joueur")?)?,
        },
        ("joueur", "guignol") => MjCommand::Guignol { text: a.rest(1) },
        ("joueur", "secretaire") => MjCommand::Secretary {
            player: p(at(1, "joueur")?)?,
        },
        ("joueur", "mort") => MjCommand::Dead {
            player: p(at(1, "joueur")?)?,
        },
        ("proces", "clore") => MjCommand::CloseProces {
            proces: number(at(1, "proces")?)?,
            outcome: super::mj::outcome(at(2, "issue")?).ok_or("unknown outcome")?,
        },
        ("points", "ajouter") => MjCommand::PointsAdd {
            player: p(at(1, "joueur")?)?,
            amount: number(at(2, "montant")?)?,
            line: Line::from_id(at(3, "ligne")?).unwrap_or(Line::Autre),
            reason: a.rest(4),
        },
        ("points", "retirer") => MjCommand::PointsRemove {
            entry: number(at(1, "entree")?)?,
        },
        ("anonyme", _) => MjCommand::Anonymous {
            id: number(at(0, "id")?)?,
            approve: at(1, "decision")? != "refuser",
        },
        ("revue", _) | ("preuve", _) => MjCommand::Review {
            item: item(s, at(0, "item")?)?,
            decision: decision(at(1, "decision")?)?,
        },
        ("jour", "deco") => MjCommand::Deco {
            day: number(at(1, "jour")?)?,
            first: number(at(2, "nombre1")?)?,
            second: number(at(3, "nombre2")?)?,
        },
        ("souffle", _) => MjCommand::Souffle {
            id: number(at(0, "id")?)?,
            theme_ok: at(1, "theme")? != "pas-theme",
        },
        ("sirene", _) => MjCommand::SireneOrder {
            id: number(at(0, "id")?)?,
            approve: at(1, "decision")? != "refuser",
        },
        ("don", _) => MjCommand::ConfirmDon {
            player: p(at(0, "joueur")?)?,
            cantine: at(1, "objet")? == "cantine",
        },
        ("joker", _) => MjCommand::ConfirmJoker {
            player: p(at(0, "joueur")?)?,
            approve: at(1, "decision")? != "refuser",
        },
        ("trancher", _) => MjCommand::Decide {
            proposal: number(at(0, "proposition")?)?,
        },
        _ => return Err(format!("unknown MJ command `{group} {sub}`")),
    };
    Ok(Command::Mj { by, cmd })
}
