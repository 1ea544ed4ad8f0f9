//! A toy game for the runtime's tests: a counter with a deadline.

use chrono::Duration;
use engine::game::{Ctx, Game, RuleError};
use engine::{Notice, Timestamp};
use rand::Rng;
use serde::{Deserialize, Serialize};

pub struct Toy;

#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ToyState {
    pub count: u32,
    pub deadline: Option<Timestamp>,
    pub ticks: u32,
    pub draws: Vec<u32>,
    pub over: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub enum ToyCommand {
    /// Arms a deadline this many milliseconds from now.
    Arm(i64),
    Add(u32),
    Draw,
    Finish,
    Tick(Timestamp),
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum ToyEvent {
    Armed(Timestamp),
    Added(u32),
    Drawn(u32),
    Ticked(Timestamp),
    Finished,
}

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ToyError {
    #[error("zero")]
    Zero,
    #[error("not due")]
    NotDue,
}

impl RuleError for ToyError {
    fn code(&self) -> &'static str {
        match self {
            ToyError::Zero => "zero",
            ToyError::NotDue => "not-due",
        }
    }
}

impl Game for Toy {
    type State = ToyState;
    type Command = ToyCommand;
    type Event = ToyEvent;
    type Error = ToyError;
    const KIND: &'static str = "toy";

    fn decide(
        state: &ToyState,
        command: &ToyCommand,
        ctx: &mut Ctx,
    ) -> Result<Vec<ToyEvent>, ToyError> {
        Ok(match command {
            ToyCommand::Arm(ms) => vec![ToyEvent::Armed(ctx.now + Duration::milliseconds(*ms))],
            ToyCommand::Add(0) => return Err(ToyError::Zero),
            ToyCommand::Add(n) => vec![ToyEvent::Added(*n)],
            ToyCommand::Draw => vec![ToyEvent::Drawn(ctx.rng.random_range(0..1_000_000))],
            ToyCommand::Finish => vec![ToyEvent::Finished],
            ToyCommand::Tick(now) => match state.deadline {
                Some(d) if d <= *now => vec![ToyEvent::Ticked(*now)],
                _ => return Err(ToyError::NotDue),
            },
        })
    }

    fn apply(state: &mut ToyState, event: &ToyEvent) {
        match event {
            ToyEvent::Armed(d) => state.deadline = Some(*d),
            ToyEvent::Added(n) => state.count += n,
            ToyEvent::Drawn(n) => state.draws.push(*n),
            ToyEvent::Ticked(_) => {
                state.ticks += 1;
                state.deadline = None;
            }
            ToyEvent::Finished => state.over = true,
        }
    }

    fn next_deadline(state: &ToyState) -> Option<Timestamp> {
        state.deadline
    }

    fn tick(now: Timestamp) -> ToyCommand {
        ToyCommand::Tick(now)
    }

    fn is_over(state: &ToyState) -> bool {
        state.over
    }

    fn notices(_: &ToyState, _: &ToyEvent) -> Vec<Notice> {
        Vec::new()
    }
}
