//! The voice keeper: for each game played by voice, makes Discord's voice states what the
//! game's state wants, by difference, after every batch, every voice state change and every
//! 15 s — the stage's speakers exactly its access's writers (the bot is its moderator:
//! suppression applies at once), nobody connected where he may not listen (a locked player
//! is disconnected), the game told where each player's connection is and whether the bot
//! hears, and the ear set on the guild's first voice game. It decides no rule: the access,
//! the absences and the silence are the engine's.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;
use std::time::Duration;

use engine::game::ChannelAccess;
use engine::PlayerId;
use poise::serenity_prelude as serenity;
use tokio::sync::{broadcast, mpsc};

use super::ear::{Ear, Heard};
use super::states::{Seen, VoiceStates};
use super::Voiced;
use crate::discord::host::retry::{discord_code, retry};
use crate::discord::host::{ChannelKind, Host};
use crate::runtime::Batch;
use crate::store::{GameId, Table};

/// How often every voice game is healed even when nothing happened.
const HEAL: Duration = Duration::from_secs(15);
/// Discord: the member is not in that voice channel any more (a race with his leaving).
const UNKNOWN_VOICE_STATE: isize = 10065;
/// Discord: the member is not connected to voice.
const NOT_CONNECTED: isize = 40032;

/// The channel the ear listens to in a guild, for which game, and whether it hears.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Listened {
    game: GameId,
    channel: u64,
    hearing: bool,
}

pub struct Keeper<G: Voiced> {
    pub host: Arc<Host<G>>,
    pub http: Arc<serenity::Http>,
    pub states: Arc<VoiceStates>,
    pub ear: Arc<dyn Ear>,
    ears: BTreeMap<u64, Listened>,
}

/// What one game's voice channels are and what its state wants of them.
struct Wanted {
    game: GameId,
    guild: u64,
    rooms: Vec<Room>,
    players: BTreeSet<u64>,
}

/// One of a game's voice channels, as made, and who may listen and speak there now.
struct Room {
    name: &'static str,
    id: u64,
    kind: ChannelKind,
    access: ChannelAccess,
}

impl<G: Voiced> Keeper<G> {
    pub fn new(
        host: Arc<Host<G>>,
        http: Arc<serenity::Http>,
        states: Arc<VoiceStates>,
        ear: Arc<dyn Ear>,
    ) -> Keeper<G> {
        Keeper {
            host,
            http,
            states,
            ear,
            ears: BTreeMap::new(),
        }
    }

    /// Serves until the runtime stops.
    pub async fn run(
        mut self,
        mut batches: broadcast::Receiver<Arc<Batch<G>>>,
        mut nudged: mpsc::UnboundedReceiver<u64>,
        mut heard: mpsc::UnboundedReceiver<Heard>,
    ) {
        let mut heal = tokio::time::interval(HEAL);
        loop {
            tokio::select! {
                batch = batches.recv() => match batch {
                    Ok(batch) => self.game_at(batch.game, batch.state.clone()).await,
                    Err(broadcast::error::RecvError::Lagged(_)) => self.all().await,
                    Err(broadcast::error::RecvError::Closed) => return,
                },
                Some(guild) = nudged.recv() => self.guild(guild).await,
                Some(h) = heard.recv() => self.heard(h).await,
                _ = heal.tick() => self.all().await,
            }
        }
    }

    async fn all(&mut self) {
        let guilds: BTreeSet<u64> = self.host.tables().await.iter().map(|t| t.guild).collect();
        for guild in guilds {
            self.guild(guild).await;
        }
    }

    async fn guild(&mut self, guild: u64) {
        let games: Vec<GameId> = self
            .host
            .tables()
            .await
            .iter()
            .filter(|t| t.guild == guild)
            .map(Table::id)
            .collect();
        for game in games {
            self.game(game).await;
        }
        self.place_ear(guild).await;
    }

    /// What the ear heard: a sound goes to the game it listens for; a change of hearing is
    /// told to that game.
    async fn heard(&mut self, heard: Heard) {
        match heard {
            Heard::Sound { guild, user } => {
                let Some(l) = self.ears.get(&guild).copied() else {
                    return;
                };
                self.tell(l.game, G::heard(PlayerId(user)));
            }
            Heard::Hearing { guild, on } => {
                let Some(l) = self.ears.get_mut(&guild) else {
                    return;
                };
                l.hearing = on;
                let game = l.game;
                self.game(game).await;
            }
        }
    }

    /// One game: its voice states made what its state wants.
    async fn game(&mut self, game: GameId) {
        let Ok(state) = self.host.state(game).await else {
            return self.forget(game);
        };
        self.game_at(game, state).await;
    }

    /// One game at this state: a batch's own, so the end is handled though the game's actor
    /// may have stopped before the batch is read (its state is then no longer asked for).
    async fn game_at(&mut self, game: GameId, state: Arc<G::State>) {
        let Some(table) = self.host.table(game).await else {
            return self.forget(game);
        };
        let Some(wanted) = wanted::<G>(&table, &state) else {
            return;
        };
        if !self.ears.contains_key(&table.guild) {
            self.place_ear(table.guild).await;
        }
        self.facts(&wanted, &state);
        self.hearing(&wanted, &state);
        for room in &wanted.rooms {
            self.room(&wanted, room).await;
        }
        if G::is_over(&state) {
            self.forget(game);
            self.place_ear(table.guild).await;
        }
    }

