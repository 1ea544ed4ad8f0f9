//! The Ronde's cards: the Personnage card (by DM at the deal and `/role`) and the Annonces'
//! moments — a day begins, an unmasking, a procès closed, the final leaderboard — as embeds.
//! A card shows what its notice says, nothing more.

use engine::notice::{Arg, Audience, Notice};
use engine::ronde::checklist::ItemStatus;
use engine::ronde::proces::ProcesState;
use engine::ronde::ronde::{visible, Visible};
use engine::ronde::state::{Kind, Status};
use engine::ronde::{ledger, Personnage, State};
use engine::PlayerId;

use super::view::{constraint, status_word, text};
use crate::discord::host::card::{Card, Part};
use crate::i18n::{name, said, I18n};
use crate::tr;

/// The stage's crimson, the dawn's gold, a just verdict's green, a grey for the rest.
const CRIMSON: u32 = 0x9b_1b_30;
const GOLD: u32 = 0xf1_c4_0f;
const GREEN: u32 = 0x2e_8b_57;
const GREY: u32 = 0x95_a5_a6;

/// A group of notices as texts and cards, in order.
pub fn parts(s: &State, i18n: &I18n, locale: &str, notices: &[&Notice]) -> Vec<Part> {
    notices
        .iter()
        .map(|n| match moment(s, i18n, locale, n) {
            Some(card) => Part::Card(card),
            None => Part::Text(text(s, i18n, locale, n)),
        })
        .collect()
}

/// The card a notice is shown as, if it is one of the Ronde's moments.
fn moment(s: &State, i18n: &I18n, locale: &str, n: &Notice) -> Option<Card> {
    let line = || text(s, i18n, locale, n);
    match (&n.audience, n.id.as_str()) {
        (Audience::Player(p), "ronde-role-card") => personnage_card(s, i18n, locale, *p),
        (Audience::Channel(_), "ronde-day-began") => {
            Some(Card::new(format!("🌅 {}", line()), GOLD))
        }
        (Audience::Channel(_), "ronde-unmasked") => Some(Card::new(line(), CRIMSON)),
        (Audience::Channel(_), "ronde-proces-closed") => {
            let colour = match str_arg(n, "outcome") {
                Some(o) if o == ProcesState::Juste.id() => GREEN,
                Some(o) if o == ProcesState::Injuste.id() => CRIMSON,
                _ => GREY,
            };
            Some(Card::new(tr!(i18n, locale, "ronde-card-verdict"), colour).description(line()))
        }
        (Audience::Channel(_), "ronde-final") => Some(final_card(s, i18n, locale)),
        _ => None,
    }
}

fn str_arg<'a>(n: &'a Notice, key: &str) -> Option<&'a str> {
    n.args.iter().find_map(|(k, v)| match v {
        Arg::Str(s) if k == key => Some(s.as_str()),
        _ => None,
    })
}

/// The curtain: the leaderboard, every Personnage, the Ronde and the days' themes, names
/// and themes escaped.
fn final_card(s: &State, i18n: &I18n, locale: &str) -> Card {
    let board: Vec<String> = ledger::leaderboard(s)
        .iter()
        .enumerate()
        .map(|(i, (p, total))| format!("{}. {} — {total}", i + 1, name(&s.name(*p))))
        .collect();
    let cast: Vec<String> = s
        .players
        .values()
        .filter_map(|x| {
            let personnage = x.personnage?.name();
            let player = name(&x.name);
            Some(tr!(
                i18n,
                locale,
                "ronde-card-cast-line",
                player = player,
                personnage = personnage
            ))
        })
        .collect();
    let ronde: Vec<&str> = s.ronde.iter().map(|p| p.name()).collect();
    let card = Card::new(tr!(i18n, locale, "ronde-card-curtain"), CRIMSON)
        .field(
            tr!(i18n, locale, "ronde-card-board-title"),
            board.join("\n"),
        )
        .field(tr!(i18n, locale, "ronde-card-cast-title"), cast.join("\n"))
        .field(
            tr!(i18n, locale, "ronde-card-ronde-title"),
            ronde.join(" → "),
        );
    // the days' themes were the Figurants' secret, hunted by the Souffleur: told at the end
    let themes: Vec<String> = s
        .themes
        .iter()
        .map(|(day, theme)| {
            tr!(
                i18n,
                locale,
                "ronde-card-theme",
                day = *day,
                theme = said(theme)
            )
        })
        .collect();
    if themes.is_empty() {
        return card;
    }
    card.field(
        tr!(i18n, locale, "ronde-card-themes-title"),
        themes.join("\n"),
    )
}

