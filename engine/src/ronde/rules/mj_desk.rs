//! The MJs' own tools (§9): the test clock, Dons that score nothing, answers to questions,
//! excerpts passed on to Alice, and corrections by hand — each written to the log with its
//! author (a correction with its reason too).

use crate::game::Pace;
use crate::notice::PlayerId;
use crate::ronde::command::MjCommand;
use crate::ronde::error::RondeError;
use crate::ronde::event::Event;
use crate::ronde::personnage::Personnage;
use crate::ronde::tx::Tx;

type R<T = ()> = Result<T, RondeError>;

/// The fastest test clock: 13 days in under two minutes.
pub const MAX_SPEED: u32 = 100_000;

/// A decision made on desk card `card`: the card must still be waiting. Two MJs clicking one
/// card together both reach the game: the first decides, the second is told by whom and how.
pub fn still_waiting(tx: &Tx, card: &str) -> R {
    let waiting = crate::ronde::offers_mj::offers(&tx.s)
        .iter()
        .any(|o| o.action == card);
    if waiting {
        return Ok(());
    }
    Err(decided(&tx.s, card).unwrap_or(RondeError::Closed))
}

/// Desk card `card` was decided: by whom and how.
pub fn decided(state: &crate::ronde::state::State, card: &str) -> Option<RondeError> {
    let (mj, choice) = state.desk_decided.get(card)?;
    Some(RondeError::Decided {
        mj: state.name(*mj),
        choice: choice.clone(),
    })
}

/// One of these MJ commands.
pub fn command(tx: &mut Tx, by: PlayerId, cmd: &MjCommand) -> R {
    match cmd {
        MjCommand::Clock { to, speed } => clock(tx, by, *to, *speed),
        MjCommand::DismissDon { player } => {
            if !tx.s.dons_pending.contains(player) {
                return Err(RondeError::TargetInvalid);
            }
            tx.emit(Event::MjDecided {
                by,
                action: format!("don-{}", player.0),
                choice: "rien".into(),
            });
            tx.emit(Event::DonSettled { player: *player });
            Ok(())
        }
        MjCommand::Answer { player, text } => {
            tx.player(*player)?;
            let waiting =
                tx.s.questions
                    .iter()
                    .find(|q| q.player == *player && !q.answered);
            answer(tx, by, *player, text, waiting.map(|q| q.id))
        }
        MjCommand::Reply { question, text } => {
            let q = tx.s.questions.iter().find(|q| q.id == *question);
            let q = q.ok_or(RondeError::TargetInvalid)?;
            if q.answered {
                return Err(RondeError::Answered);
            }
            let player = q.player;
            answer(tx, by, player, text, Some(*question))
        }
        MjCommand::Adjust {
            player,
            field,
            value,
            reason,
        } => crate::ronde::mj_adjust::adjust(tx, by, *player, field, value, reason),
        MjCommand::MoveDeadline {
            proces,
            deadline,
            reason,
        } => move_deadline(tx, by, *proces, *deadline, reason),
        _ => Ok(()),
    }
}

/// An MJ's answer to a player, by DM: it closes the question's card (the player's oldest
/// waiting one when the MJ names the player rather than the question).
fn answer(tx: &mut Tx, by: PlayerId, player: PlayerId, text: &str, question: Option<usize>) -> R {
    if text.trim().is_empty() {
        return Err(RondeError::BadFormat("texte".into()));
    }
    if let Some(n) = question {
        tx.emit(Event::MjDecided {
            by,
            action: format!("repondre-{n}"),
            choice: "repondre".into(),
        });
    }
    tx.emit(Event::Answered {
        by,
        player,
        text: text.to_owned(),
        question,
    });
    Ok(())
}

/// The game's clock jumps to `to` (never back) and runs `speed` times as fast from now on.
/// The engine sees only game time: the wall-clock instant of now is read back from the pace
/// in force.
fn clock(tx: &mut Tx, by: PlayerId, to: Option<crate::game::Timestamp>, speed: u32) -> R {
    let now = tx.now;
    let at = to.unwrap_or(now);
    if at < now {
        return Err(RondeError::BadFormat("decalage".into()));
    }
    if speed == 0 || speed > MAX_SPEED {
        return Err(RondeError::BadFormat("vitesse".into()));
    }
    let old = tx.s.pace.unwrap_or(Pace::REAL);
    let pace = Pace {
        since: old.wall_time(now),
        at,
        speed,
    };
    tx.emit(Event::ClockSet { by, pace });
    Ok(())
}

fn move_deadline(
    tx: &mut Tx,
    by: PlayerId,
    n: usize,
    deadline: crate::game::Timestamp,
    reason: &str,
) -> R {
    let p = tx.s.proces(n).ok_or(RondeError::NotATrial)?;
    if !p.state.is_open() {
        return Err(RondeError::Closed);
    }
    let deadline = deadline.min(tx.s.settings.game_end());
    let at = tx.now;
    tx.emit(Event::Corrected {
        by,
        player: None,
        field: format!("proces {n} delai"),
        value: deadline.to_rfc3339(),
        reason: reason.to_owned(),
        at,
    });
    tx.emit(Event::DeadlineMoved { n, deadline });
    Ok(())
}

/// The excerpt the Alices get; from a desk card (its → Alice button), once per card and
/// only while the card is on the desk and an Alice listens.
pub fn alice(tx: &mut Tx, text: &str, card: Option<&str>) -> R {
    let card = match card {
        None => None,
        Some(action) => {
            let cards = crate::ronde::offers_mj::offers(&tx.s);
            let live = crate::ronde::offers_forms::forwards(&tx.s, &cards);
            let wanted = format!("alice-{action}");
            let forward = live.iter().find(|o| o.action == wanted);
            let card = cards.iter().find(|c| c.action == action);
            match (forward, card) {
                (Some(_), Some(card)) => Some(crate::ronde::offers_forms::card_id(card)),
                (None, Some(card))
                    if tx
                        .s
                        .alice_forwarded
                        .contains(&crate::ronde::offers_forms::card_id(card)) =>
                {
                    return Err(RondeError::Forwarded)
                }
                _ => return Err(RondeError::TargetInvalid),
            }
        }
    };
    if text.trim().is_empty() {
        return Err(RondeError::BadFormat("texte".into()));
    }
    let to: Vec<PlayerId> =
        tx.s.players
            .values()
            .filter(|x| x.can_act() && x.holds(Personnage::Alice))
            .map(|x| x.id)
            .collect();
    if !to.is_empty() {
        tx.emit(Event::AliceOverheard {
            text: text.to_owned(),
            to,
            card,
        });
    }
    Ok(())
}
