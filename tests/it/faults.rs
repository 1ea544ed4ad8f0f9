//! The runtime against the faults a running bot meets: a store that fails or commits and
//! then reports a failure, another writer, a wall clock that steps back, a row that no
//! longer reads. Each test failed on the runtime before it learned to retry and re-read.

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use chrono::Utc;
use engine::Timestamp;
use regisseur::runtime::{Alert, Clock, Runtime, RuntimeError, SystemClock};
use regisseur::store::faults::{Fault, Op};
use regisseur::store::{GameStatus, Store};

use crate::toy::{Toy, ToyCommand};

/// A clock the test can step back or forth.
#[derive(Debug, Default)]
struct SteppedClock {
    offset_ms: AtomicI64,
}

impl SteppedClock {
    fn step(&self, ms: i64) {
        self.offset_ms.fetch_add(ms, Ordering::SeqCst);
    }
}

impl Clock for SteppedClock {
    fn now(&self) -> Timestamp {
        use chrono::SubsecRound;
        let t = Utc::now() + chrono::Duration::milliseconds(self.offset_ms.load(Ordering::SeqCst));
        t.trunc_subsecs(3)
    }
}

async fn runtime(store: &Store, clock: Arc<dyn Clock>) -> Arc<Runtime<Toy>> {
    Runtime::<Toy>::start(store.clone(), clock).await.unwrap()
}

