//! Properties of Loups-Garous (issue 3, point 7): random legal games of 6–30 players with
//! random compositions never panic; replaying the events gives the live state; no dead or
//! locked player's action is accepted (nor any item outside the player's inventory); an
//! ended game has exactly one outcome.

use chrono::{DateTime, Duration};
use engine::game::{Ctx, Game, Timestamp};
use engine::loups_garous::{
    access::Channel, state::Pending, Command, DayStage, Event, Item, LoupsGarous, MjCommand, Phase,
    Role, Settings, State,
};
use engine::notice::PlayerId;
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const ITEMS: [Item; 29] = [
    Item::Bulletin,
    Item::Sablier,
    Item::Griffes,
    Item::FilDAriane,
    Item::Linceul,
    Item::Contrat,
    Item::Fleches,
    Item::BouleDeCristal,
    Item::Flair,
    Item::Lanterne,
    Item::CleDeChambre,
    Item::Cryptogramme,
    Item::Truelle,
    Item::Plume,
    Item::CoupDEtat,
    Item::TourneeGenerale,
    Item::Baillon,
    Item::Cadenas,
    Item::Ecoute,
    Item::Infection,
    Item::FioleDeVie,
    Item::FioleDeMort,
    Item::CrocBlanc,
    Item::Essence,
    Item::Allumette,
    Item::Fusil,
    Item::Echarpe,
    Item::SecondVote,
    Item::Rentrer,
];

/// A game being played by random players.
struct Play {
    state: State,
    log: Vec<Event>,
    now: Timestamp,
    seed: u64,
}

impl Play {
    fn new(n: usize, seed: u64, roles: Option<Vec<Role>>) -> Self {
        let players = (1..=n as u64)
            .map(|i| (PlayerId(i), format!("P{i}")))
            .collect();
        let mut play = Play {
            state: State::default(),
            log: Vec::new(),
            now: DateTime::from_timestamp(1_800_000_000, 0).unwrap(),
            seed,
        };
        let create = Command::Create {
            players,
            settings: Box::new(Settings::default()),
            roles,
            composition: None,
            seed,
            fixed_seating: false,
        };
        play.run(&create).expect("a valid game is created");
        play.run(&Command::Mj(MjCommand::Start))
            .expect("a valid game starts");
        play
    }

    fn run(&mut self, command: &Command) -> Result<(), engine::loups_garous::Error> {
        let mut ctx = Ctx::new(self.now, self.seed, self.log.len() as u64);
        let events = LoupsGarous::decide(&self.state, command, &mut ctx)?;
        for e in events {
            LoupsGarous::apply(&mut self.state, &e);
            let _ = LoupsGarous::notices(&self.state, &e);
            self.log.push(e);
        }
        Ok(())
    }

    /// A random command a player might send now.
    fn random_command(&self, rng: &mut ChaCha8Rng) -> Command {
        let n = self.state.players.len();
        let pick = |rng: &mut ChaCha8Rng| self.state.players[rng.random_range(0..n)].id;
        let player = pick(rng);
        let targets: Vec<PlayerId> = (0..rng.random_range(0..3)).map(|_| pick(rng)).collect();
        let usable = engine::loups_garous::usable_items(&self.state, player);
        if !usable.is_empty() && rng.random_range(0..10) < 7 {
            let living: Vec<PlayerId> = self.state.living().map(|p| p.id).collect();
            let mut aim = || living[rng.random_range(0..living.len().max(1)) % living.len().max(1)];
            let targets = if living.is_empty() {
                vec![]
            } else {
                vec![aim(), aim()]
            };
            let item = usable[rng.random_range(0..usable.len())];
            let targets = match item {
                Item::Cryptogramme | Item::Fleches => targets,
                Item::Bulletin | Item::Fusil | Item::Echarpe | Item::Griffes => {
                    targets[..1.min(targets.len())].to_vec()
                }
                _ if rng.random_range(0..2) == 0 => vec![],
                _ => targets[..1.min(targets.len())].to_vec(),
            };
            let option = ["loin", "pres"][rng.random_range(0..2)];
            return Command::Use {
                player,
                item,
                targets,
                option: Some(option.into()).filter(|_| item == Item::Ecoute),
            };
        }
        match rng.random_range(0..10) {
            0..=5 => Command::Use {
                player,
                item: ITEMS[rng.random_range(0..ITEMS.len())],
                targets,
                option: match rng.random_range(0..4) {
                    0 => Some("loin".into()),
                    1 => Some("pres".into()),
                    _ => None,
                },
            },
            6 => Command::Vote {
                player,
                target: targets.first().copied(),
            },
            7 => Command::GoHome { player },
            8 => Command::Spoke {
                player,
                channel: ["place", "meute"][rng.random_range(0..2)].into(),
                text: "…".into(),
            },
            _ if rng.random_range(0..20) == 0 => Command::Departed { player },
            _ if rng.random_range(0..10) == 0 => Command::Mj(match rng.random_range(0..5) {
                0 => MjCommand::Advance,
                1 => MjCommand::Extend(rng.random_range(0..60)),
                2 => MjCommand::Pause,
                3 => MjCommand::Resume,
                _ => MjCommand::Replace {
                    old: player,
                    new: PlayerId(1000 + rng.random_range(0..1000)),
                    name: "Remplaçant".into(),
                },
            }),
            _ => Command::Hourglass { player },
        }
    }
}

