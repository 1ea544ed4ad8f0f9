//! A click on an offer's component: the clicker must be whom it is for (a forged click is
//! refused), its offer must still be the game's (same action, same key: else it is stale),
//! the pick must be among the offer's candidates; then the game decides. A used personal
//! prompt is answered by editing it: that action's components disabled, a line saying so.
//! A late click on a prompt whose step is over (expired prompts are not edited when their
//! step ends) is answered by updating that prompt in the click's own reply: « trop tard ».
//! A commit slow to come (a store in trouble) defers the click first, so an accepted action
//! never turns into "this interaction failed".

use engine::offer::{find, Pick};
use engine::PlayerId;
use poise::serenity_prelude as serenity;
use serde_json::json;

use super::components::{picked, Component};
use super::late::enabled_in;
use super::reply::{Answering, Reply};
use super::{audience, rule_refusal, Host, Hosted};
use crate::discord::error::{reader_locale, BotError, Refusal};

/// A live offer a component stands for, with the table and state it was read from.
pub(super) struct Live<G: Hosted> {
    pub game: crate::store::GameId,
    pub table: crate::store::Table,
    pub state: std::sync::Arc<G::State>,
    /// The component's player (0: whoever clicks).
    pub player: u64,
    pub offer: engine::offer::Offer,
    /// The component's detail (an option, a menu's index).
    pub extra: String,
}

impl<G: Hosted> Host<G> {
    /// Handles and answers a click on one of this kind's offer components. A refusal found
    /// before the game is asked is returned for the caller to answer.
    pub(super) async fn clicked(
        &self,
        http: &serenity::Http,
        c: &serenity::ComponentInteraction,
        component: Component,
    ) -> Result<(), BotError> {
        let Component::Offer { game, .. } = component else {
            return Err(Refusal::ButtonStale.into());
        };
        let checked = match self.checked(http, c, component).await {
            Err(BotError::Refused(Refusal::Late)) if enabled_in(&c.message, &c.data.custom_id) => {
                return self.too_late(http, c, game).await;
            }
            checked => checked?,
        };
        let Some((game, player, action, command)) = checked else {
            return Ok(());
        };
        let reply = Reply::from(c);
        let (sent, answering) = reply.in_time(http, self.send(game, command)).await?;
        let table = self.table(game).await.ok_or(Refusal::ButtonStale)?;
        let guild = self.locale(&table).await;
        let locale = reader_locale(Some(&c.locale), &guild);
        let text = match sent {
            Err(e) if answering == Answering::Deferred => {
                let id = e.message_id().unwrap_or_else(|| "error-unexpected".into());
                return reply
                    .follow_up(http, self.i18n.get(&locale, &id, &[]))
                    .await;
            }
            Err(e) => return Err(e),
            Ok(batch) => self.answer(&batch, c.user.id.get(), &locale, "done"),
        };
        if player != 0 && self.mark_used(http, c, &action, &locale, answering).await? {
            if answering == Answering::Deferred {
                return reply.follow_up(http, text).await;
            }
            return Ok(());
        }
        reply.say(http, text, answering).await
    }

    /// The checks before the game is asked: the clicker's own component, a live offer, a
    /// pick among its candidates. Gives the game, the component's player, the action and the
    /// command. A form's button opens its form instead (`Ok(None)`: answered).
    async fn checked(
        &self,
        http: &serenity::Http,
        c: &serenity::ComponentInteraction,
        component: Component,
    ) -> Result<Option<(crate::store::GameId, u64, String, G::Command)>, BotError> {
        let live = self
            .live(c.user.id.get(), c.channel_id.get(), component)
            .await?;
        if let Pick::Form(fields) = &live.offer.pick {
            self.open_form(http, c, &live, fields).await?;
            return Ok(None);
        }
        let values = match &c.data.kind {
            serenity::ComponentInteractionDataKind::Button => None,
            serenity::ComponentInteractionDataKind::StringSelect { values } => Some(&values[..]),
            _ => return Err(Refusal::TargetInvalid.into()),
        };
        let pick = picked(&live.offer, &live.extra, values).ok_or(Refusal::TargetInvalid)?;
        if !live.offer.pick.allows(&pick.targets) {
            return Err(Refusal::TargetInvalid.into());
        }
        let command = G::command_for(PlayerId(c.user.id.get()), &live.offer.action, &pick)
            .ok_or(Refusal::ButtonStale)?;
        Ok(Some((live.game, live.player, live.offer.action, command)))
    }

    /// The offer a component of `channel` used by `user` stands for, if it is the user's and
    /// still the game's (same action, same key).
    pub(super) async fn live(
        &self,
        user: u64,
        channel: u64,
        component: Component,
    ) -> Result<Live<G>, BotError> {
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
        if player != 0 && player != user {
            return Err(Refusal::ButtonNotYours.into());
        }
        let mut table = self.table(game).await.ok_or(Refusal::ButtonStale)?;
        if player == 0 && table.name_of(channel).is_none() {
            table = self
                .table_naming(game, channel, super::NAMING_WAIT)
                .await
                .ok_or(Refusal::ButtonStale)?;
        }
        let state = self.state(game).await.map_err(|_| Refusal::ButtonStale)?;
        let to = audience::<G>(&table, player, channel);
        let offers = G::offers(&state, &to);
        let Some(offer) = find(&offers, &action, &key).cloned() else {
            return Err(match G::gone(&state, &action) {
                Some(why) => rule_refusal::<G>(&why),
                None => Refusal::Late.into(),
            });
        };
        Ok(Live {
            game,
            table,
            state,
            player,
            offer,
            extra,
        })
    }

    /// Marks `action` used in the clicked prompt: its components disabled, a line saying it
    /// is done — as the click's answer, or (deferred) by editing the prompt. Returns whether
    /// it did (false: not a live prompt).
    async fn mark_used(
        &self,
        http: &serenity::Http,
        c: &serenity::ComponentInteraction,
        action: &str,
        locale: &str,
        answering: Answering,
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
        match answering {
            Answering::Now => {
                let response = json!({"type": 7, "data": body});
                http.create_interaction_response(c.id, &c.token, &response, vec![])
                    .await?;
            }
            Answering::Deferred => {
                http.edit_message(c.channel_id, c.message.id, &body, vec![])
                    .await?;
            }
        }
        self.prompts.persist(persist).await;
        Ok(true)
    }
}
