//! Discord's presences, reported to the games: with the presence intent on
//! (`PRESENCE_INTENT=1`), each change of a seated player's status (offline or invisible, or
//! back) goes to every Loups-Garous game of the guild he plays in. The disconnection rule
//! itself (§5: two minutes offline, *parti*) is the engine's (`loups_garous::absence`): its
//! deadline is in the game's state, so a restart keeps it to the same instant. Without the
//! intent only leaving the server makes a player *parti*.

use engine::loups_garous::Command;
use engine::notice::PlayerId;
use poise::serenity_prelude as serenity;

use super::Data;

/// A player's status as serenity's cache has it (`None`: the cache does not know).
fn cached_offline(
    cache: &serenity::Cache,
    guild: serenity::GuildId,
    user: serenity::UserId,
) -> Option<bool> {
    let g = cache.guild(guild)?;
    Some(g.presences.get(&user).is_none_or(|p| is_offline(p.status)))
}

/// A presence update, reported to the games. Handlers of close updates run concurrently, so
/// the status is read from serenity's cache, which the gateway updates in order.
pub async fn updated(ctx: &serenity::Context, presence: &serenity::Presence, data: &Data) {
    let Some(guild) = presence.guild_id else {
        return;
    };
    let user = presence.user.id;
    let status = |_| {
        let cached = cached_offline(&ctx.cache, guild, user);
        Some(cached.unwrap_or(is_offline(presence.status)))
    };
    report(data, guild.get(), PlayerId(user.get()), status).await;
}

/// At start-up: a player the games hold offline whom the cache now sees online came back
/// while the bot was away. (A member missing from the cache's presences is not taken for
/// offline: the gateway lists only some.)
pub async fn rearm(ctx: &serenity::Context, data: &Data) {
    let guilds: std::collections::BTreeSet<u64> = data
        .hosts
        .lg
        .tables()
        .await
        .into_iter()
        .map(|t| t.guild)
        .collect();
    for guild in guilds {
        let g = serenity::GuildId::new(guild.max(1));
        let online = |p: PlayerId| {
            let cached = cached_offline(&ctx.cache, g, serenity::UserId::new(p.0.max(1)));
            (cached == Some(false)).then_some(false)
        };
        for player in offline_players(data, guild).await {
            report(data, guild, player, online).await;
        }
    }
}

/// The players the running games of `guild` hold offline.
async fn offline_players(data: &Data, guild: u64) -> Vec<PlayerId> {
    let lg = &data.hosts.lg;
    let mut out = Vec::new();
    for table in lg.tables().await.into_iter().filter(|t| t.guild == guild) {
        if let Ok(state) = lg.state(table.id()).await {
            let offline = state.players.iter().filter(|p| p.offline).map(|p| p.id);
            out.extend(offline.filter(|p| !out.contains(p)).collect::<Vec<_>>());
        }
    }
    out
}

/// How many times a report is checked again after it was committed (see [`report`]).
const RECHECKS: usize = 3;

/// Tells every game of `guild` that seats `player` his status (`status`: offline or not,
/// `None` to say nothing), where it is news to the game. Two close updates are handled
/// concurrently and their commands may reach the game in either order, so once its own
/// command is committed a report reads the status again and corrects the game when a later
/// one changed it: the last report to finish leaves the game with the latest status.
async fn report(
    data: &Data,
    guild: u64,
    player: PlayerId,
    status: impl Fn(PlayerId) -> Option<bool>,
) {
    let lg = &data.hosts.lg;
    for table in lg.tables().await.into_iter().filter(|t| t.guild == guild) {
        let game = table.id();
        let mut sent = None;
        for _ in 0..=RECHECKS {
            let Some(offline) = status(player) else {
                return;
            };
            let Ok(state) = lg.state(game).await else {
                break;
            };
            // (a status the game was just told and did not take: not running, nothing to do)
            if sent == Some(offline) || state.player(player).is_none_or(|p| p.offline == offline) {
                break;
            }
            sent = Some(offline);
            match lg.send(game, Command::Presence { player, offline }).await {
                Ok(_) => tracing::info!(%game, user = player.0, offline, "presence reported"),
                Err(e) => {
                    tracing::info!(%game, user = player.0, error = ?e, "presence refused");
                    break;
                }
            }
        }
    }
}

fn is_offline(status: serenity::OnlineStatus) -> bool {
    matches!(
        status,
        serenity::OnlineStatus::Offline | serenity::OnlineStatus::Invisible
    )
}
