//! The executor's prompt work: a prompt sent is recorded; once an offer it carries is gone
//! (its step ended, it was used through a command, it is of no use any more), its components
//! are disabled with a line saying it was done or decided — as the game's offers and its
//! `used` say, never by reading the events here. A player's own prompt that merely expired
//! is forgotten without an edit (a late click is told in its own reply: `Host::too_late`).

use engine::PlayerId;

use super::{persist, serenity, transient, Audience, BTreeMap, Executor, GameId, Hosted, Offer};
use crate::discord::host::components::{gone, Component};
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

    /// Settles `game`'s live prompts whose offers are gone: a prompt used (its player's
    /// action in `events`), decided (an MJ's card) or shared (a channel's, read by many) is
    /// edited with a line saying so; a player's own prompt that merely expired costs no call
    /// — it is forgotten, and a late click on it is told so in its own reply
    /// (`Host::too_late`).
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
        let mut forgotten = Vec::new();
        for (prompt, enabled) in self.host.prompts.of_game(game).await {
            let live = enabled.len();
            let dead = gone::<G>(&table, state, prompt.channel, enabled, &mut offers);
            if dead.is_empty() {
                continue;
            }
            match self.closing_line(&dead, (state, events), locale) {
                Some(line) => self.close(game, &prompt, &dead, &line).await,
                None if dead.len() == live => forgotten.push(prompt.message),
                None => {}
            }
        }
        if !forgotten.is_empty() {
            self.host.prompts.remove_all(&forgotten).await;
        }
    }

    /// The line a prompt's `dead` components close with, when it is worth an edit: how an
    /// MJ's card was decided, the action its player used, or a shared prompt's expiry.
    /// `None`: a player's own prompt that expired unused.
    fn closing_line(
        &self,
        dead: &[Component],
        (state, events): (&G::State, &[G::Event]),
        locale: &str,
    ) -> Option<String> {
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
        let shared = dead
            .iter()
            .any(|c| matches!(c, Component::Offer { player: 0, .. }));
        match (settled, used) {
            (Some(line), _) => Some(line),
            (None, Some(action)) => Some(crate::tr!(
                i18n,
                locale,
                "prompt-used",
                action = G::label(i18n, locale, &action)
            )),
            (None, None) => shared.then(|| i18n.get(locale, "prompt-expired", &[])),
        }
    }

    /// Disables `dead` in `prompt` with one edit, adding `line`.
    async fn close(&self, game: GameId, prompt: &Prompt, dead: &[Component], line: &str) {
        let pick = |c: &Component| dead.contains(c);
        let Some((body, change)) = self.host.prompts.disable(prompt.message, line, &pick).await
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
