//! The executor's forum posts: a game channel that stands for a post (`proces-7`) is made
//! when a notice first goes to it — its starter message is that notice, its tags and lock
//! those the game wants — and recorded in the game's channel map; afterwards its tags and
//! lock follow the state by difference, as overwrites do. A post made but not recorded (a
//! crash, an answer lost in a burst of 5xx) is found again by its title among the guild's
//! active threads, never made twice. Where the guild refused the forum, the posts are public
//! threads of the text channel that stands for it (no tags).

use serde_json::{json, Value};

use super::{
    persist, serenity, transient, BTreeMap, BTreeSet, Executor, GameId, Hosted, Mutex, Table,
};
use crate::discord::host::card::Outgoing;
use crate::discord::host::PostSpec;

/// Forums, posts and their tags as Discord has them.
#[derive(Default)]
pub(super) struct Posts {
    /// Forum → its kind and tags.
    pub(super) forums: Mutex<BTreeMap<u64, Forum>>,
    /// The games whose active threads were listed in this process.
    pub(super) listed: Mutex<BTreeSet<GameId>>,
    /// (parent, title) → the post, as Discord lists them.
    pub(super) titles: Mutex<BTreeMap<(u64, String), u64>>,
    /// Post → its tags and lock.
    pub(super) seen: Mutex<BTreeMap<u64, Seen>>,
}

/// A forum as Discord has it: whether it is a forum (or the text channel standing for one)
/// and its tags' ids by name.
#[derive(Debug, Clone, Default)]
pub(super) struct Forum {
    pub forum: bool,
    pub tags: BTreeMap<String, u64>,
}

/// A post's tags and lock as Discord has them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Seen {
    pub tags: Vec<u64>,
    pub locked: bool,
}

/// How long a post stays active without messages (Discord's longest: 7 days).
const ARCHIVE_MINUTES: u64 = 10_080;

impl<G: Hosted> Executor<G> {
    /// The forum `id` as Discord has it (read once).
    pub(super) async fn forum(&self, id: u64) -> Option<Forum> {
        if let Some(f) = self.posts.forums.lock().await.get(&id) {
            return Some(f.clone());
        }
        let channel = serenity::ChannelId::new(id);
        let read = persist("read forum", || self.http.get_channel(channel)).await;
        let Ok(serenity::Channel::Guild(ch)) = read else {
            tracing::error!(channel = id, "cannot read a forum");
            return None;
        };
        let forum = Forum {
            forum: ch.kind == serenity::ChannelType::Forum,
            tags: ch
                .available_tags
                .iter()
                .map(|t| (t.name.clone(), t.id.get()))
                .collect(),
        };
        self.posts.forums.lock().await.insert(id, forum.clone());
        Some(forum)
    }

    /// The guild's active threads, by (parent, title), read once per game and process (or
    /// again after a failed creation), with their tags and lock.
    async fn list_threads(&self, table: &Table, again: bool) {
        let game = table.id();
        if !again && self.posts.listed.lock().await.contains(&game) {
            return;
        }
        let guild = serenity::GuildId::new(table.guild);
        let Ok(data) = persist("list threads", || self.http.get_guild_active_threads(guild)).await
        else {
            return tracing::warn!(game = %game, "cannot list the active threads");
        };
        let mut titles = self.posts.titles.lock().await;
        let mut seen = self.posts.seen.lock().await;
        for t in data.threads {
            let parent = t
                .parent_id
                .map_or(0, poise::serenity_prelude::ChannelId::get);
            titles.insert((parent, t.name.clone()), t.id.get());
            let locked = t.thread_metadata.is_some_and(|m| m.locked);
            let mut tags: Vec<u64> = t.applied_tags.iter().map(|x| x.get()).collect();
            tags.sort_unstable();
            seen.insert(t.id.get(), Seen { tags, locked });
        }
        self.posts.listed.lock().await.insert(game);
    }

    /// The post `name` of `table`, made now with `first` (and `rows`) as its starter message
    /// when it does not exist yet (else found again by its title: its starter is that text).
    pub(super) async fn open_post(
        &self,
        table: &Table,
        name: &str,
        spec: &PostSpec,
        first: &Outgoing,
        rows: &[serenity::CreateActionRow],
        nonce: &str,
    ) -> Option<u64> {
        let parent = table.channel(spec.forum)?;
        let forum = self.forum(parent).await?;
        self.list_threads(table, false).await;
        let wanted = tag_ids(&forum, spec);
        let mut made = None;
        for attempt in 0..4 {
            let found = self
                .posts
                .titles
                .lock()
                .await
                .get(&(parent, spec.title.clone()))
                .copied();
            if let Some(id) = found {
                made = Some((id, false));
                break;
            }
            match self
                .create_post(parent, &forum, spec, &wanted, first, rows, nonce)
                .await
            {
                Ok(id) => {
                    made = Some((id, true));
                    break;
                }
                Err(e) if transient(&e) && attempt < 3 => {
                    tracing::warn!(error = %e, "a post was maybe not made: looking for it");
                    self.list_threads(table, true).await;
                }
                Err(e) => {
                    tracing::error!(game = %table.game, name, error = %e, "a post was not made");
                    return None;
                }
            }
        }
        let (id, fresh) = made?;
        self.posts
            .titles
            .lock()
            .await
            .insert((parent, spec.title.clone()), id);
        if fresh {
            let tags = if forum.forum { wanted } else { Vec::new() };
            let seen = Seen {
                tags,
                locked: false,
            };
            self.posts.seen.lock().await.insert(id, seen);
        }
        self.record_post(table.id(), name, id).await;
        Some(id)
    }

