//! Users acting: slash commands, autocomplete, button clicks, select menus, messages, departures.
//! Each builds the payload Discord would send (checked with serenity's types before it goes).

use std::time::Instant;

use serde_json::{json, Value};

use crate::handle::FakeDiscord;
use crate::state::{InteractionRecord, State};

/// What Discord allows as an upload, sent on every interaction.
const ATTACHMENT_LIMIT: u64 = 25 * 1024 * 1024;

impl FakeDiscord {
    /// `user` runs slash command `name` in `channel` with Discord's `options` array (sub-commands
    /// as `[{"type":1,"name":"creer","options":[…]}]`). Returns the interaction id.
    pub fn slash(
        &self,
        user: u64,
        channel: u64,
        name: &str,
        options: Value,
    ) -> Result<u64, String> {
        self.command_interaction(2, user, channel, name, options)
    }

    /// `user` types in an option of `name` marked `"focused": true` in `options`.
    pub fn autocomplete(
        &self,
        user: u64,
        channel: u64,
        name: &str,
        options: Value,
    ) -> Result<u64, String> {
        self.command_interaction(4, user, channel, name, options)
    }

    /// `user` clicks the button `custom_id` of message `message`.
    pub fn click(&self, user: u64, message: u64, custom_id: &str) -> Result<u64, String> {
        self.component_interaction(user, message, custom_id, None, false)
    }

    /// `user` picks `values` in the select menu `custom_id` of message `message`.
    pub fn select(
        &self,
        user: u64,
        message: u64,
        custom_id: &str,
        values: &[&str],
    ) -> Result<u64, String> {
        self.component_interaction(user, message, custom_id, Some(values), false)
    }

    /// `user` writes `content` in `channel` (refused when they may not). Returns the message id.
    pub fn say(&self, user: u64, channel: u64, content: &str) -> Result<u64, String> {
        let shared = self.shared.clone();
        let mut state = shared.lock();
        let is_dm = state
            .channels
            .get(&channel)
            .ok_or("unknown channel")?
            .get("guild_id")
            .is_none();
        if !is_dm {
            if let Err((_, code, why)) = state.may_post(user, channel) {
                return Err(format!(
                    "user {user} may not write in channel {channel}: {why} ({code})"
                ));
            }
            crate::server::unarchive_for_post(&shared, &mut state, channel);
        }
        let author = state.member(user).ok_or("unknown user")?.user.json();
        let body = json!({"content": content});
        let message = crate::server::create_message(&shared, &mut state, channel, author, &body);
        drop(state);
        shared.bump();
        Ok(message["id"]
            .as_str()
            .and_then(|i| i.parse().ok())
            .unwrap_or(0))
    }

    /// `user` writes `content` to the bot in DM (the DM channel is opened if needed).
    pub fn say_in_dm(&self, user: u64, content: &str) -> Result<u64, String> {
        let channel = self
            .with_state(|s| crate::server::dm_channel(s, user))
            .ok_or("unknown user")?;
        self.say(user, channel, content)
    }

    /// `user` leaves the guild: removed from the members, GUILD_MEMBER_REMOVE sent.
    pub fn member_leaves(&self, user: u64) -> Result<(), String> {
        let shared = self.shared.clone();
        let mut state = shared.lock();
        let i = state
            .guild
            .members
            .iter()
            .position(|m| m.user.id == user)
            .ok_or("unknown user")?;
        // Leaving the guild ends a voice connection.
        if let Some(left) = state.voice_disconnect(user) {
            crate::server::announce_voice(&shared, &mut state, user, Some(left));
        }
        let member = state.guild.members.remove(i);
        state.departed.push(member.user.clone());
        let guild = state.guild.id.to_string();
        shared.dispatch(
            &mut state,
            "GUILD_MEMBER_REMOVE",
            json!({"guild_id": guild, "user": member.user.json()}),
        );
        drop(state);
        shared.bump();
        Ok(())
    }

    fn command_interaction(
        &self,
        kind: u64,
        user: u64,
        channel: u64,
        name: &str,
        options: Value,
    ) -> Result<u64, String> {
        let shared = self.shared.clone();
        let mut state = shared.lock();
        let command_id = registered_id(&state, name)
            .ok_or_else(|| format!("no command named {name} registered"))?;
        let mut data = json!({"id": command_id, "name": name, "type": 1, "options": options});
        if let Some(resolved) = resolve_users(&state, &data["options"]) {
            data["resolved"] = resolved;
        }
        if let Some(g) = state
            .channels
            .get(&channel)
            .and_then(|c| c.get("guild_id"))
            .cloned()
        {
            data["guild_id"] = g;
        }
        let payload = interaction(&mut state, kind, user, channel, data, false)?;
        self.send_interaction(&mut state, payload, None)
    }

