//! Discord's rate limits as the fake keeps them: a bucket per route and major parameter (the
//! channel, guild, webhook or interaction), [`LIMIT`] calls per [`WINDOW`]. Every answer
//! carries its bucket's `X-RateLimit-*` headers, as Discord's do, so the bot's rate limiter
//! runs as in production; a call over the limit gets Discord's 429 (`retry_after`, the
//! `X-RateLimit-Scope`), and a global 429 says so (`X-RateLimit-Global`).

use std::collections::BTreeMap;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use serde_json::json;

use super::rest::Reply;

/// Calls a bucket takes per window (Discord's are route-specific; generous here, so the
/// suites run at speed, and exceeded only by a bot that ignores the headers).
pub const LIMIT: u32 = 50;
/// The window of a bucket.
pub const WINDOW: Duration = Duration::from_secs(1);

/// The buckets' windows, by bucket.
#[derive(Debug)]
pub struct Buckets {
    windows: BTreeMap<String, (Instant, u32)>,
    /// Calls a bucket takes per window ([`LIMIT`] unless a test lowers it).
    pub limit: u32,
    /// Calls refused because their bucket was spent.
    pub refused: usize,
}

impl Default for Buckets {
    fn default() -> Self {
        Buckets {
            windows: BTreeMap::new(),
            limit: LIMIT,
            refused: 0,
        }
    }
}

/// The major parameters: they split a route into buckets.
const MAJOR: [&str; 4] = ["channel_id", "guild_id", "webhook_id", "interaction_id"];

/// The bucket of a call: its route and major parameter.
pub fn bucket(template: &str, params: &[(String, String)]) -> String {
    let major = params
        .iter()
        .find(|(name, _)| MAJOR.contains(&name.as_str()))
        .map_or("", |(_, v)| v.as_str());
    format!("{template}#{major}")
}

impl Buckets {
    /// Counts a call in `bucket` at `now`: its headers, or the 429 when the bucket is spent.
    pub fn take(
        &mut self,
        bucket: &str,
        now: Instant,
    ) -> Result<Vec<(&'static str, String)>, Reply> {
        let window = self.windows.entry(bucket.to_owned()).or_insert((now, 0));
        if now.duration_since(window.0) >= WINDOW {
            *window = (now, 0);
        }
        let reset_after = WINDOW.saturating_sub(now.duration_since(window.0));
        if window.1 >= self.limit {
            self.refused += 1;
            return Err(limited(
                bucket,
                self.limit,
                reset_after.as_secs_f64(),
                false,
            ));
        }
        window.1 += 1;
        Ok(headers(
            bucket,
            self.limit,
            self.limit - window.1,
            reset_after,
        ))
    }
}

/// The headers of a bucket of `limit` calls with `remaining` left, reset in `reset_after`.
fn headers(
    bucket: &str,
    limit: u32,
    remaining: u32,
    reset_after: Duration,
) -> Vec<(&'static str, String)> {
    let reset = SystemTime::now() + reset_after;
    let epoch = reset.duration_since(UNIX_EPOCH).unwrap_or_default();
    vec![
        ("x-ratelimit-limit", limit.to_string()),
        ("x-ratelimit-remaining", remaining.to_string()),
        ("x-ratelimit-reset", format!("{:.3}", epoch.as_secs_f64())),
        (
            "x-ratelimit-reset-after",
            format!("{:.3}", reset_after.as_secs_f64()),
        ),
        ("x-ratelimit-bucket", format!("{:016x}", fnv(bucket))),
    ]
}

/// Discord's 429: `retry_after` seconds, for the bucket or for every route (`global`).
pub fn limited(bucket: &str, limit: u32, retry_after: f64, global: bool) -> Reply {
    let mut reply = Reply::error(429, 0, "You are being rate limited.");
    reply.body = json!({
        "message": "You are being rate limited.", "retry_after": retry_after,
        "global": global, "code": 0,
    });
    let wait = Duration::from_secs_f64(retry_after.max(0.0));
    reply.headers = headers(bucket, limit, 0, wait);
    reply
        .headers
        .push(("retry-after", format!("{}", retry_after.ceil() as u64)));
    let scope = if global { "global" } else { "user" };
    reply.headers.push(("x-ratelimit-scope", scope.into()));
    if global {
        reply.headers.push(("x-ratelimit-global", "true".into()));
    }
    reply
}

/// A stable hash for the bucket's id (Discord's is opaque too).
fn fnv(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_takes_its_limit_then_says_when_to_come_back() {
        let mut buckets = Buckets::default();
        let now = Instant::now();
        let key = bucket(
            "/channels/{channel_id}/messages",
            &[("channel_id".into(), "7".into())],
        );
        for left in (0..LIMIT).rev() {
            let headers = buckets.take(&key, now).unwrap();
            assert!(headers.contains(&("x-ratelimit-remaining", left.to_string())));
        }
        let refused = buckets.take(&key, now).unwrap_err();
        assert_eq!(refused.status, 429);
        assert!(refused.body["retry_after"].as_f64().unwrap() > 0.0);
        // another channel has its own bucket, and the window passes
        let other = bucket(
            "/channels/{channel_id}/messages",
            &[("channel_id".into(), "8".into())],
        );
        assert!(buckets.take(&other, now).is_ok());
        assert!(buckets.take(&key, now + WINDOW).is_ok());
        assert_eq!(buckets.refused, 1);
    }
}
