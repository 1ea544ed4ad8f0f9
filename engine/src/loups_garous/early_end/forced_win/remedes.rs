//! Step 5, the Remèdes (§3.3): the Sorcières, the Loup-Garou Blanc on even nights and the
//! Pyromane act at once; F's tokens follow its plan, the adversary's try everything.

use super::night::{Night, Plan, Pyro, Witch};
use super::position::{DecisionPoint, NightStep, Position};
use super::token::{Faction, Kind, Token};
use super::view::{matching, Seen};

/// Step 5 on every night state of `states`: Sorcières, the Loup-Garou Blanc (even nights)
/// and the Pyromane, all at once; `None` as soon as more than `cap` lines are in play.
pub(crate) fn remedes_capped(
    states: Vec<Night>,
    f: Faction,
    plan: &Plan,
    even: bool,
    cap: usize,
) -> Option<Vec<Night>> {
    let mut out = Vec::new();
    for s in states {
        out.extend(remedes(s, f, plan, even, cap.saturating_sub(out.len()))?);
        if out.len() > cap {
            return None;
        }
    }
    Some(out)
}

/// Step 5 on one night state (at most `cap` lines, else `None`).
fn remedes(s: Night, f: Faction, plan: &Plan, even: bool, cap: usize) -> Option<Vec<Night>> {
    let soaked: Vec<bool> = s.board.iter().map(|t| t.soaked).collect();
    let len = s.board.len();
    let mut states = vec![s];
    for actor in 0..len {
        states = states
            .into_iter()
            .flat_map(|n| {
                let t = n.board[actor];
                let own = Position::faction_in(&n.board, &t) == f;
                let acts = matches!(t.kind, Kind::Sorciere { .. } | Kind::Pyromane)
                    || (t.kind == Kind::LoupGarouBlanc && even);
                if acts {
                    act(n, actor, own, f, plan, &soaked)
                } else {
                    vec![n]
                }
            })
            .collect();
        if states.len() > cap {
            return None;
        }
    }
    Some(states)
}

/// One step-5 actor on one night state.
struct Actor<'a> {
    n: &'a Night,
    at: usize,
    own: bool,
    f: Faction,
    /// Who was soaked when the step began (ignition burns them).
    soaked: &'a [bool],
}

impl Actor<'_> {
    /// F's targets behind `sig`, the adversary picking; F's visits from or to a walled
    /// house fail.
    fn pick(&self, sig: &Seen, keep: impl Fn(usize, &Token) -> bool) -> Vec<usize> {
        let wall = self.n.wall;
        if self.n.stuck(self.at) {
            return Vec::new();
        }
        let point = DecisionPoint::Night(NightStep::Remedes);
        matching(&self.n.board, self.f, point, sig, |i, t| {
            keep(i, t) && Some(i) != wall
        })
    }

    /// Every distinct target passing `keep` (the adversary's options).
    fn all(&self, keep: impl Fn(usize, &Token) -> bool) -> Vec<usize> {
        super::rules::distinct(&self.n.board, keep)
    }

    /// F's planned states, or the idle state if the plan cannot apply.
    fn or_idle(&self, v: Vec<Night>) -> Vec<Night> {
        if v.is_empty() {
            vec![self.n.clone()]
        } else {
            v
        }
    }

    fn doom(&self, i: usize) -> Night {
        let mut m = self.n.clone();
        m.doomed[i] = true;
        m
    }

    fn witch(&self, plan: &Plan, vie: bool, mort: bool) -> Vec<Night> {
        let at = self.at;
        let other = |i: usize, _: &Token| i != at;
        let save = || {
            let mut m = self.n.clone();
            m.prey = None;
            m.board[at].kind = Kind::Sorciere { vie: false, mort };
            m
        };
        let poison = |i: usize| {
            let mut m = self.doom(i);
            m.board[at].kind = Kind::Sorciere { vie, mort: false };
            m
        };
        let can_save = vie && self.n.prey.is_some();
        if self.own {
            return match plan.witch {
                Witch::Save if can_save && !self.n.stuck(at) => vec![save()],
                Witch::Poison(sig) if mort => {
                    self.or_idle(self.pick(&sig, other).into_iter().map(poison).collect())
                }
                _ => vec![self.n.clone()],
            };
        }
        let mut out = vec![self.n.clone()];
        if can_save {
            out.push(save());
        }
        if mort {
            out.extend(self.all(other).into_iter().map(poison));
        }
        out
    }

    fn white(&self, plan: &Plan) -> Vec<Night> {
        let at = self.at;
        let victim = |i: usize, t: &Token| i != at && t.den();
        if self.own {
            return match plan.white {
                Some(sig) => self.or_idle(
                    self.pick(&sig, victim)
                        .into_iter()
                        .map(|i| self.doom(i))
                        .collect(),
                ),
                None => vec![self.n.clone()],
            };
        }
        let mut out = vec![self.n.clone()];
        out.extend(self.all(victim).into_iter().map(|i| self.doom(i)));
        out
    }

    fn pyro(&self, plan: &Plan) -> Vec<Night> {
        let at = self.at;
        let target = |i: usize, t: &Token| i != at && !t.soaked;
        let soak = |i: usize| {
            let mut m = self.n.clone();
            m.board[i].soaked = true;
            m
        };
        let ignite = || {
            let mut m = self.n.clone();
            for (i, s) in self.soaked.iter().enumerate() {
                if *s {
                    m.doomed[i] = true;
                }
            }
            m
        };
        if self.own {
            return match plan.pyro {
                Pyro::Ignite if !self.n.kept_home(at) => vec![ignite()],
                Pyro::Ignite => vec![self.n.clone()],
                Pyro::Soak(sig) => {
                    self.or_idle(self.pick(&sig, target).into_iter().map(soak).collect())
                }
                Pyro::Nothing => vec![self.n.clone()],
            };
        }
        let mut out = vec![self.n.clone(), ignite()];
        out.extend(self.all(target).into_iter().map(soak));
        out
    }
}

/// The step-5 options of the token at `actor`: F's follow its plan, the adversary's are all.
fn act(n: Night, actor: usize, own: bool, f: Faction, plan: &Plan, soaked: &[bool]) -> Vec<Night> {
    let a = Actor {
        n: &n,
        at: actor,
        own,
        f,
        soaked,
    };
    match n.board[actor].kind {
        Kind::Sorciere { vie, mort } => a.witch(plan, vie, mort),
        Kind::LoupGarouBlanc => a.white(plan),
        Kind::Pyromane => a.pyro(plan),
        _ => vec![n.clone()],
    }
}