    /// A click or a pick; `forged` skips the checks Discord's own client makes (the component
    /// is enabled, the message is the user's to see) as a modified client might.
    pub(crate) fn component_interaction(
        &self,
        user: u64,
        message: u64,
        custom_id: &str,
        values: Option<&[&str]>,
        forged: bool,
    ) -> Result<u64, String> {
        let shared = self.shared.clone();
        let mut state = shared.lock();
        let msg = message_of(&state, message)?;
        let component = find_component(&msg["components"], custom_id)
            .ok_or_else(|| format!("message {message} has no component {custom_id:?}"))?;
        if !forged && component["disabled"].as_bool() == Some(true) {
            return Err(format!(
                "the component {custom_id:?} is disabled: Discord does not let it be used"
            ));
        }
        let ephemeral = msg["flags"].as_u64().unwrap_or(0) & crate::server::EPHEMERAL != 0;
        let owner = state
            .interactions
            .values()
            .find(|r| r.original == Some(message))
            .map(|r| r.user_id);
        if !forged && ephemeral && owner.is_some_and(|o| o != user) {
            return Err(format!(
                "message {message} is ephemeral: only user {owner:?} sees it"
            ));
        }
        let kind = component["type"].as_u64().unwrap_or(0);
        let mut data = json!({"custom_id": custom_id, "component_type": kind});
        match (kind, values) {
            (2, None) => {}
            (3..=8, Some(values)) => {
                check_values(&component, values)?;
                data["values"] = json!(values);
            }
            _ => {
                return Err(format!(
                    "{custom_id:?} is a component of type {kind}: use the matching helper"
                ))
            }
        }
        self.send_component(&mut state, user, (message, msg), data, forged)
    }

    /// Sends the component interaction `data` on message `message` (its channel's, carrying
    /// the message `msg`).
    pub(crate) fn send_component(
        &self,
        state: &mut State,
        user: u64,
        (message, msg): (u64, Value),
        data: Value,
        forged: bool,
    ) -> Result<u64, String> {
        let channel: u64 = msg["channel_id"]
            .as_str()
            .and_then(|c| c.parse().ok())
            .unwrap_or(0);
        let mut payload = interaction(state, 3, user, channel, data, forged)?;
        payload["message"] = msg;
        self.send_interaction(state, payload, Some(message))
    }

    pub(crate) fn send_interaction(
        &self,
        state: &mut State,
        payload: Value,
        source: Option<u64>,
    ) -> Result<u64, String> {
        let id: u64 = payload["id"]
            .as_str()
            .and_then(|i| i.parse().ok())
            .unwrap_or(0);
        state.interactions.insert(
            id,
            InteractionRecord {
                id,
                token: payload["token"].as_str().unwrap_or("").to_string(),
                created: Instant::now(),
                channel_id: payload["channel_id"]
                    .as_str()
                    .and_then(|c| c.parse().ok())
                    .unwrap_or(0),
                user_id: payload["member"]["user"]["id"]
                    .as_str()
                    .or(payload["user"]["id"].as_str())
                    .and_then(|u| u.parse().ok())
                    .unwrap_or(0),
                callback: None,
                answered_after: None,
                sent: None,
                callback_at: None,
                answered_at: None,
                source_message: source,
                original: None,
            },
        );
        state.interaction_payloads.insert(id, payload.clone());
        self.shared
            .try_dispatch(state, "INTERACTION_CREATE", payload)
            .map_err(|e| format!("fake bug: {e}"))?;
        self.shared.bump();
        Ok(id)
    }

    /// Delivers interaction `id` again, the same payload (id and token), as a gateway resume
    /// that replays events may: Discord still takes one callback only.
    pub fn redeliver(&self, id: u64) -> Result<(), String> {
        let shared = self.shared.clone();
        let mut state = shared.lock();
        let payload = state
            .interaction_payloads
            .get(&id)
            .cloned()
            .ok_or_else(|| format!("no interaction {id} was delivered"))?;
        self.shared
            .try_dispatch(&mut state, "INTERACTION_CREATE", payload)
            .map_err(|e| format!("fake bug: {e}"))?;
        self.shared.bump();
        Ok(())
    }
}

/// Message `message`, as Discord's JSON.
pub(crate) fn message_of(state: &State, message: u64) -> Result<Value, String> {
    state
        .messages
        .get(&message)
        .cloned()
        .ok_or_else(|| format!("no message {message}"))
}

