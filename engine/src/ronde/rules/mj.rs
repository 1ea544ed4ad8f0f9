//! Creation, registration, dealing and the other `/mj` commands (§9).

use crate::notice::PlayerId;
use crate::ronde::checklist::ItemStatus;
use crate::ronde::command::MjCommand;
use crate::ronde::error::RondeError;
use crate::ronde::event::{Cause, Event};
use crate::ronde::ledger::{Entry, Line};
use crate::ronde::personnage::Personnage;
use crate::ronde::proces::ProcesState;
use crate::ronde::state::Kind;
use crate::ronde::tx::Tx;
use crate::ronde::unmask::unmask;

type R<T = ()> = Result<T, RondeError>;

/// `/mj …`, by an MJ.
pub fn command(tx: &mut Tx, by: PlayerId, cmd: &MjCommand) -> R {
    if !tx.s.created {
        return Err(RondeError::NoGame);
    }
    if tx.s.player(by).map(|x| x.kind) != Some(Kind::Mj) {
        return Err(RondeError::NotMj);
    }
    match cmd {
        MjCommand::Alice { .. }
        | MjCommand::Dead { .. }
        | MjCommand::Deal { .. }
        | MjCommand::End
        | MjCommand::Guignol { .. }
        | MjCommand::Mime { .. }
        | MjCommand::Register { .. }
        | MjCommand::Revenant { .. }
        | MjCommand::Secretary { .. }
        | MjCommand::Theme { .. }
        | MjCommand::Transfigure { .. }
        | MjCommand::Unmask { .. } => {
            decided(tx, by, cmd);
            setup(tx, cmd)
        }
        MjCommand::Clock { .. }
        | MjCommand::DismissDon { .. }
        | MjCommand::Answer { .. }
        | MjCommand::Reply { .. }
        | MjCommand::Adjust { .. }
        | MjCommand::MoveDeadline { .. } => crate::ronde::mj_desk::command(tx, by, cmd),
        _ => {
            decided(tx, by, cmd);
            decisions(tx, by, cmd)
        }
    }
}

/// Records which MJ decided a card of the desk, and how.
fn decided(tx: &mut Tx, by: PlayerId, cmd: &MjCommand) {
    if let Some((action, choice)) = crate::ronde::offers_mj::desk_decision(&tx.s, cmd) {
        tx.emit(Event::MjDecided { by, action, choice });
    }
}

/// Registration, dealing, the days' material and the players' fates.
fn setup(tx: &mut Tx, cmd: &MjCommand) -> R {
    match cmd {
        MjCommand::Register { player, name, kind } => register(tx, *player, name, *kind)?,
        MjCommand::Deal { given, ronde } => crate::ronde::dealing::deal(tx, given, ronde)?,
        MjCommand::End => {
            // After J13 13:13 the MJs close the game once the chronicles are scored.
            if tx.s.outcome.closed() {
                return Err(RondeError::Ended);
            }
            tx.emit(Event::Finished);
        }
        MjCommand::Theme { day, text } => theme(tx, *day, text),
        MjCommand::Alice { text, card } => crate::ronde::mj_desk::alice(tx, text, card.as_deref())?,
        MjCommand::Unmask { player, reason } => {
            known(tx, *player)?;
            unmask(tx, *player, Cause::Mj(reason.clone()));
        }
        MjCommand::Transfigure { player } => transfigure(tx, *player)?,
        MjCommand::Revenant { personnage } => revenant(tx, *personnage)?,
        MjCommand::Mime { player } => mime(tx, *player)?,
        MjCommand::Guignol { text } => tx.emit(Event::GuignolSet { text: text.clone() }),
        MjCommand::Secretary { player } => {
            known(tx, *player)?;
            tx.emit(Event::SecretarySet { player: *player });
        }
        MjCommand::Dead { player } => {
            known(tx, *player)?;
            tx.emit(Event::MarkedDead { player: *player });
        }
        _ => {}
    }
    Ok(())
}

