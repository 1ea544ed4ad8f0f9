//! Unmasking (§4 deferred unmasking, §7 "any unmasking"): the announcement, −300, and
//! everything an unmasking changes.

use crate::notice::PlayerId;
use crate::ronde::checklist::ItemStatus;
use crate::ronde::event::{Cause, Event, Prompt};
use crate::ronde::ledger::Line;
use crate::ronde::personnage::Personnage;
use crate::ronde::proces::ProcesState;
use crate::ronde::resolve::close;
use crate::ronde::state::Status;
use crate::ronde::tx::Tx;

/// Unmasks a player for a cause; deferred (officieux) while he is accused in an open procès
/// and the cause is not a procès. Guignol cannot be unmasked from J8.
pub fn unmask(tx: &mut Tx, player: PlayerId, cause: Cause) {
    let day = tx.day();
    unmask_for(tx, player, cause, day);
}

/// Unmasks for a failure of day `day`: Guignol is safe only from failures of J8 on.
pub fn unmask_for(tx: &mut Tx, player: PlayerId, cause: Cause, day: u32) {
    let Some(x) = tx.s.player(player) else { return };
    if !x.looks_masked() {
        return;
    }
    let proces_ends_officieux = x.status == Status::Officieux && matches!(cause, Cause::Proces(_));
    if x.personnage == Some(Personnage::Guignol) && day >= 8 && !proces_ends_officieux {
        return;
    }
    if !matches!(cause, Cause::Proces(_)) && tx.s.accused_open(player) {
        if x.status == Status::Masque {
            tx.emit(Event::WentUnofficial { player });
            clear_items(tx, player);
        }
        return;
    }
    announce(tx, player, cause);
}

/// Announces a deferred unmasking once the player's last open procès closed.
pub fn announce_deferred(tx: &mut Tx, player: PlayerId) {
    let officieux =
        tx.s.player(player)
            .is_some_and(|x| x.status == Status::Officieux);
    if officieux && !tx.s.accused_open(player) {
        announce(tx, player, Cause::Constraint);
    }
}

fn clear_items(tx: &mut Tx, player: PlayerId) {
    let open: Vec<usize> =
        tx.s.checklist
            .iter()
            .filter(|i| i.player == player && i.open())
            .map(|i| i.id)
            .collect();
    for id in open {
        tx.emit(Event::ItemChanged {
            id,
            status: ItemStatus::Dispensee,
            precheck: None,
            in_review: false,
        });
    }
}

fn announce(tx: &mut Tx, player: PlayerId, cause: Cause) {
    let Some(personnage) = tx.s.player(player).and_then(|x| x.personnage) else {
        return;
    };
    let why = match &cause {
        Cause::Proces(n) => format!("proces {n}"),
        Cause::Mj(reason) => format!("mj: {reason}"),
        other => other.id().to_owned(),
    };
    tx.emit(Event::Unmasked {
        player,
        personnage,
        cause,
    });
    tx.score(player, -300, Line::EtreDemasque, why);
    clear_items(tx, player);
    let open: Vec<usize> =
        tx.s.proces
            .iter()
            .filter(|p| p.state.is_open() && p.accuses(player))
            .map(|p| p.n)
            .collect();
    for n in open {
        close(tx, n, ProcesState::SansSuite, false);
    }
    effects(tx, player, personnage);
}

/// After a command: the Secrétaire of the Démasqués, when there is none yet and nobody to
/// pick among, is the one this command unmasked; several unmasked at once go to the MJs'
/// desk (seed: « si plusieurs Personnages sont démasqués en même temps, les MJ
/// trancheront »), and until they decide nobody is Secrétaire.
pub fn first_unmasked(tx: &mut Tx) {
    if tx.s.secretary.is_some() || !tx.s.secretary_candidates.is_empty() {
        return;
    }
    let mut unmasked: Vec<PlayerId> = Vec::new();
    for e in &tx.events {
        if let Event::Unmasked { player, .. } = e {
            if !unmasked.contains(player) {
                unmasked.push(*player);
            }
        }
    }
    match unmasked[..] {
        [] => {}
        [player] => tx.emit(Event::BecameSecretary { player }),
        _ => tx.emit(Event::SecretaryToChoose {
            candidates: unmasked,
        }),
    }
}

/// What the unmasking of this Personnage changes (§7).
fn effects(tx: &mut Tx, player: PlayerId, personnage: Personnage) {
    match personnage {
        Personnage::Figurant => {
            let candidates = candidates(tx, player);
            tx.emit(Event::TransfigurationDue {
                figurant: player,
                candidates,
            });
        }
        Personnage::Diva => {
            let until = tx.s.settings.boundary_of(tx.day() + 1);
            tx.counters(player, |c| c.last_breath_until = Some(until));
            tx.emit(Event::LastBreathOffered { diva: player });
        }
        Personnage::HerosTragique => {
            let monster = tx.s.player(player).and_then(|x| x.counters.monster);
            if let Some(m) = monster {
                tx.emit(Event::Monstrous {
                    player: m,
                    on: false,
                });
            }
        }
        Personnage::Destinee => {
            let list =
                tx.s.player(player)
                    .map(|x| x.counters.destiny.clone())
                    .unwrap_or_default();
            tx.emit(Event::DestinyShown { list });
        }
        _ => {}
    }
    on_others(tx, player);
}

/// What the unmasking changes for others: the Mime's target, the Héros whose monster it was.
fn on_others(tx: &mut Tx, player: PlayerId) {
    if tx.s.mime_target == Some(player) {
        tx.emit(Event::MimeTargetLost { player });
    }
    let heroes: Vec<PlayerId> =
        tx.s.players
            .values()
            .filter(|h| h.can_act() && h.counters.monster == Some(player))
            .map(|h| h.id)
            .collect();
    for h in heroes {
        tx.counters(h, |c| {
            c.monster = None;
            c.hero_must_designate = true;
            c.hero_deadline = 0;
        });
        tx.emit(Event::Prompted {
            player: h,
            prompt: Prompt::NewMonster,
        });
    }
}

/// The chorus members who may become the new Figurant, the most active in the last 48 h
/// first (FV messages), the Figurant just unmasked excluded.
fn candidates(tx: &Tx, unmasked: PlayerId) -> Vec<(PlayerId, usize)> {
    let since = tx.now - chrono::Duration::hours(48);
    let mut list: Vec<(PlayerId, usize)> =
        tx.s.chorus_members()
            .into_iter()
            .filter(|p| *p != unmasked)
            .map(|p| {
                let n =
                    tx.s.posts
                        .iter()
                        .filter(|x| x.author == p && x.at >= since)
                        .count();
                (p, n)
            })
            .collect();
    list.sort_by(|a, b| {
        b.1.cmp(&a.1)
            .then_with(|| tx.s.name(a.0).cmp(&tx.s.name(b.0)))
    });
    list
}
