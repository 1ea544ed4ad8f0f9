//! Voice states over REST (`GET`/`PATCH …/voice-states/{user_id|@me}`, a stage's speakers) and
//! the dispatches every voice change makes: VOICE_STATE_UPDATE, and the test-only
//! `REGISSEUR_TEST_SPEAKING` (cut when a speaker stops being heard).

use serde_json::{json, Value};

use super::rest::{Reply, Req};
use super::routes_channels::refuse;
use super::Shared;
use crate::access::{kind, MISSING_PERMISSIONS};
use crate::perms;
use crate::state::{id_of, State};
use crate::voice::VoiceState;

/// The gateway event of the test-only speech feed (not Discord's).
pub(crate) const SPEAKING: &str = "REGISSEUR_TEST_SPEAKING";

/// Handles the route if it is one of this module's.
pub(crate) fn route(shared: &Shared, state: &mut State, req: &Req) -> Option<Reply> {
    let bot = state.guild.bot.id;
    let reply = match (req.method.as_str(), req.template.as_str()) {
        ("GET", "/guilds/{guild_id}/voice-states/@me") => get_state(state, bot),
        ("GET", "/guilds/{guild_id}/voice-states/{user_id}") => get_state(state, req.id("user_id")),
        ("PATCH", "/guilds/{guild_id}/voice-states/@me") => edit_state(shared, state, req, None),
        ("PATCH", "/guilds/{guild_id}/voice-states/{user_id}") => {
            edit_state(shared, state, req, Some(req.id("user_id")))
        }
        _ => return None,
    };
    Some(reply)
}

/// Tells the gateway about `user`'s voice state now (`left`: the state they just gave up),
/// then cuts their speech if they are no longer heard.
pub(crate) fn announce(shared: &Shared, state: &mut State, user: u64, left: Option<VoiceState>) {
    let d = match (state.voice.states.get(&user), left) {
        (Some(v), _) => state.voice_json(user, v, Some(v.channel_id)),
        (None, Some(v)) => state.voice_json(user, &v, None),
        (None, None) => return,
    };
    shared.dispatch(state, "VOICE_STATE_UPDATE", d);
    if state.voice.speaking.contains(&user) && !state.speaks(user) {
        let _ = speech(shared, state, user, false);
    }
}

/// `user` starts or stops speaking, as the speech feed tells it.
pub(crate) fn speech(
    shared: &Shared,
    state: &mut State,
    user: u64,
    on: bool,
) -> Result<(), String> {
    let d = json!({
        "guild_id": state.guild.id.to_string(), "user_id": user.to_string(), "speaking": on,
    });
    shared.try_dispatch(state, SPEAKING, d)?;
    if on {
        state.voice.speaking.insert(user)
    } else {
        state.voice.speaking.remove(&user)
    };
    Ok(())
}

/// Everyone connected to `channel` is disconnected (the channel is being deleted).
pub(crate) fn disconnect_all(shared: &Shared, state: &mut State, channel: u64) {
    for user in state.voice_members(channel) {
        let left = state.voice_disconnect(user);
        announce(shared, state, user, left);
    }
}

fn get_state(state: &State, user: u64) -> Reply {
    match state.voice.states.get(&user) {
        Some(v) => Reply::ok(state.voice_json(user, v, Some(v.channel_id))),
        None => Reply::error(404, 10065, "Unknown Voice State"),
    }
}

/// Modify (Current) User Voice State: `channel_id` must be the stage the member is on;
/// `user` `None` is the bot itself (`@me`).
fn edit_state(shared: &Shared, state: &mut State, req: &Req, user: Option<u64>) -> Reply {
    let bot = state.guild.bot.id;
    let body = req.json();
    let channel = id_of(&body["channel_id"]);
    let (me, user) = (user.is_none(), user.unwrap_or(bot));
    if channel == 0 {
        let what = format!("PATCH {}: channel_id is required", req.template);
        state.violations.push(format!(
            "{what} (Discord answered 500, discord-api-docs#2829)"
        ));
        return Reply::error(400, 50035, "Invalid Form Body");
    }
    let Some(c) = state.channels.get(&channel) else {
        return Reply::error(404, 10003, "Unknown Channel");
    };
    if c["type"] != kind::STAGE {
        return Reply::error(400, 50024, "Cannot execute action on this channel type");
    }
    let Some(before) = state
        .voice
        .states
        .get(&user)
        .filter(|v| v.channel_id == channel)
    else {
        return Reply::error(404, 10065, "Unknown Voice State");
    };
    let before = before.clone();
    let suppress = body["suppress"].as_bool();
    // Only `@me` takes a raised hand; the other route's schema has no such key.
    let hand = body.get("request_to_speak_timestamp").filter(|_| me);
    if let Err(refusal) = may_edit(state, channel, me, suppress, hand) {
        return refusal;
    }
    let mut after = before.clone();
    if let Some(s) = suppress.filter(|s| *s != before.suppress) {
        // Discord clears a raised hand when it suppresses or unsuppresses someone.
        after.suppress = s;
        after.request_to_speak_timestamp = None;
    }
    if let Some(t) = hand {
        after.request_to_speak_timestamp = t.as_str().map(str::to_string);
    }
    if after == before {
        let what = format!("PATCH voice state of {user} in {channel} changes nothing");
        state.record_noop(what);
        return Reply::empty();
    }
    state.voice.states.insert(user, after);
    announce(shared, state, user, None);
    Reply::empty()
}

/// What the bot needs: MUTE_MEMBERS in the stage for someone else; for itself, MUTE_MEMBERS
/// to unsuppress (it may always suppress itself) and REQUEST_TO_SPEAK to raise its hand (it
/// may always lower it).
fn may_edit(
    state: &State,
    channel: u64,
    me: bool,
    suppress: Option<bool>,
    hand: Option<&Value>,
) -> Result<(), Reply> {
    let bot = state.guild.bot.id;
    let holds = |bits| state.holds(bot, channel, bits);
    let needs_mute = !me || suppress == Some(false);
    let raises = hand.is_some_and(|t| !t.is_null());
    if (needs_mute && !holds(perms::MUTE_MEMBERS)) || (raises && !holds(perms::REQUEST_TO_SPEAK)) {
        return Err(refuse(MISSING_PERMISSIONS));
    }
    Ok(())
}
