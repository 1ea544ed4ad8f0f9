//! A game's channels, from the game's own list: a category and its channels, hidden from
//! @everyone, open to the bot (and to the MJs for theirs). Players get their member
//! overwrites from the executor as the game goes. Channels that cannot all be made are
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

/// Creates a game's category (`title`) and `channels`; `mjs` are the MJ role and the MJ who
/// asked. Returns the channel map (with the category). When one cannot be made, those made
/// are deleted again and the error is returned.
pub async fn create(
    http: &serenity::Http,
    guild: u64,
    bot: u64,
    title: &str,
    channels: &[ChannelSpec],
    mjs: &[PermissionOverwriteType],
) -> Result<BTreeMap<String, u64>, serenity::Error> {
    let mut made = BTreeMap::new();
    match create_into(&mut made, http, guild, bot, title, channels, mjs).await {
        Ok(()) => Ok(made),
        Err(e) => {
            tracing::warn!(error = %e, made = made.len(), "a game's channels cannot be made: deleting those made");
            if let Err(again) = delete(http, &made).await {
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
    ids: &mut BTreeMap<String, u64>,
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
    ids.insert(CATEGORY.to_owned(), category.get());
    for spec in channels {
        let perms = overwrites(guild, bot, spec.kind, if spec.mjs { mjs } else { &[] });
        let kind = match spec.kind {
            ChannelKind::Text => ChannelType::Text,
            ChannelKind::Forum => ChannelType::Forum,
        };
        let channel = retry("create channel", || {
            g.create_channel(
                http,
                serenity::CreateChannel::new(spec.name)
                    .kind(kind)
                    .category(category)
                    .permissions(perms.clone()),
            )
        })
        .await?;
        ids.insert(spec.name.to_owned(), channel.id.get());
    }
    Ok(())
}
