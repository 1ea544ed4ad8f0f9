//! The web view end to end: the bot run with `WEB_ADDR`, its pages and streams read over
//! HTTP (and in Chromium, `browser.rs`) while games play through the fake Discord.

mod bench;
mod browser;
pub mod lg;
mod ronde;

use std::time::Duration;

use std::sync::{Arc, Mutex};

use super::harness::{World, WAIT};

/// A free port on the loopback (bound then released: the bot binds it next).
pub fn free_port() -> u16 {
    let socket = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    socket.local_addr().unwrap().port()
}

/// The environment that turns the web view on at `port`.
pub fn web_env(port: u16) -> Vec<(String, String)> {
    vec![
        ("WEB_ADDR".to_owned(), format!("127.0.0.1:{port}")),
        ("PUBLIC_URL".to_owned(), format!("http://127.0.0.1:{port}/")),
    ]
}

/// A world whose bot serves the web view.
pub async fn world(players: usize) -> (World, u16) {
    let port = free_port();
    let env = web_env(port);
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    (World::start_with(players, &env).await, port)
}

/// The spectator link of the join message in `channel` (its « 👀 » link button).
pub fn watch_link(world: &World, channel: u64) -> Option<String> {
    world.fake.messages_in(channel).iter().find_map(|m| {
        m["components"].as_array()?.iter().find_map(|row| {
            row["components"].as_array()?.iter().find_map(|c| {
                (c["style"] == 5 && c["label"].as_str()?.contains("👀"))
                    .then(|| c["url"].as_str().map(str::to_owned))?
            })
        })
    })
}

/// The MJ's link in a `/mj lien` answer.
pub fn mj_link(answer: &str) -> Option<String> {
    answer
        .split_whitespace()
        .find(|w| w.contains("/mj/"))
        .map(|w| w.trim_end_matches(['.', ')']).to_owned())
}

pub fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .no_proxy()
        .timeout(WAIT)
        .build()
        .unwrap()
}

/// A GET's status, headers and body.
pub async fn get(url: &str) -> (u16, reqwest::header::HeaderMap, String) {
    let answer = client()
        .get(url)
        .header("accept-language", "fr-FR,fr;q=0.9")
        .send()
        .await
        .unwrap_or_else(|e| panic!("GET {url}: {e}"));
    let status = answer.status().as_u16();
    let headers = answer.headers().clone();
    (status, headers, answer.text().await.unwrap_or_default())
}

/// A server-sent event: its name, id and data.
#[derive(Debug, Clone)]
pub struct Sent {
    pub event: String,
    pub id: Option<String>,
    pub data: String,
}

/// A stream being read.
pub struct Stream {
    answer: reqwest::Response,
    buffer: String,
}

impl Stream {
    pub async fn open(url: &str) -> Stream {
        Stream::resume(url, None).await.unwrap()
    }

    /// Opens the stream after the event `last` (as a browser reconnects); `None` when the
    /// bot does not answer.
    pub async fn resume(url: &str, last: Option<&str>) -> Option<Stream> {
        let mut ask = client().get(url).timeout(Duration::from_hours(1));
        if let Some(last) = last {
            ask = ask.header("last-event-id", last);
        }
        let answer = ask.send().await.ok()?;
        (answer.status().as_u16() == 200).then(|| Stream::from_answer(answer))
    }

    /// The stream an answer carries.
    pub fn from_answer(answer: reqwest::Response) -> Stream {
        assert_eq!(answer.status().as_u16(), 200, "{}", answer.url());
        let kind = answer.headers()["content-type"]
            .to_str()
            .unwrap()
            .to_owned();
        assert!(kind.starts_with("text/event-stream"), "{kind}");
        Stream {
            answer,
            buffer: String::new(),
        }
    }

    /// The next event (keep-alive comments skipped); `None` when the stream ends or is quiet
    /// for the harness's wait.
    pub async fn next(&mut self) -> Option<Sent> {
        tokio::time::timeout(WAIT, self.next_any()).await.ok()?
    }

