//! The executor's prompt work: a prompt sent is recorded; once an offer it carries is gone
//! (its step ended, it was used through a command, it is of no use any more), its components
//! are disabled with a line saying it was done or it expired — as the game's offers and its
//! `used` say, never by reading the events here.

use engine::offer::find;
use engine::PlayerId;

use super::{persist, serenity, transient, Audience, BTreeMap, Executor, GameId, Hosted, Offer};
use crate::discord::host::audience;
use crate::discord::host::components::Component;
use crate::discord::host::prompts::Prompt;

impl<G: Hosted> Executor<G> {
    /// Records the prompt `message` just sent with `rows`.
    pub(super) async fn record_prompt(
        &self,
        game: GameId,
        message: &serenity::Message,
        rows: &[serenity::CreateActionRow],
    ) {
        let (id, channel) = (message.id.get(), message.channel_id.get());
        self.record_prompt_at(game, id, channel, &message.content, rows)
            .await;
    }

    /// Records a prompt sent as message `id` of `channel` (a post's starter message has the
    /// post's id).
    pub(super) async fn record_prompt_at(
        &self,
        game: GameId,
        id: u64,
        channel: u64,
        content: &str,
        rows: &[serenity::CreateActionRow],
    ) {
        let Ok(components) = serde_json::to_value(rows) else {
            return;
        };
        let prompt = Prompt {
            message: id,
            channel,
            game,
            phase: G::TAG.to_owned(),
            content: content.to_owned(),
            components,
        };
        let message = prompt.message;
        self.host.prompts.sent(prompt).await;
        self.delivery
            .sent
            .lock()
            .await
            .entry(game)
            .or_default()
            .push(message);
    }

    /// The prompt messages sent for `game` since the last call.
    pub(super) async fn take_sent(&self, game: GameId) -> Vec<u64> {
        self.delivery
            .sent
            .lock()
            .await
            .remove(&game)
            .unwrap_or_default()
    }

    /// Disables, in `game`'s live prompts, every component whose offer is gone: "done" when
    /// `events` record its player using it, "expired" otherwise.
    pub(super) async fn settle_prompts(
        &self,
        game: GameId,
        state: &G::State,
        events: &[G::Event],
        locale: &str,
    ) {
        let Some(table) = self.host.table(game).await else {
            return;
        };
        let mut offers: BTreeMap<Audience, Vec<Offer>> = BTreeMap::new();
        for (prompt, enabled) in self.host.prompts.of_game(game).await {
            let mut dead = Vec::new();
            for c in enabled {
                let Component::Offer {
                    player,
                    action,
                    key,
                    ..
                } = &c
                else {
                    continue;
                };
                let audience = audience::<G>(&table, *player, prompt.channel);
                let now = offers
                    .entry(audience.clone())
                    .or_insert_with(|| G::offers(state, &audience));
                if find(now, action, key).is_none() {
                    dead.push(c);
                }
            }
            if !dead.is_empty() {
                self.close(game, &prompt, &dead, (state, events), locale)
                    .await;
            }
        }
    }

    /// Disables `dead` in `prompt` with one edit, saying whether it was used.
    async fn close(
        &self,
        game: GameId,
        prompt: &Prompt,
        dead: &[Component],
        (state, events): (&G::State, &[G::Event]),
        locale: &str,
    ) {
        let i18n = &self.host.i18n;
        let settled = dead.iter().find_map(|c| match c {
            Component::Offer { action, .. } => G::closed_line(state, events, i18n, locale, action),
            _ => None,
        });
        let used = dead.iter().find_map(|c| match c {
            Component::Offer { player, action, .. }
                if *player != 0 && G::used(events, PlayerId(*player), action) =>
            {
                Some(action.clone())
            }
            _ => None,
        });
        let line = match (settled, used) {
            (Some(line), _) => line,
            (None, Some(action)) => crate::tr!(
                i18n,
                locale,
                "prompt-used",
                action = G::label(i18n, locale, &action)
            ),
            (None, None) => i18n.get(locale, "prompt-expired", &[]),
        };
        let pick = |c: &Component| dead.contains(c);
        let Some((body, change)) = self
            .host
            .prompts
            .disable(prompt.message, &line, &pick)
            .await
        else {
            return;
        };
        let (channel, message) = (
            serenity::ChannelId::new(prompt.channel),
            serenity::MessageId::new(prompt.message),
        );
        let edited = persist("close prompt", || {
            self.http.edit_message(channel, message, &body, vec![])
        })
        .await;
        match edited {
            Ok(_) => {}
            Err(e) if !transient(&e) => {
                tracing::warn!(game = %game, error = %e, "a prompt cannot be closed (gone?)");
            }
            Err(e) => tracing::error!(game = %game, error = %e, "a prompt was not closed"),
        }
        self.host.prompts.persist(change).await;
    }
}
