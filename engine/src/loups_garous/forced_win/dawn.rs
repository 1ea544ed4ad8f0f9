//! The dawn (§3.5): the adversary's deferred step-1 effects (Corbeau mark, lock, planned
//! coup or tournée), then the night's deaths through the queue.

use super::position::{Pending, Position, Resume};
use super::token::{Faction, Kind, Token};

/// The dawn: the adversary's deferred step-1 effects, then the deaths through the queue.
pub(crate) fn dawn(
    pos: &Position,
    f: Faction,
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
                p.coup = true
            });
        }
        if adv(&|k| *k == (Kind::Tavernier { tournee: true })) {
            worlds = plan_once(worlds, Kind::Tavernier { tournee: true }, false, |p| {
                p.tournee = true
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
