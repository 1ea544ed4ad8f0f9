//! The real `regisseur` binary against the loopback fake Discord: spawning it (killed when
//! dropped, its stderr shown when a test fails), and players acting through interactions.

use std::path::PathBuf;
use std::process::{Child, Command};
use std::time::Duration;

use fake_discord::{FakeDiscord, GuildFixture};
use serde_json::{json, Value};

pub const WAIT: Duration = Duration::from_secs(10);

/// Every setting the bot reads from its environment or a `.env` file.
const SETTINGS: &[&str] = &[
    "DISCORD_TOKEN",
    "DEV_GUILD_ID",
    "DEFAULT_LOCALE",
    "SHARDS",
    "SHARD_TOTAL",
    "DATABASE_URL",
    "DISCORD_API_BASE",
    "DISCORD_API_RESOLVE",
    "DISCORD_API_CA_FILE",
    "PRESENCE_INTENT",
    "REGISSEUR_TOY_GAME",
    "REGISSEUR_TEST_SPEECH",
    "HEALTH_FILE",
    "REGISSEUR_NONCE_WINDOW_MS",
    "RUST_LOG",
];

/// The bot binary as a test runs it: in the test's own folder, never the repository (whose
/// `.env` a developer who followed « Run it » has filled: the bot reads `.env` from its
/// working directory and the folders above it), and with none of the developer's settings
/// inherited from the shell. The test sets what it means.
pub fn bot_binary(dir: &std::path::Path) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_regisseur"));
    cmd.current_dir(dir);
    for name in SETTINGS {
        cmd.env_remove(name);
    }
    cmd
}

/// A running bot process; killed (SIGKILL) when dropped.
pub struct Bot {
    child: Child,
    pub log: PathBuf,
}

impl Bot {
    /// Kills the process at once (kill -9) and waits for it.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Sends SIGTERM (`docker stop`) and waits up to `within` for the process to exit.
    pub fn terminate(&mut self, within: Duration) -> Option<std::process::ExitStatus> {
        let pid = self.child.id().to_string();
        let _ = Command::new("kill").args(["-TERM", &pid]).status();
        let deadline = std::time::Instant::now() + within;
        while std::time::Instant::now() < deadline {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Some(status);
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        None
    }

    /// Whether the process exited, and how.
    pub fn exited(&mut self) -> Option<std::process::ExitStatus> {
        self.child.try_wait().ok().flatten()
    }

    /// The bot's stderr so far.
    pub fn stderr(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        self.kill();
        if std::thread::panicking() {
            let text = self.stderr();
            let tail: Vec<&str> = text.lines().rev().take(80).collect();
            eprintln!("---- the bot's stderr (last lines) ----");
            for line in tail.into_iter().rev() {
                eprintln!("{line}");
            }
        }
    }
}

/// A fake guild, a database and the bot.
pub struct World {
    /// Dropped first (fields drop in order): its log is read before the folder goes.
    pub bot: Option<Bot>,
    pub fake: FakeDiscord,
    pub dir: tempfile::TempDir,
    pub runs: usize,
    /// More environment for the bot (`REGISSEUR_TOY_GAME`…).
    pub env: Vec<(String, String)>,
    /// How many REST calls the fake had seen when the bot was last launched.
    pub calls_at_launch: usize,
}

impl World {
    pub async fn start(players: usize) -> World {
        World::start_with(players, &[]).await
    }

    /// [`World::start`], the bot run with more environment.
    pub async fn start_with(players: usize, env: &[(&str, &str)]) -> World {
        World::start_in(GuildFixture::village(players), env).await
    }

    /// A world on this guild, the bot run with more environment.
    pub async fn start_in(guild: GuildFixture, env: &[(&str, &str)]) -> World {
        let mut world = World::in_guild(guild, env).await;
        world.spawn().await;
        world
    }

