//! Gateway events outside slash commands: button and menu clicks, messages written in a
//! game channel (the speaking turns, the den's words for the Petite Fille), members leaving,
//! presences (the disconnection rule), and game channels edited (a hand edit of the
//! overwrites is healed).

use engine::loups_garous::{Command, Phase};
use engine::notice::PlayerId;
use poise::serenity_prelude as serenity;

use super::lg::components::{command, phase_key, Component};
use super::{BotError, Data};
use crate::tr;

pub async fn handle(
    ctx: &serenity::Context,
    event: &serenity::FullEvent,
    data: &Data,
) -> Result<(), BotError> {
    match event {
        serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Component(c),
        } => clicked(ctx, c, data).await,
        serenity::FullEvent::Message { new_message: m } if !m.author.bot => {
            wrote(m, data).await;
            Ok(())
        }
        serenity::FullEvent::ChannelUpdate { new, .. } => {
            let overwrites = new.permission_overwrites.clone();
            data.lg.channel_changed(new.id.get(), overwrites).await;
            Ok(())
        }
        serenity::FullEvent::GuildMemberRemoval { user, .. } => {
            left(user.id.get(), data).await;
            Ok(())
        }
        serenity::FullEvent::PresenceUpdate { new_data } => {
            super::presence::updated(ctx, new_data, &data.lg, &data.presence).await;
            Ok(())
        }
        _ => Ok(()),
    }
}

fn locale_of(locale: &str) -> &'static str {
    if locale.starts_with("en") {
        "en-US"
    } else {
        "fr"
    }
}

async fn answer(
    ctx: &serenity::Context,
    c: &serenity::ComponentInteraction,
    text: String,
) -> Result<(), BotError> {
    let message = serenity::CreateInteractionResponseMessage::new()
        .content(text)
        .ephemeral(true);
    c.create_response(
        &ctx.http,
        serenity::CreateInteractionResponse::Message(message),
    )
    .await?;
    Ok(())
}

async fn clicked(
    ctx: &serenity::Context,
    c: &serenity::ComponentInteraction,
    data: &Data,
) -> Result<(), BotError> {
    let Some(component) = Component::decode(&c.data.custom_id) else {
        return Ok(());
    };
    let component_of_click = component.clone();
    let locale = locale_of(&c.locale);
    let user = c.user.id.get();
    let result = match component {
        Component::Join(game) => {
            let name = c
                .member
                .as_ref()
                .map(|m| m.display_name().to_owned())
                .unwrap_or_else(|| c.user.name.clone());
            return join_by_button(ctx, c, data, game, user, name, locale).await;
        }
        Component::Item {
            game,
            player,
            item,
            phase,
            extra,
        } => {
            if player != 0 && player != user {
                Err(BotError::Refused("button-not-yours"))
            } else {
                match data.lg.state(game).await {
                    Ok(state) if phase_key(state.phase) != phase => {
                        Err(BotError::Refused("button-stale"))
                    }
                    Ok(_) => {
                        let values = match &c.data.kind {
                            serenity::ComponentInteractionDataKind::StringSelect { values } => {
                                values.clone()
                            }
                            _ => vec![],
                        };
                        data.lg
                            .send(game, command(item, user, &extra, &values))
                            .await
                    }
                    Err(_) => Err(BotError::Refused("button-stale")),
                }
            }
        }
    };
    if result.is_ok() && super::lg::used::mark(ctx, c, data, &component_of_click).await? {
        return Ok(());
    }
    let text = match result {
        Ok(()) => tr!(data.i18n, locale, "lg-done"),
        Err(BotError::Refused(code)) => data.i18n.get(locale, &format!("error-{code}"), &[]),
        Err(e) => {
            tracing::error!(error = ?e, "a click failed");
            tr!(data.i18n, locale, "error-unexpected")
        }
    };
    answer(ctx, c, text).await
}

/// The join button: the lobby message is updated with the players (one call: the callback).
async fn join_by_button(
    ctx: &serenity::Context,
    c: &serenity::ComponentInteraction,
    data: &Data,
    game: crate::store::GameId,
    user: u64,
    name: String,
    locale: &str,
) -> Result<(), BotError> {
    match super::commands::lg::join(data, game, user, name).await {
        Ok(table) => {
            let guild_locale = data
                .lg
                .guild_settings(table.guild, &data.config.default_locale)
                .await
                .map(|s| s.locale)
                .unwrap_or_else(|_| data.config.default_locale.clone());
            let (text, rows) = super::commands::lg::lobby_message(data, &table, &guild_locale);
            let message = serenity::CreateInteractionResponseMessage::new()
                .content(text)
                .components(rows);
            c.create_response(
                &ctx.http,
                serenity::CreateInteractionResponse::UpdateMessage(message),
            )
            .await?;
            Ok(())
        }
        Err(BotError::Refused(code)) => {
            answer(ctx, c, data.i18n.get(locale, &format!("error-{code}"), &[])).await
        }
        Err(e) => Err(e),
    }
}

/// A message in a game channel from a player: activity, the speaking turn's silence, and in
/// `#meute` during the Chasse the words the Petite Fille may overhear.
async fn wrote(m: &serenity::Message, data: &Data) {
    let channel = m.channel_id.get();
    let Some(table) = data.lg.game_of_channel(channel).await else {
        return;
    };
    let c = &table.channels;
    let name = if channel == c.place {
        "place"
    } else if channel == c.meute {
        "meute"
    } else if channel == c.cimetiere {
        "cimetiere"
    } else if channel == c.amoureux {
        "amoureux"
    } else {
        return;
    };
    if !table.players.iter().any(|p| p.0 == m.author.id.get()) {
        return;
    }
    let spoke = Command::Spoke {
        player: PlayerId(m.author.id.get()),
        channel: name.to_owned(),
        text: m.content.clone(),
    };
    if let Err(e) = data.lg.send(table.id(), spoke).await {
        tracing::debug!(error = ?e, "a message was not taken into account");
    }
}

/// A member left the server: *parti* in every running game they play.
async fn left(user: u64, data: &Data) {
    for table in data.lg.tables().await {
        if !table.players.iter().any(|p| p.0 == user) {
            continue;
        }
        let started = matches!(data.lg.state(table.id()).await, Ok(s) if s.phase != Phase::Lobby);
        let result = if started {
            data.lg
                .send(
                    table.id(),
                    Command::Departed {
                        player: PlayerId(user),
                    },
                )
                .await
        } else {
            super::commands::lg::leave(data, table.id(), user)
                .await
                .map(|_| ())
        };
        if let Err(BotError::Refused(code)) = &result {
            tracing::info!(game = %table.game, user, code, "departure refused");
        } else if let Err(e) = result {
            tracing::error!(error = ?e, "a departure failed");
        }
    }
}