/// Procès, points, anonymous actions, reviews, jokers and the chorus.
fn decisions(tx: &mut Tx, by: PlayerId, cmd: &MjCommand) -> R {
    match cmd {
        MjCommand::CloseProces { proces, outcome } => close_proces(tx, *proces, *outcome)?,
        MjCommand::PointsAdd {
            player,
            amount,
            line,
            reason,
        } => {
            known(tx, *player)?;
            let cause = if reason.trim().is_empty() {
                "mj".to_owned()
            } else {
                reason.clone()
            };
            score(tx, *player, *amount, *line, cause);
        }
        MjCommand::PointsRemove { entry } => {
            if tx.s.ledger.get(*entry).is_none_or(|e| e.removed) {
                return Err(RondeError::TargetInvalid);
            }
            tx.emit(Event::PointsRemoved { entry: *entry });
        }
        MjCommand::Anonymous { id, approve } => {
            if !tx.s.anon.iter().any(|r| r.id == *id) {
                return Err(RondeError::TargetInvalid);
            }
            crate::ronde::anon::settle(tx, *id, *approve);
        }
        MjCommand::Review { item, decision } => review(tx, *item, *decision)?,
        MjCommand::ConfirmJoker { player, approve } => confirm_joker(tx, *player, *approve)?,
        MjCommand::Deco { day, first, second } => {
            crate::ronde::powers::deco::duel(tx, *day, *first, *second)?;
        }
        MjCommand::ConfirmDon { player, cantine } => confirm_don(tx, *player, *cantine)?,
        MjCommand::Souffle { id, theme_ok } => {
            crate::ronde::powers::souffleur::confirm(tx, *id, *theme_ok)?;
        }
        MjCommand::SireneOrder { id, approve } => {
            crate::ronde::powers::divers::settle_order(tx, *id, *approve)?;
        }
        MjCommand::Decide { proposal } => crate::ronde::chorus::mj_decide(tx, *proposal, by)?,
        _ => {}
    }
    Ok(())
}

/// `/mj partie inscrire`: a new player, spectator or MJ (no new joueur once dealt).
fn register(tx: &mut Tx, player: PlayerId, name: &str, kind: Kind) -> R {
    if tx.s.players.contains_key(&player) {
        return Err(RondeError::TargetInvalid);
    }
    if tx.s.dealt && kind == Kind::Joueur {
        return Err(RondeError::GameRunning);
    }
    tx.emit(Event::Registered {
        player,
        name: name.to_owned(),
        kind,
    });
    Ok(())
}

/// A day's theme, DMed at once to the masked Figurants when it is today's.
fn theme(tx: &mut Tx, day: u32, text: &str) {
    tx.emit(Event::ThemeSet {
        day,
        text: text.to_owned(),
    });
    let to = tx.s.masked_figurants();
    if day == tx.day() && !to.is_empty() {
        tx.emit(Event::ThemeGiven { day, to });
    }
}

/// A chorus member becomes the new Figurant (never the Figurant just unmasked).
fn transfigure(tx: &mut Tx, player: PlayerId) -> R {
    let just = tx.s.last_figurant_unmasked == Some(player);
    let vacancy = tx.s.masks_given < tx.s.figurants_unmasked;
    if just || !vacancy || !tx.s.chorus_members().contains(&player) {
        return Err(RondeError::TargetInvalid);
    }
    tx.emit(Event::MaskGiven { player });
    if tx.s.secretary == Some(player) {
        tx.emit(Event::SecretaryToReplace);
    }
    Ok(())
}

/// The Mime's target: a player who looks masked and is no Figurant.
fn mime(tx: &mut Tx, player: PlayerId) -> R {
    if tx.s.holders(Personnage::Mime).contains(&player) {
        return Err(RondeError::TargetSelf);
    }
    let ok =
        tx.s.player(player)
            .is_some_and(|x| x.looks_masked() && x.personnage != Some(Personnage::Figurant));
    if !ok {
        return Err(RondeError::TargetInvalid);
    }
    tx.emit(Event::MimeSet { target: player });
    Ok(())
}

/// `/mj proces clore`: an open procès closed with a closed outcome.
fn close_proces(tx: &mut Tx, proces: usize, outcome: ProcesState) -> R {
    let p = tx.s.proces(proces).ok_or(RondeError::NotATrial)?;
    if !p.state.is_open() {
        return Err(RondeError::Closed);
    }
    if outcome.is_open() {
        return Err(RondeError::BadFormat("issue".into()));
    }
    crate::ronde::resolve::close(tx, proces, outcome, false);
    Ok(())
}

