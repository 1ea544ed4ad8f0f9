//! What every seat sees alike: the seating, deaths with their revealed roles, the closed
//! ballots, the Maire, gags and locks, roles shown in the open, and the claims the bots make
//! in the day's talk. The evidence these give (votes read against the dead's roles, claims
//! proven or refuted by a death) is summed up once, in [`Public::sus`].

use crate::loups_garous::event::Event;
use crate::loups_garous::role::{Camp, Role};
use crate::loups_garous::state::{Cause, DayStage, Phase};
use crate::notice::PlayerId;

/// Something a bot says in the day's talk: a role it claims and what it says it found.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Claim {
    pub by: usize,
    pub role: Role,
    /// One seat (a Voyante's claim) or a Renard's group.
    pub about: Vec<usize>,
    pub hostile: bool,
}

/// One vote of a closed round: voter, target.
pub(crate) type Ballot = (usize, usize);

/// The public record, fed only by public events and the day's talk.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct Public {
    /// Seats in seating order.
    pub ids: Vec<PlayerId>,
    lookup: Vec<(PlayerId, usize)>,
    pub alive: Vec<bool>,
    /// The role shown at death (`None`: alive or under the Linceul), and the infected mark.
    pub revealed: Vec<Option<(Role, bool)>>,
    /// Roles shown in the open while alive (the Idiot spared, the Dictateur's coup).
    pub open: Vec<Option<Role>>,
    pub phase: Phase,
    pub mayor: Option<usize>,
    pub gagged: Vec<bool>,
    pub locked: Vec<bool>,
    /// The current round's votes, as cast so far.
    pub current: Vec<Option<usize>>,
    /// The closed rounds of the village's votes (elections aside).
    pub rounds: Vec<Vec<Ballot>>,
    pub claims: Vec<Claim>,
    /// Claimants a death proved right, or wrong.
    pub proven: Vec<bool>,
    pub liar: Vec<bool>,
    /// Suspicion anyone can draw from the public record (higher: more likely hostile).
    pub sus: Vec<f32>,
}

/// Whether a role shown at death (and its infected mark) is hostile to the village: the
/// den, the Solitaires (the Mercenaire too: he wants an innocent hanged).
pub(crate) fn hostile_role(role: Role, infected: bool) -> bool {
    infected || role.camp() != Camp::Village
}

impl Public {
    pub fn new(ids: Vec<PlayerId>) -> Public {
        let n = ids.len();
        let mut lookup: Vec<(PlayerId, usize)> =
            ids.iter().enumerate().map(|(i, id)| (*id, i)).collect();
        lookup.sort_unstable();
        Public {
            ids,
            lookup,
            alive: vec![true; n],
            revealed: vec![None; n],
            open: vec![None; n],
            gagged: vec![false; n],
            locked: vec![false; n],
            current: vec![None; n],
            proven: vec![false; n],
            liar: vec![false; n],
            sus: vec![0.0; n],
            ..Public::default()
        }
    }

    /// The seat of a player.
    pub fn seat(&self, id: PlayerId) -> Option<usize> {
        self.lookup
            .binary_search_by_key(&id, |(p, _)| *p)
            .ok()
            .map(|i| self.lookup[i].1)
    }

    pub fn len(&self) -> usize {
        self.ids.len()
    }

