//! A throwaway PostgreSQL server for the store tests, from the machine's own `initdb` and
//! `postgres`, when `REGISSEUR_TEST_POSTGRES` names none.
//!
//! One server per test binary, started on first use in a temporary folder, on a free port of
//! 127.0.0.1 (no Unix socket), as the `postgres` user when the tests run as root (PostgreSQL
//! refuses root). A watchdog `sh` holds the read end of a pipe whose write end only this process
//! has: when the process ends, however it ends (tests passed, failed, or killed), the pipe
//! closes, and the watchdog stops the server and removes the folder.

use std::fs::File;
use std::io::Write;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// Where Debian and Ubuntu put the server's binaries (one folder per major version).
const DEBIAN_BINARIES: &str = "/usr/lib/postgresql";

/// A running throwaway server; lives as long as the test binary.
struct Server {
    url: String,
    /// Never read: kept so the server is not reaped while it runs.
    _postmaster: Child,
    /// Never written: its closing at exit is the watchdog's signal.
    _watchdog: ChildStdin,
}

/// The URL of this test binary's throwaway server, started on the first call. Panics with what
/// to install when the machine has no PostgreSQL.
pub fn url() -> String {
    static SERVER: OnceLock<Result<Server, String>> = OnceLock::new();
    match SERVER.get_or_init(start) {
        Ok(server) => server.url.clone(),
        Err(e) => panic!("{e}"),
    }
}

/// The first folder, on PATH then under /usr/lib/postgresql/*/bin (newest first), that holds
/// both `initdb` and `postgres`.
pub fn locate(path: Option<&std::ffi::OsStr>, debian: &Path) -> Result<PathBuf, String> {
    let mut folders: Vec<PathBuf> = path
        .map(|p| std::env::split_paths(p).collect())
        .unwrap_or_default();
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir(debian)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let major = e.file_name().to_str()?.split('.').next()?.parse().ok()?;
            Some((major, e.path().join("bin")))
        })
        .collect();
    versions.sort_by_key(|v| std::cmp::Reverse(v.0));
    folders.extend(versions.into_iter().map(|(_, bin)| bin));
    folders
        .into_iter()
        .find(|dir| dir.join("initdb").is_file() && dir.join("postgres").is_file())
        .ok_or_else(|| {
            format!(
                "the PostgreSQL store tests start a throwaway server with `initdb` and `postgres`, \
                 found neither on PATH nor under {}/*/bin: install PostgreSQL (Debian, Ubuntu: \
                 `apt-get install postgresql`; Fedora: `dnf install postgresql-server`; macOS: \
                 `brew install postgresql`), or point REGISSEUR_TEST_POSTGRES at a database \
                 (postgres://user:password@127.0.0.1/database)",
                debian.display()
            )
        })
}

/// Who runs the server: `None` (this process's user), or the `postgres` user's ids when this
/// process is root.
fn server_user() -> Result<Option<(u32, u32)>, String> {
    if id(&["-u"])? != 0 {
        return Ok(None);
    }
    let uid = id(&["-u", "postgres"]).map_err(|e| {
        format!("the tests run as root, and PostgreSQL refuses root: they need a `postgres` user to run it as ({e})")
    })?;
    Ok(Some((uid, id(&["-g", "postgres"])?)))
}

fn id(args: &[&str]) -> Result<u32, String> {
    let out = Command::new("id")
        .args(args)
        .output()
        .map_err(|e| format!("id: {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    text.trim().parse().map_err(|_| {
        format!(
            "id {}: {}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr).trim()
        )
    })
}

