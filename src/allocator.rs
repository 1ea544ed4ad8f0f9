//! The system allocator (glibc's) tuned for a bot that runs for weeks with many threads and
//! hundreds of games, so that its resident memory follows what it holds.
//!
//! By default glibc keeps up to eight arenas per core, each holding on to what its threads
//! freed, and its threshold for mapping a large block on its own grows with the largest block
//! freed: after the first village picture (a 4 MiB canvas, then its PNG) every later picture
//! lands in an arena's heap and keeps it grown. Measured (issue 23, 500 running games, the
//! release build, from an empty bot): 120 KB of resident memory per game by default, 41–49 KB
//! with two arenas and blocks of 128 KiB or more always mapped apart and given back when
//! freed.

/// Two arenas, and blocks of 128 KiB or more mapped apart (and the heap trimmed past
/// 128 KiB free). A setting the owner gave in the environment (`MALLOC_ARENA_MAX`,
/// `MALLOC_MMAP_THRESHOLD_`, `MALLOC_TRIM_THRESHOLD_`) is kept. Call it before the runtime
/// starts its threads.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
pub fn tune() {
    const LARGE: libc::c_int = 128 * 1024;
    let settings = [
        ("MALLOC_ARENA_MAX", libc::M_ARENA_MAX, 2),
        ("MALLOC_MMAP_THRESHOLD_", libc::M_MMAP_THRESHOLD, LARGE),
        ("MALLOC_TRIM_THRESHOLD_", libc::M_TRIM_THRESHOLD, LARGE),
    ];
    for (variable, parameter, value) in settings {
        if std::env::var_os(variable).is_some() {
            continue;
        }
        // SAFETY: `mallopt` only sets one of the allocator's parameters; it is thread-safe
        // and takes no pointer.
        let done = unsafe { libc::mallopt(parameter, value) };
        if done != 1 {
            tracing::warn!(variable, "the allocator refused a setting");
        }
    }
}

/// Elsewhere the system's allocator is left as it is.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub fn tune() {}
