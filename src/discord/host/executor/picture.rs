//! The executor's pinned message (the village picture): made from the state by the game,
//! posted and pinned once, then edited in place when its text changes.

use super::{persist, serenity, Executor, Hosted, Table};

/// Pictures being drawn at once, at most.
static RENDERS: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(1);

impl<G: Hosted> Executor<G> {
    /// Sends a message with one file (the picture), once whatever the retries.
    pub(super) async fn post_file(
        &self,
        channel: u64,
        text: &str,
        file: serenity::CreateAttachment,
        nonce: &str,
    ) -> Result<serenity::Message, serenity::Error> {
        let wanted = crate::discord::host::card::Outgoing::Text(text.to_owned());
        self.send_surely(channel, &wanted, || {
            serenity::CreateMessage::new()
                .content(text)
                .add_file(file.clone())
                .allowed_mentions(serenity::CreateAllowedMentions::new())
                .nonce(serenity::Nonce::String(nonce.to_owned()))
                .enforce_nonce(true)
        })
        .await
    }

    /// Learns what the pinned message shows (at start-up), to edit only on change: from the
    /// digest the store kept of its last text, else (a message sent by an older version)
    /// from Discord.
    pub(super) async fn read_pinned(&self, table: &Table) {
        let Some(m) = table.pinned_message else {
            return;
        };
        let game = table.id();
        if self.pinned.lock().await.contains_key(&game) {
            return;
        }
        match self.host.store.pinned(game).await {
            Ok(Some(digest)) => {
                if let Ok(digest) = blake3::Hash::from_hex(&digest) {
                    self.pinned.lock().await.insert(game, digest);
                    return;
                }
            }
            Ok(None) => {}
            Err(e) => {
                tracing::warn!(game = %game, error = %e, "cannot read the pinned message's digest");
            }
        }
        let Some(Some(channel)) = G::PINNED.map(|c| table.channel(c)) else {
            return;
        };
        let id = serenity::ChannelId::new(channel);
        if let Ok(msg) = id.message(&*self.http, serenity::MessageId::new(m)).await {
            let digest = blake3::hash(msg.content.as_bytes());
            self.pinned.lock().await.insert(game, digest);
        }
    }

    /// The pinned message, created once then edited in place when it changes. Returns
    /// whether it was sent or edited (a call was made).
    pub(super) async fn update_pinned(&self, mut table: Table, state: &G::State) -> bool {
        let locale = self.host.locale(&table).await;
        let Some(pinned) = G::pinned(state, &self.host.i18n, &locale) else {
            return false;
        };
        let game = table.id();
        let digest = blake3::hash(pinned.text.as_bytes());
        if self.pinned.lock().await.get(&game) == Some(&digest) {
            return false;
        }
        let Some(channel) = table.channel(pinned.channel) else {
            return false;
        };
        let png = match pinned.picture {
            Some(draw) => {
                // One picture at a time: when many games change phase together their
                // renders must leave the other cores to the interaction handlers.
                let permit = RENDERS.acquire().await;
                let png = tokio::task::spawn_blocking(draw).await;
                drop(permit);
                match png {
                    Ok(Ok(png)) => Some(png),
                    Ok(Err(e)) => {
                        tracing::error!(game = %game, error = %e, "no picture");
                        return false;
                    }
                    Err(e) => {
                        tracing::error!(game = %game, error = %e, "no picture");
                        return false;
                    }
                }
            }
            None => None,
        };
        let text = pinned.text;
        let channel_id = serenity::ChannelId::new(channel);
        let result = if let Some(m) = table.pinned_message {
            let mut edit = serenity::EditMessage::new()
                .content(text.clone())
                .allowed_mentions(serenity::CreateAllowedMentions::new());
            if let Some(png) = png {
                let file = serenity::CreateAttachment::bytes(png, "village.png");
                edit = edit.attachments(serenity::EditAttachments::new().add(file));
            }
            persist("edit pinned", || {
                channel_id.edit_message(&*self.http, serenity::MessageId::new(m), edit.clone())
            })
            .await
            .map(|_| ())
        } else {
            let nonce = self.nonces.of(&[&game.0.to_string(), "pinned"]);
            let sent = match png {
                Some(png) => {
                    let file = serenity::CreateAttachment::bytes(png, "village.png");
                    self.post_file(channel, &text, file, &nonce).await
                }
                None => self.post(channel, &text, vec![], &nonce).await,
            };
            match sent {
                Ok(message) => {
                    let _ = persist("pin", || channel_id.pin(&*self.http, message.id)).await;
                    let pinned = Some(message.id.get());
                    table.pinned_message = pinned;
                    let saved = self.host.edit_table(game, |t| t.pinned_message = pinned);
                    if let Err(e) = saved.await {
                        tracing::error!(error = %e, "cannot save the pinned message id");
                    }
                    Ok(())
                }
                Err(e) => Err(e),
            }
        };
        match result {
            Ok(()) => {
                self.pinned.lock().await.insert(game, digest);
                let hex = digest.to_hex();
                if let Err(e) = self.host.store.save_pinned(game, hex.as_str()).await {
                    tracing::warn!(game = %game, error = %e, "cannot save the pinned message's digest");
                }
            }
            Err(e) => {
                tracing::error!(game = %game, error = %e, "the pinned message was not updated");
            }
        }
        true
    }
}
