//! The Décorateurs' duel (§6): the MJs enter each one's items of a day; more items wins the
//! day. Three wins in a row or six in all unmask the loser; two ties in a row or four in all
//! unmask both. A day with one of them asleep is not scored; 0 items is a failed item.

use crate::notice::PlayerId;
use crate::ronde::checklist::ItemStatus;
use crate::ronde::error::RondeError;
use crate::ronde::event::{Cause, Event};
use crate::ronde::personnage::Personnage;
use crate::ronde::tx::Tx;
use crate::ronde::unmask::unmask;

/// `/mj jour deco jour nombre1 nombre2`, the Décorateurs taken in player-id order.
pub fn duel(tx: &mut Tx, day: u32, first: u32, second: u32) -> Result<(), RondeError> {
    let pair: Vec<PlayerId> = tx.s.holders(Personnage::Decorateur);
    let [a, b] = pair[..] else {
        return Err(RondeError::TargetInvalid);
    };
    if day < 2 || day > tx.day() {
        return Err(RondeError::Window("jour-passe"));
    }
    let scored = |tx: &Tx, p: PlayerId| {
        tx.s.player(p)
            .is_some_and(|x| x.counters.deco_results.contains_key(&day))
    };
    if scored(tx, a) || scored(tx, b) {
        return Err(RondeError::Used(1, 1));
    }
    for (p, n) in [(a, first), (b, second)] {
        if n == 0 {
            refuse_item(tx, p, day);
        }
    }
    let asleep = [a, b]
        .iter()
        .any(|p| tx.s.player(*p).is_some_and(|x| x.asleep.contains(&day)));
    if asleep {
        return Ok(());
    }
    let (ra, rb) = match first.cmp(&second) {
        std::cmp::Ordering::Greater => (1, -1),
        std::cmp::Ordering::Less => (-1, 1),
        std::cmp::Ordering::Equal => (0, 0),
    };
    tx.counters(a, |c| {
        c.deco_results.insert(day, ra);
    });
    tx.counters(b, |c| {
        c.deco_results.insert(day, rb);
    });
    tx.emit(Event::DuelJudged {
        day,
        results: vec![(a, ra), (b, rb)],
    });
    verdict(tx, a, b, day);
    Ok(())
}

fn refuse_item(tx: &mut Tx, p: PlayerId, day: u32) {
    let ids: Vec<usize> =
        tx.s.checklist
            .iter()
            .filter(|i| i.player == p && i.day == day && i.what == "decorateur" && i.open())
            .map(|i| i.id)
            .collect();
    for id in ids {
        tx.emit(Event::ItemChanged {
            id,
            status: ItemStatus::Refusee,
            precheck: Some(false),
            in_review: false,
        });
    }
}

fn verdict(tx: &mut Tx, a: PlayerId, b: PlayerId, day: u32) {
    let results = |p: PlayerId| {
        tx.s.player(p)
            .map(|x| x.counters.deco_results.clone())
            .unwrap_or_default()
    };
    let ra = results(a);
    // Every run of `len` days that holds `day` (a day entered late can close a run).
    let run = |want: i8, len: u32| {
        (day..day + len).any(|end| (0..len).all(|i| end >= i && ra.get(&(end - i)) == Some(&want)))
    };
    let count = |want: i8| ra.values().filter(|r| **r == want).count();
    if run(0, 2) || count(0) >= 4 {
        unmask(tx, a, Cause::Decorateurs);
        unmask(tx, b, Cause::Decorateurs);
    } else if run(1, 3) || count(1) >= 6 {
        unmask(tx, b, Cause::Decorateurs);
    } else if run(-1, 3) || count(-1) >= 6 {
        unmask(tx, a, Cause::Decorateurs);
    }
}
