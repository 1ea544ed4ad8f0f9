//! The runtime: commands in order, committed before shown, and a restart that keeps every
//! game's state and deadline.

use std::sync::Arc;
use std::time::Duration;

use engine::Game;
use regisseur::runtime::{Runtime, RuntimeError, SystemClock};
use regisseur::store::{Snapshot, Store};

use crate::toy::{Toy, ToyCommand, ToyError, ToyEvent};

async fn runtime(store: &Store) -> Arc<Runtime<Toy>> {
    Runtime::<Toy>::start(store.clone(), Arc::new(SystemClock))
        .await
        .unwrap()
}

#[tokio::test]
async fn a_restart_keeps_the_state_and_the_deadline() {
    // given a game with events and a deadline an hour away
    let (store, _dir) = crate::store::sqlite().await;
    let first = runtime(&store).await;
    let game = first.create(1, 2, 42).await.unwrap();
    first.send(game, ToyCommand::Add(3)).await.unwrap();
    first.send(game, ToyCommand::Arm(3_600_000)).await.unwrap();
    first.send(game, ToyCommand::Draw).await.unwrap();
    let (before, seq) = first.state(game).await.unwrap();
    assert_eq!(seq, 3);
    // when the runtime stops mid-game and a new one starts on the same database
    first.shutdown().await;
    assert!(first.send(game, ToyCommand::Add(1)).await.is_err());
    let second = runtime(&store).await;
    // then the state, the log and the absolute deadline are intact
    let (after, seq) = second.state(game).await.unwrap();
    assert_eq!(seq, 3);
    assert_eq!(*after, *before);
    assert_eq!(Toy::next_deadline(&after), Toy::next_deadline(&before));
    assert_eq!(after.count, 3);
    // and the game goes on from there
    second.send(game, ToyCommand::Add(4)).await.unwrap();
    assert_eq!(second.state(game).await.unwrap().0.count, 7);
    second.shutdown().await;
}

