//! Slash commands built at start-up from a game's vocabulary table (`engine::verbs`): one
//! command per verb, grouped by the path's first word. One action serves them all: it finds
//! its verb in the command's data, reads Discord's options into the verb's arguments, builds
//! the command and sends it to the author's game. Autocomplete lists the author's offers.

mod options;
pub mod who;

use std::sync::Arc;

use engine::verbs::{Kind, Opt, Range, Source, Verb, Vocabulary, Who};
use engine::PlayerId;
use poise::serenity_prelude as serenity;
use serenity::CommandOptionType;

use super::{reply, within_window};
use crate::discord::error::{locale, Refusal};
use crate::discord::host::Host;
use crate::discord::{BotError, Data};
use crate::store::Table;

type Command = poise::Command<Data, BotError>;
pub type AppContext<'a> = poise::ApplicationContext<'a, Data, BotError>;
type Action =
    for<'a> fn(
        AppContext<'a>,
    ) -> poise::BoxFuture<'a, Result<(), poise::FrameworkError<'a, Data, BotError>>>;

/// A game whose vocabulary the bot serves as slash commands.
pub trait Spoken: Vocabulary + crate::discord::host::Hosted {
    fn host(data: &Data) -> &Arc<Host<Self>>;

    /// The Fluent id of the answer to a verb that went through (« C'est noté. » unless the
    /// game says more: an anonymous act was passed on to the MJs…).
    fn done(_path: &str, _args: &engine::verbs::Args) -> &'static str {
        "done"
    }

    /// The arguments once the command's context gave what the author left out (the Ronde:
    /// a plainte's procès is the one of the thread it is used in).
    fn context<'a>(
        _ctx: AppContext<'a>,
        _table: &'a Table,
        _verb: &'static Verb<Self::Command>,
        args: engine::verbs::Args,
    ) -> impl std::future::Future<Output = Result<engine::verbs::Args, BotError>> + Send + 'a {
        async move { Ok(args) }
    }
}

/// The top-level command of the verb whose path is one word (`voter`).
pub fn single<G: Spoken>(path: &'static str) -> Command {
    match G::verbs().iter().find(|v| v.path == path) {
        Some(verb) => leaf::<G>(verb),
        None => Command {
            name: path.into(),
            ..Command::default()
        },
    }
}

/// The group of the verbs whose path is `prefix` and one word (`pouvoir`, `mj bureau`), as
/// its sub-commands; it is named by the prefix's last word.
pub fn group<G: Spoken>(prefix: &'static str) -> Command {
    let subcommands = G::verbs()
        .iter()
        .filter(|v| {
            v.path
                .rsplit_once(' ')
                .is_some_and(|(head, _)| head == prefix)
        })
        .map(leaf::<G>)
        .collect();
    let name = prefix.rsplit(' ').next().unwrap_or(prefix);
    Command {
        name: name.into(),
        qualified_name: prefix.into(),
        identifying_name: name.into(),
        source_code_name: name.into(),
        slash_action: Some(nothing),
        subcommands,
        ..Command::default()
    }
}

/// A group's own action: Discord never invokes a command that has sub-commands.
fn nothing(
    _: AppContext<'_>,
) -> poise::BoxFuture<'_, Result<(), poise::FrameworkError<'_, Data, BotError>>> {
    Box::pin(async { Ok(()) })
}

fn leaf<G: Spoken>(verb: &'static Verb<G::Command>) -> Command {
    let action: Action = act::<G>;
    Command {
        name: verb.action().into(),
        qualified_name: verb.path.into(),
        identifying_name: verb.path.replace(' ', "-").into(),
        source_code_name: verb.path.replace(' ', "_").into(),
        slash_action: Some(action),
        parameters: verb.options.iter().map(parameter::<G>).collect(),
        custom_data: Box::new(verb),
        ..Command::default()
    }
}

fn parameter<G: Spoken>(opt: &Opt) -> poise::CommandParameter<Data, BotError> {
    let choices = match opt.kind {
        Kind::Choice(words) => words
            .iter()
            .map(|w| poise::CommandParameterChoice {
                name: (*w).into(),
                localizations: Default::default(),
                __non_exhaustive: (),
            })
            .collect(),
        _ => Vec::new(),
    };
    poise::CommandParameter {
        name: opt.name.into(),
        name_localizations: Default::default(),
        description: None,
        description_localizations: Default::default(),
        required: opt.required,
        channel_types: None,
        choices: choices.into(),
        type_setter: Some(setter(opt.kind)),
        autocomplete_callback: (opt.source != Source::Typed).then_some(options::complete::<G>),
        __non_exhaustive: (),
    }
}

