//! Answering a click or a sent form within Discord's 3 seconds: at once when the game is
//! quick, else deferred (an ephemeral "thinking…") and answered by a follow-up. Every answer
//! is ephemeral and pings nobody.

use std::future::Future;

use poise::serenity_prelude as serenity;
use serenity::Builder as _;

use crate::discord::error::BotError;

/// How long an interaction may wait for its commit before it is deferred.
pub const SLOW: std::time::Duration = std::time::Duration::from_millis(1500);

/// How an interaction is being answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answering {
    /// Not yet: the answer is the interaction's callback.
    Now,
    /// Deferred (ephemeral "thinking…"): the answer is a follow-up.
    Deferred,
}

/// An interaction to answer: a click's or a form's id and token.
#[derive(Debug, Clone, Copy)]
pub struct Reply<'a> {
    id: serenity::InteractionId,
    token: &'a str,
}

impl<'a> From<&'a serenity::ComponentInteraction> for Reply<'a> {
    fn from(c: &'a serenity::ComponentInteraction) -> Self {
        Reply {
            id: c.id,
            token: &c.token,
        }
    }
}

impl<'a> From<&'a serenity::ModalInteraction> for Reply<'a> {
    fn from(m: &'a serenity::ModalInteraction) -> Self {
        Reply {
            id: m.id,
            token: &m.token,
        }
    }
}

impl Reply<'_> {
    /// Waits for `work`, deferring the interaction once it takes longer than [`SLOW`].
    pub async fn in_time<T>(
        self,
        http: &serenity::Http,
        work: impl Future<Output = T>,
    ) -> Result<(T, Answering), BotError> {
        tokio::pin!(work);
        tokio::select! {
            done = &mut work => Ok((done, Answering::Now)),
            () = tokio::time::sleep(SLOW) => {
                self.defer(http).await?;
                Ok((work.await, Answering::Deferred))
            }
        }
    }

    /// Defers: Discord shows "thinking…" to the user alone.
    pub async fn defer(self, http: &serenity::Http) -> Result<(), BotError> {
        let response = serenity::CreateInteractionResponse::Defer(
            serenity::CreateInteractionResponseMessage::new().ephemeral(true),
        );
        super::retry::callback(self.id, || {
            response.clone().execute(http, (self.id, self.token))
        })
        .await?;
        Ok(())
    }

    /// The ephemeral answer: the callback, or (deferred) the follow-up replacing "thinking…".
    pub async fn say(
        self,
        http: &serenity::Http,
        text: String,
        answering: Answering,
    ) -> Result<(), BotError> {
        match answering {
            Answering::Now => self.answer(http, text).await,
            Answering::Deferred => self.follow_up(http, text).await,
        }
    }

    /// An ephemeral answer, as the interaction's callback.
    pub async fn answer(self, http: &serenity::Http, text: String) -> Result<(), BotError> {
        let message = serenity::CreateInteractionResponseMessage::new()
            .content(text)
            .ephemeral(true)
            .allowed_mentions(serenity::CreateAllowedMentions::new());
        let response = serenity::CreateInteractionResponse::Message(message);
        super::retry::callback(self.id, || {
            response.clone().execute(http, (self.id, self.token))
        })
        .await?;
        Ok(())
    }

    /// The answer to a deferred interaction (it replaces the "thinking…").
    pub async fn follow_up(self, http: &serenity::Http, text: String) -> Result<(), BotError> {
        let message = serenity::CreateInteractionResponseFollowup::new()
            .content(text)
            .ephemeral(true)
            .allowed_mentions(serenity::CreateAllowedMentions::new());
        message.execute(http, (None, self.token)).await?;
        Ok(())
    }
}
