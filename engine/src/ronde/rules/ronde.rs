//! The Ronde and the lists (§2): `next`/`prev` windows over masked slots, k, and every
//! Personnage's visible list V(p).

use std::collections::BTreeSet;

use crate::notice::PlayerId;
use crate::ronde::personnage::Personnage;
use crate::ronde::state::State;

/// What a player may allege.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Visible {
    /// Any Personnage, Figurant included.
    Any,
    Set(BTreeSet<Personnage>),
}

impl Visible {
    pub fn contains(&self, p: Personnage) -> bool {
        match self {
            Visible::Any => true,
            Visible::Set(s) => s.contains(&p),
        }
    }

    /// The ids, alphabetically (never in Ronde order).
    pub fn ids(&self) -> Vec<&'static str> {
        match self {
            Visible::Any => vec!["*"],
            Visible::Set(s) => {
                let mut v: Vec<_> = s.iter().map(|p| p.id()).collect();
                v.sort_unstable();
                v
            }
        }
    }

    fn extend(&mut self, other: Visible) {
        match (self as &mut Visible, other) {
            (Visible::Any, _) => {}
            (me, Visible::Any) => *me = Visible::Any,
            (Visible::Set(a), Visible::Set(b)) => a.extend(b),
        }
    }
}

/// The first `k` masked slots after `from` (backwards when `back`), skipping `own`.
pub fn window(
    s: &State,
    from: Personnage,
    own: Personnage,
    k: usize,
    back: bool,
) -> BTreeSet<Personnage> {
    let mut out = BTreeSet::new();
    let len = s.ronde.len();
    let Some(start) = s.ronde.iter().position(|p| *p == from) else {
        return out;
    };
    for step in 1..len {
        if out.len() >= k {
            break;
        }
        let i = if back {
            (start + len - step) % len
        } else {
            (start + step) % len
        };
        let slot = s.ronde[i];
        if slot != own && s.slot_masked(slot) {
            out.insert(slot);
        }
    }
    out
}

/// `next(own, k)` for a Personnage.
pub fn next(s: &State, own: Personnage, k: usize) -> BTreeSet<Personnage> {
    window(s, own, own, k, false)
}

/// The visible list V(p) of a player (§2).
pub fn visible(s: &State, id: PlayerId) -> Visible {
    visible_with(s, id, true)
}

/// V(p); `pinocchio_any`: whether Pinocchio's role lets him allege anyone (his public
/// actions) or not (his anonymous plainte, « contre les Personnages qu'il voit dans la Ronde »).
fn visible_with(s: &State, id: PlayerId, pinocchio_any: bool) -> Visible {
    let Some(x) = s.player(id) else {
        return Visible::Set(BTreeSet::new());
    };
    let Some(own) = x.personnage.filter(|_| x.looks_masked()) else {
        return Visible::Set(BTreeSet::new());
    };
    let k = s.k();
    let mut v = match own {
        Personnage::Pinocchio if !pinocchio_any => Visible::Set(next(s, own, k)),
        Personnage::Figurant | Personnage::Pinocchio => Visible::Any,
        Personnage::Destinee => Visible::Set(
            x.counters
                .destiny
                .iter()
                .copied()
                .filter(|p| s.slot_masked(*p))
                .collect(),
        ),
        Personnage::Voyante => Visible::Set(next(s, own, k + 3)),
        Personnage::Chevalier => Visible::Set(window(s, own, own, k, true)),
        _ => Visible::Set(next(s, own, k)),
    };
    if own == Personnage::Mime {
        v.extend(Visible::Set(mime_extra(s, own)));
    }
    if own == Personnage::HommeDePaille {
        v.extend(Visible::Set(learned(s, id)));
    }
    if own == Personnage::Revenant {
        for role in &x.revenant_roles {
            v.extend(match role {
                Personnage::Figurant => Visible::Any,
                Personnage::Pinocchio if pinocchio_any => Visible::Any,
                Personnage::Voyante => Visible::Set(next(s, own, k + 3)),
                Personnage::Chevalier => Visible::Set(window(s, own, own, k, true)),
                Personnage::Mime => Visible::Set(mime_extra(s, own)),
                Personnage::HommeDePaille => Visible::Set(learned(s, id)),
                Personnage::Destinee => Visible::Set(
                    x.counters
                        .destiny
                        .iter()
                        .copied()
                        .filter(|p| s.slot_masked(*p))
                        .collect(),
                ),
                _ => Visible::Set(BTreeSet::new()),
            });
        }
    }
    v
}

/// What a player may allege anonymously: V(p), but only his Ronde list for a Pinocchio
/// (a Revenant holding the role too).
pub fn visible_anonymous(s: &State, id: PlayerId) -> Visible {
    visible_with(s, id, false)
}

fn mime_extra(s: &State, own: Personnage) -> BTreeSet<Personnage> {
    let extra = if s.figurants_unmasked >= 4 { 3 } else { 2 };
    let mimed = s
        .mime_target
        .and_then(|t| s.player(t))
        .filter(|t| t.looks_masked())
        .and_then(|t| t.personnage)
        .filter(|p| p.in_ronde());
    match mimed {
        Some(m) => window(s, m, own, extra, false),
        None => BTreeSet::new(),
    }
}

fn learned(s: &State, id: PlayerId) -> BTreeSet<Personnage> {
    s.player(id)
        .and_then(|x| x.counters.paille_learned.clone())
        .unwrap_or_default()
        .into_iter()
        .filter(|p| *p != Personnage::Figurant && s.slot_masked(*p))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ronde::state::{Kind, Player, Status};
    use Personnage::*;

    fn game(order: &[Personnage]) -> State {
        let mut s = State::default();
        for (i, p) in order.iter().enumerate() {
            let id = PlayerId(i as u64 + 1);
            let mut x = Player::new(id, format!("P{i}"), Kind::Joueur);
            x.personnage = Some(*p);
            s.players.insert(id, x);
        }
        s.ronde = order.to_vec();
        s
    }

    #[test]
    fn refill_skips_unmasked_slots() {
        let order = [Alice, Souffleur, Chucky, Voyante, Mime, Halus, Woody, Diva];
        let mut s = game(&order);
        let alice = PlayerId(1);
        let want: BTreeSet<_> = [Souffleur, Chucky, Voyante, Mime, Halus, Woody].into();
        assert_eq!(visible(&s, alice), Visible::Set(want));
        s.players.get_mut(&PlayerId(3)).unwrap().status = Status::Demasque;
        let want: BTreeSet<_> = [Souffleur, Voyante, Mime, Halus, Woody, Diva].into();
        assert_eq!(visible(&s, alice), Visible::Set(want));
    }

    #[test]
    fn chevalier_looks_backwards() {
        let order = [
            Alice, Souffleur, Chucky, Voyante, Mime, Halus, Woody, Chevalier,
        ];
        let s = game(&order);
        let want: BTreeSet<_> = [Souffleur, Chucky, Voyante, Mime, Halus, Woody].into();
        assert_eq!(visible(&s, PlayerId(8)), Visible::Set(want));
        let back = window(&s, Alice, Alice, 2, true);
        assert_eq!(back, [Chevalier, Woody].into());
    }
}
