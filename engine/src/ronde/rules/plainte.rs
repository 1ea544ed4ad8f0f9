//! Rights to act (§3): opening a procès, filing a plainte (public, anonymous, forced),
//! quotas, lists and null plaintes.

use crate::notice::PlayerId;
use crate::ronde::error::RondeError;
use crate::ronde::event::Event;
use crate::ronde::personnage::Personnage;
use crate::ronde::proces::{NullReason, Opener, Plainte, PlainteKind, Proces, ProcesState};
use crate::ronde::ronde::{visible, visible_anonymous};
use crate::ronde::state::{Kind, State, Status};
use crate::ronde::tx::Tx;

type R<T = ()> = Result<T, RondeError>;

/// The game accepts procès actions now (J2..game_end).
pub fn game_open(tx: &Tx) -> R {
    game_open_in(&tx.s)
}

/// [`game_open`], on a state.
pub fn game_open_in(s: &State) -> R {
    if !s.created {
        return Err(RondeError::NoGame);
    }
    if s.outcome.ended() {
        return Err(RondeError::Ended);
    }
    if !s.dealt || s.day < 2 {
        return Err(RondeError::NotStarted);
    }
    Ok(())
}

/// The actor is a masked, awake player and the game accepts actions.
pub fn may_act(tx: &Tx, actor: PlayerId) -> R {
    may_act_in(&tx.s, actor)
}

/// [`may_act`], on a state.
pub fn may_act_in(s: &State, actor: PlayerId) -> R {
    game_open_in(s)?;
    let x = s.player(actor).ok_or(RondeError::NotAPlayer)?;
    match x.kind {
        Kind::Spectateur => return Err(RondeError::Spectator),
        Kind::Mj => return Err(RondeError::NotAPlayer),
        Kind::Joueur => {}
    }
    match x.status {
        Status::Demasque => return Err(RondeError::Unmasked),
        Status::Officieux => return Err(RondeError::Unofficial),
        Status::Masque => {}
    }
    if x.asleep.contains(&s.day) {
        return Err(RondeError::Asleep);
    }
    Ok(())
}

/// A masked player who may be targeted.
pub fn target(tx: &Tx, actor: PlayerId, target: PlayerId) -> R {
    target_in(&tx.s, actor, target)
}

/// [`target`], on a state.
pub fn target_in(s: &State, actor: PlayerId, target: PlayerId) -> R {
    let t = s.player(target).ok_or(RondeError::UnknownPlayer)?;
    if t.kind != Kind::Joueur || t.personnage.is_none() {
        return Err(RondeError::UnknownPlayer);
    }
    if !t.looks_masked() {
        return Err(RondeError::TargetUnmasked);
    }
    if target == actor {
        return Err(RondeError::TargetSelf);
    }
    Ok(())
}

fn quota(tx: &Tx, actor: PlayerId, opening: bool) -> R {
    quota_in(&tx.s, actor, opening)
}

/// Whether the actor has an action (an opening when `opening`) left today.
pub fn quota_in(s: &State, actor: PlayerId, opening: bool) -> R {
    let x = s.player(actor).ok_or(RondeError::NotAPlayer)?;
    let day = s.day;
    let (o, p) = x.spent(day);
    let pianiste = s.pianiste_unmasked();
    let limit = if pianiste && !x.nouveau_figurant {
        2
    } else {
        1
    };
    if o + p >= limit {
        return Err(RondeError::Quota);
    }
    if opening && o >= 1 {
        return Err(RondeError::OneOpening);
    }
    if x.nouveau_figurant && !pianiste && !x.monstrueux {
        if let Some(last) = x.counters.last_action_day {
            if last + 1 == day {
                return Err(RondeError::EveryOther(day + 1));
            }
        }
    }
    Ok(())
}

/// Souffleur (until F ≥ 6) and Héros: no openings, null plaintes.
fn muted(tx: &Tx, actor: PlayerId) -> bool {
    muted_in(&tx.s, actor)
}

/// [`muted`], on a state.
pub fn muted_in(s: &State, actor: PlayerId) -> bool {
    let Some(x) = s.player(actor) else {
        return false;
    };
    (x.holds(Personnage::Souffleur) && s.figurants_unmasked < 6)
        || x.holds(Personnage::HerosTragique)
}

