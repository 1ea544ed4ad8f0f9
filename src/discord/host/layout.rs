//! A game's channels, from the game's own list: a category and its channels (its voice ones
//! for a game played by voice), hidden from @everyone, open to the bot (and to the MJs for
//! theirs). Players get their member overwrites from the executor as the game goes. Channels that cannot all be made are
//! deleted again, and a game's channels are deleted together (`/mj archiver`).

use std::collections::BTreeMap;

use poise::serenity_prelude as serenity;
use serenity::{ChannelType, PermissionOverwrite, PermissionOverwriteType, Permissions};

use super::overwrites::{bot as bot_bits, write_bit, READ, VIEW_CHANNEL};
use super::retry::{discord_code, retry};
use super::{ChannelKind, ChannelSpec};
use crate::store::CATEGORY;

fn overwrites(
    guild: u64,
    bot: u64,
    kind: ChannelKind,
    mjs: &[PermissionOverwriteType],
) -> Vec<PermissionOverwrite> {
    let mut out = vec![
        PermissionOverwrite {
            allow: Permissions::empty(),
            deny: Permissions::from_bits_truncate(VIEW_CHANNEL),
            kind: PermissionOverwriteType::Role(serenity::RoleId::new(guild)),
        },
        PermissionOverwrite {
            allow: Permissions::from_bits_truncate(bot_bits(kind)),
            deny: Permissions::empty(),
            kind: PermissionOverwriteType::Member(serenity::UserId::new(bot)),
        },
    ];
    for mj in mjs {
        out.push(PermissionOverwrite {
            allow: Permissions::from_bits_truncate(READ | write_bit(kind)),
            deny: Permissions::empty(),
            kind: *mj,
        });
    }
    out
}

/// What [`create`] made: the channel map (with the category) and the forums that Discord
/// refused and became text channels (their posts are then public threads).
pub struct Made {
    pub channels: BTreeMap<String, u64>,
    pub fell_back: Vec<&'static str>,
}

/// Creates a game's category (`title`) and `channels` (its voice channels only when `voice`);
/// `mjs` are the MJ role and the MJ who asked. A forum the guild refuses (no Community
/// feature) becomes a text channel. When one cannot be made, those made are deleted again and
/// the error is returned.
pub async fn create(
    http: &serenity::Http,
    guild: u64,
    bot: u64,
    title: &str,
    channels: &[ChannelSpec],
    mjs: &[PermissionOverwriteType],
    voice: bool,
) -> Result<Made, serenity::Error> {
    let mut made = Made {
        channels: BTreeMap::new(),
        fell_back: Vec::new(),
    };
    let channels: Vec<ChannelSpec> = channels
        .iter()
        .filter(|c| voice || !c.voice)
        .copied()
        .collect();
    match create_into(&mut made, http, guild, bot, title, &channels, mjs).await {
        Ok(()) => Ok(made),
        Err(e) => {
            let count = made.channels.len();
            tracing::warn!(error = %e, made = count, "a game's channels cannot be made: deleting those made");
            if let Err(again) = delete(http, &made.channels).await {
                tracing::error!(error = %again, "channels of a game that was not made are left");
            }
            Err(e)
        }
    }
}

