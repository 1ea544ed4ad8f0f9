//! Dealing (§1, §2): the Personnages at random with the seed or given, the Ronde drawn or
//! imported, the role cards and the J1 prompts.

use rand::seq::SliceRandom;

use crate::notice::PlayerId;
use crate::ronde::error::RondeError;
use crate::ronde::event::{Event, Prompt};
use crate::ronde::personnage::Personnage;
use crate::ronde::ronde::visible;
use crate::ronde::state::Kind;
use crate::ronde::tx::Tx;

type R<T = ()> = Result<T, RondeError>;

pub fn deal(tx: &mut Tx, given: &[(PlayerId, Personnage)], ronde: &[Personnage]) -> R {
    if tx.s.dealt {
        return Err(RondeError::GameRunning);
    }
    let joueurs: Vec<PlayerId> =
        tx.s.players
            .values()
            .filter(|x| x.kind == Kind::Joueur)
            .map(|x| x.id)
            .collect();
    let personnages = if given.is_empty() {
        random_deal(tx, &joueurs)?
    } else {
        let mut g = given.to_vec();
        g.sort();
        let ids: Vec<PlayerId> = g.iter().map(|(p, _)| *p).collect();
        if ids != joueurs {
            return Err(RondeError::BadFormat("roles".into()));
        }
        g
    };
    let mut slots: Vec<Personnage> = personnages
        .iter()
        .map(|(_, p)| *p)
        .filter(|p| p.in_ronde())
        .collect();
    slots.sort();
    slots.dedup();
    let order = if ronde.is_empty() {
        slots.shuffle(tx.rng);
        slots
    } else {
        let mut want = ronde.to_vec();
        want.sort();
        want.dedup();
        if want.len() != ronde.len()
            || !slots.iter().all(|p| want.contains(p))
            || want.contains(&Personnage::Figurant)
        {
            return Err(RondeError::BadFormat("ronde".into()));
        }
        ronde.to_vec()
    };
    tx.emit(Event::Dealt {
        personnages,
        ronde: order,
    });
    let day = tx.s.settings.day_of(tx.now).max(1);
    if day > tx.s.day {
        tx.emit(Event::DayBegan { day });
    }
    crate::ronde::days::create_items(tx, tx.day());
    prompts(tx);
    Ok(())
}

/// The J1 prompts: the Héros designates the monster, the MJs pick the Mime's target; the
/// Répétitions thread of J1 opens (R1).
fn prompts(tx: &mut Tx) {
    let day = tx.day();
    tx.emit(Event::RepetitionsOpened { day });
    for player in tx.s.holders(Personnage::HerosTragique) {
        tx.emit(Event::Prompted {
            player,
            prompt: Prompt::Monster,
        });
    }
    if !tx.s.holders(Personnage::Mime).is_empty() {
        tx.emit(Event::MimeToPick);
    }
    if !tx.s.holders(Personnage::Guignol).is_empty() {
        tx.emit(Event::GuignolToSet);
    }
}

fn random_deal(tx: &mut Tx, joueurs: &[PlayerId]) -> R<Vec<(PlayerId, Personnage)>> {
    let n = joueurs.len();
    if !(7..=28).contains(&n) {
        return Err(RondeError::BadFormat("7 à 28 joueurs".into()));
    }
    let mut others: Vec<Personnage> = Personnage::ALL.into_iter().skip(1).collect();
    others.shuffle(tx.rng);
    let mut roles = vec![Personnage::Figurant; 6];
    for p in others {
        let size = if p == Personnage::Decorateur { 2 } else { 1 };
        if roles.len() + size <= n {
            roles.extend(std::iter::repeat_n(p, size));
        }
    }
    roles.shuffle(tx.rng);
    Ok(joueurs.iter().copied().zip(roles).collect())
}

/// The role card told at dealing.
pub fn role_card(s: &crate::ronde::state::State, player: PlayerId) -> Vec<(&'static str, String)> {
    let x = s.player(player);
    let p = x.and_then(|x| x.personnage).map_or("", |p| p.name());
    let (any, list) = match visible(s, player) {
        crate::ronde::ronde::Visible::Any => ("oui", String::new()),
        crate::ronde::ronde::Visible::Set(set) => ("non", Personnage::names(set)),
    };
    // « pour ceux dont le Personnage a accès à un Joker »: the others are told they have none.
    let jokers = match x.filter(|x| x.has_jokers()) {
        Some(x) => 2u8.saturating_sub(x.jokers_used).to_string(),
        None => "none".to_owned(),
    };
    vec![
        ("personnage", p.to_owned()),
        ("any", any.to_owned()),
        ("list", list),
        ("jokers", jokers),
    ]
}
