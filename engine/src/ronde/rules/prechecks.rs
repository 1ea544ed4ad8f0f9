//! The mechanical pre-checks that settle a constraint by themselves (§5, §6; issue 10): a
//! post the bot stores that proves Alice's two questions or the Souffleur's phrase validates
//! the day's item at once, and so does a proof whose conclusive pre-check passes — only what
//! needs judgment reaches the MJs' desk. The other pre-checks stay advice on a card.

use crate::notice::PlayerId;
use crate::ronde::checklist::ItemStatus;
use crate::ronde::event::Event;
use crate::ronde::personnage::Personnage;
use crate::ronde::powers::checks;
use crate::ronde::state::State;
use crate::ronde::tx::Tx;

/// Whether an item's pre-check is conclusive: its passing proves the constraint.
pub fn conclusive(what: &str) -> bool {
    matches!(what, "alice" | "souffleur")
}

/// Whether `text` proves the constraint `what` of `player`.
pub fn proves(s: &State, player: PlayerId, what: &str, text: &str) -> bool {
    match what {
        "alice" => checks::two_questions(text),
        "souffleur" => s
            .player(player)
            .and_then(|x| x.counters.phrase.as_deref())
            .is_some_and(|phrase| checks::phrase_present(text, phrase)),
        _ => false,
    }
}

/// A message in a tribunal thread: today's item it proves validates itself.
pub fn on_post(tx: &mut Tx, author: PlayerId, channel: &str, text: &str) {
    if !tx.s.settings.prechecks || channel == "choeur" {
        return;
    }
    let Some(x) = tx.s.player(author).filter(|x| x.can_act()) else {
        return;
    };
    let day = tx.day();
    let mut proven = Vec::new();
    for p in [Personnage::Alice, Personnage::Souffleur] {
        if x.holds(p) && proves(&tx.s, author, p.id(), text) {
            proven.push(p.id());
        }
    }
    for what in proven {
        let open = tx.s.checklist.iter().any(|i| {
            i.player == author && i.day == day && i.what == what && i.open() && !i.in_review
        });
        if open {
            crate::ronde::powers::roles::validate_on(tx, author, what, day);
        }
    }
}

/// A proof whose conclusive pre-check passed: the item is validated, no card.
pub fn settles(tx: &Tx, what: &str, precheck: Option<bool>) -> bool {
    tx.s.settings.prechecks && conclusive(what) && precheck == Some(true)
}

/// Validates an item by its proof.
pub fn validate(tx: &mut Tx, item: usize) {
    tx.emit(Event::ItemChanged {
        id: item,
        status: ItemStatus::Validee,
        precheck: Some(true),
        in_review: false,
    });
    tx.emit(Event::ProofValidated { item });
}
