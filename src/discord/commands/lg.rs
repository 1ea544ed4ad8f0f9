//! The players' Loups-Garous commands (§9): `/rejoindre`, `/quitter`, `/role`, `/inventaire`,
//! `/utiliser`, `/voter`, `/rentrer`, `/sablier`, `/regles`, and the lobby they fill.

use engine::loups_garous::victory::camp_of;
use engine::loups_garous::{usable_items, Command, Item, Role, State};
use engine::notice::PlayerId;
use poise::serenity_prelude as serenity;

use crate::discord::error::locale;
use crate::discord::lg::components::{candidates, rows, Component};
use crate::discord::lg::labels;
use crate::discord::{BotError, Context, Data};
use crate::store::{GameId, Table};
use crate::tr;

/// At most this many players in a game.
const MAX_PLAYERS: usize = 30;

/// Adds a player to a game's lobby.
pub async fn join(data: &Data, game: GameId, user: u64, name: String) -> Result<Table, BotError> {
    let _lobby = data.lg.lobby.lock().await;
    let mut table = data
        .lg
        .table(game)
        .await
        .ok_or(BotError::Refused("no-game"))?;
    if data.lg.state(game).await?.created {
        return Err(BotError::Refused("game-running"));
    }
    if table.players.iter().any(|p| p.0 == user) {
        return Err(BotError::Refused("already-acted"));
    }
    if table.players.len() >= MAX_PLAYERS {
        return Err(BotError::Refused("lobby-full"));
    }
    table.players.push((user, name));
    data.lg.save(table.clone()).await?;
    Ok(table)
}

/// Takes a player out of a game's lobby.
pub async fn leave(data: &Data, game: GameId, user: u64) -> Result<Table, BotError> {
    let _lobby = data.lg.lobby.lock().await;
    let mut table = data
        .lg
        .table(game)
        .await
        .ok_or(BotError::Refused("no-game"))?;
    if data.lg.state(game).await?.created {
        return Err(BotError::Refused("game-running"));
    }
    let before = table.players.len();
    table.players.retain(|p| p.0 != user);
    if table.players.len() == before {
        return Err(BotError::Refused("not-a-player"));
    }
    data.lg.save(table.clone()).await?;
    Ok(table)
}

/// The lobby message: who joined, and the join button.
pub fn lobby_message(
    data: &Data,
    table: &Table,
    locale: &str,
) -> (String, Vec<serenity::CreateActionRow>) {
    let names: Vec<&str> = table.players.iter().map(|p| p.1.as_str()).collect();
    let text = tr!(
        data.i18n,
        locale,
        "lg-join-message",
        id = table.game,
        count = names.len(),
        names = if names.is_empty() {
            "-".to_owned()
        } else {
            names.join(", ")
        }
    );
    let button = serenity::CreateButton::new(Component::Join(table.id()).encode())
        .label(tr!(data.i18n, locale, "lg-join-button"))
        .style(serenity::ButtonStyle::Success);
    (text, vec![serenity::CreateActionRow::Buttons(vec![button])])
}

