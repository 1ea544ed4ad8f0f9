//! `/demasques …` (§7): the chorus proposes, votes (also with the ballot's menu in its
//! channel) and its Secrétaire settles a tie, through the vocabulary table; `etat` looks at
//! today's ballot.

use engine::ronde::{offers, Ronde};

use super::{me, my_game};
use crate::discord::commands::{reply, verbs};
use crate::discord::error::locale;
use crate::discord::{BotError, Context, Data};
use crate::tr;

/// The chorus of the Démasqués: `proposer`, `voter` and `trancher` are rows of the
/// vocabulary table; `etat` reads the ballot.
pub fn demasques() -> poise::Command<Data, BotError> {
    let mut group = verbs::group::<Ronde>("demasques");
    let at = group.subcommands.len().min(2);
    group.subcommands.insert(at, etat());
    group
}

/// Today's proposals and their votes.
#[poise::command(slash_command, rename = "etat")]
pub async fn etat(ctx: Context<'_>) -> Result<(), BotError> {
    let (_, state) = my_game(ctx).await?;
    let locale = locale(ctx).await;
    let i18n = &ctx.data().i18n;
    if !state.chorus_members().contains(&me(ctx)) && !offers::is_mj(&state, me(ctx)) {
        return Err(BotError::Rule("not-demasque"));
    }
    let lines: Vec<String> = state
        .chorus
        .of_day(state.day)
        .map(|p| format!("{} ({})", offers::proposal_label(&state, p), p.votes.len()))
        .collect();
    let text = if lines.is_empty() {
        tr!(i18n, &locale, "ronde-chorus-empty")
    } else {
        tr!(
            i18n,
            &locale,
            "ronde-chorus-status",
            lines = lines.join("\n")
        )
    };
    reply(ctx, text).await
}