    /// The next event, however long it takes; `None` when the stream ends.
    pub async fn next_any(&mut self) -> Option<Sent> {
        loop {
            if let Some(end) = self.buffer.find("\n\n") {
                let block: String = self.buffer.drain(..end + 2).collect();
                let mut sent = Sent {
                    event: "message".to_owned(),
                    id: None,
                    data: String::new(),
                };
                let mut data = Vec::new();
                for line in block.lines() {
                    if let Some(v) = line.strip_prefix("event:") {
                        sent.event = v.trim().to_owned();
                    } else if let Some(v) = line.strip_prefix("id:") {
                        sent.id = Some(v.trim().to_owned());
                    } else if let Some(v) = line.strip_prefix("data:") {
                        data.push(v.strip_prefix(' ').unwrap_or(v).to_owned());
                    }
                }
                if data.is_empty() {
                    continue;
                }
                sent.data = data.join("\n");
                return Some(sent);
            }
            let chunk = self.answer.chunk().await.ok()??;
            self.buffer.push_str(&String::from_utf8_lossy(&chunk));
        }
    }
}

/// The rows and lines of a page (`<tr>…</tr>`, `<li>…</li>`, `<p>…</p>`), lower-cased, tags
/// stripped: the units a secret must not be read in together.
pub fn units(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (open, close) in [("<tr", "</tr>"), ("<li", "</li>"), ("<p", "</p>")] {
        let mut rest = html;
        while let Some(at) = rest.find(open) {
            let after = &rest[at..];
            if !after[open.len()..].starts_with(['>', ' ']) {
                rest = &after[open.len()..];
                continue;
            }
            let end = after.find(close).unwrap_or(after.len());
            out.push(strip(&after[..end]).to_lowercase());
            rest = &after[end..];
        }
    }
    out
}

/// Text without its tags.
pub fn strip(html: &str) -> String {
    let mut out = String::new();
    let mut inside = false;
    for c in html.chars() {
        match c {
            '<' => inside = true,
            '>' => inside = false,
            c if !inside => out.push(c),
            _ => {}
        }
    }
    out
}

/// An MJ link to `game` for `user`, made at `at`, signed with the bot's own key (read from
/// its database).
pub async fn signed(
    world: &World,
    port: u16,
    game: i64,
    user: u64,
    at: chrono::DateTime<chrono::Utc>,
) -> String {
    let url = format!("sqlite://{}/regisseur.db", world.dir.path().display());
    let store = regisseur::store::Store::connect(&url).await.unwrap();
    let links = regisseur::web::links(&store, &format!("http://127.0.0.1:{port}"))
        .await
        .unwrap();
    let (url, _) = links.mj_url(regisseur::store::GameId(game), user, at);
    store.close().await;
    url
}

/// Everything a spectator's stream sends over a whole game; after a restart of the bot,
/// [`Watch::resume`] opens it again from the last event it had, as a browser does.
pub struct Watch {
    pub sent: Arc<Mutex<Vec<Sent>>>,
    url: String,
    task: Mutex<tokio::task::JoinHandle<()>>,
}

impl Drop for Watch {
    fn drop(&mut self) {
        self.task.lock().unwrap().abort();
    }
}

impl Watch {
    /// Follows the game of the spectator link on `channel`'s join message.
    pub async fn start(world: &World, port: u16, channel: u64) -> Watch {
        let link = watch_link(world, channel).expect("a spectator link");
        let (_, _, page) = get(&link).await;
        let url = lg::events_url(&page, port);
        let sent: Arc<Mutex<Vec<Sent>>> = Arc::default();
        let task = Watch::follow(&url, None, sent.clone()).await;
        Watch {
            sent,
            url,
            task: Mutex::new(task),
        }
    }

    /// Opens the stream (from the event `last`) and keeps what it sends until it ends.
    async fn follow(
        url: &str,
        last: Option<String>,
        sent: Arc<Mutex<Vec<Sent>>>,
    ) -> tokio::task::JoinHandle<()> {
        let mut stream = Stream::resume(url, last.as_deref())
            .await
            .expect("the web view answers the stream");
        tokio::spawn(async move {
            while let Some(e) = stream.next_any().await {
                sent.lock().unwrap().push(e);
            }
        })
    }

    /// Opens the stream again from the last event it had (the bot was restarted).
    pub async fn resume(&self) {
        let last = self.events().iter().rev().find_map(|e| e.id.clone());
        let task = Watch::follow(&self.url, last, self.sent.clone()).await;
        std::mem::replace(&mut *self.task.lock().unwrap(), task).abort();
    }

    /// How many events came so far.
    pub fn count(&self) -> usize {
        self.sent.lock().unwrap().len()
    }

    pub fn events(&self) -> Vec<Sent> {
        self.sent.lock().unwrap().clone()
    }
}