/// Deletes a game's channels, the category last; one already gone counts as deleted.
pub async fn delete(
    http: &serenity::Http,
    channels: &BTreeMap<String, u64>,
) -> Result<(), serenity::Error> {
    let children = channels.iter().filter(|(n, _)| n.as_str() != CATEGORY);
    let category = channels.iter().filter(|(n, _)| n.as_str() == CATEGORY);
    for (_, id) in children.chain(category) {
        let channel = serenity::ChannelId::new(*id);
        match retry("delete channel", || channel.delete(http)).await {
            Ok(_) => {}
            Err(e) if discord_code(&e) == Some(UNKNOWN_CHANNEL) => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

/// Discord's code for a channel that does not exist (any more).
const UNKNOWN_CHANNEL: isize = 10003;

async fn create_into(
    made: &mut Made,
    http: &serenity::Http,
    guild: u64,
    bot: u64,
    title: &str,
    channels: &[ChannelSpec],
    mjs: &[PermissionOverwriteType],
) -> Result<(), serenity::Error> {
    let g = serenity::GuildId::new(guild);
    let category = retry("create category", || {
        g.create_channel(
            http,
            serenity::CreateChannel::new(title)
                .kind(ChannelType::Category)
                .permissions(overwrites(guild, bot, ChannelKind::Text, &[])),
        )
    })
    .await?
    .id;
    made.channels.insert(CATEGORY.to_owned(), category.get());
    for spec in channels {
        let id = match spec.kind {
            ChannelKind::Forum => match forum(http, g, bot, category, spec).await {
                Ok(id) => id,
                Err(e) if refused(&e) => {
                    tracing::warn!(guild, name = spec.name, error = %e, "no forum here: a text channel instead");
                    made.fell_back.push(spec.name);
                    text(http, g, bot, category, spec, mjs).await?
                }
                Err(e) => return Err(e),
            },
            ChannelKind::Text | ChannelKind::Voice | ChannelKind::Stage => {
                text(http, g, bot, category, spec, mjs).await?
            }
        };
        made.channels.insert(spec.name.to_owned(), id);
    }
    Ok(())
}

/// Whether Discord refused the channel's shape (a forum where the guild cannot have one).
fn refused(e: &serenity::Error) -> bool {
    matches!(e, serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))
        if r.status_code.as_u16() == 400)
}

/// A text channel, or a voice or stage one (the same call, another type).
async fn text(
    http: &serenity::Http,
    g: serenity::GuildId,
    bot: u64,
    category: serenity::ChannelId,
    spec: &ChannelSpec,
    mjs: &[PermissionOverwriteType],
) -> Result<u64, serenity::Error> {
    // A forum that fell back keeps the forum's permissions: players write in threads only.
    let perms = overwrites(g.get(), bot, spec.kind, if spec.mjs { mjs } else { &[] });
    let kind = match spec.kind {
        ChannelKind::Voice => ChannelType::Voice,
        ChannelKind::Stage => ChannelType::Stage,
        ChannelKind::Text | ChannelKind::Forum => ChannelType::Text,
    };
    let channel = retry("create channel", || {
        g.create_channel(
            http,
            serenity::CreateChannel::new(spec.shown)
                .kind(kind)
                .category(category)
                .permissions(perms.clone()),
        )
    })
    .await?;
    Ok(channel.id.get())
}

/// A forum with its tags (raw JSON: the tags are made without ids).
async fn forum(
    http: &serenity::Http,
    g: serenity::GuildId,
    bot: u64,
    category: serenity::ChannelId,
    spec: &ChannelSpec,
) -> Result<u64, serenity::Error> {
    let perms = overwrites(g.get(), bot, ChannelKind::Forum, &[]);
    let overwrites: Vec<serde_json::Value> = perms
        .iter()
        .map(|o| {
            let (id, kind) = match o.kind {
                PermissionOverwriteType::Member(u) => (u.get(), 1),
                PermissionOverwriteType::Role(r) => (r.get(), 0),
                _ => (0, 0),
            };
            serde_json::json!({"id": id.to_string(), "type": kind,
                "allow": o.allow.bits().to_string(), "deny": o.deny.bits().to_string()})
        })
        .collect();
    let tags: Vec<serde_json::Value> = spec
        .tags
        .iter()
        .map(|t| serde_json::json!({"name": t, "moderated": false}))
        .collect();
    let body = serde_json::json!({"name": spec.shown, "type": 15, "parent_id": category.get().to_string(),
        "permission_overwrites": overwrites, "available_tags": tags});
    let channel = retry("create forum", || http.create_channel(g, &body, None)).await?;
    Ok(channel.id.get())
}
