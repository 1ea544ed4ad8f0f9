//! Start-up, application commands, the guild, its channel list, members and roles.

use serde_json::{json, Value};

use super::rest::{Reply, Req};
use super::Shared;
use crate::access::is_thread;
use crate::state::State;

/// Handles the route if it is one of this module's.
pub(crate) fn route(shared: &Shared, state: &mut State, req: &Req) -> Option<Reply> {
    if let Some(reply) = route_app(shared, state, req) {
        return Some(reply);
    }
    let reply = match (req.method.as_str(), req.template.as_str()) {
        (_, t) if t.starts_with("/guilds/{guild_id}") && req.id("guild_id") != state.guild.id => {
            Reply::error(404, 10004, "Unknown Guild")
        }
        ("GET", "/guilds/{guild_id}") => Reply::ok(state.guild_json()),
        ("GET", "/guilds/{guild_id}/channels") => {
            // Threads are not listed (Discord: GET …/threads/active).
            let guild_channels = state
                .channels
                .values()
                .filter(|c| c.get("guild_id").is_some() && !is_thread(c));
            Reply::ok(json!(guild_channels.cloned().collect::<Vec<_>>()))
        }
        ("GET", "/guilds/{guild_id}/members/{user_id}") => match state.member(req.id("user_id")) {
            Some(m) => Reply::ok(m.json()),
            None => Reply::error(404, 10007, "Unknown Member"),
        },
        ("GET", "/guilds/{guild_id}/members") => list_members(state, req),
        ("PUT" | "DELETE", "/guilds/{guild_id}/members/{user_id}/roles/{role_id}") => {
            member_role(shared, state, req)
        }
        ("GET", "/guilds/{guild_id}/roles") => Reply::ok(json!(state
            .guild
            .roles
            .iter()
            .map(super::super::fixture::RoleFixture::json)
            .collect::<Vec<_>>())),
        ("POST", "/guilds/{guild_id}/roles") => create_role(shared, state, req),
        _ => return None,
    };
    Some(reply)
}

