//! Time (§1, §4, §5): deadlines in order — day boundaries, procès expiry and deliberation,
//! anonymous auto-approval, `game_end` — and what each sets off.

use crate::game::Timestamp;
use crate::notice::PlayerId;
use crate::ronde::checklist::{Item, ItemStatus};
use crate::ronde::event::{Cause, Event, Prompt};
use crate::ronde::personnage::Personnage;
use crate::ronde::powers::{half, Attempt};
use crate::ronde::proces::ProcesState;
use crate::ronde::resolve::{both_failed, close, resolve};
use crate::ronde::state::State;
use crate::ronde::tx::Tx;
use crate::ronde::unmask::unmask;

/// What is due next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Due {
    GameEnd,
    Boundary(u32),
    Deliberation(usize),
    Expiry(usize),
    Anon(usize),
    Reminder(u32),
}

fn due(s: &State) -> Option<(Timestamp, Due)> {
    if !s.dealt || s.outcome.ended() {
        return None;
    }
    let mut all = vec![(s.settings.game_end(), Due::GameEnd)];
    if s.day < crate::ronde::calendar::LAST_DAY {
        all.push((s.settings.boundary_of(s.day + 1), Due::Boundary(s.day + 1)));
    }
    for p in &s.proces {
        match p.state {
            ProcesState::Ouvert => all.push((p.deadline, Due::Expiry(p.n))),
            ProcesState::Deliberation => {
                all.extend(p.deliberation_until.map(|t| (t, Due::Deliberation(p.n))));
            }
            _ => {}
        }
    }
    if s.reminded < s.day {
        all.extend(
            s.settings
                .reminder_of(s.day)
                .map(|t| (t, Due::Reminder(s.day))),
        );
    }
    let auto = chrono::Duration::minutes(s.settings.anon_auto_approve_min);
    for r in &s.anon {
        all.push((r.at + auto, Due::Anon(r.id)));
    }
    all.into_iter().min()
}

/// The next deadline of a game.
pub fn next_deadline(s: &State) -> Option<Timestamp> {
    due(s).map(|(t, _)| t)
}

/// Fires every deadline up to `now`, in order, each at its own instant; the transaction is
/// then at `now` again, so the command that follows is decided at its own instant (a
/// command that reaches the game before the runtime fired a past deadline is not dated at
/// that deadline).
pub fn advance(tx: &mut Tx, now: Timestamp) {
    for _ in 0..10_000 {
        let Some((at, what)) = due(&tx.s).filter(|(at, _)| *at <= now) else {
            break;
        };
        tx.now = at;
        match what {
            Due::GameEnd => game_end(tx),
            Due::Boundary(d) => begin_day(tx, d),
            Due::Deliberation(n) => resolve(tx, n, false),
            Due::Expiry(n) => close(tx, n, ProcesState::Expire, false),
            Due::Anon(id) => crate::ronde::anon::settle(tx, id, true),
            Due::Reminder(d) => remind(tx, d),
        }
    }
    tx.now = now;
}

/// The day's reminder: each player free to act whose item of day d still waits for a proof.
fn remind(tx: &mut Tx, d: u32) {
    let players: std::collections::BTreeSet<PlayerId> =
        tx.s.checklist
            .iter()
            .filter(|i| i.day == d && !i.in_review)
            .filter(|i| matches!(i.status, ItemStatus::AFaire | ItemStatus::Refusee))
            .filter(|i| {
                tx.s.player(i.player)
                    .is_some_and(super::super::data::state::Player::can_act)
            })
            .map(|i| i.player)
            .collect();
    tx.emit(Event::Reminded {
        day: d,
        players: players.into_iter().collect(),
    });
}

/// Day `d` begins: yesterday's review and windows, the chorus, today's items.
pub fn begin_day(tx: &mut Tx, d: u32) {
    end_of_day(tx, d - 1);
    tx.emit(Event::DayBegan { day: d });
    deco_due(tx, d - 1);
    crate::ronde::chorus::execute(tx, d);
    tx.emit(Event::RepetitionsOpened { day: d });
    if d == 2 {
        second_day(tx);
    }
    if d <= 12 {
        theme(tx, d);
    }
    create_items(tx, d);
}

