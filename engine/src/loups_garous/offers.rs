//! What a player may do now, as offers: each usable item (`usable_items`) with how it is
//! picked and its legal targets, the public prompts of `#place` (the ballot during a vote, 🏠
//! at dusk) and of `#meute` (🏠 at the Retraite), and the step key that makes a prompt stale
//! once its step is over.

use super::event::Event;
use super::inventory::usable_items;
use super::role::Item;
use super::state::{DayStage, NightStep, Phase, State};
use crate::notice::{Audience, PlayerId};
use crate::offer::{Offer, Pick};

/// The offers of `to`: a player's usable items, or a channel's public prompts.
///
/// ```
/// use engine::loups_garous::{offers, State};
/// use engine::{Audience, PlayerId};
/// assert!(offers::offers(&State::default(), &Audience::Player(PlayerId(1))).is_empty());
/// ```
pub fn offers(s: &State, to: &Audience) -> Vec<Offer> {
    match to {
        Audience::Player(p) => usable_items(s, *p)
            .into_iter()
            .map(|item| offer(s, item, *p))
            .collect(),
        Audience::Channel(name) if name == "place" => public(s),
        Audience::Channel(name) if name == "meute" => den(s),
        _ => Vec::new(),
    }
}

/// `#meute`'s prompt for whichever den member clicks: 🏠 during the Retraite (the rules then
/// say whether the clicker is out).
fn den(s: &State) -> Vec<Offer> {
    let retraite = matches!(s.phase, Phase::Night(_, NightStep::Retraite));
    if !retraite || s.paused.is_some() || !s.living().any(|p| s.in_den(p.id)) {
        return Vec::new();
    }
    vec![offer(s, Item::Rentrer, PlayerId(0))]
}

/// `#place`'s prompts for whoever clicks: the ballot while a vote is open, 🏠 at dusk.
fn public(s: &State) -> Vec<Offer> {
    let item = match s.phase {
        Phase::Dusk(_) => Item::Rentrer,
        Phase::Day(_, DayStage::Vote | DayStage::Election | DayStage::SecondVote) => Item::Bulletin,
        _ => return Vec::new(),
    };
    if s.paused.is_some() {
        return Vec::new();
    }
    vec![offer(s, item, PlayerId(0))]
}

fn offer(s: &State, item: Item, player: PlayerId) -> Offer {
    Offer::new(item.id(), pick(s, item, player), &step_key(s.phase))
}

/// A short key of the current step: a prompt made in another step is stale.
///
/// ```
/// use engine::loups_garous::{offers::step_key, NightStep, Phase};
/// assert_eq!(step_key(Phase::Night(2, NightStep::Chasse)), "N2.1");
/// ```
pub fn step_key(p: Phase) -> String {
    match p {
        Phase::Lobby => "L".into(),
        Phase::Day(n, s) => format!("D{n}.{}", s as u8),
        Phase::Dusk(n) => format!("K{n}"),
        Phase::Night(n, s) => format!("N{n}.{}", s as u8),
        Phase::Dawn(n) => format!("A{n}"),
        Phase::Ended => "E".into(),
    }
}

/// How `item` is picked now, with its legal targets.
fn pick(s: &State, item: Item, player: PlayerId) -> Pick {
    let players = |n: u8, nobody: bool| Pick::Players {
        n,
        nobody,
        candidates: candidates(s, item, player),
    };
    match item {
        Item::Sablier
        | Item::Linceul
        | Item::TourneeGenerale
        | Item::Infection
        | Item::FioleDeVie
        | Item::Allumette
        | Item::SecondVote
        | Item::Rentrer => Pick::Button,
        Item::CoupDEtat if !s.is_stage(DayStage::CoupDEtat) => Pick::Button,
        Item::CoupDEtat | Item::Bulletin => players(1, true),
        Item::Ecoute => Pick::Options(vec!["loin".into(), "pres".into()]),
        Item::Fleches | Item::Cryptogramme => players(2, false),
        Item::Echarpe => players(1, s.is_stage(DayStage::Egalite)),
        _ => players(1, false),
    }
}

/// The living players `item` may be pointed at by `player`.
fn candidates(s: &State, item: Item, player: PlayerId) -> Vec<(PlayerId, String)> {
    let keep = |p: &&super::state::Player| match item {
        Item::Griffes => !s.in_den(p.id),
        Item::CrocBlanc => s.in_den(p.id) && p.id != player,
        Item::Echarpe if s.is_stage(DayStage::Egalite) => s.today.tied.contains(&p.id),
        Item::Contrat => s
            .contract
            .as_ref()
            .is_some_and(|c| c.mercenary == player && c.candidates.contains(&p.id)),
        Item::Bulletin | Item::Fusil => true,
        _ => p.id != player,
    };
    s.living()
        .filter(keep)
        .map(|p| (p.id, p.name.clone()))
        .collect()
}

/// Whether these events record `player` using `action`.
pub fn used(events: &[Event], player: PlayerId, action: &str) -> bool {
    let Some(item) = Item::from_id(action) else {
        return false;
    };
    events.iter().any(|e| match e {
        Event::ChoiceMade { player: p, choice } => *p == player && choice.item == item,
        Event::WentHome { player: p } => *p == player && item == Item::Rentrer,
        _ => false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::loups_garous::NightStep;

    #[test]
    fn each_step_has_its_own_key() {
        let keys = [
            step_key(Phase::Night(1, NightStep::Preparatifs)),
            step_key(Phase::Night(1, NightStep::Chasse)),
            step_key(Phase::Night(2, NightStep::Preparatifs)),
            step_key(Phase::Day(2, DayStage::Vote)),
            step_key(Phase::Day(2, DayStage::Election)),
            step_key(Phase::Dusk(2)),
        ];
        let distinct: std::collections::BTreeSet<_> = keys.iter().collect();
        assert_eq!(distinct.len(), keys.len());
    }
}
