//! The executor's outbox: each game's delivery cursor (the last event whose notices went out),
//! moved forward after each batch; at start-up the notices of the events after it are
//! delivered again, grouped as they were first sent, so their nonces (from the game, the
//! batch's first event and the notice group) make a message already sent come back instead of
//! a duplicate.

use engine::game::Stored;

use super::{Arc, BTreeMap, BTreeSet, Batch, Executor, GameId, Hosted, Mutex};

/// Each game's delivery cursor, and the prompts of the batch being delivered.
#[derive(Default)]
pub(super) struct Delivery {
    /// Game → the last event whose notices were delivered.
    pub(super) delivered: Mutex<BTreeMap<GameId, u64>>,
    /// Game → the prompts sent for the batch being delivered (recorded with its cursor).
    pub(super) sent: Mutex<BTreeMap<GameId, Vec<u64>>>,
    /// Games whose worker fell so far behind that jobs were dropped: it catches up from the
    /// store (the outbox cursor did not move for them) once its queue is empty.
    pub(super) behind: std::sync::Mutex<BTreeSet<GameId>>,
}

impl Delivery {
    pub(super) async fn forget(&self, game: GameId) {
        self.delivered.lock().await.remove(&game);
        self.sent.lock().await.remove(&game);
    }
}

impl<G: Hosted> Executor<G> {
    /// Whether the notices of events up to `last` were all delivered already.
    pub(super) async fn already_delivered(&self, game: GameId, last: u64) -> bool {
        self.delivery
            .delivered
            .lock()
            .await
            .get(&game)
            .is_some_and(|d| *d >= last)
    }

    /// Notes that the notices of `game` up to event `last` went out, with the prompts they
    /// carried (one write).
    pub(super) async fn mark_delivered(&self, game: GameId, last: u64) {
        self.delivery.delivered.lock().await.insert(game, last);
        let sent = self.take_sent(game).await;
        self.host.prompts.delivered(game, last, &sent).await;
    }

    /// The events of `game` after its delivery cursor: those no batch has shown yet (a heal
    /// that finds an offer gone says by whom from them, before their batch comes).
    pub(super) async fn undelivered(&self, game: GameId) -> Vec<G::Event> {
        let store = &self.host.store;
        let Ok(delivered) = store.delivered(game).await else {
            return Vec::new();
        };
        let rows = store
            .events_after(game, delivered)
            .await
            .unwrap_or_default();
        rows.iter()
            .filter_map(|row| serde_json::from_str::<Stored<G::Event>>(&row.payload).ok())
            .map(|stored| stored.event)
            .collect()
    }

    /// Delivers again the notices of every event of `game` after its delivery cursor, each
    /// batch's prompts settled first.
    pub(super) async fn redeliver(&self, game: GameId) {
        if let Err(e) = self.try_redeliver(game).await {
            tracing::error!(game = %game, error = %e, "cannot re-deliver the notices");
        }
    }

    async fn try_redeliver(&self, game: GameId) -> anyhow::Result<()> {
        let store = &self.host.store;
        let delivered = store.delivered(game).await?;
        let rows = store.events(game).await?;
        let last = rows.len() as u64;
        if last <= delivered {
            self.delivery.delivered.lock().await.insert(game, delivered);
            return Ok(());
        }
        let mut starts = store.batch_starts(game, delivered).await?;
        if starts.first() != Some(&(delivered + 1)) {
            starts.insert(0, delivered + 1);
        }
        let mut events = Vec::with_capacity(rows.len());
        for row in &rows {
            let stored: Stored<G::Event> = serde_json::from_str(&row.payload)?;
            events.push(stored.event);
        }
        let mut state = G::State::default();
        for event in &events[..delivered as usize] {
            G::apply(&mut state, event);
        }
        tracing::info!(game = %game, from = delivered + 1, to = last, "re-delivering notices");
        for (i, first) in starts.iter().enumerate() {
            let end = starts.get(i + 1).map_or(last, |next| next - 1);
            let batch_events = events[(*first - 1) as usize..end as usize].to_vec();
            let mut notices = Vec::new();
            for event in &batch_events {
                G::apply(&mut state, event);
                notices.extend(G::notices(&state, event));
            }
            let batch = Batch {
                game,
                first_seq: *first,
                events: batch_events,
                notices,
                state: Arc::new(state.clone()),
            };
            if let Some(table) = self.host.table(game).await {
                // its prompts too: the heal that follows reads only what is undelivered
                let locale = self.host.locale(&table).await;
                self.tell(&table, &batch, &locale).await;
            }
        }
        Ok(())
    }
}