/// J2: the Souffleur's and the Destinée's prompts; the Diva goes public, her list in her Loge.
fn second_day(tx: &mut Tx) {
    for (p, prompt) in [
        (Personnage::Souffleur, Prompt::Phrase),
        (Personnage::Destinee, Prompt::Destiny),
    ] {
        for player in tx.s.holders(p) {
            tx.emit(Event::Prompted { player, prompt });
        }
    }
    for diva in tx.s.holders(Personnage::Diva) {
        tx.emit(Event::DivaWentPublic { diva });
    }
}

/// The day's theme to every Figurant (and a Revenant holding the role), or an MJ alert.
fn theme(tx: &mut Tx, d: u32) {
    let figurants: Vec<PlayerId> =
        tx.s.players
            .values()
            .filter(|x| x.looks_masked() && x.holds(Personnage::Figurant))
            .map(|x| x.id)
            .collect();
    if tx.s.themes.contains_key(&d) {
        if !figurants.is_empty() {
            tx.emit(Event::ThemeGiven {
                day: d,
                to: figurants,
            });
        }
    } else {
        tx.emit(Event::ThemeMissing { day: d });
    }
}

/// The Décorateurs' day `d` is over: its card asks the MJs for their counts (§6).
fn deco_due(tx: &mut Tx, d: u32) {
    if crate::ronde::offers_forms::deco_waits(&tx.s, d) {
        tx.emit(Event::DecoDue { day: d });
    }
}

/// Whether a Personnage owes something on day d (its constraint's items, §6).
pub fn owes(p: Personnage, d: u32) -> bool {
    use Personnage::{
        AvocatDuDiable, Diva, Figurant, Guignol, HommeDePaille, Pianiste, Pinocchio, Revenant,
    };
    match p {
        Figurant => (1..=12).contains(&d),
        Diva | Revenant => false,
        AvocatDuDiable | Pianiste => d >= 3 && d % 2 == 1,
        Guignol => (2..8).contains(&d),
        HommeDePaille => d == 7 || d == 13,
        Pinocchio => matches!(d, 4 | 7 | 10 | 13),
        _ => d >= 2,
    }
}

/// Creates a day's checklist items for every masked Personnage.
pub fn create_items(tx: &mut Tx, d: u32) {
    let players: Vec<_> =
        tx.s.players
            .values()
            .filter(|x| x.can_act())
            .cloned()
            .collect();
    for x in players {
        let Some(p) = x.personnage else { continue };
        let mut owed: Vec<String> = Vec::new();
        let lone_decorateur = p == Personnage::Decorateur && tx.s.holders(p).len() == 1;
        if owes(p, d) && !(lone_decorateur && d.is_multiple_of(2)) {
            owed.push(p.id().to_owned());
        }
        for r in &x.revenant_roles {
            if owes(*r, d) {
                owed.push(r.id().to_owned());
            }
        }
        if x.monstrueux {
            owed.push("monster".into());
        }
        let asleep = x.asleep.contains(&d);
        for what in owed {
            let id = tx.s.checklist.len() + 1;
            let status = if asleep {
                ItemStatus::Dispensee
            } else {
                ItemStatus::AFaire
            };
            tx.emit(Event::ItemCreated(Item {
                id,
                player: x.id,
                day: d,
                what,
                status,
                precheck: None,
                in_review: false,
            }));
        }
    }
}

/// The end of day d: automatic items, review cards, windows, deadlines.
fn end_of_day(tx: &mut Tx, d: u32) {
    review(tx, d);
    heros_deadline(tx, d);
    if d == 7 {
        unused_windows(tx, 0);
    }
    crate::ronde::chorus::score_sleeps(tx, d);
}

/// Sends every open item of day ≤ d to review, after the automatic checks; reminds the MJs
/// of the cards still undecided (no constraint unmasks without an MJ's decision).
pub fn review(tx: &mut Tx, d: u32) {
    let waiting =
        tx.s.checklist
            .iter()
            .filter(|i| i.in_review && i.open())
            .count();
    if waiting > 0 {
        tx.emit(Event::ReviewsWaiting { count: waiting });
    }
    let items: Vec<Item> =
        tx.s.checklist
            .iter()
            .filter(|i| i.day <= d && i.open() && !i.in_review)
            .cloned()
            .collect();
    for item in items {
        if auto_met(&tx.s, &item) {
            tx.emit(Event::ItemChanged {
                id: item.id,
                status: ItemStatus::Validee,
                precheck: Some(true),
                in_review: false,
            });
            continue;
        }
        tx.emit(Event::ItemChanged {
            id: item.id,
            status: item.status,
            precheck: item.precheck,
            in_review: true,
        });
        tx.emit(Event::ReviewDue { item: item.id });
    }
}

