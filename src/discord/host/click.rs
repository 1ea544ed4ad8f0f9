//! A click on an offer's component: the clicker must be whom it is for (a forged click is
//! refused), its offer must still be the game's (same action, same key: else it is stale),
//! the pick must be among the offer's candidates; then the game decides. A used personal
//! prompt is answered by editing it: that action's components disabled, a line saying so.

use engine::offer::find;
use engine::PlayerId;
use poise::serenity_prelude as serenity;
use serde_json::json;

use super::components::{picked, Component};
use super::{audience, Host, Hosted};
use crate::discord::error::{reader_locale, BotError, Refusal};

impl<G: Hosted> Host<G> {
    /// Handles and answers a click on one of this kind's offer components.
    pub(super) async fn clicked(
        &self,
        http: &serenity::Http,
        c: &serenity::ComponentInteraction,
        component: Component,
    ) -> Result<(), BotError> {
        let Component::Offer {
            game,
            player,
            action,
            key,
            extra,
            ..
        } = component
        else {
            return Err(Refusal::ButtonStale.into());
        };
        let clicker = c.user.id.get();
        if player != 0 && player != clicker {
            return Err(Refusal::ButtonNotYours.into());
        }
        let mut table = self.table(game).await.ok_or(Refusal::ButtonStale)?;
        if player == 0 && table.name_of(c.channel_id.get()).is_none() {
            // A post made a moment ago may not be in the channel map yet.
            tokio::time::sleep(std::time::Duration::from_millis(300)).await;
            table = self.table(game).await.ok_or(Refusal::ButtonStale)?;
        }
        let state = self.state(game).await.map_err(|_| Refusal::ButtonStale)?;
        let to = audience::<G>(&table, player, c.channel_id.get());
        let offers = G::offers(&state, &to);
        let offer = find(&offers, &action, &key).ok_or(Refusal::ButtonStale)?;
        let values = match &c.data.kind {
            serenity::ComponentInteractionDataKind::StringSelect { values } => values.clone(),
            _ => vec![],
        };
        let pick = picked(offer, &extra, &values);
        if !offer.pick.allows(&pick.targets) {
            return Err(Refusal::TargetInvalid.into());
        }
        let command =
            G::command_for(PlayerId(clicker), &action, &pick).ok_or(Refusal::ButtonStale)?;
        self.send(game, command).await?;
        let guild = self.locale(&table).await;
        let locale = reader_locale(Some(&c.locale), &guild);
        if player != 0 && self.mark_used(http, c, &action, &locale).await? {
            return Ok(());
        }
        let text = self.i18n.get(&locale, "done", &[]);
        answer(http, c, text).await
    }

    /// Answers a click by editing its prompt: `action`'s components disabled, a line saying
    /// it is done. Returns whether it answered (false: not a live prompt).
    async fn mark_used(
        &self,
        http: &serenity::Http,
        c: &serenity::ComponentInteraction,
        action: &str,
        locale: &str,
    ) -> Result<bool, BotError> {
        let label = G::label(&self.i18n, locale, action);
        let line = crate::tr!(self.i18n, locale, "prompt-used", action = label);
        let clicker = c.user.id.get();
        let disabled = self
            .prompts
            .disable_action(c.message.id.get(), clicker, action, &line)
            .await;
        let Some((body, persist)) = disabled else {
            return Ok(false);
        };
        let mut body = body;
        body["allowed_mentions"] = json!({"parse": []});
        let response = json!({"type": 7, "data": body});
        http.create_interaction_response(c.id, &c.token, &response, vec![])
            .await?;
        self.prompts.persist(persist).await;
        Ok(true)
    }
}

/// An ephemeral answer to a click.
pub async fn answer(
    http: &serenity::Http,
    c: &serenity::ComponentInteraction,
    text: String,
) -> Result<(), BotError> {
    let message = serenity::CreateInteractionResponseMessage::new()
        .content(text)
        .ephemeral(true)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    c.create_response(http, serenity::CreateInteractionResponse::Message(message))
        .await?;
    Ok(())
}
