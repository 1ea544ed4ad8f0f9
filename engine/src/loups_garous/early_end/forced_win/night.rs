//! The night (§3.3–§3.5): F's committed plan, then every answer of the adversary and of
//! chance, down to the dawn's deaths.
//!
//! F commits its whole night at the Préparatifs, before any hidden choice of the adversary
//! (so F never relies on what its players could not have seen). The adversary then answers
//! everything. Its step-1 effects that only matter by day (lock, Corbeau mark, planned coup
//! or tournée) are chosen at dawn, which only gives it more options.

use super::position::{DecisionPoint, NightStep, Position};
use super::rules::distinct;
use super::token::{Faction, Kind, Token};
use super::view::{matching, Seen};
use super::{dawn, remedes};

/// F's Sorcière this night.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Witch {
    Nothing,
    /// Saves the prey, if there is one and the Fiole de Vie is full.
    Save,
    Poison(Seen),
}

/// F's Pyromane this night.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Pyro {
    Nothing,
    Soak(Seen),
    Ignite,
}

/// F's whole night, committed at the Préparatifs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Plan {
    pub claws: Option<Seen>,
    pub witch: Witch,
    pub infect: bool,
    pub white: Option<Seen>,
    pub pyro: Pyro,
    /// Step-1 plans, effective at dawn: the Corbeau's mark, the coup, the tournée.
    pub mark: Option<Seen>,
    pub coup: bool,
    pub tournee: bool,
}

impl Plan {
    /// F does nothing (a position built in the middle of a night).
    pub const IDLE: Plan = Plan {
        claws: None,
        witch: Witch::Nothing,
        infect: false,
        white: None,
        pyro: Pyro::Nothing,
        mark: None,
        coup: false,
        tournee: false,
    };
}

/// The tokens dying at dawn: the prey, if still one, and the doomed.
fn victims(s: &Night) -> Vec<usize> {
    let mut v: Vec<usize> = s
        .doomed
        .iter()
        .enumerate()
        .filter(|(_, d)| **d)
        .map(|(i, _)| i)
        .collect();
    v.extend(s.prey);
    v
}

/// A night in progress on a board.
#[derive(Clone, Debug)]
pub(crate) struct Night {
    pub board: Vec<Token>,
    pub prey: Option<usize>,
    pub doomed: Vec<bool>,
    /// The house the adversary's Tailleur de Pierre walled up: F's visits to or from it
    /// fail and its resident skips the Chasse (the adversary's own visits are not stopped).
    pub wall: Option<usize>,
    /// A token of F the adversary's Serrurier locked in step 1, in case the lock keeps it
    /// home tonight already (§4.2 reads so; §5 starts the lock at dawn): its night actions
    /// fail. F's tokens already locked are treated the same.
    pub jail: Option<usize>,
    /// The prey the adversary's Aubergiste sheltered (the house was empty).
    pub guest: Option<usize>,
}

impl Night {
    /// F's token `i` cannot visit anyone tonight (walled in, locked).
    pub(crate) fn stuck(&self, i: usize) -> bool {
        self.wall == Some(i) || self.kept_home(i)
    }

    /// F's token `i` is kept home by a lock: none of its night actions happen.
    pub(crate) fn kept_home(&self, i: usize) -> bool {
        self.jail == Some(i) || self.board[i].locked
    }
}

/// Every position the night can reach at dawn, `plan` being F's and the adversary choosing
/// the rest. The position's point must be a night step.
#[cfg(test)]
pub(crate) fn run(pos: &Position, f: Faction, plan: &Plan) -> Vec<Position> {
    run_capped(pos, f, plan, usize::MAX).unwrap_or_default()
}

