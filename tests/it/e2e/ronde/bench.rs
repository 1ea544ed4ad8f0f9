//! The closing figures of issue 10, printed (run with `--ignored --nocapture bench_ronde`):
//! the REST calls of a busy day of a 30-player Ronde (10 procès, 40 plaintes, 30 proofs
//! decided on the desk) and of the boundary that follows, and interaction → callback times.

use std::collections::BTreeMap;
use std::time::Duration;

use fake_discord::fixture::GENERAL;
use fake_discord::options::{string, user};
use serde_json::json;

use super::super::harness::{component, World};
use super::{display, Table};

/// The first six play Personnages of the Ronde, the 24 others are Figurants.
const ROLES: [&str; 6] = ["alice", "voyante", "chucky", "woody", "halus", "pianiste"];

fn percentile(times: &mut [Duration], q: usize) -> Duration {
    times.sort();
    times[(times.len() * q / 100).min(times.len() - 1)]
}

/// The calls after `since`, by method and path shape (ids replaced by `{id}`).
fn calls_by_kind(world: &World, since: usize) -> BTreeMap<String, usize> {
    let mut out = BTreeMap::new();
    for c in world.fake.calls().into_iter().skip(since) {
        let shape: Vec<String> = c
            .path
            .split('/')
            .map(|p| {
                if p.chars().all(|x| x.is_ascii_digit()) && !p.is_empty() {
                    "{id}".into()
                } else {
                    p.to_owned()
                }
            })
            .collect();
        let shape = shape.join("/").replace("/api/v10", "");
        let shape = if shape.contains("/interactions/") {
            "POST /interactions/{id}/{token}/callback".to_owned()
        } else {
            format!("{} {shape}", c.method)
        };
        *out.entry(shape).or_default() += 1;
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark: cargo test --release --test it -- --ignored --nocapture bench_ronde"]
async fn bench_ronde_busy_day_of_30_players() {
    let world = World::start(30).await;
    let names: Vec<String> = world.fake.with_state(|s| {
        s.guild
            .players()
            .map(|m| m.user.username.clone())
            .take(30)
            .collect()
    });
    let t = set_up(world, &names).await;
    let mut latencies = Vec::new();
    let since = t.world.fake.calls().len();
    busy_proces(&t, &names, &mut latencies).await;
    for (k, who) in names
        .iter()
        .filter(|n| *n != &names[5])
        .chain([&names[6]])
        .enumerate()
    {
        let i = t
            .world
            .fake
            .slash(
                t.user(who),
                GENERAL,
                "preuve",
                json!([string("texte", &format!("capture {k}"))]),
            )
            .unwrap();
        latencies.push(answered(&t, i).await);
    }
    t.content_settled().await;
    let mut decided = 0;
    while let Some((card, id)) = component(&t.world.fake.messages_in(t.bureau), ":valider") {
        let i = t.world.fake.click(t.user("olga"), card, &id).unwrap();
        latencies.push(answered(&t, i).await);
        decided += 1;
        t.content_settled().await;
    }
    assert_eq!(decided, 29, "one card a proof, the item proven twice once");
    t.content_settled().await;
    let day = t.world.fake.calls().len();
    t.clock_to("2027-03-22 10:00", 3).await;
    t.content_settled().await;
    let by_kind = calls_by_kind(&t.world, since);
    let boundary = calls_by_kind(&t.world, day);
    let total = |m: &BTreeMap<String, usize>| m.values().sum::<usize>();
    println!("busy day of 30 players (10 procès, 40 plaintes, 30 proofs, 29 decided on the desk), then the J3 boundary:");
    println!(
        "  REST calls: {} (the day and the boundary), {} the boundary alone",
        total(&by_kind),
        total(&boundary)
    );
    for (k, n) in &by_kind {
        println!("    {n:5}  {k}");
    }
    let n = latencies.len();
    println!(
        "  interaction → callback over {n} interactions: p50 {:?}, p99 {:?}",
        percentile(&mut latencies, 50),
        percentile(&mut latencies, 99)
    );
    t.world.fake.assert_no_violations();
}

/// 10 procès, each closed by 4 plaintes through its Porter plainte button.
async fn busy_proces(t: &Table, names: &[String], latencies: &mut Vec<Duration>) {
    let figurants: Vec<&str> = names[6..].iter().map(String::as_str).collect();
    let mut left: BTreeMap<&str, u32> = names.iter().map(|n| (n.as_str(), 2)).collect();
    left.remove(names[5].as_str());
    for k in 0..10 {
        let (opener, accused) = (figurants[k], figurants[k + 10]);
        let i = t
            .world
            .fake
            .slash(
                t.user(opener),
                GENERAL,
                "ouvrir",
                json!([
                    string("joueur", &t.user(accused).to_string()),
                    string("personnage", "alice"),
                    string("arguments", "Un argument")
                ]),
            )
            .unwrap();
        latencies.push(answered(t, i).await);
        *left.get_mut(opener).unwrap() -= 1;
        let post = t.post(&format!("Procès n°{} —", k + 1)).await;
        let (message, button) = t.button(post, &format!(":plainte-{}:", k + 1)).await;
        let mut filed = 0;
        for (who, n) in &mut left {
            if filed == 4
                || *n == 0
                || *who == opener
                || *who == accused
                || *who == names[0].as_str()
            {
                continue;
            }
            let i = t.world.fake.click(t.user(who), message, &button).unwrap();
            latencies.push(answered(t, i).await);
            *n -= 1;
            filed += 1;
        }
        assert_eq!(filed, 4);
        t.said(post, "INJUSTE").await;
    }
}

/// The table of 30, dealt, the Pianiste unmasked (two actions a day), on J2 at 10:00.
async fn set_up(world: World, names: &[String]) -> Table {
    let olga = world.user("olga");
    world
        .slash(
            olga,
            GENERAL,
            "mj",
            json!([{"type": 1, "name": "creer", "options": [
            string("jeu", "ronde-des-pantins"), string("debut", "2027-03-20")]}]),
        )
        .await;
    let t = Table {
        tribunal: world.channel("tribunal"),
        choeur: world.channel("choeur-des-demasques"),
        bureau: world.channel("bureau-des-mj"),
        world,
    };
    let (join, id) = component(&t.world.fake.messages_in(GENERAL), "rpj:").unwrap();
    for n in names {
        let i = t.world.fake.click(t.user(n), join, &id).unwrap();
        t.world
            .fake
            .callback_for(i, super::super::harness::WAIT)
            .await
            .unwrap();
    }
    t.clock("2027-03-20 10:00").await;
    let deal: Vec<String> = names
        .iter()
        .enumerate()
        .map(|(i, n)| format!("{}={}", display(n), ROLES.get(i).unwrap_or(&"figurant")))
        .collect();
    t.mj(
        "partie",
        "distribuer",
        json!([
            string("personnages", &deal.join(", ")),
            string("ronde", &ROLES.join(" "))
        ]),
    )
    .await;
    t.mj(
        "joueur",
        "demasquer",
        json!([
            user("joueur", t.user(&names[5])),
            string("motif", "banc d'essai")
        ]),
    )
    .await;
    t.clock_to("2027-03-21 10:00", 2).await;
    t.content_settled().await;
    t
}

async fn answered(t: &Table, id: u64) -> Duration {
    t.world
        .fake
        .callback_for(id, super::super::harness::WAIT)
        .await
        .unwrap();
    t.world.fake.callback_latency(id).unwrap_or_default()
}
