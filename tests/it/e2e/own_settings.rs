//! The bots under test read none of the developer's settings: a newcomer who followed « Run
//! it » has a `.env` in the repository (`DEV_GUILD_ID`, `SHARDS`, `DEFAULT_LOCALE`…), and the
//! bot reads `.env` from its working directory and every folder above it.

use std::path::{Path, PathBuf};

use super::harness::World;

/// The folders from which `dotenvy` would read a `.env`: the working directory and its
/// ancestors.
fn dotenv_folders(cwd: &Path) -> Vec<PathBuf> {
    cwd.ancestors().map(Path::to_path_buf).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_under_test_runs_outside_the_repository_with_only_the_tests_settings() {
    // given a running test bot
    let world = World::start(6).await;
    let pid = world.pid().expect("the bot runs");
    // then its working directory is the test's folder, outside the repository
    let cwd = std::fs::read_link(format!("/proc/{pid}/cwd")).unwrap();
    let repo = std::fs::canonicalize(env!("CARGO_MANIFEST_DIR")).unwrap();
    assert_eq!(cwd, std::fs::canonicalize(world.dir.path()).unwrap());
    for folder in dotenv_folders(&cwd) {
        assert!(
            !folder.starts_with(&repo),
            "the bot would read {}/.env",
            folder.display()
        );
    }
    // and it inherits none of the settings the test did not give it
    let environ = std::fs::read(format!("/proc/{pid}/environ")).unwrap();
    let names: Vec<String> = environ
        .split(|b| *b == 0)
        .filter_map(|kv| std::str::from_utf8(kv).ok())
        .filter_map(|kv| kv.split_once('=').map(|(k, _)| k.to_owned()))
        .collect();
    for unset in ["DEV_GUILD_ID", "SHARDS", "SHARD_TOTAL", "DEFAULT_LOCALE"] {
        assert!(!names.iter().any(|n| n == unset), "{unset} reached the bot");
    }
}
