//! Loups-Garous on the web. Spectators read what the place shows: the phase, the village
//! (the same projection as its pinned picture: cushions, graves, the Maire, gags, locks,
//! the tally) and each dead player's role as the village was told it. The MJs read every
//! role, the couple, the infected and each player's items, used and left.

use engine::loups_garous::{LoupsGarous, State};
use engine::Game;

use super::view::{Grid, Reader, Row, Show, Watched};
use crate::discord::host::Hosted;
use crate::discord::lg::{labels, village};
use crate::i18n::{name, I18n};
use crate::tr;

impl Watched for LoupsGarous {
    fn public(channel: &str) -> bool {
        channel == <LoupsGarous as Hosted>::PUBLIC_CHANNEL
    }

    fn show(state: &State, i18n: &I18n, locale: &str, reader: Reader) -> Show {
        let deadline = state
            .deadline
            .filter(|_| state.paused.is_none() && !LoupsGarous::is_over(state))
            .map(|d| LoupsGarous::pace(state).wall_time(d));
        let mut facts = Vec::new();
        if state.paused.is_some() {
            facts.push(tr!(i18n, locale, "web-paused"));
        }
        Show {
            phase: capitalized(&labels::phase(i18n, locale, state.phase)),
            deadline,
            facts,
            grids: vec![match reader {
                Reader::Spectator if !LoupsGarous::is_over(state) => {
                    village_grid(state, i18n, locale)
                }
                _ => roles_grid(state, i18n, locale),
            }],
            picture: LoupsGarous::started(state) && !state.players.is_empty(),
        }
    }

    fn ledger_csv(state: &State, i18n: &I18n, locale: &str) -> Option<String> {
        let grid = roles_grid(state, i18n, locale);
        Some(super::view::grid_csv(&grid))
    }
}

/// The village as its pinned picture shows it, with the roles the village was told.
fn village_grid(state: &State, i18n: &I18n, locale: &str) -> Grid {
    let view = village::view(state, "");
    let rows = view
        .seats
        .iter()
        .zip(&state.players)
        .map(|(seat, p)| {
            let mut marks = Vec::new();
            if seat.mayor {
                marks.push(tr!(i18n, locale, "web-lg-mayor"));
            }
            if seat.gagged {
                marks.push(tr!(i18n, locale, "web-lg-gagged"));
            }
            if seat.locked {
                marks.push(tr!(i18n, locale, "web-lg-locked"));
            }
            if village::speaker(state) == Some(p.id) {
                marks.push(tr!(i18n, locale, "web-lg-speaking"));
            }
            let life = if seat.alive {
                tr!(i18n, locale, "web-lg-alive")
            } else {
                match p.revealed {
                    Some(role) => tr!(
                        i18n,
                        locale,
                        "web-lg-dead-as",
                        role = labels::role(i18n, locale, role.id())
                    ),
                    None => tr!(i18n, locale, "web-lg-dead"),
                }
            };
            let votes = seat.votes.map(|v| v.to_string()).unwrap_or_default();
            Row::of(vec![name(&seat.name), life, marks.join(", "), votes])
        })
        .collect();
    Grid::of(
        i18n,
        locale,
        "web-lg-roster",
        &[
            "web-lg-player",
            "web-lg-life",
            "web-lg-marks",
            "web-lg-votes",
        ],
        rows,
        "web-empty",
    )
}

/// Every player with his role, his life, the couple and the infection, his items.
fn roles_grid(state: &State, i18n: &I18n, locale: &str) -> Grid {
    let rows = state
        .players
        .iter()
        .map(|p| {
            let mut marks = Vec::new();
            if state.mayor == Some(p.id) {
                marks.push(tr!(i18n, locale, "web-lg-mayor"));
            }
            if state.lovers.is_some_and(|(a, b)| a == p.id || b == p.id) {
                marks.push(tr!(i18n, locale, "web-lg-lover"));
            }
            if p.infected {
                marks.push(tr!(i18n, locale, "web-lg-infected"));
            }
            let life = if p.alive {
                tr!(i18n, locale, "web-lg-alive")
            } else {
                tr!(i18n, locale, "web-lg-dead")
            };
            let own = engine::loups_garous::Item::of_role(p.role);
            let left: Vec<String> = own
                .iter()
                .filter(|i| !p.spent.contains(i))
                .map(|i| labels::item(i18n, locale, i.id()))
                .collect();
            let used: Vec<String> = p
                .spent
                .iter()
                .map(|i| labels::item(i18n, locale, i.id()))
                .collect();
            Row::of(vec![
                name(&p.name),
                labels::role(i18n, locale, p.role.id()),
                life,
                marks.join(", "),
                left.join(", "),
                used.join(", "),
            ])
        })
        .collect();
    Grid::of(
        i18n,
        locale,
        "web-lg-roles",
        &[
            "web-lg-player",
            "web-lg-role",
            "web-lg-life",
            "web-lg-marks",
            "web-lg-items-left",
            "web-lg-items-used",
        ],
        rows,
        "web-empty",
    )
}

/// A label as a heading: its first letter capitalized (« nuit 1, chasse » → « Nuit 1, chasse »).
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
