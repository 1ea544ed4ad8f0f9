//! La Ronde des Pantins on the web. Spectators read what the tribunal shows: the day, every
//! procès (whom it accuses of which Personnage, its state, how many plaintes it holds), the
//! Démasqués, the leaderboard once it is public. The MJs read the whole ledger: a row per
//! player (his Personnage, his mask, his points, his jokers, what `/mj joueur voir` shows),
//! the procès with each plainte's author, and the desk's overview.

use engine::ronde::data::proces::{Opener, Proces};
use engine::ronde::data::state::{Kind, Status};
use engine::ronde::{Ronde, State};
use engine::Game;

use super::view::{grid_csv, Grid, Reader, Row, Show, Watched};
use crate::discord::ronde::{view, view_mj};
use crate::i18n::{name, I18n};
use crate::tr;

impl Watched for Ronde {
    fn public(channel: &str) -> bool {
        engine::ronde::channels::Post::parse(channel).is_some()
    }

    fn show(state: &State, i18n: &I18n, locale: &str, reader: Reader) -> Show {
        let live = state.dealt && !state.outcome.ended();
        let phase = if !state.dealt {
            tr!(i18n, locale, "web-ronde-lobby")
        } else if state.outcome.ended() {
            tr!(i18n, locale, "web-ronde-over")
        } else {
            tr!(i18n, locale, "web-ronde-day", day = state.day)
        };
        let deadline =
            live.then(|| Ronde::pace(state).wall_time(state.settings.day_end(state.day)));
        let mut grids = vec![proces_grid(state, i18n, locale, reader)];
        let mut facts = Vec::new();
        match reader {
            Reader::Spectator => {
                grids.push(unmasked_grid(state, i18n, locale));
                if state.outcome.ended() {
                    facts.push(view::board(state, i18n, locale));
                }
            }
            Reader::Mj => {
                grids.insert(0, players_grid(state, i18n, locale));
                grids.push(points_grid(state, i18n, locale));
                grids.push(corrections_grid(state, i18n, locale));
                let waiting = engine::ronde::offers_mj::offers(state).len();
                facts.push(tr!(i18n, locale, "web-ronde-desk", count = waiting));
            }
        }
        Show {
            phase,
            deadline,
            facts,
            grids,
            picture: false,
        }
    }

    fn is_mj(state: &State, user: u64) -> bool {
        state
            .player(engine::PlayerId(user))
            .is_some_and(|p| p.kind == Kind::Mj)
    }

    fn ledger_csv(state: &State, i18n: &I18n, locale: &str) -> Option<String> {
        Some(grid_csv(&players_grid(state, i18n, locale)))
    }
}

fn names(state: &State, ids: &[engine::PlayerId]) -> String {
    ids.iter()
        .map(|a| name(&state.name(*a)))
        .collect::<Vec<_>>()
        .join(" & ")
}

/// Every procès; its plaintes' authors for the MJs only.
fn proces_grid(state: &State, i18n: &I18n, locale: &str, reader: Reader) -> Grid {
    let wall = |t| Ronde::pace(state).wall_time(t).timestamp();
    let rows = state
        .proces
        .iter()
        .map(|p: &Proces| {
            let until = if p.state.is_open() {
                format!("<t:{}:R>", wall(p.deadline))
            } else {
                String::new()
            };
            let mut row = Row::of(vec![
                format!("n°{}", p.n),
                names(state, &p.accused),
                p.alleged.name().to_owned(),
                i18n.get(locale, &format!("web-ronde-state-{}", p.state.id()), &[]),
                p.plaintes.len().to_string(),
                until,
            ]);
            if reader == Reader::Mj {
                row.more = Some(plaintes(state, i18n, locale, p));
            }
            row
        })
        .collect();
    Grid::of(
        i18n,
        locale,
        "web-ronde-proces",
        &[
            "web-ronde-n",
            "web-ronde-accused",
            "web-ronde-alleged",
            "web-ronde-state",
            "web-ronde-plaintes",
            "web-ronde-until",
        ],
        rows,
        "web-ronde-no-proces",
    )
}

