//! A game's channels: the category, `#place`, `#meute`, `#cimetiere`, `#amoureux` and the MJ
//! channel, hidden from @everyone, open to the bot (and to the MJs for theirs). Players get
//! their member overwrites from the executor once the game starts.

use poise::serenity_prelude as serenity;
use serenity::{ChannelType, PermissionOverwrite, PermissionOverwriteType, Permissions};

use super::overwrites::{BOT, READ, SEND_MESSAGES, VIEW_CHANNEL};
use super::retry::retry;
use crate::store::Channels;

fn overwrites(guild: u64, bot: u64, mjs: &[PermissionOverwriteType]) -> Vec<PermissionOverwrite> {
    let mut out = vec![
        PermissionOverwrite {
            allow: Permissions::empty(),
            deny: Permissions::from_bits_truncate(VIEW_CHANNEL),
            kind: PermissionOverwriteType::Role(serenity::RoleId::new(guild)),
        },
        PermissionOverwrite {
            allow: Permissions::from_bits_truncate(BOT),
            deny: Permissions::empty(),
            kind: PermissionOverwriteType::Member(serenity::UserId::new(bot)),
        },
    ];
    for kind in mjs {
        out.push(PermissionOverwrite {
            allow: Permissions::from_bits_truncate(READ | SEND_MESSAGES),
            deny: Permissions::empty(),
            kind: *kind,
        });
    }
    out
}

/// Creates a game's category and channels; `mjs` are the MJ role and the MJ who asked.
pub async fn create(
    http: &serenity::Http,
    guild: u64,
    bot: u64,
    title: &str,
    mjs: &[PermissionOverwriteType],
) -> Result<Channels, serenity::Error> {
    let g = serenity::GuildId::new(guild);
    let category = retry("create category", || {
        g.create_channel(
            http,
            serenity::CreateChannel::new(title)
                .kind(ChannelType::Category)
                .permissions(overwrites(guild, bot, &[])),
        )
    })
    .await?
    .id;
    let mut ids = Vec::new();
    for (name, for_mjs) in [
        ("place", false),
        ("meute", false),
        ("cimetiere", false),
        ("amoureux", false),
        ("mj", true),
    ] {
        let perms = overwrites(guild, bot, if for_mjs { mjs } else { &[] });
        let channel = retry("create channel", || {
            g.create_channel(
                http,
                serenity::CreateChannel::new(name)
                    .kind(ChannelType::Text)
                    .category(category)
                    .permissions(perms.clone()),
            )
        })
        .await?;
        ids.push(channel.id.get());
    }
    Ok(Channels {
        category: category.get(),
        place: ids[0],
        meute: ids[1],
        cimetiere: ids[2],
        amoureux: ids[3],
        mj: ids[4],
    })
}
