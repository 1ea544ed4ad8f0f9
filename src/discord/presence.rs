//! The disconnection rule (§5, seed: «Au bout de deux minutes, vous êtes considéré comme
//! parti»): with the presence intent on (`PRESENCE_INTENT=1`), a player who stays offline
//! for the game's `deconnexion` setting (2 minutes by default) is *parti*. Coming back in
//! time cancels it. Without the intent only leaving the server makes a player *parti*.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use engine::loups_garous::{Command, LoupsGarous, Phase};
use engine::notice::PlayerId;
use poise::serenity_prelude as serenity;

use super::host::Host;

type Lg = Host<LoupsGarous>;

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

/// A presence update: an offline player's timers start; each acts only if the player is
/// still offline when it fires. Handlers of close updates run concurrently, so the status
/// is read from serenity's cache, which the gateway updates in order.
pub async fn updated(
    ctx: &serenity::Context,
    presence: &serenity::Presence,
    lg: &Arc<Lg>,
    watch: &Arc<Watch>,
) {
    let user = presence.user.id.get();
    let guild = presence.guild_id;
    let offline_now = |cache: &serenity::Cache| {
        let cached = guild.and_then(|g| {
            cache
                .guild(g)
                .map(|g| g.presences.get(&presence.user.id).map(|p| p.status))
        });
        match cached {
            Some(status) => status.is_none_or(is_offline),
            None => is_offline(presence.status),
        }
    };
    if !offline_now(&ctx.cache) {
        if watch.came_back(user) {
            tracing::info!(user, "back online in time");
        }
        return;
    }
    let mark = watch.went_offline(user);
    for table in lg.tables().await {
        let Ok(state) = lg.state(table.id()).await else {
            continue;
        };
        if state.player(PlayerId(user)).is_none() {
            continue;
        }
        if matches!(state.phase, Phase::Lobby | Phase::Ended) || !state.alive(PlayerId(user)) {
            continue;
        }
        let after = Duration::from_secs(state.settings.deconnexion.max(0) as u64);
        let (lg, watch, game, cache) = (lg.clone(), watch.clone(), table.id(), ctx.cache.clone());
        let user_id = presence.user.id;
        tokio::spawn(async move {
            tokio::time::sleep(after).await;
            let cached = guild.and_then(|g| {
                cache
                    .guild(g)
                    .map(|g| g.presences.get(&user_id).map(|p| p.status))
            });
            let still = cached.is_none_or(|s| s.is_none_or(is_offline));
            if !still || !watch.still_offline(user, mark) {
                return;
            }
            let departed = Command::Departed {
                player: PlayerId(user),
            };
            match lg.send(game, departed).await {
                Ok(_) => tracing::info!(%game, user, "offline too long: parti"),
                Err(e) => tracing::info!(%game, user, error = ?e, "offline departure refused"),
            }
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
