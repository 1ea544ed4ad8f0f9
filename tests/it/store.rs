//! The store's behaviour, the same tests on SQLite and on PostgreSQL.
//!
//! PostgreSQL comes from `REGISSEUR_TEST_POSTGRES` (a URL; `.ci/run` sets it), or else from a
//! throwaway server this test binary starts from the machine's own binaries
//! ([`crate::pg_server`]). Without either the PostgreSQL tests fail and say what to install:
//! they never pass by skipping.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use regisseur::store::{GameId, GameStatus, GuildSettings, PromptRow, Store, StoreError};

pub fn t(ms: i64) -> DateTime<Utc> {
    DateTime::from_timestamp_millis(1_764_000_000_000 + ms).unwrap()
}

/// A fresh SQLite store in its own folder (the folder is kept until the guard drops).
pub async fn sqlite() -> (Store, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/sub/regisseur.db", dir.path().display());
    (Store::connect(&url).await.unwrap(), dir)
}

/// The PostgreSQL store of `REGISSEUR_TEST_POSTGRES`, or of this binary's throwaway server.
pub async fn postgres() -> (Store, ()) {
    (Store::connect(&postgres_url().await).await.unwrap(), ())
}

/// The URL of `REGISSEUR_TEST_POSTGRES`, or of this binary's throwaway server.
pub async fn postgres_url() -> String {
    match std::env::var("REGISSEUR_TEST_POSTGRES") {
        Ok(url) if !url.trim().is_empty() => url,
        _ => tokio::task::spawn_blocking(crate::pg_server::url)
            .await
            .unwrap_or_else(|e| std::panic::resume_unwind(e.into_panic())),
    }
}

/// A guild id no other test uses.
fn unique_guild() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let nanos = Utc::now().timestamp_nanos_opt().unwrap_or_default() as u64;
    (nanos & 0x0fff_ffff_ffff_0000) + NEXT.fetch_add(1, Ordering::Relaxed)
}

pub async fn appends_and_reads_back_in_order(store: Store) {
    let game = store.create_game(1, 2, "toy", 99, t(0)).await.unwrap();
    let record = store.game(game).await.unwrap().unwrap();
    assert_eq!((record.guild, record.channel, record.seed), (1, 2, 99));
    assert_eq!(record.status, GameStatus::Running);
    assert_eq!(record.created_at, t(0));
    let n = store
        .append(game, 0, t(5), &["a".into(), "b".into()])
        .await
        .unwrap();
    assert_eq!(n, 2);
    let n = store.append(game, 2, t(9), &["c".into()]).await.unwrap();
    assert_eq!(n, 3);
    let rows = store.events(game).await.unwrap();
    let seen: Vec<_> = rows
        .iter()
        .map(|r| (r.seq, r.payload.as_str(), r.at))
        .collect();
    assert_eq!(seen, [(1, "a", t(5)), (2, "b", t(5)), (3, "c", t(9))]);
}

pub async fn refuses_a_stale_append(store: Store) {
    let game = store.create_game(1, 2, "toy", 1, t(0)).await.unwrap();
    store.append(game, 0, t(1), &["a".into()]).await.unwrap();
    let stale = store.append(game, 0, t(2), &["x".into(), "y".into()]).await;
    assert!(
        matches!(stale, Err(StoreError::Conflict { expected: 0, .. })),
        "{stale:?}"
    );
    let ahead = store.append(game, 5, t(2), &["x".into()]).await;
    assert!(
        matches!(ahead, Err(StoreError::Conflict { .. })),
        "{ahead:?}"
    );
    let rows = store.events(game).await.unwrap();
    assert_eq!(rows.len(), 1, "a refused append writes nothing");
}

pub async fn lists_running_games_and_marks_them_finished(store: Store) {
    let kind = format!("kind-{}", unique_guild());
    let a = store.create_game(7, 70, &kind, 1, t(0)).await.unwrap();
    let b = store.create_game(7, 71, &kind, 2, t(1)).await.unwrap();
    let ids =
        |v: Vec<regisseur::store::GameRecord>| v.into_iter().map(|g| g.id).collect::<Vec<_>>();
    assert_eq!(ids(store.running_games(&kind).await.unwrap()), [a, b]);
    store.set_status(a, GameStatus::Finished).await.unwrap();
    assert_eq!(ids(store.running_games(&kind).await.unwrap()), [b]);
    let in_channel = store.running_game_in(71).await.unwrap().map(|g| g.id);
    assert!(in_channel.is_some());
    assert!(store
        .set_status(regisseur::store::GameId(-5), GameStatus::Finished)
        .await
        .is_err());
}