    /// A fake guild and a database, the bot not started yet (faults can be set first).
    pub async fn unstarted(players: usize, env: &[(&str, &str)]) -> World {
        World::in_guild(GuildFixture::village(players), env).await
    }

    /// A fake of this guild (a permission withheld, say) and a database, the bot not started.
    pub async fn in_guild(guild: GuildFixture, env: &[(&str, &str)]) -> World {
        let fake = FakeDiscord::start(guild).await;
        let dir = tempfile::tempdir().unwrap();
        let world = World {
            fake,
            dir,
            bot: None,
            runs: 0,
            env: env
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            calls_at_launch: 0,
        };
        world
    }

    /// Starts (or restarts) the bot and waits until it registered its commands.
    pub async fn spawn(&mut self) {
        self.launch();
        let calls_before = self.calls_at_launch;
        let registered = self
            .fake
            .wait_for_call(
                |c| {
                    c.seq >= calls_before
                        && c.method == "PUT"
                        && c.path.ends_with("/commands")
                        && c.status < 300
                },
                Duration::from_mins(1),
            )
            .await;
        assert!(
            registered.is_some(),
            "the bot did not register its commands within 60 s"
        );
    }

    /// The fake's certificate, written in the test's folder for the bot to trust.
    fn ca_file(&self) -> std::path::PathBuf {
        let path = self.dir.path().join("fake-discord.pem");
        std::fs::write(&path, self.fake.tls_ca_pem()).unwrap();
        path
    }

    /// Starts the bot without waiting for it.
    pub fn launch(&mut self) {
        self.runs += 1;
        let log = self.dir.path().join(format!("bot-{}.log", self.runs));
        let file = std::fs::File::create(&log).unwrap();
        let calls_before = self.fake.calls().len();
        let child = bot_binary(self.dir.path())
            .env("DISCORD_TOKEN", "test-token")
            .env("DISCORD_API_BASE", self.fake.base_url())
            .env("DISCORD_API_RESOLVE", self.fake.tls_addr().to_string())
            .env("DISCORD_API_CA_FILE", self.ca_file())
            .env(
                "DATABASE_URL",
                format!("sqlite://{}/regisseur.db", self.dir.path().display()),
            )
            .env("NO_PROXY", "127.0.0.1,localhost")
            .env("no_proxy", "127.0.0.1,localhost")
            .env("PRESENCE_INTENT", "1")
            .env("RUST_LOG", "info,serenity=warn,regisseur=debug")
            .env("HEALTH_FILE", self.dir.path().join("health"))
            .envs(self.env.iter().map(|(k, v)| (k.as_str(), v.as_str())))
            .stdout(file.try_clone().unwrap())
            .stderr(file)
            .spawn()
            .expect("the bot binary starts");
        self.bot = Some(Bot { child, log });
        self.calls_at_launch = calls_before;
    }

    /// The running bot's process id.
    pub fn pid(&self) -> Option<u32> {
        self.bot.as_ref().map(|b| b.child.id())
    }

    pub fn kill(&mut self) {
        if let Some(bot) = self.bot.as_mut() {
            bot.kill();
        }
    }

    pub fn user(&self, name: &str) -> u64 {
        self.fake.user(name)
    }

    pub fn channel(&self, name: &str) -> u64 {
        self.fake
            .channel_id(name)
            .unwrap_or_else(|| panic!("no channel {name}"))
    }

    /// Runs a slash command and returns the text the bot answered (callback or follow-up).
    pub async fn slash(&self, user: u64, channel: u64, name: &str, options: Value) -> String {
        let id = self.fake.slash(user, channel, name, options).unwrap();
        self.answer(id).await
    }

    /// `/mj <sub> options…` as the MJ in `channel`.
    pub async fn mj(&self, channel: u64, sub: &str, options: Value) -> String {
        let olga = self.user("olga");
        self.slash(
            olga,
            channel,
            "mj",
            json!([{"type": 1, "name": sub, "options": options}]),
        )
        .await
    }