/// `/role`: the player's card (a spectator, an MJ or a player before the deal: a line).
pub fn card(s: &State, i18n: &I18n, locale: &str, player: PlayerId) -> Option<Part> {
    let x = s.player(player)?;
    let line = match (x.kind, x.personnage) {
        (Kind::Spectateur, _) => "ronde-card-spectator",
        (Kind::Mj, _) => "ronde-card-mj",
        (Kind::Joueur, None) => "ronde-card-waiting",
        (Kind::Joueur, Some(_)) => return personnage_card(s, i18n, locale, player).map(Part::Card),
    };
    Some(Part::Text(tr!(i18n, locale, line)))
}

/// A Personnage's card: its status, what it may do and when, its list, its Jokers, today's
/// actions, its constraints of the last two days and the constraint of the Personnage.
fn personnage_card(s: &State, i18n: &I18n, locale: &str, player: PlayerId) -> Option<Card> {
    let x = s.player(player)?;
    let p = x.personnage?;
    let status = match x.status {
        Status::Masque => "masque",
        Status::Officieux => "officieux",
        Status::Demasque => "demasque",
    };
    let colour = if x.status == Status::Masque {
        GOLD
    } else {
        CRIMSON
    };
    let list = match visible(s, player) {
        Visible::Any => tr!(i18n, locale, "ronde-card-any"),
        Visible::Set(set) => Personnage::names(set),
    };
    let jokers = if x.has_jokers() {
        let left = 2u32.saturating_sub(u32::from(x.jokers_used));
        tr!(i18n, locale, "ronde-card-jokers", left = left)
    } else {
        tr!(i18n, locale, "ronde-card-no-jokers")
    };
    let (opened, complaints) = x.spent(s.day);
    let quota = tr!(
        i18n,
        locale,
        "ronde-card-quota",
        opened = u32::from(opened),
        complaints = u32::from(complaints)
    );
    let title = |id: &str| i18n.get(locale, id, &[]);
    let card = Card::new(
        tr!(i18n, locale, "ronde-card-title", personnage = p.name()),
        colour,
    )
    .description(tr!(i18n, locale, "ronde-card-status", status = status))
    .field(
        title("ronde-card-does-title"),
        tr!(i18n, locale, "ronde-personnage-does", personnage = p.id()),
    )
    .field(title("ronde-card-list-title"), list)
    .field(title("ronde-card-jokers-title"), jokers)
    .field(title("ronde-card-quota-title"), quota)
    .field(
        title("ronde-card-counts-title"),
        counts(s, i18n, locale, player).unwrap_or_default(),
    )
    .field(
        title("ronde-card-checklist-title"),
        checklist(s, i18n, locale, player),
    )
    .field(
        title("ronde-card-constraint-title"),
        constraint(s, i18n, locale, player).unwrap_or_default(),
    );
    Some(card)
}

/// What the player's Personnages have used of their limited powers, one a line (`None`
/// when none has such a power).
pub fn counts(s: &State, i18n: &I18n, locale: &str, player: PlayerId) -> Option<String> {
    let lines: Vec<String> = engine::ronde::powers::counts::counts(s, player)
        .into_iter()
        .map(|c| {
            tr!(
                i18n,
                locale,
                "ronde-count",
                key = c.key,
                used = c.used,
                max = c.max
            )
        })
        .collect();
    (!lines.is_empty()).then(|| lines.join("\n"))
}

