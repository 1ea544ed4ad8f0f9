//! Cheap state: a command costs the runtime one copy of the state and one fold of its
//! events, whoever reads the state afterwards (readers and batches share it by `Arc`).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use engine::game::{Ctx, Game};
use engine::{Notice, Timestamp};
use regisseur::runtime::{Runtime, SystemClock};
use serde::{Deserialize, Serialize};

static CLONES: AtomicUsize = AtomicUsize::new(0);
static APPLIES: AtomicUsize = AtomicUsize::new(0);

/// A game whose state counts its copies and folds (only this file uses it).
struct Counted;

#[derive(Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
struct Tally(u32);

impl Clone for Tally {
    fn clone(&self) -> Self {
        CLONES.fetch_add(1, Ordering::SeqCst);
        Tally(self.0)
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
enum Cmd {
    Add(u32),
    Tick(Timestamp),
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Added(u32);

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("never")]
struct Never;

impl engine::RuleError for Never {
    fn code(&self) -> &'static str {
        "never"
    }
}

impl Game for Counted {
    type State = Tally;
    type Command = Cmd;
    type Event = Added;
    type Error = Never;
    const KIND: &'static str = "counted";

    fn decide(_: &Tally, command: &Cmd, _: &mut Ctx) -> Result<Vec<Added>, Never> {
        Ok(match command {
            Cmd::Add(n) => vec![Added(*n), Added(*n)],
            Cmd::Tick(_) => vec![],
        })
    }

    fn apply(state: &mut Tally, event: &Added) {
        APPLIES.fetch_add(1, Ordering::SeqCst);
        state.0 += event.0;
    }

    fn next_deadline(_: &Tally) -> Option<Timestamp> {
        None
    }

    fn tick(now: Timestamp) -> Cmd {
        Cmd::Tick(now)
    }

    fn is_over(_: &Tally) -> bool {
        false
    }

    fn notices(_: &Tally, _: &Added) -> Vec<Notice> {
        Vec::new()
    }
}

#[tokio::test]
async fn a_command_costs_one_copy_and_one_fold() {
    // given a running game and a subscriber
    let (store, _dir) = crate::store::sqlite().await;
    let runtime = Runtime::<Counted>::start(store, Arc::new(SystemClock))
        .await
        .unwrap();
    let mut published = runtime.subscribe();
    let game = runtime.create(1, 2, 3).await.unwrap();
    let (clones, applies) = (
        CLONES.load(Ordering::SeqCst),
        APPLIES.load(Ordering::SeqCst),
    );
    // when a command of two events is committed, published and read three ways
    let batch = runtime.run(game, Cmd::Add(5)).await.unwrap();
    let seen = published.recv().await.unwrap();
    let (state, seq) = runtime.state(game).await.unwrap();
    let (snapshot, _) = runtime.snapshot(game).await.unwrap();
    // then the state was copied once and each event folded once
    assert_eq!(
        CLONES.load(Ordering::SeqCst) - clones,
        1,
        "copies of the state"
    );
    assert_eq!(
        APPLIES.load(Ordering::SeqCst) - applies,
        2,
        "folds: one per event"
    );
    assert_eq!((state.0, seq), (10, 2));
    assert!(Arc::ptr_eq(&batch.state, &state) && Arc::ptr_eq(&seen.state, &snapshot));
    runtime.shutdown().await;
}