fn start() -> Result<Server, String> {
    let bin = locate(
        std::env::var_os("PATH").as_deref(),
        Path::new(DEBIAN_BINARIES),
    )?;
    let user = server_user()?;
    let dir = tempfile::Builder::new()
        .prefix("regisseur-pg-")
        .tempdir()
        .map_err(|e| format!("cannot make a folder for PostgreSQL: {e}"))?
        .keep();
    // From here on, the watchdog removes the folder whatever happens.
    let watchdog = watchdog(&dir)?;
    if let Some((uid, gid)) = user {
        std::os::unix::fs::chown(&dir, Some(uid), Some(gid))
            .map_err(|e| format!("chown {}: {e}", dir.display()))?;
    }
    // `@`, `/` and `:` in it, as a self-hoster's may have: it must work outside a URL too.
    let password = format!("p@ss/{:016x}:w", rand::random::<u64>());
    init(&bin, &dir, user, &password)?;
    let mut last = String::new();
    for _ in 0..3 {
        let port = free_port()?;
        let mut postmaster = spawn_postgres(&bin, &dir, user, port)?;
        match wait_ready(&dir, &mut postmaster) {
            Ok(()) => {
                return Ok(Server {
                    url: with_password(
                        &format!("postgres://regisseur@127.0.0.1:{port}/postgres"),
                        &password,
                    ),
                    _postmaster: postmaster,
                    _watchdog: watchdog,
                })
            }
            Err(e) => last = e, // most likely the port was taken meanwhile: try another
        }
    }
    Err(last)
}

