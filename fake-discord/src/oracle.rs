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
    MessageUpdateEvent,
};
use serenity::model::gateway::{BotGateway, Gateway, Ready};
use serenity::model::guild::{Guild, Member, Role};
use serenity::model::user::CurrentUser;

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