    /// The text of the answer to an interaction: its callback, or its first follow-up after a
    /// deferral.
    pub async fn answer(&self, id: u64) -> String {
        let callback = self
            .fake
            .callback_for(id, WAIT)
            .await
            .unwrap_or_else(|e| panic!("{e}"));
        if callback["data"]["content"].is_string() || callback["data"]["embeds"].is_array() {
            return shown(&callback["data"]);
        }
        let token = self
            .fake
            .interaction(id)
            .map(|r| r.token)
            .unwrap_or_default();
        let call = self
            .fake
            .wait_for_call(
                |c| c.method == "POST" && c.path.contains("/webhooks/") && c.path.contains(&token),
                WAIT,
            )
            .await
            .unwrap_or_else(|| panic!("no follow-up to interaction {id}"));
        call.body.as_ref().map(shown).unwrap_or_default()
    }

    /// Clicks a button and returns the answer.
    pub async fn click(&self, user: u64, message: u64, custom_id: &str) -> String {
        let id = self.fake.click(user, message, custom_id).unwrap();
        self.answer(id).await
    }

    /// Picks in a select menu and returns the answer.
    pub async fn select(
        &self,
        user: u64,
        message: u64,
        custom_id: &str,
        values: &[&str],
    ) -> String {
        let id = self.fake.select(user, message, custom_id, values).unwrap();
        self.answer(id).await
    }

