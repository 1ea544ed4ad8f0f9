//! What stays per game on the shared host: [`Hosted`] — its tag, its channels, its
//! commands from the lobby and the shared `/mj` commands ([`SharedMj`]), how its texts,
//! cards and pictures read, its help and its export.

use engine::setting::SettingError;
use std::collections::BTreeMap;

use engine::game::{Game, RuleError as _};
use engine::{Notice, PlayerId, Timestamp};

use super::card::Part;
use super::{ChannelSpec, NewGame, PostSpec};
use crate::discord::error::BotError;
use crate::i18n::I18n;
use crate::store::{GameId, Table};

/// The `/mj` commands every game kind answers (or refuses as not its own).
#[derive(Debug, Clone, PartialEq)]
pub enum SharedMj {
    /// Closes the lobby and starts (Loups-Garous: deals the roles).
    Start,
    Pause,
    Resume,
    Advance,
    Extend(i64),
    Replace {
        old: PlayerId,
        new: PlayerId,
        name: String,
    },
    Exclude(PlayerId),
    Terminate,
}

/// A message kept up to date in place (the village picture).
pub struct Pinned {
    pub channel: &'static str,
    pub text: String,
    /// Draws its picture (PNG), off the async threads.
    pub picture: Option<Box<dyn FnOnce() -> anyhow::Result<Vec<u8>> + Send>>,
}

/// A game as a scenario file, for `/mj exporter`.
pub struct Exported {
    pub text: String,
    /// Every batch was written as played: replaying the file gives the same game.
    pub faithful: bool,
}

/// A refusal of the rules, as its `error-<code>` message with its arguments.
pub(super) fn rule_refusal<G: Hosted>(e: &G::Error) -> BotError {
    match e.message_args() {
        args if args.is_empty() => BotError::Rule(G::shown_code(e.message_id())),
        args => BotError::RuleWith(G::shown_code(e.message_id()), args),
    }
}

/// What a game kind adds to its rules to be hosted on Discord.
pub trait Hosted: Game {
    /// The prefix of its components' custom ids.
    const TAG: &'static str;
    /// Its channels, in creation order.
    const CHANNELS: &'static [ChannelSpec];
    /// The channel that hears what is told to the MJs.
    const MJ_CHANNEL: &'static str;
    /// The public channel where the table is told about itself (a player's DMs closed).
    const PUBLIC_CHANNEL: &'static str;
    /// The channel of the message kept up to date in place, if the game has one.
    const PINNED: Option<&'static str> = None;

