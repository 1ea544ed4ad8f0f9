//! Users making threads: a post in a forum (Discord's client needs SEND_MESSAGES there, shown
//! as "Create Posts") and a public thread in a text channel (CREATE_PUBLIC_THREADS). Each
//! reaches the bot as THREAD_CREATE (and MESSAGE_CREATE for a post's starter message).

use serde_json::{json, Value};

use crate::handle::FakeDiscord;
use crate::state::id_of;

impl FakeDiscord {
    /// `user` opens a post `name` in forum `forum` with `content` and the forum's tags named
    /// `tags`. Returns the thread id (also its starter message's); `Err` when Discord would
    /// refuse it (no SEND_MESSAGES in the forum, an unknown or moderated tag…).
    pub fn create_post(
        &self,
        user: u64,
        forum: u64,
        name: &str,
        content: &str,
        tags: &[&str],
    ) -> Result<u64, String> {
        let ids = self.with_state(|s| {
            tags.iter()
                .map(|t| tag_id(&s.channels.get(&forum).cloned().unwrap_or_default(), t))
                .collect::<Result<Vec<String>, String>>()
        })?;
        let body = json!({"name": name, "message": {"content": content}, "applied_tags": ids});
        self.user_thread(user, forum, &body)
    }

    /// `user` starts public thread `name` (no source message) in text channel `channel`.
    pub fn start_thread(&self, user: u64, channel: u64, name: &str) -> Result<u64, String> {
        self.user_thread(user, channel, &json!({"name": name, "type": 11}))
    }

    fn user_thread(&self, user: u64, parent: u64, body: &Value) -> Result<u64, String> {
        let shared = self.shared.clone();
        let mut state = shared.lock();
        if state.member(user).is_none() {
            return Err(format!("user {user} is not in the guild"));
        }
        if state.permissions(user, parent) & crate::perms::VIEW_CHANNEL == 0 {
            return Err(format!("user {user} cannot see channel {parent}"));
        }
        let made = crate::server::start_thread(&shared, &mut state, (parent, user), body, &[]);
        drop(state);
        shared.bump();
        match made {
            Ok(thread) => Ok(id_of(&thread["id"])),
            Err(reply) => Err(format!(
                "Discord refuses user {user}'s thread in {parent}: {} {}",
                reply.status, reply.body
            )),
        }
    }
}

/// The id of the tag named `name` in `forum`'s available tags.
pub(crate) fn tag_id(forum: &Value, name: &str) -> Result<String, String> {
    forum["available_tags"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|t| t["name"] == name)
        .and_then(|t| t["id"].as_str().map(str::to_string))
        .ok_or_else(|| format!("channel {} has no tag named {name:?}", forum["id"]))
}
