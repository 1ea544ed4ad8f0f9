//! The README's commands: the test command is the one CI runs, and it does not stop at the
//! first failing test binary (a failure must not hide the others).

use std::path::Path;

fn read(path: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(root.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The first `sh` block after the README's « Test it » heading.
fn readme_test_command() -> String {
    let readme = read("README.md");
    let section = readme
        .split("\n## Test it")
        .nth(1)
        .expect("the README has a « Test it » section");
    let block = section
        .split("```sh\n")
        .nth(1)
        .and_then(|b| b.split("```").next())
        .expect("« Test it » starts with a sh block");
    block.trim().to_owned()
}

#[test]
fn the_readme_test_command_runs_every_test_binary_and_is_cis() {
    let command = readme_test_command();
    assert!(command.starts_with("cargo test --workspace"), "{command}");
    assert!(command.contains("--no-fail-fast"), "{command}");
    assert!(command.contains("--all-features"), "{command}");
    let ci = read(".ci/run");
    assert!(
        ci.lines().any(|l| l.trim() == command),
        ".ci/run does not run the README's test command `{command}`"
    );
}