/// [`run`], or `None` as soon as more than `cap` night lines are in play: the adversary's
/// choices multiply (each of its actors picks among the living), so a night of many
/// adversary powers has more outcomes than a search may visit, and none of them needs to
/// be built to know that the search cannot prove it.
pub(crate) fn run_capped(
    pos: &Position,
    f: Faction,
    plan: &Plan,
    cap: usize,
) -> Option<Vec<Position>> {
    let DecisionPoint::Night(step) = pos.point else {
        return Some(vec![pos.clone()]);
    };
    let board = pos.board();
    if lines_bound(&board, f, step, pos.night_even) > cap {
        return None;
    }
    let mine = |b: &[Token], t: &Token| Position::faction_in(b, t) == f;
    let fits = |v: &Vec<Night>| v.len() <= cap;
    let mut states: Vec<Night> = walls(&board, f, step)
        .into_iter()
        .flat_map(|s| {
            if step <= NightStep::Chasse {
                chasse(&s, f, plan)
            } else if step <= NightStep::LoupGarouNoir {
                any_prey(s)
            } else {
                vec![s]
            }
        })
        .collect();
    if !fits(&states) {
        return None;
    }
    if step <= NightStep::LoupGarouNoir {
        states = states
            .into_iter()
            .flat_map(|s| infection(s, &mine, plan))
            .collect();
    }
    if step <= NightStep::Remedes {
        states = remedes::remedes_capped(states, f, plan, pos.night_even, cap)?;
    }
    let step1 = step == NightStep::Preparatifs;
    let mut out: Vec<Position> = Vec::new();
    for s in states.into_iter().map(remember) {
        out.extend(dawn::dawn(
            pos,
            f,
            plan,
            &s.board,
            &victims(&s),
            step1,
            &board,
        ));
        if out.len() > cap {
            return None;
        }
    }
    out.sort();
    out.dedup();
    Some(out)
}

/// An upper bound of the night lines [`run_capped`] builds from `board`: the product of the
/// adversary's options, actor by actor (the wall, the lock, the prey and the inn, the
/// infection, each Remède, and at step 1 the mark, the lock, the coup and the tournée
/// deferred to dawn). It lets a night too wide for the budget be refused before any of it
/// is built.
fn lines_bound(board: &[Token], f: Faction, step: NightStep, even: bool) -> usize {
    let kinds = distinct(board, |_, _| true).len();
    let theirs = |t: &Token| Position::faction_in(board, t) != f;
    let mut bound: usize = 1;
    let mut times = |k: usize| bound = bound.saturating_mul(k.max(1));
    for t in board.iter().filter(|t| theirs(t)) {
        match t.kind {
            Kind::Tailleur if step <= NightStep::Remedes => times(kinds + 1),
            Kind::Serrurier if step == NightStep::Preparatifs => times(2 * (kinds + 1)),
            Kind::Sorciere { mort, .. } if step <= NightStep::Remedes => {
                times(2 + if mort { kinds } else { 0 });
            }
            Kind::LoupGarouBlanc if even && step <= NightStep::Remedes => times(kinds + 1),
            Kind::Pyromane if step <= NightStep::Remedes => times(kinds + 2),
            Kind::LoupGarouNoir { infection: true } if step <= NightStep::LoupGarouNoir => times(2),
            Kind::Corbeau if step == NightStep::Preparatifs => times(kinds + 1),
            Kind::Dictateur { coup: true } | Kind::Tavernier { tournee: true }
                if step == NightStep::Preparatifs =>
            {
                times(2);
            }
            _ => {}
        }
    }
    if step <= NightStep::LoupGarouNoir {
        // The prey (any non-den token, or none) and the inn emptying its house.
        times(2 * (kinds + 1));
    }
    bound
}

/// Tonight's wall and guest become last night's (the constraints of the next night).
fn remember(mut s: Night) -> Night {
    for t in &mut s.board {
        t.hosted_last_night = false;
        t.walled_last_night = false;
    }
    if let Some(w) = s.wall {
        s.board[w].walled_last_night = true;
    }
    if let Some(g) = s.guest {
        s.board[g].hosted_last_night = true;
    }
    s
}

/// The night's starting states: no wall, or each house the adversary's Tailleur de Pierre
/// may wall up (while step 5 is still to come); and, before step 1, each of F's acting
/// tokens the adversary's Serrurier may lock in.
fn walls(board: &[Token], f: Faction, step: NightStep) -> Vec<Night> {
    let start = Night {
        board: board.to_vec(),
        prey: None,
        doomed: vec![false; board.len()],
        wall: None,
        jail: None,
        guest: None,
    };
    let adversary_has = |k: Kind| {
        board
            .iter()
            .any(|t| t.kind == k && Position::faction_in(board, t) != f)
    };
    let mut out = vec![start.clone()];
    if adversary_has(Kind::Tailleur) && step <= NightStep::Remedes {
        // Not his own house, not last night's.
        for i in distinct(board, |_, t| {
            t.kind != Kind::Tailleur && !t.walled_last_night
        }) {
            out.push(Night {
                wall: Some(i),
                ..start.clone()
            });
        }
    }
    if adversary_has(Kind::Serrurier) && step == NightStep::Preparatifs {
        let acts = |t: &Token| {
            t.claws()
                || matches!(
                    t.kind,
                    Kind::Sorciere { .. } | Kind::Pyromane | Kind::LoupGarouNoir { .. }
                )
        };
        let jails = distinct(board, |_, t| acts(t) && Position::faction_in(board, t) == f);
        let walled = out.clone();
        for w in walled {
            out.extend(jails.iter().map(|&j| Night {
                jail: Some(j),
                ..w.clone()
            }));
        }
    }
    out
}

