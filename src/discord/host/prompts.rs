//! The live prompts: messages whose buttons and menus may still be used. Once an offer a
//! prompt carries is gone (its step ended, it was used), its components are disabled and
//! the message says why in a line. Kept in memory and in the store, so a restart still
//! disables them.

use std::collections::BTreeMap;

use serde_json::{json, Value};
use tokio::sync::Mutex;

use super::components::Component;
use crate::store::{GameId, PromptRow, Store};

/// One live prompt.
#[derive(Debug, Clone, PartialEq)]
pub struct Prompt {
    pub message: u64,
    pub channel: u64,
    pub game: GameId,
    /// The offer keys of its components when it was sent (for the record).
    pub phase: String,
    pub content: String,
    /// Its action rows as sent (Discord's JSON).
    pub components: Value,
}

impl Prompt {
    fn row(&self) -> PromptRow {
        PromptRow {
            message: self.message,
            game: self.game,
            channel: self.channel,
            phase: self.phase.clone(),
            body: json!({"content": self.content, "components": self.components}).to_string(),
        }
    }

    fn from_row(r: PromptRow) -> Option<Prompt> {
        let body: Value = serde_json::from_str(&r.body).ok()?;
        Some(Prompt {
            message: r.message,
            channel: r.channel,
            game: r.game,
            phase: r.phase,
            content: body["content"].as_str()?.to_owned(),
            components: body["components"].clone(),
        })
    }
}

/// `content` with `line` under it.
pub fn with_line(content: &str, line: &str) -> String {
    if content.is_empty() {
        line.to_owned()
    } else {
        format!("{content}\n{line}")
    }
}

/// Disables every component whose `custom_id` satisfies `pick`. Returns whether every
/// component of the rows is now disabled.
pub fn disable(rows: &mut Value, pick: &dyn Fn(&str) -> bool) -> bool {
    let mut all = true;
    for row in rows.as_array_mut().into_iter().flatten() {
        for c in row["components"].as_array_mut().into_iter().flatten() {
            if c["custom_id"].as_str().is_some_and(pick) {
                c["disabled"] = json!(true);
            }
            all &= c["disabled"].as_bool() == Some(true);
        }
    }
    all
}

/// A change to a prompt, to store.
#[derive(Debug)]
pub enum Persist {
    /// Every component is disabled: the prompt is closed.
    Delete(u64),
    /// Some components are still live.
    Save(PromptRow),
}

/// The live prompts of every game.
pub struct Prompts {
    store: Store,
    live: Mutex<BTreeMap<u64, Prompt>>,
}

impl Prompts {
    /// Loads the live prompts of these (running) games.
    pub async fn load(
        store: Store,
        games: &std::collections::BTreeSet<GameId>,
    ) -> anyhow::Result<Prompts> {
        let live = store
            .live_prompts()
            .await?
            .into_iter()
            .filter(|r| games.contains(&r.game))
            .filter_map(Prompt::from_row)
            .map(|p| (p.message, p))
            .collect();
        Ok(Prompts {
            store,
            live: Mutex::new(live),
        })
    }

    /// A prompt just sent: live at once (a click may come before its batch is recorded).
    pub async fn sent(&self, prompt: Prompt) {
        self.live.lock().await.insert(prompt.message, prompt);
    }

    /// Stores the prompts a delivered batch sent (those still live, as they are now) with the
    /// game's delivery cursor, in one write.
    pub async fn delivered(&self, game: GameId, seq: u64, sent: &[u64]) {
        let rows: Vec<PromptRow> = {
            let live = self.live.lock().await;
            sent.iter()
                .filter_map(|m| live.get(m))
                .map(Prompt::row)
                .collect()
        };
        if let Err(e) = self.store.record_delivery(game, seq, &rows).await {
            tracing::error!(game = %game, error = %e, "cannot record a delivery");
        }
    }

    /// Forgets a prompt (closed, or gone).
    pub async fn remove(&self, message: u64) {
        self.remove_all(&[message]).await;
    }

