//! The recap of a finished game (for the games that tell it: `Hosted::RECAP`): every notice
//! of its log in order — what was said in public and, now that it is over, what was said in
//! the den, the graveyard and each player's DMs — as a text file posted in the lobby channel,
//! which outlives the game's channels. Posted once, whatever the retries and restarts.

use super::{serenity, Audience, Executor, Hosted, Table};
use engine::game::Stored;

impl<G: Hosted> Executor<G> {
    /// Posts the recap of `table`'s game, which this batch ended.
    pub(super) async fn post_recap(&self, table: &Table, locale: &str) {
        let game = table.id();
        let rows = match self.host.store.events(game).await {
            Ok(rows) => rows,
            Err(e) => return tracing::error!(game = %game, error = %e, "no recap: the log"),
        };
        let events: Vec<(engine::Timestamp, G::Event)> = rows
            .iter()
            .filter_map(|r| {
                let stored: Stored<G::Event> = serde_json::from_str(&r.payload).ok()?;
                Some((r.at, stored.event))
            })
            .collect();
        let i18n = &self.host.i18n;
        let text = recap::<G>(i18n, locale, &events);
        let name = format!("recit-partie-{}.txt", game.0);
        let file = serenity::CreateAttachment::bytes(text.into_bytes(), name);
        let message = crate::tr!(i18n, locale, "recap-posted", id = game.0);
        let nonce = self.nonces.of(&[&game.0.to_string(), "recap"]);
        if let Err(e) = self
            .post_file(table.lobby_channel, &message, file, &nonce)
            .await
        {
            tracing::error!(game = %game, error = %e, "the recap was not posted");
        }
    }
}

/// The recap's text: a heading, then one line a notice, `time · where · text`.
pub(super) fn recap<G: Hosted>(
    i18n: &crate::i18n::I18n,
    locale: &str,
    events: &[(engine::Timestamp, G::Event)],
) -> String {
    let mut out = vec![crate::tr!(i18n, locale, "recap-heading")];
    let mut state = G::State::default();
    for (at, event) in events {
        G::apply(&mut state, event);
        let notices = G::notices(&state, event);
        let seats = if notices.is_empty() {
            Vec::new()
        } else {
            G::seats(&state)
        };
        for notice in notices {
            let place = match &notice.audience {
                Audience::Channel(name) => format!("#{name}"),
                Audience::Player(p) => {
                    let name = seats
                        .iter()
                        .find(|(id, _)| id == p)
                        .map_or_else(|| p.0.to_string(), |(_, name)| name.clone());
                    crate::tr!(i18n, locale, "recap-to", name = name)
                }
                Audience::Mjs => continue,
            };
            let text = crate::i18n::offline_times(&G::text(&state, i18n, locale, &notice));
            let time = at.format("%d/%m %H:%M:%S");
            out.push(format!("{time} · {place} · {}", text.replace('\n', " / ")));
        }
    }
    out.join("\n") + "\n"
}
