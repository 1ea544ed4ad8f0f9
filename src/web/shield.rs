//! What every web answer goes through: a rate limit per client address (`governor`) and
//! headers that keep a page to itself (a strict Content-Security-Policy: its own script,
//! style and images only; no referrer, no framing, no sniffing).

use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::Arc;

use axum::extract::{ConnectInfo, Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use super::Web;

/// What a page may load: itself only.
pub const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; \
                       connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// Requests per second per address, and the burst allowed (a page and its parts).
const PER_SECOND: u32 = 10;
const BURST: u32 = 40;

/// The per-address limiter.
pub struct Limiter {
    limiter: DefaultKeyedRateLimiter<IpAddr>,
    checks: std::sync::atomic::AtomicU64,
}

impl Limiter {
    pub fn new() -> Limiter {
        let quota = Quota::per_second(NonZeroU32::new(PER_SECOND).unwrap_or(NonZeroU32::MIN))
            .allow_burst(NonZeroU32::new(BURST).unwrap_or(NonZeroU32::MIN));
        Limiter {
            limiter: RateLimiter::keyed(quota),
            checks: std::sync::atomic::AtomicU64::new(0),
        }
    }

    fn allows(&self, ip: IpAddr) -> bool {
        let n = self
            .checks
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        if n % 4096 == 4095 {
            self.limiter.retain_recent();
        }
        self.limiter.check_key(&ip).is_ok()
    }
}

/// The client's address: the peer's, or the last hop a local reverse proxy names.
fn client(peer: SocketAddr, req: &Request) -> IpAddr {
    let local = peer.ip().is_loopback();
    let forwarded = req
        .headers()
        .get("x-forwarded-for")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.rsplit(',').next())
        .and_then(|v| v.trim().parse().ok());
    match forwarded {
        Some(ip) if local => ip,
        _ => peer.ip(),
    }
}

/// Limits, then answers with the headers every answer carries.
pub async fn guard(
    State(web): State<Arc<Web>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    req: Request,
    next: Next,
) -> Response {
    if !web.limiter.allows(client(peer, &req)) {
        let mut refused = (StatusCode::TOO_MANY_REQUESTS, "429").into_response();
        refused
            .headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
        return refused;
    }
    let mut answer = next.run(req).await;
    let headers = answer.headers_mut();
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CSP),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    if !headers.contains_key(header::CACHE_CONTROL) {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    answer
}