/// Discord's option type for each kind, once.
fn setter(kind: Kind) -> fn(serenity::CreateCommandOption) -> serenity::CreateCommandOption {
    match kind {
        Kind::Player | Kind::Named | Kind::Names | Kind::Text => {
            |o| o.kind(CommandOptionType::String)
        }
        Kind::Key => |o| o.kind(CommandOptionType::String).max_length(40),
        Kind::Member => |o| o.kind(CommandOptionType::User),
        Kind::Flag => |o| o.kind(CommandOptionType::Boolean),
        Kind::Choice(_) => |o| o.kind(CommandOptionType::Integer),
        // A NUMBER, as integer options carry bounds Discord's own description refuses as
        // floats; the value is checked whole.
        Kind::Number(Range::Proces) => |o| bounded(o, Range::Proces),
        Kind::Number(Range::Card) => |o| bounded(o, Range::Card),
        Kind::Number(Range::Day) => |o| bounded(o, Range::Day),
        Kind::Number(Range::Count) => |o| bounded(o, Range::Count),
        Kind::Number(Range::Seconds) => |o| bounded(o, Range::Seconds),
        Kind::Number(Range::Points) => |o| bounded(o, Range::Points),
        Kind::Number(Range::Entry) => |o| bounded(o, Range::Entry),
    }
}

fn bounded(o: serenity::CreateCommandOption, range: Range) -> serenity::CreateCommandOption {
    o.kind(CommandOptionType::Number)
        .min_number_value(range.min() as f64)
        .max_number_value(range.max() as f64)
}

/// The verb a built command serves.
fn verb_of<G: Spoken>(ctx: AppContext<'_>) -> Option<&'static Verb<G::Command>> {
    ctx.command()
        .custom_data
        .downcast_ref::<&'static Verb<G::Command>>()
        .copied()
}

fn act<G: Spoken>(
    ctx: AppContext<'_>,
) -> poise::BoxFuture<'_, Result<(), poise::FrameworkError<'_, Data, BotError>>> {
    Box::pin(async move {
        run::<G>(ctx)
            .await
            .map_err(|e| poise::FrameworkError::new_command(ctx.into(), e))
    })
}

async fn run<G: Spoken>(ctx: AppContext<'_>) -> Result<(), BotError> {
    let verb = verb_of::<G>(ctx).ok_or(Refusal::BadArgument)?;
    let (table, state) = game::<G>(ctx, verb.who).await?;
    let args = options::read::<G>(ctx, &state, verb).await?;
    let args = G::context(ctx, &table, verb, args).await?;
    let author = PlayerId(ctx.author().id.get());
    let command = match (verb.build)(author, &args) {
        Ok(command) => command,
        Err(e) => return Err(options::refusal(ctx, verb, e).await),
    };
    let host = G::host(ctx.data());
    let sent = within_window(ctx.into(), host.send(table.id(), command)).await;
    if let Err(BotError::Rule("target-invalid")) = &sent {
        if let Some(allowed) = allowed::<G>(&state, author, verb, &args) {
            return Err(BotError::RuleWith(
                "target-not-allowed",
                vec![("allowed", allowed)],
            ));
        }
    }
    let batch = sent?;
    let locale = locale(ctx.into()).await;
    let done = G::done(verb.path, &args);
    reply(ctx.into(), host.answer(&batch, author.0, &locale, done)).await
}

/// The targets the author's offer allows for the verb's first player option, named (`None`
/// when it allows none): what a refused target is told instead.
fn allowed<G: Spoken>(
    state: &G::State,
    author: PlayerId,
    verb: &Verb<G::Command>,
    args: &engine::verbs::Args,
) -> Option<String> {
    let opt = verb.options.iter().find(|o| o.kind == Kind::Player)?;
    let names: Vec<String> = engine::verbs::candidates::<G>(state, author, verb, opt, args)
        .into_iter()
        .map(|(_, label)| crate::i18n::name(&label))
        .collect();
    (!names.is_empty()).then(|| names.join(", "))
}

/// The game a verb acts in: the author's seat's for a player; for an MJ, this channel's
/// game, else the one he is registered in.
async fn game<G: Spoken>(
    ctx: AppContext<'_>,
    who: Who,
) -> Result<(Table, Arc<G::State>), BotError> {
    let host = G::host(ctx.data());
    let (author, channel) = (ctx.author().id.get(), ctx.channel_id().get());
    let table = match who {
        Who::Player => host.game_of_seat(author, channel).await,
        Who::Mj => match host.game_of_channel(channel).await {
            Some(t) => Some(t),
            None => host.game_of_seat(author, channel).await,
        },
    };
    let table = table.ok_or(match who {
        Who::Player => Refusal::NotAPlayer,
        Who::Mj => Refusal::NoGame,
    })?;
    let state = host.state(table.id()).await?;
    Ok((table, state))
}
