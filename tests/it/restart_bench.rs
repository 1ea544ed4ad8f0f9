//! Issue 23 point 3, printed (`cargo test --profile bench --test it -- --ignored --nocapture
//! bench_restart`): a restart of 1,000 running games with realistic logs — 500 Loups-Garous
//! games of 30 players after 40 phase changes, 500 Ronde games at J7 — timed from the store
//! to every actor running, with the logs folded whole, then from this build's snapshots.

use std::sync::Arc;
use std::time::Instant;

use engine::game::{Ctx, Stored};
use engine::loups_garous::{Command as Lg, LoupsGarous, MjCommand};
use engine::ronde::sim::Sim;
use engine::ronde::Ronde;
use engine::{Game, PlayerId, Timestamp};
use regisseur::runtime::{Clock, Runtime};
use regisseur::store::{GameId, Snapshot, Store};

/// The instant the restarted runtimes read: every game's next deadline is still ahead.
#[derive(Debug)]
struct At(Timestamp);

impl Clock for At {
    fn now(&self) -> Timestamp {
        self.0
    }
}

fn instant(text: &str) -> Timestamp {
    chrono::DateTime::parse_from_rfc3339(text).unwrap().to_utc()
}

/// A 30-player Loups-Garous game after 40 phase changes (deadlines passed one by one): its
/// events, and the instant of its last one.
fn loups_garous() -> (Vec<<LoupsGarous as Game>::Event>, Timestamp) {
    let mut now = instant("2026-12-01T20:00:00Z");
    let (mut state, mut log) = (<LoupsGarous as Game>::State::default(), Vec::new());
    let run = |state: &mut <LoupsGarous as Game>::State, log: &mut Vec<_>, c: &Lg, now| {
        let mut ctx = Ctx::new(now, 7, LoupsGarous::stream(state, log.len() as u64));
        if let Ok(d) = LoupsGarous::evolve(state, c, &mut ctx) {
            log.extend(d.events);
            *state = d.state;
        }
    };
    let players = (1..=30).map(|i| (PlayerId(i), format!("J{i}"))).collect();
    let create = Lg::Create {
        players,
        settings: Box::default(),
        roles: None,
        composition: None,
        seed: 7,
        fixed_seating: false,
    };
    run(&mut state, &mut log, &create, now);
    run(&mut state, &mut log, &Lg::Mj(MjCommand::Start), now);
    let mut phases = 0;
    while phases < 40 {
        let Some(deadline) = LoupsGarous::next_deadline(&state) else {
            break;
        };
        let phase = state.phase;
        // every player does what a player does: goes home, votes for a neighbour
        for i in 1..=30u64 {
            let player = PlayerId(i);
            run(&mut state, &mut log, &Lg::GoHome { player }, now);
            let target = Some(PlayerId(i % 30 + 1));
            run(&mut state, &mut log, &Lg::Vote { player, target }, now);
        }
        now = now.max(deadline);
        run(&mut state, &mut log, &Lg::Tick(now), now);
        if state.phase != phase {
            phases += 1;
        }
    }
    (log, now)
}

/// A busy 28-player Ronde at J7.
fn ronde() -> Vec<<Ronde as Game>::Event> {
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
    let mut sim = Sim::new(3, 28, 2);
    while sim.state.day < 7 && !sim.state.outcome.ended() {
        sim.wait(60);
        for _ in 0..40 {
            let cmd = sim.command_from(rng.random());
            let _ = sim.run(&cmd);
        }
    }
    sim.log
}

