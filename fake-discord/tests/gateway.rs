//! The gateway's faults, met by a real serenity 0.12.5 + poise 0.7.1 bot: a close it resumes
//! from (getting what it missed, then RESUMED), a refused resume and invalid sessions (it
//! identifies again), a session that may not resume after a final close code.

mod bot;

use std::time::Duration;

use fake_discord::{FakeDiscord, GuildFixture};
use poise::serenity_prelude::GatewayIntents;
use serde_json::json;

const RECONNECT: Duration = Duration::from_secs(30);

async fn ready_bot() -> (FakeDiscord, tokio::task::JoinHandle<()>) {
    let fake = FakeDiscord::start(GuildFixture::village(2)).await;
    let bot = bot::start(&fake, GatewayIntents::non_privileged()).await;
    fake.wait_ready(Duration::from_secs(20)).await.unwrap();
    (fake, bot)
}

/// alice runs `/ping`; the bot must answer "pong".
async fn pong(fake: &FakeDiscord) -> u64 {
    let general = fake.channel_id("general").unwrap();
    let i = fake
        .slash(fake.user("alice"), general, "ping", json!([]))
        .unwrap();
    let answer = fake.callback_for(i, RECONNECT).await.unwrap();
    assert_eq!(answer["data"]["content"], "pong");
    i
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_close_the_bot_resumes_and_gets_what_it_missed() {
    let (fake, bot) = ready_bot().await;
    fake.disconnect_sessions();
    // Sent while the bot is away: kept for it, and replayed when it resumes.
    let missed = pong(&fake).await;
    fake.wait_resumed(1, RECONNECT).await.unwrap();
    let resume = fake.resumes()[0].clone();
    assert_eq!(resume["session_id"], "fake-session-1");
    assert!(
        resume["seq"].as_u64().unwrap() >= 2,
        "READY and GUILD_CREATE were seen"
    );
    assert_eq!(
        fake.with_state(|s| s.identifies.len()),
        1,
        "no second IDENTIFY"
    );
    assert!(fake.interaction(missed).unwrap().sent.is_some());
    pong(&fake).await;
    assert_eq!(fake.connected_sessions(), 1);
    fake.assert_no_violations();
    bot.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_resume_makes_the_bot_identify_again() {
    let (fake, bot) = ready_bot().await;
    fake.refuse_resume(true);
    fake.disconnect_sessions();
    fake.wait_identified(2, RECONNECT).await.unwrap();
    assert!(!fake.resumes().is_empty(), "serenity tried to resume first");
    assert_eq!(fake.with_state(|s| s.gateway.resumed), 0);
    pong(&fake).await;
    assert_eq!(fake.connected_sessions(), 1);
    fake.assert_no_violations();
    bot.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn invalid_sessions_on_demand_resumable_or_not() {
    let (fake, bot) = ready_bot().await;
    fake.invalidate_sessions(true);
    fake.wait_resumed(1, RECONNECT).await.unwrap();
    pong(&fake).await;
    fake.invalidate_sessions(false);
    fake.wait_identified(2, RECONNECT).await.unwrap();
    pong(&fake).await;
    // A final close code: the session is gone, the bot identifies again.
    fake.close_sessions(4009);
    fake.wait_identified(3, RECONNECT).await.unwrap();
    pong(&fake).await;
    assert_eq!(fake.with_state(|s| s.gateway.resumed), 1);
    fake.assert_no_violations();
    bot.abort();
}
