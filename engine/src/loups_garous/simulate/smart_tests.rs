//! The smart players: they beat random ones, the den hunts as one, no seat reads what it
//! cannot know, and a seed plays the same game.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::loups_garous::state::{DayStage, NightStep};

fn seating(roles: &[Role]) -> Event {
    Event::Distributed {
        seating: roles
            .iter()
            .enumerate()
            .map(|(i, r)| (PlayerId(i as u64 + 1), format!("J{i}"), *r))
            .collect(),
    }
}

fn enter(phase: Phase) -> Event {
    Event::PhaseEntered {
        phase,
        deadline: None,
    }
}

const EIGHT: [Role; 8] = [
    Role::LoupGarou,
    Role::LoupGarou,
    Role::Voyante,
    Role::Villageois,
    Role::Villageois,
    Role::Chasseur,
    Role::Sorciere,
    Role::Cupidon,
];

#[test]
fn smart_villagers_beat_random_villagers_at_twelve() {
    // Given the 12-player §7 composition and the same seeds,
    let random = simulate_as(12, None, 11, 120, Players::Random, |_| {}).unwrap();
    // when the village's seats are played by smart bots (the others still random),
    let smart = simulate_as(12, None, 11, 120, Players::SmartVillage, |_| {}).unwrap();
    // then the village wins clearly more often: the intervals do not even touch.
    let (r, _, r_hi) = random.rate(Some(Camp::Village));
    let (s, s_lo, _) = smart.rate(Some(Camp::Village));
    assert!(s_lo > r_hi && s > r + 0.25, "smart {s:.2} vs random {r:.2}");
}

#[test]
fn smart_wolves_beat_random_wolves_at_twelve() {
    let random = simulate_as(12, None, 12, 120, Players::Random, |_| {}).unwrap();
    let smart = simulate_as(12, None, 12, 120, Players::SmartHostiles, |_| {}).unwrap();
    let (r, _, r_hi) = random.rate(Some(Camp::Meute));
    let (s, s_lo, _) = smart.rate(Some(Camp::Meute));
    assert!(s_lo > r_hi || s > 0.9, "smart {s:.2} vs random {r:.2}");
}

#[test]
fn the_den_always_hunts_one_common_prey() {
    let mut nights = 0;
    for seed in 0..30 {
        // Given a smart 12-player game,
        let mut bot = Bot::start(12, None, seed, ForcedCache::new(), Players::Smart).unwrap();
        for _ in 0..5_000 {
            if bot.state.is_over() {
                break;
            }
            bot.act();
            // when the hunters have chosen,
            if bot.state.is_step(NightStep::Chasse) {
                let s = &bot.state;
                let targets: Vec<PlayerId> = s
                    .night
                    .choices
                    .iter()
                    .filter(|(p, c)| c.item == Item::Griffes && s.lover_of(**p).is_none())
                    .map(|(_, c)| c.targets[0])
                    .collect();
                // then they all named the same prey, and never one of the den.
                assert!(targets.windows(2).all(|w| w[0] == w[1]), "{targets:?}");
                assert!(targets.iter().all(|t| !s.in_den(*t)));
                nights += usize::from(!targets.is_empty());
            }
            let Some(d) = LoupsGarous::next_deadline(&bot.state) else {
                break;
            };
            bot.now = bot.now.max(d);
            bot.send(&Command::Tick(bot.now));
        }
    }
    assert!(nights > 30, "{nights} hunts seen");
}

#[test]
fn a_seat_learns_nothing_from_the_roles_it_was_not_shown() {
    // Given two deals that differ only in the roles of seats 3 and 5 (a Voyante and a
    // Villageois swapped) and, for the den, of seats 4 and 6,
    let mut other = EIGHT;
    other.swap(2, 4);
    other.swap(3, 5);
    let (mut a, mut b) = (Minds::default(), Minds::default());
    a.observe(&seating(&EIGHT));
    b.observe(&seating(&other));
    // then a wolf (seat 1), a Chasseur… everyone else knows exactly the same in both.
    for seat in [0, 1, 6, 7] {
        assert_eq!(a.seats[seat], b.seats[seat], "seat {seat}");
    }
    // And the den knows its own.
    assert!(a.seats[0].den[1] && !a.seats[0].den[2]);
    assert!(!a.seats[6].den[0], "a Sorcière does not know the wolves");
}