/// Automatic items that hold by the game's own record.
fn auto_met(s: &State, item: &Item) -> bool {
    let Some(x) = s.player(item.player) else {
        return false;
    };
    match item.what.as_str() {
        "homme-de-paille" => x.counters.paille_windows.contains(&(half(item.day) as u8)),
        "pinocchio" => {
            let w = ((item.day - 2) / 3) as u8;
            let sleeping = x
                .asleep
                .iter()
                .filter(|d| (**d).saturating_sub(2) / 3 == u32::from(w))
                .count();
            let need = 2u32.saturating_sub(sleeping as u32);
            x.counters.pinocchio_injuste.get(&w).copied().unwrap_or(0) >= need
        }
        "destinee" => {
            // « doit annoncer aux MJ dès J2 la liste »: without one, the MJs judge (a Revenant
            // given the role later could not have declared it).
            let list = &x.counters.destiny;
            let undeclared = list.is_empty() && x.personnage == Some(Personnage::Destinee);
            let entry = list.get(item.day as usize - 2);
            !undeclared && entry.is_none_or(|e| !s.slot_masked(*e))
        }
        _ => false,
    }
}

fn heros_deadline(tx: &mut Tx, d: u32) {
    let heroes: Vec<PlayerId> =
        tx.s.players
            .values()
            .filter(|h| h.can_act() && h.personnage == Some(Personnage::HerosTragique))
            .filter(|h| h.counters.hero_deadline == d && h.counters.hero_deadline > 0)
            .map(|h| h.id)
            .collect();
    for h in heroes {
        unmask(tx, h, Cause::Heros);
    }
    let idle: Vec<PlayerId> =
        tx.s.players
            .values()
            .filter(|h| h.can_act() && h.personnage == Some(Personnage::HerosTragique))
            .filter(|h| h.counters.hero_must_designate || (d == 1 && h.counters.monster.is_none()))
            .map(|h| h.id)
            .collect();
    for heros in idle {
        to_review(tx, heros, d, "heros-cible");
    }
}

/// An obligation missed on day d that only an MJ can judge: an item sent to review at once.
fn to_review(tx: &mut Tx, player: PlayerId, d: u32, what: &str) {
    let id = tx.s.checklist.len() + 1;
    tx.emit(Event::ItemCreated(Item {
        id,
        player,
        day: d,
        what: what.to_owned(),
        status: ItemStatus::AFaire,
        precheck: None,
        in_review: true,
    }));
    tx.emit(Event::ReviewDue { item: id });
}

/// An unused Avocat or Chucky window is a failed attempt (R10).
fn unused_windows(tx: &mut Tx, w: usize) {
    let mut holders: Vec<(PlayerId, Cause)> = Vec::new();
    for x in tx.s.players.values().filter(|x| x.can_act()) {
        for (p, cause) in [
            (Personnage::AvocatDuDiable, Cause::Avocat),
            (Personnage::Chucky, Cause::Chucky),
        ] {
            let chucky = cause == Cause::Chucky;
            if x.holds(p) && x.counters.attempts(chucky)[w] == Attempt::Unused {
                holders.push((x.id, cause));
            }
        }
    }
    for (id, cause) in holders {
        let chucky = cause == Cause::Chucky;
        tx.counters(id, |c| c.attempts_mut(chucky)[w] = Attempt::Failure);
        both_failed(tx, id, cause);
    }
}

/// `game_end` (J13 13:13): procès with 4 valid plaintes resolve, others expire without −80;
/// J13 items go to review; the end-of-game lines are written.
fn game_end(tx: &mut Tx) {
    let open: Vec<(usize, usize)> =
        tx.s.proces
            .iter()
            .filter(|p| p.state.is_open())
            .map(|p| (p.n, p.valid_count()))
            .collect();
    for (n, valid) in open {
        if valid >= 4 {
            resolve(tx, n, true);
        } else {
            close(tx, n, ProcesState::Expire, true);
        }
    }
    review(tx, crate::ronde::calendar::LAST_DAY);
    unused_windows(tx, 1);
    tx.emit(Event::GameEnded);
    deco_due(tx, crate::ronde::calendar::LAST_DAY);
    crate::ronde::end::score_end(tx);
    tx.emit(Event::CurtainFell);
    tx.emit(Event::Revealed);
}