/// The player's constraints of yesterday and today, one a line.
fn checklist(s: &State, i18n: &I18n, locale: &str, player: PlayerId) -> String {
    s.checklist
        .iter()
        .filter(|i| i.player == player && i.day + 1 >= s.day)
        .map(|i| {
            let status = status_word(i18n, locale, i.status);
            let mark = match i.status {
                ItemStatus::Validee | ItemStatus::Respectee => "✅",
                ItemStatus::Refusee | ItemStatus::NonRespectee => "❌",
                _ => "•",
            };
            tr!(
                i18n,
                locale,
                "ronde-card-checklist-line",
                mark = mark,
                day = i.day,
                what = super::view::item_what(i18n, locale, &i.what),
                status = status
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use engine::ronde::sim::Sim;

    /// A dealt game of 24 players (seed 3), and its Souffleur.
    pub fn dealt_souffleur() -> (State, PlayerId) {
        let s = Sim::new(3, 24, 0).state;
        let id = s
            .players
            .values()
            .find(|x| x.personnage == Some(Personnage::Souffleur))
            .map(|x| x.id)
            .expect("24 players deal a Souffleur");
        (s, id)
    }

    /// That Souffleur with faux on J2 and J3, seen on J4.
    fn souffleur() -> (State, PlayerId) {
        let (mut s, id) = dealt_souffleur();
        let x = s.players.get_mut(&id).unwrap();
        x.counters.faux_days = [2, 3].into_iter().collect();
        s.day = 4;
        (s, id)
    }

    #[test]
    fn the_souffleurs_card_counts_his_faux_in_both_languages() {
        // Given the Souffleur with two faux in a row
        let (s, id) = souffleur();
        let i18n = I18n::load().unwrap();
        for (locale, title, line) in [
            ("fr", "Compteurs", "Souffles faux d'affilée\u{a0}: 2/3"),
            ("en-US", "Counters", "Wrong blows in a row: 2/3"),
        ] {
            // When his card is shown
            let Some(Part::Card(card)) = card(&s, &i18n, locale, id) else {
                panic!("no card");
            };
            // Then a field counts them, the streak first
            let field = card.fields.iter().find(|f| f.name == title);
            let value = field.map(|f| f.value.as_str()).unwrap_or_default();
            assert!(value.starts_with(line), "{locale}: {card:?}");
            assert!(value.contains("/6"), "{value}");
        }
    }

    #[test]
    fn the_curtain_tells_the_days_themes_and_the_cast_in_both_languages() {
        // Given a game whose MJs gave two themes, one written with markdown
        let (mut s, _) = dealt_souffleur();
        s.themes.insert(1, "fruits à coque".into());
        s.themes.insert(2, "**les fleurs**".into());
        let i18n = I18n::load().unwrap();
        for (locale, title, first, second) in [
            (
                "fr",
                "Les thèmes du jour",
                "J1\u{a0}: «\u{a0}fruits à coque\u{a0}»",
                "J2\u{a0}: «\u{a0}\\*\\*les fleurs\\*\\*\u{a0}»",
            ),
            (
                "en-US",
                "The themes of the day",
                "Day 1: “fruits à coque”",
                "Day 2: “\\*\\*les fleurs\\*\\*”",
            ),
        ] {
            // When the curtain falls
            let card = final_card(&s, &i18n, locale);
            // Then a field lists them by day, escaped
            let field = card.fields.iter().find(|f| f.name == title);
            let value = field.map(|f| f.value.as_str()).unwrap_or_default();
            assert_eq!(value, format!("{first}\n{second}"), "{locale}: {card:?}");
            // and the cast reads in that language's typography (no space before « : » in
            // English, a non-breaking one in French)
            let cast = &card.fields[1].value;
            let colon = if locale == "fr" { "\u{a0}: " } else { ": " };
            assert!(
                cast.lines().all(|l| l.contains(colon) && !l.contains(" :")),
                "{cast}"
            );
        }
        // and a game without themes has no such field
        s.themes.clear();
        let card = final_card(&s, &i18n, "fr");
        assert!(card.fields.iter().all(|f| f.name != "Les thèmes du jour"));
    }
}
