//! Buttons and select menus made from a game's offers: their `custom_id` (the game's tag,
//! the game, the player it is for, the action, the offer's key and a detail), the rows a
//! prompt carries, and what a click picked. Whether a click is stale, or the clicker's, is
//! read from the offers again when it comes.

use engine::offer::{Offer, Pick, Picked};
use engine::PlayerId;
use poise::serenity_prelude as serenity;

use crate::store::GameId;

/// What a game component stands for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Component {
    /// The lobby's join button of a game of kind `tag`.
    Join { tag: String, game: GameId },
    /// An offer: `player` 0 means whoever clicks (a channel's public prompt).
    Offer {
        tag: String,
        game: GameId,
        player: u64,
        action: String,
        key: String,
        /// The option of an option button, or the index of a menu among the offer's.
        extra: String,
    },
}

impl Component {
    /// The `custom_id` (at most 100 characters: ids ≤ 20 digits, actions and keys short).
    pub fn encode(&self) -> String {
        match self {
            Component::Join { tag, game } => format!("{tag}j:{}", game.0),
            Component::Offer {
                tag,
                game,
                player,
                action,
                key,
                extra,
            } => format!("{tag}:{}:{player}:{action}:{key}:{extra}", game.0),
        }
    }

    /// Reads a `custom_id`; `None` when it is not one of ours.
    pub fn decode(id: &str) -> Option<Component> {
        let mut parts = id.split(':');
        let head = parts.next()?;
        if let Some(tag) = head
            .strip_suffix('j')
            .filter(|_| parts.clone().count() == 1)
        {
            let game = GameId(parts.next()?.parse().ok()?);
            return Some(Component::Join {
                tag: tag.to_owned(),
                game,
            });
        }
        Some(Component::Offer {
            tag: head.to_owned(),
            game: GameId(parts.next()?.parse().ok()?),
            player: parts.next()?.parse().ok()?,
            action: parts.next().filter(|a| !a.is_empty())?.to_owned(),
            key: parts.next()?.to_owned(),
            extra: parts.next().unwrap_or("").to_owned(),
        })
    }

    /// The game kind's tag.
    pub fn tag(&self) -> &str {
        match self {
            Component::Join { tag, .. } | Component::Offer { tag, .. } => tag,
        }
    }
}

/// The detail of a form's button (its modal has the button's `custom_id`).
pub const FORM: &str = "f";

/// Labels of a prompt's components.
pub struct Labels<'a> {
    /// An action's name.
    pub action: &'a (dyn Fn(&str) -> String + Sync),
    /// The button of one option of an action.
    pub option: &'a (dyn Fn(&str, &str) -> String + Sync),
    /// The "nobody" choice of a menu.
    pub nobody: String,
}

