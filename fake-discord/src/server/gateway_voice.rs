//! The bot's own voice connection: Update Voice State (gateway op 4). Every payload is kept;
//! a join the bot may make sets its voice state (its gateway session's id, suppressed on a
//! stage), then VOICE_STATE_UPDATE and VOICE_SERVER_UPDATE go out, the latter with an
//! endpoint on loopback where nothing listens, so that a voice library's connection fails fast
//! (the handshake is as far as a loopback fake goes). `channel_id` null: the bot leaves.

use serde_json::{json, Value};

use super::gateway::Session;
use super::routes_voice::announce;
use super::Shared;
use crate::state::{id_of, State};

/// Where VOICE_SERVER_UPDATE points the bot: the discard port on loopback, closed.
pub(crate) const VOICE_ENDPOINT: &str = "127.0.0.1:9";

/// Handles one op 4 from session `s`.
pub(super) async fn update_voice_state(shared: &Shared, s: &mut Session, d: &Value) -> bool {
    {
        let mut state = shared.lock();
        state.voice.updates.push(d.clone());
        if let Err(e) = check(d) {
            state.violations.push(format!("gateway op 4: {e}: {d}"));
        } else if let Some(session) = s.id.clone() {
            apply(shared, &mut state, d, session);
        } else {
            let e = "gateway op 4 before IDENTIFY (Discord closes with 4003)";
            state.violations.push(e.to_string());
        }
    }
    shared.bump();
    true
}

/// Discord's shape for op 4: `guild_id`, `channel_id` (or null), `self_mute`, `self_deaf`.
/// Snowflakes may be strings or integers: the gateway takes both, and serenity's shard (which
/// songbird sends through) writes integers.
fn check(d: &Value) -> Result<(), String> {
    let snowflake =
        |v: &Value| v.as_u64().is_some() || v.as_str().is_some_and(|s| s.parse::<u64>().is_ok());
    if !snowflake(&d["guild_id"]) {
        return Err("guild_id is not a snowflake".into());
    }
    let channel = match d.get("channel_id") {
        Some(Value::Null) => true,
        Some(c) => snowflake(c),
        None => false,
    };
    if !channel {
        return Err("channel_id is neither a snowflake nor null".into());
    }
    if !d["self_mute"].is_boolean() || !d["self_deaf"].is_boolean() {
        return Err("self_mute and self_deaf must be booleans".into());
    }
    Ok(())
}

fn apply(shared: &Shared, state: &mut State, d: &Value, session: String) {
    let bot = state.guild.bot.id;
    if id_of(&d["guild_id"]) != state.guild.id {
        return;
    }
    let channel = id_of(&d["channel_id"]);
    if channel == 0 {
        if let Some(left) = state.voice_disconnect(bot) {
            announce(shared, state, bot, Some(left));
        }
        return;
    }
    // Discord says nothing to a join the bot may not make.
    if !state.can_connect(bot, channel) {
        return;
    }
    state.voice_connect(bot, channel, Some(session.clone()));
    if let Some(v) = state.voice.states.get_mut(&bot) {
        v.session_id = session;
        v.self_mute = d["self_mute"].as_bool().unwrap_or(false);
        v.self_deaf = d["self_deaf"].as_bool().unwrap_or(false);
    }
    announce(shared, state, bot, None);
    let token = format!("{:016x}", state.next_id());
    let server = json!({
        "token": token, "guild_id": state.guild.id.to_string(), "endpoint": VOICE_ENDPOINT,
    });
    shared.dispatch(state, "VOICE_SERVER_UPDATE", server);
}