/// Creates `n` games of kind `G` holding `log`, and this build's snapshot of each at the last
/// multiple of 256 events (as the running bot keeps them). Returns the snapshot's seq and the
/// games.
async fn fill<G: Game>(
    store: &Store,
    n: usize,
    log: &[G::Event],
    at: Timestamp,
) -> (u64, Vec<GameId>) {
    let payloads: Vec<String> = log
        .iter()
        .map(|e| serde_json::to_string(&Stored::new(e)).unwrap())
        .collect();
    let seq = (log.len() as u64 / 256) * 256;
    let snapshot = serde_json::to_string(&G::replay(&log[..seq as usize])).unwrap();
    let build = regisseur::runtime::snapshot_build().unwrap();
    let mut games = Vec::new();
    for i in 0..n {
        let game = store
            .create_game(1, i as u64, G::KIND, 7, at)
            .await
            .unwrap();
        let mut done = 0;
        for chunk in payloads.chunks(500) {
            done = store.append(game, done, at, chunk).await.unwrap();
        }
        let state = snapshot.clone();
        let build = build.to_owned();
        store
            .save_snapshot(Snapshot {
                game,
                seq,
                build,
                state,
            })
            .await
            .unwrap();
        games.push(game);
    }
    (seq, games)
}

/// Starts both kinds' runtimes on `store` and times it; stops them.
async fn restart(store: &Store, clock: Timestamp) -> std::time::Duration {
    let started = Instant::now();
    let lg = Runtime::<LoupsGarous>::start(store.clone(), Arc::new(At(clock)))
        .await
        .unwrap();
    let ronde = Runtime::<Ronde>::start(store.clone(), Arc::new(At(clock)))
        .await
        .unwrap();
    let took = started.elapsed();
    lg.shutdown().await;
    ronde.shutdown().await;
    took
}

async fn bench(store: Store, what: &str) {
    let (lg_log, lg_at) = loups_garous();
    let ronde_log = ronde();
    let (lg_seq, mut games) = fill::<LoupsGarous>(&store, 500, &lg_log, lg_at).await;
    let (ronde_seq, rondes) = fill::<Ronde>(&store, 500, &ronde_log, lg_at).await;
    games.extend(rondes);
    eprintln!(
        "BENCH {what}: 500 Loups-Garous games of {} events (snapshot at {lg_seq}), 500 Ronde games of {} events (snapshot at {ronde_seq})",
        lg_log.len(),
        ronde_log.len()
    );
    let load = || std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    for _ in 0..3 {
        let took = restart(&store, lg_at).await;
        eprintln!(
            "BENCH {what}: restart of 1,000 games from this build's snapshots: {took:?}; load {}",
            load().trim()
        );
    }
    // the logs folded whole: every snapshot is another build's
    for game in games {
        let (build, state) = ("another build".to_owned(), String::new());
        let snapshot = Snapshot {
            game,
            seq: 1,
            build,
            state,
        };
        store.save_snapshot(snapshot).await.unwrap();
    }
    for _ in 0..3 {
        let took = restart(&store, lg_at).await;
        eprintln!(
            "BENCH {what}: restart of 1,000 games folding their logs whole (no snapshot of this build): {took:?}; load {}",
            load().trim()
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark: cargo test --profile bench --test it -- --ignored --nocapture bench_restart"]
async fn bench_restart_of_1000_games_sqlite() {
    let (store, _dir) = crate::store::sqlite().await;
    bench(store, "SQLite").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark: cargo test --profile bench --test it -- --ignored --nocapture bench_restart"]
async fn bench_restart_of_1000_games_postgres() {
    // a schema of its own: the test database holds other tests' running games
    let base = crate::store::postgres_url().await;
    let schema = format!("restart_bench_{}", std::process::id());
    let pool = sqlx::PgPool::connect(&base).await.unwrap();
    for sql in [
        format!("DROP SCHEMA IF EXISTS {schema} CASCADE"),
        format!("CREATE SCHEMA {schema}"),
    ] {
        sqlx::query(&sql).execute(&pool).await.unwrap();
    }
    let sep = if base.contains('?') { '&' } else { '?' };
    let url = format!("{base}{sep}options=-c%20search_path%3D{schema}");
    let store = Store::connect(&url).await.unwrap();
    bench(store.clone(), "PostgreSQL").await;
    store.close().await;
    let drop = format!("DROP SCHEMA {schema} CASCADE");
    sqlx::query(&drop).execute(&pool).await.unwrap();
}
