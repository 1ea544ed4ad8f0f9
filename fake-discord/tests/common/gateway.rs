//! A bare gateway session on the fake's `/gw`: a minimal RFC 6455 client (masked text frames
//! out, plain frames in) that identifies with chosen intents, reads payloads in the order the
//! socket carries them, and sends any payload (op 4). Every dispatch it reads is parsed with
//! serenity 0.12.5's own `GatewayEvent`.

use std::time::Duration;

use fake_discord::FakeDiscord;
use poise::serenity_prelude::{Event, GatewayEvent};
use serde_json::{json, Value};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// How long a read waits before the test fails.
const READ: Duration = Duration::from_secs(10);

/// One gateway connection.
pub struct Gateway {
    stream: TcpStream,
    buffer: Vec<u8>,
}

impl Gateway {
    /// Connects, identifies with `intents` and reads READY and GUILD_CREATE; returns the
    /// session and GUILD_CREATE's `d`.
    pub async fn identify(fake: &FakeDiscord, intents: u64) -> (Gateway, Value) {
        let mut gw = Gateway::connect(fake).await;
        assert_eq!(gw.next().await["op"], 10, "HELLO first");
        let identify = json!({"op": 2, "d": {"token": "Bot fake", "intents": intents,
            "properties": {"os": "linux", "browser": "test", "device": "test"}}});
        gw.send(&identify).await;
        gw.dispatch("READY").await;
        let guild = gw.dispatch("GUILD_CREATE").await;
        (gw, guild)
    }

    async fn connect(fake: &FakeDiscord) -> Gateway {
        let host = fake.base_url().replacen("http://", "", 1);
        let mut stream = TcpStream::connect(&host).await.expect("the fake listens");
        let request = format!(
            "GET /gw?v=10 HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
             Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
        );
        stream
            .write_all(request.as_bytes())
            .await
            .expect("handshake sent");
        let mut gw = Gateway {
            stream,
            buffer: Vec::new(),
        };
        let end = loop {
            if let Some(i) = gw.buffer.windows(4).position(|w| w == b"\r\n\r\n") {
                break i + 4;
            }
            gw.fill().await;
        };
        let head = String::from_utf8_lossy(&gw.buffer[..end]).to_string();
        assert!(head.starts_with("HTTP/1.1 101"), "no upgrade: {head}");
        gw.buffer.drain(..end);
        gw
    }

    /// Sends `payload` as one masked text frame.
    pub async fn send(&mut self, payload: &Value) {
        let data = payload.to_string().into_bytes();
        let mask = [0x12, 0x34, 0x56, 0x78];
        let mut frame = vec![0x81];
        match data.len() {
            n if n < 126 => frame.push(0x80 | n as u8),
            n if n <= 0xffff => {
                frame.push(0x80 | 0x7e);
                frame.extend((n as u16).to_be_bytes());
            }
            n => {
                frame.push(0x80 | 0x7f);
                frame.extend((n as u64).to_be_bytes());
            }
        }
        frame.extend(mask);
        frame.extend(data.iter().enumerate().map(|(i, b)| b ^ mask[i % 4]));
        self.stream.write_all(&frame).await.expect("frame sent");
    }

    /// The next payload (a text message), as JSON; a dispatch must parse with serenity's
    /// types, as a known event unless it is one of the fake's test events.
    pub async fn next(&mut self) -> Value {
        let payload: Value = serde_json::from_slice(&self.message().await).expect("JSON payload");
        if payload["op"] == 0 {
            let event = serde_json::from_value::<GatewayEvent>(payload.clone());
            let t = payload["t"].as_str().unwrap_or("");
            match event {
                Ok(GatewayEvent::Dispatch(_, Event::Unknown(u))) => assert!(
                    u.kind.starts_with("REGISSEUR_TEST_"),
                    "serenity drops {t}: {payload}"
                ),
                Ok(_) => {}
                Err(e) => panic!("serenity cannot read {t}: {e}"),
            }
        }
        payload
    }

    /// Reads until a dispatch named `t`, returning its `d`; the dispatches skipped are lost.
    pub async fn dispatch(&mut self, t: &str) -> Value {
        loop {
            let payload = self.next().await;
            if payload["t"] == t {
                return payload["d"].clone();
            }
        }
    }

    /// Every dispatch name read until (and with) one named `t`, in order.
    pub async fn names_until(&mut self, t: &str) -> Vec<String> {
        let mut names = Vec::new();
        loop {
            let payload = self.next().await;
            let name = payload["t"].as_str().unwrap_or("").to_string();
            if !name.is_empty() {
                names.push(name.clone());
            }
            if name == t {
                return names;
            }
        }
    }

    /// Every dispatch read until one named `t` (excluded), as `(t, d)`.
    pub async fn until(&mut self, t: &str) -> Vec<(String, Value)> {
        let mut seen = Vec::new();
        loop {
            let payload = self.next().await;
            let name = payload["t"].as_str().unwrap_or("").to_string();
            if name == t {
                return seen;
            }
            if !name.is_empty() {
                seen.push((name, payload["d"].clone()));
            }
        }
    }

    /// One whole message's bytes (continuation frames joined); panics on a close.
    async fn message(&mut self) -> Vec<u8> {
        let mut data = Vec::new();
        loop {
            let (fin, opcode, payload) = self.frame().await;
            assert_ne!(opcode, 8, "the fake closed the session: {payload:?}");
            if matches!(opcode, 0..=2) {
                data.extend(payload);
                if fin {
                    return data;
                }
            }
        }
    }

    /// One frame: (FIN, opcode, payload).
    async fn frame(&mut self) -> (bool, u8, Vec<u8>) {
        self.want(2).await;
        let (b0, b1) = (self.buffer[0], self.buffer[1]);
        let (mut len, mut start) = ((b1 & 0x7f) as usize, 2);
        if len == 126 {
            self.want(4).await;
            len = u16::from_be_bytes([self.buffer[2], self.buffer[3]]) as usize;
            start = 4;
        } else if len == 127 {
            self.want(10).await;
            let bytes: [u8; 8] = self.buffer[2..10].try_into().expect("8 bytes");
            len = u64::from_be_bytes(bytes) as usize;
            start = 10;
        }
        self.want(start + len).await;
        let payload = self.buffer[start..start + len].to_vec();
        self.buffer.drain(..start + len);
        (b0 & 0x80 != 0, b0 & 0x0f, payload)
    }

    async fn want(&mut self, n: usize) {
        while self.buffer.len() < n {
            self.fill().await;
        }
    }

    async fn fill(&mut self) {
        let mut chunk = [0u8; 16 * 1024];
        let read = tokio::time::timeout(READ, self.stream.read(&mut chunk))
            .await
            .expect("the fake sent nothing for 10 s")
            .expect("socket read");
        assert!(read > 0, "the fake closed the socket");
        self.buffer.extend_from_slice(&chunk[..read]);
    }
}
