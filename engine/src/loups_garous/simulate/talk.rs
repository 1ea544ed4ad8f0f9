//! The day's talk: the Voyante and the Renard tell what they found once they have a wolf to
//! push (and everything after that), a Mercenaire may pose as the Voyante to get his target
//! hanged, and the den may answer a claim against one of its own with a counter-claim. Each
//! listener believes a claimant or not, once, with [`BELIEF`].

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::knowledge::{Knowledge, Minds};
use super::public::Claim;
use crate::loups_garous::role::Role;
use crate::loups_garous::state::{DayStage, Phase};

/// The chance that a Mercenaire under contract poses as the Voyante.
const MERCENARY_CLAIM: f64 = 0.25;

/// The chance that a listener believes a claimant (until a death proves or refutes them).
pub(crate) const BELIEF: f64 = 0.7;

impl Minds {
    /// The talk of the day, once a day, when the floor opens (turns, assembly or vote).
    pub fn talk(&mut self, rng: &mut ChaCha8Rng) {
        let Phase::Day(n, stage) = self.public.phase else {
            return;
        };
        let floor = matches!(
            stage,
            DayStage::Parole | DayStage::Assemblee | DayStage::Vote
        );
        if !floor || self.talked >= n {
            return;
        }
        self.talked = n;
        let before = self.public.claims.len();
        for i in 0..self.seats.len() {
            let p = &self.public;
            if !p.alive[i] || p.gagged[i] || p.locked[i] || !self.is_smart(i) {
                continue;
            }
            let claims = match self.seats[i].role {
                _ if self.seats[i].in_den() => Vec::new(),
                Role::Voyante | Role::Renard => self.findings(i),
                Role::Mercenaire => self.mercenary_claim(i, rng),
                _ => Vec::new(),
            };
            self.public.claims.extend(claims);
        }
        self.counter_claim(rng);
        self.answer_impostors();
        self.listen(before, rng);
    }

    /// A Voyante who hears another seat claim her role knows it lies, and says so.
    fn answer_impostors(&mut self) {
        let p = &self.public;
        let mut answers = Vec::new();
        for k in &self.seats {
            let i = k.me;
            let speaks = p.alive[i] && !p.gagged[i] && !p.locked[i] && self.is_smart(i);
            if k.role != Role::Voyante || k.in_den() || !speaks {
                continue;
            }
            let answered = |by: usize| {
                p.claims
                    .iter()
                    .any(|c| c.by == i && c.about == [by] && c.hostile)
            };
            for c in &p.claims {
                let impostor = c.role == Role::Voyante && c.by != i && p.alive[c.by];
                if impostor && !answered(c.by) && !answers.contains(&(i, c.by)) {
                    answers.push((i, c.by));
                }
            }
        }
        for (i, by) in answers {
            self.seats[i].out = true;
            self.public.claims.push(Claim {
                by: i,
                role: Role::Voyante,
                about: vec![by],
                hostile: true,
            });
        }
    }

    /// An info role's findings about the living: told once it has a hostile to push.
    fn findings(&mut self, i: usize) -> Vec<Claim> {
        let p = &self.public;
        let k = &mut self.seats[i];
        let new = &k.found[k.told..];
        let pushes = new
            .iter()
            .any(|(about, hostile, _)| *hostile && about.iter().any(|t| p.alive[*t]));
        if !k.out && !pushes {
            return Vec::new();
        }
        k.out = true;
        let role = k.role;
        let claims = new
            .iter()
            .filter(|(about, _, _)| about.iter().any(|t| p.alive[*t]))
            .map(|(about, hostile, _)| Claim {
                by: i,
                role,
                about: about.clone(),
                hostile: *hostile,
            })
            .collect();
        k.told = k.found.len();
        claims
    }

    /// A Mercenaire under contract, before the first vote, may pose as the Voyante.
    fn mercenary_claim(&mut self, i: usize, rng: &mut ChaCha8Rng) -> Vec<Claim> {
        let k = &mut self.seats[i];
        let first_vote = self.public.rounds.is_empty();
        let Some(t) = k.contract.filter(|t| self.public.alive[*t] && first_vote) else {
            return Vec::new();
        };
        if k.out || !rng.random_bool(MERCENARY_CLAIM) {
            return Vec::new();
        }
        k.out = true;
        vec![Claim {
            by: i,
            role: Role::Voyante,
            about: vec![t],
            hostile: true,
        }]
    }

    /// When a claim names a den member, another wolf may claim the Voyante and name the
    /// claimant (once a game).
    fn counter_claim(&mut self, rng: &mut ChaCha8Rng) {
        let p = &self.public;
        if self.countered {
            return;
        }
        let Some(den) = self.den_view() else {
            return;
        };
        let accused = p
            .claims
            .iter()
            .find(|c| c.hostile && !den[c.by] && p.alive[c.by] && c.about.iter().any(|t| den[*t]));
        let Some(accusation) = accused else {
            return;
        };
        let speaker = (0..p.len()).find(|i| {
            den[*i]
                && p.alive[*i]
                && !p.gagged[*i]
                && !p.locked[*i]
                && self.is_smart(*i)
                && !accusation.about.contains(i)
                && !self.seats[*i].out
        });
        let Some(w) = speaker else {
            return;
        };
        if !rng.random_bool(0.4) {
            return;
        }
        self.countered = true;
        let claim = Claim {
            by: w,
            role: Role::Voyante,
            about: vec![accusation.by],
            hostile: true,
        };
        for k in self.seats.iter_mut().filter(|k| k.den[w]) {
            k.out = true;
        }
        self.public.claims.push(claim);
    }

    /// Whether a seat is played by a smart bot (all are, unless told otherwise).
    pub fn is_smart(&self, i: usize) -> bool {
        self.smart.get(i).copied().unwrap_or(true)
    }

    /// The den's names as the den knows them (read by a living den member).
    pub fn den_view(&self) -> Option<Vec<bool>> {
        self.seats
            .iter()
            .find(|k| self.public.alive[k.me] && k.in_den())
            .map(|k| k.den.clone())
    }

    /// Every listener decides, once, whether it believes each new claimant.
    fn listen(&mut self, from: usize, rng: &mut ChaCha8Rng) {
        let new: Vec<usize> = self.public.claims[from..].iter().map(|c| c.by).collect();
        for k in &mut self.seats {
            for &by in &new {
                if k.believe[by] == 0 {
                    k.believe[by] = if rng.random_bool(BELIEF) { 1 } else { 2 };
                }
            }
        }
    }
}

impl Knowledge {
    /// Whether this seat trusts a claimant.
    pub fn believes(&self, public: &super::public::Public, by: usize) -> bool {
        if by == self.me || public.proven[by] {
            return true;
        }
        let known_wolf = self.cert[by] == super::knowledge::Cert::Hostile || self.den[by];
        !known_wolf && !public.liar[by] && self.believe[by] == 1
    }
}
