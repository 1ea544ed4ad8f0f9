//! The executor: shows what the runtime committed. For each batch of a game, in order: the
//! channels' member overwrites reconciled with the engine's `access` (only what changed), the
//! notices sent (channel messages, DMs with their buttons, the MJ channel) in the guild's
//! language, and the pinned village updated in place. At start-up it reads what Discord has
//! and heals every running game's channels.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use engine::loups_garous::{access, usable_items, Item, LoupsGarous, State};
use engine::notice::{Audience, Notice};
use poise::serenity_prelude as serenity;
use serenity::{PermissionOverwrite, PermissionOverwriteType, Permissions};
use tokio::sync::{broadcast, mpsc, Mutex};

mod dm;
mod expiry;
mod outbox;
mod permissions;
mod picture;

use super::components::rows;
use super::overwrites::{desired, diff, Bits, Change};
use super::retry::{discord_code, retry, transient};
use super::{labels, village, Lg};
use crate::i18n::I18n;
use crate::runtime::Batch;
use crate::store::{GameId, Table};

/// Discord's code for "Cannot send messages to this user".
const DM_CLOSED: isize = 50007;
/// The longest message we send (Discord's limit is 2000).
const MAX_CONTENT: usize = 1900;

type LgBatch = Arc<Batch<LoupsGarous>>;

enum Job {
    /// Deliver again the notices after the game's delivery cursor (at start-up).
    Redeliver,
    /// Read the channels' overwrites from Discord and reconcile them with the state.
    Heal,
    Batch(LgBatch),
    /// Discord reported a game channel's overwrites: heal a hand edit.
    Seen(super::ChannelSeen),
}

/// What the executor needs and remembers of Discord.
pub struct Executor {
    pub http: Arc<serenity::Http>,
    pub lg: Arc<Lg>,
    pub i18n: Arc<I18n>,
    pub default_locale: String,
    /// Channel → member → (allow, deny), as Discord has them (from its answers).
    known: Mutex<BTreeMap<u64, BTreeMap<u64, Bits>>>,
    /// Channel → the last member overwrites the bot's own calls left (to know its echoes).
    echoes: Mutex<BTreeMap<u64, std::collections::VecDeque<BTreeMap<u64, Bits>>>>,
    /// Channel → the overwrites that are not players' (@everyone, the bot, the MJs), kept
    /// when a channel's whole list is replaced.
    others: Mutex<BTreeMap<u64, Vec<PermissionOverwrite>>>,
    dms: Mutex<BTreeMap<u64, u64>>,
    dm_warned: Mutex<BTreeSet<(GameId, u64)>>,
    village: Mutex<BTreeMap<GameId, String>>,
    /// Game → the last event whose notices were delivered.
    delivered: Mutex<BTreeMap<GameId, u64>>,
    /// Game → the prompts sent for the batch being delivered (recorded with its cursor).
    sent: Mutex<BTreeMap<GameId, Vec<u64>>>,
}

impl Executor {
    pub fn new(
        http: Arc<serenity::Http>,
        lg: Arc<Lg>,
        i18n: Arc<I18n>,
        default_locale: String,
    ) -> Arc<Executor> {
        Arc::new(Executor {
            http,
            lg,
            i18n,
            default_locale,
            known: Mutex::default(),
            others: Mutex::default(),
            echoes: Mutex::default(),
            dms: Mutex::default(),
            dm_warned: Mutex::default(),
            village: Mutex::default(),
            delivered: Mutex::default(),
            sent: Mutex::default(),
        })
    }

    /// Heals every running game, then shows each batch, games in parallel, each in order.
    pub async fn run(self: Arc<Self>, mut batches: broadcast::Receiver<LgBatch>) {
        let mut workers: BTreeMap<GameId, mpsc::UnboundedSender<Job>> = BTreeMap::new();
        for table in self.lg.tables().await {
            let worker = self.worker(&mut workers, table.id());
            let _ = worker.send(Job::Redeliver);
            let _ = worker.send(Job::Heal);
        }
        let mut seen = self.lg.take_channel_changes().await;
        loop {
            let received = tokio::select! {
                b = batches.recv() => b,
                Some(change) = async { seen.as_mut()?.recv().await } => {
                    let _ = self.worker(&mut workers, change.game).send(Job::Seen(change));
                    continue;
                }
            };
            match received {
                Ok(batch) => {
                    let _ = self
                        .worker(&mut workers, batch.game)
                        .send(Job::Batch(batch));
                }
                Err(broadcast::error::RecvError::Lagged(n)) => {
                    tracing::error!(missed = n, "the executor fell behind: healing every game");
                    for table in self.lg.tables().await {
                        let worker = self.worker(&mut workers, table.id());
                        let _ = worker.send(Job::Redeliver);
                        let _ = worker.send(Job::Heal);
                    }
                }
                Err(broadcast::error::RecvError::Closed) => break,
            }
        }
    }

