//! A late click: a component of a player's prompt whose step is over. Expired prompts are not
//! edited when their step ends (an edit each would be a REST call under Discord's global
//! limit); the one a player clicks late is updated in the click's own reply — its gone
//! components disabled, a line « trop tard » — and nothing changes in the game.

use std::collections::BTreeMap;

use poise::serenity_prelude as serenity;
use serde_json::{json, Value};

use super::components::{gone, Component};
use super::prompts::{disable, enabled, with_line};
use super::{Host, Hosted};
use crate::discord::error::{reader_locale, BotError, Refusal};
use crate::store::GameId;

/// Whether `custom_id` is an enabled component of `message`: a click Discord's own client can
/// send (a forged one on a disabled or missing component is refused as stale instead).
pub(super) fn enabled_in(message: &serenity::Message, custom_id: &str) -> bool {
    enabled(&rows(message)).iter().any(|id| id == custom_id)
}

/// `message`'s action rows as a request writes them (what Discord sent back, without its
/// empty fields).
fn rows(message: &serenity::Message) -> Value {
    let mut rows = serde_json::to_value(&message.components).unwrap_or_else(|_| json!([]));
    strip(&mut rows);
    rows
}

/// Whether a received component's field says nothing: null, or an empty `channel_types`.
fn empty(key: &str, value: &Value) -> bool {
    let none = value.as_array().is_some_and(Vec::is_empty);
    value.is_null() || (key == "channel_types" && none)
}

/// Removes the null fields and empty `channel_types` lists a received component carries.
fn strip(value: &mut Value) {
    match value {
        Value::Object(map) => {
            map.retain(|k, v| !empty(k, v));
            map.values_mut().for_each(strip);
        }
        Value::Array(items) => items.iter_mut().for_each(strip),
        _ => {}
    }
}

impl<G: Hosted> Host<G> {
    /// Answers a late click on `game`'s prompt by updating it: the components whose offers
    /// are gone disabled, « trop tard » added. Its record, if it still has one, follows.
    pub(super) async fn too_late(
        &self,
        http: &serenity::Http,
        c: &serenity::ComponentInteraction,
        game: GameId,
    ) -> Result<(), BotError> {
        let table = self.table(game).await.ok_or(Refusal::ButtonStale)?;
        let state = self.state(game).await.map_err(|_| Refusal::ButtonStale)?;
        let mut rows = rows(&c.message);
        let shown: Vec<Component> = enabled(&rows)
            .iter()
            .filter_map(|id| Component::decode(id))
            .collect();
        let channel = c.channel_id.get();
        let dead = gone::<G>(&table, &state, channel, shown, &mut BTreeMap::new());
        if dead.is_empty() {
            return Err(Refusal::ButtonStale.into());
        }
        let guild = self.locale(&table).await;
        let locale = reader_locale(Some(&c.locale), &guild);
        let line = self.i18n.get(&locale, "prompt-late", &[]);
        let pick = |x: &Component| dead.contains(x);
        let recorded = self.prompts.disable(c.message.id.get(), &line, &pick).await;
        let (body, change) = if let Some((body, change)) = recorded {
            (body, Some(change))
        } else {
            disable(&mut rows, &|id| {
                Component::decode(id).is_some_and(|x| pick(&x))
            });
            let body = json!({
                "content": with_line(&c.message.content, &line),
                "components": rows,
                // Names in a prompt come from nicknames: they ping nobody.
                "allowed_mentions": {"parse": []},
            });
            (body, None)
        };
        let response = json!({"type": 7, "data": body});
        http.create_interaction_response(c.id, &c.token, &response, vec![])
            .await?;
        if let Some(change) = change {
            self.prompts.persist(change).await;
        }
        Ok(())
    }
}
