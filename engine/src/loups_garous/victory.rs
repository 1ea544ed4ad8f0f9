//! §6.1: camps and win conditions. §6.2, the early end, is [`super::early_end`].

use super::early_end;
use super::event::EndReason;
use super::role::{Camp, Role};
use super::state::{Outcome, State};
use crate::notice::PlayerId;

/// The camp a player plays for, lovers aside: infected → Meute, a Mercenaire under contract
/// is his own Solitaire, one whose contract ended is Village.
pub fn base_camp(s: &State, id: PlayerId) -> Camp {
    let Some(p) = s.player(id) else {
        return Camp::Village;
    };
    if p.infected {
        return Camp::Meute;
    }
    match p.role {
        // Solitaire until his contract ends (before night 1 too).
        Role::Mercenaire if s.contract.as_ref().is_none_or(|c| c.active) => Camp::Mercenaire,
        Role::Mercenaire => Camp::Village,
        r => r.camp(),
    }
}

/// Whether the lovers belong to different camps (a couple faction, §6.1).
pub fn mixed_couple(s: &State) -> bool {
    s.lovers
        .is_some_and(|(a, b)| base_camp(s, a) != base_camp(s, b))
}

/// The camp for victory and `expect camp`: `couple` for a lover of a mixed couple.
pub fn camp_of(s: &State, id: PlayerId) -> Camp {
    if s.lover_of(id).is_some() && mixed_couple(s) {
        Camp::Couple
    } else {
        base_camp(s, id)
    }
}

/// §6.2: the camp that can force its win now, reading the moment from the phase (dawn, or a
/// night before the Remèdes); `None` when not proven or not representable.
pub fn forced_win(state: &State) -> Option<Camp> {
    early_end::forced_camp_now(state)
}

/// The outcome if the game is over now (§6.1, then §6.2): `Some((None, _))` is a draw.
pub fn outcome(s: &State) -> Option<(Option<Camp>, EndReason)> {
    early_end::outcome_now(s)
}

/// §6.1 alone: the win conditions that hold now, without the forced-win search.
pub fn condition(s: &State) -> Option<(Option<Camp>, EndReason)> {
    let living: Vec<PlayerId> = s.living().map(|p| p.id).collect();
    if living.is_empty() {
        return Some((None, EndReason::NobodyAlive));
    }
    let mut camps: Vec<Camp> = living.iter().map(|id| camp_of(s, *id)).collect();
    camps.sort();
    camps.dedup();
    if let [camp] = camps[..] {
        let wins = match camp {
            Camp::Village | Camp::Meute | Camp::Couple => true,
            Camp::LoupGarouBlanc | Camp::Pyromane => living.len() == 1,
            Camp::Mercenaire => false,
        };
        if wins {
            return Some((Some(camp), EndReason::Condition));
        }
    }
    None
}

/// Whether this player is among the winners of an ended game (dead winners included).
pub fn won(s: &State, id: PlayerId) -> bool {
    match s.outcome {
        Some(Outcome {
            winner: Some(camp), ..
        }) => camp_of(s, id) == camp,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::loups_garous::state::{Contract, Phase, Player};

    fn state(roles: &[(Role, bool)]) -> State {
        let players = roles
            .iter()
            .enumerate()
            .map(|(i, (role, alive))| Player {
                alive: *alive,
                ..Player::new(PlayerId(i as u64 + 1), &format!("P{i}"), *role)
            })
            .collect();
        State {
            players,
            phase: Phase::Dawn(2),
            ..State::default()
        }
    }

    #[test]
    fn only_the_village_alive_wins_for_the_village() {
        let s = state(&[(Role::Villageois, true), (Role::LoupGarou, false)]);
        assert_eq!(
            outcome(&s),
            Some((Some(Camp::Village), EndReason::Condition))
        );
    }

    #[test]
    fn only_the_white_wolf_alive_wins_alone() {
        let s = state(&[(Role::LoupGarouBlanc, true), (Role::LoupGarou, false)]);
        assert_eq!(outcome(&s).map(|o| o.0), Some(Some(Camp::LoupGarouBlanc)));
    }

    #[test]
    fn nobody_alive_is_a_draw() {
        let s = state(&[(Role::Villageois, false), (Role::LoupGarou, false)]);
        assert_eq!(outcome(&s), Some((None, EndReason::NobodyAlive)));
    }

    #[test]
    fn two_mixed_lovers_alone_win_as_a_couple_and_same_camp_lovers_for_their_camp() {
        let mut s = state(&[
            (Role::Villageois, true),
            (Role::LoupGarou, true),
            (Role::Villageois, false),
        ]);
        s.lovers = Some((PlayerId(1), PlayerId(2)));
        assert_eq!(outcome(&s).map(|o| o.0), Some(Some(Camp::Couple)));
        s.players[1].role = Role::Voyante;
        assert_eq!(outcome(&s).map(|o| o.0), Some(Some(Camp::Village)));
    }

    #[test]
    fn a_mercenary_under_contract_keeps_the_game_going() {
        let mut s = state(&[(Role::Villageois, true), (Role::Mercenaire, true)]);
        s.contract = Some(Contract {
            mercenary: PlayerId(2),
            candidates: vec![PlayerId(1)],
            target: Some(PlayerId(1)),
            active: true,
        });
        assert_eq!(condition(&s), None);
        s.contract.as_mut().unwrap().active = false;
        assert_eq!(outcome(&s).map(|o| o.0), Some(Some(Camp::Village)));
    }
}
