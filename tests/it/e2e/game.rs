//! A whole 8-player game through interactions, the channels' access checked at each phase;
//! the wrong person's and stale buttons; kill -9 in the middle of a night; a burst of 429s
//! and 500s.

use std::collections::BTreeMap;
use std::time::Duration;

use fake_discord::fixture::GENERAL;
use serde_json::json;

use super::harness::{component, reads, texts, writes, World, WAIT};

pub const PLAYERS: [&str; 8] = [
    "alice", "bruno", "chloe", "david", "emma", "farid", "gaelle", "hugo",
];

/// The game's seats: user name → (user id, display name).
pub struct Seats(BTreeMap<&'static str, (u64, String)>);

impl Seats {
    pub fn of(world: &World) -> Seats {
        Seats(
            PLAYERS
                .iter()
                .map(|n| {
                    let mut display = n.to_string();
                    display[..1].make_ascii_uppercase();
                    (*n, (world.user(n), display))
                })
                .collect(),
        )
    }

    pub fn id(&self, name: &str) -> u64 {
        self.0[name].0
    }

    /// The living, from a `/partie` answer ("… Vivants : Alice, Bruno. Maire : …").
    pub fn living(&self, status: &str) -> Vec<&'static str> {
        let list = status
            .split("Vivants : ")
            .nth(1)
            .and_then(|r| r.split(". Maire").next())
            .unwrap_or("");
        let names: Vec<&str> = list.split(", ").collect();
        self.0
            .iter()
            .filter(|(_, (_, d))| names.contains(&d.as_str()))
            .map(|(n, _)| *n)
            .collect()
    }
}

/// Creates a game with these options, seats the 8 players (join button), deals 2 wolves and
/// 6 villagers, and starts it. Returns the seats and the wolves.
pub async fn set_up(
    world: &World,
    before_start: impl FnOnce(&World),
) -> (Seats, Vec<&'static str>) {
    let seats = seat(world).await;
    before_start(world);
    start(world, seats).await
}

/// Starts the seated game: the roles dealt, two wolves reading #meute, every role card sent.
pub async fn start(world: &World, seats: Seats) -> (Seats, Vec<&'static str>) {
    let place = world.channel("place");
    let started = world.mj(place, "demarrer", json!([])).await;
    assert!(started.contains("commence"), "{started}");
    let meute = world.channel("meute");
    let wolves = world
        .fake
        .wait_for(
            |s| {
                let w: Vec<&'static str> = PLAYERS
                    .iter()
                    .copied()
                    .filter(|n| reads(s, seats.id(n), meute))
                    .collect();
                (w.len() == 2).then_some(w)
            },
            WAIT,
        )
        .await
        .expect("two wolves read #meute");
    for name in PLAYERS {
        let id = seats.id(name);
        world
            .eventually(&format!("{name} gets a role card"), || {
                texts(&world.fake.dms_to(id))
                    .iter()
                    .any(|t| t.contains("Ton rôle"))
            })
            .await;
    }
    (seats, wolves)
}

/// Creates a game, seats the 8 players (join button) and sets 2 wolves and 6 villagers.
pub async fn seat(world: &World) -> Seats {
    seat_with(world, "vote=60 election=60", false).await
}

/// [`seat`], the game created with these `options`, by voice when `vocal`.
pub async fn seat_with(world: &World, options: &str, vocal: bool) -> Seats {
    let mut options = vec![json!({"type": 3, "name": "options", "value": options})];
    if vocal {
        options.push(json!({"type": 4, "name": "vocal", "value": 0}));
    }
    let created = world.mj(GENERAL, "creer", json!(options)).await;
    assert!(created.contains("créée"), "{created}");
    let lobby = world.fake.messages_in(GENERAL);
    let (join_message, join_id) = component(&lobby, "lgj:").expect("a join button");
    let seats = Seats::of(world);
    for name in PLAYERS {
        let id = world
            .fake
            .click(seats.id(name), join_message, &join_id)
            .unwrap();
        world.fake.callback_for(id, WAIT).await.unwrap();
    }
    let lobby_text = world.fake.message(join_message).unwrap()["content"].to_string();
    assert!(lobby_text.contains("(8)"), "8 joined: {lobby_text}");
    let roles =
        "loup-garou loup-garou villageois villageois villageois villageois villageois villageois";
    let place = world.channel("place");
    world
        .mj(
            place,
            "composition",
            json!([{"type": 3, "name": "roles", "value": roles}]),
        )
        .await;
    seats
}

/// Who may read and write each channel, checked against what the phase says.
async fn check_access(world: &World, seats: &Seats, wolves: &[&str], status: &str) {
    let living = seats.living(status);
    let place = world.channel("place");
    let meute = world.channel("meute");
    let cimetiere = world.channel("cimetiere");
    let amoureux = world.channel("amoureux");
    let chasse = status.contains(" chasse");
    let open_floor = [
        " libre",
        " élection",
        " assemblée",
        " vote",
        " égalité",
        " second vote",
    ]
    .iter()
    .any(|s| status.contains(s));
    let parole = status.contains(" parole");
    let ok = world
        .fake
        .wait_for(
            |s| {
                let mut wrong = Vec::new();
                for name in PLAYERS {
                    let id = seats.id(name);
                    let alive = living.contains(&name);
                    let wolf = wolves.contains(&name);
                    let expect = [
                        ("read place", reads(s, id, place), true),
                        ("write place", writes(s, id, place), alive && open_floor),
                        ("read meute", reads(s, id, meute), alive && wolf),
                        ("write meute", writes(s, id, meute), alive && wolf && chasse),
                        ("read cimetiere", reads(s, id, cimetiere), !alive),
                        ("write cimetiere", writes(s, id, cimetiere), !alive),
                        ("read amoureux", reads(s, id, amoureux), false),
                    ];
                    for (what, got, want) in expect {
                        if got != want && !(parole && what == "write place") {
                            wrong.push(format!("{name} {what}: {got}, expected {want}"));
                        }
                    }
                }
                let speakers = PLAYERS
                    .iter()
                    .filter(|n| writes(s, seats.id(n), place))
                    .count();
                if parole && speakers > 1 {
                    wrong.push(format!("{speakers} players hold the microphone"));
                }
                wrong.is_empty().then_some(())
            },
            Duration::from_secs(5),
        )
        .await;
    assert!(ok.is_some(), "access during «{status}» is wrong");
}