/// A procès's opener and plaintes, with their authors (the MJs' view).
fn plaintes(state: &State, i18n: &I18n, locale: &str, p: &Proces) -> String {
    let who = |id: Option<engine::PlayerId>| {
        id.map_or_else(
            || tr!(i18n, locale, "web-ronde-demasques"),
            |a| name(&state.name(a)),
        )
    };
    let opener = match p.opener {
        Opener::Player(a) | Opener::Anonymous(a) => who(Some(a)),
        Opener::Demasques => who(None),
    };
    let mut lines = vec![tr!(i18n, locale, "web-ronde-opened-by", who = opener)];
    for (i, x) in p.plaintes.iter().enumerate() {
        let kind = i18n.get(
            locale,
            &format!("web-ronde-plainte-{:?}", x.kind).to_lowercase(),
            &[],
        );
        let null = if x.null.is_some() {
            tr!(i18n, locale, "web-ronde-null")
        } else {
            String::new()
        };
        lines.push(format!("{}. {} ({kind}){null}", i + 1, who(x.author)));
    }
    lines.join("\n")
}

/// The Démasqués and the Personnage each played.
fn unmasked_grid(state: &State, i18n: &I18n, locale: &str) -> Grid {
    let rows = state
        .players
        .values()
        .filter(|p| p.kind == Kind::Joueur && p.status == Status::Demasque)
        .map(|p| {
            Row::of(vec![
                name(&p.name),
                p.personnage
                    .map(|x| x.name().to_owned())
                    .unwrap_or_default(),
            ])
        })
        .collect();
    Grid::of(
        i18n,
        locale,
        "web-ronde-unmasked",
        &["web-ronde-player", "web-ronde-personnage"],
        rows,
        "web-ronde-no-unmasked",
    )
}

/// A row per player: his Personnage, his mask, his points, his jokers, his whole record.
fn players_grid(state: &State, i18n: &I18n, locale: &str) -> Grid {
    let rows = state
        .players
        .values()
        .filter(|p| p.kind == Kind::Joueur)
        .map(|p| {
            let mask = tr!(
                i18n,
                locale,
                "web-ronde-mask",
                status = format!("{:?}", p.status).to_lowercase()
            );
            Row {
                cells: vec![
                    name(&p.name),
                    p.personnage
                        .map(|x| x.name().to_owned())
                        .unwrap_or_default(),
                    mask,
                    engine::ronde::ledger::total(state, p.id).to_string(),
                    p.jokers_used.to_string(),
                    days(state, i18n, locale, p.id),
                ],
                more: view_mj::sheet(state, i18n, locale, p.id),
            }
        })
        .collect();
    Grid::of(
        i18n,
        locale,
        "web-ronde-players",
        &[
            "web-ronde-player",
            "web-ronde-personnage",
            "web-ronde-mask-head",
            "web-ronde-points",
            "web-ronde-jokers",
            "web-ronde-days",
        ],
        rows,
        "web-empty",
    )
}

/// A player's checklist day by day (`J1 validée ; J2 à faire`).
fn days(state: &State, i18n: &I18n, locale: &str, player: engine::PlayerId) -> String {
    let items: Vec<String> = state
        .checklist
        .iter()
        .filter(|i| i.player == player)
        .map(|i| format!("J{} {}", i.day, view::status_word(i18n, locale, i.status)))
        .collect();
    items.join(" ; ")
}

/// Every change of points, with its line of the barème and its cause, newest first.
fn points_grid(state: &State, i18n: &I18n, locale: &str) -> Grid {
    let rows = state
        .ledger
        .iter()
        .rev()
        .map(|e| {
            let amount = format!("{:+}", e.amount);
            Row::of(vec![
                format!("<t:{}:f>", Ronde::pace(state).wall_time(e.at).timestamp()),
                name(&state.name(e.player)),
                if e.removed {
                    format!("~~{amount}~~")
                } else {
                    amount
                },
                tr!(i18n, locale, "web-ronde-line", line = e.line.id()),
                crate::i18n::said(&e.cause),
            ])
        })
        .collect();
    Grid::of(
        i18n,
        locale,
        "web-ronde-points-title",
        &[
            "web-ronde-at",
            "web-ronde-player",
            "web-ronde-points",
            "web-ronde-line-head",
            "web-ronde-cause",
        ],
        rows,
        "web-ronde-no-points",
    )
}

/// Every correction the MJs made, with its author and reason, newest first.
fn corrections_grid(state: &State, i18n: &I18n, locale: &str) -> Grid {
    let rows = state
        .corrections
        .iter()
        .rev()
        .map(|(by, what, why, at)| {
            Row::of(vec![
                format!("<t:{}:f>", Ronde::pace(state).wall_time(*at).timestamp()),
                name(&state.name(*by)),
                crate::i18n::said(what),
                crate::i18n::said(why),
            ])
        })
        .collect();
    Grid::of(
        i18n,
        locale,
        "web-ronde-corrections",
        &[
            "web-ronde-at",
            "web-ronde-by",
            "web-ronde-what",
            "web-ronde-why",
        ],
        rows,
        "web-ronde-no-corrections",
    )
}
