//! One host for every game kind: its runtime, its tables (the channel map of each game), its
//! live prompts, and one executor that shows what the runtime committed. What stays per game
//! is [`Hosted`]: its tag, its channels, its commands from the lobby and the shared `/mj`
//! commands, and how its texts and pictures read. Who may act, on whom, and when a prompt is
//! stale all come from the game's offers.

pub mod card;
pub mod click;
pub mod components;
mod create;
pub mod executor;
pub mod form;
pub mod hosted;
pub mod hosting;
pub mod late;
pub mod layout;
pub mod lock;
pub mod overwrites;
pub mod prompts;
pub mod reply;
pub mod retry;
mod spec;

use hosted::rule_refusal;
pub use hosted::{Exported, Help, HelpNow, Hosted, Pinned, SharedMj};
pub use spec::{ChannelKind, ChannelSpec, NewGame, PostSpec};

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use engine::{Audience, PlayerId};
use poise::serenity_prelude as serenity;
use tokio::sync::{mpsc, Mutex, RwLock};

use crate::discord::error::{BotError, Refusal};
use crate::discord::guilds::Guilds;
use crate::i18n::I18n;
use crate::runtime::{Batch, Runtime, RuntimeError};
use crate::store::{GameId, Store, Table};

/// A game channel as the gateway reported it (CHANNEL_UPDATE): its overwrites now.
#[derive(Debug, Clone)]
pub struct ChannelSeen {
    pub game: GameId,
    pub channel: u64,
    pub overwrites: Vec<serenity::PermissionOverwrite>,
}

/// How many channel changes may wait for the executor; past that a change is dropped (the
/// next start-up heal, or the next change of that channel, catches it).
const SEEN_QUEUE: usize = 1024;

/// How long an interaction from a channel the tables do not name yet waits for the
/// executor to record it (a post made a moment ago).
pub const NAMING_WAIT: std::time::Duration = std::time::Duration::from_secs(1);

/// The games of one kind in this process.
pub struct Host<G: Hosted> {
    pub runtime: Arc<Runtime<G>>,
    pub store: Store,
    pub guilds: Arc<Guilds>,
    pub i18n: Arc<I18n>,
    tables: RwLock<BTreeMap<GameId, Table>>,
    /// The prompt messages whose components are live.
    pub prompts: prompts::Prompts,
    seen: mpsc::Sender<ChannelSeen>,
    seen_rx: Mutex<Option<mpsc::Receiver<ChannelSeen>>>,
    /// Bumped at every change of the tables: what [`Host::table_naming`] waits on.
    tables_changed: tokio::sync::watch::Sender<u64>,
    /// The web view's links, when it is on (the join message links the spectator page).
    pub web: std::sync::OnceLock<crate::web::Links>,
}

impl<G: Hosted> Host<G> {
    /// Loads the tables and live prompts of every running game of this kind.
    pub async fn new(
        runtime: Arc<Runtime<G>>,
        store: Store,
        guilds: Arc<Guilds>,
        i18n: Arc<I18n>,
    ) -> anyhow::Result<Host<G>> {
        let recovered: BTreeSet<GameId> = runtime.games().await.into_iter().collect();
        let tables: BTreeMap<GameId, Table> = store
            .running_tables(G::KIND)
            .await?
            .into_iter()
            .filter(|t| recovered.contains(&t.id()))
            .map(|t| (t.id(), t))
            .collect();
        let games: BTreeSet<GameId> = tables.keys().copied().collect();
        let prompts = prompts::Prompts::load(store.clone(), &games).await?;
        let (seen, seen_rx) = mpsc::channel(SEEN_QUEUE);
        Ok(Host {
            runtime,
            store,
            guilds,
            i18n,
            tables: RwLock::new(tables),
            prompts,
            seen,
            seen_rx: Mutex::new(Some(seen_rx)),
            tables_changed: tokio::sync::watch::Sender::new(0),
            web: std::sync::OnceLock::new(),
        })
    }