/// The rows of a prompt carrying `offers` (at most 5 rows, 25 options a menu, 5 buttons a
/// row); `player` is whom the components are for (0: whoever clicks).
pub fn rows(
    tag: &str,
    game: GameId,
    player: u64,
    offers: &[&Offer],
    labels: &Labels,
) -> Vec<serenity::CreateActionRow> {
    let id = |offer: &Offer, extra: &str| {
        Component::Offer {
            tag: tag.to_owned(),
            game,
            player,
            action: offer.action.clone(),
            key: offer.key.clone(),
            extra: extra.to_owned(),
        }
        .encode()
    };
    let mut buttons = Vec::new();
    let mut rows = Vec::new();
    for offer in offers {
        let name = (labels.action)(&offer.action);
        match &offer.pick {
            Pick::Button => buttons.push(
                serenity::CreateButton::new(id(offer, ""))
                    .label(name)
                    .style(serenity::ButtonStyle::Primary),
            ),
            // A form: its button opens the form (a modal), filled in and sent at once.
            Pick::Form(_) => buttons.push(
                serenity::CreateButton::new(id(offer, FORM))
                    .label(name.clone())
                    .style(serenity::ButtonStyle::Secondary),
            ),
            Pick::Options(options) => {
                for option in options {
                    buttons.push(
                        serenity::CreateButton::new(id(offer, option))
                            .label(menu_label(&(labels.option)(&offer.action, option)))
                            .style(serenity::ButtonStyle::Secondary),
                    );
                }
            }
            Pick::Menu(choices) => {
                let options: Vec<serenity::CreateSelectMenuOption> = choices
                    .iter()
                    .map(|(value, label)| {
                        serenity::CreateSelectMenuOption::new(menu_label(label), value.clone())
                    })
                    .collect();
                for (k, chunk) in options.chunks(25).enumerate() {
                    let menu = serenity::CreateSelectMenu::new(
                        id(offer, &format!("m{k}")),
                        serenity::CreateSelectMenuKind::String {
                            options: chunk.to_vec(),
                        },
                    )
                    .placeholder(menu_label(&name))
                    .min_values(1)
                    .max_values(1);
                    rows.push(serenity::CreateActionRow::SelectMenu(menu));
                }
            }
            Pick::Players {
                n,
                nobody,
                candidates,
            } => {
                let mut options: Vec<serenity::CreateSelectMenuOption> = candidates
                    .iter()
                    .map(|(id, name)| {
                        serenity::CreateSelectMenuOption::new(menu_label(name), id.0.to_string())
                    })
                    .collect();
                if *nobody {
                    options.push(serenity::CreateSelectMenuOption::new(
                        labels.nobody.clone(),
                        "0",
                    ));
                }
                for (k, chunk) in options.chunks(25).enumerate() {
                    if chunk.len() < *n as usize {
                        continue;
                    }
                    let menu = serenity::CreateSelectMenu::new(
                        id(offer, &k.to_string()),
                        serenity::CreateSelectMenuKind::String {
                            options: chunk.to_vec(),
                        },
                    )
                    .placeholder(menu_label(&name))
                    .min_values(*n)
                    .max_values(*n);
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

/// A label within Discord's 100 characters for menu options and placeholders.
fn menu_label(text: &str) -> String {
    if text.chars().count() <= 100 {
        text.to_owned()
    } else {
        text.chars().take(99).chain(['…']).collect()
    }
}

/// What a click on `offer`'s component picked: the menu's values, or the option button's.
pub fn picked(offer: &Offer, extra: &str, values: &[String]) -> Picked {
    let targets = values
        .iter()
        .filter(|_| !matches!(offer.pick, Pick::Menu(_)))
        .filter_map(|v| v.parse::<u64>().ok())
        .filter(|v| *v != 0)
        .map(PlayerId)
        .collect();
    let option = match &offer.pick {
        Pick::Options(options) => options.iter().find(|o| *o == extra).cloned(),
        Pick::Menu(choices) => values
            .first()
            .filter(|v| choices.iter().any(|(c, _)| c == *v))
            .cloned(),
        _ => None,
    };
    let menu = matches!(offer.pick, Pick::Menu(_));
    Picked {
        targets,
        nobody: !menu && values.iter().any(|v| v == "0"),
        option,
        fields: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn custom_ids_round_trip_and_fit_discord() {
        let c = Component::Offer {
            tag: "lg".into(),
            game: GameId(i64::MAX),
            player: u64::MAX,
            action: "tournee-generale".into(),
            key: format!("N{}.5", u32::MAX),
            extra: "24".into(),
        };
        let id = c.encode();
        assert!(id.len() <= 100, "{} characters", id.len());
        assert_eq!(Component::decode(&id), Some(c));
        let join = Component::Join {
            tag: "lg".into(),
            game: GameId(7),
        };
        assert_eq!(join.encode(), "lgj:7");
        assert_eq!(Component::decode("lgj:7"), Some(join));
        assert_eq!(Component::decode("other"), None);
        assert_eq!(Component::decode("lg:1:2::D1.0:"), None);
        assert_eq!(Component::decode("lg:x:2:griffes:D1.0:"), None);
    }

    #[test]
    fn a_pick_reads_targets_nobody_and_options() {
        let menu = Offer::new(
            "bulletin",
            Pick::Players {
                n: 1,
                nobody: true,
                candidates: vec![(PlayerId(5), "Emma".into())],
            },
            "D2.4",
        );
        let p = picked(&menu, "0", &["0".into()]);
        assert!(p.nobody && p.targets.is_empty());
        let p = picked(&menu, "0", &["5".into()]);
        assert_eq!(p.targets, [PlayerId(5)]);
        let ecoute = Offer::new(
            "ecoute",
            Pick::Options(vec!["loin".into(), "pres".into()]),
            "N1.1",
        );
        assert_eq!(picked(&ecoute, "pres", &[]).option.as_deref(), Some("pres"));
        assert_eq!(picked(&ecoute, "dedans", &[]).option, None);
    }
}
