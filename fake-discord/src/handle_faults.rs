//! The faults a test injects: failing REST calls (429, 500, lost answers, stalls, closed DMs,
//! a failing command registration) and a misbehaving gateway (closes, invalid sessions,
//! refused resumes).

use std::time::Duration;

use serde_json::Value;

use crate::gateway_log::ResumePolicy;
use crate::handle::FakeDiscord;
use crate::state::{Fault, FaultRule};

impl FakeDiscord {
    /// The next call with `method` (any when `None`) to a path containing `path_part` fails
    /// with `fault`.
    pub fn inject_rule(&self, method: Option<&str>, path_part: &str, fault: Fault) {
        self.inject_rule_after(method, path_part, 0, fault);
    }

    /// Like [`FakeDiscord::inject_rule`], after `pass` matching calls went through untouched
    /// (the third channel creation fails, say).
    pub fn inject_rule_after(
        &self,
        method: Option<&str>,
        path_part: &str,
        pass: usize,
        fault: Fault,
    ) {
        let rule = FaultRule {
            method: method.map(str::to_ascii_uppercase),
            path_part: path_part.to_string(),
            pass,
            fault,
        };
        self.with_state(|s| s.faults.queue.push(rule));
    }

    /// The next REST call whose path contains `path_part` fails with `fault`.
    pub fn inject_fault(&self, path_part: &str, fault: Fault) {
        self.inject_rule(None, path_part, fault);
    }

    /// The next `n` calls to paths containing `path_part` get 429 with `retry_after` seconds.
    pub fn rate_limit(&self, path_part: &str, n: usize, retry_after: f64) {
        (0..n).for_each(|_| self.inject_fault(path_part, Fault::RateLimited(retry_after)));
    }

    /// The next `n` calls to paths containing `path_part` get a global 429 (every route is
    /// limited: `X-RateLimit-Global`) with `retry_after` seconds.
    pub fn global_rate_limit(&self, path_part: &str, n: usize, retry_after: f64) {
        (0..n).for_each(|_| self.inject_fault(path_part, Fault::GlobalRateLimited(retry_after)));
    }

    /// Each rate-limit bucket takes `limit` calls a second from now on (50 by default).
    pub fn set_bucket_limit(&self, limit: u32) {
        self.with_state(|s| s.buckets.limit = limit.max(1));
    }

    /// How many calls were refused because their bucket was spent (a bot that reads the
    /// rate-limit headers waits instead).
    pub fn over_the_limit(&self) -> usize {
        self.with_state(|s| s.buckets.refused)
    }

    /// The next `n` calls to paths containing `path_part` get 500.
    pub fn server_errors(&self, path_part: &str, n: usize) {
        (0..n).for_each(|_| self.inject_fault(path_part, Fault::ServerError));
    }

    /// The next `n` calls to paths containing `path_part` take effect but answer 500 (the answer
    /// is lost): what `nonce` + `enforce_nonce` protects against.
    pub fn lost_answers(&self, path_part: &str, n: usize) {
        (0..n).for_each(|_| self.inject_fault(path_part, Fault::ServerErrorAfterCommit));
    }

    /// After `let_through` more POSTs to paths containing `path_part`, the next ones hang
    /// unanswered until [`FakeDiscord::release_stall`], then fail without taking effect.
    pub fn stall(&self, path_part: &str, let_through: usize) {
        self.with_state(|s| s.faults.stall = Some(("POST", path_part.to_string(), let_through)));
    }

    /// Every edit (PATCH) of a path containing `path_part` hangs unanswered until
    /// [`FakeDiscord::release_stall`], then fails without taking effect.
    pub fn stall_edits(&self, path_part: &str) {
        self.with_state(|s| s.faults.stall = Some(("PATCH", path_part.to_string(), 0)));
    }

    /// Ends the stall: the hanging calls fail with 500 (nothing was done), later calls pass.
    pub fn release_stall(&self) {
        self.with_state(|s| s.faults.stall = None);
    }

    /// How many calls hung in the stall so far.
    pub fn stalled_calls(&self) -> usize {
        self.with_state(|s| s.faults.stalled)
    }

    /// Discord forgets every nonce it remembers (it keeps them a few minutes only): a message
    /// sent again with a nonce seen before is a new message from now on.
    pub fn forget_nonces(&self) {
        self.with_state(|s| s.nonces.clear());
    }

    /// `user` closes (true) or opens their DMs: messages to them get 403 / 50007.
    pub fn close_dms(&self, user: u64, closed: bool) {
        self.with_state(|s| {
            s.faults.closed_dms.retain(|u| *u != user);
            if closed {
                s.faults.closed_dms.push(user);
            }
        });
    }

    /// The next `n` command registrations (`PUT …/commands`, global or guild) answer 500
    /// without taking effect; the one after succeeds.
    pub fn fail_registration(&self, n: usize) {
        (0..n).for_each(|_| self.inject_rule(Some("PUT"), "/commands", Fault::ServerError));
    }

    /// Closes every gateway session with code 4000 (unknown error): the bot resumes, or
    /// identifies again if resuming is refused.
    pub fn disconnect_sessions(&self) {
        self.close_sessions(4000);
    }

    /// Closes every gateway session with `code`. After 4004, 4007, 4009 and 4010–4014 Discord
    /// does not let the session resume, and neither does the fake.
    pub fn close_sessions(&self, code: u16) {
        self.shared.close_all(code);
    }

    /// Sends every live session an invalid session (op 9): with `resumable` the client may
    /// resume, without it must identify again.
    pub fn invalidate_sessions(&self, resumable: bool) {
        self.shared.invalidate_all(resumable);
    }

    /// From now on RESUME is answered with an invalid session (`true`) or accepted (`false`,
    /// the default: the missed dispatches are replayed, then RESUMED).
    pub fn refuse_resume(&self, refuse: bool) {
        let policy = if refuse {
            ResumePolicy::Invalidate
        } else {
            ResumePolicy::Accept
        };
        self.with_state(|s| s.gateway.resume = policy);
    }

    /// Every RESUME payload received, in order.
    pub fn resumes(&self) -> Vec<Value> {
        self.with_state(|s| s.gateway.resumes.clone())
    }

    /// Waits until at least `n` RESUME were accepted in total and a session is connected.
    pub async fn wait_resumed(&self, n: usize, timeout: Duration) -> Result<(), String> {
        let shared = self.shared.clone();
        let live = move || shared.connected.load(std::sync::atomic::Ordering::SeqCst) > 0;
        self.wait_for(
            |s| (s.gateway.resumed >= n && live()).then_some(()),
            timeout,
        )
        .await
        .ok_or_else(|| {
            format!("fewer than {n} accepted RESUME with a live session after {timeout:?}")
        })
    }
}
