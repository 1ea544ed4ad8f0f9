//! La Ronde des Pantins end to end: the real binary against the fake Discord, a whole game
//! over the test clock (`game`), its faults (`faults`), the desk's forms (`forms`), and the
//! helpers they share here: the table of 14 players, a spectator and two MJs, commands in
//! groups, posts and cards.

mod bench;
mod checks;
mod deal_names;
mod desk_race;
mod desk_verbs;
mod faults;
mod forms;
mod game;
mod late;
mod powers;
mod proof;
mod spectators;

use fake_discord::fixture::GENERAL;
use fake_discord::options::{group, string, sub, user};
use serde_json::{json, Value};

use super::harness::{component, plain, texts, World, WAIT};

/// The players, in join order, and their Personnages.
pub const CAST: [(&str, &str); 14] = [
    ("alice", "alice"),
    ("bruno", "voyante"),
    ("chloe", "figurant"),
    ("david", "figurant"),
    ("emma", "figurant"),
    ("farid", "figurant"),
    ("gaelle", "chucky"),
    ("hugo", "woody"),
    ("ines", "halus"),
    ("jules", "heros-tragique"),
    ("karim", "pierrot-lunaire"),
    ("lea", "figurant"),
    ("malo", "figurant"),
    ("nina", "pianiste"),
];

/// The Ronde's order.
pub const RONDE: &str = "alice voyante chucky woody halus heros-tragique pierrot-lunaire pianiste";

/// A Ronde being played: the world, and its channels.
pub struct Table {
    pub world: World,
    pub tribunal: u64,
    pub choeur: u64,
    pub bureau: u64,
}

/// A display name as the fixture's members have it (`alice` → `Alice`).
pub fn display(name: &str) -> String {
    let mut d = name.to_owned();
    d[..1].make_ascii_uppercase();
    d
}

impl Table {
    /// A Ronde of the usual cast, dealt on J1 (2027-03-20) at 10:00 on 16 members.
    pub async fn dealt() -> Table {
        let world = World::start(16).await;
        let t = Table::set_up(world, "2027-03-20", "2027-03-20 10:00").await;
        let deal = json!([string("personnages", &deal_list()), string("ronde", RONDE)]);
        assert!(t.mj("partie", "distribuer", deal).await.contains("noté"));
        t
    }

    /// Creates a Ronde whose J1 is `debut`, seats the cast (join button), registers `oscar`
    /// as a spectator and `paula` as a second MJ, sets the clock at `start`.
    pub async fn set_up(world: World, debut: &str, start: &str) -> Table {
        let olga = world.user("olga");
        let created = world
            .slash(
                olga,
                GENERAL,
                "mj",
                json!([sub(
                    "creer",
                    json!([string("jeu", "ronde-des-pantins"), string("debut", debut)])
                )]),
            )
            .await;
        assert!(created.contains("créée"), "{created}");
        let table = Table {
            tribunal: world.channel("tribunal"),
            choeur: world.channel("choeur-des-demasques"),
            bureau: world.channel("bureau-des-mj"),
            world,
        };
        let lobby = table.world.fake.messages_in(GENERAL);
        let (join, id) = component(&lobby, "rpj:").expect("the Ronde's join button");
        for (name, _) in CAST {
            let i = table
                .world
                .fake
                .click(table.world.user(name), join, &id)
                .unwrap();
            let callback = table.world.fake.callback_for(i, WAIT).await.unwrap();
            assert_eq!(callback["type"], 7, "{callback}");
        }
        let joined = table.world.fake.message(join).unwrap()["content"].to_string();
        assert!(joined.contains("Joueurs (14)"), "{joined}");
        for (who, kind) in [("oscar", "spectateur"), ("paula", "mj")] {
            let answer = table
                .mj(
                    "partie",
                    "inscrire",
                    json!([user("joueur", table.world.user(who)), int("type", kind)]),
                )
                .await;
            assert!(answer.contains("noté"), "{who}: {answer}");
        }
        table.clock(start).await;
        table
    }

    pub fn user(&self, name: &str) -> u64 {
        self.world.user(name)
    }

    /// `/mj GROUP SUB options…` as olga in the desk.
    pub async fn mj(&self, group_name: &str, sub_name: &str, options: Value) -> String {
        let olga = self.user("olga");
        let options = json!([group(group_name, json!([sub(sub_name, options)]))]);
        self.world.slash(olga, self.bureau, "mj", options).await
    }

    /// Jumps the game's clock to a local instant (`2027-03-21 10:00`).
    pub async fn clock(&self, at: &str) {
        let answer = self
            .mj("partie", "horloge", json!([string("decalage", at)]))
            .await;
        assert!(answer.contains("noté"), "clock {at}: {answer}");
    }

