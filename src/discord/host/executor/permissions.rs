//! The executor's permission work: each game channel's overwrites reconciled with the
//! game's access table, by difference; once the game is over, every channel locked
//! read-only (whoever read it still reads, nobody writes), for any game kind.

use engine::game::ChannelAccess;

use super::super::overwrites::{READ, VIEW_CHANNEL};
use super::{
    desired, diff, persist, serenity, BTreeMap, BTreeSet, Bits, Change, Executor, GameId, Gateway,
    Hosted, Mutex, PermissionOverwrite, PermissionOverwriteType, Permissions, Table,
};

/// What Discord has of each game channel's overwrites, as its answers and events told.
#[derive(Default)]
pub(super) struct Overwrites {
    /// Channel → member → (allow, deny).
    pub(super) known: Mutex<BTreeMap<u64, BTreeMap<u64, Bits>>>,
    /// Channel → the last member overwrites the bot's own calls left (to know its echoes).
    pub(super) echoes: Mutex<BTreeMap<u64, std::collections::VecDeque<BTreeMap<u64, Bits>>>>,
    /// Channel → the overwrites that are not players' (@everyone, the bot, the MJs), kept
    /// when a channel's whole list is replaced.
    pub(super) others: Mutex<BTreeMap<u64, Vec<PermissionOverwrite>>>,
}

impl Overwrites {
    /// Forgets these channels (their game is gone).
    pub(super) async fn forget(&self, channels: &[u64]) {
        for c in channels {
            self.known.lock().await.remove(c);
            self.echoes.lock().await.remove(c);
            self.others.lock().await.remove(c);
        }
    }
}

impl<G: Hosted> Executor<G> {
    /// Puts each game channel's member overwrites where the game's `access` wants them.
    pub(super) async fn reconcile(&self, table: &Table, state: &G::State) {
        let players = players::<G>(state);
        let over = G::is_over(state);
        let voice = voice_channels::<G>(table);
        for (channel, wanted) in wanted::<G>(table, state) {
            // A finished game's voice channels stay open to its players (the end's access):
            // there is nothing in them to keep, and everyone may speak at last.
            let wanted = if over && !voice.contains(&channel) {
                self.locked(channel, &wanted, &players).await
            } else {
                wanted
            };
            self.reconcile_one(channel, &wanted, &players).await;
        }
        if over {
            self.lock_the_rest(table).await;
            crate::discord::host::lock::ended(&self.host.store, table).await;
        }
    }

    /// A channel's players' overwrites once the game is over: each player who reads it (as
    /// Discord has it, or as the final access wants) reads it still, and writes nowhere.
    async fn locked(
        &self,
        channel: u64,
        wanted: &BTreeMap<u64, Bits>,
        players: &BTreeSet<u64>,
    ) -> BTreeMap<u64, Bits> {
        let known = self.overwrites.known.lock().await.get(&channel).cloned();
        let reads = |bits: Option<&Bits>| bits.is_some_and(|(allow, _)| allow & VIEW_CHANNEL != 0);
        players
            .iter()
            .filter(|p| reads(wanted.get(p)) || reads(known.as_ref().and_then(|k| k.get(p))))
            .map(|p| (*p, (READ, crate::discord::host::lock::LOCKED)))
            .collect()
    }

    /// The game's channels whose access is not the game's (the MJs'): locked from what
    /// Discord has.
    async fn lock_the_rest(&self, table: &Table) {
        let theirs = G::CHANNELS.iter().filter(|c| c.mjs);
        for id in theirs.filter_map(|c| table.channel(c.name)) {
            let locked =
                crate::discord::host::lock::lock_channel(&self.http, table.guild, id).await;
            if let Err(e) = locked {
                tracing::error!(game = table.game, channel = id, error = %e, "a channel was not locked");
            }
        }
    }

    /// Learns a channel's member overwrites as Discord has them, unless already known.
    pub(super) async fn read_overwrites(&self, game: GameId, guild: Option<u64>, channel: u64) {
        if self.overwrites.known.lock().await.contains_key(&channel) {
            return;
        }
        match self.channel_overwrites(guild, channel).await {
            Ok(list) => {
                let members = member_overwrites(&list);
                self.overwrites.known.lock().await.insert(channel, members);
            }
            Err(e) => tracing::warn!(game = %game, channel, error = %e, "cannot read a channel"),
        }
    }