pub async fn keeps_guild_settings(store: Store) {
    let guild = unique_guild();
    let fresh = store.guild_settings(guild, "fr").await.unwrap();
    assert_eq!(fresh, GuildSettings::new(guild, "fr"));
    let mut settings = GuildSettings::new(guild, "en-US");
    settings.mj_role = Some(u64::MAX - 3);
    settings.timers = BTreeMap::from([("parole".to_owned(), "45s".to_owned())]);
    store.save_guild_settings(&settings).await.unwrap();
    settings.locale = "fr".into();
    store.save_guild_settings(&settings).await.unwrap();
    assert_eq!(
        store.guild_settings(guild, "en-US").await.unwrap(),
        settings
    );
}

pub async fn keeps_a_games_table(store: Store) {
    let guild = unique_guild();
    let game = store
        .create_game(guild, 9, "loups-garous", 1, t(0))
        .await
        .unwrap();
    assert_eq!(store.table(game).await.unwrap(), None);
    let mut table = regisseur::store::Table {
        game: game.0,
        guild,
        kind: "loups-garous".into(),
        lobby_channel: 9,
        ..Default::default()
    };
    table.channels.insert("place".into(), u64::MAX - 7);
    store.save_table(&table).await.unwrap();
    table.pinned_message = Some(42);
    store.save_table(&table).await.unwrap();
    assert_eq!(store.table(game).await.unwrap(), Some(table.clone()));
    let running = store.running_tables("loups-garous").await.unwrap();
    assert!(running.contains(&table));
    assert!(store.running_tables("toy").await.unwrap().is_empty());
    store.set_status(game, GameStatus::Finished).await.unwrap();
    let running = store.running_tables("loups-garous").await.unwrap();
    assert!(
        !running.iter().any(|t| t.game == game.0),
        "finished games have no table to heal"
    );
}

pub async fn keeps_the_outbox_and_live_prompts(store: Store) {
    let game = store.create_game(1, 2, "toy", 1, t(0)).await.unwrap();
    assert_eq!(
        store.delivered(game).await.unwrap(),
        0,
        "nothing delivered yet"
    );
    store
        .append(game, 0, t(1), &["a".into(), "b".into()])
        .await
        .unwrap();
    store.append(game, 2, t(1), &["c".into()]).await.unwrap();
    store
        .append(game, 3, t(2), &["d".into(), "e".into()])
        .await
        .unwrap();
    assert_eq!(
        store.pinned(game).await.unwrap(),
        None,
        "no pinned message yet"
    );
    store.save_pinned(game, "d1").await.unwrap();
    assert_eq!(
        store.delivered(game).await.unwrap(),
        0,
        "a digest moves no cursor"
    );
    assert_eq!(store.pinned(game).await.unwrap().as_deref(), Some("d1"));
    assert_eq!(store.batch_starts(game, 0).await.unwrap(), [1, 3, 4]);
    assert_eq!(store.batch_starts(game, 3).await.unwrap(), [4]);
    store.set_delivered(game, 3).await.unwrap();
    store.set_delivered(game, 2).await.unwrap();
    assert_eq!(
        store.delivered(game).await.unwrap(),
        3,
        "the cursor never goes back"
    );
    store.save_pinned(game, "d2").await.unwrap();
    assert_eq!(store.pinned(game).await.unwrap().as_deref(), Some("d2"));
    assert_eq!(
        store.delivered(game).await.unwrap(),
        3,
        "a digest keeps the cursor"
    );
    let mut prompt = PromptRow {
        message: u64::MAX - 3,
        game,
        channel: u64::MAX - 4,
        phase: "N1.1".into(),
        body: "{}".into(),
    };
    store.save_prompt(&prompt).await.unwrap();
    prompt.body = "{\"content\":\"x\"}".into();
    store.save_prompt(&prompt).await.unwrap();
    let live = store.live_prompts().await.unwrap();
    assert!(live.contains(&prompt), "{live:?}");
    store.delete_prompt(prompt.message).await.unwrap();
    let live = store.live_prompts().await.unwrap();
    assert!(!live.iter().any(|p| p.message == prompt.message));
}