/// Whether an accepted command came from a dead or locked player where that is forbidden.
fn forbidden(before: &State, command: &Command) -> Option<String> {
    let (player, item) = match command {
        Command::Use { player, item, .. } => (*player, *item),
        Command::Vote { player, .. } => (*player, Item::Bulletin),
        Command::GoHome { player } => (*player, Item::Rentrer),
        Command::Hourglass { player } => (*player, Item::Sablier),
        _ => return None,
    };
    let p = before.player(player)?;
    if !engine::loups_garous::usable_items(before, player).contains(&item) {
        return Some(format!("{} used {:?}, not in the inventory", p.name, item));
    }
    let posthumous = matches!(item, Item::Fusil | Item::Echarpe);
    if !p.alive && !posthumous {
        return Some(format!("dead {} used {:?}", p.name, item));
    }
    let day_power = matches!(item, Item::Bulletin | Item::SecondVote | Item::CoupDEtat);
    if p.locked && day_power {
        return Some(format!("locked {} used {:?}", p.name, item));
    }
    None
}

/// What must hold after every command.
fn invariants(s: &State) -> Result<(), String> {
    if s.is_over() != s.outcome.is_some() {
        return Err("ended iff there is an outcome".into());
    }
    if s.is_over() {
        return Ok(());
    }
    if let Some((a, b)) = s.lovers {
        if s.alive(a) != s.alive(b) {
            return Err("a lover outlived the other".into());
        }
    }
    if let Some(m) = s.mayor {
        let succession = s.pending.contains(&Pending::Succession(m));
        if !s.alive(m) && !succession {
            return Err("a dead Maire without a succession".into());
        }
    }
    let shown = matches!(
        s.phase,
        Phase::Dawn(_) | Phase::Day(_, DayStage::Tir | DayStage::Succession)
    );
    if !s.pending.is_empty() && !shown && s.held.is_none() {
        return Err(format!("a pending decision in {:?}", s.phase));
    }
    let access = engine::loups_garous::access(s);
    for ch in [
        Channel::Place,
        Channel::Meute,
        Channel::Cimetiere,
        Channel::Amoureux,
    ] {
        let a = access.get(ch);
        if !a.write.is_subset(&a.read) {
            return Err(format!("a writer of {ch:?} cannot read it"));
        }
        for id in &a.write {
            let p = s.player(*id).ok_or("an unknown writer")?;
            if p.gagged && p.alive || p.locked && ch != Channel::Meute {
                return Err(format!(
                    "{} writes in {ch:?} while gagged or locked",
                    p.name
                ));
            }
            if !p.alive && ch != Channel::Cimetiere {
                return Err(format!("dead {} writes in {ch:?}", p.name));
            }
        }
    }
    let gagged = s.living().filter(|p| p.gagged).count() as u32;
    if gagged > s.settings.baillons_max {
        return Err(format!("{gagged} gagged"));
    }
    if matches!(s.phase, Phase::Night(..) | Phase::Dusk(_)) && s.players.iter().any(|p| p.locked) {
        return Err("locked at night".into());
    }
    if s.players.iter().any(|p| !p.alive && p.locked) {
        return Err("a dead player locked".into());
    }
    Ok(())
}

