//! `apply`: folds one event into the state, with no decision and no randomness.

use crate::ronde::event::Event;
use crate::ronde::state::{Outcome, Player, State, Status};

/// Folds one event.
pub fn apply(s: &mut State, event: &Event) {
    if let Event::Legacy(old) = event {
        if let Some(fact) = old.upcast() {
            apply(s, &fact);
        }
        return;
    }
    fold_game(s, event);
    fold_quotas(s, event);
    fold_proces(s, event);
    fold_pending(s, event);
    fold_players(s, event);
    fold_records(s, event);
    fold_chorus(s, event);
    crate::ronde::apply_desk::fold_desk(s, event);
}

/// The game, its calendar and its settings.
fn fold_game(s: &mut State, event: &Event) {
    match event {
        Event::GameCreated { settings } => {
            *s = State::default();
            s.created = true;
            s.settings = settings.clone();
        }
        Event::Registered { player, name, kind } => {
            s.players
                .insert(*player, Player::new(*player, name.clone(), *kind));
        }
        Event::Dealt { personnages, ronde } => {
            for (id, p) in personnages {
                if let Some(x) = s.players.get_mut(id) {
                    x.personnage = Some(*p);
                }
            }
            s.ronde = ronde.clone();
            s.dealt = true;
            s.day = s.day.max(1);
        }
        Event::DayBegan { day } => s.day = *day,
        // A game closed early stays closed when its time runs out.
        Event::GameEnded => s.outcome = s.outcome.max(Outcome::Ended),
        Event::Finished => s.outcome = Outcome::Closed,
        Event::ThemeSet { day, text } => {
            s.themes.insert(*day, text.clone());
        }
        Event::MimeSet { target } => s.mime_target = Some(*target),
        Event::GuignolSet { text } => s.guignol_constraint = Some(text.clone()),
        Event::Posted(post) => {
            if let Some(x) = s.players.get_mut(&post.author) {
                x.fv_days.insert(post.day);
            }
            s.posts.push(post.clone());
        }
        Event::Guessed {
            player,
            correct,
            first,
        } => {
            s.guesses.insert(*player, *correct);
            if *first {
                s.ronde_winner = Some(*player);
            }
        }
        _ => {}
    }
}

/// The daily quotas of openings and plaintes.
fn fold_quotas(s: &mut State, event: &Event) {
    match event {
        Event::ActionSpent {
            player,
            day,
            opening,
        } => with(s, *player, |x| {
            let e = x.actions.entry(*day).or_default();
            if *opening {
                e.0 += 1;
            } else {
                e.1 += 1;
            }
        }),
        Event::ActionRefunded {
            player,
            day,
            opening,
        } => with(s, *player, |x| {
            let e = x.actions.entry(*day).or_default();
            if *opening {
                e.0 = e.0.saturating_sub(1);
            } else {
                e.1 = e.1.saturating_sub(1);
            }
        }),
        _ => {}
    }
}

/// Procès and plaintes.
fn fold_proces(s: &mut State, event: &Event) {
    match event {
        Event::ProcesOpened(p) => s.proces.push((**p).clone()),
        Event::PlainteFiled { n, plainte, fourth } => {
            if let Some(p) = proces_mut(s, *n) {
                p.plaintes.push(plainte.clone());
                if fourth.is_some() {
                    p.fourth_day = *fourth;
                }
            }
        }
        Event::Deliberating { n, until } => {
            if let Some(p) = proces_mut(s, *n) {
                p.state = crate::ronde::proces::ProcesState::Deliberation;
                p.deliberation_until = Some(*until);
            }
        }
        Event::AnnulmentRequested { n, avocat } => {
            if let Some(p) = proces_mut(s, *n) {
                p.avocat = Some(*avocat);
            }
        }
        Event::ChuckyShortened { n, chucky } => {
            if let Some(p) = proces_mut(s, *n) {
                p.chucky = Some(*chucky);
            }
        }
        Event::ProcesClosed {
            n,
            state,
            juste,
            at_game_end,
        } => {
            if let Some(p) = proces_mut(s, *n) {
                p.state = *state;
                p.juste = Some(*juste);
                p.at_game_end = *at_game_end;
            }
        }
        _ => {}
    }
}

/// What waits for an MJ: the Sirène's orders, the Souffleur's blows, anonymous requests.
fn fold_pending(s: &mut State, event: &Event) {
    match event {
        Event::SireneOrdered {
            id,
            target,
            order,
            day,
        } => {
            s.sirene_orders.push((*id, *target, order.clone(), *day));
            s.sirene_seq = s.sirene_seq.max(*id);
        }
        Event::BlowToJudge(b) => {
            s.blows.push(b.clone());
            s.blow_seq = s.blow_seq.max(b.id);
        }
        Event::BlowSettled { id } => s.blows.retain(|b| b.id != *id),
        Event::OrderSettled { id } => s.sirene_orders.retain(|o| o.0 != *id),
        Event::AnonRequested(r) => {
            s.anon.push(r.clone());
            s.anon_seq = s.anon_seq.max(r.id);
        }
        Event::AnonSettled { id, .. } => s.anon.retain(|r| r.id != *id),
        _ => {}
    }
}