async fn reply(ctx: Context<'_>, text: String) -> Result<(), BotError> {
    ctx.send(poise::CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}

/// The game the author plays in, with its state.
async fn my_game(ctx: Context<'_>) -> Result<(Table, std::sync::Arc<State>), BotError> {
    let data = ctx.data();
    let table = data
        .lg
        .game_of_player(ctx.author().id.get(), ctx.channel_id().get())
        .await
        .ok_or(BotError::Refused("not-a-player"))?;
    let state = data.lg.state(table.id()).await?;
    Ok((table, state))
}

async fn send(ctx: Context<'_>, command: impl FnOnce(PlayerId) -> Command) -> Result<(), BotError> {
    let (table, _) = my_game(ctx).await?;
    let me = PlayerId(ctx.author().id.get());
    ctx.data().lg.send(table.id(), command(me)).await?;
    let locale = locale(ctx).await;
    reply(ctx, tr!(ctx.data().i18n, &locale, "lg-done")).await
}

/// Join the game of this channel.
#[poise::command(slash_command, guild_only, rename = "rejoindre")]
pub async fn rejoindre(ctx: Context<'_>) -> Result<(), BotError> {
    let data = ctx.data();
    let table = data
        .lg
        .game_of_channel(ctx.channel_id().get())
        .await
        .ok_or(BotError::Refused("no-game"))?;
    let name = match ctx.author_member().await {
        Some(m) => m.display_name().to_owned(),
        None => ctx.author().name.clone(),
    };
    join(data, table.id(), ctx.author().id.get(), name).await?;
    let locale = locale(ctx).await;
    reply(ctx, tr!(data.i18n, &locale, "lg-joined", id = table.game)).await
}

/// Leave the game of this channel before it starts.
#[poise::command(slash_command, guild_only, rename = "quitter")]
pub async fn quitter(ctx: Context<'_>) -> Result<(), BotError> {
    let data = ctx.data();
    let table = data
        .lg
        .game_of_channel(ctx.channel_id().get())
        .await
        .ok_or(BotError::Refused("no-game"))?;
    leave(data, table.id(), ctx.author().id.get()).await?;
    let locale = locale(ctx).await;
    reply(ctx, tr!(data.i18n, &locale, "lg-left", id = table.game)).await
}

/// My role card.
#[poise::command(slash_command, rename = "role")]
pub async fn role(ctx: Context<'_>) -> Result<(), BotError> {
    let (_, state) = my_game(ctx).await?;
    let me = PlayerId(ctx.author().id.get());
    let p = state.player(me).ok_or(BotError::Refused("wrong-phase"))?;
    let locale = locale(ctx).await;
    let text = tr!(
        ctx.data().i18n,
        &locale,
        "lg-role-card",
        role = p.role.id(),
        camp = camp_of(&state, me).id()
    );
    let items = labels::card_items(&ctx.data().i18n, &locale, p.role);
    reply(ctx, format!("{text}\n{items}")).await
}

/// What I may use now, with its buttons.
#[poise::command(slash_command, rename = "inventaire")]
pub async fn inventaire(ctx: Context<'_>) -> Result<(), BotError> {
    let (table, state) = my_game(ctx).await?;
    let me = ctx.author().id.get();
    let items = usable_items(&state, PlayerId(me));
    let locale = locale(ctx).await;
    let i18n = &ctx.data().i18n;
    let text = if items.is_empty() {
        tr!(i18n, &locale, "lg-inventory-empty")
    } else {
        let names: Vec<String> = items
            .iter()
            .map(|i| labels::item(i18n, &locale, i.id()))
            .collect();
        tr!(i18n, &locale, "lg-inventory", items = names.join(", "))
    };
    let label = |id: &str| labels::item(i18n, &locale, id);
    let reply = poise::CreateReply::default()
        .content(text)
        .components(rows(&state, table.id(), me, &items, &label))
        .ephemeral(true);
    ctx.send(reply).await?;
    Ok(())
}

async fn items_now(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let mut out = serenity::CreateAutocompleteResponse::new();
    if let Ok((_, state)) = my_game(ctx).await {
        let locale = locale(ctx).await;
        let partial = partial.to_lowercase();
        for item in usable_items(&state, PlayerId(ctx.author().id.get())) {
            let name = labels::item(&ctx.data().i18n, &locale, item.id());
            if item.id().contains(&partial) || name.to_lowercase().contains(&partial) {
                out = out.add_string_choice(name, item.id());
            }
        }
    }
    out
}

async fn targets_now(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let mut out = serenity::CreateAutocompleteResponse::new();
    let Ok((_, state)) = my_game(ctx).await else {
        return out;
    };
    let me = ctx.author().id.get();
    let item = match &ctx {
        poise::Context::Application(a) => a
            .interaction
            .data
            .options
            .iter()
            .find(|o| o.name == "objet")
            .and_then(|o| o.value.as_str())
            .and_then(Item::from_id),
        _ => None,
    }
    .unwrap_or(Item::Bulletin);
    let partial = partial.to_lowercase();
    for (id, name) in candidates(&state, item, me).into_iter().take(25) {
        if name.to_lowercase().contains(&partial) {
            out = out.add_string_choice(name, id.to_string());
        }
    }
    out
}

/// A target given by id (autocomplete) or by name.
fn target(state: &State, given: Option<String>) -> Result<Option<PlayerId>, BotError> {
    let Some(given) = given else {
        return Ok(None);
    };
    if let Ok(id) = given.parse::<u64>() {
        if state.player(PlayerId(id)).is_some() {
            return Ok(Some(PlayerId(id)));
        }
    }
    state
        .players
        .iter()
        .find(|p| p.name.eq_ignore_ascii_case(&given))
        .map(|p| Some(p.id))
        .ok_or(BotError::Refused("target-invalid"))
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
    let item = Item::from_id(&objet).ok_or(BotError::Refused("not-your-item"))?;
    let (_, state) = my_game(ctx).await?;
    let targets: Vec<PlayerId> = [target(&state, cible)?, target(&state, cible2)?]
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
    let target = target(&state, cible)?;
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
        Some(None) => return Err(BotError::Refused("composition-invalid")),
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
