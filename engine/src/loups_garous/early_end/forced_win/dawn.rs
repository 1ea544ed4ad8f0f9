//! The dawn (§3.5): the adversary's deferred step-1 effects (Corbeau mark, lock, planned
//! coup or tournée), then the night's deaths through the queue.

use super::night::Plan;
use super::position::{DecisionPoint, NightStep, Pending, Position, Resume};
use super::token::{Faction, Kind, Token};
use super::view::matching;

/// The dawn: the adversary's deferred step-1 effects, then the deaths through the queue.
pub(crate) fn dawn(
    pos: &Position,
    f: Faction,
    plan: &Plan,
    night_board: &[Token],
    victims: &[usize],
    step1: bool,
    start: &[Token],
) -> Vec<Position> {
    let mut base = pos.clone();
    base.night_even = !pos.night_even;
    base.pending.self_preload = true;
    base.pending.resume = Resume::Day;
    let mut pending = base.pending.clone();
    let mut board = night_board.to_vec();
    super::deaths::kill_all(&mut pending, &mut board, victims, None);
    base.pending = pending;
    let mut worlds = vec![(board, base.pending.clone())];
    if step1 {
        worlds = own_step1(worlds, f, plan, start);
        let adv = |k: &dyn Fn(&Kind) -> bool| {
            start
                .iter()
                .any(|t| k(&t.kind) && Position::faction_in(start, t) != f)
        };
        if adv(&|k| *k == Kind::Corbeau) {
            worlds = branch_mark(worlds, |t| t.preload = t.preload.saturating_add(2));
        }
        if adv(&|k| *k == Kind::Serrurier) {
            worlds = branch_mark(worlds, |t| t.locked = true);
        }
        if adv(&|k| *k == (Kind::Dictateur { coup: true })) {
            worlds = plan_once(worlds, Kind::Dictateur { coup: true }, true, |p| {
                p.coup = true;
            });
        }
        if adv(&|k| *k == (Kind::Tavernier { tournee: true })) {
            worlds = plan_once(worlds, Kind::Tavernier { tournee: true }, false, |p| {
                p.tournee = true;
            });
        }
    }
    worlds
        .into_iter()
        .map(|(b, pending)| {
            let mut p = base.with_board(&b);
            p.pending = pending;
            p.normalize();
            super::deaths::settle(p)
        })
        .collect()
}

type World = (Vec<Token>, Pending);

/// F's own step-1 plans: the Corbeau's mark (on a signature: the adversary picks the
/// token), the coup d'État (if the Dictateur lives at dawn) and the tournée générale.
fn own_step1(worlds: Vec<World>, f: Faction, plan: &Plan, start: &[Token]) -> Vec<World> {
    let mine = |k: Kind| {
        start
            .iter()
            .any(|t| t.kind == k && Position::faction_in(start, t) == f)
    };
    let mut out = Vec::new();
    for (mut b, mut p) in worlds {
        if plan.coup {
            if let Some(i) = b
                .iter()
                .position(|t| t.kind == (Kind::Dictateur { coup: true }))
                .filter(|&i| Position::faction_in(&b, &b[i]) == f)
            {
                b[i].kind = Kind::Dictateur { coup: false };
                p.coup = true;
            }
        }
        if plan.tournee && mine(Kind::Tavernier { tournee: true }) {
            for t in &mut b {
                if t.kind == (Kind::Tavernier { tournee: true }) {
                    t.kind = Kind::Tavernier { tournee: false };
                }
            }
            p.tournee = true;
        }
        match plan.mark {
            Some(sig) if mine(Kind::Corbeau) => {
                let night = DecisionPoint::Night(NightStep::Preparatifs);
                let hits = matching(&b, f, night, &sig, |_, _| true);
                if hits.is_empty() {
                    out.push((b.clone(), p.clone()));
                }
                for i in hits {
                    let mut c = b.clone();
                    c[i].preload = c[i].preload.saturating_add(2);
                    out.push((c, p.clone()));
                }
            }
            _ => out.push((b, p)),
        }
    }
    out
}

/// The adversary marks one living token (or none) with `mark`.
fn branch_mark(worlds: Vec<World>, mark: impl Fn(&mut Token)) -> Vec<World> {
    let mut out = Vec::new();
    for (b, p) in worlds {
        for (i, t) in b.iter().enumerate() {
            if b[..i].contains(t) {
                continue;
            }
            let mut c = b.clone();
            mark(&mut c[i]);
            out.push((c, p.clone()));
        }
        out.push((b, p));
    }
    out
}

/// The adversary may spend a once-per-game plan (coup, tournée). A coup needs its
/// Dictateur alive at dawn; a tournée stands even if the Tavernier died in the night.
fn plan_once(
    worlds: Vec<World>,
    holder: Kind,
    needs_alive: bool,
    set: impl Fn(&mut Pending),
) -> Vec<World> {
    let spent = |k: Kind| match k {
        Kind::Dictateur { .. } => Kind::Dictateur { coup: false },
        Kind::Tavernier { .. } => Kind::Tavernier { tournee: false },
        other => other,
    };
    let mut out = Vec::new();
    for (b, p) in worlds {
        let at = b.iter().position(|t| t.kind == holder);
        if at.is_some() || !needs_alive {
            let mut c = b.clone();
            if let Some(i) = at {
                c[i].kind = spent(holder);
            }
            let mut q = p.clone();
            set(&mut q);
            out.push((c, q));
        }
        out.push((b, p));
    }
    out
}
