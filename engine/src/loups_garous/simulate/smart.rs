//! Smart players: each seat chooses from its own [`Knowledge`], the [`Public`] record and
//! what its own prompt shows ([`View`]), never from the state's hidden parts. Village seats
//! vote their strongest suspect and point their powers by suspicion (the scores are in
//! [`super::score`]); the den's and the Solitaires' play is in [`super::den`].

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::den::Purpose;
use super::knowledge::{Cert, Minds};
use super::public::Public;
use crate::loups_garous::command::Command;
use crate::loups_garous::role::{Item, Role};
use crate::loups_garous::state::{DayStage, NightStep, Pending, Phase, State};
use crate::notice::PlayerId;

/// What a seat's own prompt shows beside the public record: the phase, the tied players,
/// and the prey (only to the Sorcière and the den, as their prompts name it).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct View {
    pub phase: Phase,
    pub tied: Vec<usize>,
    pub prey: Option<usize>,
    /// A dead Maire naming a successor (rather than breaking a tie).
    pub succession: bool,
}

impl View {
    /// The prompt of seat `me`, read from the state the way the seat's notices show it.
    pub fn of(s: &State, public: &Public, me: PlayerId) -> View {
        let told = s
            .player(me)
            .is_some_and(|p| p.role == Role::Sorciere || s.in_den(me));
        View {
            phase: s.phase,
            tied: s
                .today
                .tied
                .iter()
                .filter_map(|t| public.seat(*t))
                .collect(),
            prey: s.night.prey.filter(|_| told).and_then(|p| public.seat(p)),
            succession: s.pending.first() == Some(&Pending::Succession(me)),
        }
    }
}

/// A choice, in seats.
enum Act {
    Home,
    Hourglass,
    Vote(Option<usize>),
    Use(Vec<usize>),
}

impl Minds {
    /// A claimant `me` believes, alive, other than itself and `not`.
    fn believed_claimant(&self, me: usize, not: Option<usize>) -> Option<usize> {
        let k = &self.seats[me];
        let p = &self.public;
        p.claims
            .iter()
            .map(|c| c.by)
            .find(|b| *b != me && Some(*b) != not && p.alive[*b] && k.believes(p, *b))
    }

    /// Seat `me`'s use of `item` now, or `None` to let it be.
    pub fn choose(
        &mut self,
        me: usize,
        item: Item,
        view: &View,
        rng: &mut ChaCha8Rng,
    ) -> Option<Command> {
        let act = self.act(me, item, view, rng)?;
        let player = self.public.ids[me];
        let ids = &self.public.ids;
        Some(match act {
            Act::Home => Command::GoHome { player },
            Act::Hourglass => Command::Hourglass { player },
            Act::Vote(t) => Command::Vote {
                player,
                target: t.map(|t| ids[t]),
            },
            Act::Use(targets) => Command::Use {
                player,
                item,
                targets: targets.into_iter().map(|t| ids[t]).collect(),
                option: None,
            },
        })
    }

    fn act(&mut self, me: usize, item: Item, view: &View, rng: &mut ChaCha8Rng) -> Option<Act> {
        let one = |t: Option<usize>| t.map(|t| Act::Use(vec![t]));
        let none = || Act::Use(vec![]);
        match item {
            Item::Rentrer => Some(Act::Home),
            Item::Sablier => Some(Act::Hourglass),
            Item::Bulletin => Some(Act::Vote(self.ballot(me, view, rng))),
            Item::Griffes => one(self.prey_for(me, rng)),
            Item::Infection => rng.random_bool(0.8).then(none),
            Item::Linceul => self.shroud(view, rng).then(none),
            Item::CrocBlanc => one(self.white_kill(me, rng)),
            Item::Essence => one(self.soak(me, rng)),
            Item::Allumette => self.ignite(me).then(none),
            Item::Contrat => {
                let c = &self.seats[me].candidates;
                one((!c.is_empty()).then(|| c[rng.random_range(0..c.len())]))
            }
            Item::Fleches => {
                let other = self.pick(me, rng, |_| 0.0, |_| true)?;
                Some(Act::Use(vec![me, other]))
            }
            Item::FioleDeVie => self.save(me, view, rng).then(none),
            Item::Fusil => one(self.shot(me, rng)),
            Item::Echarpe => self.sash(me, view, rng).map(Act::Use),
            _ => self.power(me, item, view, rng).map(Act::Use),
        }
    }

    /// A vote: the Maire's election, or a hanging.
    fn ballot(&mut self, me: usize, view: &View, rng: &mut ChaCha8Rng) -> Option<usize> {
        let k = &self.seats[me];
        if matches!(view.phase, Phase::Day(_, DayStage::Election)) {
            return if k.in_den() {
                self.den_pick(Purpose::Elect, rng)
            } else {
                self.trusted(me, rng)
            };
        }
        if k.role == Role::LoupGarouBlanc && k.in_den() {
            return self.white_ballot(me, rng);
        }
        if k.in_den() {
            return self.den_pick(Purpose::Hang, rng);
        }
        if let Some(t) = self.contract_target(me) {
            return Some(t);
        }
        self.suspect(me, rng)
    }