    fn worker(
        self: &Arc<Self>,
        workers: &mut BTreeMap<GameId, mpsc::UnboundedSender<Job>>,
        game: GameId,
    ) -> mpsc::UnboundedSender<Job> {
        workers.retain(|_, w| !w.is_closed());
        workers
            .entry(game)
            .or_insert_with(|| {
                let (tx, mut rx) = mpsc::unbounded_channel();
                let me = self.clone();
                tokio::spawn(async move {
                    while let Some(job) = rx.recv().await {
                        let over = match job {
                            Job::Redeliver => {
                                me.redeliver(game).await;
                                false
                            }
                            Job::Heal => me.heal(game).await,
                            Job::Seen(change) => {
                                me.seen(change).await;
                                false
                            }
                            Job::Batch(batch) => me.show(&batch).await,
                        };
                        if over {
                            me.lg.forget(game).await;
                            break;
                        }
                    }
                });
                tx
            })
            .clone()
    }

    async fn locale(&self, guild: u64) -> String {
        self.lg
            .guild_settings(guild, &self.default_locale)
            .await
            .map(|s| s.locale)
            .unwrap_or_else(|_| self.default_locale.clone())
    }

    /// Reads the game channels' overwrites, then reconciles. Returns whether the game is over.
    async fn heal(&self, game: GameId) -> bool {
        let Some(table) = self.lg.table(game).await else {
            return true;
        };
        let c = &table.channels;
        for channel in [c.place, c.meute, c.cimetiere, c.amoureux] {
            let id = serenity::ChannelId::new(channel);
            match retry("read channel", || id.to_channel(&*self.http)).await {
                Ok(serenity::Channel::Guild(ch)) => {
                    let members = ch
                        .permission_overwrites
                        .iter()
                        .filter_map(|o| match o.kind {
                            PermissionOverwriteType::Member(u) => {
                                Some((u.get(), (o.allow.bits(), o.deny.bits())))
                            }
                            _ => None,
                        })
                        .collect();
                    self.known.lock().await.insert(channel, members);
                }
                Ok(_) => {}
                Err(e) => {
                    tracing::warn!(game = %game, channel, error = %e, "cannot read a channel")
                }
            }
        }
        if let Some(m) = table.picture_message {
            let id = serenity::ChannelId::new(c.place);
            if let Ok(msg) = id.message(&*self.http, serenity::MessageId::new(m)).await {
                self.village.lock().await.insert(game, msg.content);
            }
        }
        match self.lg.state(game).await {
            Ok(state) => {
                self.reconcile(&table, &state).await;
                let locale = self.locale(table.guild).await;
                self.expire_prompts(game, &state, &locale).await;
                self.update_village(table, &state).await;
                state.is_over()
            }
            Err(_) => false,
        }
    }

    /// Shows one batch. Returns whether the game is over.
    async fn show(&self, batch: &Batch<LoupsGarous>) -> bool {
        let Some(table) = self.lg.table(batch.game).await else {
            return false;
        };
        let state = &batch.state;
        self.reconcile(&table, state).await;
        let locale = self.locale(table.guild).await;
        self.expire_prompts(batch.game, state, &locale).await;
        self.settle_prompts(batch, &locale).await;
        self.notify(&table, batch).await;
        self.update_village(table, state).await;
        state.is_over()
    }

    /// Sends a batch's notices (unless they went out already), then moves the cursor.
    async fn notify(&self, table: &Table, batch: &Batch<LoupsGarous>) {
        let last = batch.first_seq + batch.events.len() as u64 - 1;
        if batch.events.is_empty() || self.already_delivered(batch.game, last).await {
            return;
        }
        let locale = self.locale(table.guild).await;
        for (k, (audience, notices)) in group(&batch.notices).into_iter().enumerate() {
            let nonce = nonce(batch.game, batch.first_seq, k);
            self.deliver(table, &batch.state, &locale, &audience, &notices, &nonce)
                .await;
        }
        self.mark_delivered(batch.game, last).await;
    }