/// A position built after the Chasse: the adversary may name any non-den prey, or none.
fn any_prey(s: Night) -> Vec<Night> {
    let mut v = vec![s.clone()];
    for i in distinct(&s.board, |_, t| !t.den()) {
        let mut p = s.clone();
        p.prey = Some(i).filter(|&i| s.wall != Some(i));
        v.push(p);
    }
    v
}

/// The Chasse: F's claws on its target, the adversary's claws anywhere, ties to the
/// adversary, the Petite Fille caught, the inn emptying the prey's house.
fn chasse(s: &Night, f: Faction, plan: &Plan) -> Vec<Night> {
    let b = &s.board;
    let fac = |t: &Token| Position::faction_in(b, t);
    let f_claws = b
        .iter()
        .enumerate()
        .filter(|(i, t)| t.claws() && fac(t) == f && !s.stuck(*i))
        .count();
    let a_claws = b.iter().filter(|t| t.claws() && fac(t) != f).count();
    if f_claws + a_claws == 0 {
        return vec![s.clone()];
    }
    let targets: Vec<Option<usize>> = match (&plan.claws, f_claws) {
        (Some(sig), 1..) => {
            let hunt = DecisionPoint::Night(NightStep::Chasse);
            let m = matching(b, f, hunt, sig, |_, t| !t.den());
            if m.is_empty() {
                vec![None]
            } else {
                m.into_iter().map(Some).collect()
            }
        }
        _ => vec![None],
    };
    let non_den = distinct(b, |_, t| !t.den());
    let girls = distinct(b, |_, t| {
        !t.den() && t.kind == Kind::PetiteFille && fac(t) != f
    });
    // The adversary's Aubergiste may have hosted the prey (not himself, not last night's
    // guest): he chooses after seeing the hunt, which only gives him more.
    let sheltered = |p: usize| {
        !b[p].hosted_last_night
            && b.iter()
                .enumerate()
                .any(|(a, t)| a != p && t.kind == Kind::Aubergiste && fac(t) != f)
    };
    let mut out = Vec::new();
    for target in targets {
        // The adversary's claws outvote or tie F's (ties are its), or cannot.
        let free = match target {
            Some(_) => a_claws >= f_claws,
            None => a_claws > 0,
        };
        let mut preys: Vec<Option<usize>> = vec![target];
        if free {
            preys.extend(non_den.iter().map(|&i| Some(i)));
        }
        preys.extend(girls.iter().map(|&i| Some(i)));
        preys.sort();
        preys.dedup();
        for p in preys {
            let mut n = s.clone();
            // A walled house: no prey.
            n.prey = p.filter(|&i| s.wall != Some(i));
            if let Some(i) = n.prey.filter(|&i| sheltered(i)) {
                let mut empty = n.clone();
                empty.prey = None;
                empty.guest = Some(i);
                out.push(empty);
            }
            out.push(n);
        }
    }
    out
}

/// Step 4: the Loup-Garou Noir may infect the prey.
fn infection(s: Night, mine: &dyn Fn(&[Token], &Token) -> bool, plan: &Plan) -> Vec<Night> {
    let Some(prey) = s.prey else {
        return vec![s];
    };
    let Some(lgn) = s
        .board
        .iter()
        .position(|t| t.kind == (Kind::LoupGarouNoir { infection: true }))
    else {
        return vec![s];
    };
    let infected = |mut n: Night| {
        n.board[prey].camp = Faction::Meute;
        n.board[lgn].kind = Kind::LoupGarouNoir { infection: false };
        n.prey = None;
        n
    };
    if mine(&s.board, &s.board[lgn]) {
        if plan.infect && !s.stuck(lgn) {
            vec![infected(s)]
        } else {
            vec![s]
        }
    } else {
        vec![s.clone(), infected(s)]
    }
}
