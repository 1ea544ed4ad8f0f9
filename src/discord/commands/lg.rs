//! The players' Loups-Garous commands (§9): `/inventaire`, `/utiliser`, `/voter`,
//! `/rentrer`, `/sablier`, `/regles`. What they list and accept is the player's offers: the
//! autocomplete never shows an item the player does not hold, nor a target they may not pick.

use std::sync::Arc;

use engine::game::Game as _;
use engine::loups_garous::{Command, Item, LoupsGarous, Role, State};
use engine::offer::{Offer, Pick};
use engine::{Audience, PlayerId};
use poise::serenity_prelude as serenity;

use super::{reply, within_window};
use crate::discord::error::{locale, Refusal};
use crate::discord::host::components::{rows, Labels};
use crate::discord::host::Hosted as _;
use crate::discord::lg::labels;
use crate::discord::{BotError, Context};
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

async fn send(ctx: Context<'_>, command: impl FnOnce(PlayerId) -> Command) -> Result<(), BotError> {
    let (table, _) = my_game(ctx).await?;
    let me = PlayerId(ctx.author().id.get());
    let lg = &ctx.data().hosts.lg;
    within_window(ctx, lg.send(table.id(), command(me))).await?;
    let locale = locale(ctx).await;
    reply(ctx, tr!(ctx.data().i18n, &locale, "done")).await
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

async fn items_now(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let mut out = serenity::CreateAutocompleteResponse::new();
    if let Ok((_, state)) = my_game(ctx).await {
        let locale = locale(ctx).await;
        let partial = partial.to_lowercase();
        for offer in offers_of(ctx, &state) {
            let name = labels::item(&ctx.data().i18n, &locale, &offer.action);
            if offer.action.contains(&partial) || name.to_lowercase().contains(&partial) {
                out = out.add_string_choice(name, offer.action);
            }
        }
    }
    out
}

/// The item an autocomplete is for: the typed `objet`, or the ballot (`/voter`).
fn typed_item(ctx: Context<'_>) -> String {
    let typed = match &ctx {
        poise::Context::Application(a) => a
            .interaction
            .data
            .options
            .iter()
            .find(|o| o.name == "objet")
            .and_then(|o| o.value.as_str().map(str::to_owned)),
        _ => None,
    };
    typed.unwrap_or_else(|| Item::Bulletin.id().to_owned())
}

/// The candidates of the author's offer of the typed item: none when it is not offered.
async fn targets_now(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let mut out = serenity::CreateAutocompleteResponse::new();
    let Ok((_, state)) = my_game(ctx).await else {
        return out;
    };
    let item = typed_item(ctx);
    let offers = offers_of(ctx, &state);
    let Some(offer) = offers.iter().find(|o| o.action == item) else {
        return out;
    };
    let partial = partial.to_lowercase();
    let matching = offer
        .pick
        .candidates()
        .iter()
        .filter(|(_, name)| name.to_lowercase().contains(&partial));
    for (id, name) in matching.take(25) {
        out = out.add_string_choice(name, id.0.to_string());
    }
    out
}

/// A target given by id (autocomplete) or by name: among the offer's candidates when the
/// item is offered; else among the seats, for the rules to say why not.
fn target(
    state: &State,
    offer: Option<&Offer>,
    given: Option<String>,
) -> Result<Option<PlayerId>, BotError> {
    let Some(given) = given else {
        return Ok(None);
    };
    let seats: Vec<(PlayerId, String)> = match offer.map(|o| &o.pick) {
        Some(pick @ Pick::Players { .. }) => pick.candidates().to_vec(),
        Some(_) => return Err(Refusal::TargetInvalid.into()),
        None => LoupsGarous::seats(state),
    };
    let by_id = given.parse::<u64>().ok().map(PlayerId);
    seats
        .iter()
        .find(|(id, name)| Some(*id) == by_id || name.eq_ignore_ascii_case(&given))
        .map(|(id, _)| Some(*id))
        .ok_or(Refusal::TargetInvalid.into())
}

/// Use an item.
#[poise::command(slash_command, rename = "utiliser")]
pub async fn utiliser(
    ctx: Context<'_>,
    #[autocomplete = "items_now"] objet: String,
    #[autocomplete = "targets_now"] cible: Option<String>,
    #[autocomplete = "targets_now"] cible2: Option<String>,
    choix: Option<String>,
) -> Result<(), BotError> {
    let item = Item::from_id(&objet).ok_or(Refusal::UnknownId)?;
    let (_, state) = my_game(ctx).await?;
    let offers = offers_of(ctx, &state);
    let offer = offers.iter().find(|o| o.action == objet);
    let targets: Vec<PlayerId> = [
        target(&state, offer, cible)?,
        target(&state, offer, cible2)?,
    ]
    .into_iter()
    .flatten()
    .collect();
    send(ctx, |player| {
        Command::for_item(player, item, targets, choix)
    })
    .await
}

/// Vote (no target: withdraw my vote).
#[poise::command(slash_command, rename = "voter")]
pub async fn voter(
    ctx: Context<'_>,
    #[autocomplete = "targets_now"] cible: Option<String>,
) -> Result<(), BotError> {
    let (_, state) = my_game(ctx).await?;
    let offers = offers_of(ctx, &state);
    let offer = offers.iter().find(|o| o.action == Item::Bulletin.id());
    let target = target(&state, offer, cible)?;
    send(ctx, |player| Command::Vote { player, target }).await
}

/// Go home.
#[poise::command(slash_command, rename = "rentrer")]
pub async fn rentrer(ctx: Context<'_>) -> Result<(), BotError> {
    send(ctx, |player| Command::GoHome { player }).await
}

/// End my speaking turn.
#[poise::command(slash_command, rename = "sablier")]
pub async fn sablier(ctx: Context<'_>) -> Result<(), BotError> {
    send(ctx, |player| Command::Hourglass { player }).await
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
