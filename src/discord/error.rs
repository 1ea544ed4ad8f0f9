//! Errors at the Discord boundary: a refusal (a localized, ephemeral answer that changes
//! nothing) — the adapter's own, typed, or a game's rule by its stable code — or the
//! unexpected (logged, and a generic apology).

use poise::serenity_prelude as serenity;

use super::{Context, Data};

/// What the adapter itself refuses, before any game is asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// No game in this channel, or the game is gone.
    NoGame,
    /// The author has no seat in a game here.
    NotAPlayer,
    NotMj,
    /// A personal component clicked by someone else (a forged click).
    ButtonNotYours,
    /// A component whose offer is gone or whose step ended.
    ButtonStale,
    /// A live-looking component of a prompt whose step ended (expired prompts are not
    /// edited at each step: the late click is told so in its own reply).
    Late,
    /// An option the command did not understand.
    BadArgument,
    /// A role or item id that does not exist.
    UnknownId,
    /// A target that is not among the offer's candidates.
    TargetInvalid,
    /// A form sent with a field empty, too long, or not the number it wants.
    FormInvalid,
    /// This command is not for this kind of game.
    NotThisGame,
    GuildOnly,
    /// `/mj archiver` on a game that is not over.
    StillRunning,
    /// `/mj archiver` on a game whose channels are gone already.
    AlreadyArchived,
}

impl Refusal {
    /// The Fluent id of its message.
    pub fn message_id(self) -> &'static str {
        match self {
            Refusal::NoGame => "error-no-game",
            Refusal::NotAPlayer => "error-not-a-player",
            Refusal::NotMj => "error-not-mj",
            Refusal::ButtonNotYours => "error-button-not-yours",
            Refusal::ButtonStale | Refusal::Late => "error-button-stale",
            Refusal::BadArgument => "error-bad-argument",
            Refusal::UnknownId => "error-unknown-id",
            Refusal::TargetInvalid => "error-target-invalid",
            Refusal::FormInvalid => "error-form-invalid",
            Refusal::NotThisGame => "error-not-this-game",
            Refusal::GuildOnly => "error-guild-only",
            Refusal::StillRunning => "error-still-running",
            Refusal::AlreadyArchived => "error-already-archived",
        }
    }
}

/// A setting of `/mj creer` refused: the key and what it should be, or the keys there are.
pub fn setting_refused(e: engine::setting::SettingError) -> BotError {
    use engine::setting::SettingError;
    let said = crate::i18n::said;
    match e {
        SettingError::Unknown { key, known: [] } => {
            BotError::RuleWith("setting-none", vec![("key", said(&key))])
        }
        SettingError::Unknown { key, known } => BotError::RuleWith(
            "setting-unknown",
            vec![("key", said(&key)), ("keys", known.join(", "))],
        ),
        SettingError::Malformed {
            key,
            value,
            expected,
        } => BotError::RuleWith(
            "setting-value",
            vec![
                ("key", said(&key)),
                ("value", said(&value)),
                ("expected", expected.id().to_owned()),
            ],
        ),
        SettingError::NotAPair(pair) => {
            BotError::RuleWith("setting-pair", vec![("pair", said(&pair))])
        }
    }
}