pub async fn keeps_where_finished_games_channels_stand(store: Store) {
    let guild = unique_guild();
    let mine = |t: &regisseur::store::Table| t.guild == guild;
    let game = store
        .create_game(guild, 9, "loups-garous", 1, t(0))
        .await
        .unwrap();
    let table = regisseur::store::Table {
        game: game.0,
        guild,
        lobby_channel: 9,
        channels: BTreeMap::from([("place".into(), u64::MAX - 1)]),
        ..Default::default()
    };
    store.save_table(&table).await.unwrap();
    store.append(game, 0, t(5), &["a".into()]).await.unwrap();
    store.append(game, 1, t(9), &["b".into()]).await.unwrap();
    let unlocked = store.unlocked_games().await.unwrap();
    assert!(
        !unlocked.iter().any(|(t, _)| mine(t)),
        "a running game is not locked"
    );
    store.set_status(game, GameStatus::Finished).await.unwrap();
    let unlocked = store.unlocked_games().await.unwrap();
    let found: Vec<_> = unlocked.iter().filter(|(t, _)| mine(t)).collect();
    assert_eq!(
        found,
        [&(table.clone(), Some(t(9)))],
        "with its log's last instant"
    );

    store.mark_ended(&table, t(10)).await.unwrap();
    store.mark_ended(&table, t(20)).await.unwrap();
    let unlocked = store.unlocked_games().await.unwrap();
    assert!(!unlocked.iter().any(|(t, _)| mine(t)));
    let due = store.archiving_due().await.unwrap();
    assert!(
        !due.iter().any(|(t, _)| mine(t)),
        "the guild keeps its channels by default"
    );
    assert_eq!(store.archive_after(guild).await.unwrap(), None);
    store.set_archive_after(guild, Some(500)).await.unwrap();
    store.set_archive_after(guild, Some(1000)).await.unwrap();
    assert_eq!(store.archive_after(guild).await.unwrap(), Some(1000));
    let due = store.archiving_due().await.unwrap();
    let found: Vec<_> = due.iter().filter(|(t, _)| mine(t)).collect();
    assert_eq!(
        found,
        [&(table.clone(), t(1010))],
        "due from the first end recorded"
    );

    let running = store
        .create_game(guild, 9, "loups-garous", 2, t(30))
        .await
        .unwrap();
    let next = regisseur::store::Table {
        game: running.0,
        ..table.clone()
    };
    store.save_table(&next).await.unwrap();
    let kept = store.guild_tables(guild).await.unwrap();
    let seen: Vec<_> = kept
        .iter()
        .map(|k| (k.table.game, k.status, k.ended, k.deleted))
        .collect();
    assert_eq!(
        seen,
        [
            (running.0, GameStatus::Running, None, false),
            (game.0, GameStatus::Finished, Some(t(10)), false)
        ],
        "newest first"
    );
    store.mark_deleted(&table, t(2000)).await.unwrap();
    let due = store.archiving_due().await.unwrap();
    assert!(
        !due.iter().any(|(t, _)| mine(t)),
        "deleted channels are not due again"
    );
    assert!(store.guild_tables(guild).await.unwrap()[1].deleted);
    store.set_archive_after(guild, None).await.unwrap();
    assert_eq!(store.archive_after(guild).await.unwrap(), None);
}

pub async fn keeps_the_interactions_of_its_batches(store: Store) {
    let game = store.create_game(1, 2, "toy", 99, t(0)).await.unwrap();
    let (early, late) = (unique_guild(), unique_guild());
    let one = ["a".to_owned()];
    store
        .append_played(game, 0, t(5), &one, Some("{}"), Some(early))
        .await
        .unwrap();
    store
        .append_played(game, 1, t(60), &one, Some("{}"), None)
        .await
        .unwrap();
    store
        .append_played(game, 2, t(90), &one, Some("{}"), Some(late))
        .await
        .unwrap();
    let since = store.interactions_since(t(30)).await.unwrap();
    assert!(since.contains(&late), "{since:?}");
    assert!(!since.contains(&early), "older than asked: {since:?}");
}

macro_rules! on_both {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(#[tokio::test]
            async fn $name() {
                let (store, _dir) = super::sqlite().await;
                super::$name(store).await;
            })*
        }
        mod postgres {
            $(#[tokio::test]
            async fn $name() {
                let (store, _guard) = super::postgres().await;
                super::$name(store).await;
            })*
        }
    };
}

