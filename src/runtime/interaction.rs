//! Which Discord interaction the current task serves: set around the handling of each one, so
//! a command it sends is committed with its id (an interaction delivered again, even after a
//! restart, is then known and not executed twice).

tokio::task_local! {
    static CURRENT: u64;
}

/// Runs `work` as the handling of interaction `id`.
pub async fn serving<F: std::future::Future>(id: u64, work: F) -> F::Output {
    CURRENT.scope(id, work).await
}

/// The interaction the current task serves, if any.
pub fn current() -> Option<u64> {
    CURRENT.try_with(|id| *id).ok()
}