    /// The creation command: the game's settings from `key=value` text over the guild's
    /// defaults, and the seed; the setting refused when one is not the game's.
    fn create(new: &NewGame<'_>) -> Result<Self::Command, SettingError>;
    /// The code whose `error-<code>` message shows a refusal of the rules: the rule's own by
    /// default; a game whose rules word a shared refusal their own way names another.
    fn shown_code(code: &'static str) -> &'static str {
        code
    }
    /// Whether a game so created is played by voice (its voice channels are made too).
    fn voice(_create: &Self::Command) -> bool {
        false
    }
    fn join(player: PlayerId, name: String) -> Self::Command;
    fn leave(player: PlayerId) -> Self::Command;
    /// A shared MJ command by MJ `by`, or `None` when this game has no such command.
    fn mj(command: SharedMj, by: PlayerId) -> Option<Self::Command>;
    /// A player wrote `text` in the game channel `channel` (activity, speaking turns…).
    fn spoke(player: PlayerId, channel: &str, text: String) -> Option<Self::Command>;
    /// [`Hosted::spoke`], knowing the message's id (a game that stores posts keeps it).
    fn spoke_message(
        player: PlayerId,
        channel: &str,
        text: String,
        _message: u64,
    ) -> Option<Self::Command> {
        Self::spoke(player, channel, text)
    }
    /// A player left the server.
    fn departed(player: PlayerId) -> Option<Self::Command>;
    /// Whether the game has started (the lobby is closed).
    fn started(state: &Self::State) -> bool;

    /// The category's title.
    fn title(i18n: &I18n, locale: &str, game: GameId) -> String;
    /// The join message: the game and who joined.
    fn lobby(state: &Self::State, i18n: &I18n, locale: &str, game: GameId) -> String;
    /// An action's name on a button or a menu.
    fn label(i18n: &I18n, locale: &str, action: &str) -> String;
    /// The label of one option's button of an action.
    fn option_label(i18n: &I18n, locale: &str, action: &str, option: &str) -> String {
        format!("{} ({option})", Self::label(i18n, locale, action))
    }
    /// The label of a form's field (at most 45 characters shown).
    fn field_label(i18n: &I18n, locale: &str, field: &engine::offer::Field) -> String {
        let _ = (i18n, locale);
        field.id.clone()
    }
    /// Whether a notice is a message of its own, never grouped with the other notices to
    /// its audience in a batch (an MJ's card, a post's starter message).
    fn apart(_notice: &Notice) -> bool {
        false
    }
    /// The forum post a game channel name stands for (`proces-7`), made on demand: its
    /// forum, title, tags and lock as the state wants them now. `None`: not a post.
    fn post(_state: &Self::State, _i18n: &I18n, _locale: &str, _name: &str) -> Option<PostSpec> {
        None
    }
    /// The line a closed prompt gets for its gone `action` when these events settled it
    /// (an MJ's card: who decided, and how); `None`: the usual "done" or "expired".
    fn closed_line(
        _state: &Self::State,
        _events: &[Self::Event],
        _i18n: &I18n,
        _locale: &str,
        _action: &str,
    ) -> Option<String> {
        None
    }
    /// A notice's text.
    fn text(state: &Self::State, i18n: &I18n, locale: &str, notice: &Notice) -> String {
        let _ = state;
        i18n.get(locale, &notice.id, &notice.args)
    }
    /// What a group of notices to one audience shows, in order: their texts by default; a
    /// game shows its moments as cards (a role, a dawn, the end).
    fn parts(state: &Self::State, i18n: &I18n, locale: &str, notices: &[&Notice]) -> Vec<Part> {
        notices
            .iter()
            .map(|n| Part::Text(Self::text(state, i18n, locale, n)))
            .collect()
    }
    /// `/partie`: where the game stands at `now`.
    fn status(
        state: &Self::State,
        i18n: &I18n,
        locale: &str,
        game: GameId,
        now: Timestamp,
    ) -> String;
    /// `/aide`: the commands of this game, by their French qualified names (`pouvoir`,
    /// `mj bureau`): the players' and the MJs'.
    const HELP: Help = Help {
        players: &["partie", "role"],
        mjs: &[],
    };
    /// Whether a finished game's recap (every notice of its log, the hidden ones too) is
    /// posted in its lobby channel.
    const RECAP: bool = false;
    /// `/role`: `player`'s card, if they have one now.
    fn card(state: &Self::State, i18n: &I18n, locale: &str, player: PlayerId) -> Option<Part>;
    /// The message kept up to date in place, if the game has one.
    fn pinned(_state: &Self::State, _i18n: &I18n, _locale: &str) -> Option<Pinned> {
        None
    }
    /// The commands that move a lobby kept by an older version in the table (its seats, its
    /// composition, its settings) into the game's log; none by default.
    fn adopt(
        _table: &Table,
        _defaults: &BTreeMap<String, String>,
        _seed: u64,
        _now: Timestamp,
    ) -> Vec<Self::Command> {
        Vec::new()
    }

    /// The game as a scenario file, from its log and the commands played.
    fn export(
        _log: &[(Timestamp, Self::Event)],
        _commands: &BTreeMap<u64, Self::Command>,
    ) -> Option<Exported> {
        None
    }
}

/// The commands `/aide` lists for a game (qualified French names, as registered).
#[derive(Debug, Clone, Copy)]
pub struct Help {
    pub players: &'static [&'static str],
    pub mjs: &'static [&'static str],
}

/// What `/aide` says of a game to one member: its title, whether he plays in it, what he
/// may do now (the offers' labels), its commands.
#[derive(Debug, Clone)]
pub struct HelpNow {
    pub tag: &'static str,
    pub title: String,
    pub seated: bool,
    pub now: Vec<String>,
    pub commands: Help,
}
