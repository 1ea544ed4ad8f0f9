//! The hostile seats' play. The den agrees on one plan per phase and purpose (as it would in
//! `#meute`): one prey a night, the most dangerous seat it knows of (a claimant, who voted
//! its own), one non-den seat to hang, one of its own for Maire. The Loup-Garou Blanc hunts
//! and votes with the den while it is of use to him and thins it when it grows strong; the
//! Pyromane soaks then burns; the Mercenaire votes his target on the first vote.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::knowledge::Minds;
use super::smart::View;
use crate::loups_garous::role::Role;

/// What the den agrees on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Purpose {
    Prey,
    Hang,
    Elect,
}

impl Minds {
    /// The den's plan for this phase and purpose, agreed once and kept.
    pub fn den_pick(&mut self, purpose: Purpose, rng: &mut ChaCha8Rng) -> Option<usize> {
        let phase = self.public.phase;
        if let Some((_, _, t)) = self
            .plans
            .iter()
            .find(|(ph, pu, _)| *ph == phase && *pu == purpose)
        {
            return *t;
        }
        let den = self.den_view()?;
        let target = match purpose {
            Purpose::Elect => self.best(rng, |t| den[t], |t| -self.public.sus[t]),
            Purpose::Prey => self.best(rng, |t| !den[t], |t| self.danger(&den, t)),
            Purpose::Hang => {
                let votes = |t: usize| {
                    self.public
                        .current
                        .iter()
                        .filter(|v| **v == Some(t))
                        .count()
                };
                let key = |t: usize| {
                    self.public.sus[t] + 0.7 * votes(t) as f32 + 3.0 * f32::from(self.claimant(t))
                };
                self.best(rng, |t| !den[t], key)
            }
        };
        self.plans.retain(|(ph, _, _)| *ph == phase);
        self.plans.push((phase, purpose, target));
        target
    }

    /// The living seat with the highest `key` plus noise among those `keep` allows.
    fn best(
        &self,
        rng: &mut ChaCha8Rng,
        keep: impl Fn(usize) -> bool,
        key: impl Fn(usize) -> f32,
    ) -> Option<usize> {
        let mut best: Option<(usize, f32)> = None;
        for t in 0..self.public.len() {
            if !self.public.alive[t] || !keep(t) {
                continue;
            }
            let v = key(t) + rng.random::<f32>();
            if best.is_none_or(|(_, b)| v > b) {
                best = Some((t, v));
            }
        }
        best.map(|(t, _)| t)
    }

    /// Whether a seat has claimed a role in the talk (and not been proven a liar).
    fn claimant(&self, t: usize) -> bool {
        !self.public.liar[t] && self.public.claims.iter().any(|c| c.by == t)
    }

    /// How dangerous a seat is to the den: a claimant, a proven one, who voted its own, the
    /// Maire; one the village suspects is worth keeping alive.
    fn danger(&self, den: &[bool], t: usize) -> f32 {
        let p = &self.public;
        let against = p
            .rounds
            .iter()
            .flatten()
            .filter(|(v, w)| *v == t && den[*w])
            .count();
        6.0 * f32::from(self.claimant(t))
            + 2.0 * f32::from(p.proven[t])
            + 1.5 * against as f32
            + f32::from(p.mayor == Some(t))
            - 0.5 * p.sus[t]
            - 4.0 * self.blocked.get(t).copied().unwrap_or(0.0)
    }

    /// A hunter's Griffes: the den's prey, unless it is his lover.
    pub fn prey_for(&mut self, me: usize, rng: &mut ChaCha8Rng) -> Option<usize> {
        let prey = self.den_pick(Purpose::Prey, rng)?;
        let k = &self.seats[me];
        if Some(prey) != k.lover {
            return Some(prey);
        }
        self.pick(me, rng, |_| 0.0, |t| !k.den[t])
    }

    /// The Araignée-Loup hides a claimant's role, or half the time anyone's.
    pub fn shroud(&self, view: &View, rng: &mut ChaCha8Rng) -> bool {
        view.prey.is_some_and(|p| self.claimant(p)) || rng.random_bool(0.5)
    }

    /// The den's size against the village's, as the Loup-Garou Blanc counts them.
    fn white_counts(&self, me: usize) -> (usize, usize) {
        let k = &self.seats[me];
        let p = &self.public;
        let others = p.living_others(me);
        let (mut den, mut village) = (0, 0);
        for t in others {
            if k.den[t] {
                den += 1;
            } else {
                village += 1;
            }
        }
        (den, village)
    }

    /// The Loup-Garou Blanc kills one of the den once it is half the village or more, or
    /// when the village is nearly gone: the one the village suspects least (it will not hang
    /// him for him).
    pub fn white_kill(&self, me: usize, rng: &mut ChaCha8Rng) -> Option<usize> {
        let (den, village) = self.white_counts(me);
        if den == 0 || (den * 2 < village && village > 2) {
            return None;
        }
        let k = &self.seats[me];
        self.pick(me, rng, |t| -self.public.sus[t], |t| k.den[t])
    }

    /// His vote: with the den while it is small, against its most suspect member once it
    /// outgrows half the village.
    pub fn white_ballot(&mut self, me: usize, rng: &mut ChaCha8Rng) -> Option<usize> {
        let (den, village) = self.white_counts(me);
        if den * 2 > village {
            let k = &self.seats[me];
            return self.pick(me, rng, |t| self.public.sus[t], |t| k.den[t]);
        }
        self.den_pick(Purpose::Hang, rng)
    }

    /// The Pyromane soaks a claimant first, else anyone not yet soaked, unless he burns.
    pub fn soak(&self, me: usize, rng: &mut ChaCha8Rng) -> Option<usize> {
        if self.ignite(me) {
            return None;
        }
        let k = &self.seats[me];
        self.pick(
            me,
            rng,
            |t| 3.0 * f32::from(self.claimant(t)),
            |t| !k.soaked[t],
        )
    }

    /// He burns once two soaked seats are a third of the others, or few dry ones are left.
    pub fn ignite(&self, me: usize) -> bool {
        let k = &self.seats[me];
        if k.role != Role::Pyromane {
            return false;
        }
        let others = self.public.living_others(me).count();
        let soaked = self
            .public
            .living_others(me)
            .filter(|t| k.soaked[*t])
            .count();
        soaked >= 2 && (soaked * 3 >= others || others - soaked <= 1 || soaked >= 4)
    }

    /// The Mercenaire's target, while the first vote has not been held.
    pub fn contract_target(&self, me: usize) -> Option<usize> {
        let k = &self.seats[me];
        let t = k.contract?;
        (k.role == Role::Mercenaire && self.public.rounds.is_empty() && self.public.alive[t])
            .then_some(t)
    }
}
