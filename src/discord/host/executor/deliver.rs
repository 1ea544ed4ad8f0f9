//! The executor's delivery of one group of notices: its texts and cards in the guild's
//! language, the components of the offers it prompts, to a DM, the MJs' channel or a game channel — a post
//! made on demand when the game channel is a forum post not yet made.

use super::{
    rows, serenity, Audience, Executor, GameId, Hosted, Labels, Notice, Offer, Table, MAX_CONTENT,
};
use crate::discord::host::card::{outgoing, Outgoing};

impl<G: Hosted> Executor<G> {
    /// The components a group of notices carries: the offers they prompt, for their reader.
    fn components(
        &self,
        table: &Table,
        state: &G::State,
        locale: &str,
        audience: &Audience,
        notices: &[&Notice],
    ) -> Vec<serenity::CreateActionRow> {
        if notices.iter().all(|n| n.prompts.is_none()) {
            return vec![];
        }
        let offers = G::offers(state, audience);
        let prompted: Vec<&Offer> = offers
            .iter()
            .filter(|o| notices.iter().any(|n| n.prompts.includes(&o.action)))
            .collect();
        let player = match audience {
            Audience::Player(p) => p.0,
            _ => 0,
        };
        let i18n = &self.host.i18n;
        let labels = Labels {
            action: &|id| G::label(i18n, locale, id),
            option: &|action, option| G::option_label(i18n, locale, action, option),
            nobody: i18n.get(locale, "prompt-nobody", &[]),
        };
        rows(G::TAG, table.id(), player, &prompted, &labels)
    }

    pub(super) async fn deliver(
        &self,
        table: &Table,
        state: &G::State,
        locale: &str,
        audience: &Audience,
        notices: &[&Notice],
        nonce: &str,
    ) {
        let parts = G::parts(state, &self.host.i18n, locale, notices);
        let chunks = outgoing(parts, MAX_CONTENT);
        let components = self.components(table, state, locale, audience, notices);
        let game = table.id();
        let channel = match audience {
            Audience::Player(p) => match self.dm_channel(p.0).await {
                Ok(c) => c,
                Err(e) => return self.dm_failed(table, locale, p.0, &e).await,
            },
            Audience::Mjs => match table.channel(G::MJ_CHANNEL) {
                Some(c) => c,
                None => return tracing::error!(game = %game, "no MJ channel"),
            },
            Audience::Channel(name) => match self.channel_of(table, name).await {
                Some(c) => c,
                None => {
                    return self
                        .open_and_deliver(table, state, locale, name, &chunks, &components, nonce)
                        .await;
                }
            },
        };
        self.deliver_chunks(
            game,
            channel,
            &chunks,
            &components,
            nonce,
            0,
            audience,
            table,
            locale,
        )
        .await;
    }

    /// The Discord channel of a game channel name (a post recorded since `table` was read
    /// included).
    async fn channel_of(&self, table: &Table, name: &str) -> Option<u64> {
        if let Some(c) = table.channel(name) {
            return Some(c);
        }
        self.host.table(table.id()).await?.channel(name)
    }

    /// A notice to a post that does not exist yet: the post is made with its first chunk as
    /// the starter message, then the rest follows in it.
    #[allow(clippy::too_many_arguments)]
    async fn open_and_deliver(
        &self,
        table: &Table,
        state: &G::State,
        locale: &str,
        name: &str,
        chunks: &[Outgoing],
        components: &[serenity::CreateActionRow],
        nonce: &str,
    ) {
        let game = table.id();
        let Some(spec) = G::post(state, &self.host.i18n, locale, name) else {
            return tracing::error!(game = %game, name, "a notice for no channel");
        };
        let Some(first) = chunks.first() else {
            return;
        };
        let rows = if chunks.len() == 1 {
            components.to_vec()
        } else {
            vec![]
        };
        let nonce0 = self.nonces.of(&[nonce, "0"]);
        let Some(post) = self
            .open_post(table, name, &spec, first, &rows, &nonce0)
            .await
        else {
            return;
        };
        // A post found again (made before a lost answer or a crash) has this very starter.
        if !rows.is_empty() {
            self.record_prompt_at(game, post, post, first.content(), &rows)
                .await;
        }
        let audience = Audience::Channel(name.to_owned());
        self.deliver_chunks(
            game, post, chunks, components, nonce, 1, &audience, table, locale,
        )
        .await;
    }

    /// Sends `chunks` from the `from`th on in `channel`; the last carries `components`.
    #[allow(clippy::too_many_arguments)]
    async fn deliver_chunks(
        &self,
        game: GameId,
        channel: u64,
        chunks: &[Outgoing],
        components: &[serenity::CreateActionRow],
        nonce: &str,
        from: usize,
        audience: &Audience,
        table: &Table,
        locale: &str,
    ) {
        let last = chunks.len().saturating_sub(1);
        for (i, chunk) in chunks.iter().enumerate().skip(from) {
            let rows = if i == last {
                components.to_vec()
            } else {
                vec![]
            };
            let nonce = self.nonces.of(&[nonce, &i.to_string()]);
            let prompt = !rows.is_empty();
            match self.send(channel, chunk, rows, &nonce).await {
                Ok(message) if prompt => self.record_prompt(game, &message, components).await,
                Ok(_) => {}
                Err(e) => {
                    if let Audience::Player(p) = audience {
                        return self.dm_failed(table, locale, p.0, &e).await;
                    }
                    tracing::error!(game = %game, channel, error = %e, "a message was not delivered");
                }
            }
        }
    }
}
