//! A verb's options as Discord sends them: read into the verb's arguments (a typed player
//! resolved among the game's seats, a choice's index into its word), completed from the
//! author's offers, and an argument the verb refuses turned into a localized refusal.

use engine::verbs::{self, ArgError, Args, Kind, Source, Value, Verb};
use engine::PlayerId;
use poise::serenity_prelude as serenity;
use serenity::ResolvedValue;

use super::{verb_of, AppContext, Spoken};
use crate::discord::error::{locale, Refusal};
use crate::discord::host::Hosted;
use crate::discord::BotError;

/// The arguments the author gave, by the verb's options.
pub(super) async fn read<G: Spoken>(
    ctx: AppContext<'_>,
    state: &G::State,
    verb: &Verb<G::Command>,
) -> Result<Args, BotError> {
    let mut args = Args::new();
    for given in ctx.args {
        let opt = verb.option(given.name).ok_or(Refusal::BadArgument)?;
        let value = match (opt.kind, &given.value) {
            (Kind::Player, ResolvedValue::String(s)) => {
                Value::Player(super::who::player(ctx.into(), &G::seats(state), s)?)
            }
            (Kind::Member, ResolvedValue::User(user, _)) => Value::Player(PlayerId(user.id.get())),
            (Kind::Named | Kind::Key, ResolvedValue::String(s)) => Value::Word(s.trim().to_owned()),
            (Kind::Names, ResolvedValue::String(s)) => Value::Words(
                s.split(',')
                    .map(str::trim)
                    .filter(|w| !w.is_empty())
                    .map(str::to_owned)
                    .collect(),
            ),
            (Kind::Text, ResolvedValue::String(s)) => Value::Text((*s).to_owned()),
            (Kind::Number(_), ResolvedValue::Number(x)) => Value::Number(super::super::whole(*x)?),
            (Kind::Flag, ResolvedValue::Boolean(b)) => Value::Flag(*b),
            (Kind::Choice(words), ResolvedValue::Integer(i)) => {
                let word = usize::try_from(*i).ok().and_then(|i| words.get(i));
                Value::Word((*word.ok_or(Refusal::BadArgument)?).to_owned())
            }
            _ => return Err(Refusal::BadArgument.into()),
        };
        args.set(opt.name, value);
    }
    Ok(args)
}

/// The refusal of an argument the verb cannot build from; a missing option is named as the
/// author reads it.
pub(super) async fn refusal<C>(ctx: AppContext<'_>, verb: &Verb<C>, e: ArgError) -> BotError {
    match e {
        ArgError::Missing(name) => {
            let key = verb.path.replace(' ', "-");
            let locale = locale(ctx.into()).await;
            let shown = ctx
                .data()
                .i18n
                .lookup(&locale, &key, Some(name), &[])
                .unwrap_or_else(|| name.to_owned());
            BotError::RuleWith("missing-option", vec![("option", shown)])
        }
        ArgError::Invalid(_) => Refusal::BadArgument.into(),
        ArgError::Unknown(..) => Refusal::UnknownId.into(),
        ArgError::Refused(code) => BotError::Rule(code),
    }
}

/// What the author typed in the other text options so far, as words.
fn typed<C>(ctx: AppContext<'_>, verb: &Verb<C>) -> Args {
    let mut args = Args::new();
    for given in ctx.args {
        if let (Some(opt), ResolvedValue::String(s)) = (verb.option(given.name), &given.value) {
            args.set(opt.name, Value::Word(s.trim().to_owned()));
        }
    }
    args
}

/// The choices for the focused option: the author's offers (or the list the verb names),
/// filtered by what was typed, at most 25.
pub(super) fn complete<'a, G: Spoken>(
    ctx: AppContext<'a>,
    partial: &'a str,
) -> poise::BoxFuture<'a, serenity::CreateAutocompleteResponse> {
    Box::pin(async move {
        let mut out = serenity::CreateAutocompleteResponse::new();
        let Some(verb) = verb_of::<G>(ctx) else {
            return out;
        };
        let focused = ctx.interaction.data.autocomplete().map(|o| o.name);
        let Some(opt) = focused.and_then(|name| verb.option(name)) else {
            return out;
        };
        let Ok((_, state)) = super::game::<G>(ctx, verb.who).await else {
            return out;
        };
        let author = ctx.author().id.get();
        let wanted = partial.to_lowercase();
        let locale = locale(ctx.into()).await;
        let choices =
            verbs::candidates::<G>(&state, PlayerId(author), verb, opt, &typed(ctx, verb))
                .into_iter()
                .map(|(v, l)| match opt.source {
                    // an action offered reads as the game names it (an item's name)
                    Source::Actions => {
                        let shown = <G as Hosted>::label(&ctx.data().i18n, &locale, &v);
                        (v, shown)
                    }
                    _ => (v, l),
                })
                .filter(|(v, l)| l.to_lowercase().contains(&wanted) || v.contains(&wanted))
                .take(25);
        for (value, label) in choices {
            out = match opt.kind {
                Kind::Number(_) => match value.parse::<u32>() {
                    Ok(n) => out.add_number_choice(label, f64::from(n)),
                    Err(_) => out,
                },
                _ => out.add_string_choice(label, value),
            };
        }
        out
    })
}