/// The Destinée's first action of the day must allege the day's entry.
fn destiny_day(tx: &Tx, actor: PlayerId, alleged: Personnage) -> R {
    let x = tx.player(actor)?;
    if x.personnage != Some(Personnage::Destinee) || x.spent(tx.day()) != (0, 0) {
        return Ok(());
    }
    let idx = tx.day() as usize - 2;
    let list = &x.counters.destiny;
    // Today's entry; once it is unmasked, the next masked one (« sa cible suivante »).
    let due = list
        .iter()
        .skip(idx)
        .find(|e| tx.s.slot_masked(**e))
        .copied();
    match due {
        Some(entry) if entry != alleged => Err(RondeError::DestinyDay(entry)),
        _ => Ok(()),
    }
}

fn in_list(tx: &Tx, actor: PlayerId, alleged: Personnage, anonymous: bool) -> R {
    let v = if anonymous {
        visible_anonymous(&tx.s, actor)
    } else {
        visible(&tx.s, actor)
    };
    if v.contains(alleged) {
        Ok(())
    } else {
        Err(RondeError::NotInList)
    }
}

/// `/ouvrir`.
pub fn open(
    tx: &mut Tx,
    actor: PlayerId,
    accused: &[PlayerId],
    alleged: Personnage,
    arguments: &str,
    anonymous: bool,
) -> R {
    may_act(tx, actor)?;
    if accused.is_empty() || accused.len() > 2 || (accused.len() == 2 && accused[0] == accused[1]) {
        return Err(RondeError::BadFormat("joueur".into()));
    }
    for a in accused {
        target(tx, actor, *a)?;
    }
    let needed = if alleged == Personnage::Decorateur {
        tx.s.holders(Personnage::Decorateur).len().clamp(1, 2)
    } else {
        1
    };
    if accused.len() != needed {
        return Err(if alleged == Personnage::Decorateur {
            RondeError::DecoTwo
        } else {
            RondeError::BadFormat("joueur2".into())
        });
    }
    if muted(tx, actor) {
        return Err(RondeError::CannotOpen);
    }
    let x = tx.player(actor)?;
    if x.nouveau_figurant && !anonymous {
        return Err(RondeError::AnonOnly);
    }
    let right = if anonymous {
        Some(crate::ronde::anon::anon_right(tx, actor)?)
    } else {
        None
    };
    quota(tx, actor, true)?;
    in_list(tx, actor, alleged, anonymous)?;
    destiny_day(tx, actor, alleged)?;
    duplicate(tx, accused, alleged)?;
    let day = tx.day();
    tx.emit(Event::ActionSpent {
        player: actor,
        day,
        opening: true,
    });
    if let Some(right) = right {
        crate::ronde::anon::request(tx, actor, None, accused, Some(alleged), arguments, right);
    } else {
        tx.counters(actor, |c| c.last_action_day = Some(day));
        open_now(tx, Opener::Player(actor), accused, alleged, arguments);
    }
    Ok(())
}

pub fn duplicate(tx: &Tx, accused: &[PlayerId], alleged: Personnage) -> R {
    let mut want = accused.to_vec();
    want.sort();
    for p in tx.s.proces.iter().filter(|p| p.state.is_open()) {
        let mut have = p.accused.clone();
        have.sort();
        if have == want && p.alleged == alleged {
            return Err(RondeError::Duplicate(p.n));
        }
    }
    Ok(())
}

/// Opens a procès now (checks done).
pub fn open_now(
    tx: &mut Tx,
    opener: Opener,
    accused: &[PlayerId],
    alleged: Personnage,
    arguments: &str,
) {
    let n = tx.s.proces.len() + 1;
    let unscored = matches!(opener, Opener::Player(p)
        if tx.s.player(p).is_some_and(|x| x.holds(Personnage::Pinocchio)));
    let duration = chrono::Duration::seconds(tx.s.settings.proces_duration);
    let deadline = (tx.now + duration).min(tx.s.settings.game_end());
    let proces = Proces {
        n,
        opener,
        opener_unscored: unscored,
        accused: accused.to_vec(),
        alleged,
        arguments: arguments.to_owned(),
        opened_at: tx.now,
        day: tx.day(),
        deadline,
        plaintes: Vec::new(),
        avocat: None,
        chucky: None,
        state: ProcesState::Ouvert,
        deliberation_until: None,
        fourth_day: None,
        juste: None,
        at_game_end: false,
    };
    tx.emit(Event::ProcesOpened(Box::new(proces)));
}