/// A command's failure.
#[derive(Debug, thiserror::Error)]
pub enum BotError {
    #[error("refused: {0:?}")]
    Refused(Refusal),
    /// A game's rules refused: the error's stable code (its message is `error-<code>`).
    #[error("refused by the rules: {0}")]
    Rule(&'static str),
    /// A refusal whose message has arguments (`error-duplicate`: the procès).
    #[error("refused by the rules: {0}")]
    RuleWith(&'static str, Vec<(&'static str, String)>),
    /// The bot lacks permissions or intents for this (`error-setup`, then what is missing).
    #[error("the bot's set-up is incomplete: {0:?}")]
    Setup(Box<dyn Explained>),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// What a refusal explains at length in the reader's language (the bot's set-up: what it
/// lacks and how to grant it), kept behind a trait so that this boundary names no module
/// that depends on the host.
pub trait Explained: std::fmt::Debug + Send + Sync {
    fn render(&self, i18n: &crate::i18n::I18n, locale: &str) -> String;
}

impl From<Refusal> for BotError {
    fn from(r: Refusal) -> Self {
        BotError::Refused(r)
    }
}

impl From<serenity::Error> for BotError {
    fn from(e: serenity::Error) -> Self {
        BotError::Unexpected(e.into())
    }
}

impl From<crate::store::StoreError> for BotError {
    fn from(e: crate::store::StoreError) -> Self {
        BotError::Unexpected(e.into())
    }
}

impl BotError {
    /// The Fluent arguments of the answer.
    pub fn message_args(&self) -> Vec<(String, engine::Arg)> {
        match self {
            BotError::RuleWith(_, args) => args
                .iter()
                .map(|(k, v)| ((*k).to_owned(), engine::Arg::from(v.as_str())))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The Fluent id of the answer; `None` for the unexpected.
    pub fn message_id(&self) -> Option<String> {
        match self {
            BotError::Refused(r) => Some(r.message_id().to_owned()),
            BotError::Rule(code) | BotError::RuleWith(code, _) => Some(format!("error-{code}")),
            BotError::Setup(_) => Some("error-setup".to_owned()),
            BotError::Unexpected(_) => None,
        }
    }
}

/// The locale a person reads: theirs when we speak it, else `fallback` (the guild's).
pub fn reader_locale(theirs: Option<&str>, fallback: &str) -> String {
    match theirs {
        Some(l) if l.starts_with("en") => "en-US".to_owned(),
        Some(l) if l.starts_with("fr") => "fr".to_owned(),
        _ => fallback.to_owned(),
    }
}

/// The locale to answer a command's author in: theirs when we speak it, else the guild's.
pub async fn locale(ctx: Context<'_>) -> String {
    let data = ctx.data();
    let guild = match ctx.guild_id() {
        Some(g) => data.guilds.locale(g.get()).await,
        None => data.config.default_locale.clone(),
    };
    reader_locale(ctx.locale(), &guild)
}

async fn answer(ctx: Context<'_>, id: &str) {
    answer_with(ctx, id, &[]).await;
}

async fn answer_with(ctx: Context<'_>, id: &str, args: &[(String, engine::Arg)]) {
    let locale = locale(ctx).await;
    say(ctx, ctx.data().i18n.get(&locale, id, args)).await;
}

async fn say(ctx: Context<'_>, text: String) {
    if let poise::Context::Application(a) = ctx {
        if a.interaction_type == poise::CommandInteractionType::Autocomplete {
            // An autocomplete takes choices, never a message: offer none.
            return no_choices(ctx.serenity_context(), a.interaction).await;
        }
    }
    let reply = poise::CreateReply::default()
        .content(text)
        .ephemeral(true)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    if let Err(e) = super::commands::send(ctx, reply).await {
        tracing::warn!(error = %e, "cannot send an error answer");
    }
}

pub async fn on_error(error: poise::FrameworkError<'_, Data, BotError>) {
    match error {
        poise::FrameworkError::Command {
            error: BotError::Setup(diagnosis),
            ctx,
            ..
        } => {
            let locale = locale(ctx).await;
            let i18n = &ctx.data().i18n;
            let head = i18n.get(&locale, "error-setup", &[]);
            say(ctx, format!("{head}\n{}", diagnosis.render(i18n, &locale))).await;
        }
        poise::FrameworkError::Command { error, ctx, .. } => {
            if let Some(id) = error.message_id() {
                answer_with(ctx, &id, &error.message_args()).await;
            } else {
                tracing::error!(command = %ctx.command().qualified_name, error = ?error, "command failed");
                answer(ctx, "error-unexpected").await;
            }
        }
        poise::FrameworkError::CommandCheckFailed { error, ctx, .. } => {
            let id = error.and_then(|e| e.message_id());
            answer(ctx, id.as_deref().unwrap_or("error-not-mj")).await;
        }
        poise::FrameworkError::ArgumentParse { ctx, .. } => answer(ctx, "error-bad-argument").await,
        poise::FrameworkError::GuildOnly { ctx, .. } => answer(ctx, "error-guild-only").await,
        poise::FrameworkError::CommandStructureMismatch {
            ctx, description, ..
        } => {
            tracing::warn!(command = %ctx.command().qualified_name, description, "options not as registered");
            answer(poise::Context::Application(ctx), "error-bad-argument").await;
        }
        poise::FrameworkError::UnknownInteraction {
            framework,
            interaction,
            ..
        } => unknown_command(framework, interaction).await,
        other => match other.ctx() {
            Some(ctx) => {
                tracing::error!(command = %ctx.command().qualified_name, error = %other, "command failed");
                answer(ctx, "error-unexpected").await;
            }
            None => {
                if let Err(e) = poise::builtins::on_error(other).await {
                    tracing::error!(error = %e, "error while handling an error");
                }
            }
        },
    }
}

/// A command the bot does not have (a client that has not seen the new list yet, or a
/// forged one): said so, ephemeral, in the reader's language; an autocomplete gets no choice.
async fn unknown_command(
    framework: poise::FrameworkContext<'_, Data, BotError>,
    interaction: &serenity::CommandInteraction,
) {
    let http = framework.serenity_context;
    if interaction.data.autocomplete().is_some() {
        return no_choices(http, interaction).await;
    }
    let data = framework.user_data;
    let guild = match interaction.guild_id {
        Some(g) => data.guilds.locale(g.get()).await,
        None => data.config.default_locale.clone(),
    };
    let locale = reader_locale(Some(&interaction.locale), &guild);
    let text = data.i18n.get(&locale, "error-unknown-command", &[]);
    tracing::warn!(name = %interaction.data.name, "unknown command");
    let message = serenity::CreateInteractionResponseMessage::new()
        .content(text)
        .ephemeral(true)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    let response = serenity::CreateInteractionResponse::Message(message);
    if let Err(e) = interaction.create_response(http, response).await {
        tracing::warn!(error = %e, "cannot answer an unknown command");
    }
}

/// Answers an autocomplete with no choice.
async fn no_choices(http: &serenity::Context, interaction: &serenity::CommandInteraction) {
    let response = serenity::CreateInteractionResponse::Autocomplete(
        serenity::CreateAutocompleteResponse::new(),
    );
    if let Err(e) = interaction.create_response(http, response).await {
        tracing::warn!(error = %e, "cannot answer an autocomplete");
    }
}
