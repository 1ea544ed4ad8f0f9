//! `PATCH /guilds/{guild_id}/members/{user_id}`, its voice keys as Discord documents them:
//! `channel_id` moves a connected member (MOVE_MEMBERS, and CONNECT in the destination) or
//! disconnects them (`null`), `mute` and `deaf` need MUTE_MEMBERS and DEAFEN_MEMBERS; a member
//! who is not connected gets 400 / 40032. Other keys are not modelled (recorded).

use serde_json::{json, Value};

use super::rest::{Reply, Req};
use super::routes_channels::refuse;
use super::routes_voice::announce;
use super::Shared;
use crate::access::{is_voice, MISSING_PERMISSIONS};
use crate::perms;
use crate::state::{id_of, State};

/// Keys of the member PATCH the fake does not model.
const UNMODELLED: [&str; 4] = ["nick", "roles", "communication_disabled_until", "flags"];

/// What a member PATCH asks of the voice.
struct Wish {
    /// `Some(None)`: disconnect; `Some(Some(c))`: move to `c` (a PATCH's three states).
    #[allow(clippy::option_option)]
    channel: Option<Option<u64>>,
    mute: Option<bool>,
    deaf: Option<bool>,
}

/// Handles the route if it is one of this module's.
pub(crate) fn route(shared: &Shared, state: &mut State, req: &Req) -> Option<Reply> {
    match (req.method.as_str(), req.template.as_str()) {
        ("PATCH", "/guilds/{guild_id}/members/{user_id}") => Some(edit_member(shared, state, req)),
        _ => None,
    }
}

fn edit_member(shared: &Shared, state: &mut State, req: &Req) -> Reply {
    let user = req.id("user_id");
    if state.member(user).is_none() {
        return Reply::error(404, 10007, "Unknown Member");
    }
    let body = req.json();
    for key in UNMODELLED.iter().filter(|k| body.get(**k).is_some()) {
        let what = format!(
            "PATCH {}: `{key}` is valid, but the fake does not implement it",
            req.template
        );
        state.violations.push(what);
    }
    let wish = Wish {
        channel: body
            .get("channel_id")
            .map(|c| Some(id_of(c)).filter(|c| *c != 0)),
        mute: body["mute"].as_bool(),
        deaf: body["deaf"].as_bool(),
    };
    if wish.channel.is_some() || wish.mute.is_some() || wish.deaf.is_some() {
        let Some(current) = state.voice.states.get(&user).map(|v| v.channel_id) else {
            return Reply::error(400, 40032, "Target user is not connected to voice");
        };
        if let Err(refusal) = may_edit(state, current, &wish) {
            return refusal;
        }
    }
    if !apply(shared, state, user, &wish) {
        state.record_noop(format!("PATCH member {user} changes nothing"));
    }
    Reply::ok(
        state
            .member(user)
            .map_or(Value::Null, super::super::fixture::MemberFixture::json),
    )
}

/// Discord's checks for the bot: MOVE_MEMBERS where the member is (and, for a move, in the
/// destination, a voice or stage channel the bot may connect to), MUTE_MEMBERS and
/// DEAFEN_MEMBERS where the member is. The moved member's own CONNECT is not needed: moving
/// someone is the mover's power.
fn may_edit(state: &State, current: u64, wish: &Wish) -> Result<(), Reply> {
    let bot = state.guild.bot.id;
    let holds = |channel, bits| state.holds(bot, channel, bits);
    if let Some(Some(to)) = wish.channel {
        let Some(c) = state.channels.get(&to) else {
            return Err(Reply::error(404, 10003, "Unknown Channel"));
        };
        if !is_voice(c) {
            return Err(Reply::error(
                400,
                50024,
                "Cannot execute action on this channel type",
            ));
        }
        if !holds(to, perms::MOVE_MEMBERS) || !state.can_connect(bot, to) {
            return Err(refuse(MISSING_PERMISSIONS));
        }
    }
    let needs = [
        (wish.channel.is_some(), perms::MOVE_MEMBERS),
        (wish.mute.is_some(), perms::MUTE_MEMBERS),
        (wish.deaf.is_some(), perms::DEAFEN_MEMBERS),
    ];
    let bits = needs
        .iter()
        .filter(|(asked, _)| *asked)
        .fold(0, |b, (_, p)| b | p);
    if holds(current, bits) {
        Ok(())
    } else {
        Err(refuse(MISSING_PERMISSIONS))
    }
}

/// Applies a checked wish; returns whether anything changed. A server mute or deafen is the
/// member's (GUILD_MEMBER_UPDATE) and shows in their voice state (VOICE_STATE_UPDATE).
fn apply(shared: &Shared, state: &mut State, user: u64, wish: &Wish) -> bool {
    let guild = state.guild.id;
    let Some(member) = state.guild.members.iter_mut().find(|m| m.user.id == user) else {
        return false;
    };
    let before = (member.mute, member.deaf);
    member.mute = wish.mute.unwrap_or(member.mute);
    member.deaf = wish.deaf.unwrap_or(member.deaf);
    let member_changed = before != (member.mute, member.deaf);
    let mut update = member.json();
    update["guild_id"] = json!(guild.to_string());
    let (moved, left) = match wish.channel {
        Some(Some(to)) => (state.voice_connect(user, to, None), None),
        Some(None) => (false, state.voice_disconnect(user)),
        None => (false, None),
    };
    let voice_changed = moved || left.is_some() || member_changed;
    if voice_changed {
        announce(shared, state, user, left);
    }
    if member_changed {
        shared.dispatch(state, "GUILD_MEMBER_UPDATE", update);
    }
    voice_changed
}
