//! La Ronde des Pantins (`rules/ronde-des-pantins.md`): the Ronde, procès, constraints,
//! the Démasqués and the points ledger.
//!
//! `decide` works on a copy of the state ([`tx::Tx`]): every event is folded as soon as it
//! is emitted, so a closure that unmasks, closes other procès `SANS_SUITE`, scores and
//! grows lists reads as a plain sequence; a refusal drops the copy. Deadlines that passed
//! are fired first ([`days::advance`]), so a late scheduler never lets a command see a
//! stale day. Lists that grew are diffed at the end of every decision (the DM
//! "Nouveau Personnage dans ta liste").
//!
//! Decisions where the rules are silent (see also the closing report of issue 4):
//! - the refusal code for targeting oneself is the shared `target-self` (§10's `self`), and
//!   an unregistered actor gets the shared `not-a-player` (§10's `not-registered`);
//! - `SANS_SUITE` closures score the classification lines (§8 "any closure") and −80: the
//!   procès « n'aboutit pas » (issue 13);
//! - a deferred unmasking is announced with the cause `constraint`;
//! - a right Souffleur excerpt (or the chorus's candle) waits for an MJ's theme verdict;
//! - a Revenant keeps one set of counters for both inherited roles, except the Avocat's
//!   and Chucky's attempts, which are kept apart.

pub mod data;
pub mod rules;
pub mod tool;
pub mod view;
pub mod vocabulary;

// Each module keeps its path (`ronde::offers`, `ronde::state`…), whatever its room.
use data::apply_desk;
pub use data::{
    apply, calendar, cause, checklist, command, counters, demasques, error, event, personnage,
    proces, score, souffle, state,
};
pub use rules::{
    anon, chorus, days, dealing, end, ledger, misc, mj, mj_adjust, plainte, powers, prechecks,
    resolve, ronde, tx, unmask,
};
use rules::{lobby, mj_desk};
pub use tool::{export, scenario, sim, sim_desk};
use tool::{export_lines, scenario_cmd, scenario_mj};
pub use view::{channels, notices, offers, offers_forms, offers_mj};
use view::{notices_desk, notices_facts, picks};
pub use vocabulary::verbs;
use vocabulary::{verbs_desk, verbs_mj, verbs_players};

pub use command::{ChorusCmd, Command, MjCommand, Power, SireneOrder};
pub use error::RondeError;
pub use event::Event;
pub use personnage::Personnage;
pub use scenario::scenario_session;
pub use state::State;

use crate::game::{ChannelAccess, Ctx, Decision, Game, Pace, Timestamp};
use crate::notice::{Audience, Notice, PlayerId};
use crate::offer::{Offer, Picked};
use ronde::Visible;
use tx::Tx;

/// The kind stored for this game.
pub const KIND: &str = "ronde-des-pantins";

/// La Ronde des Pantins.
#[derive(Debug, Clone, Copy, Default)]
pub struct Ronde;

impl Game for Ronde {
    type State = State;
    type Command = Command;
    type Event = Event;
    type Error = RondeError;

    const KIND: &'static str = KIND;

    fn decide(state: &State, command: &Command, ctx: &mut Ctx) -> Result<Vec<Event>, RondeError> {
        Ok(decide_in(state, command, ctx, false)?.events)
    }

    fn apply(state: &mut State, event: &Event) {
        apply::apply(state, event);
    }

    fn next_deadline(state: &State) -> Option<Timestamp> {
        days::next_deadline(state)
    }

    fn tick(now: Timestamp) -> Command {
        Command::Tick(now)
    }

    /// Over once an MJ closes it: after J13 13:13 the game still takes the chronicles'
    /// points and shows its leaderboard.
    fn is_over(state: &State) -> bool {
        state.outcome.closed()
    }

    fn notices(state: &State, event: &Event) -> Vec<Notice> {
        notices::notices(state, event)
    }

    fn offers(state: &State, to: &Audience) -> Vec<Offer> {
        offers::offers(state, to)
    }

    fn gone(state: &State, action: &str) -> Option<RondeError> {
        mj_desk::decided(state, action)
    }

    fn command_for(player: PlayerId, action: &str, picked: &Picked) -> Option<Command> {
        picks::command_for(player, action, picked)
    }

    fn used(events: &[Event], player: PlayerId, action: &str) -> bool {
        picks::used(events, player, action)
    }

    fn access(state: &State) -> Vec<(&'static str, ChannelAccess)> {
        channels::access(state)
    }

    fn seats(state: &State) -> Vec<(PlayerId, String)> {
        channels::seats(state)
    }

    fn pace(state: &State) -> Pace {
        state.pace.unwrap_or(Pace::REAL)
    }

    /// Decides on one working copy: its events were folded as they were emitted, and their
    /// notices gathered then (each with the state after its event).
    fn evolve(
        state: &State,
        command: &Command,
        ctx: &mut Ctx,
    ) -> Result<Decision<Event, State>, RondeError> {
        let tx = decide_in(state, command, ctx, true)?;
        Ok(Decision {
            events: tx.events,
            notices: tx.notices.unwrap_or_default(),
            state: tx.s,
        })
    }
}

