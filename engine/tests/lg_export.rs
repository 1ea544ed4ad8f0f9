//! `/mj exporter` (issue 5): a game played with Discord's ids and names, with deadlines fired
//! late as the bot does, written as a scenario file that `regisseur play` replays to the same
//! end — every batch explained by a command, every closing check holding.

use chrono::{DateTime, Duration};
use engine::game::{Ctx, Game, Timestamp};
use engine::loups_garous::export::scenario;
use engine::loups_garous::voice::Room;
use engine::loups_garous::{access, Channel, Settings, State};
use engine::loups_garous::{usable_items, Command, Event, Item, LoupsGarous, MjCommand};
use engine::notice::{PlayerId, RawRender};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A game as the bot's runtime logs it: each event with the instant it was committed.
struct Logged {
    state: State,
    log: Vec<(Timestamp, Event)>,
    now: Timestamp,
    seed: u64,
}

impl Logged {
    fn run(&mut self, command: &Command) -> bool {
        let stream = LoupsGarous::stream(&self.state, self.log.len() as u64);
        let mut ctx = Ctx::new(self.now, self.seed, stream);
        let Ok(events) = LoupsGarous::decide(&self.state, command, &mut ctx) else {
            return false;
        };
        for e in events {
            LoupsGarous::apply(&mut self.state, &e);
            self.log.push((self.now, e));
        }
        true
    }

    fn random_command(&self, rng: &mut ChaCha8Rng) -> Command {
        let players: Vec<PlayerId> = self.state.players.iter().map(|p| p.id).collect();
        let player = players[rng.random_range(0..players.len())];
        if self.state.settings.vocal && rng.random_range(0..3) == 0 {
            return voice_fact(player, rng);
        }
        let living: Vec<PlayerId> = self.state.living().map(|p| p.id).collect();
        let usable = usable_items(&self.state, player);
        if usable.is_empty() || living.is_empty() || rng.random_range(0..10) == 0 {
            return match rng.random_range(0..13) {
                0 => Command::Mj(MjCommand::Advance),
                1 => Command::Mj(MjCommand::Extend(rng.random_range(1..40))),
                2 => Command::Mj(MjCommand::Pause),
                3 => Command::Mj(MjCommand::Resume),
                4 => Command::Mj(MjCommand::Replace {
                    old: player,
                    new: PlayerId(rng.random()),
                    name: "Le Remplaçant".into(),
                }),
                5 if rng.random_range(0..4) == 0 => Command::Departed { player },
                // Discord's presences: offline, or back
                12 => Command::Presence {
                    player,
                    offline: rng.random_range(0..2) == 0,
                },
                // The bot only sees messages Discord let the player write.
                6..=8 => {
                    let now = access(&self.state);
                    let open: Vec<Channel> = [Channel::Place, Channel::Meute, Channel::Cimetiere]
                        .into_iter()
                        .filter(|c| now.may_write(*c, player))
                        .collect();
                    match open.get(rng.random_range(0..3)) {
                        Some(c) => Command::Spoke {
                            player,
                            channel: c.id().into(),
                            text: "Je ne suis pas\nun loup".into(),
                        },
                        None => Command::Mj(MjCommand::Resume),
                    }
                }
                _ => Command::Mj(MjCommand::Resume),
            };
        }
        let item = usable[rng.random_range(0..usable.len())];
        let mut aim = || living[rng.random_range(0..living.len())];
        let targets = match item {
            Item::Cryptogramme | Item::Fleches => vec![aim(), aim()],
            Item::Rentrer | Item::Sablier => vec![],
            _ => vec![aim()],
        };
        let option =
            (item == Item::Ecoute).then(|| ["loin", "pres"][rng.random_range(0..2)].into());
        Command::Use {
            player,
            item,
            targets,
            option,
        }
    }
}

/// What the bot reports in a voice game: a player's connection moved, a sound, the ear.
fn voice_fact(player: PlayerId, rng: &mut ChaCha8Rng) -> Command {
    match rng.random_range(0..6) {
        0 => Command::Voice { player, room: None },
        1 => Command::Voice {
            player,
            room: Some(Room::Cimetiere),
        },
        2 => Command::Listening {
            on: rng.random_range(0..3) > 0,
        },
        3 => Command::Heard { player },
        _ => Command::Voice {
            player,
            room: Some(Room::Place),
        },
    }
}

