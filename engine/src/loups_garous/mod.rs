//! Loups-Garous (`rules/loups-garous.md`): roles, items, nights, days, votes and the end.
//!
//! [`LoupsGarous`] implements [`Game`]: `decide` works on a scratch copy of the state that
//! every emitted event updates (`tx::Tx`), so `apply` stays a plain fold.
//!
//! What the Discord layer reads besides `decide` / `apply` / `notices`:
//! - [`access()`]: who may read and write `place`, `meute`, `cimetiere`, `amoureux` now;
//! - [`usable_items`]: a player's `/inventaire` (the buttons to show);
//! - [`tally`]: the live vote counts for the village picture;
//! - [`State`]: the phase, its deadline, the living, the Maire, gags and locks (`/partie`).
//!
//! §6.2's early end is [`early_end`] (its search: [`forced_win`]); [`simulate`] plays bot
//! games for `regisseur simulate`.

pub mod absence;
pub mod access;
mod apply;
pub mod command;
pub mod composition;
mod dawn;
mod day;
mod deaths;
pub mod early_end;
pub mod error;
pub mod event;
pub mod export;
mod flow;
pub mod inventory;
mod items;
pub mod last_call;
mod night;
mod notices;
mod notices_day;
pub mod offers;
pub mod role;
pub mod room;
mod scenario;
mod scenario_voice;
pub mod settings;
pub mod simulate;
pub mod state;
mod tx;
pub mod verbs;
pub mod victory;
pub mod voice;
mod vote;

pub use access::{access, Access, Channel};
pub use command::{Command, MjCommand};
pub use early_end::{forced_win, ForcedCache, SearchKind, SearchTally};
pub use error::{Error, Misfit};
pub use event::{EndReason, Event};
pub use inventory::usable_items;
pub use night::{night_items, step_runs};
pub use role::{Camp, Item, Role};
pub use scenario::scenario_session;
pub use settings::Settings;
pub use state::{DayStage, NightStep, Phase, State};
pub use vote::tally;

use crate::game::{ChannelAccess, Ctx, Decision, Game, Timestamp};
use crate::notice::{Audience, Notice, PlayerId};
use crate::offer::{Offer, Picked};
use tx::Tx;

/// The kind stored for this game.
pub const KIND: &str = "loups-garous";

/// The Loups-Garous rules.
pub struct LoupsGarous;

impl Game for LoupsGarous {
    type State = State;
    type Command = Command;
    type Event = Event;
    type Error = Error;

    const KIND: &'static str = KIND;

    fn decide(state: &State, command: &Command, ctx: &mut Ctx) -> Result<Vec<Event>, Error> {
        LoupsGarous::decide_cached(state, command, ctx, &mut ForcedCache::new())
    }

    fn apply(state: &mut State, event: &Event) {
        apply::apply(state, event);
    }

    fn next_deadline(state: &State) -> Option<Timestamp> {
        let call = last_call::next(state);
        [LoupsGarous::next_turn(state), call]
            .into_iter()
            .flatten()
            .min()
    }

    fn tick(now: Timestamp) -> Command {
        Command::Tick(now)
    }

    fn is_over(state: &State) -> bool {
        state.is_over()
    }

    fn notices(state: &State, event: &Event) -> Vec<Notice> {
        notices::notices(state, event)
    }

    fn offers(state: &State, to: &Audience) -> Vec<Offer> {
        offers::offers(state, to)
    }

    fn command_for(player: PlayerId, action: &str, picked: &Picked) -> Option<Command> {
        verbs::command_for(player, action, picked)
    }

    fn used(events: &[Event], player: PlayerId, action: &str) -> bool {
        offers::used(events, player, action)
    }

    fn access(state: &State) -> Vec<(&'static str, ChannelAccess)> {
        let a = access(state);
        let mut out = vec![
            (Channel::Place.id(), a.place),
            (Channel::Meute.id(), a.meute),
            (Channel::Cimetiere.id(), a.cimetiere),
            (Channel::Amoureux.id(), a.amoureux),
        ];
        if let Some(v) = voice::voice_access(state) {
            out.push((voice::Room::Place.channel(), v.place));
            out.push((voice::Room::Cimetiere.channel(), v.cimetiere));
        }
        out
    }