pub(crate) fn registered_id(state: &State, name: &str) -> Option<Value> {
    state
        .commands
        .values()
        .filter_map(Value::as_array)
        .flatten()
        .find(|c| c["name"] == name)
        .map(|c| c["id"].clone())
}

fn find_component(components: &Value, custom_id: &str) -> Option<Value> {
    components.as_array()?.iter().find_map(|c| {
        if c["custom_id"] == custom_id {
            Some(c.clone())
        } else {
            find_component(&c["components"], custom_id)
        }
    })
}

fn check_values(component: &Value, values: &[&str]) -> Result<(), String> {
    let min = component["min_values"].as_u64().unwrap_or(1) as usize;
    let max = component["max_values"].as_u64().unwrap_or(1) as usize;
    if values.len() < min || values.len() > max {
        return Err(format!(
            "{} values picked, the menu takes {min} to {max}",
            values.len()
        ));
    }
    if let Some(options) = component["options"].as_array() {
        if let Some(bad) = values
            .iter()
            .find(|v| !options.iter().any(|o| o["value"] == **v))
        {
            return Err(format!("{bad:?} is not an option of the menu"));
        }
    }
    Ok(())
}

fn resolve_users(state: &State, options: &Value) -> Option<Value> {
    let mut ids = Vec::new();
    collect_users(options, &mut ids);
    if ids.is_empty() {
        return None;
    }
    let (mut users, mut members) = (json!({}), json!({}));
    for id in ids {
        if let Some(m) = state.member(id) {
            users[id.to_string()] = m.user.json();
            let mut partial = m.json();
            partial.as_object_mut().map(|o| o.remove("user"));
            members[id.to_string()] = partial;
        } else if let Some(u) = state.departed.iter().find(|u| u.id == id) {
            // As Discord: a user who is not a member is resolved without a member.
            users[id.to_string()] = u.json();
        }
    }
    Some(json!({"users": users, "members": members}))
}

fn collect_users(options: &Value, out: &mut Vec<u64>) {
    for o in options.as_array().into_iter().flatten() {
        if o["type"] == 6 {
            if let Some(id) = o["value"].as_str().and_then(|v| v.parse().ok()) {
                out.push(id);
            }
        }
        collect_users(&o["options"], out);
    }
}

/// The fields every interaction carries, for `user` in `channel`; `forged`: even in a DM
/// channel that is not theirs (which Discord never sends).
pub(crate) fn interaction(
    state: &mut State,
    kind: u64,
    user: u64,
    channel: u64,
    data: Value,
    forged: bool,
) -> Result<Value, String> {
    let member = state
        .member(user)
        .cloned()
        .ok_or_else(|| format!("user {user} is not in the guild"))?;
    let chan = state
        .channels
        .get(&channel)
        .cloned()
        .ok_or_else(|| format!("no channel {channel}"))?;
    let id = state.next_id();
    let token = format!("fake-token-{id}");
    let mut payload = json!({
        "id": id.to_string(), "application_id": state.guild.application_id.to_string(), "type": kind,
        "token": token, "version": 1, "channel_id": channel.to_string(), "channel": chan,
        "locale": member.locale, "entitlements": [], "attachment_size_limit": ATTACHMENT_LIMIT,
        "data": data,
    });
    if chan.get("guild_id").is_some() {
        if state.permissions(user, channel) & crate::perms::VIEW_CHANNEL == 0 {
            return Err(format!("user {user} cannot see channel {channel}"));
        }
        let mut m = member.json();
        m["permissions"] = json!(state.permissions(user, channel).to_string());
        payload["member"] = m;
        payload["guild_id"] = json!(state.guild.id.to_string());
        payload["guild_locale"] = json!(state.guild.locale);
        payload["app_permissions"] =
            json!(state.permissions(state.guild.bot.id, channel).to_string());
        payload["context"] = json!(0);
        payload["authorizing_integration_owners"] = json!({"0": state.guild.id.to_string()});
    } else {
        let recipient = chan["recipients"][0]["id"]
            .as_str()
            .and_then(|r| r.parse().ok());
        if recipient != Some(user) && !forged {
            return Err(format!("user {user} is not in DM channel {channel}"));
        }
        payload["user"] = member.user.json();
        payload["app_permissions"] = json!(crate::perms::EVERYONE.to_string());
        payload["context"] = json!(1);
        payload["authorizing_integration_owners"] = json!({"0": state.guild.id.to_string()});
    }
    Ok(payload)
}
