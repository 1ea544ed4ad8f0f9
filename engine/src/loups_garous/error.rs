//! Refusals (§9 codes): each has a Fluent message `error-<code>` in both languages.

use crate::game::RuleError;

/// Why a command is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    #[error("no game")]
    NoGame,
    #[error("not a player")]
    NotAPlayer,
    #[error("not an MJ")]
    NotMj,
    #[error("not now")]
    WrongPhase,
    /// Not now for this item: the refusal says when it serves (code `wrong-phase`).
    #[error("not now: {0:?} serves at another time")]
    NotNow(super::role::Item),
    /// The game is paused (code `wrong-phase`): nothing moves until an MJ resumes it.
    #[error("the game is paused")]
    Paused,
    /// `/mj reprendre` on a game that is not paused (code `wrong-phase`).
    #[error("the game is not paused")]
    NotPaused,
    #[error("you don't hold that item, or it is spent")]
    NotYourItem,
    #[error("you are dead")]
    DeadActor,
    #[error("you are locked in")]
    Locked,
    #[error("you are gagged")]
    Gagged,
    #[error("you have lost your vote")]
    NoVote,
    #[error("the target is dead")]
    TargetDead,
    #[error("you cannot target yourself")]
    TargetSelf,
    #[error("this target is not allowed")]
    TargetInvalid,
    #[error("the target is locked in")]
    TargetLocked,
    #[error("already done")]
    AlreadyActed,
    #[error("invalid composition: {0:?}")]
    CompositionInvalid(Misfit),
    #[error("the game is running")]
    GameRunning,
    #[error("the lobby is full")]
    LobbyFull,
    #[error("this game is not played by voice")]
    NotVoiceGame,
}

/// Why a composition does not fit the table (§7).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Misfit {
    /// As many roles as players are needed.
    Count { roles: usize, players: usize },
    /// No Loup-Garou nor Loup-Garou Noir: the Meute has no claws.
    NoClaws,
    /// No default composition for this many players (6 to 30).
    Size { players: usize },
}

impl RuleError for Error {
    fn message_args(&self) -> Vec<(&'static str, String)> {
        match self {
            Error::CompositionInvalid(Misfit::Count { roles, players }) => vec![
                ("why", "nombre".into()),
                ("roles", roles.to_string()),
                ("players", players.to_string()),
            ],
            Error::CompositionInvalid(Misfit::NoClaws) => vec![("why", "griffes".into())],
            Error::CompositionInvalid(Misfit::Size { players }) => {
                vec![("why", "taille".into()), ("players", players.to_string())]
            }
            Error::NotNow(item) => vec![("item", item.id().to_owned())],
            _ => Vec::new(),
        }
    }

    fn message_id(&self) -> &'static str {
        match self {
            Error::NotNow(_) => "not-now",
            Error::Paused => "paused",
            Error::NotPaused => "not-paused",
            other => other.code(),
        }
    }

    fn code(&self) -> &'static str {
        match self {
            Error::NoGame => "no-game",
            Error::NotAPlayer => "not-a-player",
            Error::NotMj => "not-mj",
            Error::WrongPhase | Error::NotNow(_) | Error::Paused | Error::NotPaused => {
                "wrong-phase"
            }
            Error::NotYourItem => "not-your-item",
            Error::DeadActor => "dead-actor",
            Error::Locked => "locked",
            Error::Gagged => "gagged",
            Error::NoVote => "no-vote",
            Error::TargetDead => "target-dead",
            Error::TargetSelf => "target-self",
            Error::TargetInvalid => "target-invalid",
            Error::TargetLocked => "target-locked",
            Error::AlreadyActed => "already-acted",
            Error::CompositionInvalid(_) => "composition-invalid",
            Error::GameRunning => "game-running",
            Error::LobbyFull => "lobby-full",
            Error::NotVoiceGame => "not-voice-game",
        }
    }
}

impl Error {
    /// Every refusal, for the locale test.
    pub const ALL: [Error; 21] = [
        Error::NoGame,
        Error::NotAPlayer,
        Error::NotMj,
        Error::WrongPhase,
        Error::NotNow(super::role::Item::Griffes),
        Error::Paused,
        Error::NotPaused,
        Error::NotYourItem,
        Error::DeadActor,
        Error::Locked,
        Error::Gagged,
        Error::NoVote,
        Error::TargetDead,
        Error::TargetSelf,
        Error::TargetInvalid,
        Error::TargetLocked,
        Error::AlreadyActed,
        Error::CompositionInvalid(Misfit::NoClaws),
        Error::GameRunning,
        Error::LobbyFull,
        Error::NotVoiceGame,
    ];
}
