//! Unit checks of the export's small helpers.

use super::*;

#[test]
fn names_lose_their_spaces_and_never_collide() {
    let mut taken = BTreeMap::new();
    taken.insert(PlayerId(1), "Jean_Paul".to_owned());
    assert_eq!(unique(&taken, "Jean Paul"), "Jean_Paul_2");
    assert_eq!(clean("a:b@c"), "a_b_c");
    assert_eq!(clean("mj"), "joueur_mj");
    // a player named as a choice's word would be read as the choice
    assert_eq!(clean("loin"), "joueur_loin");
    assert_eq!(clean("Loin"), "Loin");
}

#[test]
fn durations_are_written_to_the_millisecond() {
    assert_eq!(duration(Duration::seconds(90)), "90s");
    assert_eq!(duration(Duration::milliseconds(1500)), "1500ms");
}