    /// Forgets prompts (closed, or gone), in one write.
    pub async fn remove_all(&self, messages: &[u64]) {
        {
            let mut live = self.live.lock().await;
            for m in messages {
                live.remove(m);
            }
        }
        if let Err(e) = self.store.delete_prompts(messages).await {
            tracing::error!(error = %e, "cannot forget prompts");
        }
    }

    /// Disables the components of `action` for `player` in prompt `message` and adds
    /// `line`, in memory. Atomic: of two callers (the click's answer, the executor), one gets
    /// the edit body and the other `None`, as does a message that is not a live prompt or has
    /// no live component of that action. The caller stores the change with
    /// [`Prompts::persist`] once Discord has it (a click's answer does not wait for the
    /// database).
    pub async fn disable_action(
        &self,
        message: u64,
        player: u64,
        action: &str,
        line: &str,
    ) -> Option<(Value, Persist)> {
        self.disable(message, line, &|c| {
            matches!(c, Component::Offer { player: p, action: a, .. } if *p == player && a == action)
        })
        .await
    }

    /// Disables the components of prompt `message` that `pick` chooses and adds `line`, as
    /// [`Prompts::disable_action`] does.
    pub async fn disable(
        &self,
        message: u64,
        line: &str,
        pick: &(dyn Fn(&Component) -> bool + Sync),
    ) -> Option<(Value, Persist)> {
        let (prompt, all) = {
            let mut live = self.live.lock().await;
            let prompt = live.get_mut(&message)?;
            let mut rows = prompt.components.clone();
            let all = disable(&mut rows, &|id| {
                Component::decode(id).is_some_and(|c| pick(&c))
            });
            if rows == prompt.components {
                return None;
            }
            prompt.components = rows;
            prompt.content = with_line(&prompt.content, line);
            let prompt = prompt.clone();
            if all {
                live.remove(&message);
            }
            (prompt, all)
        };
        let body = json!({
            "content": prompt.content,
            "components": prompt.components,
            // Names in a prompt come from nicknames: they ping nobody.
            "allowed_mentions": {"parse": []},
        });
        let persist = if all {
            Persist::Delete(message)
        } else {
            Persist::Save(prompt.row())
        };
        Some((body, persist))
    }

    /// Stores what [`Prompts::disable`] changed.
    pub async fn persist(&self, change: Persist) {
        let stored = match change {
            Persist::Delete(message) => self.store.delete_prompt(message).await,
            Persist::Save(row) => self.store.save_prompt(&row).await,
        };
        if let Err(e) = stored {
            tracing::error!(error = %e, "cannot record a used prompt");
        }
    }

    /// The live prompts of `game`, each with its enabled components.
    pub async fn of_game(&self, game: GameId) -> Vec<(Prompt, Vec<Component>)> {
        let live = self.live.lock().await;
        live.values()
            .filter(|p| p.game == game)
            .map(|p| {
                let enabled = enabled(&p.components)
                    .iter()
                    .filter_map(|id| Component::decode(id))
                    .collect();
                (p.clone(), enabled)
            })
            .collect()
    }

    /// Forgets every prompt of a game that is over (in memory; the store keeps only
    /// running games' prompts anyway).
    pub async fn forget_game(&self, game: GameId) {
        self.live.lock().await.retain(|_, p| p.game != game);
    }
}

/// The `custom_id`s of the enabled components of `rows`.
pub(super) fn enabled(rows: &Value) -> Vec<String> {
    rows.as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().into_iter().flatten())
        .filter(|c| c["disabled"].as_bool() != Some(true))
        .filter_map(|c| c["custom_id"].as_str().map(str::to_owned))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn disabling_one_item_leaves_the_others_live() {
        let mut rows = json!([
            {"type": 1, "components": [{"type": 3, "custom_id": "lg:1:2:griffes:N1.1:0"}]},
            {"type": 1, "components": [{"type": 2, "custom_id": "lg:1:2:sablier:N1.1:"}]},
        ]);
        let griffes = |id: &str| id.contains(":griffes:");
        assert!(!disable(&mut rows, &griffes));
        assert_eq!(rows[0]["components"][0]["disabled"], true);
        assert!(rows[1]["components"][0].get("disabled").is_none());
        assert!(disable(&mut rows, &|_| true));
    }
}