    /// Moves the lobbies that older versions kept in their tables into the games' logs (once:
    /// the tables then forget them). A game already created keeps its log as it is.
    pub async fn adopt_legacy_lobbies(&self) -> anyhow::Result<()> {
        for mut table in self.tables().await {
            let legacy = !table.legacy_players.is_empty()
                || !table.legacy_composition.is_empty()
                || !table.legacy_settings.is_empty();
            if !legacy {
                continue;
            }
            let (state, seq) = self
                .runtime
                .snapshot(table.id())
                .await
                .ok_or_else(|| anyhow::anyhow!("game {} is not running", table.game))?;
            if seq == 0 && !G::started(&state) {
                let defaults = self.guilds.settings(table.guild).await?.timers;
                let seed = self.store.game(table.id()).await?.map_or(0, |g| g.seed);
                for command in G::adopt(&table, &defaults, seed, self.runtime.now()) {
                    if let Err(e) = self.send(table.id(), command).await {
                        tracing::warn!(game = %table.game, error = ?e, "a legacy lobby entry was refused");
                    }
                }
                tracing::info!(game = %table.game, "a lobby kept by an older version moved into the log");
            }
            table.legacy_players.clear();
            table.legacy_composition.clear();
            table.legacy_settings.clear();
            self.save(table).await.map_err(|e| anyhow::anyhow!("{e}"))?;
        }
        Ok(())
    }

    /// A game's table.
    pub async fn table(&self, game: GameId) -> Option<Table> {
        self.tables.read().await.get(&game).cloned()
    }

    /// Every table, oldest first.
    pub async fn tables(&self) -> Vec<Table> {
        self.tables.read().await.values().cloned().collect()
    }

    /// Saves a table (store first, then memory).
    pub async fn save(&self, table: Table) -> Result<(), BotError> {
        self.store.save_table(&table).await?;
        self.tables.write().await.insert(table.id(), table);
        self.tables_changed.send_modify(|n| *n += 1);
        Ok(())
    }

    /// A game's table once it names `channel`: a post made a moment ago is recorded by the
    /// executor just after Discord made it, and an interaction from it may come first. Waits
    /// on the tables' changes, at most `within`; then the table as it is.
    pub async fn table_naming(
        &self,
        game: GameId,
        channel: u64,
        within: std::time::Duration,
    ) -> Option<Table> {
        let mut changed = self.tables_changed.subscribe();
        let named = async {
            loop {
                let table = self.table(game).await?;
                if table.name_of(channel).is_some() {
                    return Some(table);
                }
                changed.changed().await.ok()?;
            }
        };
        match tokio::time::timeout(within, named).await {
            Ok(table) => table,
            Err(_) => self.table(game).await,
        }
    }

    /// Changes a game's table in place (store, then memory) under the tables' lock, so two
    /// writers (the creation, the executor recording a post) never undo each other.
    pub async fn edit_table(
        &self,
        game: GameId,
        change: impl FnOnce(&mut Table),
    ) -> Result<(), BotError> {
        let mut tables = self.tables.write().await;
        let Some(mut table) = tables.get(&game).cloned() else {
            return Err(Refusal::NoGame.into());
        };
        change(&mut table);
        self.store.save_table(&table).await?;
        tables.insert(game, table);
        self.tables_changed.send_modify(|n| *n += 1);
        Ok(())
    }

    /// Forgets a finished game (its table stays in the store).
    pub async fn forget(&self, game: GameId) {
        self.tables.write().await.remove(&game);
        self.prompts.forget_game(game).await;
    }

    /// The running game whose lobby or channels include `channel`, newest first.
    pub async fn game_of_channel(&self, channel: u64) -> Option<Table> {
        let tables = self.tables.read().await;
        tables.values().rev().find(|t| t.holds(channel)).cloned()
    }

    /// The game `user` is seated at: the one of `channel` if they sit there, else their
    /// latest (read from each game's state, the one source of truth for seats).
    pub async fn game_of_seat(&self, user: u64, channel: u64) -> Option<Table> {
        let seated = |state: &G::State| G::seats(state).iter().any(|(p, _)| p.0 == user);
        // the channel's own game first: where a player acts, nearly always
        if let Some(t) = self.game_of_channel(channel).await {
            if self
                .runtime
                .snapshot(t.id())
                .await
                .is_some_and(|(s, _)| seated(&s))
            {
                return Some(t);
            }
        }
        let states = self.runtime.snapshots().await;
        let tables = self.tables.read().await;
        tables
            .values()
            .rev()
            .find(|t| states.get(&t.id()).is_some_and(|s| seated(s)))
            .cloned()
    }

