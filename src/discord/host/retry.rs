//! Calls to Discord that must not be lost: retried on 429, 5xx and network errors with a
//! growing pause — a few times for a call someone waits on ([`retry`]), until Discord answers
//! for what the executor must show ([`persist`]). Messages carry a `nonce` with
//! `enforce_nonce`, so a retry never duplicates one while Discord remembers it.

use crate::runtime::{Clock as _, SystemClock};
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

/// The longest pause between two tries of a call that must not be lost.
const PERSIST_MAX: Duration = Duration::from_secs(30);

/// Runs `call` until it succeeds, fails for good, or runs out of attempts.
pub async fn retry<T, F, Fut>(what: &str, call: F) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    tries(what, Some(ATTEMPTS), call).await
}

/// Runs `call` until it succeeds or fails for good (not 429, 5xx or the network): through a
/// Discord incident it waits, pausing up to 30 s between tries, and holds no other call back.
pub async fn persist<T, F, Fut>(what: &str, call: F) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    tries(what, None, call).await
}

/// One try of `call`, in turn with the other calls in flight.
pub async fn once<T, F, Fut>(what: &str, call: F) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    tries(what, Some(1), call).await
}

async fn tries<T, F, Fut>(what: &str, limit: Option<u32>, mut call: F) -> Result<T, serenity::Error>
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
            Err(e) if transient(&e) && limit.is_none_or(|l| attempt < l) => {
                if attempt <= 3 || attempt % 10 == 0 {
                    tracing::warn!(what, attempt, error = %e, "Discord call failed, retrying");
                }
                tokio::time::sleep(pause).await;
                pause = (pause * 3 / 2).min(PERSIST_MAX);
                attempt += 1;
            }
            Err(e) => return Err(e),
        }
    }
}

/// How long after an interaction was made its callback may still be tried: Discord takes it
/// for 3 s, and the last try needs its own way there.
const CALLBACK_WINDOW: Duration = Duration::from_millis(2700);

/// Runs the callback of interaction `id` again while Discord answers 429 and its 3 s last,
/// pausing 100 ms, then 200 ms… (a 429 on a callback is short; production's rate limiter
/// already waits for its `retry_after`, a fake Discord's is off).
pub async fn callback<T, F, Fut>(
    id: serenity::InteractionId,
    mut call: F,
) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    let budget = callback_budget(id);
    let started = tokio::time::Instant::now();
    let mut pause = Duration::from_millis(100);
    loop {
        let result = call().await;
        let limited = matches!(&result, Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))) if r.status_code.as_u16() == 429);
        if !limited || started.elapsed() + pause >= budget {
            return result;
        }
        tracing::debug!(interaction = %id, "callback rate limited: trying again");
        tokio::time::sleep(pause).await;
        pause *= 2;
    }
}

/// What is left of interaction `id`'s window: from its snowflake's time when this machine's
/// clock agrees with it (made less than 3 s ago), else a cautious second.
fn callback_budget(id: serenity::InteractionId) -> Duration {
    let age = SystemClock.now().timestamp_millis() - id.created_at().timestamp_millis();
    match u64::try_from(age) {
        Ok(age) if age < 3000 => CALLBACK_WINDOW.saturating_sub(Duration::from_millis(age)),
        _ => Duration::from_secs(1),
    }
}