    async fn deliver(
        &self,
        table: &Table,
        state: &State,
        locale: &str,
        audience: &Audience,
        notices: &[&Notice],
        nonce: &str,
    ) {
        let text: Vec<String> = notices
            .iter()
            .map(|n| {
                let args = labels::notice_args(&self.i18n, locale, &n.args);
                let text = self.i18n.get(locale, &n.id, &args);
                match (&n.audience, n.id.as_str()) {
                    (Audience::Player(p), "lg-role-card") => match state.player(*p) {
                        Some(player) => {
                            let items = labels::card_items(&self.i18n, locale, player.role);
                            format!("{text}\n{items}")
                        }
                        None => text,
                    },
                    _ => text,
                }
            })
            .collect();
        let label = |id: &str| self.label(locale, id);
        let has = |ids: &[&str]| notices.iter().any(|n| ids.contains(&n.id.as_str()));
        let game = table.id();
        let (channel, components) = match audience {
            Audience::Player(p) => {
                let prompt = notices
                    .iter()
                    .any(|n| n.id.starts_with("lg-prompt") || n.id == "lg-retraite");
                let items = if prompt {
                    usable_items(state, *p)
                } else {
                    vec![]
                };
                let rows = rows(state, game, p.0, &items, &label);
                match self.dm_channel(p.0).await {
                    Ok(c) => (c, rows),
                    Err(e) => return self.dm_failed(table, locale, p.0, &e).await,
                }
            }
            Audience::Mjs => (table.channels.mj, vec![]),
            Audience::Channel(name) => {
                let c = &table.channels;
                let id = match name.as_str() {
                    "place" => c.place,
                    "meute" => c.meute,
                    "cimetiere" => c.cimetiere,
                    "amoureux" => c.amoureux,
                    _ => c.mj,
                };
                let mut items = vec![];
                if has(&["lg-dusk"]) && name == "place" {
                    items.push(Item::Rentrer);
                }
                if has(&["lg-vote-open", "lg-election", "lg-second-vote"]) && name == "place" {
                    items.push(Item::Bulletin);
                }
                (id, rows(state, game, 0, &items, &label))
            }
        };
        let chunks = split(&text.join("\n"));
        let last = chunks.len().saturating_sub(1);
        for (i, chunk) in chunks.iter().enumerate() {
            let rows = if i == last {
                components.clone()
            } else {
                vec![]
            };
            let nonce = format!("{nonce}.{i}");
            let prompt = !rows.is_empty();
            match self.post(channel, chunk, rows, &nonce).await {
                Ok(message) if prompt => {
                    self.record_prompt(game, state, &message, &components).await
                }
                Ok(_) => {}
                Err(e) => {
                    if let Audience::Player(p) = audience {
                        return self.dm_failed(table, locale, p.0, &e).await;
                    }
                    tracing::error!(game = %game, channel, error = %e, "a message was not delivered");
                }
            }
        }
    }
}

/// The nonce of a batch's `k`th message group (a chunk index is added): the same each time
/// the batch is delivered, and within Discord's 25 characters (base 36).
fn nonce(game: GameId, first_seq: u64, k: usize) -> String {
    let (game, k) = (game.0.unsigned_abs(), k as u64);
    format!("{}.{}.{}", base36(game), base36(first_seq), base36(k))
}

fn base36(mut n: u64) -> String {
    const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut out = Vec::new();
    loop {
        out.push(DIGITS[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

/// Notices grouped by audience, in the order each audience first appears.
fn group(notices: &[Notice]) -> Vec<(Audience, Vec<&Notice>)> {
    let mut out: Vec<(Audience, Vec<&Notice>)> = Vec::new();
    for n in notices {
        match out.iter_mut().find(|(a, _)| *a == n.audience) {
            Some((_, v)) => v.push(n),
            None => out.push((n.audience.clone(), vec![n])),
        }
    }
    out
}

/// Splits a text into messages Discord accepts, at line ends where possible.
fn split(text: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    for line in text.lines() {
        let mut line = line.to_owned();
        while line.chars().count() > MAX_CONTENT {
            let cut: String = line.chars().take(MAX_CONTENT).collect();
            line = line.chars().skip(MAX_CONTENT).collect();
            out.push(cut);
        }
        let current = out.last_mut().expect("never empty");
        if current.chars().count() + line.chars().count() + 1 > MAX_CONTENT {
            out.push(line);
        } else {
            if !current.is_empty() {
                current.push('\n');
            }
            current.push_str(&line);
        }
    }
    out.retain(|s| !s.is_empty());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_texts_are_split_under_discords_limit() {
        let text = (0..300)
            .map(|i| format!("ligne {i} ..........."))
            .collect::<Vec<_>>()
            .join("\n");
        let parts = split(&text);
        assert!(parts.len() > 1);
        assert!(parts.iter().all(|p| p.chars().count() <= MAX_CONTENT));
        assert_eq!(parts.join("\n"), text);
        assert_eq!(split(&"x".repeat(4000)).len(), 3);
    }

    #[test]
    fn nonces_are_stable_distinct_and_fit_discord() {
        assert_eq!(nonce(GameId(1), 36, 0), "1.10.0");
        assert_ne!(nonce(GameId(1), 2, 11), nonce(GameId(1), 21, 1));
        let big = format!("{}.9", nonce(GameId(i64::MAX), 10_000_000, 99));
        assert!(big.len() <= 25, "{big}: {} characters", big.len());
    }
}
