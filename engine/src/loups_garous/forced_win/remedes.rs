//! Step 5, the Remèdes (§3.3): the Sorcières, the Loup-Garou Blanc on even nights and the
//! Pyromane act at once; F's tokens follow its plan, the adversary's try everything.

use super::night::{Night, Plan, Pyro, Witch};
use super::position::{DecisionPoint, NightStep, Position};
use super::token::{Faction, Kind, Token};
use super::view::{matching, Seen};

/// Step 5: Sorcières, the Loup-Garou Blanc (even nights) and the Pyromane, all at once.
pub(crate) fn remedes(s: Night, f: Faction, plan: &Plan, even: bool) -> Vec<Night> {
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
    }
    states
}

/// The step-5 options of the token at `actor`: F's follow its plan, the adversary's are all.
fn act(n: Night, actor: usize, own: bool, f: Faction, plan: &Plan, soaked: &[bool]) -> Vec<Night> {
    let b = n.board.clone();
    // F's visits from or to a walled house fail (ignition is no visit).
    let walled_in = n.wall == Some(actor);
    let wall = n.wall;
    let pick = |sig: &Seen, keep: &dyn Fn(usize, &Token) -> bool| -> Vec<usize> {
        if walled_in {
            return Vec::new();
        }
        matching(
            &b,
            f,
            DecisionPoint::Night(NightStep::Remedes),
            sig,
            |i, t| keep(i, t) && Some(i) != wall,
        )
    };
    let all = |keep: &dyn Fn(usize, &Token) -> bool| -> Vec<usize> {
        let mut v: Vec<usize> = Vec::new();
        for (i, t) in b.iter().enumerate() {
            if keep(i, t) && !v.iter().any(|&j| b[j] == *t) {
                v.push(i);
            }
        }
        v
    };
    let doom = |n: &Night, i: usize| {
        let mut m = n.clone();
        m.doomed[i] = true;
        m
    };
    let mut out = vec![n.clone()];
    match b[actor].kind {
        Kind::Sorciere { vie, mort } => {
            let other = |i: usize, _: &Token| i != actor;
            let save = |n: &Night| {
                let mut m = n.clone();
                m.prey = None;
                m.board[actor].kind = Kind::Sorciere { vie: false, mort };
                m
            };
            let poison = |n: &Night, i: usize| {
                let mut m = doom(n, i);
                m.board[actor].kind = Kind::Sorciere { vie, mort: false };
                m
            };
            if own {
                out = match plan.witch {
                    Witch::Save if vie && n.prey.is_some() && !walled_in => vec![save(&n)],
                    Witch::Poison(sig) if mort => {
                        let v: Vec<Night> =
                            pick(&sig, &other).iter().map(|&i| poison(&n, i)).collect();
                        if v.is_empty() {
                            out
                        } else {
                            v
                        }
                    }
                    _ => out,
                };
            } else {
                if vie && n.prey.is_some() {
                    out.push(save(&n));
                }
                if mort {
                    out.extend(all(&other).iter().map(|&i| poison(&n, i)));
                }
            }
        }
        Kind::LoupGarouBlanc => {
            let victim = |i: usize, t: &Token| i != actor && t.den();
            if own {
                if let Some(sig) = plan.white {
                    let v: Vec<Night> = pick(&sig, &victim).iter().map(|&i| doom(&n, i)).collect();
                    if !v.is_empty() {
                        out = v;
                    }
                }
            } else {
                out.extend(all(&victim).iter().map(|&i| doom(&n, i)));
            }
        }
        Kind::Pyromane => {
            let target = |i: usize, t: &Token| i != actor && !t.soaked;
            let soak = |n: &Night, i: usize| {
                let mut m = n.clone();
                m.board[i].soaked = true;
                m
            };
            let ignite = |n: &Night| {
                let mut m = n.clone();
                for (i, s) in soaked.iter().enumerate() {
                    if *s {
                        m.doomed[i] = true;
                    }
                }
                m
            };
            if own {
                out = match plan.pyro {
                    Pyro::Ignite => vec![ignite(&n)],
                    Pyro::Soak(sig) => {
                        let v: Vec<Night> =
                            pick(&sig, &target).iter().map(|&i| soak(&n, i)).collect();
                        if v.is_empty() {
                            out
                        } else {
                            v
                        }
                    }
                    Pyro::Nothing => out,
                };
            } else {
                out.push(ignite(&n));
                out.extend(all(&target).iter().map(|&i| soak(&n, i)));
            }
        }
        _ => {}
    }
    out
}