    /// A channel's overwrites as Discord has them: from the gateway's cache (at start-up, once
    /// the channel's guild arrived: a bounded wait), else from Discord's REST API.
    async fn channel_overwrites(
        &self,
        guild: Option<u64>,
        channel: u64,
    ) -> Result<Vec<PermissionOverwrite>, String> {
        let Gateway { cache, arrivals } = &self.gateway;
        let guild = match guild {
            Some(g) => g,
            None => self
                .host
                .game_of_channel(channel)
                .await
                .map_or(0, |t| t.guild),
        };
        let id = serenity::ChannelId::new(channel);
        if guild != 0 {
            let guild = serenity::GuildId::new(guild);
            if !arrivals.has(guild.get()) && cache.guild(guild).is_none() {
                arrivals
                    .wait(guild.get(), crate::discord::arrivals::WAIT)
                    .await;
            }
            let cached = cache.guild(guild).and_then(|g| {
                let ch = g.channels.get(&id)?;
                Some(ch.permission_overwrites.clone())
            });
            if let Some(list) = cached {
                return Ok(list);
            }
        }
        match persist("read channel", || id.to_channel(&*self.http)).await {
            Ok(serenity::Channel::Guild(ch)) => Ok(ch.permission_overwrites),
            Ok(other) => Err(format!("not a guild channel: {other:?}")),
            Err(e) => Err(e.to_string()),
        }
    }

    /// One channel: nothing when it is right, one call when one overwrite differs, one PATCH
    /// of the whole list when several do.
    async fn reconcile_one(
        &self,
        channel: u64,
        wanted: &BTreeMap<u64, Bits>,
        players: &BTreeSet<u64>,
    ) {
        let mut known = self.overwrites.known.lock().await.get(&channel).cloned();
        if known.is_none() && !diff(&BTreeMap::new(), wanted, players).is_empty() {
            // A channel never read (made since start-up, by `/mj creer`): what it was made
            // with may already be what is wanted (the MJs' channel).
            self.read_overwrites(GameId(0), None, channel).await;
            known = self.overwrites.known.lock().await.get(&channel).cloned();
        }
        let known = known.unwrap_or_default();
        let changes = diff(&known, wanted, players);
        if changes.len() > 1 {
            self.replace_all(channel, wanted, players).await;
        } else {
            for change in changes {
                self.apply(channel, change, players).await;
            }
        }
    }

    /// Discord reported a game channel's overwrites (CHANNEL_UPDATE). An echo of the bot's own
    /// calls changes nothing; a hand edit of the players' overwrites is healed, on that
    /// channel only.
    pub(super) async fn seen(&self, change: super::super::ChannelSeen) {
        let Some(table) = self.host.table(change.game).await else {
            return;
        };
        let Ok(state) = self.host.state(change.game).await else {
            return;
        };
        let players = players::<G>(&state);
        let (members, others) = split_overwrites(change.overwrites, &players);
        self.overwrites
            .others
            .lock()
            .await
            .insert(change.channel, others);
        let known = self
            .overwrites
            .known
            .lock()
            .await
            .get(&change.channel)
            .map(|k| only(k, &players))
            .unwrap_or_default();
        let ours = self
            .overwrites
            .echoes
            .lock()
            .await
            .get(&change.channel)
            .is_some_and(|e| e.contains(&members));
        if members == known || ours {
            return;
        }
        tracing::info!(game = %change.game, channel = change.channel, "overwrites edited by hand: healing");
        self.overwrites
            .known
            .lock()
            .await
            .insert(change.channel, members);
        let Some(mut wanted) = wanted::<G>(&table, &state).remove(&change.channel) else {
            return;
        };
        if G::is_over(&state) && !voice_channels::<G>(&table).contains(&change.channel) {
            wanted = self.locked(change.channel, &wanted, &players).await;
        }
        self.reconcile_one(change.channel, &wanted, &players).await;
    }

    /// Notes what the bot's own call left on `channel`, to know its echo.
    async fn remember_echo(&self, channel: u64, players: &BTreeSet<u64>) {
        let Some(known) = self.overwrites.known.lock().await.get(&channel).cloned() else {
            return;
        };
        let snapshot = only(&known, players);
        let mut echoes = self.overwrites.echoes.lock().await;
        let list = echoes.entry(channel).or_default();
        list.push_back(snapshot);
        while list.len() > ECHOES {
            list.pop_front();
        }
    }

