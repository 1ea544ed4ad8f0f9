//! What players read instead of ids: item, role and step names from the Fluent files, the
//! time left, and the `items` list of a notice.

use engine::loups_garous::{Item, Phase, Role};
use engine::notice::Arg;

use crate::i18n::I18n;
use crate::tr;

/// An item's name (`personne`: the "nobody" option of a menu).
pub fn item(i18n: &I18n, locale: &str, id: &str) -> String {
    if id == "personne" {
        tr!(i18n, locale, "lg-item-personne")
    } else {
        tr!(i18n, locale, "lg-item-name", item = id)
    }
}

/// A role's name.
pub fn role(i18n: &I18n, locale: &str, id: &str) -> String {
    tr!(i18n, locale, "lg-role-name", role = id)
}

/// The role card's line on the role's items: each named, with when and how it serves.
pub fn card_items(i18n: &I18n, locale: &str, role: Role) -> String {
    let items: Vec<String> = Item::of_role(role)
        .into_iter()
        .map(|i| tr!(i18n, locale, "lg-item-use", item = i.id()))
        .collect();
    if items.is_empty() {
        tr!(i18n, locale, "lg-role-card-no-items")
    } else {
        tr!(
            i18n,
            locale,
            "lg-role-card-items",
            items = items.join(" ; ")
        )
    }
}

/// A comma-separated list of item ids, named.
pub fn items(i18n: &I18n, locale: &str, ids: &str) -> String {
    ids.split(", ")
        .filter(|id| !id.is_empty())
        .map(|id| item(i18n, locale, id))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A notice's arguments with its `items` list named.
pub fn notice_args(i18n: &I18n, locale: &str, args: &[(String, Arg)]) -> Vec<(String, Arg)> {
    args.iter()
        .map(|(name, value)| match value {
            Arg::Str(ids) if name == "items" => (name.clone(), Arg::from(items(i18n, locale, ids))),
            _ => (name.clone(), value.clone()),
        })
        .collect()
}

/// Where the game stands: "nuit 2, chasse".
pub fn phase(i18n: &I18n, locale: &str, phase: Phase) -> String {
    let (kind, n, step, stage) = match phase {
        Phase::Lobby => ("lobby", 0, "", ""),
        Phase::Day(n, s) => ("day", n, "", s.id()),
        Phase::Dusk(n) => ("dusk", n, "", ""),
        Phase::Night(n, s) => ("night", n, s.id(), ""),
        Phase::Dawn(n) => ("dawn", n, "", ""),
        Phase::Ended => ("ended", 0, "", ""),
    };
    tr!(
        i18n,
        locale,
        "lg-phase",
        kind = kind,
        n = i64::from(n),
        step = step,
        stage = stage
    )
}

/// A duration in seconds: "1 min 05 s", "45 s".
pub fn time_left(i18n: &I18n, locale: &str, secs: i64) -> String {
    let secs = secs.max(0);
    let (min, sec) = (secs / 60, secs % 60);
    let sec = if min > 0 {
        format!("{sec:02}")
    } else {
        sec.to_string()
    };
    tr!(i18n, locale, "lg-time-left", min = min, sec = sec)
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::loups_garous::{DayStage, NightStep};

    #[test]
    fn ids_become_names_in_both_languages() {
        let i18n = I18n::load().unwrap();
        assert_eq!(item(&i18n, "fr", "boule-de-cristal"), "Boule de cristal");
        assert_eq!(item(&i18n, "en-US", "boule-de-cristal"), "Crystal ball");
        assert_eq!(item(&i18n, "fr", "personne"), "Personne");
        assert_eq!(items(&i18n, "fr", "griffes, ecoute"), "Griffes, Écoute");
        assert_eq!(role(&i18n, "en-US", "voyante"), "Seer");
        let chasse = Phase::Night(2, NightStep::Chasse);
        assert_eq!(phase(&i18n, "fr", chasse), "nuit 2, chasse");
        assert_eq!(phase(&i18n, "en-US", chasse), "night 2, hunt");
        let vote = Phase::Day(3, DayStage::SecondVote);
        assert_eq!(phase(&i18n, "fr", vote), "jour 3, second vote");
        assert_eq!(time_left(&i18n, "fr", 65), "1 min 05 s");
        let card = card_items(&i18n, "fr", Role::Sorciere);
        assert!(
            card.starts_with("Tes objets\u{a0}: Fiole de vie (aux remèdes"),
            "{card}"
        );
        assert!(card.contains(" ; Fiole de mort ("), "{card}");
        let card = card_items(&i18n, "en-US", Role::LoupGarou);
        assert!(
            card.starts_with("Your items: Claws (during the hunt"),
            "{card}"
        );
        assert_eq!(time_left(&i18n, "en-US", 9), "9 s");
    }
}
