//! `/mj partie distribuer personnages:` names each player as the MJ knows them: a mention,
//! the name the game shows, the username or the display name; a name two players answer to
//! is refused, naming both.

use fake_discord::fixture::GuildFixture;
use fake_discord::options::string;
use serde_json::json;

use super::super::harness::World;
use super::{deal_list, Table, RONDE};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deal_takes_usernames_display_names_and_mentions_and_names_the_ambiguous() {
    // given members seated under server nicknames: Chloe as « Clo », David and Emma both
    // as « Jumeau »
    let mut guild = GuildFixture::village(16);
    for (username, nick) in [("chloe", "Clo"), ("david", "Jumeau"), ("emma", "Jumeau")] {
        let member = guild
            .members
            .iter_mut()
            .find(|m| m.user.username == username);
        member.unwrap().nick = Some(nick.into());
    }
    let world = World::start_in(guild, &[]).await;
    let t = Table::set_up(world, "2027-03-20", "2027-03-20 10:00").await;
    let deal = |list: String| json!([string("personnages", &list), string("ronde", RONDE)]);
    // when the MJ names David by the nickname he shares with Emma
    let list = deal_list().replace("David=", "Jumeau=");
    let answer = t.mj("partie", "distribuer", deal(list)).await;
    // then the deal is refused, naming both, and nothing is dealt
    let (david, emma) = (t.user("david"), t.user("emma"));
    assert!(
        answer.contains("« Jumeau » désigne plusieurs joueurs"),
        "{answer}"
    );
    assert!(
        answer.contains(&format!("<@{david}>, <@{emma}>")),
        "{answer}"
    );
    // when the list names Chloe by her username, David by a mention, Emma by her display
    // name (the fixture's `Chloe`, `David`, `Emma` are display names, not the game's names)
    let list = deal_list()
        .replace("Chloe=", "chloe=")
        .replace("David=", &format!("<@{david}>="));
    let answer = t.mj("partie", "distribuer", deal(list)).await;
    // then it is dealt
    assert!(answer.contains("noté"), "{answer}");
    t.world.fake.assert_no_violations();
}
