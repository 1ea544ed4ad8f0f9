//! Buttons and select menus: their `custom_id` (game, player, item, step: a stale click or the
//! wrong person's click is refused with a clear message), the rows a prompt carries, and what
//! a click does.

use engine::loups_garous::{Command, DayStage, Item, Phase, State};
use engine::notice::PlayerId;
use poise::serenity_prelude as serenity;

use crate::store::GameId;

/// What a game component stands for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Component {
    /// The lobby's join button.
    Join(GameId),
    /// An item: `player` 0 means whoever clicks (the public vote, the 🏠 button).
    Item {
        game: GameId,
        player: u64,
        item: Item,
        phase: String,
        extra: String,
    },
}

impl Component {
    /// The `custom_id` (at most 100 characters: ids are ≤ 20 digits, items ≤ 16).
    pub fn encode(&self) -> String {
        match self {
            Component::Join(g) => format!("lgj:{}", g.0),
            Component::Item {
                game,
                player,
                item,
                phase,
                extra,
            } => format!("lg:{}:{player}:{}:{phase}:{extra}", game.0, item.id()),
        }
    }

    /// Reads a `custom_id`; `None` when it is not one of ours.
    pub fn decode(id: &str) -> Option<Component> {
        let mut parts = id.split(':');
        match parts.next()? {
            "lgj" => Some(Component::Join(GameId(parts.next()?.parse().ok()?))),
            "lg" => Some(Component::Item {
                game: GameId(parts.next()?.parse().ok()?),
                player: parts.next()?.parse().ok()?,
                item: Item::from_id(parts.next()?)?,
                phase: parts.next()?.to_owned(),
                extra: parts.next().unwrap_or("").to_owned(),
            }),
            _ => None,
        }
    }
}

/// A short key of the current step: a component made in another step is stale.
pub fn phase_key(p: Phase) -> String {
    match p {
        Phase::Lobby => "L".into(),
        Phase::Day(n, s) => format!("D{n}.{}", s as u8),
        Phase::Dusk(n) => format!("K{n}"),
        Phase::Night(n, s) => format!("N{n}.{}", s as u8),
        Phase::Dawn(n) => format!("A{n}"),
        Phase::Ended => "E".into(),
    }
}

/// How an item is used from a component.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    Button,
    /// Two buttons, `loin` and `pres`.
    Ecoute,
    /// A select of `n` players; `nobody` adds "personne".
    Targets {
        n: u8,
        nobody: bool,
    },
}

pub fn shape(s: &State, item: Item) -> Shape {
    match item {
        Item::Sablier
        | Item::Linceul
        | Item::TourneeGenerale
        | Item::Infection
        | Item::FioleDeVie
        | Item::Allumette
        | Item::SecondVote
        | Item::Rentrer => Shape::Button,
        Item::CoupDEtat if !s.is_stage(DayStage::CoupDEtat) => Shape::Button,
        Item::CoupDEtat => Shape::Targets { n: 1, nobody: true },
        Item::Ecoute => Shape::Ecoute,
        Item::Fleches | Item::Cryptogramme => Shape::Targets {
            n: 2,
            nobody: false,
        },
        Item::Echarpe => Shape::Targets {
            n: 1,
            nobody: s.is_stage(DayStage::Egalite),
        },
        Item::Bulletin => Shape::Targets { n: 1, nobody: true },
        _ => Shape::Targets {
            n: 1,
            nobody: false,
        },
    }
}

/// The players an item may be pointed at, as (id, name).
pub fn candidates(s: &State, item: Item, player: u64) -> Vec<(u64, String)> {
    let me = PlayerId(player);
    let keep = |p: &&engine::loups_garous::state::Player| match item {
        Item::Griffes => !s.in_den(p.id),
        Item::CrocBlanc => s.in_den(p.id) && p.id != me,
        Item::Echarpe if s.is_stage(DayStage::Egalite) => s.today.tied.contains(&p.id),
        Item::Contrat => s
            .contract
            .as_ref()
            .is_some_and(|c| c.candidates.contains(&p.id)),
        Item::Bulletin | Item::Fusil => true,
        _ => p.id != me,
    };
    s.living()
        .filter(keep)
        .map(|p| (p.id.0, p.name.clone()))
        .collect()
}

