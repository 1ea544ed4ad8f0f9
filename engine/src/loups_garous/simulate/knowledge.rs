//! What one seat knows: its own role, the den if it is in it, its lover, its own powers'
//! results and choices, fed only from the events that seat would see. [`Minds`] holds every
//! seat's [`Knowledge`] with the [`Public`] record and hands each event to those who see it.

use super::den::Purpose;
use super::public::{hostile_role, Public};
use crate::loups_garous::event::{DawnNote, Event, PreyNote};
use crate::loups_garous::role::{Item, Role};
use crate::notice::PlayerId;

/// What a seat holds for sure about another.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Cert {
    Unknown,
    Safe,
    Hostile,
}

/// One seat's private knowledge.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Knowledge {
    pub me: usize,
    pub role: Role,
    /// The den members it knows (all `false` outside the den).
    pub den: Vec<bool>,
    pub cert: Vec<Cert>,
    /// Private evidence (a watch, a Renard's group, a Cypher's reading).
    pub sus: Vec<f32>,
    /// Whether it believes each claimant: 0 not asked yet, 1 yes, 2 no.
    pub believe: Vec<u8>,
    pub lover: Option<usize>,
    /// Its own findings (Voyante: the role; Renard: the group), and how many it has told.
    pub found: Vec<(Vec<usize>, bool, Role)>,
    pub told: usize,
    /// Whether it has shown its role in the talk.
    pub out: bool,
    /// The last target of its own night item (Aubergiste, Tailleur, Serrurier).
    pub last_target: Option<usize>,
    pub candidates: Vec<usize>,
    pub contract: Option<usize>,
    /// Pyromane: the seats it soaked.
    pub soaked: Vec<bool>,
    /// Veilleur: the house watched and the visitor seen, read at the next day.
    pub watch: Option<(usize, usize)>,
}

impl Knowledge {
    fn new(me: usize, role: Role, n: usize) -> Knowledge {
        let mut cert = vec![Cert::Unknown; n];
        cert[me] = Cert::Safe;
        Knowledge {
            me,
            role,
            den: vec![false; n],
            cert,
            sus: vec![0.0; n],
            believe: vec![0; n],
            lover: None,
            found: Vec::new(),
            told: 0,
            out: false,
            last_target: None,
            candidates: Vec::new(),
            contract: None,
            soaked: vec![false; n],
            watch: None,
        }
    }

    /// Whether this seat is (now) in the den.
    pub fn in_den(&self) -> bool {
        self.den[self.me]
    }

    fn saw(&mut self, target: usize, role: Role) {
        let hostile = hostile_role(role, false);
        self.cert[target] = if hostile { Cert::Hostile } else { Cert::Safe };
        self.found.push((vec![target], hostile, role));
    }

    fn sniffed(&mut self, group: Vec<usize>, found: bool) {
        let open: Vec<usize> = group
            .iter()
            .copied()
            .filter(|i| self.cert[*i] == Cert::Unknown)
            .collect();
        if found {
            if let [only] = open[..] {
                self.cert[only] = Cert::Hostile;
            }
            for i in &open {
                self.sus[*i] += 3.0 / open.len() as f32;
            }
        } else {
            for i in &open {
                self.cert[*i] = Cert::Safe;
            }
        }
        self.found.push((group, found, self.role));
    }

    fn cypher(&mut self, a: usize, b: usize, same: bool) {
        match (self.cert[a], self.cert[b]) {
            (Cert::Unknown, Cert::Unknown) if !same => {
                self.sus[a] += 1.0;
                self.sus[b] += 1.0;
            }
            (Cert::Unknown, Cert::Unknown) => {}
            (Cert::Unknown, known) => self.cert[a] = if same { known } else { flip(known) },
            (known, Cert::Unknown) => self.cert[b] = if same { known } else { flip(known) },
            _ => {}
        }
    }

    fn chose(&mut self, public: &Public, item: Item, targets: &[PlayerId]) {
        let first = targets.first().and_then(|t| public.seat(*t));
        match item {
            Item::CleDeChambre | Item::Truelle | Item::Cadenas => self.last_target = first,
            Item::Essence => {
                if let Some(t) = first {
                    self.soaked[t] = true;
                }
            }
            _ => {}
        }
    }

    /// At day: a watched house whose resident died names its visitor.
    fn read_watch(&mut self, public: &Public) {
        if let Some((house, seen)) = self.watch.take() {
            if !public.alive[house] && seen != house && self.cert[seen] == Cert::Unknown {
                self.sus[seen] += 2.5;
            }
        }
    }
}

fn flip(c: Cert) -> Cert {
    match c {
        Cert::Safe => Cert::Hostile,
        Cert::Hostile => Cert::Safe,
        Cert::Unknown => Cert::Unknown,
    }
}

