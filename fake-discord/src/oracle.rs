//! serenity 0.12.5 as the oracle: every gateway payload and REST answer the fake sends must
//! deserialize into serenity's own model types. serenity silently drops what does not (a known
//! event that fails to parse becomes `Event::Unknown`), so the fake checks before it sends.

use serde::de::DeserializeOwned;
use serde_json::{json, Value};
use serenity::model::application::{Command, Interaction};
use serenity::model::channel::{
    Channel, GuildChannel, Message, PartialGuildChannel, PrivateChannel, ThreadsData,
};
use serenity::model::event::{
    Event, GatewayEvent, GuildMemberRemoveEvent, GuildMemberUpdateEvent, MessageDeleteEvent,
    MessageUpdateEvent, VoiceServerUpdateEvent,
};
use serenity::model::gateway::{BotGateway, Gateway, Ready};
use serenity::model::guild::{Guild, Member, Role};
use serenity::model::user::CurrentUser;
use serenity::model::voice::VoiceState;

/// Events the fake sends that are not Discord's, for the bot's test hooks: serenity must see
/// them as `Event::Unknown` (raw handlers get them), in the shape the bot reads.
pub const TEST_EVENTS: [&str; 1] = ["REGISSEUR_TEST_SPEAKING"];

fn parse<T: DeserializeOwned>(what: &str, value: &Value) -> Result<(), String> {
    serde_json::from_value::<T>(value.clone())
        .map(|_| ())
        .map_err(|e| {
            format!(
                "{what} does not parse as serenity's {}: {e}",
                std::any::type_name::<T>()
            )
        })
}

/// Checks one dispatch `{op:0, t, d}` as serenity's shard would read it.
pub fn check_dispatch(t: &str, d: &Value) -> Result<(), String> {
    let payload = json!({"op": 0, "s": 1, "t": t, "d": d});
    if TEST_EVENTS.contains(&t) {
        return check_test_event(t, d, payload);
    }
    match serde_json::from_value::<GatewayEvent>(payload) {
        Ok(GatewayEvent::Dispatch(_, Event::Unknown(_))) => {
            let why = concrete(t, d)
                .err()
                .unwrap_or_else(|| "unknown event name".into());
            Err(format!(
                "gateway {t} would be dropped by serenity as Event::Unknown: {why}"
            ))
        }
        // A parsed known event has parsed into its concrete type already; GUILD_CREATE is
        // checked deeper because serenity skips a bad channel inside it with a mere warning.
        Ok(_) if t == "GUILD_CREATE" => check_guild(d).map_err(|e| format!("gateway {t}: {e}")),
        Ok(_) => Ok(()),
        Err(e) => Err(format!(
            "gateway {t}: not a gateway event for serenity: {e}"
        )),
    }
}

/// A test-only event: unknown to serenity, `d` = `{guild_id, user_id, speaking}` (ids as
/// strings).
fn check_test_event(t: &str, d: &Value, payload: Value) -> Result<(), String> {
    match serde_json::from_value::<GatewayEvent>(payload) {
        Ok(GatewayEvent::Dispatch(_, Event::Unknown(u))) if u.kind == t => {}
        _ => {
            return Err(format!(
                "gateway {t}: serenity does not see it as Event::Unknown"
            ))
        }
    }
    let id = |k: &str| d[k].as_str().is_some_and(|s| s.parse::<u64>().is_ok());
    if id("guild_id") && id("user_id") && d["speaking"].is_boolean() {
        Ok(())
    } else {
        Err(format!(
            "gateway {t}: d is not {{guild_id, user_id, speaking}}: {d}"
        ))
    }
}

fn concrete(t: &str, d: &Value) -> Result<(), String> {
    match t {
        "READY" => parse::<Ready>("READY", d),
        "GUILD_CREATE" => check_guild(d),
        "INTERACTION_CREATE" => parse::<Interaction>("the interaction", d),
        "MESSAGE_CREATE" => parse::<Message>("the message", d),
        "MESSAGE_UPDATE" => parse::<MessageUpdateEvent>("the message update", d),
        "MESSAGE_DELETE" => parse::<MessageDeleteEvent>("the message delete", d),
        "CHANNEL_CREATE" | "CHANNEL_UPDATE" | "CHANNEL_DELETE" => check_channel(d),
        "THREAD_CREATE" | "THREAD_UPDATE" => parse::<GuildChannel>("the thread", d),
        "THREAD_DELETE" => parse::<PartialGuildChannel>("the thread deletion", d),
        "GUILD_MEMBER_ADD" => parse::<Member>("the member", d),
        "GUILD_MEMBER_REMOVE" => parse::<GuildMemberRemoveEvent>("the member removal", d),
        "GUILD_MEMBER_UPDATE" => parse::<GuildMemberUpdateEvent>("the member update", d),
        "GUILD_ROLE_CREATE" | "GUILD_ROLE_UPDATE" => parse::<Role>("the role", &d["role"]),
        "VOICE_STATE_UPDATE" => parse::<VoiceState>("the voice state", d),
        "VOICE_SERVER_UPDATE" => parse::<VoiceServerUpdateEvent>("the voice server", d),
        _ => Ok(()),
    }
}