    /// Tells the game where each player's voice connection is, where it differs.
    fn facts(&self, wanted: &Wanted, state: &G::State) {
        for user in &wanted.players {
            let seen = self.states.get(wanted.guild, *user);
            let here = seen.and_then(|s| {
                let room = wanted.rooms.iter().find(|r| r.id == s.channel);
                room.map(|r| r.name)
            });
            if G::room(state, PlayerId(*user)) != Some(here) {
                self.tell(wanted.game, G::moved(PlayerId(*user), here));
            }
        }
    }

    /// Tells a running game whether the bot hears its voice `place`, when it differs.
    fn hearing(&self, wanted: &Wanted, state: &G::State) {
        if !G::started(state) || G::is_over(state) {
            return;
        }
        let on = self
            .ears
            .get(&wanted.guild)
            .is_some_and(|l| l.game == wanted.game && l.hearing);
        if G::hearing(state) != Some(on) {
            self.tell(wanted.game, G::listening(on));
        }
    }

    /// One voice channel: the players connected there who may not listen are disconnected;
    /// on a stage, the suppression of the others is made what the access wants.
    async fn room(&self, wanted: &Wanted, room: &Room) {
        for user in &wanted.players {
            let Some(seen) = self.states.get(wanted.guild, *user) else {
                continue;
            };
            if seen.channel != room.id {
                continue;
            }
            let player = PlayerId(*user);
            if !room.access.read.contains(&player) {
                self.disconnect(wanted.guild, *user, seen).await;
            } else if room.kind == ChannelKind::Stage {
                let speaks = room.access.write.contains(&player);
                if seen.suppress == speaks {
                    self.suppress(wanted.guild, *user, seen, !speaks).await;
                }
            }
        }
    }

    async fn suppress(&self, guild: u64, user: u64, seen: Seen, suppress: bool) {
        let body =
            serde_json::json!({"channel_id": seen.channel.to_string(), "suppress": suppress});
        let (g, u) = (serenity::GuildId::new(guild), serenity::UserId::new(user));
        match retry("suppress", || self.http.edit_voice_state(g, u, &body)).await {
            Ok(()) => self
                .states
                .set(guild, user, Some(seen), Some(Seen { suppress, ..seen })),
            Err(e) if gone(&e) => self.states.set(guild, user, Some(seen), None),
            Err(e) => {
                tracing::warn!(guild, user, error = %e, "a speaker's suppression was not set");
            }
        }
    }

    async fn disconnect(&self, guild: u64, user: u64, seen: Seen) {
        let (g, u) = (serenity::GuildId::new(guild), serenity::UserId::new(user));
        let edit = serenity::EditMember::new()
            .disconnect_member()
            .audit_log_reason("Régisseur: not allowed in this voice channel now");
        match retry("disconnect", || g.edit_member(&self.http, u, edit.clone())).await {
            Ok(_) => self.states.set(guild, user, Some(seen), None),
            Err(e) if gone(&e) => self.states.set(guild, user, Some(seen), None),
            Err(e) => tracing::warn!(guild, user, error = %e, "a player was not disconnected"),
        }
    }

    /// Sets the ear on the guild's first running voice game that has a channel to listen
    /// to, or takes it away when there is none.
    async fn place_ear(&mut self, guild: u64) {
        let mut chosen = None;
        for table in self.host.tables().await.iter().filter(|t| t.guild == guild) {
            let Ok(state) = self.host.state(table.id()).await else {
                continue;
            };
            let listened = table.channel(G::VOICE[0]);
            let voiced = G::hearing(&state).is_some() && !G::is_over(&state);
            if let (Some(channel), true) = (listened, voiced) {
                chosen = Some((table.id(), channel));
                break;
            }
        }
        let now = self.ears.get(&guild).map(|l| (l.game, l.channel));
        if now == chosen {
            return;
        }
        if let Some((game, channel)) = chosen {
            tracing::info!(guild, %game, channel, "listening to a voice game");
            self.ears.insert(
                guild,
                Listened {
                    game,
                    channel,
                    hearing: false,
                },
            );
            self.ear.listen(guild, channel);
        } else {
            self.ears.remove(&guild);
            self.ear.leave(guild);
        }
    }

    fn forget(&mut self, game: GameId) {
        self.ears.retain(|_, l| l.game != game);
    }

    /// Sends a command to a game without waiting (a refusal only means nothing changed).
    fn tell(&self, game: GameId, command: G::Command) {
        let host = self.host.clone();
        tokio::spawn(async move {
            if let Err(e) = host.send(game, command).await {
                tracing::debug!(%game, error = ?e, "a voice fact changed nothing");
            }
        });
    }
}

/// A call about a member who left voice meanwhile.
fn gone(e: &serenity::Error) -> bool {
    matches!(discord_code(e), Some(UNKNOWN_VOICE_STATE | NOT_CONNECTED))
}

/// A voice game's channels and what its state wants of them (`None`: not played by voice).
fn wanted<G: Voiced>(table: &Table, state: &G::State) -> Option<Wanted> {
    G::hearing(state)?;
    let mut access: BTreeMap<&str, ChannelAccess> = G::access(state).into_iter().collect();
    let rooms = G::CHANNELS
        .iter()
        .filter(|c| c.kind.is_voice())
        .filter_map(|c| {
            Some(Room {
                name: c.name,
                id: table.channel(c.name)?,
                kind: c.kind,
                access: access.remove(c.name).unwrap_or_default(),
            })
        })
        .collect();
    let players = G::seats(state).iter().map(|(p, _)| p.0).collect();
    Some(Wanted {
        game: table.id(),
        guild: table.guild,
        rooms,
        players,
    })
}
