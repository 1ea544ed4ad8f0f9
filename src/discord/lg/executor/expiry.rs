//! The executor's prompt work: a prompt sent is recorded; once its step ends, it is edited
//! with every component disabled and a line saying it expired; an item it offers that is of
//! no use any more (used through `/utiliser`, or no longer possible) is disabled.

use engine::loups_garous::Event;
use engine::notice::PlayerId;

use super::*;
use crate::discord::lg::components::phase_key;
use crate::discord::lg::prompts::Prompt;

impl Executor {
    /// Records the prompt `message` just sent with `rows` in `channel`.
    pub(super) async fn record_prompt(
        &self,
        game: GameId,
        state: &State,
        message: &serenity::Message,
        rows: &[serenity::CreateActionRow],
    ) {
        let Ok(components) = serde_json::to_value(rows) else {
            return;
        };
        let prompt = Prompt {
            message: message.id.get(),
            channel: message.channel_id.get(),
            game,
            phase: phase_key(state.phase),
            content: message.content.clone(),
            components,
        };
        let message = prompt.message;
        self.lg.prompts.sent(prompt).await;
        self.sent
            .lock()
            .await
            .entry(game)
            .or_default()
            .push(message);
    }

    /// The prompt messages sent for `game` since the last call.
    pub(super) async fn take_sent(&self, game: GameId) -> Vec<u64> {
        self.sent.lock().await.remove(&game).unwrap_or_default()
    }

    /// Closes every prompt of `game` made in another step than the current one.
    pub(super) async fn expire_prompts(&self, game: GameId, state: &State, locale: &str) {
        let stale = self.lg.prompts.stale(game, &phase_key(state.phase)).await;
        if stale.is_empty() {
            return;
        }
        let line = self.i18n.get(locale, "lg-prompt-expired", &[]);
        let mut closed = Vec::new();
        for prompt in stale {
            let body = prompt.closed(&line);
            let (channel, message) = (
                serenity::ChannelId::new(prompt.channel),
                serenity::MessageId::new(prompt.message),
            );
            let edited = retry("close prompt", || {
                self.http.edit_message(channel, message, &body, vec![])
            })
            .await;
            match edited {
                Ok(_) => closed.push(prompt.message),
                Err(e) if !transient(&e) => {
                    tracing::warn!(game = %game, error = %e, "a prompt cannot be closed");
                    closed.push(prompt.message);
                }
                Err(e) => tracing::error!(game = %game, error = %e, "a prompt was not closed"),
            }
        }
        self.lg.prompts.remove_all(&closed).await;
    }

    /// Disables, in this step's prompts, the items the batch made of no use: "done" when the
    /// player used it (through `/utiliser`), "expired" otherwise.
    pub(super) async fn settle_prompts(&self, batch: &Batch<LoupsGarous>, locale: &str) {
        let state = &batch.state;
        let live = self
            .lg
            .prompts
            .live_items(batch.game, &phase_key(state.phase))
            .await;
        for (message, channel, player, item) in live {
            if usable_items(state, PlayerId(player)).contains(&item) {
                continue;
            }
            let used = batch.events.iter().any(|e| match e {
                Event::ChoiceMade { player: p, choice } => p.0 == player && choice.item == item,
                Event::WentHome { player: p } => p.0 == player && item == Item::Rentrer,
                _ => false,
            });
            let line = if used {
                crate::tr!(self.i18n, locale, "lg-prompt-used", item = item.id())
            } else {
                self.i18n.get(locale, "lg-prompt-expired", &[])
            };
            let Some((body, persist)) = self.lg.prompts.disable_item(message, item, &line).await
            else {
                continue;
            };
            let (channel, message) = (
                serenity::ChannelId::new(channel),
                serenity::MessageId::new(message),
            );
            let edited = retry("settle prompt", || {
                self.http.edit_message(channel, message, &body, vec![])
            })
            .await;
            if let Err(e) = edited {
                tracing::error!(game = %batch.game, error = %e, "a used prompt was not disabled");
            }
            self.lg.prompts.persist(persist).await;
        }
    }
}