    /// Several overwrites of one channel change: one PATCH of the channel with its whole list
    /// (what is not a player's is kept as Discord has it).
    async fn replace_all(
        &self,
        channel: u64,
        wanted: &BTreeMap<u64, Bits>,
        players: &BTreeSet<u64>,
    ) {
        let id = serenity::ChannelId::new(channel);
        let cached = self.overwrites.others.lock().await.get(&channel).cloned();
        let others = match cached {
            Some(o) => o,
            None => match self.channel_overwrites(None, channel).await {
                Ok(list) => {
                    let others: Vec<PermissionOverwrite> = list
                        .into_iter()
                        .filter(|o| !matches!(o.kind, PermissionOverwriteType::Member(u) if players.contains(&u.get())))
                        .collect();
                    self.overwrites
                        .others
                        .lock()
                        .await
                        .insert(channel, others.clone());
                    others
                }
                Err(e) => {
                    tracing::error!(channel, error = %e, "cannot read a channel's overwrites");
                    return;
                }
            },
        };
        let mut list = others;
        for (user, (allow, deny)) in wanted {
            list.push(PermissionOverwrite {
                allow: Permissions::from_bits_truncate(*allow),
                deny: Permissions::from_bits_truncate(*deny),
                kind: PermissionOverwriteType::Member(serenity::UserId::new(*user)),
            });
        }
        let edit = serenity::EditChannel::new().permissions(list);
        match persist("edit overwrites", || id.edit(&*self.http, edit.clone())).await {
            Ok(_) => {
                self.overwrites
                    .known
                    .lock()
                    .await
                    .insert(channel, wanted.clone());
                self.remember_echo(channel, players).await;
            }
            Err(e) => tracing::error!(channel, error = %e, "the overwrites were not replaced"),
        }
    }

    async fn apply(&self, channel: u64, change: Change, players: &BTreeSet<u64>) {
        let id = serenity::ChannelId::new(channel);
        let done = match change {
            Change::Put { user, allow, deny } => {
                let overwrite = PermissionOverwrite {
                    allow: Permissions::from_bits_truncate(allow),
                    deny: Permissions::from_bits_truncate(deny),
                    kind: PermissionOverwriteType::Member(serenity::UserId::new(user)),
                };
                persist("put overwrite", || {
                    id.create_permission(&*self.http, overwrite.clone())
                })
                .await
                .map(|()| (user, Some((allow, deny))))
            }
            Change::Delete { user } => {
                let kind = PermissionOverwriteType::Member(serenity::UserId::new(user));
                persist("delete overwrite", || {
                    id.delete_permission(&*self.http, kind)
                })
                .await
                .map(|()| (user, None))
            }
        };
        match done {
            Ok((user, bits)) => {
                {
                    let mut known = self.overwrites.known.lock().await;
                    let members = known.entry(channel).or_default();
                    match bits {
                        Some(b) => members.insert(user, b),
                        None => members.remove(&user),
                    };
                }
                self.remember_echo(channel, players).await;
            }
            Err(e) => tracing::error!(channel, ?change, error = %e, "an overwrite was not applied"),
        }
    }
}

/// How many of its own overwrite states per channel the bot remembers to know its echoes.
const ECHOES: usize = 16;

/// The game's players, whose member overwrites the game's access decides.
fn players<G: Hosted>(state: &G::State) -> BTreeSet<u64> {
    G::seats(state).iter().map(|(p, _)| p.0).collect()
}

/// The member overwrites each of the game's channels should have now, by Discord id.
fn wanted<G: Hosted>(table: &Table, state: &G::State) -> BTreeMap<u64, BTreeMap<u64, Bits>> {
    let access: BTreeMap<&str, ChannelAccess> = G::access(state).into_iter().collect();
    G::CHANNELS
        .iter()
        .filter(|c| !c.mjs || access.contains_key(c.name))
        .filter_map(|c| {
            let id = table.channel(c.name)?;
            let a = access.get(c.name).cloned().unwrap_or_default();
            Some((id, desired(&a, c.kind)))
        })
        .collect()
}

/// The game's voice and stage channels, by id.
fn voice_channels<G: Hosted>(table: &Table) -> BTreeSet<u64> {
    G::CHANNELS
        .iter()
        .filter(|c| c.kind.is_voice())
        .filter_map(|c| table.channel(c.name))
        .collect()
}

/// `members` restricted to `players`.
fn only(members: &BTreeMap<u64, Bits>, players: &BTreeSet<u64>) -> BTreeMap<u64, Bits> {
    members
        .iter()
        .filter(|(u, _)| players.contains(u))
        .map(|(u, b)| (*u, *b))
        .collect()
}

/// A channel's overwrites split: the players' (as bits) and everyone else's.
fn split_overwrites(
    list: Vec<PermissionOverwrite>,
    players: &BTreeSet<u64>,
) -> (BTreeMap<u64, Bits>, Vec<PermissionOverwrite>) {
    let mut members = BTreeMap::new();
    let mut others = Vec::new();
    for o in list {
        match o.kind {
            PermissionOverwriteType::Member(u) if players.contains(&u.get()) => {
                members.insert(u.get(), (o.allow.bits(), o.deny.bits()));
            }
            _ => others.push(o),
        }
    }
    (members, others)
}

/// The members' overwrites of a channel's list: member → (allow, deny).
fn member_overwrites(list: &[PermissionOverwrite]) -> BTreeMap<u64, Bits> {
    list.iter()
        .filter_map(|o| match o.kind {
            PermissionOverwriteType::Member(u) => Some((u.get(), (o.allow.bits(), o.deny.bits()))),
            _ => None,
        })
        .collect()
}