    /// Waits until a message of `channel` contains `needle` (its messages shown if never).
    pub async fn said(&self, channel: u64, needle: &str) {
        let deadline = std::time::Instant::now() + WAIT;
        loop {
            let all = texts(&self.fake.messages_in(channel));
            if all.iter().any(|t| t.contains(needle)) {
                return;
            }
            assert!(
                std::time::Instant::now() < deadline,
                "never said {needle:?} in {channel}: {all:#?}"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// The `.scn` file `/mj exporter` attached last.
    pub fn exported_scenario(&self) -> String {
        self.fake.with_state(|s| {
            let attachment = s
                .messages
                .values()
                .rev()
                .flat_map(|m| m["attachments"].as_array().cloned().unwrap_or_default())
                .find(|a| {
                    a["filename"].as_str().is_some_and(|f| {
                        std::path::Path::new(f)
                            .extension()
                            .is_some_and(|e| e.eq_ignore_ascii_case("scn"))
                    })
                })
                .expect("a .scn attachment");
            let id: u64 = attachment["id"].as_str().unwrap().parse().unwrap();
            String::from_utf8(s.uploads[&id].clone()).unwrap()
        })
    }

    /// The text of the last attachment called `name` in `channel`, once it is there.
    pub async fn attachment(&self, channel: u64, name: &str) -> String {
        let find = || {
            self.fake.with_state(|s| {
                let a = s
                    .messages_in(channel)
                    .iter()
                    .rev()
                    .flat_map(|m| m["attachments"].as_array().cloned().unwrap_or_default())
                    .find(|a| a["filename"] == name)?;
                let id: u64 = a["id"].as_str()?.parse().ok()?;
                String::from_utf8(s.uploads.get(&id)?.clone()).ok()
            })
        };
        self.eventually(&format!("an attachment {name}"), || find().is_some())
            .await;
        find().unwrap_or_default()
    }

    /// The names of the choices the bot offers `user` in `channel` for a command's focused
    /// option, sorted.
    pub async fn choices(
        &self,
        user: u64,
        channel: u64,
        command: &str,
        options: Value,
    ) -> Vec<String> {
        let id = self
            .fake
            .autocomplete(user, channel, command, options)
            .unwrap();
        let callback = self.fake.callback_for(id, WAIT).await.unwrap();
        assert_eq!(callback["type"], 8, "{callback}");
        let mut names: Vec<String> = callback["data"]["choices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["name"].as_str().unwrap().to_owned())
            .collect();
        names.sort();
        names
    }

    /// Polls `check` (which may query the fake) until it holds; panics saying `what` if it
    /// never does within [`WAIT`].
    pub async fn eventually(&self, what: &str, mut check: impl FnMut() -> bool) {
        let deadline = std::time::Instant::now() + WAIT;
        while !check() {
            assert!(std::time::Instant::now() <= deadline, "never: {what}");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// `/partie` as the MJ in the MJ channel: "Partie n°1 : N1 chasse, …".
    pub async fn status(&self) -> String {
        let olga = self.user("olga");
        self.slash(olga, self.channel("mj"), "partie", json!([]))
            .await
    }

    /// How many events of this kind (`"ChoiceMade"`) the bot's log holds, every game, read
    /// from its database (SQLite, WAL: read beside the running bot).
    pub async fn logged(&self, kind: &str) -> usize {
        let url = format!(
            "sqlite://{}/regisseur.db?mode=ro",
            self.dir.path().display()
        );
        let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
        let pattern = format!("%{{\"{kind}\":%");
        let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM events WHERE payload LIKE ?")
            .bind(pattern)
            .fetch_one(&pool)
            .await
            .unwrap();
        pool.close().await;
        usize::try_from(count).unwrap()
    }
}

/// The newest message (in `messages`) with an enabled component whose custom_id contains
/// `part`: (message id, custom_id).
pub fn component(messages: &[Value], part: &str) -> Option<(u64, String)> {
    messages.iter().rev().find_map(|m| {
        let id = m["id"].as_str()?.parse().ok()?;
        find(&m["components"], part).map(|c| (id, c))
    })
}

fn find(components: &Value, part: &str) -> Option<String> {
    components
        .as_array()?
        .iter()
        .find_map(|c| match c["custom_id"].as_str() {
            Some(id) if id.contains(part) && c["disabled"] != true => Some(id.to_owned()),
            _ => find(&c["components"], part),
        })
}

/// Whether `user` sees `channel` (inside `FakeDiscord::wait_for` probes, which hold the lock).
pub fn reads(s: &fake_discord::state::State, user: u64, channel: u64) -> bool {
    s.permissions(user, channel) & fake_discord::perms::VIEW_CHANNEL != 0
}

/// Whether `user` sees and writes in `channel` (inside probes).
pub fn writes(s: &fake_discord::state::State, user: u64, channel: u64) -> bool {
    let wanted = fake_discord::perms::VIEW_CHANNEL | fake_discord::perms::SEND_MESSAGES;
    s.permissions(user, channel) & wanted == wanted
}

/// What each message shows: its content, then its embeds' texts (title, description,
/// fields, footer) one per line, as a reader reads them.
pub fn texts(messages: &[Value]) -> Vec<String> {
    messages.iter().map(shown).collect()
}

/// What one message (or an interaction's answer) shows: [`texts`], its non-breaking spaces
/// read as spaces (the French texts' typography is checked once, in `i18n.rs`).
pub fn shown(m: &Value) -> String {
    plain(&shown_exactly(m))
}

/// `text` with its non-breaking spaces as plain ones, as a needle is written.
pub fn plain(text: &str) -> String {
    text.replace(['\u{a0}', '\u{202f}'], " ")
}

/// What one message shows, character for character.
fn shown_exactly(m: &Value) -> String {
    let mut out: Vec<String> = m["content"]
        .as_str()
        .filter(|c| !c.is_empty())
        .map(str::to_owned)
        .into_iter()
        .collect();
    for embed in m["embeds"].as_array().into_iter().flatten() {
        let mut push = |v: &Value| {
            if let Some(t) = v.as_str().filter(|t| !t.is_empty()) {
                out.push(t.to_owned());
            }
        };
        push(&embed["title"]);
        push(&embed["description"]);
        for field in embed["fields"].as_array().into_iter().flatten() {
            push(&field["name"]);
            push(&field["value"]);
        }
        push(&embed["footer"]["text"]);
        push(&embed["author"]["name"]);
    }
    out.join("\n")
}
