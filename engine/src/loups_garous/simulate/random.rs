//! The first meter's random players: everyone goes home in time; wolves hunt a random
//! non-wolf; the Voyante votes a wolf she saw; the others vote at random among the living;
//! other powers are used at random.

use rand::Rng;

use super::super::command::Command;
use super::super::role::Item;
use super::Bot;
use crate::notice::PlayerId;

impl Bot {
    fn living_others(&self, me: PlayerId) -> Vec<PlayerId> {
        self.state
            .living()
            .filter(|p| p.id != me)
            .map(|p| p.id)
            .collect()
    }

    fn any(&mut self, from: &[PlayerId]) -> Option<PlayerId> {
        if from.is_empty() {
            None
        } else {
            Some(from[self.rng.random_range(0..from.len())])
        }
    }

    fn chance(&mut self, percent: u32) -> bool {
        self.rng.random_range(0..100) < percent
    }

    /// The bot's use of one item, or `None` to let it be.
    pub(super) fn choose(&mut self, me: PlayerId, item: Item) -> Option<Command> {
        let s = &self.state;
        let others = self.living_others(me);
        let non_den: Vec<PlayerId> = others.iter().copied().filter(|p| !s.in_den(*p)).collect();
        let den: Vec<PlayerId> = others.iter().copied().filter(|p| s.in_den(*p)).collect();
        let known: Vec<PlayerId> = self
            .seen
            .get(&me)
            .map(|v| v.iter().copied().filter(|p| s.alive(*p)).collect())
            .unwrap_or_default();
        let tied = s.today.tied.clone();
        let use_on = |targets: Vec<PlayerId>| Command::Use {
            player: me,
            item,
            targets,
            option: None,
        };
        let one = |t: Option<PlayerId>| t.map(|t| use_on(vec![t]));
        match item {
            Item::Rentrer => Some(Command::GoHome { player: me }),
            Item::Sablier => Some(Command::Hourglass { player: me }),
            Item::Bulletin => {
                let target = if s.in_den(me) {
                    self.any(&non_den)
                } else if !known.is_empty() {
                    self.any(&known)
                } else {
                    self.any(&others)
                };
                Some(Command::Vote { player: me, target })
            }
            Item::Griffes => {
                let t = self.any(&non_den);
                one(t)
            }
            Item::Ecoute => self.chance(50).then(|| Command::Use {
                player: me,
                item,
                targets: vec![],
                option: Some("loin".into()),
            }),
            Item::CrocBlanc => {
                let t = self.any(&den);
                if self.chance(50) {
                    one(t)
                } else {
                    None
                }
            }
            Item::Cryptogramme | Item::Fleches => {
                let a = self.any(&others)?;
                let rest: Vec<PlayerId> = others.iter().copied().filter(|p| *p != a).collect();
                let b = self.any(&rest)?;
                Some(use_on(vec![a, b]))
            }
            Item::Echarpe => {
                let t = if tied.is_empty() {
                    self.any(&others)
                } else {
                    self.any(&tied)
                };
                one(t)
            }
            Item::Fusil | Item::CoupDEtat if !s.is_step(super::super::NightStep::Preparatifs) => {
                let t = if known.is_empty() {
                    self.any(&others)
                } else {
                    self.any(&known)
                };
                one(t)
            }
            Item::Contrat => None,
            Item::FioleDeVie | Item::Infection | Item::Linceul => {
                self.chance(60).then(|| use_on(vec![]))
            }
            Item::CoupDEtat | Item::TourneeGenerale | Item::SecondVote => {
                self.chance(20).then(|| use_on(vec![]))
            }
            Item::Allumette => {
                let soaked = s.living().filter(|p| p.soaked).count();
                (soaked >= 2 && self.chance(50)).then(|| use_on(vec![]))
            }
            Item::FioleDeMort => {
                if self.chance(20) {
                    let t = self.any(&others);
                    one(t)
                } else {
                    None
                }
            }
            _ => {
                let t = self.any(&others);
                one(t)
            }
        }
    }
}
