//! A member's presence changing (online, idle, offline…): PRESENCE_UPDATE, seen only by a
//! session that asked for the privileged GUILD_PRESENCES intent.

use serde_json::json;

use crate::handle::FakeDiscord;

impl FakeDiscord {
    /// `user`'s status becomes `status` (`online`, `idle`, `dnd`, `offline`).
    pub fn presence(&self, user: u64, status: &str) -> Result<(), String> {
        if !["online", "idle", "dnd", "offline"].contains(&status) {
            return Err(format!("unknown status `{status}`"));
        }
        let shared = self.shared.clone();
        let mut state = shared.lock();
        if state.member(user).is_none() {
            return Err("unknown user".into());
        }
        let guild = state.guild.id.to_string();
        let client_status = if status == "offline" {
            json!({})
        } else {
            json!({"desktop": status})
        };
        shared.try_dispatch(
            &mut state,
            "PRESENCE_UPDATE",
            json!({
                "user": {"id": user.to_string()},
                "guild_id": guild,
                "status": status,
                "activities": [],
                "client_status": client_status,
            }),
        )?;
        drop(state);
        shared.bump();
        Ok(())
    }
}