    /// One attempt at making a post (a forum post, or a public thread and its first message).
    #[allow(clippy::too_many_arguments)]
    async fn create_post(
        &self,
        parent: u64,
        forum: &Forum,
        spec: &PostSpec,
        tags: &[u64],
        first: &Outgoing,
        rows: &[serenity::CreateActionRow],
        nonce: &str,
    ) -> Result<u64, serenity::Error> {
        let channel = serenity::ChannelId::new(parent);
        if forum.forum {
            let mut message = match first {
                Outgoing::Text(text) => json!({"content": text}),
                Outgoing::Card(card) => json!({"embeds": [card.embed()]}),
            };
            message["allowed_mentions"] = json!({"parse": []});
            if !rows.is_empty() {
                message["components"] = serde_json::to_value(rows).unwrap_or(Value::Null);
            }
            let tags: Vec<String> = tags.iter().map(u64::to_string).collect();
            let body = json!({"name": spec.title, "message": message, "applied_tags": tags,
                "auto_archive_duration": ARCHIVE_MINUTES});
            let thread = self.http.create_forum_post(channel, &body, None).await?;
            return Ok(thread.id.get());
        }
        let body =
            json!({"name": spec.title, "type": 11, "auto_archive_duration": ARCHIVE_MINUTES});
        let thread = self.http.create_thread(channel, &body, None).await?;
        self.send(thread.id.get(), first, rows.to_vec(), nonce)
            .await?;
        Ok(thread.id.get())
    }

    /// Adds a post to the game's channel map (store, then memory).
    async fn record_post(&self, game: GameId, name: &str, id: u64) {
        let known = self.host.table(game).await.and_then(|t| t.channel(name));
        if known == Some(id) {
            return;
        }
        let recorded = self
            .host
            .edit_table(game, |t| {
                t.channels.insert(name.to_owned(), id);
            })
            .await;
        if let Err(e) = recorded {
            tracing::error!(game = %game, error = %e, "cannot record a post");
        }
    }

    /// Reads the posts' tags and locks as Discord has them (at start-up).
    pub(super) async fn read_posts(&self, table: &Table) {
        if table.channels.keys().any(|n| is_post::<G>(n)) {
            self.list_threads(table, true).await;
        }
    }

    /// Puts each post's tags and lock where the state wants them (one call a post that
    /// differs, none otherwise).
    pub(super) async fn reconcile_posts(&self, table: &Table, state: &G::State, locale: &str) {
        for (name, id) in table.channels.iter().filter(|(n, _)| is_post::<G>(n)) {
            let Some(spec) = G::post(state, &self.host.i18n, locale, name) else {
                continue;
            };
            let Some(forum) = table.channel(spec.forum) else {
                continue;
            };
            let Some(forum) = self.forum(forum).await else {
                continue;
            };
            let tags = if forum.forum {
                tag_ids(&forum, &spec)
            } else {
                Vec::new()
            };
            let wanted = Seen {
                tags,
                locked: spec.locked,
            };
            let known = self.posts.seen.lock().await.get(id).cloned();
            if known.as_ref() == Some(&wanted) || known.is_none() && !spec.locked {
                continue;
            }
            self.edit_post(*id, &forum, &wanted).await;
        }
    }

    async fn edit_post(&self, id: u64, forum: &Forum, wanted: &Seen) {
        let mut body = json!({"locked": wanted.locked});
        if forum.forum {
            let tags: Vec<String> = wanted.tags.iter().map(u64::to_string).collect();
            body["applied_tags"] = json!(tags);
        }
        let channel = serenity::ChannelId::new(id);
        match persist("edit post", || self.http.edit_thread(channel, &body, None)).await {
            Ok(_) => {
                self.posts.seen.lock().await.insert(id, wanted.clone());
            }
            Err(e) => tracing::error!(post = id, error = %e, "a post's tags were not set"),
        }
    }
}

/// Whether a channel-map name is one of the game's posts (not one of its channels).
fn is_post<G: Hosted>(name: &str) -> bool {
    name != crate::store::CATEGORY && !G::CHANNELS.iter().any(|c| c.name == name)
}

/// The ids of a post's wanted tags, in the forum's order.
fn tag_ids(forum: &Forum, spec: &PostSpec) -> Vec<u64> {
    let mut ids: Vec<u64> = spec
        .tags
        .iter()
        .filter_map(|t| forum.tags.get(*t).copied())
        .collect();
    ids.sort_unstable();
    ids
}