/// Every seat's mind and the public record.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct Minds {
    pub public: Public,
    pub seats: Vec<Knowledge>,
    /// The last day talked.
    pub talked: u32,
    /// The den has answered a claim with a counter-claim.
    pub countered: bool,
    /// A buffer for one seat's scores, kept from one choice to the next.
    pub scratch: std::cell::RefCell<Vec<f32>>,
    /// Which seats smart bots play (empty: all).
    pub smart: Vec<bool>,
    /// Per seat, the den's hunts it found walled or empty (the den avoids it after).
    pub blocked: Vec<f32>,
    /// The den's plans: (phase, purpose, target), agreed in `#meute`.
    pub plans: Vec<(super::Phase, super::den::Purpose, Option<usize>)>,
}

impl Minds {
    /// Hands one event to the public record and to the seats that see it.
    pub fn observe(&mut self, event: &Event) {
        if let Event::Distributed { seating } = event {
            self.distributed(seating);
            return;
        }
        self.public.observe(event);
        self.private(event);
        match event {
            Event::Infected { player } => self.infected(*player),
            Event::DawnNote {
                player,
                note: DawnNote::Infected,
            } => self.joins_den(*player),
            Event::LoversLinked { a, b } => {
                if let (Some(a), Some(b)) = (self.public.seat(*a), self.public.seat(*b)) {
                    self.seats[a].lover = Some(b);
                    self.seats[b].lover = Some(a);
                }
            }
            Event::PreyChosen {
                note: PreyNote::Walled | PreyNote::EmptyHouse,
                ..
            } => {
                let planned = self
                    .plans
                    .iter()
                    .rev()
                    .find(|(_, pu, _)| *pu == Purpose::Prey);
                if let Some(&(_, _, Some(t))) = planned {
                    self.blocked.resize(self.public.len(), 0.0);
                    self.blocked[t] += 1.0;
                }
            }
            Event::ContractExpired => {
                for k in &mut self.seats {
                    k.contract = None;
                }
            }
            Event::ContractSigned { target } => {
                let t = self.public.seat(*target);
                for k in &mut self.seats {
                    if !k.candidates.is_empty() {
                        k.contract = t;
                    }
                }
            }
            Event::PhaseEntered { .. } if matches!(self.public.phase, super::Phase::Day(..)) => {
                for k in &mut self.seats {
                    k.read_watch(&self.public);
                }
            }
            _ => {}
        }
    }

    /// A private event: the seat it is told to learns it.
    fn private(&mut self, event: &Event) -> Option<()> {
        let p = &self.public;
        let s = |id: &PlayerId| p.seat(*id);
        match event {
            Event::SeerSaw { seer, target, role } => {
                let t = s(target)?;
                self.seats[s(seer)?].saw(t, *role);
            }
            Event::FoxSniffed { fox, target, found } => {
                let group = p.fox_group(s(target)?);
                self.seats[s(fox)?].sniffed(group, *found);
            }
            Event::CypherRead { cypher, a, b, same } => {
                let (a, b) = (s(a)?, s(b)?);
                self.seats[s(cypher)?].cypher(a, b, *same);
            }
            Event::WatchReport {
                watcher,
                house,
                seen: Some(seen),
                ..
            } => {
                let w = (s(house)?, s(seen)?);
                self.seats[s(watcher)?].watch = Some(w);
            }
            Event::ChoiceMade { player, choice } => {
                let me = s(player)?;
                self.seats[me].chose(p, choice.item, &choice.targets);
            }
            Event::ContractOffered {
                mercenary,
                candidates,
            } => {
                let c: Vec<usize> = candidates.iter().filter_map(s).collect();
                self.seats[s(mercenary)?].candidates = c;
            }
            _ => {}
        }
        Some(())
    }

    /// Each seat reads its own role; den members read the den's names (not their roles).
    fn distributed(&mut self, seating: &[(PlayerId, String, Role)]) {
        self.public = Public::new(seating.iter().map(|(id, _, _)| *id).collect());
        let n = seating.len();
        let den: Vec<bool> = seating.iter().map(|(_, _, r)| r.in_den()).collect();
        self.seats = seating
            .iter()
            .enumerate()
            .map(|(i, (_, _, role))| {
                let mut k = Knowledge::new(i, *role, n);
                if role.in_den() {
                    k.den.clone_from(&den);
                }
                k
            })
            .collect();
    }

    /// The den is told the infected player's name.
    fn infected(&mut self, player: PlayerId) {
        let Some(i) = self.public.seat(player) else {
            return;
        };
        for k in &mut self.seats {
            if k.in_den() {
                k.den[i] = true;
            }
        }
    }

    /// The infected player is told at dawn and reads the den's names.
    fn joins_den(&mut self, player: PlayerId) {
        let Some(i) = self.public.seat(player) else {
            return;
        };
        let den = self
            .seats
            .iter()
            .find(|k| k.in_den() && k.me != i)
            .map(|k| k.den.clone());
        if let Some(mut den) = den {
            den[i] = true;
            self.seats[i].den = den;
        }
    }
}