    /// The Sorcière saves herself, a claimant she believes, a seat she trusts, or, often,
    /// whoever the prey is.
    fn save(&self, me: usize, view: &View, rng: &mut ChaCha8Rng) -> bool {
        let Some(prey) = view.prey else {
            return false;
        };
        let k = &self.seats[me];
        let claimant = self.public.claims.iter().any(|c| c.by == prey);
        prey == me
            || k.cert[prey] == Cert::Safe
            || (claimant && k.believes(&self.public, prey))
            || rng.random_bool(0.6)
    }

    /// A dead Chasseur shoots his strongest suspect (the den's: its plan).
    fn shot(&mut self, me: usize, rng: &mut ChaCha8Rng) -> Option<usize> {
        if self.seats[me].in_den() && self.seats[me].role != Role::LoupGarouBlanc {
            return self.den_pick(Purpose::Prey, rng);
        }
        self.suspect(me, rng)
    }

    /// The Maire breaks a tie (or spares), or a dead Maire names a successor.
    fn sash(&mut self, me: usize, view: &View, rng: &mut ChaCha8Rng) -> Option<Vec<usize>> {
        let k = &self.seats[me];
        let den = k.in_den() && k.role != Role::LoupGarouBlanc;
        if view.succession {
            let heir = if den {
                self.pick(me, rng, |t| -self.public.sus[t], |t| k.den[t])
                    .or_else(|| self.trusted(me, rng))
            } else {
                self.trusted(me, rng)
            };
            return heir.map(|t| vec![t]);
        }
        let tied = &view.tied;
        let hang = self.pick_scored(me, 1.0, rng, |t| tied.contains(&t));
        Some(match hang {
            Some(t) if self.score(k, t) > -10.0 => vec![t],
            _ => vec![],
        })
    }

    /// The village's night and day powers, pointed by suspicion and trust.
    fn power(
        &mut self,
        me: usize,
        item: Item,
        view: &View,
        rng: &mut ChaCha8Rng,
    ) -> Option<Vec<usize>> {
        let k = &self.seats[me];
        let p = &self.public;
        let last = k.last_target;
        let one = |t: Option<usize>| t.map(|t| vec![t]);
        match item {
            Item::BouleDeCristal => one(self
                .pick_scored(me, 1.0, rng, |t| k.cert[t] == Cert::Unknown)
                .or_else(|| self.pick(me, rng, |_| 0.0, |_| true))),
            Item::Flair => one(self.fox_centre(me, rng)),
            Item::Cryptogramme => self.cypher_pair(me, rng),
            Item::Lanterne => one(self
                .believed_claimant(me, None)
                .or_else(|| self.trusted(me, rng))),
            Item::CleDeChambre | Item::Truelle => one(self
                .believed_claimant(me, last)
                .or_else(|| self.pick(me, rng, |_| 0.0, |t| Some(t) != last))),
            Item::Plume => one(self.suspect(me, rng)),
            Item::Baillon => one(self.pick_scored(me, 1.0, rng, |t| !p.gagged[t])),
            Item::Cadenas => {
                let top = self.suspect(me, rng);
                let keep = |t: usize| Some(t) != last && Some(t) != top;
                one(self.pick_scored(me, 1.0, rng, keep))
            }
            Item::FilDAriane => one(self.pick(me, rng, |_| 0.0, |t| !k.den[t])),
            Item::CoupDEtat if matches!(view.phase, Phase::Night(_, NightStep::Preparatifs)) => {
                (self.top_score(me) >= 3.5).then(Vec::new)
            }
            Item::CoupDEtat => one(self.suspect(me, rng)),
            Item::SecondVote => (self.top_score(me) >= 3.0).then(Vec::new),
            Item::FioleDeMort => (self.top_score(me) >= 3.5)
                .then(|| self.suspect(me, rng))
                .flatten()
                .map(|t| vec![t]),
            _ => None,
        }
    }

    /// The Renard sniffs where the group holds the most seats he knows nothing of.
    fn fox_centre(&self, me: usize, rng: &mut ChaCha8Rng) -> Option<usize> {
        let k = &self.seats[me];
        let mut all = self.scratch.take();
        self.scores(k, &mut all);
        let key = |c: usize| {
            self.public
                .fox_group(c)
                .iter()
                .filter(|i| k.cert[**i] == Cert::Unknown)
                .map(|i| 1.0 + all[*i].max(0.0) * 0.3)
                .sum::<f32>()
        };
        let centre = self.pick(me, rng, key, |_| true);
        self.scratch.replace(all);
        centre
    }

    /// The Cypher pairs a seat he is sure of with his top unknown, or his two top unknowns.
    fn cypher_pair(&self, me: usize, rng: &mut ChaCha8Rng) -> Option<Vec<usize>> {
        let k = &self.seats[me];
        let unknown = |t: usize| k.cert[t] == Cert::Unknown;
        let b = self.pick_scored(me, 1.0, rng, unknown)?;
        let a = self
            .pick(me, rng, |_| 0.0, |t| t != b && !unknown(t))
            .or_else(|| self.pick_scored(me, 1.0, rng, |t| t != b))?;
        Some(vec![a, b])
    }
}
