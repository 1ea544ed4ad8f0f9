//! How a seat weighs the others: its certainties, the public suspicion, the claims it
//! believes, the votes cast with those it holds hostile; and the picks made on those scores.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::knowledge::{Cert, Knowledge, Minds};
use super::public::hostile_role;
use crate::loups_garous::role::Role;

/// A score from which a seat counts as a wolf for reading the votes.
const STRONG: f32 = 3.0;

/// How many of the last vote rounds that reading looks at.
const RECENT: usize = 4;

impl Minds {
    /// How hostile seat `k` thinks `t` is (den members: their own are allies).
    pub fn score(&self, k: &Knowledge, t: usize) -> f32 {
        let mut all = self.scratch.take();
        self.scores(k, &mut all);
        let v = all[t];
        self.scratch.replace(all);
        v
    }

    /// What `k` holds for sure about `t`, if anything: a fixed score.
    fn fixed(&self, k: &Knowledge, t: usize) -> Option<f32> {
        if k.den[t] && k.in_den() {
            return Some(-100.0);
        }
        match k.cert[t] {
            Cert::Hostile => return Some(100.0),
            Cert::Safe => return Some(-100.0),
            Cert::Unknown => {}
        }
        let open = self.public.open[t].is_some_and(|r| !hostile_role(r, false));
        open.then_some(-50.0)
    }

    /// Every seat's score as `k` sees it, in one pass over the claims.
    pub fn scores(&self, k: &Knowledge, out: &mut Vec<f32>) {
        let p = &self.public;
        out.clear();
        out.extend((0..p.len()).map(|t| p.sus[t] + k.sus[t]));
        for c in &p.claims {
            if !k.believes(p, c.by) {
                continue;
            }
            out[c.by] -= 1.0;
            // Two living seats claiming one role: each is worth half.
            let weight = if c.hostile {
                4.0 / c.about.len() as f32
            } else {
                -2.0
            } / self.rivals(c.role) as f32;
            for t in c.about.iter().filter(|t| **t != c.by) {
                out[*t] += weight;
            }
        }
        self.voted_with_suspects(k, out);
        for (t, v) in out.iter_mut().enumerate() {
            if let Some(f) = self.fixed(k, t) {
                *v = f;
            }
        }
    }

    /// Wolves vote together: who voted as a seat `k` holds hostile (for sure, or on a
    /// believed claim) did in the last [`RECENT`] rounds is suspect too, a little per round.
    fn voted_with_suspects(&self, k: &Knowledge, out: &mut [f32]) {
        let mut strong: u128 = 0;
        for (t, v) in out.iter().enumerate().take(128) {
            if t != k.me && (k.cert[t] == Cert::Hostile || *v >= STRONG) {
                strong |= 1 << t;
            }
        }
        if strong == 0 {
            return;
        }
        let rounds = &self.public.rounds;
        for round in &rounds[rounds.len().saturating_sub(RECENT)..] {
            for &(w, target) in round
                .iter()
                .filter(|(w, _)| *w < 128 && strong >> w & 1 == 1)
            {
                for &(v, _) in round.iter().filter(|(v, t)| *t == target && *v != w) {
                    out[v] += 0.5;
                }
            }
        }
    }

    /// How many living seats not proven liars claim `role`.
    fn rivals(&self, role: Role) -> usize {
        let p = &self.public;
        let seats = p
            .claims
            .iter()
            .filter(|c| c.role == role && c.by < 128 && p.alive[c.by] && !p.liar[c.by])
            .fold(0u128, |seats, c| seats | 1 << c.by);
        (seats.count_ones() as usize).max(1)
    }

    /// The living seat other than `me` with the highest score as `me` sees it (`sign` -1:
    /// the lowest), among those `keep` allows.
    pub fn pick_scored(
        &self,
        me: usize,
        sign: f32,
        rng: &mut ChaCha8Rng,
        keep: impl Fn(usize) -> bool,
    ) -> Option<usize> {
        let mut all = self.scratch.take();
        self.scores(&self.seats[me], &mut all);
        let t = self.pick(me, rng, |t| sign * all[t], keep);
        self.scratch.replace(all);
        t
    }

    /// The living seat other than `me` (and its lover) with the highest `key` plus a little
    /// noise, among those `keep` allows.
    pub fn pick(
        &self,
        me: usize,
        rng: &mut ChaCha8Rng,
        key: impl Fn(usize) -> f32,
        keep: impl Fn(usize) -> bool,
    ) -> Option<usize> {
        let lover = self.seats[me].lover;
        let mut best: Option<(usize, f32)> = None;
        for t in self.public.living_others(me) {
            if Some(t) == lover || !keep(t) {
                continue;
            }
            let v = key(t) + rng.random::<f32>() * 0.5;
            if best.is_none_or(|(_, b)| v > b) {
                best = Some((t, v));
            }
        }
        best.map(|(t, _)| t)
    }

    /// The strongest suspect of `me`.
    pub fn suspect(&self, me: usize, rng: &mut ChaCha8Rng) -> Option<usize> {
        self.pick_scored(me, 1.0, rng, |_| true)
    }

    /// The most trusted seat of `me`.
    pub fn trusted(&self, me: usize, rng: &mut ChaCha8Rng) -> Option<usize> {
        let k = &self.seats[me];
        self.pick_scored(me, -1.0, rng, |t| k.cert[t] != Cert::Hostile)
    }

    /// The top suspect's score.
    pub fn top_score(&self, me: usize) -> f32 {
        let mut all = self.scratch.take();
        self.scores(&self.seats[me], &mut all);
        let top = self
            .public
            .living_others(me)
            .map(|t| all[t])
            .fold(f32::MIN, f32::max);
        self.scratch.replace(all);
        top
    }
}