/// Gateway discovery, the application, users and commands.
fn route_app(shared: &Shared, state: &mut State, req: &Req) -> Option<Reply> {
    let reply = match (req.method.as_str(), req.template.as_str()) {
        ("GET", "/gateway") => Reply::ok(json!({"url": shared.gateway_url()})),
        ("GET", "/gateway/bot") => Reply::ok(json!({"url": shared.gateway_url(), "shards": 1,
            "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 14_400_000, "max_concurrency": 1}})),
        ("GET", "/oauth2/applications/@me" | "/applications/@me") => Reply::ok(application(state)),
        ("GET", "/users/@me") => Reply::ok(current_user(state)),
        ("GET", "/users/{user_id}") => match state.member(req.id("user_id")) {
            Some(m) => Reply::ok(m.user.json()),
            None => Reply::error(404, 10013, "Unknown User"),
        },
        (_, t) if t.starts_with("/applications/{application_id}") && t.contains("/commands") => {
            if req.id("application_id") != state.guild.application_id {
                return Some(Reply::error(403, 50001, "Missing Access"));
            }
            commands(state, req)?
        }
        _ => return None,
    };
    Some(reply)
}

fn list_members(state: &State, req: &Req) -> Reply {
    let after: u64 = req
        .query_param("after")
        .and_then(|a| a.parse().ok())
        .unwrap_or(0);
    let limit: usize = req
        .query_param("limit")
        .and_then(|a| a.parse().ok())
        .unwrap_or(1);
    let mut members: Vec<_> = state
        .guild
        .members
        .iter()
        .filter(|m| m.user.id > after)
        .collect();
    members.sort_by_key(|m| m.user.id);
    Reply::ok(json!(members
        .iter()
        .take(limit)
        .map(|m| m.json())
        .collect::<Vec<_>>()))
}

fn current_user(state: &State) -> Value {
    let mut user = state.guild.bot.json();
    user["verified"] = json!(true);
    user["mfa_enabled"] = json!(false);
    user["flags"] = json!(0);
    user
}

fn application(state: &State) -> Value {
    let owner = state.member(state.guild.owner_id).map(|m| m.user.json());
    json!({
        "id": state.guild.application_id.to_string(), "name": "Régisseur", "icon": null,
        "description": "", "rpc_origins": [], "bot_public": false, "bot_require_code_grant": false,
        "terms_of_service_url": null, "privacy_policy_url": null, "owner": owner,
        "verify_key": "0".repeat(64), "team": null, "guild_id": null,
        "flags": state.guild.application_flags,
        "tags": [], "install_params": null, "custom_install_url": null,
        "bot": current_user(state),
    })
}

fn commands(state: &mut State, req: &Req) -> Option<Reply> {
    let scope = req
        .template
        .contains("/guilds/")
        .then(|| req.id("guild_id"));
    let app = state.guild.application_id.to_string();
    let stamp = |command: &Value, state: &mut State| {
        let mut c = command.clone();
        let id = state.next_id().to_string();
        c["id"] = json!(id);
        c["application_id"] = json!(app);
        c["version"] = json!(id);
        c["type"] = c.get("type").cloned().unwrap_or(json!(1));
        c["default_member_permissions"] = c
            .get("default_member_permissions")
            .cloned()
            .unwrap_or(Value::Null);
        c["description"] = c.get("description").cloned().unwrap_or(json!(""));
        if let Some(g) = scope {
            c["guild_id"] = json!(g.to_string());
        }
        c
    };
    let reply = match req.method.as_str() {
        "PUT" => {
            let list: Vec<Value> = req.json().as_array().cloned().unwrap_or_default();
            let list: Vec<Value> = list.iter().map(|c| stamp(c, state)).collect();
            state.commands.insert(scope, json!(list));
            Reply::ok(json!(list))
        }
        "GET" if !req.template.ends_with("{command_id}") => Reply::ok(
            state
                .commands
                .get(&scope)
                .cloned()
                .unwrap_or_else(|| json!([])),
        ),
        "POST" => {
            let command = stamp(&req.json(), state);
            let list = state.commands.entry(scope).or_insert_with(|| json!([]));
            if let Some(list) = list.as_array_mut() {
                list.retain(|c| c["name"] != command["name"] || c["type"] != command["type"]);
                list.push(command.clone());
            }
            Reply::created(command)
        }
        _ => return None,
    };
    Some(reply)
}

fn member_role(shared: &Shared, state: &mut State, req: &Req) -> Reply {
    let (user, role) = (req.id("user_id"), req.id("role_id"));
    if !state.guild.roles.iter().any(|r| r.id == role) {
        return Reply::error(404, 10011, "Unknown Role");
    }
    let guild = state.guild.id;
    let Some(member) = state.guild.members.iter_mut().find(|m| m.user.id == user) else {
        return Reply::error(404, 10007, "Unknown Member");
    };
    member.roles.retain(|r| *r != role);
    if req.method == "PUT" {
        member.roles.push(role);
    }
    let mut update = member.json();
    update["guild_id"] = json!(guild.to_string());
    shared.dispatch(state, "GUILD_MEMBER_UPDATE", update);
    Reply::empty()
}

fn create_role(shared: &Shared, state: &mut State, req: &Req) -> Reply {
    let body = req.json();
    let id = state.next_id();
    let permissions = body["permissions"]
        .as_str()
        .and_then(|p| p.parse().ok())
        .or(body["permissions"].as_u64());
    let role = crate::fixture::RoleFixture {
        id,
        name: body["name"].as_str().unwrap_or("new role").to_string(),
        permissions: permissions.unwrap_or(0),
        position: state.guild.roles.len() as u64,
        bot_id: None,
    };
    let json = role.json();
    state.guild.roles.push(role);
    let guild = state.guild.id.to_string();
    shared.dispatch(
        state,
        "GUILD_ROLE_CREATE",
        json!({"guild_id": guild, "role": json}),
    );
    Reply::ok(json)
}