    /// The running game of `guild` where `user` has a seat (a player's, or in the Ronde a
    /// spectator's or an MJ's), if any.
    pub async fn seat_in_guild(&self, guild: u64, user: u64) -> Option<Table> {
        let tables: Vec<Table> = {
            let tables = self.tables.read().await;
            tables
                .values()
                .filter(|t| t.guild == guild)
                .cloned()
                .collect()
        };
        for t in tables {
            if let Some((state, _)) = self.runtime.snapshot(t.id()).await {
                let seated = G::seats(&state).iter().any(|(p, _)| p.0 == user);
                if seated && !G::is_over(&state) {
                    return Some(t);
                }
            }
        }
        None
    }

    /// A game's state after its last commit.
    pub async fn state(&self, game: GameId) -> Result<Arc<G::State>, BotError> {
        match self.runtime.snapshot(game).await {
            Some((state, _)) => Ok(state),
            None => Err(Refusal::NoGame.into()),
        }
    }

    /// Sends a command and waits until it is committed; a refusal becomes its code.
    pub async fn send(&self, game: GameId, command: G::Command) -> Result<Arc<Batch<G>>, BotError> {
        let mut outcome = self.runtime.run(game, command.clone()).await;
        if let Err(RuntimeError::Conflict(_)) = outcome {
            // The actor has read its log again: the command is decided anew on it.
            outcome = self.runtime.run(game, command).await;
        }
        match outcome {
            Ok(batch) => Ok(batch),
            Err(RuntimeError::Rule(e)) => Err(rule_refusal::<G>(&e)),
            Err(RuntimeError::NoGame(_)) => Err(Refusal::NoGame.into()),
            Err(e) => Err(BotError::Unexpected(anyhow::anyhow!("{e}"))),
        }
    }

    /// How a player's own act is answered: the batch's answers to him (« Tu es rentré·e chez
    /// toi », said there and nowhere else), or the message `done`.
    pub fn answer(&self, batch: &Batch<G>, player: u64, locale: &str, done: &str) -> String {
        let reader = Audience::Player(PlayerId(player));
        let texts: Vec<String> = batch
            .notices
            .iter()
            .filter(|n| n.answer && n.audience == reader)
            .map(|n| self.i18n.get(locale, &n.id, &n.args))
            .collect();
        if texts.is_empty() {
            self.i18n.get(locale, done, &[])
        } else {
            texts.join("\n")
        }
    }

    /// The language of a game's guild.
    pub async fn locale(&self, table: &Table) -> String {
        self.guilds.locale(table.guild).await
    }

    /// A channel changed on Discord: if it is one of a game's own channels (whose access
    /// follows the game), the executor checks it.
    pub async fn channel_changed(
        &self,
        channel: u64,
        overwrites: Vec<serenity::PermissionOverwrite>,
    ) {
        let Some(table) = self.game_of_channel(channel).await else {
            return;
        };
        let Some(name) = table.name_of(channel) else {
            return;
        };
        if !G::CHANNELS.iter().any(|c| c.name == name && !c.mjs) {
            return;
        }
        let seen = ChannelSeen {
            game: table.id(),
            channel,
            overwrites,
        };
        if self.seen.try_send(seen).is_err() {
            tracing::warn!(
                channel,
                "too many channel changes waiting: one is left to the next heal"
            );
        }
    }

    /// The channel changes reported to the executor (taken once, by the executor).
    pub async fn take_channel_changes(&self) -> Option<mpsc::Receiver<ChannelSeen>> {
        self.seen_rx.lock().await.take()
    }
}

/// Whose offers a component of a prompt in `channel` stands for: its player's, or (0) those
/// of the channel it was posted in.
pub(crate) fn audience<G: Hosted>(table: &Table, player: u64, channel: u64) -> Audience {
    match table.name_of(channel) {
        _ if player != 0 => Audience::Player(PlayerId(player)),
        Some(name) if name == G::MJ_CHANNEL => Audience::Mjs,
        Some(name) => Audience::Channel(name.to_owned()),
        None => Audience::Channel(String::new()),
    }
}
