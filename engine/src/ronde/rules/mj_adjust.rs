//! `/mj joueur ajuster` (§9): an MJ corrects one field of a player by hand — a right
//! restored, a counter moved — and the log records who did it and why.

use crate::notice::PlayerId;
use crate::ronde::error::RondeError;
use crate::ronde::event::Event;
use crate::ronde::powers::Attempt;
use crate::ronde::state::Player;
use crate::ronde::tx::Tx;

type R<T = ()> = Result<T, RondeError>;

/// The fields an MJ may correct, for `/mj joueur ajuster champ:` (and its autocomplete).
pub const FIELDS: [&str; 8] = [
    "quota",
    "jokers",
    "sommeil",
    "anonyme",
    "halus",
    "pinocchio",
    "tentative",
    "derniere-action",
];

fn number<T: std::str::FromStr>(value: &str) -> R<T> {
    value
        .trim()
        .parse()
        .map_err(|_| RondeError::BadFormat("valeur".into()))
}

/// Applies one correction: the record first, then the change as its own event.
pub fn adjust(
    tx: &mut Tx,
    by: PlayerId,
    player: PlayerId,
    field: &str,
    value: &str,
    reason: &str,
) -> R {
    let x = tx.player(player)?.clone();
    if !FIELDS.contains(&field) {
        return Err(RondeError::BadFormat("champ".into()));
    }
    if reason.trim().is_empty() {
        return Err(RondeError::BadFormat("motif".into()));
    }
    let at = tx.now;
    tx.emit(Event::Corrected {
        by,
        player: Some(player),
        field: field.to_owned(),
        value: value.to_owned(),
        reason: reason.to_owned(),
        at,
    });
    change(tx, &x, field, value)
}

/// The change a correction makes, as its own event.
fn change(tx: &mut Tx, x: &Player, field: &str, value: &str) -> R {
    let player = x.id;
    let day = tx.day();
    match field {
        "quota" => {
            let (o, p) = x.spent(day);
            if o + p == 0 {
                return Err(RondeError::TargetInvalid);
            }
            let opening = value == "ouverture" || p == 0;
            tx.emit(Event::ActionRefunded {
                player,
                day,
                opening,
            });
        }
        "jokers" => {
            let used: u8 = number(value)?;
            if used > 2 {
                return Err(RondeError::BadFormat("valeur".into()));
            }
            tx.emit(Event::JokersSet { player, used });
        }
        "sommeil" => tx.emit(Event::Woke { player, day }),
        "anonyme" => {
            let until = tx.now + chrono::Duration::hours(24);
            tx.counters(player, |c| c.anon_grant_until = Some(until));
        }
        "halus" => {
            let w: u8 = number(value)?;
            tx.counters(player, |c| {
                c.halus_windows.remove(&w);
            });
        }
        "pinocchio" => {
            let n: u32 = number(value)?;
            tx.counters(player, |c| c.pinocchio_juste = n);
        }
        "tentative" => {
            // `avocat:0`, `chucky:1`: that window's attempt is unused again.
            let (who, w) = value
                .split_once(':')
                .ok_or(RondeError::BadFormat("valeur".into()))?;
            let w: usize = number(w)?;
            if w > 1 || !matches!(who, "avocat" | "chucky") {
                return Err(RondeError::BadFormat("valeur".into()));
            }
            tx.counters(player, |c| {
                c.attempts_mut(who == "chucky")[w] = Attempt::Unused;
            });
        }
        _ => {
            let last = match value.trim() {
                "" | "aucune" => None,
                v => Some(number(v.trim_start_matches('J'))?),
            };
            tx.counters(player, |c| c.last_action_day = last);
        }
    }
    Ok(())
}