/// An MJ's verdict on a declared joker.
fn confirm_joker(tx: &mut Tx, player: PlayerId, approve: bool) -> R {
    let Some(&(_, day, monster)) = tx.s.jokers_pending.iter().find(|(p, _, _)| *p == player) else {
        return Err(RondeError::NoJoker);
    };
    tx.emit(Event::JokerSettled {
        player,
        used: approve,
        monster,
    });
    if approve {
        joker_items(tx, player, day, monster);
    }
    Ok(())
}

/// A confirmed Don: 13 points on the cantine line, else 7 on the carton line.
fn confirm_don(tx: &mut Tx, player: PlayerId, cantine: bool) -> R {
    known(tx, player)?;
    let (amount, line) = if cantine {
        (13, Line::Cantine)
    } else {
        (7, Line::Carton)
    };
    let cause = format!("don {}", line.id());
    score(tx, player, amount, line, cause);
    if tx.s.dons_pending.contains(&player) {
        tx.emit(Event::DonSettled { player });
    }
    Ok(())
}

/// Points the MJ gives by hand.
fn score(tx: &mut Tx, player: PlayerId, amount: i64, line: Line, cause: String) {
    let at = tx.now;
    tx.emit(Event::Scored(Entry {
        player,
        amount,
        line,
        cause,
        at,
        auto: false,
        removed: false,
    }));
}

fn known(tx: &Tx, p: PlayerId) -> R {
    tx.s.player(p).map(|_| ()).ok_or(RondeError::UnknownPlayer)
}

fn revenant(tx: &mut Tx, personnage: Personnage) -> R {
    let Some(r) =
        tx.s.players
            .values()
            .find(|x| x.looks_masked() && x.personnage == Some(Personnage::Revenant))
    else {
        return Err(RondeError::TargetInvalid);
    };
    let id = r.id;
    let fresh = r.revenant_roles.len() < 2 && !r.revenant_roles.contains(&personnage);
    let unmasked = tx.s.unmasked_personnage(personnage);
    if !fresh || !unmasked {
        return Err(RondeError::TargetInvalid);
    }
    tx.emit(Event::RoleInherited {
        player: id,
        personnage,
    });
    Ok(())
}

fn review(tx: &mut Tx, id: usize, decision: ItemStatus) -> R {
    let item =
        tx.s.checklist
            .iter()
            .find(|i| i.id == id)
            .cloned()
            .ok_or(RondeError::TargetInvalid)?;
    match decision {
        ItemStatus::Joker => {
            let x = tx.player(item.player)?;
            if x.jokers_used >= 2 || !x.has_jokers() {
                return Err(RondeError::NoJoker);
            }
            tx.emit(Event::JokerSettled {
                player: item.player,
                used: true,
                monster: false,
            });
            joker_items(tx, item.player, item.day, false);
        }
        ItemStatus::NonRespectee => {
            tx.emit(Event::ItemChanged {
                id,
                status: decision,
                precheck: item.precheck,
                in_review: false,
            });
            crate::ronde::unmask::unmask_for(tx, item.player, Cause::Constraint, item.day);
        }
        _ => tx.emit(Event::ItemChanged {
            id,
            status: decision,
            precheck: item.precheck,
            in_review: false,
        }),
    }
    Ok(())
}

/// A confirmed joker covers the player's constraint items of that day.
fn joker_items(tx: &mut Tx, player: PlayerId, day: u32, monster: bool) {
    let ids: Vec<usize> =
        tx.s.checklist
            .iter()
            .filter(|i| {
                i.player == player
                    && i.day == day
                    && !i.what.starts_with("sirene")
                    && (i.what == "monster") == monster
            })
            .filter(|i| i.open() || i.in_review)
            .map(|i| i.id)
            .collect();
    for id in ids {
        tx.emit(Event::ItemChanged {
            id,
            status: ItemStatus::Joker,
            precheck: None,
            in_review: false,
        });
    }
}
