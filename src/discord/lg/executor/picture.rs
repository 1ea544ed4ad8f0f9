//! The executor's pinned village picture: rendered from the state, posted once, then edited
//! in place.

use super::*;
use crate::render::village::render_png;

/// Village pictures being drawn at once, at most.
static RENDERS: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(1);

impl Executor {
    /// Sends a message with one file (the village picture), once whatever the retries.
    async fn post_file(
        &self,
        channel: u64,
        text: &str,
        file: serenity::CreateAttachment,
        nonce: &str,
    ) -> Result<serenity::Message, serenity::Error> {
        let id = serenity::ChannelId::new(channel);
        retry("send picture", || {
            let message = serenity::CreateMessage::new()
                .content(text)
                .add_file(file.clone())
                .nonce(serenity::Nonce::String(nonce.to_owned()))
                .enforce_nonce(true);
            id.send_message(&*self.http, message)
        })
        .await
    }

    /// The pinned village message, created once then edited in place when it changes.
    pub(super) async fn update_village(&self, mut table: Table, state: &State) {
        if state.players.is_empty() {
            return;
        }
        let locale = self.locale(table.guild).await;
        let title = self.i18n.get(&locale, "lg-village", &[]);
        let text = village::text(state, &title);
        let game = table.id();
        if self.village.lock().await.get(&game) == Some(&text) {
            return;
        }
        let view = village::view(state, &title);
        // One picture at a time: when many games change phase together their renders must
        // leave the other cores to the interaction handlers.
        let permit = RENDERS.acquire().await;
        let png = tokio::task::spawn_blocking(move || render_png(&view)).await;
        drop(permit);
        let png = match png {
            Ok(Ok(png)) => png,
            Ok(Err(e)) => return tracing::error!(game = %game, error = %e, "no village picture"),
            Err(e) => return tracing::error!(game = %game, error = %e, "no village picture"),
        };
        let picture = serenity::CreateAttachment::bytes(png, "village.png");
        let place = serenity::ChannelId::new(table.channels.place);
        let result = match table.picture_message {
            Some(m) => {
                let edit = serenity::EditMessage::new()
                    .content(text.clone())
                    .attachments(serenity::EditAttachments::new().add(picture.clone()));
                retry("edit village", || {
                    place.edit_message(&*self.http, serenity::MessageId::new(m), edit.clone())
                })
                .await
                .map(|_| ())
            }
            None => match self
                .post_file(place.get(), &text, picture, &format!("{}.village", game.0))
                .await
            {
                Ok(message) => {
                    let _ = retry("pin village", || place.pin(&*self.http, message.id)).await;
                    table.picture_message = Some(message.id.get());
                    if let Err(e) = self.lg.save(table).await {
                        tracing::error!(error = %e, "cannot save the village message id");
                    }
                    Ok(())
                }
                Err(e) => Err(e),
            },
        };
        match result {
            Ok(()) => {
                self.village.lock().await.insert(game, text);
            }
            Err(e) => tracing::error!(game = %game, error = %e, "the village was not updated"),
        }
    }
}
