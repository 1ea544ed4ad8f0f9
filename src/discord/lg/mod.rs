//! Loups-Garous on the shared host: its tag and channels, its lobby and shared `/mj`
//! commands, and how its texts and its village picture read. The rules stay in the engine.

pub mod cards;
pub mod labels;
pub mod village;

use engine::setting::SettingError;
use std::collections::BTreeMap;

use engine::loups_garous::{export, Command, LoupsGarous, MjCommand, Phase, Role, Settings, State};
use engine::{Notice, PlayerId, Timestamp};

use super::host::card::Part;
use super::host::{ChannelKind, ChannelSpec, Exported, Help, Hosted, NewGame, Pinned, SharedMj};
use crate::i18n::I18n;
use crate::store::{GameId, Table};
use crate::tr;

impl Hosted for LoupsGarous {
    const TAG: &'static str = "lg";
    const CHANNELS: &'static [ChannelSpec] = &[
        ChannelSpec::text("place"),
        ChannelSpec::text("meute"),
        ChannelSpec::text("cimetiere"),
        ChannelSpec::text("amoureux"),
        ChannelSpec::mjs("mj"),
        ChannelSpec::voice("place-vocal", "place", ChannelKind::Stage),
        ChannelSpec::voice("cimetiere-vocal", "cimetiere", ChannelKind::Voice),
    ];
    const MJ_CHANNEL: &'static str = "mj";
    const PUBLIC_CHANNEL: &'static str = "place";
    const PINNED: Option<&'static str> = Some("place");
    const RECAP: bool = true;
    const HELP: Help = Help {
        players: &[
            "partie",
            "role",
            "inventaire",
            "utiliser",
            "voter",
            "rentrer",
            "sablier",
            "regles",
            "quitter",
            "historique",
            "stats",
        ],
        mjs: &[
            "mj creer",
            "mj composition",
            "mj demarrer",
            "mj pause",
            "mj reprendre",
            "mj avancer",
            "mj prolonger",
            "mj remplacer",
            "mj exclure",
            "mj terminer",
            "mj exporter",
            "mj lien",
            "mj diagnostic",
            "mj reglages",
        ],
    };

    fn create(new: &NewGame<'_>) -> Result<Command, SettingError> {
        let mut settings = Settings::default();
        for (k, v) in new.defaults {
            let _ = settings.set(k, v);
        }
        for pair in new.options.split([' ', ',']).filter(|p| !p.is_empty()) {
            let (k, v) = pair
                .split_once('=')
                .ok_or_else(|| SettingError::NotAPair(pair.to_owned()))?;
            settings.set(k, v)?;
        }
        Ok(Command::Create {
            players: Vec::new(),
            settings: Box::new(settings),
            roles: None,
            composition: None,
            seed: new.seed,
            fixed_seating: false,
        })
    }

    fn voice(create: &Command) -> bool {
        matches!(create, Command::Create { settings, .. } if settings.vocal)
    }

    fn join(player: PlayerId, name: String) -> Command {
        Command::Join { player, name }
    }

    fn leave(player: PlayerId) -> Command {
        Command::Leave { player }
    }

    fn mj(command: SharedMj, _: PlayerId) -> Option<Command> {
        Some(Command::Mj(match command {
            SharedMj::Start => MjCommand::Start,
            SharedMj::Pause => MjCommand::Pause,
            SharedMj::Resume => MjCommand::Resume,
            SharedMj::Advance => MjCommand::Advance,
            SharedMj::Extend(secs) => MjCommand::Extend(secs),
            SharedMj::Replace { old, new, name } => MjCommand::Replace { old, new, name },
            SharedMj::Exclude(p) => MjCommand::Exclude(p),
            SharedMj::Terminate => MjCommand::Terminate,
        }))
    }

    fn spoke(player: PlayerId, channel: &str, text: String) -> Option<Command> {
        let game_channel = ["place", "meute", "cimetiere", "amoureux"].contains(&channel);
        game_channel.then(|| Command::Spoke {
            player,
            channel: channel.to_owned(),
            text,
        })
    }

    fn departed(player: PlayerId) -> Option<Command> {
        Some(Command::Departed { player })
    }

    fn started(state: &State) -> bool {
        state.phase != Phase::Lobby
    }

    fn title(i18n: &I18n, locale: &str, game: GameId) -> String {
        tr!(i18n, locale, "lg-category", id = game.0)
    }

    fn lobby(state: &State, i18n: &I18n, locale: &str, game: GameId) -> String {
        let names: Vec<String> = state
            .players
            .iter()
            .map(|p| crate::i18n::name(&p.name))
            .collect();
        let names = if names.is_empty() {
            "-".to_owned()
        } else {
            names.join(", ")
        };
        let key = if state.is_over() {
            "lg-join-closed"
        } else {
            "lg-join-message"
        };
        tr!(
            i18n,
            locale,
            key,
            id = game.0,
            count = state.players.len(),
            names = names
        )
    }

    fn label(i18n: &I18n, locale: &str, action: &str) -> String {
        labels::item(i18n, locale, action)
    }

    fn text(state: &State, i18n: &I18n, locale: &str, notice: &Notice) -> String {
        let args = labels::notice_args(i18n, locale, &notice.args);
        let text = i18n.get(locale, &notice.id, &args);
        match (&notice.audience, notice.id.as_str()) {
            (engine::Audience::Player(p), "lg-role-card") => match state.player(*p) {
                Some(player) => {
                    let items = labels::card_items(i18n, locale, player.role);
                    format!("{text}\n{items}")
                }
                None => text,
            },
            _ => text,
        }
    }

    fn status(state: &State, i18n: &I18n, locale: &str, game: GameId, now: Timestamp) -> String {
        let left = match (state.paused, state.deadline) {
            (Some(ms), _) => ms / 1000,
            (None, Some(d)) => (d - now).num_seconds().max(0),
            (None, None) => 0,
        };
        let living: Vec<&str> = state.living().map(|p| p.name.as_str()).collect();
        let speaker = village::speaker(state);
        tr!(
            i18n,
            locale,
            "lg-status",
            id = game.0,
            phase = labels::phase(i18n, locale, state.phase),
            left = labels::time_left(i18n, locale, left),
            living = living.join(", "),
            floor = u32::from(speaker.is_some()),
            speaker = speaker.map(|p| state.name(p)).unwrap_or_default(),
            mayor = state
                .mayor
                .map_or_else(|| "-".to_owned(), |m| state.name(m))
        )
    }

    fn parts(state: &State, i18n: &I18n, locale: &str, notices: &[&Notice]) -> Vec<Part> {
        cards::parts(state, i18n, locale, notices)
    }

    fn card(state: &State, i18n: &I18n, locale: &str, player: PlayerId) -> Option<Part> {
        if !Self::started(state) {
            return None;
        }
        cards::card_now(state, i18n, locale, player).map(Part::Card)
    }

    fn pinned(state: &State, i18n: &I18n, locale: &str) -> Option<Pinned> {
        if !Self::started(state) || state.players.is_empty() {
            return None;
        }
        let title = i18n.get(locale, "lg-village", &[]);
        let view = village::view(state, &title);
        Some(Pinned {
            channel: "place",
            text: village::text(state, &title),
            picture: Some(Box::new(move || {
                crate::render::village::render_png(&view).map_err(anyhow::Error::from)
            })),
        })
    }

    fn adopt(
        table: &Table,
        defaults: &BTreeMap<String, String>,
        seed: u64,
        now: engine::Timestamp,
    ) -> Vec<Command> {
        let options: Vec<String> = table
            .legacy_settings
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        let new = NewGame {
            options: &options.join(" "),
            defaults,
            seed,
            by: PlayerId(0),
            by_name: String::new(),
            now,
        };
        let Ok(create) = Self::create(&new) else {
            return Vec::new();
        };
        let mut out = vec![create];
        out.extend(table.legacy_players.iter().map(|(id, name)| Command::Join {
            player: PlayerId(*id),
            name: name.clone(),
        }));
        let roles: Option<Vec<Role>> = table
            .legacy_composition
            .iter()
            .map(|r| Role::from_id(r))
            .collect();
        if let Some(roles) = roles.filter(|r| !r.is_empty()) {
            out.push(Command::Mj(MjCommand::Compose(Some(roles))));
        }
        out
    }

    fn export(
        log: &[(Timestamp, engine::loups_garous::Event)],
        commands: &BTreeMap<u64, Command>,
    ) -> Option<Exported> {
        let e = export::scenario_with(log, commands).ok()?;
        Some(Exported {
            text: e.text,
            faithful: e.faithful,
        })
    }
}
