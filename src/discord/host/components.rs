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
                let options = choices
                    .iter()
                    .map(|(value, label)| {
                        serenity::CreateSelectMenuOption::new(menu_label(label), value.clone())
                    })
                    .collect();
                rows.extend(menus(options, &name, 1, |k| id(offer, &format!("m{k}"))));
            }
            Pick::Players {
                n,
                nobody,
                candidates,
            } => {
                let options = player_options(candidates, nobody.then_some(&labels.nobody));
                rows.extend(menus(options, &name, *n, |k| id(offer, &k.to_string())));
            }
        }
    }
    for chunk in buttons.chunks(5) {
        rows.push(serenity::CreateActionRow::Buttons(chunk.to_vec()));
    }
    rows.truncate(5);
    rows
}

/// A menu's players, by name, and « nobody » when it may be picked.
fn player_options(
    candidates: &[(PlayerId, String)],
    nobody: Option<&String>,
) -> Vec<serenity::CreateSelectMenuOption> {
    let players = candidates.iter().map(|(id, name)| {
        serenity::CreateSelectMenuOption::new(menu_label(name), id.0.to_string())
    });
    let nobody = nobody.map(|label| serenity::CreateSelectMenuOption::new(label.clone(), "0"));
    players.chain(nobody).collect()
}

/// Select menus of 25 options each, `n` to pick in each (a menu with fewer options than
/// that is left out); `id` names the k-th.
fn menus(
    options: Vec<serenity::CreateSelectMenuOption>,
    placeholder: &str,
    n: u8,
    id: impl Fn(usize) -> String,
) -> Vec<serenity::CreateActionRow> {
    options
        .chunks(25)
        .enumerate()
        .filter(|(_, chunk)| chunk.len() >= usize::from(n))
        .map(|(k, chunk)| {
            let menu = serenity::CreateSelectMenu::new(
                id(k),
                serenity::CreateSelectMenuKind::String {
                    options: chunk.to_vec(),
                },
            )
            .placeholder(menu_label(placeholder))
            .min_values(n)
            .max_values(n);
            serenity::CreateActionRow::SelectMenu(menu)
        })
        .collect()
}

/// A label within Discord's 100 characters for menu options, placeholders and autocomplete
/// choices, cut with « … ».
pub(crate) fn menu_label(text: &str) -> String {
    if text.chars().count() <= 100 {
        text.to_owned()
    } else {
        text.chars().take(99).chain(['…']).collect()
    }
}

/// What a click on `offer`'s component picked: a button's option (`values` `None`), or a
/// menu's values (`extra` names the menu among the offer's). `None` when the payload is one
/// Discord's own client cannot send for the component the bot made: values on a button, none
/// on a menu, a count other than the menu's, a value twice or not among that menu's options.
pub fn picked(offer: &Offer, extra: &str, values: Option<&[String]>) -> Option<Picked> {
    let mut pick = Picked {
        targets: Vec::new(),
        nobody: false,
        option: None,
        fields: Vec::new(),
    };
    match (&offer.pick, values) {
        (Pick::Button, None) => {}
        (Pick::Options(options), None) => {
            pick.option = Some(options.iter().find(|o| *o == extra)?.clone());
        }
        (Pick::Menu(choices), Some([value])) => {
            let k: usize = extra.strip_prefix('m')?.parse().ok()?;
            let shown = choices.chunks(25).nth(k)?;
            shown.iter().find(|(c, _)| c == value)?;
            pick.option = Some(value.clone());
        }
        (
            Pick::Players {
                n,
                nobody,
                candidates,
            },
            Some(values),
        ) => {
            let shown = shown_players(candidates, *nobody, extra.parse().ok()?)?;
            if values.len() != usize::from(*n) {
                return None;
            }
            for (i, v) in values.iter().enumerate() {
                if !shown.contains(v) || values[..i].contains(v) {
                    return None;
                }
            }
            pick.nobody = values.iter().any(|v| v == "0");
            let targets = values.iter().filter(|v| *v != "0");
            pick.targets = targets
                .map(|v| v.parse().ok().map(PlayerId))
                .collect::<Option<_>>()?;
        }
        _ => return None,
    }
    Some(pick)
}

