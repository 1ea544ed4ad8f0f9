//! The players' Loups-Garous commands (§9): `/inventaire` and `/regles` here; `/utiliser`,
//! `/voter`, `/rentrer`, `/sablier` built from the game's vocabulary table. What they list
//! is the player's offers: the autocomplete never shows an item the player does not hold,
//! nor a target they may not pick.

use std::sync::Arc;

use engine::game::Game as _;
use engine::loups_garous::{LoupsGarous, Role, State};
use engine::offer::Offer;
use engine::{Audience, PlayerId};
use poise::serenity_prelude as serenity;

use super::reply;
use super::verbs::{self, Spoken};
use crate::discord::error::{locale, Refusal};
use crate::discord::host::components::{rows, Labels};
use crate::discord::host::{Host, Hosted as _};
use crate::discord::lg::labels;
use crate::discord::{BotError, Context, Data};
use crate::store::Table;
use crate::tr;

/// The game the author plays in, with its state.
async fn my_game(ctx: Context<'_>) -> Result<(Table, Arc<State>), BotError> {
    let lg = &ctx.data().hosts.lg;
    let table = lg
        .game_of_seat(ctx.author().id.get(), ctx.channel_id().get())
        .await
        .ok_or(Refusal::NotAPlayer)?;
    let state = lg.state(table.id()).await?;
    Ok((table, state))
}

/// The author's offers now.
fn offers_of(ctx: Context<'_>, state: &State) -> Vec<Offer> {
    LoupsGarous::offers(state, &Audience::Player(PlayerId(ctx.author().id.get())))
}

/// What I may use now, with its buttons.
#[poise::command(slash_command, rename = "inventaire")]
pub async fn inventaire(ctx: Context<'_>) -> Result<(), BotError> {
    let (table, state) = my_game(ctx).await?;
    let offers = offers_of(ctx, &state);
    let locale = locale(ctx).await;
    let i18n = &ctx.data().i18n;
    let text = if offers.is_empty() {
        tr!(i18n, &locale, "lg-inventory-empty")
    } else {
        let names: Vec<String> = offers
            .iter()
            .map(|o| labels::item(i18n, &locale, &o.action))
            .collect();
        tr!(i18n, &locale, "lg-inventory", items = names.join(", "))
    };
    let components = {
        let labels = Labels {
            action: &|id| labels::item(i18n, &locale, id),
            option: &|action, option| LoupsGarous::option_label(i18n, &locale, action, option),
            nobody: i18n.get(&locale, "prompt-nobody", &[]),
        };
        let listed: Vec<&Offer> = offers.iter().collect();
        rows("lg", table.id(), ctx.author().id.get(), &listed, &labels)
    };
    let reply = poise::CreateReply::default()
        .content(text)
        .components(components)
        .ephemeral(true)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    super::send(ctx, reply).await
}

impl Spoken for LoupsGarous {
    fn host(data: &Data) -> &Arc<Host<LoupsGarous>> {
        &data.hosts.lg
    }
}

/// Use an item: `objet` lists what I hold now, `cible` its targets.
pub fn utiliser() -> poise::Command<Data, BotError> {
    verbs::single::<LoupsGarous>("utiliser")
}

/// Vote (no target: withdraw my vote).
pub fn voter() -> poise::Command<Data, BotError> {
    verbs::single::<LoupsGarous>("voter")
}

/// Go home.
pub fn rentrer() -> poise::Command<Data, BotError> {
    verbs::single::<LoupsGarous>("rentrer")
}

/// End my speaking turn.
pub fn sablier() -> poise::Command<Data, BotError> {
    verbs::single::<LoupsGarous>("sablier")
}

async fn roles(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let mut out = serenity::CreateAutocompleteResponse::new();
    let locale = locale(ctx).await;
    let partial = partial.to_lowercase();
    let named = Role::ALL
        .iter()
        .map(|r| (r.id(), labels::role(&ctx.data().i18n, &locale, r.id())))
        .filter(|(id, name)| id.contains(&partial) || name.to_lowercase().contains(&partial));
    for (id, name) in named.take(25) {
        out = out.add_string_choice(name, id);
    }
    out
}

/// A role's camp, or the list of roles.
#[poise::command(slash_command, rename = "regles")]
pub async fn regles(
    ctx: Context<'_>,
    #[autocomplete = "roles"] role: Option<String>,
) -> Result<(), BotError> {
    let locale = locale(ctx).await;
    let i18n = &ctx.data().i18n;
    let text = match role.as_deref().map(Role::from_id) {
        Some(Some(r)) => tr!(
            i18n,
            &locale,
            "lg-rules-role",
            role = r.id(),
            camp = r.camp().id()
        ),
        Some(None) => return Err(Refusal::UnknownId.into()),
        None => {
            let names: Vec<String> = Role::ALL
                .iter()
                .map(|r| labels::role(i18n, &locale, r.id()))
                .collect();
            tr!(i18n, &locale, "lg-rules", roles = names.join(", "))
        }
    };
    reply(ctx, text).await
}
