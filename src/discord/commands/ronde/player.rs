//! The players' commands (§9) that read more than their options: `/liste`, `/preuve`
//! (message links, a file), `/joker` (the MJ who received the items), `/classement`;
//! `/ouvrir`, `/plainte`, `/question` and `/deviner-ronde` are rows of the vocabulary table
//! (the functions here build them). An anonymous opening or plainte is asked of the MJs,
//! answered only to its author.

use engine::ronde::ronde::{visible, Visible};
use engine::ronde::{ledger, Command, Personnage, Ronde};
use poise::serenity_prelude as serenity;

use super::choices;
use super::{me, my_game, send};
use crate::discord::commands::reply;
use crate::discord::commands::verbs;
use crate::discord::error::locale;
use crate::discord::{BotError, Context, Data};
use crate::tr;

/// The Personnages I must unmask.
#[poise::command(slash_command, rename = "liste")]
pub async fn liste(ctx: Context<'_>) -> Result<(), BotError> {
    let (_, state) = my_game(ctx).await?;
    let locale = locale(ctx).await;
    let i18n = &ctx.data().i18n;
    let text = match visible(&state, me(ctx)) {
        Visible::Any => tr!(i18n, &locale, "ronde-list-any"),
        Visible::Set(set) => tr!(i18n, &locale, "ronde-list", list = Personnage::names(set)),
    };
    reply(ctx, text).await
}

/// Open a procès.
pub fn ouvrir() -> poise::Command<Data, BotError> {
    verbs::single::<Ronde>("ouvrir")
}

/// Ask the MJs a question.
pub fn question() -> poise::Command<Data, BotError> {
    verbs::single::<Ronde>("question")
}

/// Guess the whole Ronde (once).
pub fn deviner_ronde() -> poise::Command<Data, BotError> {
    verbs::single::<Ronde>("deviner-ronde")
}

/// File a plainte (in this procès's thread, or the one given).
pub fn plainte() -> poise::Command<Data, BotError> {
    verbs::single::<Ronde>("plainte")
}

/// The Discord message ids in message links.
fn message_ids(links: &str) -> Vec<u64> {
    links
        .split_whitespace()
        .filter_map(|l| l.trim_end_matches('/').rsplit('/').next()?.parse().ok())
        .collect()
}

/// Prove a constraint of today (or yesterday).
#[poise::command(slash_command, rename = "preuve")]
pub async fn preuve(
    ctx: Context<'_>,
    #[autocomplete = "choices::provable"] contrainte: Option<String>,
    lien: Option<String>,
    fichier: Option<serenity::Attachment>,
    texte: Option<String>,
    case: Option<String>,
    objets: Option<String>,
) -> Result<(), BotError> {
    let posts = lien.as_deref().map(message_ids).unwrap_or_default();
    let mut text: Vec<String> = Vec::new();
    text.extend(texte);
    text.extend(case);
    text.extend(objets);
    text.extend(fichier.map(|f| f.url));
    let command = Command::Proof {
        actor: me(ctx),
        what: contrainte.unwrap_or_else(|| "contrainte".into()),
        text: text.join("\n"),
        posts,
    };
    match send(ctx, command, "ronde-proof-sent").await {
        Err(BotError::Rule("nothing-to-prove")) => Err(nothing_to_prove(ctx).await),
        sent => sent,
    }
}

/// « Rien à prouver sous ce nom », with what the author may prove now (the engine's list).
async fn nothing_to_prove(ctx: Context<'_>) -> BotError {
    let open = match my_game(ctx).await {
        Ok((_, state)) => {
            let locale = locale(ctx).await;
            let named = choices::provable_named(&state, ctx.data(), &locale, me(ctx));
            let labels: Vec<String> = named.into_iter().map(|(_, label)| label).collect();
            // French sets a non-breaking space before « ; », English none
            let sep = if locale.starts_with("fr") {
                "\u{a0}; "
            } else {
                "; "
            };
            labels.join(sep)
        }
        Err(_) => String::new(),
    };
    let open = if open.is_empty() {
        "none".to_owned()
    } else {
        open
    };
    BotError::RuleWith("nothing-to-prove", vec![("open", open)])
}

/// The kinds of `/joker`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum JokerKind {
    #[name = "joker"]
    Joker,
    #[name = "don"]
    Don,
    #[name = "monstre"]
    Monstre,
}

/// Declare a joker (or a gift) sent to an MJ's chest.
#[poise::command(slash_command, rename = "joker")]
pub async fn joker(
    ctx: Context<'_>,
    objets: String,
    mj: serenity::User,
    #[min = 1]
    #[max = 13]
    jour: Option<f64>,
    #[rename = "type"] kind: Option<JokerKind>,
) -> Result<(), BotError> {
    let items = format!("{objets} → {}", mj.name);
    let actor = me(ctx);
    let command = match kind.unwrap_or(JokerKind::Joker) {
        JokerKind::Don => Command::Don { actor, items },
        k => Command::Joker {
            actor,
            items,
            day: jour.map(super::whole).transpose()?,
            monster: k == JokerKind::Monstre,
        },
    };
    send(ctx, command, "ronde-joker-sent").await
}

/// The leaderboard (MJs at any time; players after the end).
#[poise::command(slash_command, rename = "classement")]
pub async fn classement(ctx: Context<'_>) -> Result<(), BotError> {
    let (_, state) = my_game(ctx).await?;
    let locale = locale(ctx).await;
    let i18n = &ctx.data().i18n;
    let text = if ledger::may_see(&state, me(ctx)) {
        let board = crate::discord::ronde::view::board_lines(&state).join("\n");
        tr!(i18n, &locale, "ronde-classement", board = board)
    } else {
        tr!(i18n, &locale, "ronde-classement-hidden")
    };
    reply(ctx, text).await
}