/// Plays a random game with Discord-sized ids and names with spaces; ticks fire late.
fn logged_game(n: usize, seed: u64) -> Logged {
    logged_game_in(n, seed, false)
}

/// [`logged_game`], in voice mode when `vocal` (some players out of voice at the start).
fn logged_game_in(n: usize, seed: u64, vocal: bool) -> Logged {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xe4);
    let players = (0..n)
        .map(|i| {
            (
                PlayerId(rng.random_range(1 << 40..1 << 60)),
                format!("Joueur n° {}", i % 5),
            )
        })
        .collect();
    let settings = Settings {
        parole: 20,
        vocal,
        deconnexion: 30,
        ..Settings::default()
    };
    let mut game = Logged {
        state: State::default(),
        log: Vec::new(),
        now: DateTime::from_timestamp(1_800_000_000, 123_000_000).unwrap(),
        seed,
    };
    let create = Command::Create {
        players,
        settings: Box::new(settings),
        roles: None,
        composition: None,
        seed,
        fixed_seating: false,
    };
    assert!(game.run(&create));
    let seated: Vec<PlayerId> = game.state.players.iter().map(|p| p.id).collect();
    for player in seated {
        if vocal && rng.random_range(0..4) > 0 {
            game.run(&voice_fact(player, &mut rng));
        }
    }
    game.now += Duration::milliseconds(40);
    assert!(game.run(&Command::Mj(MjCommand::Start)));
    for _ in 0..400 {
        if game.state.is_over() {
            break;
        }
        let due = LoupsGarous::next_deadline(&game.state);
        let step = Duration::milliseconds(rng.random_range(0..8_000));
        match due {
            Some(d) if game.now + step >= d || rng.random_range(0..4) == 0 => {
                game.now = game.now.max(d) + Duration::milliseconds(rng.random_range(0..900));
                let tick = Command::Tick(game.now);
                game.run(&tick);
            }
            _ => {
                game.now += step;
                let command = game.random_command(&mut rng);
                game.run(&command);
            }
        }
    }
    game
}

fn exported_game_replays(n: usize, seed: u64, vocal: bool) -> Result<(), TestCaseError> {
    // Given a game logged as the bot logs it
    let game = logged_game_in(n, seed, vocal);
    // When it is exported and the file is played
    let export = scenario(&game.log).expect("a started game exports");
    let report = engine::scenario::run(&export.text, &RawRender).expect("the file parses");
    // Then every batch was explained and every closing check holds
    prop_assert!(export.faithful, "not faithful:\n{}", export.text);
    prop_assert!(
        report.failure.is_none(),
        "{}\n{}",
        report.failure.unwrap(),
        export.text
    );
    prop_assert!(report.checks >= 3);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]
    #[test]
    fn an_exported_game_replays_to_the_same_end(n in 6usize..=16, seed in any::<u64>()) {
        exported_game_replays(n, seed, false)?;
    }

    #[test]
    fn an_exported_voice_game_replays_to_the_same_end(n in 6usize..=16, seed in any::<u64>()) {
        exported_game_replays(n, seed, true)?;
    }
}

#[test]
fn the_file_names_players_without_spaces_and_checks_the_end() {
    let game = logged_game(8, 7);
    let export = scenario(&game.log).unwrap();
    let players = export
        .text
        .lines()
        .find(|l| l.starts_with("players "))
        .unwrap();
    assert_eq!(players.split(' ').count(), 9, "{players}");
    assert!(players.contains("Joueur_n__0_2"), "{players}");
    assert!(export.text.contains("\nexpect phase "), "{}", export.text);
}

#[test]
fn a_log_without_a_start_is_refused() {
    let game = logged_game(6, 1);
    assert!(scenario(&game.log[..1]).is_err());
    assert!(scenario(&game.log[1..]).is_err());
}