    /// The living seats but `me`.
    pub fn living_others(&self, me: usize) -> impl Iterator<Item = usize> + '_ {
        (0..self.len()).filter(move |i| *i != me && self.alive[*i])
    }

    /// A Renard's group: the centre and the nearest living seat on each side.
    pub fn fox_group(&self, centre: usize) -> Vec<usize> {
        let n = self.len();
        let mut group = vec![centre];
        let left = (1..n)
            .map(|k| (centre + n - k) % n)
            .find(|i| self.alive[*i]);
        let right = (1..n).map(|k| (centre + k) % n).find(|i| self.alive[*i]);
        for side in [left, right].into_iter().flatten() {
            if !group.contains(&side) {
                group.push(side);
            }
        }
        group
    }

    /// Follows one public event.
    pub fn observe(&mut self, event: &Event) {
        let seat = |id: &PlayerId| self.seat(*id);
        match event {
            Event::PhaseEntered { phase, .. } => self.phase = *phase,
            Event::VoteOpened { .. } => self.current.fill(None),
            Event::VoteCast { voter, target } => {
                if let Some(v) = seat(voter) {
                    self.current[v] = target.and_then(|t| self.seat(t));
                }
            }
            Event::VoteClosed { .. } => self.close_round(),
            Event::Died {
                player,
                cause,
                shown,
                infected,
            } => {
                if let Some(i) = seat(player) {
                    self.died(i, *cause, *shown, *infected);
                }
            }
            Event::MayorSet { player, .. } => self.mayor = player.and_then(|p| self.seat(p)),
            Event::Gagged { player } => self.set(*player, |s, i| s.gagged[i] = true),
            Event::GagsLifted | Event::GagsLiftedUnannounced => self.gagged.fill(false),
            Event::LocksStarted { players } => {
                for p in players {
                    self.set(*p, |s, i| s.locked[i] = true);
                }
            }
            Event::LocksEnded => self.locked.fill(false),
            Event::IdiotRevealed { player } => {
                self.set(*player, |s, i| s.open[i] = Some(Role::IdiotDuVillage));
            }
            Event::CoupAnnounced { dictator } => {
                self.set(*dictator, |s, i| s.open[i] = Some(Role::Dictateur));
            }
            _ => {}
        }
    }

    fn set(&mut self, id: PlayerId, f: impl FnOnce(&mut Public, usize)) {
        if let Some(i) = self.seat(id) {
            f(self, i);
        }
    }

    fn close_round(&mut self) {
        if !matches!(
            self.phase,
            Phase::Day(_, DayStage::Vote | DayStage::SecondVote)
        ) {
            return;
        }
        let round: Vec<Ballot> = self
            .current
            .iter()
            .enumerate()
            .filter_map(|(v, t)| t.map(|t| (v, t)))
            .collect();
        self.rounds.push(round);
        self.current.fill(None);
    }

    /// A death: the role shown is read against the votes and the claims.
    fn died(&mut self, i: usize, cause: Cause, shown: Option<Role>, infected: bool) {
        self.alive[i] = false;
        let Some(role) = shown else {
            return;
        };
        self.revealed[i] = Some((role, infected));
        let hostile = hostile_role(role, infected);
        if hostile {
            self.read_votes_of_hostile(i);
        } else if cause == Cause::Pendaison {
            if let Some(last) = self.rounds.last() {
                for &(v, t) in last {
                    if t == i {
                        self.sus[v] += 0.5;
                    }
                }
            }
        }
        self.check_claims(i, role, hostile);
    }

    /// Who voted a wolf is less suspect; who voted with one, more; whom he voted, less.
    fn read_votes_of_hostile(&mut self, wolf: usize) {
        for round in &self.rounds {
            let his = round.iter().find(|(v, _)| *v == wolf).map(|(_, t)| *t);
            for &(v, t) in round {
                if t == wolf {
                    self.sus[v] -= 0.8;
                } else if v == wolf {
                    self.sus[t] -= 0.4;
                } else if Some(t) == his {
                    self.sus[v] += 0.6;
                }
            }
        }
    }

    /// Claims about the dead are proven or refuted; so is a dead claimant's role.
    fn check_claims(&mut self, dead: usize, role: Role, hostile: bool) {
        for c in &self.claims {
            let single = c.about.len() == 1 && c.about[0] == dead;
            let refuted = (single && c.hostile != hostile) || (c.by == dead && c.role != role);
            if refuted && !self.proven[c.by] {
                if !self.liar[c.by] {
                    self.sus[c.by] += 4.0;
                }
                self.liar[c.by] = true;
            } else if (single || c.by == dead) && !refuted && !self.liar[c.by] {
                self.proven[c.by] = true;
            }
        }
    }
}