    /// Jumps the clock to `at` and waits until the game is on day `day` there (the deadlines
    /// in between fire just after the jump).
    pub async fn clock_to(&self, at: &str, day: u32) -> String {
        self.clock(at).await;
        let want = format!("J{day} (");
        let deadline = std::time::Instant::now() + WAIT;
        loop {
            let status = self.status().await;
            if status.contains(&want) {
                return status;
            }
            assert!(
                std::time::Instant::now() < deadline,
                "never J{day} at {at}: {status}"
            );
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
    }

    /// A player's slash command in `channel`, its answer.
    pub async fn slash(&self, who: &str, channel: u64, name: &str, options: Value) -> String {
        self.world
            .slash(self.user(who), channel, name, options)
            .await
    }

    /// The names of the choices the bot offers `who` for a command's focused option.
    pub async fn choices(&self, who: &str, command: &str, options: Value) -> Vec<String> {
        let user = self.user(who);
        self.world.choices(user, GENERAL, command, options).await
    }

    /// `/partie` as olga.
    pub async fn status(&self) -> String {
        self.world
            .slash(self.user("olga"), self.bureau, "partie", json!([]))
            .await
    }

    /// Waits until the bot has made no call for 300 ms (what it had to do is done).
    pub async fn content_settled(&self) {
        let mut seen = self.world.fake.calls().len();
        let mut quiet = 0;
        while quiet < 6 {
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
            let now = self.world.fake.calls().len();
            if now == seen {
                quiet += 1;
            } else {
                (seen, quiet) = (now, 0);
            }
        }
    }

    /// The tribunal's post whose title starts with `prefix`, once it exists.
    pub async fn post(&self, prefix: &str) -> u64 {
        let tribunal = self.tribunal;
        self.world
            .fake
            .wait_for(
                |s| {
                    s.channels.values().find_map(|c| {
                        let parent = c["parent_id"].as_str()?.parse::<u64>().ok()?;
                        let name = plain(c["name"].as_str()?);
                        (parent == tribunal && name.starts_with(prefix))
                            .then(|| c["id"].as_str()?.parse().ok())?
                    })
                },
                WAIT,
            )
            .await
            .unwrap_or_else(|| panic!("no post {prefix}"))
    }

    /// Waits until a message of `channel` contains `needle` (its messages shown if never).
    pub async fn said(&self, channel: u64, needle: &str) {
        self.world.said(channel, needle).await;
    }

    /// Waits until a DM to `who` contains `needle`.
    pub async fn dm(&self, who: &str, needle: &str) {
        let id = self.user(who);
        self.world
            .eventually(&format!("{needle:?} to {who}"), || {
                texts(&self.world.fake.dms_to(id))
                    .iter()
                    .any(|t| t.contains(needle))
            })
            .await;
    }

    /// Waits until message `id` contains `needle` (its content shown if it never does).
    pub async fn content(&self, id: u64, needle: &str) {
        let read = || {
            self.world
                .fake
                .message(id)
                .and_then(|m| m["content"].as_str().map(plain))
                .unwrap_or_default()
        };
        let deadline = std::time::Instant::now() + WAIT;
        while !read().contains(needle) {
            assert!(
                std::time::Instant::now() < deadline,
                "message {id} never says {needle:?}: {:?}",
                read()
            );
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
    }

    /// The live component of the desk whose custom id contains `part`, once posted.
    pub async fn card(&self, part: &str) -> (u64, String) {
        self.button(self.bureau, part).await
    }

    /// The live component of `channel` whose custom id contains `part`, once posted.
    pub async fn button(&self, channel: u64, part: &str) -> (u64, String) {
        let mut found = None;
        self.world
            .eventually(&format!("a component {part}"), || {
                found = component(&self.world.fake.messages_in(channel), part);
                found.is_some()
            })
            .await;
        found.unwrap()
    }

    /// A click by `who` on a component, its answer.
    pub async fn click(&self, who: &str, message: u64, custom_id: &str) -> String {
        self.world.click(self.user(who), message, custom_id).await
    }

    /// Whether `who` reads / writes in `channel` (posts take their forum's permissions).
    pub fn reads(&self, who: &str, channel: u64) -> bool {
        self.world.fake.can_read(self.user(who), channel)
    }

    pub fn writes(&self, who: &str, channel: u64) -> bool {
        let wanted =
            fake_discord::perms::VIEW_CHANNEL | fake_discord::perms::SEND_MESSAGES_IN_THREADS;
        self.world.fake.permissions(self.user(who), channel) & wanted == wanted
    }

    /// Whether `who` reads and writes in the text channel `channel`.
    pub fn writes_text(&self, who: &str, channel: u64) -> bool {
        self.world.fake.can_write(self.user(who), channel)
    }

    /// Who reads `channel`, by name, among everyone of the table.
    pub fn readers(&self, channel: u64) -> Vec<&'static str> {
        CAST.iter()
            .map(|(n, _)| *n)
            .chain(["oscar", "paula", "olga"])
            .filter(|n| self.reads(n, channel))
            .collect()
    }
}

/// A choice option (`poise::ChoiceParameter`: its index among the choices).
pub fn int(name: &str, choice: &str) -> Value {
    let index = match choice {
        "joueur" | "approuver" | "respectee" | "juste" | "carton" | "enqueter" | "plainte" => 0,
        "spectateur" | "refuser" | "joker" | "injuste" | "cantine" | "endormir" | "case" => 1,
        "mj" | "excusee" | "annule" | "rien" | "secret" | "banque" => 2,
        "non-respectee" | "expire" | "bougie" => 3,
        "sans-suite" | "trancher" => 4,
        other => panic!("no choice {other}"),
    };
    json!({"type": 4, "name": name, "value": index})
}

/// A NUMBER option (type 10).
pub fn number(name: &str, value: f64) -> Value {
    json!({"type": 10, "name": name, "value": value})
}

/// The roles to deal, `Alice=alice, …`.
pub fn deal_list() -> String {
    let pairs: Vec<String> = CAST
        .iter()
        .map(|(n, p)| format!("{}={p}", display(n)))
        .collect();
    pairs.join(", ")
}