/// The rows of a prompt for `items` (at most 5 rows, 25 options a menu, 5 buttons a row).
pub fn rows(
    s: &State,
    game: GameId,
    player: u64,
    items: &[Item],
    label: &dyn Fn(&str) -> String,
) -> Vec<serenity::CreateActionRow> {
    let phase = phase_key(s.phase);
    let id = |item: Item, extra: &str| {
        Component::Item {
            game,
            player,
            item,
            phase: phase.clone(),
            extra: extra.to_owned(),
        }
        .encode()
    };
    let mut buttons = Vec::new();
    let mut rows = Vec::new();
    for &item in items {
        match shape(s, item) {
            Shape::Button => buttons.push(
                serenity::CreateButton::new(id(item, ""))
                    .label(label(item.id()))
                    .style(serenity::ButtonStyle::Primary),
            ),
            Shape::Ecoute => {
                for option in ["loin", "pres"] {
                    buttons.push(
                        serenity::CreateButton::new(id(item, option))
                            .label(format!("{} ({option})", label(item.id())))
                            .style(serenity::ButtonStyle::Secondary),
                    );
                }
            }
            Shape::Targets { n, nobody } => {
                let mut options: Vec<serenity::CreateSelectMenuOption> =
                    candidates(s, item, player)
                        .into_iter()
                        .map(|(id, name)| {
                            serenity::CreateSelectMenuOption::new(name, id.to_string())
                        })
                        .collect();
                if nobody {
                    options.push(serenity::CreateSelectMenuOption::new(
                        label("personne"),
                        "0",
                    ));
                }
                for (k, chunk) in options.chunks(25).enumerate() {
                    if chunk.len() < n as usize {
                        continue;
                    }
                    let menu = serenity::CreateSelectMenu::new(
                        id(item, &k.to_string()),
                        serenity::CreateSelectMenuKind::String {
                            options: chunk.to_vec(),
                        },
                    )
                    .placeholder(label(item.id()))
                    .min_values(n)
                    .max_values(n);
                    rows.push(serenity::CreateActionRow::SelectMenu(menu));
                }
            }
        }
    }
    for chunk in buttons.chunks(5) {
        rows.push(serenity::CreateActionRow::Buttons(chunk.to_vec()));
    }
    rows.truncate(5);
    rows
}

/// The command a click stands for, given who clicked and what they picked.
pub fn command(item: Item, clicker: u64, extra: &str, values: &[String]) -> Command {
    let player = PlayerId(clicker);
    let targets: Vec<PlayerId> = values
        .iter()
        .filter_map(|v| v.parse::<u64>().ok())
        .filter(|v| *v != 0)
        .map(PlayerId)
        .collect();
    let nobody = values.iter().any(|v| v == "0");
    let option = if item == Item::Ecoute && !extra.is_empty() {
        Some(extra.to_owned())
    } else if nobody {
        Some("personne".to_owned())
    } else {
        None
    };
    Command::for_item(player, item, targets, option)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn custom_ids_round_trip_and_fit_discord() {
        let c = Component::Item {
            game: GameId(i64::MAX),
            player: u64::MAX,
            item: Item::TourneeGenerale,
            phase: phase_key(Phase::Night(
                u32::MAX,
                engine::loups_garous::NightStep::Remedes,
            )),
            extra: "24".into(),
        };
        let id = c.encode();
        assert!(id.len() <= 100, "{} characters", id.len());
        assert_eq!(Component::decode(&id), Some(c));
        assert_eq!(Component::decode("lgj:7"), Some(Component::Join(GameId(7))));
        assert_eq!(Component::decode("other:1"), None);
        assert_eq!(Component::decode("lg:1:2:no-such-item:D1.0:"), None);
    }

    #[test]
    fn each_step_has_its_own_key() {
        use engine::loups_garous::NightStep;
        let keys = [
            phase_key(Phase::Night(1, NightStep::Preparatifs)),
            phase_key(Phase::Night(1, NightStep::Chasse)),
            phase_key(Phase::Night(2, NightStep::Preparatifs)),
            phase_key(Phase::Day(2, DayStage::Vote)),
            phase_key(Phase::Day(2, DayStage::Election)),
            phase_key(Phase::Dusk(2)),
        ];
        let distinct: std::collections::BTreeSet<_> = keys.iter().collect();
        assert_eq!(distinct.len(), keys.len());
    }

    #[test]
    fn a_pick_of_nobody_is_an_abstention_or_personne() {
        assert_eq!(
            command(Item::Bulletin, 5, "0", &["0".into()]),
            Command::Vote {
                player: PlayerId(5),
                target: None
            }
        );
        assert_eq!(
            command(Item::Ecoute, 5, "pres", &[]),
            Command::Use {
                player: PlayerId(5),
                item: Item::Ecoute,
                targets: vec![],
                option: Some("pres".into())
            }
        );
    }
}
