//! What the MJs see by hand (§9): `/mj partie etat` — the day, the masks, the open procès,
//! the decisions waiting on the desk and the last corrections — and `/mj joueur voir`, one
//! player's whole record.

use engine::game::Game as _;
use engine::ronde::ronde::visible;
use engine::ronde::state::Status;
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
            format!("{label} ({} plaintes) → <t:{until}:R>", p.valid_count())
        })
        .collect();
    let corrections: Vec<String> = s
        .corrections
        .iter()
        .rev()
        .take(5)
        .map(|(by, what, why, at)| {
            format!("{} {} : {what} ({why})", s.settings.short(*at), s.name(*by))
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
            format!(
                "n°{} J{} {} {:?}{}",
                i.id,
                i.day,
                i.what,
                i.status,
                if i.in_review { " (revue)" } else { "" }
            )
        })
        .collect();
    let (o, q) = x.spent(s.day);
    let counters = serde_json::to_string(&x.counters).unwrap_or_default();
    Some(tr!(
        i18n,
        locale,
        "ronde-mj-sheet",
        name = crate::i18n::name(&x.name),
        kind = format!("{:?}", x.kind),
        personnage = x.personnage.map_or("-", |p| p.name()),
        status = format!("{:?}", x.status),
        list = visible(s, player).ids().join(", "),
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
        counters = counters
    ))
}
