//! The compose files a self-hoster runs: one bot service whatever the database (a switch to
//! PostgreSQL never leaves two bots on one token), a stop grace with margin over the bot's
//! clean stop, rotated logs, and the PostgreSQL password kept out of every URL.

fn read(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The services a compose file declares: the keys indented by two under `services:`.
fn services(text: &str) -> Vec<String> {
    let mut inside = false;
    let mut names = Vec::new();
    for line in text.lines() {
        if !line.starts_with(' ') && !line.trim().is_empty() && !line.starts_with('#') {
            inside = line.trim_end() == "services:";
            continue;
        }
        let key = line
            .strip_prefix("  ")
            .filter(|k| !k.starts_with([' ', '#']));
        if let Some(key) = key.filter(|_| inside) {
            names.push(key.trim_end().trim_end_matches(':').to_owned());
        }
    }
    names
}

/// The lines of service `name`'s block.
fn block<'a>(text: &'a str, name: &str) -> Vec<&'a str> {
    let head = format!("  {name}:");
    let mut lines = text.lines().skip_while(|l| l.trim_end() != head).skip(1);
    let mut out = Vec::new();
    for line in lines.by_ref() {
        if !line.is_empty() && !line.starts_with("    ") {
            break;
        }
        out.push(line.trim());
    }
    out
}

fn value<'a>(block: &[&'a str], key: &str) -> Option<&'a str> {
    let key = format!("{key}:");
    block
        .iter()
        .find_map(|l| l.strip_prefix(&key))
        .map(str::trim)
}

#[test]
fn one_bot_service_whatever_the_database() {
    // given the default file and the PostgreSQL one that .env adds
    let (base, postgres) = (
        read("docker-compose.yml"),
        read("docker-compose.postgres.yml"),
    );
    // then there is one bot, built once, that the PostgreSQL file changes in place
    assert_eq!(services(&base), ["bot"]);
    assert_eq!(services(&postgres), ["bot", "postgres"]);
    assert!(!base.contains("profiles:") && !postgres.contains("profiles:"));
    let bot = block(&postgres, "bot");
    assert!(value(&bot, "build").is_none() && value(&bot, "image").is_none());
    assert_eq!(base.matches("build:").count(), 1);
    // and the password reaches the bot beside the URL, never inside it
    let url = value(&bot, "DATABASE_URL").expect("the bot's URL");
    assert!(
        url.starts_with("postgres://") && !url.contains('$'),
        "{url}"
    );
    let password = value(&bot, "PGPASSWORD").expect("PGPASSWORD");
    assert!(password.starts_with("${POSTGRES_PASSWORD"), "{password}");
    // and .env.example shows both lines to uncomment
    let example = read(".env.example");
    assert!(example.contains("#COMPOSE_FILE=docker-compose.yml:docker-compose.postgres.yml"));
    assert!(example.contains("#POSTGRES_PASSWORD="));
}

#[test]
fn the_bot_stops_cleanly_and_its_logs_rotate() {
    for (file, service) in [
        ("docker-compose.yml", "bot"),
        ("docker-compose.postgres.yml", "postgres"),
    ] {
        let text = read(file);
        let lines = block(&text, service);
        let grace = value(&lines, "stop_grace_period").expect("a stop grace");
        let seconds: u64 = grace.trim_end_matches('s').parse().expect("seconds");
        assert!(
            seconds >= 20,
            "{file} {service}: {grace}, Docker's 10 s cut a clean stop"
        );
        assert!(
            value(&lines, "max-size").is_some(),
            "{file} {service}: logs rotate"
        );
        assert!(
            value(&lines, "max-file").is_some(),
            "{file} {service}: logs rotate"
        );
    }
}
