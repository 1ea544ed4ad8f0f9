//! The web view in a real browser: Debian's Chromium driven through chromedriver (WebDriver,
//! `fantoccini`). A spectator page follows a phase change made through the fake Discord
//! without a reload; the MJ's ledger shows the roles; a forged link is refused. A screenshot
//! of each page is kept in `target/tmp/web/`.

use std::process::{Child, Command, Stdio};
use std::time::Duration;

use fake_discord::fixture::GENERAL;
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::json;

use super::super::game;
use super::super::harness::WAIT;
use super::{free_port, mj_link, watch_link};

/// Where the screenshots are kept.
pub fn artefacts() -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("web");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// chromedriver, stopped when dropped.
pub struct Driver {
    child: Child,
    pub port: u16,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Driver {
    /// Starts chromedriver and waits until it says it listens.
    pub async fn start() -> Driver {
        use std::io::BufRead as _;
        let port = free_port();
        let mut child = Command::new("chromedriver")
            .arg(format!("--port={port}"))
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect(
                "chromedriver runs: install Debian's chromium and chromium-driver \
                 (apt-get install chromium chromium-driver; .ci/run does)",
            );
        let out = child.stdout.take().expect("chromedriver's output");
        let (ready, listening) = tokio::sync::oneshot::channel();
        // Read its output to the end (a full pipe would stop it), telling when it listens.
        std::thread::spawn(move || {
            let mut ready = Some(ready);
            for line in std::io::BufReader::new(out).lines().map_while(Result::ok) {
                if line.contains("started successfully") {
                    if let Some(ready) = ready.take() {
                        let _ = ready.send(());
                    }
                }
            }
        });
        let driver = Driver { child, port };
        let up = tokio::time::timeout(WAIT, listening).await;
        assert!(
            matches!(up, Ok(Ok(()))),
            "chromedriver did not start on port {port}"
        );
        driver
    }

    /// A headless Chromium session.
    pub async fn browser(&self) -> Client {
        // fantoccini's client speaks plain HTTP to chromedriver, but builds a TLS connector.
        let _ = rustls::crypto::ring::default_provider().install_default();
        let mut caps = serde_json::Map::new();
        caps.insert(
            "goog:chromeOptions".to_owned(),
            json!({"args": ["--headless=new", "--no-sandbox", "--disable-gpu",
                             "--disable-dev-shm-usage", "--window-size=900,1300",
                             "--lang=fr-FR", "--no-proxy-server"],
                   "prefs": {"intl.accept_languages": "fr-FR,fr"}}),
        );
        ClientBuilder::rustls()
            .expect("a WebDriver client")
            .capabilities(caps)
            .connect(&format!("http://127.0.0.1:{}", self.port))
            .await
            .expect("a Chromium session")
    }
}

/// The text of the first element `css` finds.
pub async fn text_of(client: &Client, css: &str) -> String {
    client
        .find(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("no {css}: {e}"))
        .text()
        .await
        .unwrap()
}

/// Waits until the text of `css` satisfies `check` (the page changing by itself).
pub async fn until_text(
    client: &Client,
    css: &str,
    what: &str,
    check: impl Fn(&str) -> bool,
) -> String {
    let deadline = std::time::Instant::now() + WAIT;
    loop {
        let text = match client.find(Locator::Css(css)).await {
            Ok(e) => e.text().await.unwrap_or_default(),
            Err(_) => String::new(),
        };
        if check(&text) {
            return text;
        }
        assert!(
            std::time::Instant::now() <= deadline,
            "never: {what} (last: {text})"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Keeps a screenshot of what the browser shows.
pub async fn keep(client: &Client, name: &str) {
    let png = client.screenshot().await.unwrap();
    assert!(png.starts_with(b"\x89PNG"), "a PNG screenshot");
    std::fs::write(artefacts().join(format!("{name}.png")), png).unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chromium_follows_a_loups_garous_game_live_and_opens_the_ledger() {
    let driver = Driver::start().await;
    let (world, _) = super::world(8).await;
    let seats = game::seat(&world).await;
    let watch = watch_link(&world, GENERAL).expect("a spectator link");
    let (seats, wolves) = game::start(&world, seats).await;
    let client = driver.browser().await;
    client.goto(&watch).await.unwrap();
    let before = text_of(&client, "#live .phase").await;
    assert!(before.starts_with("Jour 1"), "in French: {before}");
    let marker = "neverReloaded";
    client
        .execute(&format!("window.{marker} = true; return true;"), vec![])
        .await
        .unwrap();
    world.mj(world.channel("mj"), "avancer", json!([])).await;
    let after = until_text(
        &client,
        "#live .phase",
        "the phase changes on the page",
        |t| !t.is_empty() && t != before,
    )
    .await;
    let same_page = client
        .execute(&format!("return window.{marker} === true;"), vec![])
        .await
        .unwrap();
    assert_eq!(
        same_page,
        json!(true),
        "the page was not reloaded ({before} → {after})"
    );
    let countdown = text_of(&client, "#live .phase time").await;
    assert!(
        !countdown.is_empty() && !countdown.contains("UTC"),
        "the script shows it: {countdown}"
    );
    keep(&client, "spectator-loups-garous").await;
    // On a phone: the page fits its width (tables scroll inside their own frame).
    client.set_window_size(390, 844).await.unwrap();
    let fits = client
        .execute(
            "return document.documentElement.scrollWidth <= window.innerWidth;",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(fits, json!(true), "the spectator page fits a phone's width");
    keep(&client, "spectator-loups-garous-phone").await;
    client.set_window_size(900, 1300).await.unwrap();

    let answer = world.mj(world.channel("mj"), "lien", json!([])).await;
    let link = mj_link(&answer).expect("an MJ link");
    client.goto(&link).await.unwrap();
    let table = text_of(&client, "#live table").await;
    for w in &wolves {
        let mut name = w.to_string();
        name[..1].make_ascii_uppercase();
        assert!(
            table
                .lines()
                .any(|l| l.contains(&name) && l.contains("Loup-Garou")),
            "{name} a Loup-Garou in the ledger: {table}"
        );
    }
    keep(&client, "ledger-loups-garous").await;

    let (base, sig) = link.rsplit_once('/').unwrap();
    client
        .goto(&format!("{base}/{}", "f".repeat(sig.len())))
        .await
        .unwrap();
    let refused = text_of(&client, "body").await;
    assert!(refused.contains("Lien refusé"), "{refused}");
    assert!(!refused.contains("Loup-Garou"), "{refused}");
    keep(&client, "refused").await;

    game::play_to_the_end(&world, &seats, &wolves).await;
    client.goto(&watch).await.unwrap();
    let recap = text_of(&client, "#timeline").await;
    assert!(recap.contains("#meute"), "the recap once over: {recap}");
    keep(&client, "spectator-loups-garous-over").await;
    let server = world
        .slash(world.user("alice"), GENERAL, "stats", json!([]))
        .await;
    let stats = server
        .split(['<', '>'])
        .find(|w| w.contains("/s/"))
        .expect("a stats link");
    client.goto(stats).await.unwrap();
    let svg = client
        .find(Locator::Css("figure svg"))
        .await
        .expect("a plot");
    let shown = svg.rectangle().await.unwrap();
    assert!(
        shown.2 > 200.0 && shown.3 > 80.0,
        "the plot is drawn: {shown:?}"
    );
    keep(&client, "stats").await;
    client.goto(&stats.replace("/s/", "/h/")).await.unwrap();
    let games = text_of(&client, "table").await;
    assert!(games.contains("n°1"), "{games}");
    keep(&client, "history").await;
    client.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chromium_shows_a_ronde_to_its_spectators_and_its_ledger_to_its_mjs() {
    use fake_discord::options::{string, sub};

    use super::super::ronde::{deal_list, Table, RONDE};
    let driver = Driver::start().await;
    let (world, _) = super::world(16).await;
    let t = Table::set_up(world, "2027-03-20", "2027-03-20 10:00").await;
    let watch = watch_link(&t.world, GENERAL).expect("a spectator link");
    let deal = json!([string("personnages", &deal_list()), string("ronde", RONDE)]);
    assert!(t.mj("partie", "distribuer", deal).await.contains("noté"));
    let client = driver.browser().await;
    client.goto(&watch).await.unwrap();
    let phase = text_of(&client, "#live .phase").await;
    assert!(phase.starts_with("Jour 1"), "{phase}");
    keep(&client, "spectator-ronde").await;
    let olga = t.user("olga");
    let answer = t
        .world
        .slash(olga, t.bureau, "mj", json!([sub("lien", json!([]))]))
        .await;
    client
        .goto(&mj_link(&answer).expect("a link"))
        .await
        .unwrap();
    let ledger = text_of(&client, "#live table").await;
    assert!(
        ledger.contains("Woody") && ledger.contains("Hugo"),
        "{ledger}"
    );
    // J2 and a procès opened through Discord appear in the open ledger by themselves.
    t.clock_to("2027-03-21 10:00", 2).await;
    until_text(&client, "#live .phase", "J2 on the page", |t| {
        t.starts_with("Jour 2")
    })
    .await;
    let place = t.post("🏛️ Place du village").await;
    let karim = t.user("karim").to_string();
    let opened = t
        .slash(
            "gaelle",
            place,
            "ouvrir",
            json!([
                string("joueur", &karim),
                string("personnage", "alice"),
                string("arguments", "Trop curieux")
            ]),
        )
        .await;
    assert!(opened.contains("ouvert"), "{opened}");
    until_text(&client, "#live", "the procès appears in the ledger", |t| {
        t.contains("n°1") && t.contains("Karim")
    })
    .await;
    keep(&client, "ledger-ronde").await;
    client.close().await.unwrap();
}
