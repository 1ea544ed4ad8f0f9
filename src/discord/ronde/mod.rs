//! La Ronde des Pantins on the shared host (§1): its tag and channels (the `tribunal` forum,
//! the chorus, the MJs' desk), its posts made on demand with their tags, its lobby and shared
//! `/mj` commands, and how its texts read. The rules stay in the engine.

pub mod cards;
pub mod labels;
mod posts;
pub mod view;
pub mod view_mj;

use engine::setting::SettingError;
use std::collections::BTreeMap;

use super::host::card::Part;
use engine::game::Game as _;
use engine::ronde::calendar::Settings;
use engine::ronde::channels::{Post, BUREAU, CHOEUR, TRIBUNAL};
use engine::ronde::{Command, Event, MjCommand, Ronde, State};
use engine::{Notice, PlayerId, Timestamp};

use super::host::{ChannelSpec, Exported, Help, Hosted, NewGame, Pinned, PostSpec, SharedMj};
use crate::i18n::I18n;
use crate::store::GameId;
use crate::tr;

/// The tribunal's tags (§1: `Procès`, `Ouvert`/closed outcomes).
pub const TAGS: &[&str] = &[
    "Procès",
    "Ouvert",
    "Juste",
    "Injuste",
    "Annulé",
    "Expiré",
    "Sans suite",
];

/// The settings of a game created on Discord: J1 today (Paris), a reminder at 18:00, then
/// `key=value` options (`debut=2027-03-20 fuseau=Europe/Paris bascule=00:00 rappel=non`).
pub fn settings(options: &str, now: Timestamp) -> Result<Settings, SettingError> {
    let mut settings = Settings::starting_at(now);
    settings.reminder = chrono::NaiveTime::from_hms_opt(18, 0, 0);
    for pair in options.split([' ', ',']).filter(|p| !p.is_empty()) {
        let (k, v) = pair
            .split_once('=')
            .ok_or_else(|| SettingError::NotAPair(pair.to_owned()))?;
        settings.set(k, v)?;
    }
    Ok(settings)
}

impl Hosted for Ronde {
    const TAG: &'static str = "rp";
    const CHANNELS: &'static [ChannelSpec] = &[
        ChannelSpec::forum(TRIBUNAL, TAGS),
        ChannelSpec::text(CHOEUR),
        ChannelSpec::mjs(BUREAU),
    ];
    const MJ_CHANNEL: &'static str = BUREAU;
    const PUBLIC_CHANNEL: &'static str = engine::ronde::channels::PLACE;
    const PINNED: Option<&'static str> = Some(BUREAU);
    const HELP: Help = Help {
        players: &[
            "partie",
            "role",
            "liste",
            "ouvrir",
            "plainte",
            "preuve",
            "joker",
            "question",
            "pouvoir",
            "deviner-ronde",
            "demasques",
            "classement",
            "historique",
            "stats",
        ],
        mjs: &[
            "mj creer",
            "mj partie",
            "mj jour",
            "mj joueur",
            "mj proces",
            "mj points",
            "mj bureau",
            "mj exporter",
            "mj lien",
            "mj diagnostic",
            "mj reglages",
        ],
    };

    /// Rules §10 words « not-mj » for the Ronde's Metteurs en scène.
    fn shown_code(code: &'static str) -> &'static str {
        match code {
            "not-mj" => "ronde-not-mj",
            other => other,
        }
    }

    fn create(new: &NewGame<'_>) -> Result<Command, SettingError> {
        Ok(Command::CreateGame {
            by: new.by,
            name: new.by_name.clone(),
            settings: settings(new.options, new.now)?,
            seed: new.seed,
        })
    }

    fn join(player: PlayerId, name: String) -> Command {
        Command::Join { player, name }
    }

    fn leave(player: PlayerId) -> Command {
        Command::Leave { player }
    }

    fn mj(command: SharedMj, by: PlayerId) -> Option<Command> {
        let cmd = match command {
            SharedMj::Start => MjCommand::Deal {
                given: vec![],
                ronde: vec![],
            },
            SharedMj::Terminate => MjCommand::End,
            _ => return None,
        };
        Some(Command::Mj { by, cmd })
    }

    fn spoke(player: PlayerId, channel: &str, text: String) -> Option<Command> {
        Self::spoke_message(player, channel, text, 0)
    }

    fn spoke_message(player: PlayerId, channel: &str, text: String, id: u64) -> Option<Command> {
        let channel = match channel {
            CHOEUR => "choeur".to_owned(),
            other => Post::parse(other)?.writing_channel()?,
        };
        Some(Command::Post {
            author: player,
            channel,
            text,
            message: (id != 0).then_some(id),
        })
    }

    fn departed(_: PlayerId) -> Option<Command> {
        None
    }

    fn started(state: &State) -> bool {
        state.dealt
    }

    fn title(i18n: &I18n, locale: &str, game: GameId) -> String {
        tr!(i18n, locale, "ronde-category", id = game.0)
    }

    fn lobby(state: &State, i18n: &I18n, locale: &str, game: GameId) -> String {
        view::lobby(state, i18n, locale, game)
    }

    fn label(i18n: &I18n, locale: &str, action: &str) -> String {
        labels::action(i18n, locale, action)
    }

    fn option_label(i18n: &I18n, locale: &str, _action: &str, option: &str) -> String {
        labels::option(i18n, locale, option)
    }

    fn field_label(i18n: &I18n, locale: &str, field: &engine::offer::Field) -> String {
        labels::field(i18n, locale, field)
    }

    fn apart(notice: &Notice) -> bool {
        notice.audience == engine::Audience::Mjs && !notice.prompts.is_none()
    }

    fn text(state: &State, i18n: &I18n, locale: &str, notice: &Notice) -> String {
        view::text(state, i18n, locale, notice)
    }

    fn status(state: &State, i18n: &I18n, locale: &str, game: GameId, now: Timestamp) -> String {
        view::status(state, i18n, locale, game, Ronde::pace(state).game_time(now))
    }

    fn parts(state: &State, i18n: &I18n, locale: &str, notices: &[&Notice]) -> Vec<Part> {
        cards::parts(state, i18n, locale, notices)
    }

    fn card(state: &State, i18n: &I18n, locale: &str, player: PlayerId) -> Option<Part> {
        cards::card(state, i18n, locale, player)
    }

    fn pinned(state: &State, i18n: &I18n, locale: &str) -> Option<Pinned> {
        if !state.dealt {
            return None;
        }
        Some(Pinned {
            channel: BUREAU,
            text: view::board(state, i18n, locale),
            picture: None,
        })
    }

    fn post(state: &State, i18n: &I18n, locale: &str, name: &str) -> Option<PostSpec> {
        posts::spec(state, i18n, locale, name)
    }

    fn export(log: &[(Timestamp, Event)], commands: &BTreeMap<u64, Command>) -> Option<Exported> {
        let e = engine::ronde::export::scenario(log, commands)?;
        Some(Exported {
            text: e.text,
            faithful: e.faithful,
        })
    }

    fn closed_line(
        state: &State,
        events: &[Event],
        i18n: &I18n,
        locale: &str,
        action: &str,
    ) -> Option<String> {
        labels::closed_line(state, events, i18n, locale, action)
    }
}
