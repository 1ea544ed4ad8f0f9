//! What the MJs see by hand (§9): `/mj partie etat` — the day, the masks, the open procès,
//! the decisions waiting on the desk and the last corrections — and `/mj joueur voir`, one
//! player's whole record.

use engine::game::Game as _;
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
            let review = match i.in_review {
                true => format!(" ({})", i18n.get(locale, "ronde-item-in-review", &[])),
                false => String::new(),
            };
            let status = super::view::status_word(i18n, locale, i.status);
            let what = super::view::item_what(i18n, locale, &i.what);
            format!("n°{} J{} {what} {status}{review}", i.id, i.day)
        })
        .collect();
    let (o, q) = x.spent(s.day);
    let counters = super::cards::counts(s, i18n, locale, player).map(|c| c.replace('\n', " ; "));
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
        jokers = match x.has_jokers() {
            true => u32::from(x.jokers_used).to_string(),
            false => "none".to_owned(),
        },
        openings = u32::from(o),
        plaintes = u32::from(q),
        points = ledger::total(s, player),
        items = if items.is_empty() {
            "-".to_owned()
        } else {
            items.join(" ; ")
        },
        counters = counters.unwrap_or_else(|| "-".to_owned())
    ))
}