/// Decides a command on a working copy of the state (gathering notices when `telling`).
fn decide_in<'r>(
    state: &State,
    command: &Command,
    ctx: &'r mut Ctx,
    telling: bool,
) -> Result<Tx<'r>, RondeError> {
    let now = ctx.now;
    let mut tx = Tx::new(state, now, &mut ctx.rng);
    if telling {
        tx.notices = Some(Vec::new());
    }
    if state.dealt {
        days::advance(&mut tx, now);
    }
    let lists_move = !matches!(
        command,
        Command::Mj {
            cmd: MjCommand::Deal { .. },
            ..
        } | Command::Power {
            power: Power::Destin { .. } | Power::DestinAjout { .. },
            ..
        }
    );
    dispatch(&mut tx, command)?;
    unmask::first_unmasked(&mut tx);
    if lists_move && state.dealt {
        list_changes(state, &mut tx);
    }
    Ok(tx)
}

/// Routes a command to its family: the game, the MJs, procès and plaintes, the players'
/// records, powers and the chorus.
fn dispatch(tx: &mut Tx, command: &Command) -> Result<(), RondeError> {
    match command {
        Command::CreateGame {
            by, name, settings, ..
        } => create_game(tx, *by, name, settings),
        Command::Mj { by, cmd } => mj::command(tx, *by, cmd),
        Command::Desk { by, cmd, card } => {
            mj_desk::still_waiting(tx, card)?;
            mj::command(tx, *by, cmd)
        }
        Command::Open { .. } | Command::Complain { .. } => trial(tx, command),
        Command::Proof {
            actor,
            what,
            text,
            posts,
        } => misc::proof(tx, *actor, what, text, posts),
        Command::Joker {
            actor,
            day,
            monster,
            ..
        } => misc::joker(tx, *actor, *day, *monster),
        Command::Don { .. } | Command::Question { .. } => to_mjs(tx, command),
        Command::Guess { actor, order } => misc::guess(tx, *actor, order),
        Command::Post {
            author,
            channel,
            text,
            message,
        } => misc::post(tx, *author, channel, text, *message),
        Command::Power { actor, power } => powers::divers::use_power(tx, *actor, power),
        Command::Chorus { actor, cmd } => chorus::command(tx, *actor, cmd),
        Command::Tick(_) => {
            if !tx.s.created {
                return Err(RondeError::NoGame);
            }
            Ok(())
        }
        Command::Join { player, name } => lobby::join(tx, *player, name),
        Command::Leave { player } => lobby::leave(tx, *player),
    }
}

/// An opening or a plainte, and the constraints a public one fulfils.
fn trial(tx: &mut Tx, command: &Command) -> Result<(), RondeError> {
    match command {
        Command::Open {
            actor,
            accused,
            alleged,
            arguments,
            anonymous,
        } => {
            plainte::open(tx, *actor, accused, *alleged, arguments, *anonymous)?;
            if !*anonymous {
                let day = tx.day();
                powers::roles::fulfilled(tx, *actor, *alleged, true, day);
            }
            Ok(())
        }
        Command::Complain {
            actor,
            proces,
            anonymous,
        } => {
            plainte::complain(tx, *actor, *proces, *anonymous)?;
            let alleged = tx.s.proces(*proces).map(|p| p.alleged);
            if let (Some(alleged), false) = (alleged, *anonymous) {
                let day = tx.day();
                powers::roles::fulfilled(tx, *actor, alleged, false, day);
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// A new game (once the last one ended), its creator its first MJ.
fn create_game(
    tx: &mut Tx,
    by: crate::notice::PlayerId,
    name: &str,
    settings: &calendar::Settings,
) -> Result<(), RondeError> {
    if tx.s.created && !tx.s.outcome.ended() {
        return Err(RondeError::GameRunning);
    }
    tx.emit(Event::GameCreated {
        settings: settings.clone(),
    });
    tx.emit(Event::Registered {
        player: by,
        name: name.to_owned(),
        kind: state::Kind::Mj,
    });
    tx.emit(Event::ForumOpened);
    Ok(())
}

/// A player's Don or question, passed on to the MJs.
fn to_mjs(tx: &mut Tx, command: &Command) -> Result<(), RondeError> {
    let (player, event) = match command {
        Command::Don { actor, items } => (
            *actor,
            Event::DonSent {
                player: *actor,
                items: items.clone(),
            },
        ),
        Command::Question { actor, text } => (
            *actor,
            Event::QuestionAsked {
                player: *actor,
                text: text.clone(),
                id: tx.s.questions.last().map_or(1, |q| q.id + 1),
            },
        ),
        _ => return Ok(()),
    };
    tx.player(player)?;
    tx.emit(event);
    Ok(())
}

/// DMs "Nouveau Personnage dans ta liste" for every list that grew.
fn list_changes(before: &State, tx: &mut Tx) {
    let ids: Vec<_> =
        tx.s.players
            .values()
            .filter(|x| x.can_act())
            .map(|x| x.id)
            .collect();
    for id in ids {
        let (Visible::Set(old), Visible::Set(new)) =
            (ronde::visible(before, id), ronde::visible(&tx.s, id))
        else {
            continue;
        };
        if before.player(id).is_none_or(|x| !x.can_act()) {
            continue;
        }
        let added: Vec<Personnage> = new.difference(&old).copied().collect();
        if !added.is_empty() {
            tx.emit(Event::ListGrew { player: id, added });
        }
    }
}
