//! The lobby is in the log: seats taken and given back, the composition and the start are
//! commands and events, so the seats have one source of truth; a lobby's joins leave the
//! random stream alone, so it deals as a game created with the same players does.

use chrono::DateTime;
use engine::game::{Ctx, Game};
use engine::loups_garous::{Command, Event, LoupsGarous, MjCommand, Phase, Role, Settings, State};
use engine::PlayerId;

struct Table {
    state: State,
    seq: u64,
}

impl Table {
    fn new() -> Table {
        Table {
            state: State::default(),
            seq: 0,
        }
    }

    fn run(&mut self, command: Command) -> Result<Vec<Event>, String> {
        let now = DateTime::from_timestamp(1_800_000_000, 0).unwrap();
        let stream = LoupsGarous::stream(&self.state, self.seq);
        let mut ctx = Ctx::new(now, 7, stream);
        let events = LoupsGarous::execute(&mut self.state, &command, &mut ctx)
            .map_err(|e| engine::RuleError::code(&e).to_owned())?;
        self.seq += events.len() as u64;
        Ok(events)
    }
}

fn create(players: Vec<(PlayerId, String)>) -> Command {
    Command::Create {
        players,
        settings: Box::new(Settings::default()),
        roles: None,
        composition: None,
        seed: 7,
        fixed_seating: false,
    }
}

fn join(id: u64) -> Command {
    Command::Join {
        player: PlayerId(id),
        name: format!("P{id}"),
    }
}

fn seats(n: u64) -> Vec<(PlayerId, String)> {
    (1..=n).map(|i| (PlayerId(i), format!("P{i}"))).collect()
}

#[test]
fn joins_and_departures_fill_the_seats_the_start_deals_to() {
    // given an open lobby where eight joined and one left
    let mut t = Table::new();
    t.run(create(vec![])).unwrap();
    for id in 1..=9 {
        t.run(join(id)).unwrap();
    }
    t.run(Command::Leave {
        player: PlayerId(4),
    })
    .unwrap();
    // when a second join of the same player and a departure of a stranger come
    assert_eq!(t.run(join(2)), Err("already-acted".into()));
    let stranger = Command::Leave {
        player: PlayerId(40),
    };
    assert_eq!(t.run(stranger), Err("not-a-player".into()));
    // then the start deals to exactly the eight seated
    t.run(Command::Mj(MjCommand::Start)).unwrap();
    let mut dealt: Vec<u64> = t.state.players.iter().map(|p| p.id.0).collect();
    dealt.sort_unstable();
    assert_eq!(dealt, [1, 2, 3, 5, 6, 7, 8, 9]);
    // and a late join is refused without changing anything
    let before = t.state.clone();
    assert_eq!(t.run(join(10)), Err("game-running".into()));
    assert_eq!(t.state, before);
}

#[test]
fn the_lobby_is_full_at_thirty() {
    let mut t = Table::new();
    t.run(create(vec![])).unwrap();
    for id in 1..=30 {
        t.run(join(id)).unwrap();
    }
    assert_eq!(t.run(join(31)), Err("lobby-full".into()));
    assert_eq!(t.state.players.len(), 30);
}

#[test]
fn the_composition_set_in_the_lobby_is_dealt() {
    let mut t = Table::new();
    t.run(create(vec![])).unwrap();
    for id in 1..=6 {
        t.run(join(id)).unwrap();
    }
    let roles = vec![
        Role::LoupGarou,
        Role::Voyante,
        Role::Villageois,
        Role::Villageois,
        Role::Villageois,
        Role::Villageois,
    ];
    t.run(Command::Mj(MjCommand::Compose(Some(roles)))).unwrap();
    t.run(Command::Mj(MjCommand::Start)).unwrap();
    let count = |r: Role| t.state.players.iter().filter(|p| p.role == r).count();
    assert_eq!((count(Role::LoupGarou), count(Role::Voyante)), (1, 1));
}

#[test]
fn an_mj_can_cancel_a_lobby() {
    let mut t = Table::new();
    t.run(create(vec![])).unwrap();
    t.run(join(1)).unwrap();
    t.run(Command::Mj(MjCommand::Terminate)).unwrap();
    assert!(LoupsGarous::is_over(&t.state));
    assert_eq!(t.state.phase, Phase::Ended);
    assert_eq!(t.run(join(2)), Err("wrong-phase".into()));
}

#[test]
fn a_lobby_deals_as_a_game_created_with_its_players() {
    // given the same players, seated through twelve joins (one of them undone) …
    let mut lobby = Table::new();
    lobby.run(create(vec![])).unwrap();
    for id in 1..=12 {
        lobby.run(join(id)).unwrap();
    }
    lobby.run(join(99)).unwrap();
    lobby
        .run(Command::Leave {
            player: PlayerId(99),
        })
        .unwrap();
    lobby.run(Command::Mj(MjCommand::Start)).unwrap();
    // … and all at once at the creation (a scenario file's header)
    let mut header = Table::new();
    header.run(create(seats(12))).unwrap();
    header.run(Command::Mj(MjCommand::Start)).unwrap();
    // then both deal the same seats and roles
    assert_eq!(lobby.state.players, header.state.players);
}
