//! Refusals (§10): one variant per stable kebab-case code; the Fluent id is `error-<code>`.

use crate::game::RuleError;
use crate::ronde::personnage::Personnage;

/// Why a command is refused. Never reveals others' hidden state.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RondeError {
    #[error("no game")]
    NoGame,
    #[error("game already running")]
    GameRunning,
    #[error("wrong phase")]
    WrongPhase,
    #[error("trials start on day 2")]
    NotStarted,
    #[error("the game is over")]
    Ended,
    #[error("not registered")]
    NotAPlayer,
    #[error("spectators cannot play")]
    Spectator,
    #[error("MJ-only command")]
    NotMj,
    #[error("you are unmasked")]
    Unmasked,
    #[error("you are unofficially unmasked")]
    Unofficial,
    #[error("asleep today")]
    Asleep,
    #[error("already acted today")]
    Quota,
    #[error("one opening per day")]
    OneOpening,
    #[error("not in your list")]
    NotInList,
    #[error("unknown player")]
    UnknownPlayer,
    #[error("unknown character")]
    UnknownCharacter,
    #[error("already unmasked")]
    TargetUnmasked,
    #[error("cannot target yourself")]
    TargetSelf,
    #[error("not in your own trial")]
    OwnTrial,
    #[error("already complained")]
    AlreadyComplained,
    #[error("trial closed")]
    Closed,
    #[error("not a trial")]
    NotATrial,
    #[error("identical trial open: {0}")]
    Duplicate(usize),
    #[error("name both Décorateurs")]
    DecoTwo,
    #[error("cannot open trials")]
    CannotOpen,
    #[error("anonymous only")]
    AnonOnly,
    #[error("next action on day {0}")]
    EveryOther(u32),
    #[error("no anonymous complaint")]
    NoAnon,
    #[error("no such power")]
    NoPower,
    /// Not usable today: the power's window (a stable id its message names, `j4-j8-j12`).
    #[error("not usable today ({0})")]
    Window(&'static str),
    /// Already used: `n` of the `max` uses its window allows.
    #[error("already used ({0}/{1})")]
    Used(u8, u8),
    #[error("must have posted")]
    NotPosted,
    #[error("outcome already known")]
    Concluded,
    #[error("target already used")]
    AlreadyTargeted,
    #[error("today's target: {0:?}")]
    DestinyDay(Personnage),
    #[error("invalid format: {0}")]
    BadFormat(String),
    #[error("no joker")]
    NoJoker,
    #[error("unmasked chorus only")]
    NotDemasque,
    #[error("secretary only")]
    NotSecretary,
    #[error("already guessed")]
    Guessed,
    #[error("target invalid")]
    TargetInvalid,
    /// `/preuve` names nothing the player may prove now.
    #[error("nothing to prove")]
    NothingToProve,
    #[error("question already answered")]
    Answered,
    #[error("card already passed on to Alice")]
    Forwarded,
    /// A desk card another MJ decided first: who, and how.
    #[error("already decided by {mj}: {choice}")]
    Decided { mj: String, choice: String },
}

impl RondeError {
    /// The Fluent arguments of `error-<code>` (§10), for the messages that have some.
    pub fn args(&self) -> Vec<(&'static str, String)> {
        match self {
            RondeError::Duplicate(n) => vec![("lien", format!("Procès n°{n}"))],
            RondeError::EveryOther(day) => vec![("n", day.to_string())],
            RondeError::DestinyDay(p) => vec![("personnage", p.name().to_owned())],
            RondeError::BadFormat(detail) => vec![("detail", detail.clone())],
            RondeError::Decided { mj, choice } => {
                vec![("mj", mj.clone()), ("choice", choice.clone())]
            }
            RondeError::Window(window) => vec![("fenetre", (*window).to_owned())],
            RondeError::Used(n, max) => vec![("n", n.to_string()), ("max", max.to_string())],
            _ => vec![],
        }
    }
}

impl RuleError for RondeError {
    fn message_args(&self) -> Vec<(&'static str, String)> {
        self.args()
    }

    fn code(&self) -> &'static str {
        use RondeError::{
            AlreadyComplained, AlreadyTargeted, AnonOnly, Answered, Asleep, BadFormat, CannotOpen,
            Closed, Concluded, Decided, DecoTwo, DestinyDay, Duplicate, Ended, EveryOther,
            Forwarded, GameRunning, Guessed, NoAnon, NoGame, NoJoker, NoPower, NotAPlayer,
            NotATrial, NotDemasque, NotInList, NotMj, NotPosted, NotSecretary, NotStarted,
            NothingToProve, OneOpening, OwnTrial, Quota, Spectator, TargetInvalid, TargetSelf,
            TargetUnmasked, UnknownCharacter, UnknownPlayer, Unmasked, Unofficial, Used, Window,
            WrongPhase,
        };
        match self {
            NoGame => "no-game",
            GameRunning => "game-running",
            WrongPhase => "wrong-phase",
            NotStarted => "not-started",
            Ended => "ended",
            NotAPlayer => "not-a-player",
            Spectator => "spectator",
            NotMj => "not-mj",
            Unmasked => "unmasked",
            Unofficial => "unofficial",
            Asleep => "asleep",
            Quota => "quota",
            OneOpening => "one-opening",
            NotInList => "not-in-list",
            UnknownPlayer => "unknown-player",
            UnknownCharacter => "unknown-character",
            TargetUnmasked => "target-unmasked",
            TargetSelf => "target-self",
            OwnTrial => "own-trial",
            AlreadyComplained => "already-complained",
            Closed => "closed",
            NotATrial => "not-a-trial",
            Duplicate(_) => "duplicate",
            DecoTwo => "deco-two",
            CannotOpen => "cannot-open",
            AnonOnly => "anon-only",
            EveryOther(_) => "every-other",
            NoAnon => "no-anon",
            NoPower => "no-power",
            Window(_) => "window",
            Used(..) => "used",
            NotPosted => "not-posted",
            Concluded => "concluded",
            AlreadyTargeted => "already-targeted",
            DestinyDay(_) => "destiny-day",
            BadFormat(_) => "bad-format",
            NoJoker => "no-joker",
            NotDemasque => "not-demasque",
            NotSecretary => "not-secretary",
            Guessed => "guessed",
            TargetInvalid => "target-invalid",
            NothingToProve => "nothing-to-prove",
            Answered => "answered",
            Forwarded => "forwarded",
            Decided { .. } => "decided",
        }
    }
}

/// Every code this game defines messages for in `ronde.ftl` (the shared ones excepted).
pub const OWN_CODES: [&str; 38] = [
    "nothing-to-prove",
    "not-started",
    "ended",
    "spectator",
    "unmasked",
    "unofficial",
    "asleep",
    "quota",
    "one-opening",
    "not-in-list",
    "unknown-player",
    "unknown-character",
    "target-unmasked",
    "own-trial",
    "already-complained",
    "closed",
    "not-a-trial",
    "duplicate",
    "deco-two",
    "cannot-open",
    "anon-only",
    "every-other",
    "no-anon",
    "no-power",
    "window",
    "used",
    "not-posted",
    "concluded",
    "already-targeted",
    "destiny-day",
    "bad-format",
    "no-joker",
    "not-demasque",
    "not-secretary",
    "guessed",
    "answered",
    "forwarded",
    "decided",
];