/// Plays until the end: wolves hunt the first living villager, the village votes for them
/// too; the MJ advances each step. Returns the statuses seen.
pub async fn play_to_the_end(world: &World, seats: &Seats, wolves: &[&str]) -> Vec<String> {
    play_to_the_end_with(world, seats, wolves, false).await
}

/// [`play_to_the_end`]; in a voice game (`vocal`) every member's voice checked at each step
/// too (`super::voice::check`).
pub async fn play_to_the_end_with(
    world: &World,
    seats: &Seats,
    wolves: &[&str],
    vocal: bool,
) -> Vec<String> {
    let mut seen = Vec::new();
    for _ in 0..120 {
        let status = world.status().await;
        seen.push(status.clone());
        if status.contains(": fin") || status.contains("Aucune partie") {
            return seen;
        }
        check_access(world, seats, wolves, &status).await;
        if vocal {
            super::voice::check(world, seats, &status).await;
        }
        let living = seats.living(&status);
        let prey = living.iter().find(|n| !wolves.contains(n)).copied();
        if status.contains(" chasse") {
            for w in wolves.iter().filter(|w| living.contains(w)) {
                let wid = seats.id(w);
                let key = status_key(&status);
                world
                    .eventually(&format!("a Griffes menu for {w} in {status}"), || {
                        component(&world.fake.dms_to(wid), ":griffes:")
                            .is_some_and(|c| c.1.contains(&key))
                    })
                    .await;
                let (message, id) = component(&world.fake.dms_to(wid), ":griffes:").unwrap();
                let target = seats.id(prey.unwrap()).to_string();
                let answer = world.select(seats.id(w), message, &id, &[&target]).await;
                assert!(answer.contains("noté"), "{answer}");
            }
        }
        if status.contains(" vote") || status.contains(" élection") {
            let place = world.channel("place");
            let key = status_key(&status);
            world
                .eventually(&format!("a ballot in #place in {status}"), || {
                    component(&world.fake.messages_in(place), ":bulletin:")
                        .is_some_and(|c| c.1.contains(&key))
                })
                .await;
            let (message, id) = component(&world.fake.messages_in(place), ":bulletin:").unwrap();
            let target = seats.id(prey.unwrap()).to_string();
            for voter in &living {
                world
                    .select(seats.id(voter), message, &id, &[&target])
                    .await;
            }
        }
        world.mj(world.channel("mj"), "avancer", json!([])).await;
    }
    panic!("no end after 120 steps: {seen:?}");
}

/// The `N1.`/`D2.` part of the custom ids of this status ("Partie n°1 : nuit 1, chasse, …").
pub fn status_key(status: &str) -> String {
    let mut words = status.split(" : ").nth(1).unwrap_or("").split([' ', ',']);
    let kind = match words.next() {
        Some("nuit") => "N",
        _ => "D",
    };
    let n = words.next().unwrap_or("");
    format!(":{kind}{n}.")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_through_interactions() {
    let world = World::start(8).await;
    let (seats, wolves) = set_up(&world, |_| ()).await;
    let seen = play_to_the_end(&world, &seats, &wolves).await;
    assert!(seen.iter().any(|s| s.contains(" chasse")), "{seen:?}");
    assert!(seen.iter().any(|s| s.contains(" vote")), "{seen:?}");
    let place = world.channel("place");
    world.said(place, "l'emporte").await;
    // The recap, in the lobby channel: the public lines and, now, the hidden ones.
    let recap = world
        .attachment(fake_discord::fixture::GENERAL, "recit-partie-1.txt")
        .await;
    assert!(recap.contains(" · #place · Fin de la partie"), "{recap}");
    assert!(recap.contains(" · #meute · La proie est "), "{recap}");
    let to_wolf = format!(" · à {}, en privé · ", wolves[0].to_lowercase());
    assert!(recap.to_lowercase().contains(&to_wolf), "{recap}");
    let recaps = world.fake.with_state(|s| {
        s.messages_in(fake_discord::fixture::GENERAL)
            .iter()
            .filter(|m| m["content"].as_str().is_some_and(|c| c.starts_with("📜")))
            .count()
    });
    assert_eq!(recaps, 1, "one recap");
    let noops: Vec<_> = world
        .fake
        .noop_calls()
        .into_iter()
        .filter(|(_, what)| what.contains("permission") || what.contains("overwrite"))
        .collect();
    assert!(
        noops.is_empty(),
        "permission calls that changed nothing: {noops:?}"
    );
    world.fake.assert_no_violations();
}
