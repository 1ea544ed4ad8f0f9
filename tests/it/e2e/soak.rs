//! The soak run of issue 11 (ignored: `cargo test --release --test it -- --ignored --nocapture
//! soak`): 50 games of 8 played to the end at once by simulated players, while the fake injects
//! 429s and 500s, drops the gateway sessions, and the bot is killed (-9) once. Then, for every
//! game: its log replays to the same end through the commands it kept (the outcome an
//! undisturbed run gives), every acknowledged action is among its commands, every notice was
//! shown exactly once, and every interaction was answered within Discord's 3 s.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use engine::game::{Game, Stored};
use engine::loups_garous::{Command, Event, LoupsGarous};
use engine::notice::RawRender;
use regisseur::discord::host::card::outgoing;
use regisseur::discord::host::executor;
use regisseur::discord::host::hosted::Hosted;
use serde_json::{json, Value};
use tokio::sync::RwLock;

use super::harness::{component, plain, World};

/// How many games (`SOAK_GAMES`, 50 by default).
fn games() -> usize {
    std::env::var("SOAK_GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(50)
}
const SEATS: usize = 8;

/// One game's channels and players.
#[derive(Clone)]
struct Table {
    mj: u64,
    place: u64,
    players: Vec<u64>,
    wolves: Vec<u64>,
}

/// Sends an interaction and waits for its answer's text; `None` when the bot did not answer
/// (down, or a fault): the action was not acknowledged.
async fn ask(world: &World, id: Result<u64, String>) -> Option<String> {
    let id = id.ok()?;
    let callback = world
        .fake
        .callback_for(id, Duration::from_secs(8))
        .await
        .ok()?;
    // (French no-break spaces read as spaces: « Vivants : … »)
    if let Some(text) = callback["data"]["content"].as_str() {
        return Some(plain(text));
    }
    let token = world.fake.interaction(id)?.token;
    let call = world
        .fake
        .wait_for_call(
            |c| c.method == "POST" && c.path.contains("/webhooks/") && c.path.contains(&token),
            Duration::from_secs(8),
        )
        .await?;
    Some(plain(call.body?["content"].as_str()?))
}

async fn mj(world: &World, channel: u64, sub: &str, options: Value) -> Option<String> {
    let olga = world.user("olga");
    let body = json!([{"type": 1, "name": sub, "options": options}]);
    ask(world, world.fake.slash(olga, channel, "mj", body)).await
}

/// Creates a game in `general` and seats the next `SEATS` players; 2 wolves, 6 villagers.
async fn table(world: &World, seats: &[u64]) -> Table {
    let general = fake_discord::fixture::GENERAL;
    mj(world, general, "creer", json!([]))
        .await
        .expect("created");
    let (message, id) = component(&world.fake.messages_in(general), "lgj:").unwrap();
    for p in seats {
        ask(world, world.fake.click(*p, message, &id))
            .await
            .expect("seated");
    }
    let newest = |name: &str| {
        world.fake.with_state(|s| {
            s.channels
                .values()
                .filter(|c| c["name"] == name)
                .filter_map(|c| c["id"].as_str()?.parse::<u64>().ok())
                .max()
                .unwrap()
        })
    };
    let (mj_channel, place, meute) = (newest("mj"), newest("place"), newest("meute"));
    let roles =
        "loup-garou loup-garou villageois villageois villageois villageois villageois villageois";
    let roles = json!([{"type": 3, "name": "roles", "value": roles}]);
    mj(world, place, "composition", roles)
        .await
        .expect("composed");
    mj(world, place, "demarrer", json!([]))
        .await
        .expect("started");
    let wolves = loop {
        let w: Vec<u64> = seats
            .iter()
            .copied()
            .filter(|p| world.fake.can_read(*p, meute))
            .collect();
        if w.len() == 2 {
            break w;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    Table {
        mj: mj_channel,
        place,
        players: seats.to_vec(),
        wolves,
    }
}

/// What a simulated game acknowledged: (player, the command's words) per game.
type Acknowledged = Vec<(u64, &'static str, u64)>;

/// Plays a game to its end: wolves hunt the first living villager, everyone hangs him.
async fn play(world: Arc<RwLock<World>>, t: Table) -> Acknowledged {
    let mut acked = Vec::new();
    for _ in 0..400 {
        let w = world.read().await;
        let Some(status) = ask(&w, w.fake.slash(w.user("olga"), t.mj, "partie", json!([]))).await
        else {
            drop(w);
            tokio::time::sleep(Duration::from_millis(300)).await;
            continue;
        };
        if status.contains(": fin") {
            break;
        }
        let living = living(&w, &status, &t);
        let prey = t
            .players
            .iter()
            .copied()
            .find(|p| !t.wolves.contains(p) && living.contains(p));
        let key = super::game::status_key(&status);
        if status.contains(" chasse") {
            for wolf in t.wolves.iter().filter(|w| living.contains(w)) {
                let menu = soon(|| {
                    component(&w.fake.dms_to(*wolf), ":griffes:").filter(|c| c.1.contains(&key))
                })
                .await;
                if let (Some((m, id)), Some(prey)) = (menu, prey) {
                    let answer = ask(&w, w.fake.select(*wolf, m, &id, &[&prey.to_string()])).await;
                    if answer.is_some_and(|a| a.contains("noté")) {
                        acked.push((*wolf, "griffes", prey));
                    }
                }
            }
        }
        if status.contains(" vote") {
            let ballot = soon(|| {
                component(&w.fake.messages_in(t.place), ":bulletin:").filter(|c| c.1.contains(&key))
            })
            .await;
            if let (Some((m, id)), Some(prey)) = (ballot, prey) {
                for voter in &living {
                    let answer = ask(&w, w.fake.select(*voter, m, &id, &[&prey.to_string()])).await;
                    if answer.is_some_and(|a| a.contains("noté")) {
                        acked.push((*voter, "bulletin", prey));
                    }
                }
            }
        }
        let _ = mj(&w, t.mj, "avancer", json!([])).await;
    }
    acked
}

/// `find`'s answer once it has one, or `None` after 3 s (the executor may lag the status).
async fn soon<T>(mut find: impl FnMut() -> Option<T>) -> Option<T> {
    for _ in 0..60 {
        if let Some(found) = find() {
            return Some(found);
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    None
}

/// The living of a `/partie` answer ("… Vivants : Alice, Joueur-17. Maire : …").
fn living(world: &World, status: &str, t: &Table) -> Vec<u64> {
    let list = status
        .split("Vivants : ")
        .nth(1)
        .and_then(|r| r.split(". Maire").next())
        .unwrap_or("");
    let names: Vec<&str> = list.split(", ").collect();
    world.fake.with_state(|s| {
        t.players
            .iter()
            .copied()
            .filter(|p| {
                s.guild.members.iter().any(|m| {
                    let mut display = m.user.username.clone();
                    if let Some(first) = display.get_mut(0..1) {
                        first.make_ascii_uppercase();
                    }
                    m.user.id == *p && names.contains(&display.as_str())
                })
            })
            .collect()
    })
}

/// The faults, for `span`: bursts of 429 and 500, gateway drops, and one kill -9.
async fn faults(world: Arc<RwLock<World>>, span: Duration) -> usize {
    let start = Instant::now();
    let mut round = 0;
    let mut killed = false;
    while start.elapsed() < span {
        tokio::time::sleep(Duration::from_secs(2)).await;
        round += 1;
        let w = world.read().await;
        w.fake.rate_limit("/messages", 4, 0.2);
        w.fake.server_errors("/channels/", 4);
        if round % 4 == 0 {
            w.fake.disconnect_sessions();
        }
        drop(w);
        if !killed && start.elapsed() > span / 3 {
            killed = true;
            let mut w = world.write().await;
            w.kill();
            w.spawn().await;
        }
    }
    round
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "the soak run: cargo test --release --test it -- --ignored --nocapture soak"]
async fn soak_fifty_games_through_faults_and_a_kill() {
    let count = games();
    let world = World::start(count * SEATS).await;
    let players: Vec<u64> = world
        .fake
        .with_state(|s| s.guild.players().map(|m| m.user.id).collect());
    let mut tables = Vec::new();
    for g in 0..count {
        tables.push(table(&world, &players[g * SEATS..(g + 1) * SEATS]).await);
    }
    eprintln!("SOAK {count} games started");
    let world = Arc::new(RwLock::new(world));
    let started = Instant::now();
    let chaos = tokio::spawn(faults(world.clone(), Duration::from_mins(1)));
    let games: Vec<_> = tables
        .iter()
        .cloned()
        .map(|t| tokio::spawn(play(world.clone(), t)))
        .collect();
    let mut acked = Vec::new();
    for g in games {
        acked.push(g.await.unwrap());
    }
    let rounds = chaos.await.unwrap();
    eprintln!(
        "SOAK played in {:?}, {rounds} fault rounds",
        started.elapsed()
    );
    let world = world.read().await;
    check(&world, &tables, &acked).await;
}

/// Every game: replays to its end from its commands, keeps every acknowledged action, showed
/// each notice once; every interaction answered within 3 s.
async fn check(world: &World, tables: &[Table], acked: &[Acknowledged]) {
    let url = format!("sqlite://{}/regisseur.db", world.dir.path().display());
    let store = regisseur::store::Store::connect(&url).await.unwrap();
    let (mut ended, mut actions, mut notices) = (0, 0, 0);
    for (i, t) in tables.iter().enumerate() {
        let game = regisseur::store::GameId(i as i64 + 1);
        let rows = store.events(game).await.unwrap();
        let log: Vec<_> = rows
            .iter()
            .map(|r| {
                (
                    r.at,
                    serde_json::from_str::<Stored<Event>>(&r.payload)
                        .unwrap()
                        .event,
                )
            })
            .collect();
        let commands: BTreeMap<u64, Command> = store
            .batch_commands(game)
            .await
            .unwrap()
            .into_iter()
            .map(|(seq, c)| (seq, serde_json::from_str(&c).unwrap()))
            .collect();
        let export = engine::loups_garous::export::scenario_with(&log, &commands).unwrap();
        let report = engine::scenario::run(&export.text, &RawRender).unwrap();
        assert!(
            report.failure.is_none(),
            "game {game}: {:?}",
            report.failure
        );
        let state = LoupsGarous::replay(log.iter().map(|(_, e)| e));
        ended += usize::from(LoupsGarous::is_over(&state));
        for (player, item, target) in &acked[i] {
            let kept = commands.values().any(|c| {
                let json = serde_json::to_string(c).unwrap().to_lowercase();
                json.contains(&player.to_string())
                    && json.contains(&target.to_string())
                    && (json.contains(item) || (*item == "bulletin" && json.contains("vote")))
            });
            assert!(
                kept,
                "game {game}: the acknowledged {item} of {player} was lost"
            );
            actions += 1;
        }
        notices += shown_once(world, &store, game, t).await;
    }
    let latencies: Vec<Duration> = world
        .fake
        .with_state(|s| s.interactions.keys().copied().collect::<Vec<u64>>())
        .into_iter()
        .filter_map(|id| world.fake.callback_latency(id))
        .collect();
    let worst = latencies.iter().max().copied().unwrap_or_default();
    eprintln!(
        "SOAK {ended}/{} games ended; {actions} acknowledged actions all kept; {notices} notices each shown once; {} interactions, slowest answer {worst:?}",
        tables.len(),
        latencies.len()
    );
    assert_eq!(ended, tables.len(), "every game ended");
    assert!(
        actions >= tables.len(),
        "the players' acts were acknowledged ({actions}): the check above is not empty"
    );
    assert!(
        worst < Duration::from_secs(3),
        "an interaction waited {worst:?}"
    );
}

/// The messages `game`'s log says the executor sends (its notices grouped as the executor
/// groups them, each group's text and cards apart) against the bot's messages in its channels
/// and its players' DMs: the same count, no nonce twice. Returns the count.
async fn shown_once(
    world: &World,
    store: &regisseur::store::Store,
    game: regisseur::store::GameId,
    t: &Table,
) -> usize {
    let rows = store.events(game).await.unwrap();
    let mut starts = store.batch_starts(game, 0).await.unwrap();
    starts.push(rows.len() as u64 + 1);
    let i18n = regisseur::i18n::I18n::load().unwrap();
    let mut state = <LoupsGarous as Game>::State::default();
    let mut expected = 0;
    for w in starts.windows(2) {
        let mut notices = Vec::new();
        for row in &rows[(w[0] - 1) as usize..(w[1] - 1) as usize] {
            let e = serde_json::from_str::<Stored<Event>>(&row.payload)
                .unwrap()
                .event;
            LoupsGarous::apply(&mut state, &e);
            notices.extend(LoupsGarous::notices(&state, &e));
        }
        // as the executor sends them: a message per group of one audience (an answer was
        // said in its reply), its text and its cards apart
        for (_, group) in executor::group::<LoupsGarous>(&notices) {
            let parts = LoupsGarous::parts(&state, &i18n, "fr", &group);
            expected += outgoing(parts, executor::MAX_CONTENT).len();
        }
    }
    let category = world
        .fake
        .with_state(|s| s.channels.get(&t.place).map(|c| c["parent_id"].clone()));
    let ours = |s: &fake_discord::state::State| -> Vec<Value> {
        let mine = |m: &&Value| {
            let channel: u64 = m["channel_id"]
                .as_str()
                .and_then(|c| c.parse().ok())
                .unwrap_or(0);
            let in_game = s.channels.get(&channel).map(|c| c["parent_id"].clone()) == category;
            let dm_to_player = s.channels.get(&channel).is_some_and(|c| {
                c["type"] == 1
                    && c["recipients"].as_array().is_some_and(|r| {
                        r.iter().any(|u| {
                            t.players
                                .iter()
                                .any(|p| u["id"].as_str() == Some(&p.to_string()))
                        })
                    })
            });
            m["author"]["bot"] == true && m["nonce"].is_string() && (in_game || dm_to_player)
        };
        s.messages.values().filter(mine).cloned().collect()
    };
    let pinned = 1;
    // a game that just ended may still have notices on their way (429s and 500s are being
    // injected): its messages are read once they are all there, or after 30 s
    let shown: Vec<Value> = world
        .fake
        .wait_for(
            |s| Some(ours(s)).filter(|m| m.len() >= expected + pinned),
            Duration::from_secs(30),
        )
        .await
        .unwrap_or_else(|| world.fake.with_state(|s| ours(s)));
    let mut nonces: Vec<&str> = shown.iter().filter_map(|m| m["nonce"].as_str()).collect();
    nonces.sort_unstable();
    let before = nonces.len();
    nonces.dedup();
    assert_eq!(
        before,
        nonces.len(),
        "game {game}: a notice was shown twice"
    );
    assert_eq!(
        nonces.len(),
        expected + pinned,
        "game {game}: {} messages for {expected} of the notices' and the village",
        nonces.len()
    );
    expected
}