/// `sh` waiting for the end of its stdin, then stopping the server (immediate shutdown: the
/// data is thrown away) and removing `dir`.
fn watchdog(dir: &Path) -> Result<ChildStdin, String> {
    const SCRIPT: &str = r#"
        cat >/dev/null
        pid=$(head -n 1 "$1/data/postmaster.pid" 2>/dev/null)
        if [ -n "$pid" ]; then
            kill -QUIT "$pid" 2>/dev/null
            i=0
            while [ $i -lt 200 ] && kill -0 "$pid" 2>/dev/null \
                && ! grep -q '^[0-9]* (.*) Z' "/proc/$pid/stat" 2>/dev/null; do
                sleep 0.05
                i=$((i + 1))
            done
        fi
        rm -rf "$1"
    "#;
    let mut child = Command::new("sh")
        .args(["-c", SCRIPT, "regisseur-pg-watchdog"])
        .arg(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot start sh (the server's watchdog): {e}"))?;
    child
        .stdin
        .take()
        .ok_or_else(|| "the watchdog has no stdin".to_owned())
}

/// A command from `bin`, run in `dir` as `user`, its output appended to `dir/postgres.log`.
fn command(
    bin: &Path,
    name: &str,
    dir: &Path,
    user: Option<(u32, u32)>,
) -> Result<Command, String> {
    use std::os::unix::process::CommandExt;
    let log = File::options()
        .create(true)
        .append(true)
        .open(dir.join("postgres.log"))
        .map_err(|e| format!("cannot write {}/postgres.log: {e}", dir.display()))?;
    let mut cmd = Command::new(bin.join(name));
    cmd.current_dir(dir)
        .stdin(Stdio::null())
        .stdout(log.try_clone().map_err(|e| e.to_string())?)
        .stderr(log);
    if let Some((uid, gid)) = user {
        cmd.uid(uid).gid(gid);
    }
    Ok(cmd)
}

fn init(bin: &Path, dir: &Path, user: Option<(u32, u32)>, password: &str) -> Result<(), String> {
    let pwfile = dir.join("password");
    File::create(&pwfile)
        .and_then(|mut f| writeln!(f, "{password}"))
        .map_err(|e| format!("cannot write {}: {e}", pwfile.display()))?;
    let status = command(bin, "initdb", dir, user)?
        .args([
            "--no-sync",
            "--no-locale",
            "--encoding=UTF8",
            "--username=regisseur",
        ])
        .args(["--auth=scram-sha-256", "--pwfile=password", "--pgdata=data"])
        .status()
        .map_err(|e| format!("cannot run {}/initdb: {e}", bin.display()))?;
    let _ = std::fs::remove_file(&pwfile);
    if !status.success() {
        return Err(format!(
            "{}/initdb failed ({status}):\n{}",
            bin.display(),
            log_tail(dir)
        ));
    }
    Ok(())
}

fn free_port() -> Result<u16, String> {
    let listener = TcpListener::bind("127.0.0.1:0").map_err(|e| format!("no free port: {e}"))?;
    listener
        .local_addr()
        .map(|a| a.port())
        .map_err(|e| e.to_string())
}

fn spawn_postgres(
    bin: &Path,
    dir: &Path,
    user: Option<(u32, u32)>,
    port: u16,
) -> Result<Child, String> {
    command(bin, "postgres", dir, user)?
        .args(["-D", "data", "-p", &port.to_string()])
        .args([
            "-c",
            "listen_addresses=127.0.0.1",
            "-c",
            "unix_socket_directories=",
        ])
        .args([
            "-c",
            "fsync=off",
            "-c",
            "synchronous_commit=off",
            "-c",
            "full_page_writes=off",
        ])
        .spawn()
        .map_err(|e| format!("cannot run {}/postgres: {e}", bin.display()))
}

/// Waits until the postmaster says `ready` in its pid file (the 8th line, as `pg_ctl -w` reads).
fn wait_ready(dir: &Path, postmaster: &mut Child) -> Result<(), String> {
    let deadline = Instant::now() + Duration::from_secs(30);
    while Instant::now() < deadline {
        if let Ok(Some(status)) = postmaster.try_wait() {
            return Err(format!("postgres stopped ({status}):\n{}", log_tail(dir)));
        }
        let pid_file = std::fs::read_to_string(dir.join("data/postmaster.pid")).unwrap_or_default();
        if pid_file
            .lines()
            .nth(7)
            .is_some_and(|status| status.trim() == "ready")
        {
            return Ok(());
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let _ = postmaster.kill();
    Err(format!(
        "postgres was not ready within 30 s:\n{}",
        log_tail(dir)
    ))
}

fn log_tail(dir: &Path) -> String {
    let log = std::fs::read_to_string(dir.join("postgres.log")).unwrap_or_default();
    let lines: Vec<&str> = log.lines().collect();
    lines[lines.len().saturating_sub(20)..].join("\n")
}

/// `url` with `password` in it, percent-encoded.
fn with_password(url: &str, password: &str) -> String {
    let mut url = url::Url::parse(url).expect("a URL");
    url.set_password(Some(password)).expect("a URL with a host");
    url.to_string()
}

#[test]
fn without_postgres_the_tests_say_what_to_install() {
    let empty = tempfile::tempdir().unwrap();
    let path = std::env::join_paths([empty.path()]).unwrap();
    let err = locate(Some(&path), &empty.path().join("nowhere")).unwrap_err();
    assert!(err.contains("apt-get install postgresql"), "{err}");
    assert!(err.contains("REGISSEUR_TEST_POSTGRES"), "{err}");
}

#[test]
fn finds_the_newest_debian_server_when_path_has_none() {
    let root = tempfile::tempdir().unwrap();
    for version in ["9.6", "15", "16"] {
        let bin = root.path().join(version).join("bin");
        std::fs::create_dir_all(&bin).unwrap();
        for name in ["initdb", "postgres"] {
            File::create(bin.join(name)).unwrap();
        }
    }
    let empty = tempfile::tempdir().unwrap();
    let path = std::env::join_paths([empty.path()]).unwrap();
    assert_eq!(
        locate(Some(&path), root.path()),
        Ok(root.path().join("16/bin"))
    );
    // PATH comes first, and a folder needs both binaries
    File::create(empty.path().join("initdb")).unwrap();
    assert_eq!(
        locate(Some(&path), root.path()),
        Ok(root.path().join("16/bin"))
    );
    File::create(empty.path().join("postgres")).unwrap();
    assert_eq!(
        locate(Some(&path), root.path()),
        Ok(empty.path().to_path_buf())
    );
}
