//! Why a request to Discord failed, in a self-hoster's words: the kind of fault (DNS,
//! refused, timeout, TLS, proxy, Discord's answer) read from the error's source chain, and
//! the chain itself.

use std::error::Error;

/// The kind of a failure to reach Discord.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cause {
    /// The host name did not resolve.
    Dns,
    /// Nothing listens at that address (or a firewall said no).
    Refused,
    /// No answer in time.
    Timeout,
    /// The TLS handshake failed (a certificate, an intercepting proxy).
    Tls,
    /// The proxy refused or failed.
    Proxy,
    /// Discord answered, with an error status (a bad token: 401).
    Answered,
    /// Something else: the chain says what.
    Other,
}

impl Cause {
    /// Its name in the logs.
    pub fn name(self) -> &'static str {
        match self {
            Cause::Dns => "dns",
            Cause::Refused => "refused",
            Cause::Timeout => "timeout",
            Cause::Tls => "tls",
            Cause::Proxy => "proxy",
            Cause::Answered => "answered",
            Cause::Other => "other",
        }
    }
}

/// Every message of the error and its sources, joined by « : » (repeats dropped).
pub fn chain(e: &(dyn Error + 'static)) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut at = Some(e);
    while let Some(err) = at {
        let text = err.to_string().trim_end_matches('.').to_owned();
        if !parts.iter().any(|p| p.contains(&text)) {
            parts.push(text);
        }
        at = err.source();
    }
    parts.join(": ")
}

/// The kind of fault, from the sources' types first, then their words.
pub fn cause(e: &(dyn Error + 'static)) -> Cause {
    let mut at = Some(e);
    while let Some(err) = at {
        if let Some(io) = err.downcast_ref::<std::io::Error>() {
            match io.kind() {
                std::io::ErrorKind::ConnectionRefused => return Cause::Refused,
                std::io::ErrorKind::TimedOut => return Cause::Timeout,
                _ => {}
            }
        }
        at = err.source();
    }
    words(&chain(e).to_lowercase())
}

fn words(text: &str) -> Cause {
    let has = |w: &[&str]| w.iter().any(|w| text.contains(w));
    if has(&["proxy"]) {
        Cause::Proxy
    } else if has(&[
        "dns",
        "lookup address",
        "name or service not known",
        "resolve",
    ]) {
        Cause::Dns
    } else if has(&["connection refused"]) {
        Cause::Refused
    } else if has(&["timed out", "timeout", "deadline"]) {
        Cause::Timeout
    } else if has(&["certificate", "tls", "handshake", "corrupt message", "ssl"]) {
        Cause::Tls
    } else if has(&["status code", "401", "403", "unauthorized"]) {
        Cause::Answered
    } else {
        Cause::Other
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use poise::serenity_prelude as serenity;

    async fn gateway_error(base: &str) -> serenity::Error {
        let http = serenity::HttpBuilder::new("Bot x.y.z")
            .proxy(base)
            .ratelimiter_disabled(true)
            .build();
        http.get_bot_gateway().await.expect_err("nothing to reach")
    }

    #[tokio::test]
    async fn a_closed_port_is_refused_and_a_bad_name_is_dns() {
        // given an address where nothing listens
        let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = closed.local_addr().unwrap().port();
        drop(closed);
        // when the bot asks Discord's gateway there
        let e = gateway_error(&format!("http://127.0.0.1:{port}")).await;
        // then the cause is named, with the words of the chain
        assert_eq!(cause(&e), Cause::Refused, "{}", chain(&e));
        assert!(
            chain(&e).to_lowercase().contains("refused"),
            "{}",
            chain(&e)
        );
        let e = gateway_error("http://regisseur-no-such-host.invalid").await;
        assert_eq!(cause(&e), Cause::Dns, "{}", chain(&e));
    }

    #[tokio::test]
    async fn a_server_that_speaks_no_tls_is_a_tls_fault() {
        // given a server that answers TLS with plain text
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        tokio::spawn(async move {
            use tokio::io::AsyncWriteExt as _;
            while let Ok((mut s, _)) = listener.accept().await {
                let _ = s.write_all(b"HTTP/1.1 400 Bad Request\r\n\r\n").await;
            }
        });
        let e = gateway_error(&format!("https://127.0.0.1:{port}")).await;
        assert_eq!(cause(&e), Cause::Tls, "{}", chain(&e));
    }

    #[test]
    fn words_of_a_proxy_or_an_answer_are_named() {
        assert_eq!(
            words("error trying to connect: proxy refused"),
            Cause::Proxy
        );
        assert_eq!(words("http status code 401 unauthorized"), Cause::Answered);
        assert_eq!(words("something new"), Cause::Other);
    }
}