#[tokio::test]
async fn a_deadline_passed_while_stopped_fires_at_once() {
    let (store, _dir) = crate::store::sqlite().await;
    let first = runtime(&store).await;
    let game = first.create(1, 2, 1).await.unwrap();
    first.send(game, ToyCommand::Arm(300)).await.unwrap();
    first.shutdown().await;
    tokio::time::sleep(Duration::from_millis(400)).await;
    let second = runtime(&store).await;
    let mut ticked = false;
    for _ in 0..100 {
        if second.state(game).await.unwrap().0.ticks == 1 {
            ticked = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(ticked, "the past deadline fired after the restart");
    let rows = store.events(game).await.unwrap();
    assert!(rows.last().unwrap().payload.contains("Ticked"));
    second.shutdown().await;
}

#[tokio::test]
async fn a_deadline_fires_while_running_and_is_published() {
    let (store, _dir) = crate::store::sqlite().await;
    let rt = runtime(&store).await;
    let mut published = rt.subscribe();
    let game = rt.create(1, 2, 1).await.unwrap();
    rt.send(game, ToyCommand::Arm(50)).await.unwrap();
    let armed = published.recv().await.unwrap();
    assert!(matches!(armed.events[..], [ToyEvent::Armed(_)]));
    let ticked = tokio::time::timeout(Duration::from_secs(5), published.recv())
        .await
        .expect("the deadline fired")
        .unwrap();
    assert_eq!(ticked.first_seq, 2);
    assert!(matches!(ticked.events[..], [ToyEvent::Ticked(_)]));
    assert_eq!(ticked.state.ticks, 1);
    rt.shutdown().await;
}

#[tokio::test]
async fn a_refused_command_changes_and_stores_nothing() {
    let (store, _dir) = crate::store::sqlite().await;
    let rt = runtime(&store).await;
    let game = rt.create(1, 2, 1).await.unwrap();
    rt.send(game, ToyCommand::Add(2)).await.unwrap();
    let refused = rt.send(game, ToyCommand::Add(0)).await;
    assert_eq!(refused, Err(RuntimeError::Rule(ToyError::Zero)));
    assert_eq!(rt.state(game).await.unwrap().0.count, 2);
    assert_eq!(store.events(game).await.unwrap().len(), 1);
    rt.shutdown().await;
}

#[tokio::test]
async fn draws_follow_the_seed_and_replay_never_draws_again() {
    let (store, _dir) = crate::store::sqlite().await;
    let rt = runtime(&store).await;
    let a = rt.create(1, 2, 7).await.unwrap();
    let b = rt.create(1, 3, 7).await.unwrap();
    for game in [a, b] {
        rt.send(game, ToyCommand::Draw).await.unwrap();
        rt.send(game, ToyCommand::Draw).await.unwrap();
    }
    let draws_a = rt.state(a).await.unwrap().0.draws.clone();
    assert_eq!(
        draws_a,
        rt.state(b).await.unwrap().0.draws,
        "same seed, same draws"
    );
    assert_ne!(draws_a[0], draws_a[1], "each event number draws anew");
    rt.shutdown().await;
    let again = runtime(&store).await;
    assert_eq!(again.state(a).await.unwrap().0.draws, draws_a);
    again.shutdown().await;
}

#[tokio::test]
async fn a_finished_game_is_not_recovered() {
    let (store, _dir) = crate::store::sqlite().await;
    let rt = runtime(&store).await;
    let game = rt.create(1, 2, 1).await.unwrap();
    rt.send(game, ToyCommand::Finish).await.unwrap();
    for _ in 0..100 {
        if rt.games().await.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert!(rt.games().await.is_empty());
    rt.shutdown().await;
    let again = runtime(&store).await;
    assert!(again.games().await.is_empty());
    assert!(matches!(
        again.state(game).await,
        Err(RuntimeError::NoGame(_))
    ));
}

#[tokio::test]
async fn finished_games_leave_memory() {
    // given three games, two of which end
    let (store, _dir) = crate::store::sqlite().await;
    let rt = runtime(&store).await;
    let games = [
        rt.create(1, 2, 1).await.unwrap(),
        rt.create(1, 3, 1).await.unwrap(),
        rt.create(1, 4, 1).await.unwrap(),
    ];
    for g in &games[..2] {
        rt.send(*g, ToyCommand::Finish).await.unwrap();
    }
    // (their actors stop once they have committed the end)
    for g in &games[..2] {
        let stopped = tokio::time::timeout(Duration::from_secs(10), rt.stopped(*g)).await;
        assert!(stopped.is_ok(), "a finished game's actor never stopped");
    }
    assert_eq!(rt.games().await.len(), 1);
    // when another game starts, then only the running ones stay in memory
    rt.create(1, 5, 1).await.unwrap();
    assert_eq!(rt.resident().await, 2);
    assert_eq!(rt.games().await.len(), 2);
    rt.shutdown().await;
}

/// The snapshot this build keeps of `game`, once it is written (by a task of its own, which
/// signals nothing: the store is read until the row is there).
async fn kept(store: &Store, game: regisseur::store::GameId, seq: u64) -> Snapshot {
    let build = regisseur::runtime::snapshot_build().expect("the test binary reads");
    let read = || async {
        store
            .snapshot(game, build)
            .await
            .unwrap()
            .filter(|s| s.seq >= seq)
    };
    until(&format!("a snapshot at {seq}"), || async {
        read().await.is_some()
    })
    .await;
    read().await.expect("kept")
}

/// Waits until `holds` (checked every 5 ms), failing after 10 s with what was awaited.
async fn until<F: std::future::Future<Output = bool>>(what: &str, mut holds: impl FnMut() -> F) {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while !holds().await {
        assert!(tokio::time::Instant::now() < deadline, "never: {what}");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

#[tokio::test]
async fn a_restart_folds_only_what_follows_this_builds_newest_snapshot() {
    // given a game of 300 events: a snapshot was kept at 256
    let (store, _dir) = crate::store::sqlite().await;
    let first = runtime(&store).await;
    let game = first.create(1, 2, 42).await.unwrap();
    for _ in 0..300 {
        first.send(game, ToyCommand::Add(1)).await.unwrap();
    }
    let snapshot = kept(&store, game, 256).await;
    assert_eq!(snapshot.seq, 256);
    let at: crate::toy::ToyState = serde_json::from_str(&snapshot.state).unwrap();
    assert_eq!(at.count, 256, "the state after exactly 256 events");
    first.shutdown().await;
    let restart = || async {
        let r = runtime(&store).await;
        let (state, seq) = r.state(game).await.unwrap();
        r.shutdown().await;
        (state.count, seq)
    };
    assert_eq!(
        restart().await,
        (300, 300),
        "snapshot and the 44 events after it"
    );
    // when the newest snapshot says something the log alone does not, the restart shows it:
    // it was read, and the log folded only after it
    let build = snapshot.build.clone();
    let forged = |seq: u64, build: &str, state: String| Snapshot {
        game,
        seq,
        build: build.to_owned(),
        state,
    };
    let count = |n: u32| {
        serde_json::to_string(&crate::toy::ToyState {
            count: n,
            ..at.clone()
        })
        .unwrap()
    };
    store
        .save_snapshot(forged(290, &build, count(5000)))
        .await
        .unwrap();
    assert_eq!(restart().await, (5010, 300));
    // an older snapshot never replaces a newer one
    store
        .save_snapshot(forged(100, &build, count(1)))
        .await
        .unwrap();
    assert_eq!(restart().await, (5010, 300));
    // another build's snapshot is not read: the log is folded whole
    store
        .save_snapshot(forged(290, "another build", count(7000)))
        .await
        .unwrap();
    assert_eq!(restart().await, (300, 300));
    // nor is a snapshot that no longer reads
    store
        .save_snapshot(forged(290, &build, "{not a state".to_owned()))
        .await
        .unwrap();
    assert_eq!(restart().await, (300, 300));
}