#[test]
fn a_choice_does_not_change_with_a_hidden_role() {
    for seed in 0..6 {
        // Given a smart game stopped at its first hanging vote,
        let mut bot = Bot::start(12, None, seed, ForcedCache::new(), Players::Smart).unwrap();
        while !bot.state.is_over() && !bot.state.is_stage(DayStage::Vote) {
            let Some(d) = LoupsGarous::next_deadline(&bot.state) else {
                break;
            };
            bot.act();
            bot.now = bot.now.max(d);
            bot.send(&Command::Tick(bot.now));
        }
        if bot.state.is_over() {
            continue;
        }
        let s = &bot.state;
        // and a living simple Villageois, and two other living seats' hidden roles swapped,
        let Some(me) = s
            .living()
            .find(|p| p.role == Role::Villageois)
            .map(|p| p.id)
        else {
            continue;
        };
        let others: Vec<usize> = (0..s.players.len())
            .filter(|i| s.players[*i].alive && s.players[*i].id != me)
            .collect();
        let mut swapped = s.clone();
        let (x, y) = (others[0], others[others.len() - 1]);
        let role = swapped.players[x].role;
        swapped.players[x].role = swapped.players[y].role;
        swapped.players[y].role = role;
        // when the Villageois votes in each,
        let seat = bot.minds.public.seat(me).unwrap();
        let view = View::of(s, &bot.minds.public, me);
        assert_eq!(view, View::of(&swapped, &bot.minds.public, me));
        let vote = |state: &State| {
            let mut minds = bot.minds.clone();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let view = View::of(state, &minds.public, me);
            minds.choose(seat, Item::Bulletin, &view, &mut rng)
        };
        // then the vote is the same.
        assert_eq!(vote(s), vote(&swapped));
    }
}

#[test]
fn a_voyante_who_saw_a_wolf_pushes_him_and_believers_follow() {
    // Given a Voyante (seat 3) who saw a wolf (seat 1) on night 1,
    let mut m = Minds::default();
    m.observe(&seating(&EIGHT));
    m.observe(&Event::SeerSaw {
        seer: PlayerId(3),
        target: PlayerId(1),
        role: Role::LoupGarou,
    });
    // when day 2's vote opens,
    m.observe(&enter(Phase::Day(2, DayStage::Vote)));
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    m.talk(&mut rng);
    // then she has named him, and every villager who believes her votes him.
    assert!(m
        .public
        .claims
        .iter()
        .any(|c| c.by == 2 && c.about == [0] && c.hostile));
    let view = View {
        phase: Phase::Day(2, DayStage::Vote),
        tied: vec![],
        prey: None,
        succession: false,
    };
    let mut believers = 0;
    for seat in 3..8 {
        if m.seats[seat].believes(&m.public, 2) && m.seats[seat].lover != Some(0) {
            believers += 1;
            let vote = m.choose(seat, Item::Bulletin, &view, &mut rng);
            let target = Some(PlayerId(1));
            assert_eq!(
                vote,
                Some(Command::Vote {
                    player: PlayerId(seat as u64 + 1),
                    target
                })
            );
        }
    }
    assert!(believers > 0);
    // And she votes him herself; the wolves vote one same non-wolf.
    let hers = m.choose(2, Item::Bulletin, &view, &mut rng);
    assert!(matches!(
        hers,
        Some(Command::Vote {
            target: Some(PlayerId(1)),
            ..
        })
    ));
    let w1 = m.choose(0, Item::Bulletin, &view, &mut rng);
    let w2 = m.choose(1, Item::Bulletin, &view, &mut rng);
    let (Some(Command::Vote { target: t1, .. }), Some(Command::Vote { target: t2, .. })) = (w1, w2)
    else {
        panic!("wolves vote");
    };
    assert_eq!(t1, t2);
    assert!(!matches!(t1, Some(PlayerId(1 | 2))));
}

#[test]
fn the_white_wolf_thins_only_a_large_den() {
    let mut roles = vec![Role::LoupGarouBlanc, Role::LoupGarou, Role::LoupGarou];
    roles.extend([Role::Villageois; 9]);
    let mut m = Minds::default();
    m.observe(&seating(&roles));
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    // Given a den of 2 besides him against 9 villagers, he lets it hunt;
    assert_eq!(m.white_kill(0, &mut rng), None);
    // once 5 villagers have died, the den is half the village: he kills a wolf.
    for i in 3..8 {
        m.public.alive[i] = false;
    }
    let kill = m.white_kill(0, &mut rng).unwrap();
    assert!(kill == 1 || kill == 2);
}

#[test]
fn the_pyromane_burns_once_enough_houses_are_soaked() {
    let mut roles = vec![Role::Pyromane, Role::LoupGarou];
    roles.extend([Role::Villageois; 6]);
    let mut m = Minds::default();
    m.observe(&seating(&roles));
    m.seats[0].soaked[2] = true;
    assert!(!m.ignite(0));
    m.seats[0].soaked[3] = true;
    m.seats[0].soaked[4] = true;
    assert!(m.ignite(0), "3 soaked of 7 others");
}

#[test]
fn a_seed_plays_the_same_game_and_random_players_keep_no_minds() {
    for kind in Players::ALL {
        let a = simulate_game_as(18, None, 9, &mut ForcedCache::new(), kind).unwrap();
        let b = simulate_game_as(18, None, 9, &mut ForcedCache::new(), kind).unwrap();
        assert_eq!(a, b, "{}", kind.id());
    }
    let bot = Bot::start(8, None, 1, ForcedCache::new(), Players::Random).unwrap();
    assert!(bot.minds.seats.is_empty(), "random players read nothing");
}
