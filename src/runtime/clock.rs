//! The clock the runtime reads: the system's, or a fixed offset from it in tests.

use engine::Timestamp;

/// Where "now" comes from. The engine never reads it; the runtime hands it in.
pub trait Clock: Send + Sync + std::fmt::Debug + 'static {
    fn now(&self) -> Timestamp;
}

/// The system clock.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    /// To the millisecond: the store keeps instants in milliseconds, so a command decided
    /// again from the log (`/mj exporter`) sees the very clock it was decided with.
    #[allow(
        clippy::disallowed_methods,
        reason = "the one reading of the system clock"
    )]
    fn now(&self) -> Timestamp {
        use chrono::SubsecRound;
        chrono::Utc::now().trunc_subsecs(3)
    }
}

/// How long from `now` until `deadline` (zero when it has passed).
pub fn until(now: Timestamp, deadline: Timestamp) -> std::time::Duration {
    (deadline - now).to_std().unwrap_or_default()
}
