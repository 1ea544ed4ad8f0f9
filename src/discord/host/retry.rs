//! Calls to Discord that must not be lost: retried on 429 and 5xx with a growing pause.
//! Messages carry a `nonce` with `enforce_nonce`, so a retry never duplicates one.

use std::future::Future;
use std::time::Duration;

use poise::serenity_prelude as serenity;

/// How many times a call is tried.
const ATTEMPTS: u32 = 8;

/// These calls in flight at once, at most. Discord takes 50 a second anyway; a phase change
/// of 100 games must not flood the runtime's queue with hundreds of requests, ahead of the
/// commits and interaction callbacks (which never wait here).
static IN_FLIGHT: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(16);

/// The Discord error code of a failed call, if it has one.
pub fn discord_code(e: &serenity::Error) -> Option<isize> {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => Some(r.error.code),
        _ => None,
    }
}

/// Whether a failed call may succeed later (rate limited, server error, network).
pub fn transient(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            let s = r.status_code.as_u16();
            s == 429 || s >= 500
        }
        serenity::Error::Http(serenity::HttpError::Request(_)) => true,
        _ => false,
    }
}

/// Runs `call` until it succeeds, fails for good, or runs out of attempts.
pub async fn retry<T, F, Fut>(what: &str, mut call: F) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    let mut pause = Duration::from_millis(100);
    let mut attempt = 1;
    loop {
        let permit = IN_FLIGHT.acquire().await;
        let result = call().await;
        drop(permit);
        match result {
            Ok(v) => return Ok(v),
            Err(e) if transient(&e) && attempt < ATTEMPTS => {
                tracing::warn!(what, attempt, error = %e, "Discord call failed, retrying");
                tokio::time::sleep(pause).await;
                pause = (pause * 2).min(Duration::from_secs(3));
                attempt += 1;
            }
            Err(e) => return Err(e),
        }
    }
}