/// Masks, roles and counters.
fn fold_players(s: &mut State, event: &Event) {
    match event {
        Event::WentUnofficial { player } => {
            with(s, *player, |x| x.status = Status::Officieux);
        }
        Event::Unmasked {
            player, personnage, ..
        } => {
            if *personnage == crate::ronde::personnage::Personnage::Figurant {
                s.figurants_unmasked += 1;
                s.last_figurant_unmasked = Some(*player);
            }
            s.unmasked_roles.insert(*personnage);
            with(s, *player, |x| {
                x.status = Status::Demasque;
                x.monstrueux = false;
            });
        }
        Event::Appealed { player, .. } => with(s, *player, |x| x.counters.appealed = true),
        Event::MaskGiven { player } => {
            s.masks_given += 1;
            transfigure(s, *player);
        }

        Event::SecretarySet { player } | Event::BecameSecretary { player } => {
            s.secretary = Some(*player);
            s.secretary_candidates.clear();
        }
        Event::SecretaryToChoose { candidates } => s.secretary_candidates = candidates.clone(),
        Event::MarkedDead { player } => with(s, *player, |x| x.dead = true),
        Event::RoleInherited { player, personnage } => {
            with(s, *player, |x| x.revenant_roles.push(*personnage));
        }
        Event::FellAsleep { player, day } => with(s, *player, |x| {
            x.asleep.insert(*day);
        }),
        Event::Monstrous { player, on } => with(s, *player, |x| x.monstrueux = *on),
        Event::MonsterDesignated { monster, .. } => with(s, *monster, |x| x.monstrueux = true),
        Event::CountersChanged { player, counters } => {
            with(s, *player, |x| x.counters = (**counters).clone());
        }
        _ => {}
    }
}

/// The ledger, the checklist and jokers.
fn fold_records(s: &mut State, event: &Event) {
    match event {
        Event::Scored(entry) => s.ledger.push(entry.clone()),
        Event::PointsRemoved { entry } => {
            if let Some(e) = s.ledger.get_mut(*entry) {
                e.removed = true;
            }
        }
        Event::ItemCreated(item) => s.checklist.push(item.clone()),
        Event::ItemChanged {
            id,
            status,
            precheck,
            in_review,
        } => {
            if let Some(i) = s.checklist.iter_mut().find(|i| i.id == *id) {
                i.status = *status;
                i.precheck = *precheck;
                i.in_review = *in_review;
            }
        }
        Event::JokerAsked {
            player,
            day,
            monster,
        } => s.jokers_pending.push((*player, *day, *monster)),
        Event::JokerSettled {
            player,
            used,
            monster,
        } => {
            s.jokers_pending.retain(|(p, _, _)| p != player);
            match (*used, *monster) {
                (true, false) => with(s, *player, |x| x.jokers_used += 1),
                (true, true) => with(s, *player, |x| x.counters.monster_joker_used = true),
                _ => {}
            }
        }
        _ => {}
    }
}

/// The chorus: proposals, votes, decisions, enquêtes and sleeps.
fn fold_chorus(s: &mut State, event: &Event) {
    match event {
        Event::Proposed(p) => s.chorus.proposals.push(p.clone()),
        Event::Voted {
            proposal,
            voter,
            withdrawn,
        } => {
            for p in &mut s.chorus.proposals {
                if Some(p.id) == *withdrawn {
                    p.votes.retain(|v| v != voter);
                }
                if p.id == *proposal {
                    p.votes.push(*voter);
                }
            }
        }
        Event::ChorusDecided { day, proposal, .. } => {
            s.chorus.decided.insert(*day, *proposal);
            s.chorus.ties.retain(|(_, tied)| !tied.contains(proposal));
        }
        Event::ChorusTied { day, proposals } => s.chorus.ties.push((*day, proposals.clone())),
        Event::Investigated {
            day,
            target,
            personnage,
            members,
            correct,
        } => s.chorus.enquetes.push(crate::ronde::demasques::Enquete {
            day: *day,
            target: *target,
            personnage: *personnage,
            members: members.clone(),
            correct: *correct,
        }),
        Event::DestinyShown { list } => s.chorus.destiny = list.clone(),
        Event::SleepScheduled {
            day,
            target,
            members,
        } => s.chorus.sleeps.push((*day, *target, members.clone())),
        _ => {}
    }
}

/// A chorus member gets a new Figurant mask: fresh, his roles gone.
fn transfigure(s: &mut State, player: crate::notice::PlayerId) {
    with(s, player, |x| {
        x.status = Status::Masque;
        x.personnage = Some(crate::ronde::personnage::Personnage::Figurant);
        x.nouveau_figurant = true;
        x.revenant_roles.clear();
        x.counters = Default::default();
    });
}

fn with(s: &mut State, id: crate::notice::PlayerId, f: impl FnOnce(&mut Player)) {
    if let Some(x) = s.players.get_mut(&id) {
        f(x);
    }
}

fn proces_mut(s: &mut State, n: usize) -> Option<&mut crate::ronde::proces::Proces> {
    n.checked_sub(1).and_then(|i| s.proces.get_mut(i))
}