fn play_game(n: usize, seed: u64, roles: Option<Vec<Role>>) -> Result<(), TestCaseError> {
    let mut play = Play::new(n, seed, roles);
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    for _ in 0..1500 {
        if play.state.is_over() {
            break;
        }
        let command = if rng.random_range(0..3) == 0 {
            if let Some(d) = LoupsGarous::next_deadline(&play.state) {
                play.now = play.now.max(d);
                Command::Tick(play.now)
            } else {
                let paused = play.state.paused.is_some();
                prop_assert!(paused, "a running game has a deadline unless paused");
                Command::Mj(MjCommand::Resume)
            }
        } else {
            play.now += Duration::seconds(1);
            play.random_command(&mut rng)
        };
        let before = play.state.clone();
        if let Ok(()) = play.run(&command) {
            if let Err(why) = invariants(&play.state) {
                prop_assert!(false, "{why} after {command:?} in {:?}", before.phase);
            }
            if let Some(why) = forbidden(&before, &command) {
                prop_assert!(false, "{why} in {:?}", before.phase);
            }
        } else {
            prop_assert_eq!(&play.state, &before);
        }
    }
    if std::env::var("LG_DEBUG").is_ok() {
        eprintln!(
            "n={n} phase={:?} events={} winner={:?}",
            play.state.phase,
            play.log.len(),
            play.state.outcome
        );
    }
    let replayed = LoupsGarous::replay(&play.log);
    prop_assert_eq!(&replayed, &play.state, "replay differs from the live state");
    // a snapshot (the state as JSON, as the bot keeps one) taken anywhere, then the rest of
    // the log folded onto it, gives the same state
    let cut = play.log.len() / 2
        + usize::try_from(seed % 7)
            .unwrap_or(0)
            .min(play.log.len() / 2);
    let json = serde_json::to_string(&LoupsGarous::replay(&play.log[..cut])).unwrap();
    let mut resumed: State = serde_json::from_str(&json).unwrap();
    for e in &play.log[cut..] {
        LoupsGarous::apply(&mut resumed, e);
    }
    prop_assert_eq!(
        &resumed,
        &play.state,
        "snapshot at {} then the rest differs",
        cut
    );
    if play.state.is_over() {
        let ends = play
            .log
            .iter()
            .filter(|e| matches!(e, Event::GameEnded { .. }))
            .count();
        if ends != 1 && std::env::var("LG_DEBUG").is_ok() {
            for e in play
                .log
                .iter()
                .rev()
                .take(30)
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
            {
                eprintln!("{e:?}");
            }
        }
        prop_assert_eq!(ends, 1, "exactly one GameEnded");
        prop_assert!(play.state.outcome.is_some());
        prop_assert_eq!(play.state.phase, Phase::Ended);
        let after = play.state.clone();
        let vote = Command::Vote {
            player: PlayerId(1),
            target: None,
        };
        let refused = play.run(&vote).is_err();
        prop_assert!(refused);
        prop_assert!(play.run(&Command::Tick(play.now)).is_err());
        prop_assert_eq!(&play.state, &after);
    }
    Ok(())
}

fn random_roles(n: usize, picks: &[usize]) -> Vec<Role> {
    let mut roles = vec![Role::LoupGarou];
    roles.extend(
        picks
            .iter()
            .take(n - 1)
            .map(|i| Role::ALL[i % Role::ALL.len()]),
    );
    roles
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, .. ProptestConfig::default() })]

    #[test]
    fn default_compositions_play_without_panic(n in 6usize..=30, seed in any::<u64>()) {
        play_game(n, seed, None)?;
    }

    #[test]
    fn random_compositions_play_without_panic(
        n in 6usize..=30,
        seed in any::<u64>(),
        picks in proptest::collection::vec(0usize..25, 30),
    ) {
        play_game(n, seed, Some(random_roles(n, &picks)))?;
    }
}

#[test]
fn a_stage_name_exists_for_every_day_stage() {
    assert_eq!(DayStage::SecondVote.id(), "second-vote");
}