/// Polls `check` for up to `secs` seconds.
async fn eventually(secs: u64, mut check: impl AsyncFnMut() -> bool) -> bool {
    for _ in 0..secs * 20 {
        if check().await {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    false
}

#[tokio::test]
async fn a_deadline_whose_commit_fails_is_retried_until_it_fires_and_the_mjs_are_told() {
    // given a game whose next three commits fail
    let (store, _dir) = crate::store::sqlite().await;
    let rt = runtime(&store, Arc::new(SystemClock)).await;
    let mut alerts = rt.alerts();
    let game = rt.create(1, 2, 1).await.unwrap();
    rt.send(game, ToyCommand::Arm(50)).await.unwrap();
    store.faults().inject(Op::Append, Fault::Fail, 3);
    // when the deadline passes, then it fires once the store answers again
    let fired = eventually(10, async || rt.state(game).await.unwrap().0.ticks == 1).await;
    assert!(fired, "the deadline fired after the store came back");
    // and the MJs were told after the third failure
    let alert = tokio::time::timeout(Duration::from_secs(1), alerts.recv())
        .await
        .expect("an alert")
        .unwrap();
    assert!(
        matches!(alert, Alert::Stuck { game: g, tries: 3, .. } if g == game),
        "{alert:?}"
    );
    rt.shutdown().await;
}

#[tokio::test]
async fn a_wall_clock_that_steps_back_delays_a_deadline_but_never_freezes_it() {
    let (store, _dir) = crate::store::sqlite().await;
    let clock = Arc::new(SteppedClock::default());
    let rt = runtime(&store, clock.clone()).await;
    let game = rt.create(1, 2, 1).await.unwrap();
    rt.send(game, ToyCommand::Arm(200)).await.unwrap();
    // the clock jumps one second back before the deadline: the tick finds it not yet due
    clock.step(-1000);
    let fired = eventually(10, async || rt.state(game).await.unwrap().0.ticks == 1).await;
    assert!(fired, "the deadline fired once the clock caught up");
    rt.shutdown().await;
}

#[tokio::test]
async fn a_commit_that_reports_a_failure_but_happened_is_a_success() {
    let (store, _dir) = crate::store::sqlite().await;
    let rt = runtime(&store, Arc::new(SystemClock)).await;
    let game = rt.create(1, 2, 1).await.unwrap();
    store.faults().inject(Op::Append, Fault::Ambiguous, 1);
    // when the commit's answer is lost, the log tells the actor it happened
    let events = rt.send(game, ToyCommand::Add(3)).await;
    assert!(events.is_ok(), "{events:?}");
    // and the actor goes on from the right place
    rt.send(game, ToyCommand::Add(4)).await.unwrap();
    let (state, seq) = rt.state(game).await.unwrap();
    assert_eq!((state.count, seq), (7, 2));
    assert_eq!(store.events(game).await.unwrap().len(), 2);
    rt.shutdown().await;
}

#[tokio::test]
async fn after_a_commit_of_unknown_outcome_the_actor_reads_its_log_before_going_on() {
    let (store, _dir) = crate::store::sqlite().await;
    let rt = runtime(&store, Arc::new(SystemClock)).await;
    let mut published = rt.subscribe();
    let game = rt.create(1, 2, 1).await.unwrap();
    // the commit happens, its answer is lost, and the log cannot be read just then
    store.faults().inject(Op::Append, Fault::Ambiguous, 1);
    store.faults().inject(Op::Read, Fault::Fail, 1);
    let unknown = rt.send(game, ToyCommand::Add(3)).await;
    assert!(
        matches!(unknown, Err(RuntimeError::Store(_))),
        "{unknown:?}"
    );
    // the next command finds the first one in the log, shows it, and builds on it
    rt.send(game, ToyCommand::Add(4)).await.unwrap();
    let (state, seq) = rt.state(game).await.unwrap();
    assert_eq!((state.count, seq), (7, 2));
    let first = published.recv().await.unwrap();
    assert_eq!(
        first.first_seq, 1,
        "the event found in the log is shown too"
    );
    rt.shutdown().await;
}

#[tokio::test]
async fn a_conflict_is_its_own_error_and_the_actor_reads_the_log_again() {
    let (store, _dir) = crate::store::sqlite().await;
    let rt = runtime(&store, Arc::new(SystemClock)).await;
    let game = rt.create(1, 2, 1).await.unwrap();
    rt.send(game, ToyCommand::Add(1)).await.unwrap();
    // another writer appends behind the actor's back
    let foreign = r#"{"v":1,"event":{"Added":10}}"#.to_owned();
    store.append(game, 1, Utc::now(), &[foreign]).await.unwrap();
    let conflict = rt.send(game, ToyCommand::Add(2)).await;
    assert!(
        matches!(conflict, Err(RuntimeError::Conflict(_))),
        "{conflict:?}"
    );
    // sent again, the command is decided on the whole log
    rt.send(game, ToyCommand::Add(2)).await.unwrap();
    let (state, seq) = rt.state(game).await.unwrap();
    assert_eq!((state.count, seq), (13, 3));
    rt.shutdown().await;
}

#[tokio::test]
async fn a_row_that_no_longer_reads_sets_its_game_aside_and_the_others_run() {
    // given two games, one of whose events no longer parses
    let (store, dir) = crate::store::sqlite().await;
    let first = runtime(&store, Arc::new(SystemClock)).await;
    let broken = first.create(1, 2, 1).await.unwrap();
    let sound = first.create(1, 3, 1).await.unwrap();
    first.send(broken, ToyCommand::Add(1)).await.unwrap();
    first.send(sound, ToyCommand::Add(2)).await.unwrap();
    first.shutdown().await;
    let url = format!("sqlite://{}/sub/regisseur.db", dir.path().display());
    let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
    sqlx::query(
        "UPDATE events SET payload = '{\"v\":1,\"event\":{\"Renamed\":1}}' WHERE game_id = ?",
    )
    .bind(broken.0)
    .execute(&pool)
    .await
    .unwrap();
    // when the runtime starts again
    let second = runtime(&store, Arc::new(SystemClock)).await;
    // then the sound game runs, the broken one is set aside with its reason
    assert_eq!(second.games().await, [sound]);
    second.send(sound, ToyCommand::Add(1)).await.unwrap();
    let aside = second.set_aside_games();
    assert_eq!(aside.len(), 1);
    assert_eq!(aside[0].0, broken);
    assert!(
        aside[0].1.contains("event 1 no longer reads"),
        "{}",
        aside[0].1
    );
    let record = store.game(broken).await.unwrap().unwrap();
    assert_eq!(record.status, GameStatus::Broken);
    second.shutdown().await;
}
