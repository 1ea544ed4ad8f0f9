//! The test's view of threads and forums: the threads of a channel, a thread by name, the tags
//! a forum offers and a post carries (by name), whether a thread is archived or locked, and
//! pinned messages.

use serde_json::Value;

use crate::access::is_thread;
use crate::handle::FakeDiscord;
use crate::state::id_of;

impl FakeDiscord {
    /// The threads (forum posts included, archived ones too) whose parent is `parent`, oldest
    /// first, as Discord's JSON.
    pub fn threads_of(&self, parent: u64) -> Vec<Value> {
        self.with_state(|s| {
            s.channels
                .values()
                .filter(|c| is_thread(c) && id_of(&c["parent_id"]) == parent)
                .cloned()
                .collect()
        })
    }

    /// The id of the thread named `name` in `parent` (the first, by creation).
    pub fn thread_named(&self, parent: u64, name: &str) -> Option<u64> {
        self.threads_of(parent)
            .iter()
            .find(|t| t["name"] == name)
            .map(|t| id_of(&t["id"]))
    }

    /// The names of the tags forum `forum` offers, in order.
    pub fn forum_tags(&self, forum: u64) -> Vec<String> {
        self.with_state(|s| {
            let forum = s.channels.get(&forum).cloned().unwrap_or_default();
            names(&forum["available_tags"], |_| true)
        })
    }

    /// The names of the tags applied to thread `thread` (in the forum's order).
    pub fn applied_tags(&self, thread: u64) -> Vec<String> {
        self.with_state(|s| {
            let Some(t) = s.channels.get(&thread) else {
                return Vec::new();
            };
            let applied = t["applied_tags"].as_array().cloned().unwrap_or_default();
            let forum = s.channels.get(&id_of(&t["parent_id"]));
            let available = forum.map_or(Value::Null, |f| f["available_tags"].clone());
            names(&available, |tag| applied.contains(&tag["id"]))
        })
    }

    /// Whether thread `thread` is archived and whether it is locked.
    pub fn thread_state(&self, thread: u64) -> Option<(bool, bool)> {
        self.with_state(|s| {
            let meta = &s.channels.get(&thread)?["thread_metadata"];
            Some((meta["archived"] == true, meta["locked"] == true))
        })
    }

    /// The pinned messages of `channel` (a thread included), oldest first.
    pub fn pinned_in(&self, channel: u64) -> Vec<Value> {
        self.messages_in(channel)
            .into_iter()
            .filter(|m| m["pinned"] == true)
            .collect()
    }
}

fn names(tags: &Value, keep: impl Fn(&Value) -> bool) -> Vec<String> {
    tags.as_array()
        .into_iter()
        .flatten()
        .filter(|t| keep(t))
        .filter_map(|t| t["name"].as_str().map(str::to_string))
        .collect()
}
