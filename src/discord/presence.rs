//! The disconnection rule (§5, seed: «Au bout de deux minutes, vous êtes considéré comme
//! parti»): with the presence intent on (`PRESENCE_INTENT=1`), a player who stays offline
//! for the game's `deconnexion` setting (2 minutes by default) is *parti*. Coming back in
//! time cancels it. Each absence is kept in the store with its start, so a restart re-arms it
//! at the same instant. Without the intent only leaving the server makes a player *parti*.

use std::collections::BTreeMap;
use std::sync::Mutex;

use engine::loups_garous::{Command, Phase};
use engine::notice::PlayerId;
use poise::serenity_prelude as serenity;

use super::Data;

/// Who went offline, each with the mark of that departure (a new one cancels the old).
#[derive(Debug, Default)]
pub struct Watch {
    offline: Mutex<BTreeMap<u64, u64>>,
    marks: Mutex<u64>,
}

impl Watch {
    /// Marks `user` offline; returns the mark a timer must still find to act.
    fn went_offline(&self, user: u64) -> u64 {
        let mut marks = self.marks.lock().unwrap_or_else(|e| e.into_inner());
        *marks += 1;
        let mark = *marks;
        self.lock().insert(user, mark);
        mark
    }

    fn came_back(&self, user: u64) -> bool {
        self.lock().remove(&user).is_some()
    }

    fn still_offline(&self, user: u64, mark: u64) -> bool {
        self.lock().get(&user) == Some(&mark)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, BTreeMap<u64, u64>> {
        self.offline.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// A player's status as serenity's cache has it (`None`: the cache does not know).
fn cached_offline(
    cache: &serenity::Cache,
    guild: serenity::GuildId,
    user: serenity::UserId,
) -> Option<bool> {
    let g = cache.guild(guild)?;
    Some(g.presences.get(&user).is_none_or(|p| is_offline(p.status)))
}

/// A presence update: an offline player's absence is recorded (with its start, in the store)
/// and timers start; each acts only if the player is still offline when it fires. Handlers of
/// close updates run concurrently, so the status is read from serenity's cache, which the
/// gateway updates in order.
pub async fn updated(ctx: &serenity::Context, presence: &serenity::Presence, data: &Data) {
    let Some(guild) = presence.guild_id else {
        return;
    };
    let user = presence.user.id;
    let offline = cached_offline(&ctx.cache, guild, user).unwrap_or(is_offline(presence.status));
    if !offline {
        if data.presence.came_back(user.get()) {
            tracing::info!(user = user.get(), "back online in time");
        }
        if let Err(e) = data.store.mark_online(guild.get(), user.get()).await {
            tracing::warn!(error = %e, "cannot forget an absence");
        }
        return;
    }
    let since = data.hosts.lg.runtime.now();
    if let Err(e) = data
        .store
        .mark_offline(guild.get(), user.get(), since)
        .await
    {
        tracing::warn!(error = %e, "cannot record an absence");
    }
    arm(ctx, data, guild, user, since).await;
}

/// At start-up: every absence recorded before the restart is armed again, at the same instant
/// (an absence whose player the cache now sees online is forgotten).
pub async fn rearm(ctx: &serenity::Context, data: &Data) {
    let absences = match data.store.offline().await {
        Ok(a) => a,
        Err(e) => return tracing::warn!(error = %e, "cannot read the absences"),
    };
    for (guild, user, since) in absences {
        let (g, u) = (serenity::GuildId::new(guild), serenity::UserId::new(user));
        if cached_offline(&ctx.cache, g, u) == Some(false) {
            let _ = data.store.mark_online(guild, user).await;
            continue;
        }
        tracing::info!(
            guild,
            user,
            "an absence from before the restart is armed again"
        );
        arm(ctx, data, g, u, since).await;
    }
}

/// Starts the timers of `user`'s absence since `since`: one per running game they play alive.
async fn arm(
    ctx: &serenity::Context,
    data: &Data,
    guild: serenity::GuildId,
    user: serenity::UserId,
    since: engine::Timestamp,
) {
    let lg = &data.hosts.lg;
    let mark = data.presence.went_offline(user.get());
    for table in lg
        .tables()
        .await
        .into_iter()
        .filter(|t| t.guild == guild.get())
    {
        let Ok(state) = lg.state(table.id()).await else {
            continue;
        };
        let me = PlayerId(user.get());
        if matches!(state.phase, Phase::Lobby | Phase::Ended) || !state.alive(me) {
            continue;
        }
        let delay = chrono::Duration::seconds(state.settings.deconnexion.max(0));
        let after = (since + delay - lg.runtime.now())
            .to_std()
            .unwrap_or_default();
        let (lg, watch, game, cache) = (
            lg.clone(),
            data.presence.clone(),
            table.id(),
            ctx.cache.clone(),
        );
        let store = data.store.clone();
        tokio::spawn(async move {
            tokio::time::sleep(after).await;
            let still = cached_offline(&cache, guild, user) != Some(false);
            if !still || !watch.still_offline(user.get(), mark) {
                return;
            }
            let departed = Command::Departed { player: me };
            match lg.send(game, departed).await {
                Ok(_) => tracing::info!(%game, user = user.get(), "offline too long: parti"),
                Err(e) => {
                    tracing::info!(%game, user = user.get(), error = ?e, "offline departure refused")
                }
            }
            let _ = store.mark_online(guild.get(), user.get()).await;
        });
    }
}

fn is_offline(status: serenity::OnlineStatus) -> bool {
    matches!(
        status,
        serenity::OnlineStatus::Offline | serenity::OnlineStatus::Invisible
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_return_cancels_the_departure_and_a_new_absence_starts_over() {
        let watch = Watch::default();
        let first = watch.went_offline(7);
        assert!(watch.still_offline(7, first));
        assert!(watch.came_back(7));
        assert!(!watch.still_offline(7, first));
        let second = watch.went_offline(7);
        assert!(!watch.still_offline(7, first));
        assert!(watch.still_offline(7, second));
        assert!(!watch.came_back(8));
    }
}