fn check_guild(d: &Value) -> Result<(), String> {
    parse::<Guild>("GUILD_CREATE", d)?;
    // serenity skips a channel that fails to parse with only a warning: check each one.
    for c in d["channels"]
        .as_array()
        .into_iter()
        .chain(d["threads"].as_array())
        .flatten()
    {
        parse::<GuildChannel>(&format!("channel {}", c["id"]), &with_guild(c, d))?;
    }
    for m in d["members"].as_array().into_iter().flatten() {
        parse::<Member>(&format!("member {}", m["user"]["id"]), &with_guild(m, d))?;
    }
    for r in d["roles"].as_array().into_iter().flatten() {
        parse::<Role>(&format!("role {}", r["id"]), r)?;
    }
    for v in d["voice_states"].as_array().into_iter().flatten() {
        parse::<VoiceState>(&format!("voice state of {}", v["user_id"]), v)?;
    }
    Ok(())
}

fn with_guild(item: &Value, guild: &Value) -> Value {
    let mut item = item.clone();
    if item.get("guild_id").is_none() {
        item["guild_id"] = guild["id"].clone();
    }
    item
}

fn check_channel(d: &Value) -> Result<(), String> {
    parse::<Channel>("the channel", d)?;
    if d.get("guild_id").is_some() {
        parse::<GuildChannel>("the guild channel", d)?;
    }
    Ok(())
}

/// Checks a REST answer body against the type serenity parses it into, by route template.
pub fn check_response(method: &str, template: &str, body: &Value) -> Result<(), String> {
    let what = format!("the answer to {method} {template}");
    match (method, template) {
        ("GET", "/gateway") => parse::<Gateway>(&what, body),
        ("GET", "/gateway/bot") => parse::<BotGateway>(&what, body),
        ("GET", "/users/@me") => parse::<CurrentUser>(&what, body),
        ("POST", "/users/@me/channels") => parse::<PrivateChannel>(&what, body),
        ("PUT", t) if t.ends_with("/commands") => parse::<Vec<Command>>(&what, body),
        ("POST" | "PATCH", t) if t.contains("/commands") => parse::<Command>(&what, body),
        ("GET", "/guilds/{guild_id}/channels") => parse::<Vec<GuildChannel>>(&what, body),
        ("POST", "/guilds/{guild_id}/channels") => parse::<GuildChannel>(&what, body),
        ("GET" | "PATCH" | "DELETE", "/channels/{channel_id}") => parse::<Channel>(&what, body),
        ("POST", t) if t.ends_with("/threads") => {
            parse::<GuildChannel>(&what, body)?;
            match body.get("message") {
                Some(m) => parse::<Message>(&format!("{what} (its message)"), m),
                None => Ok(()),
            }
        }
        ("GET", t) if t.contains("/threads/") => parse::<ThreadsData>(&what, body),
        ("GET", "/guilds/{guild_id}/members/{user_id}") => parse::<Member>(&what, body),
        ("GET", "/guilds/{guild_id}/members") => parse::<Vec<Member>>(&what, body),
        ("PATCH", "/guilds/{guild_id}/members/{user_id}") => parse::<Member>(&what, body),
        ("GET", t) if t.contains("/voice-states/") => parse::<VoiceState>(&what, body),
        (_, t) if t.contains("/messages") || t.starts_with("/webhooks/") => {
            if body.is_array() {
                parse::<Vec<Message>>(&what, body)
            } else if body.is_null() {
                Ok(())
            } else {
                parse::<Message>(&what, body)
            }
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_speech_feed_passes_as_unknown_and_a_bad_voice_state_does_not() {
        let feed = json!({"guild_id": "1", "user_id": "2", "speaking": true});
        assert_eq!(check_dispatch("REGISSEUR_TEST_SPEAKING", &feed), Ok(()));
        let numeric = json!({"guild_id": "1", "user_id": 2, "speaking": true});
        assert!(check_dispatch("REGISSEUR_TEST_SPEAKING", &numeric).is_err());
        assert!(
            check_dispatch("REGISSEUR_OTHER", &feed).is_err(),
            "not a test event"
        );
        let state = json!({"guild_id": "1", "channel_id": "3", "user_id": "2", "deaf": false,
            "mute": false, "self_deaf": false, "self_mute": false, "self_video": false,
            "suppress": true, "request_to_speak_timestamp": null, "session_id": "s"});
        assert_eq!(check_dispatch("VOICE_STATE_UPDATE", &state), Ok(()));
        let mut no_session = state.clone();
        no_session.as_object_mut().map(|s| s.remove("session_id"));
        assert!(check_dispatch("VOICE_STATE_UPDATE", &no_session).is_err());
        let server = json!({"token": "t", "guild_id": "1", "endpoint": "127.0.0.1:9"});
        assert_eq!(check_dispatch("VOICE_SERVER_UPDATE", &server), Ok(()));
    }
}
