//! The executor's prompt work: a prompt sent is recorded; once its step ends, it is edited
//! with every component disabled and a line saying it expired.

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
}