on_both!(
    appends_and_reads_back_in_order,
    refuses_a_stale_append,
    lists_running_games_and_marks_them_finished,
    keeps_guild_settings,
    keeps_a_games_table,
    keeps_the_outbox_and_live_prompts,
    keeps_where_finished_games_channels_stand,
    keeps_the_interactions_of_its_batches,
);

#[tokio::test]
async fn sqlite_creates_its_folder_and_uses_wal() {
    let (store, dir) = sqlite().await;
    assert!(dir.path().join("sub/regisseur.db").exists());
    store.create_game(1, 1, "toy", 1, t(0)).await.unwrap();
    assert!(dir.path().join("sub/regisseur.db-wal").exists(), "WAL mode");
    drop(store);
    assert!(Store::connect("mysql://x").await.is_err());
}

pub async fn concurrent_appends_one_wins(store: Store) {
    let game = store.create_game(1, 2, "toy", 1, t(0)).await.unwrap();
    let append = |payload: &str| {
        let (store, payload) = (store.clone(), vec![payload.to_owned()]);
        tokio::spawn(async move { store.append(game, 0, t(1), &payload).await })
    };
    let (a, b) = (append("a"), append("b"));
    let (a, b) = (a.await.unwrap(), b.await.unwrap());
    assert!(a.is_ok() != b.is_ok(), "exactly one wins: {a:?} {b:?}");
    let loser = if a.is_err() { a } else { b };
    assert!(
        matches!(loser, Err(StoreError::Conflict { .. })),
        "{loser:?}"
    );
    assert_eq!(store.events(game).await.unwrap().len(), 1);
}

/// Many writers at once, as a busy bot has them (the store commits what is queued in
/// groups): each learns its own outcome — per game one of two rival appends wins, an unknown
/// game is refused alone, delivery marks land — and the logs hold exactly what was
/// acknowledged.
pub async fn a_crowd_of_writes_each_gets_its_own_outcome(store: Store) {
    let mut games = Vec::new();
    for i in 0..25 {
        games.push(store.create_game(1, 100 + i, "toy", 1, t(0)).await.unwrap());
    }
    let mut tasks = Vec::new();
    for (i, game) in games.iter().copied().enumerate() {
        for rival in ["a", "b"] {
            let (store, payloads) = (store.clone(), vec![format!("{i}{rival}"), "x".to_owned()]);
            tasks.push(tokio::spawn(async move {
                (game, store.append(game, 0, t(1), &payloads).await)
            }));
        }
    }
    let unknown = {
        let store = store.clone();
        tokio::spawn(async move {
            store
                .append(GameId(999_999), 0, t(1), &["u".to_owned()])
                .await
        })
    };
    let marks = {
        let (store, game) = (store.clone(), games[0]);
        tokio::spawn(async move { store.set_delivered(game, 2).await })
    };
    let mut won = BTreeMap::new();
    for task in tasks {
        let (game, outcome) = task.await.unwrap();
        match outcome {
            Ok(length) => {
                assert_eq!(length, 2);
                *won.entry(game).or_insert(0) += 1;
            }
            Err(StoreError::Conflict { .. }) => {}
            Err(e) => panic!("{e}"),
        }
    }
    assert!(
        won.values().all(|n| *n == 1) && won.len() == games.len(),
        "{won:?}"
    );
    assert!(matches!(
        unknown.await.unwrap(),
        Err(StoreError::UnknownGame(_))
    ));
    marks.await.unwrap().unwrap();
    assert_eq!(store.delivered(games[0]).await.unwrap(), 2);
    for game in games {
        let events = store.events(game).await.unwrap();
        assert_eq!(events.len(), 2, "{game:?}");
        assert_eq!(events[1].payload, "x");
        assert_eq!(store.batch_starts(game, 0).await.unwrap(), vec![1]);
    }
}

mod concurrency {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite_a_crowd_of_writes_each_gets_its_own_outcome() {
        let (store, _dir) = super::sqlite().await;
        super::a_crowd_of_writes_each_gets_its_own_outcome(store).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres_a_crowd_of_writes_each_gets_its_own_outcome() {
        let (store, _guard) = super::postgres().await;
        super::a_crowd_of_writes_each_gets_its_own_outcome(store).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite_concurrent_appends_one_wins() {
        let (store, _dir) = super::sqlite().await;
        super::concurrent_appends_one_wins(store).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres_concurrent_appends_one_wins() {
        let (store, _guard) = super::postgres().await;
        super::concurrent_appends_one_wins(store).await;
    }
}