    fn seats(state: &State) -> Vec<(PlayerId, String)> {
        state
            .players
            .iter()
            .map(|p| (p.id, p.name.clone()))
            .collect()
    }

    /// The event count without the lobby's events (a scenario file seats everyone in its
    /// header, so its draws match a game whose lobby took many joins) and without the last
    /// calls (a game draws the same whether they were given or not).
    fn stream(state: &State, seq: u64) -> u64 {
        seq.saturating_sub(state.lobby_events + state.last_calls)
    }

    /// The decision's scratch copy, already folded, becomes the new state.
    fn evolve(
        state: &State,
        command: &Command,
        ctx: &mut Ctx,
    ) -> Result<Decision<Event, State>, Error> {
        let mut cache = ForcedCache::new();
        let mut tx = Tx::new(state, ctx.now, &mut ctx.rng, &mut cache).telling();
        handle(&mut tx, command)?;
        let notices = tx.notices.take().unwrap_or_default();
        Ok(Decision {
            events: tx.events,
            notices,
            state: tx.s,
        })
    }
}

impl LoupsGarous {
    /// The next deadline that moves the game (the phase's end, a departure), last calls
    /// aside: what a scenario's `next` fires.
    pub fn next_turn(state: &State) -> Option<Timestamp> {
        if state.paused.is_some() || state.is_over() {
            None
        } else {
            let departure = absence::next_departure(state);
            [state.deadline, departure].into_iter().flatten().min()
        }
    }

    /// [`Game::decide`] with §6.2's verdicts memoised in `cache` (the simulation keeps one
    /// across its games). The cache is exact: the events are the ones `decide` gives.
    pub fn decide_cached(
        state: &State,
        command: &Command,
        ctx: &mut Ctx,
        cache: &mut ForcedCache,
    ) -> Result<Vec<Event>, Error> {
        let mut tx = Tx::new(state, ctx.now, &mut ctx.rng, cache);
        handle(&mut tx, command)?;
        Ok(tx.events)
    }

    /// [`LoupsGarous::decide_cached`] on a state handed over, not copied. Only an emitted
    /// event changes the decision's scratch state (folding it), so the state comes back
    /// after the events on success (as [`Game::evolve`]'s), unchanged on a refusal before
    /// any event, and `None` on a refusal after some: the caller then folds its log again.
    pub fn decide_owned(
        state: State,
        command: &Command,
        ctx: &mut Ctx,
        cache: &mut ForcedCache,
    ) -> (Option<State>, Result<Vec<Event>, Error>) {
        let mut tx = Tx::owned(state, ctx.now, &mut ctx.rng, cache);
        match handle(&mut tx, command) {
            Ok(()) => (Some(tx.s), Ok(tx.events)),
            Err(e) => (tx.events.is_empty().then_some(tx.s), Err(e)),
        }
    }
}

fn handle(tx: &mut Tx, command: &Command) -> Result<(), Error> {
    dispatch(tx, command)?;
    day::speaker_gone(tx);
    absence::settle(tx);
    Ok(())
}

fn dispatch(tx: &mut Tx, command: &Command) -> Result<(), Error> {
    if let Command::Create { .. } = command {
        return create(tx, command);
    }
    if !tx.s.created {
        return Err(Error::NoGame);
    }
    if tx.s.phase == Phase::Lobby {
        return lobby(tx, command);
    }
    if tx.ended() {
        return Err(Error::WrongPhase);
    }
    if let Command::Join { .. } | Command::Leave { .. } = command {
        return Err(Error::GameRunning);
    }
    match command {
        Command::Tick(_) => {
            flow::tick(tx);
            return Ok(());
        }
        Command::Mj(mj) => return flow::mj(tx, mj),
        Command::Voice { player, room } => return voice::moved(tx, *player, *room),
        Command::Presence { player, offline } => return absence::presence(tx, *player, *offline),
        Command::Listening { on } => return voice::listening(tx, *on),
        _ => {}
    }
    let player = match command {
        Command::Use { player, .. }
        | Command::Vote { player, .. }
        | Command::GoHome { player }
        | Command::Hourglass { player }
        | Command::Spoke { player, .. }
        | Command::Active { player }
        | Command::Heard { player }
        | Command::Departed { player } => *player,
        _ => return Ok(()),
    };
    if tx.s.player(player).is_none() {
        return Err(Error::NotAPlayer);
    }
    let while_paused = matches!(
        command,
        Command::Spoke { .. }
            | Command::Active { .. }
            | Command::Heard { .. }
            | Command::Departed { .. }
    );
    if tx.s.paused.is_some() && !while_paused {
        return Err(Error::Paused);
    }
    act(tx, player, command)
}

