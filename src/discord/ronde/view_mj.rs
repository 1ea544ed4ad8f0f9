//! What the MJs see by hand (§9): `/mj partie etat` — the day, the masks, the open procès,
//! the decisions waiting on the desk and the last corrections — and `/mj joueur voir`, one
//! player's whole record.

use engine::game::Game as _;
use engine::ronde::powers::Counters;
use engine::ronde::ronde::{visible, Visible};
use engine::ronde::state::{Kind, Status};
use engine::ronde::{ledger, offers_mj, Ronde, State};
use engine::{PlayerId, Timestamp};

use crate::i18n::I18n;
use crate::store::GameId;
use crate::tr;

/// `/mj partie etat`.
pub fn overview(s: &State, i18n: &I18n, locale: &str, game: GameId, now: Timestamp) -> String {
    let count = |st: Status| {
        s.players
            .values()
            .filter(|x| x.personnage.is_some() && x.status == st)
            .count()
    };
    let open: Vec<String> = s
        .proces
        .iter()
        .filter(|p| p.state.is_open())
        .map(|p| {
            let (_, label) = engine::ronde::offers::proces_choice(s, p);
            let until = Ronde::pace(s).wall_time(p.deadline).timestamp();
            tr!(
                i18n,
                locale,
                "ronde-mj-open-proces",
                label = label,
                count = p.valid_count() as u32,
                until = until
            )
        })
        .collect();
    let corrections: Vec<String> = s
        .corrections
        .iter()
        .rev()
        .take(5)
        .map(|(by, what, why, at)| {
            tr!(
                i18n,
                locale,
                "ronde-mj-correction-line",
                at = s.settings.short(*at),
                by = crate::i18n::name(&s.name(*by)),
                what = crate::i18n::said(what),
                why = crate::i18n::said(why)
            )
        })
        .collect();
    let dash = |v: Vec<String>, sep: &str| {
        if v.is_empty() {
            "-".to_owned()
        } else {
            v.join(sep)
        }
    };
    tr!(
        i18n,
        locale,
        "ronde-mj-overview",
        id = game.0,
        day = s.day,
        now = s.settings.short(now),
        masked = count(Status::Masque),
        unofficial = count(Status::Officieux),
        unmasked = count(Status::Demasque),
        figurants = s.figurants_unmasked,
        open = dash(open, "\n"),
        cards = offers_mj::offers(s).len(),
        corrections = dash(corrections, "\n")
    )
}

/// `/mj joueur voir`: a player's whole record.
pub fn sheet(s: &State, i18n: &I18n, locale: &str, player: PlayerId) -> Option<String> {
    let x = s.player(player)?;
    let items: Vec<String> = s
        .checklist
        .iter()
        .filter(|i| i.player == player)
        .map(|i| {
            let review = if i.in_review {
                format!(" ({})", i18n.get(locale, "ronde-item-in-review", &[]))
            } else {
                String::new()
            };
            let status = super::view::status_word(i18n, locale, i.status);
            let what = super::view::item_what(i18n, locale, &i.what);
            format!("n°{} J{} {what} {status}{review}", i.id, i.day)
        })
        .collect();
    let (o, q) = x.spent(s.day);
    let mut counters: Vec<String> = super::cards::counts(s, i18n, locale, player)
        .map(|c| c.lines().map(str::to_owned).collect())
        .unwrap_or_default();
    counters.extend(choices(s, i18n, locale, &x.counters));
    let list = match visible(s, player) {
        Visible::Any => i18n.get(locale, "ronde-card-any", &[]),
        Visible::Set(set) => engine::ronde::Personnage::names(set),
    };
    Some(tr!(
        i18n,
        locale,
        "ronde-mj-sheet",
        name = crate::i18n::name(&x.name),
        kind = match x.kind {
            Kind::Joueur => "joueur",
            Kind::Spectateur => "spectateur",
            Kind::Mj => "mj",
        },
        personnage = x.personnage.map_or("-", |p| p.name()),
        status = match x.status {
            Status::Masque => "masque",
            Status::Officieux => "officieux",
            Status::Demasque => "demasque",
        },
        list = list,
        jokers = if x.has_jokers() {
            u32::from(x.jokers_used).to_string()
        } else {
            "none".to_owned()
        },
        openings = u32::from(o),
        plaintes = u32::from(q),
        points = ledger::total(s, player),
        items = if items.is_empty() {
            "-".to_owned()
        } else {
            items.join(" ; ")
        },
        counters = if counters.is_empty() {
            "-".to_owned()
        } else {
            counters.join(" ; ")
        }
    ))
}

/// What a player's powers chose, for the MJs: the Souffleur's phrase, the Destinée's
/// targets in order, the Héros's monster, who was put to sleep, charmed or designated.
fn choices(s: &State, i18n: &I18n, locale: &str, c: &Counters) -> Vec<String> {
    let names = |ids: &mut dyn Iterator<Item = &PlayerId>| {
        let v: Vec<String> = ids.map(|p| crate::i18n::name(&s.name(*p))).collect();
        v.join(", ")
    };
    let destiny: Vec<&str> = c.destiny.iter().map(|p| p.name()).collect();
    let monster = c.monster.map(|m| {
        let p = c
            .monster_personnage
            .map_or(String::new(), |p| format!(" ({})", p.name()));
        format!("{}{p}", crate::i18n::name(&s.name(m)))
    });
    let found = [
        ("phrase", c.phrase.as_deref().map(crate::i18n::said)),
        (
            "destiny",
            (!destiny.is_empty()).then(|| destiny.join(" → ")),
        ),
        ("monster", monster),
        ("asleep", Some(names(&mut c.sleep_targets.iter()))),
        ("charmed", Some(names(&mut c.sirene_targets.iter()))),
        (
            "designated",
            Some(engine::ronde::Personnage::names(
                c.designated.iter().copied(),
            )),
        ),
    ];
    found
        .into_iter()
        .filter_map(|(key, value)| Some((key, value.filter(|v| !v.is_empty())?)))
        .map(|(key, value)| tr!(i18n, locale, "ronde-mj-choice", key = key, value = value))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_players_sheet_reads_as_words_with_what_his_powers_chose() {
        // Given a dealt game whose Souffleur chose his phrase and missed once
        let (mut s, id) = super::super::cards::tests::dealt_souffleur();
        let x = s.players.get_mut(&id).unwrap();
        x.counters.phrase = Some("le *vent* se lève".into());
        x.counters.faux_days = [2].into_iter().collect();
        s.day = 3;
        let i18n = I18n::load().unwrap();
        // When the MJs read his sheet
        let fr = sheet(&s, &i18n, "fr", id).unwrap();
        let en = sheet(&s, &i18n, "en-US", id).unwrap();
        // Then it names his status and kind in words, counts his faux, quotes his phrase
        // escaped, and shows no Rust name or raw JSON
        assert!(
            fr.contains("(joueur·euse)") && fr.contains("masqué·e"),
            "{fr}"
        );
        assert!(fr.contains("Souffles faux en tout\u{a0}: 1/6"), "{fr}");
        assert!(fr.contains("«\u{a0}le \\*vent\\* se lève\u{a0}»"), "{fr}");
        assert!(!fr.contains("Masque") && !fr.contains('{'), "{fr}");
        assert!(
            en.contains("(player)") && en.contains("“le \\*vent\\* se lève”"),
            "{en}"
        );
    }
}
