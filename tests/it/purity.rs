//! The engine stays pure: no async runtime, Discord or database crate in its dependency
//! tree (what `cargo tree -p engine` shows).

use std::process::Command;

#[test]
fn the_engine_depends_on_no_runtime_discord_or_database_crate() {
    let out = Command::new(env!("CARGO"))
        .args([
            "tree",
            "-p",
            "engine",
            "-e",
            "normal,build,dev",
            "--prefix",
            "none",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo tree runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let tree = String::from_utf8(out.stdout).unwrap();
    assert!(tree.starts_with("engine "), "{tree}");
    for forbidden in ["tokio ", "serenity ", "poise ", "sqlx "] {
        assert!(
            !tree.lines().any(|l| l.starts_with(forbidden)),
            "engine depends on {forbidden}"
        );
    }
}