/// A seated player's act.
fn act(tx: &mut Tx, player: PlayerId, command: &Command) -> Result<(), Error> {
    match command {
        Command::Use {
            item,
            targets,
            option,
            ..
        } => items::use_item(tx, player, *item, targets, option.as_deref())?,
        Command::Vote { target, .. } => items::use_item(
            tx,
            player,
            Item::Bulletin,
            &target.iter().copied().collect::<Vec<_>>(),
            None,
        )?,
        Command::GoHome { .. } => items::use_item(tx, player, Item::Rentrer, &[], None)?,
        Command::Hourglass { .. } => items::use_item(tx, player, Item::Sablier, &[], None)?,
        Command::Spoke { channel, text, .. } => {
            if channel == "place" {
                day::spoke(tx, player);
            } else if channel == "meute" && tx.s.is_step(NightStep::Chasse) {
                night::relay(tx, player, text);
            }
        }
        Command::Heard { .. } => voice::heard(tx, player)?,
        Command::Departed { .. } => return flow::depart(tx, player),
        _ => {}
    }
    day::active(tx, player);
    Ok(())
}

/// A new table: its seats, settings and roles, checked.
fn create(tx: &mut Tx, command: &Command) -> Result<(), Error> {
    let Command::Create {
        players,
        settings,
        roles,
        composition,
        seed,
        fixed_seating,
    } = command
    else {
        return Ok(());
    };
    if tx.s.created {
        return Err(Error::GameRunning);
    }
    if players.len() > composition::MAX_PLAYERS {
        return Err(Error::LobbyFull);
    }
    // An empty table is an open lobby: its seats and composition come later.
    let given = roles.as_ref().or(composition.as_ref());
    match given {
        _ if players.is_empty() => {}
        Some(r) => composition::validate(r, players.len())?,
        None => {
            composition::default_for(players.len())?;
        }
    }
    tx.emit(Event::Created {
        players: players.clone(),
        settings: settings.clone(),
        seed: *seed,
        roles: roles.clone(),
        composition: composition.clone(),
        fixed_seating: *fixed_seating,
    });
    Ok(())
}

/// The lobby: seats taken and given back, the composition, the start or the cancellation.
fn lobby(tx: &mut Tx, command: &Command) -> Result<(), Error> {
    match command {
        Command::Mj(MjCommand::Start) => {
            let lobby = tx.s.lobby.clone();
            flow::start(tx, lobby.roles, lobby.composition, lobby.fixed_seating)
        }
        Command::Mj(MjCommand::Compose(composition)) => {
            let composition = composition.clone().filter(|c| !c.is_empty());
            tx.emit(Event::CompositionSet { composition });
            Ok(())
        }
        Command::Mj(MjCommand::Terminate) => {
            tx.emit(Event::GameEnded {
                winner: None,
                reason: EndReason::Terminated,
            });
            Ok(())
        }
        Command::Join { player, name } => {
            if tx.s.player(*player).is_some() {
                return Err(Error::AlreadyActed);
            }
            if tx.s.players.len() >= composition::MAX_PLAYERS {
                return Err(Error::LobbyFull);
            }
            tx.emit(Event::Joined {
                player: *player,
                name: name.clone(),
            });
            Ok(())
        }
        Command::Leave { player } | Command::Departed { player } => {
            if tx.s.player(*player).is_none() {
                return match command {
                    Command::Leave { .. } => Err(Error::NotAPlayer),
                    _ => Ok(()),
                };
            }
            tx.emit(Event::Left { player: *player });
            Ok(())
        }
        Command::Voice { player, room } => voice::moved(tx, *player, *room),
        Command::Tick(_)
        | Command::Spoke { .. }
        | Command::Active { .. }
        | Command::Heard { .. } => Ok(()),
        _ => Err(Error::WrongPhase),
    }
}