/// The values of menu number `k` of a players' pick, as [`rows`] shows them.
fn shown_players(candidates: &[(PlayerId, String)], nobody: bool, k: usize) -> Option<Vec<String>> {
    let mut all: Vec<String> = candidates.iter().map(|(id, _)| id.0.to_string()).collect();
    if nobody {
        all.push("0".into());
    }
    all.chunks(25).nth(k).map(<[String]>::to_vec)
}

/// The components of a prompt in `channel` whose offers are gone from `state` (each read for
/// its audience once, in `offers`).
pub(super) fn gone<G: super::Hosted>(
    table: &crate::store::Table,
    state: &G::State,
    channel: u64,
    enabled: Vec<Component>,
    offers: &mut std::collections::BTreeMap<engine::Audience, Vec<engine::offer::Offer>>,
) -> Vec<Component> {
    let mut dead = Vec::new();
    for c in enabled {
        let Component::Offer {
            player,
            action,
            key,
            ..
        } = &c
        else {
            continue;
        };
        let audience = super::audience::<G>(table, *player, channel);
        let now = offers
            .entry(audience.clone())
            .or_insert_with(|| G::offers(state, &audience));
        if engine::offer::find(now, action, key).is_none() {
            dead.push(c);
        }
    }
    dead
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
        let p = picked(&menu, "0", Some(&["0".into()])).unwrap();
        assert!(p.nobody && p.targets.is_empty());
        let p = picked(&menu, "0", Some(&["5".into()])).unwrap();
        assert_eq!(p.targets, [PlayerId(5)]);
        let ecoute = Offer::new(
            "ecoute",
            Pick::Options(vec!["loin".into(), "pres".into()]),
            "N1.1",
        );
        let option = picked(&ecoute, "pres", None).and_then(|p| p.option);
        assert_eq!(option.as_deref(), Some("pres"));
        assert_eq!(picked(&ecoute, "dedans", None), None);
    }

    #[test]
    fn a_payload_discords_client_cannot_send_is_no_pick() {
        // given a two-player menu with « personne », and a one-choice menu
        let candidates = (1..=30).map(|i| (PlayerId(i), format!("J{i}"))).collect();
        let two = Offer::new(
            "couple",
            Pick::Players {
                n: 2,
                nobody: true,
                candidates,
            },
            "N1.0",
        );
        let v = |xs: &[&str]| {
            xs.iter()
                .map(std::string::ToString::to_string)
                .collect::<Vec<_>>()
        };
        assert!(picked(&two, "0", Some(&v(&["3", "4"]))).is_some());
        // then a third value, a value twice, one of another menu, none, or a button's click
        for bad in [
            &["0", "3", "4"][..],
            &["3", "3"],
            &["3", "26"],
            &["3"],
            &["3", "x"],
        ] {
            assert_eq!(picked(&two, "0", Some(&v(bad))), None, "{bad:?}");
        }
        assert_eq!(picked(&two, "0", None), None);
        assert_eq!(picked(&two, "7", Some(&v(&["3", "4"]))), None, "no menu 7");
        assert!(
            picked(&two, "1", Some(&v(&["26", "0"]))).is_some(),
            "second menu"
        );
        let menu = Offer::new("proces", Pick::Menu(vec![("7".into(), "n°7".into())]), "D1");
        assert!(picked(&menu, "m0", Some(&v(&["7"]))).is_some());
        for bad in [&["8"][..], &["7", "7"], &[]] {
            assert_eq!(picked(&menu, "m0", Some(&v(bad))), None, "{bad:?}");
        }
        let button = Offer::new("passer", Pick::Button, "D1");
        assert_eq!(picked(&button, "", Some(&v(&["1"]))), None);
    }
}
