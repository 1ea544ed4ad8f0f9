//! A game's channels, from the game's own list: a category and its channels, hidden from
//! @everyone, open to the bot (and to the MJs for theirs). Players get their member
//! overwrites from the executor as the game goes.

use std::collections::BTreeMap;

use poise::serenity_prelude as serenity;
use serenity::{ChannelType, PermissionOverwrite, PermissionOverwriteType, Permissions};

use super::overwrites::{bot as bot_bits, write_bit, READ, VIEW_CHANNEL};
use super::retry::retry;
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
/// asked. Returns the channel map (with the category).
pub async fn create(
    http: &serenity::Http,
    guild: u64,
    bot: u64,
    title: &str,
    channels: &[ChannelSpec],
    mjs: &[PermissionOverwriteType],
) -> Result<BTreeMap<String, u64>, serenity::Error> {
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
    let mut ids = BTreeMap::from([(CATEGORY.to_owned(), category.get())]);
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
    Ok(ids)
}
