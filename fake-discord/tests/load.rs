//! A burst of interactions against the serenity/poise proof bot: none lost, none answered twice,
//! no violation; the median and p99 callback latencies are printed (not asserted: the machine is
//! shared and the build is debug).

mod bot;

use std::time::Duration;

use fake_discord::{FakeDiscord, GuildFixture};
use poise::serenity_prelude::GatewayIntents;
use serde_json::json;

const BURST: usize = 100;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_100_slash_commands_loses_nothing() {
    tokio::time::timeout(Duration::from_mins(2), burst())
        .await
        .expect("over 90 s");
}

async fn burst() {
    let fake = FakeDiscord::start(GuildFixture::village(30)).await;
    let task = bot::start(
        &fake,
        GatewayIntents::non_privileged() | GatewayIntents::GUILD_MEMBERS,
    )
    .await;
    fake.wait_ready(Duration::from_secs(20)).await.unwrap();
    // A debug build on a shared 2-core machine: measure, do not race Discord's 3 s here.
    fake.set_callback_window(Duration::from_mins(1));
    let general = fake.channel_id("general").unwrap();
    let players: Vec<u64> = fake.with_state(|s| s.guild.players().map(|m| m.user.id).collect());
    let started = std::time::Instant::now();
    let ids: Vec<u64> = (0..BURST)
        .map(|n| {
            fake.slash(players[n % players.len()], general, "ping", json!([]))
                .unwrap()
        })
        .collect();
    eprintln!("injecting {BURST} took {:?}", started.elapsed());
    let mut latencies = Vec::new();
    for id in &ids {
        fake.callback_for(*id, Duration::from_mins(1))
            .await
            .unwrap();
        latencies.push(fake.callback_latency(*id).unwrap());
    }
    latencies.sort();
    let (median, p99) = (latencies[BURST / 2], latencies[BURST * 99 / 100]);
    eprintln!("{BURST} slash commands at once: callback median {median:?}, p99 {p99:?}");

    let mut spaced = Vec::new();
    for player in players.iter().take(20) {
        let id = fake.slash(*player, general, "ping", json!([])).unwrap();
        fake.callback_for(id, Duration::from_secs(5)).await.unwrap();
        spaced.push(fake.callback_latency(id).unwrap());
    }
    spaced.sort();
    eprintln!(
        "20 slash commands one after another: median {:?}, max {:?}",
        spaced[10], spaced[19]
    );
    fake.assert_no_violations();
    task.abort();
}
