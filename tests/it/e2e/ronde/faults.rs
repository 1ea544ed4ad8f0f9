//! A guild that refuses forums: the tribunal is a text channel whose posts are public
//! threads (players write in them, never in the channel, and open none), the MJs are told,
//! and a procès's post still carries its Porter plainte button.

use fake_discord::fixture::{GuildFixture, GENERAL};
use fake_discord::options::string;
use serde_json::json;

use super::super::harness::World;
use super::{deal_list, Table, RONDE};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_forums_the_tribunal_is_a_text_channel_of_public_threads() {
    let world = World::start_in(GuildFixture::village(16).refusing_forums(), &[]).await;
    let t = Table::set_up(world, "2027-03-20", "2027-03-20 10:00").await;
    let kind = t.world.fake.channel_named("tribunal").unwrap()["type"].clone();
    assert_eq!(kind, 0, "a text channel");
    t.said(t.bureau, "Ce serveur refuse les salons forum").await;
    let place = t.post("🏛️ Place du village").await;
    assert_eq!(
        t.world.fake.channel_named("🏛️ Place du village").unwrap()["type"],
        11
    );
    t.world
        .eventually("players write in threads only", || {
            t.writes("alice", place) && !t.world.fake.can_write(t.user("alice"), t.tribunal)
        })
        .await;
    assert!(
        t.world
            .fake
            .start_thread(t.user("alice"), t.tribunal, "Mon fil")
            .is_err(),
        "players open no thread"
    );
    t.mj(
        "partie",
        "distribuer",
        json!([string("personnages", &deal_list()), string("ronde", RONDE)]),
    )
    .await;
    t.clock_to("2027-03-21 10:00", 2).await;
    t.slash(
        "alice",
        GENERAL,
        "ouvrir",
        json!([
            string("joueur", &t.user("bruno").to_string()),
            string("personnage", "voyante"),
            string("arguments", "Elle parle au futur")
        ]),
    )
    .await;
    let p1 = t.post("Procès n°1 — Bruno : Voyante").await;
    let (m, id) = t.button(p1, ":plainte-1:").await;
    let answer = t.click("chloe", m, &id).await;
    assert!(answer.contains("noté"), "{answer}");
    t.said(p1, "Moi, Chloe, pose une plainte contre Bruno")
        .await;
    t.world.fake.assert_no_violations();
}