/// `/plainte`.
pub fn complain(tx: &mut Tx, actor: PlayerId, n: usize, anonymous: bool) -> R {
    may_act(tx, actor)?;
    let p = tx.s.proces(n).ok_or(RondeError::NotATrial)?;
    if !p.state.is_open() {
        return Err(RondeError::Closed);
    }
    if p.opener.player() == Some(actor) {
        return Err(RondeError::OwnTrial);
    }
    if p.accuses(actor) {
        return Err(RondeError::TargetSelf);
    }
    let pending =
        tx.s.anon
            .iter()
            .any(|r| r.actor == actor && r.proces == Some(n));
    if p.complained(actor) || pending {
        return Err(RondeError::AlreadyComplained);
    }
    let alleged = p.alleged;
    let x = tx.player(actor)?;
    if x.nouveau_figurant && !anonymous {
        return Err(RondeError::AnonOnly);
    }
    let right = if anonymous {
        Some(crate::ronde::anon::anon_right(tx, actor)?)
    } else {
        None
    };
    quota(tx, actor, false)?;
    in_list(tx, actor, alleged, anonymous)?;
    destiny_day(tx, actor, alleged)?;
    let day = tx.day();
    let second_today = tx.player(actor)?.spent(day).1 == 1;
    tx.emit(Event::ActionSpent {
        player: actor,
        day,
        opening: false,
    });
    if let Some(right) = right {
        crate::ronde::anon::request(tx, actor, Some(n), &[], None, "", right);
    } else {
        tx.counters(actor, |c| c.last_action_day = Some(day));
        let mut null = null_reason(tx, actor, n);
        if matches!(null, Some(NullReason::Souffleur | NullReason::Heros))
            && tx.s.pianiste_unmasked()
            && second_today
        {
            null = None;
        }
        file(tx, n, Some(actor), PlainteKind::Public, null);
    }
    Ok(())
}

/// Why a plainte by this author in procès n would be null, besides forcing.
pub fn null_reason(tx: &Tx, author: PlayerId, n: usize) -> Option<NullReason> {
    let x = tx.s.player(author)?;
    if x.holds(Personnage::HerosTragique) {
        return Some(NullReason::Heros);
    }
    if x.holds(Personnage::Souffleur) && tx.s.figurants_unmasked < 6 {
        return Some(NullReason::Souffleur);
    }
    let p = tx.s.proces(n)?;
    let against_diva = p.accused.iter().any(|a| {
        tx.s.player(*a)
            .is_some_and(|y| y.personnage == Some(Personnage::Diva) && y.status == Status::Masque)
    });
    if x.personnage == Some(Personnage::Figurant) && against_diva {
        return Some(NullReason::FigurantVsDiva);
    }
    None
}

/// Files a plainte (checks done), then moves the procès on at its 4th valid plainte.
pub fn file(
    tx: &mut Tx,
    n: usize,
    author: Option<PlayerId>,
    kind: PlainteKind,
    null: Option<NullReason>,
) {
    let Some(p) = tx.s.proces(n) else {
        return;
    };
    let fourth = (null.is_none() && p.valid_count() == 3).then_some(tx.day());
    let x = author.and_then(|a| tx.s.player(a));
    let personnage = x.and_then(|x| x.personnage);
    let pinocchio =
        kind == PlainteKind::Public && x.is_some_and(|x| x.holds(Personnage::Pinocchio));
    let plainte = Plainte {
        author,
        kind,
        null,
        personnage,
        at: tx.now,
        pinocchio,
    };
    tx.emit(Event::PlainteFiled { n, plainte, fourth });
    let Some(p) = tx.s.proces(n) else {
        return;
    };
    if p.state == ProcesState::Ouvert && p.valid_count() >= 4 {
        let delay = tx.s.settings.deliberation_delay;
        if delay <= 0 {
            crate::ronde::resolve::resolve(tx, n, false);
        } else {
            let until = tx.now + chrono::Duration::seconds(delay);
            tx.emit(Event::Deliberating { n, until });
        }
    }
}
