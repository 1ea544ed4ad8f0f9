//! Gateway events outside slash commands, for every hosted kind: button and menu clicks
//! and forms sent (routed by their tag), messages written in a game channel, members
//! leaving, presences (the disconnection rule), voice states (voice games), and game channels
//! edited (a hand edit of the overwrites is healed).

use poise::serenity_prelude as serenity;

use super::error::reader_locale;
use super::host::components::Component;
use super::host::reply::Reply;
use super::host::retry;
use super::voice::states::{seen, Seen};
use super::{BotError, Data, Refusal};

pub async fn handle(
    ctx: &serenity::Context,
    event: &serenity::FullEvent,
    data: &Data,
) -> Result<(), BotError> {
    match event {
        serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Component(c),
        } => clicked(ctx, c, data).await,
        serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Modal(m),
        } => submitted(ctx, m, data).await,
        serenity::FullEvent::Message { new_message: m } if !m.author.bot => {
            for host in data.hosts.all() {
                let text = m.content.clone();
                host.wrote(m.channel_id.get(), m.author.id.get(), text, m.id.get())
                    .await;
            }
            Ok(())
        }
        serenity::FullEvent::ChannelUpdate { new, .. } => {
            for host in data.hosts.all() {
                let overwrites = new.permission_overwrites.clone();
                host.channel_changed(new.id.get(), overwrites).await;
            }
            Ok(())
        }
        serenity::FullEvent::GuildMemberRemoval { user, .. } => {
            for host in data.hosts.all() {
                host.left(user.id.get()).await;
            }
            Ok(())
        }
        serenity::FullEvent::VoiceStateUpdate { new, .. } => {
            if let Some(guild) = new.guild_id {
                let user = new.user_id;
                data.voice
                    .refresh(guild.get(), user.get(), || match ctx.cache.guild(guild) {
                        Some(g) => g.voice_states.get(&user).and_then(seen),
                        None => seen(new),
                    });
            }
            Ok(())
        }
        serenity::FullEvent::GuildCreate { guild, .. } => {
            let all = |states: &std::collections::HashMap<_, serenity::VoiceState>| {
                let mut v: Vec<(u64, Seen)> = states
                    .values()
                    .filter_map(|v| seen(v).map(|s| (v.user_id.get(), s)))
                    .collect();
                v.sort_unstable_by_key(|(user, _)| *user);
                v
            };
            data.voice
                .load(guild.id.get(), || match ctx.cache.guild(guild.id) {
                    Some(g) => all(&g.voice_states),
                    None => all(&guild.voice_states),
                });
            data.arrivals.arrived(guild.id.get());
            Ok(())
        }
        serenity::FullEvent::PresenceUpdate { new_data } => {
            super::presence::updated(ctx, new_data, data).await;
            Ok(())
        }
        serenity::FullEvent::CacheReady { .. } if data.config.presence => {
            super::presence::rearm(ctx, data).await;
            Ok(())
        }
        _ => Ok(()),
    }
}

/// A click: the join button, or an offer's component; a refusal is answered, ephemeral, in
/// the clicker's language (else the guild's), as a slash command's is.
async fn clicked(
    ctx: &serenity::Context,
    c: &serenity::ComponentInteraction,
    data: &Data,
) -> Result<(), BotError> {
    let Some(component) = Component::decode(&c.data.custom_id) else {
        tracing::warn!(custom_id = %c.data.custom_id.escape_debug(), "a click the bot cannot read");
        let text = error_text(c, data, &Refusal::ButtonStale.into()).await;
        return Reply::from(c).answer(&ctx.http, text).await;
    };
    let result = match data.hosts.of_tag(component.tag()) {
        None => Err(Refusal::ButtonStale.into()),
        Some(host) => match component {
            Component::Join { game, .. } => join(ctx, c, data, host.as_ref(), game).await,
            offer => host.click(&ctx.http, c, offer).await,
        },
    };
    let Err(error) = result else {
        return Ok(());
    };
    let text = error_text(c, data, &error).await;
    Reply::from(c).answer(&ctx.http, text).await
}

/// A form sent: routed by its tag as a click is, a refusal answered the same way.
async fn submitted(
    ctx: &serenity::Context,
    m: &serenity::ModalInteraction,
    data: &Data,
) -> Result<(), BotError> {
    let Some(component) = Component::decode(&m.data.custom_id) else {
        tracing::warn!(custom_id = %m.data.custom_id.escape_debug(), "a form the bot cannot read");
        let error = Refusal::ButtonStale.into();
        let text = refusal_text(m.guild_id, &m.locale, data, &error).await;
        return Reply::from(m).answer(&ctx.http, text).await;
    };
    let result = match (data.hosts.of_tag(component.tag()), &component) {
        (Some(host), Component::Offer { .. }) => host.submit(&ctx.http, m, component).await,
        _ => Err(Refusal::ButtonStale.into()),
    };
    let Err(error) = result else {
        return Ok(());
    };
    let text = refusal_text(m.guild_id, &m.locale, data, &error).await;
    Reply::from(m).answer(&ctx.http, text).await
}

/// A click's refusal, in the clicker's language (else the guild's).
async fn error_text(c: &serenity::ComponentInteraction, data: &Data, error: &BotError) -> String {
    refusal_text(c.guild_id, &c.locale, data, error).await
}

/// A refusal, in the reader's language (else the guild's).
async fn refusal_text(
    guild: Option<serenity::GuildId>,
    reader: &str,
    data: &Data,
    error: &BotError,
) -> String {
    let guild = match guild {
        Some(g) => data.guilds.locale(g.get()).await,
        None => data.config.default_locale.clone(),
    };
    let locale = reader_locale(Some(reader), &guild);
    if let Some(id) = error.message_id() {
        data.i18n.get(&locale, &id, &error.message_args())
    } else {
        tracing::error!(error = ?error, "a click or a form failed");
        data.i18n.get(&locale, "error-unexpected", &[])
    }
}

/// The join button: the join message is updated with the players (one call: the callback).
async fn join(
    ctx: &serenity::Context,
    c: &serenity::ComponentInteraction,
    data: &Data,
    host: &dyn super::host::hosting::Hosting,
    game: crate::store::GameId,
) -> Result<(), BotError> {
    let table = host
        .of_channel(c.channel_id.get())
        .await
        .filter(|t| {
            t.id() == game && Some(t.guild) == c.guild_id.map(poise::serenity_prelude::GuildId::get)
        })
        .ok_or(Refusal::ButtonStale)?;
    let name = c
        .member
        .as_ref()
        .map_or_else(|| c.user.name.clone(), |m| m.display_name().to_owned());
    let work = host.join(table.id(), c.user.id.get(), name);
    tokio::pin!(work);
    let slow = std::time::Duration::from_millis(1500);
    let message = c.message.id.get();
    tokio::select! {
        joined = &mut work => {
            joined?;
            // In turn with the other writes of this message, the lobby as it stands now.
            let mut turn = data.lobbies.turn(message).await;
            let lobby = host.lobby(game).await?;
            let retried = |response: serenity::CreateInteractionResponse| {
                retry::callback(c.id, move || c.create_response(&ctx.http, response.clone()))
            };
            if !turn.newer(lobby.seq) {
                return Ok(retried(serenity::CreateInteractionResponse::Acknowledge).await?);
            }
            let shown = serenity::CreateInteractionResponseMessage::new()
                .content(lobby.text)
                .components(lobby.rows)
                .allowed_mentions(serenity::CreateAllowedMentions::new());
            retried(serenity::CreateInteractionResponse::UpdateMessage(shown)).await?;
            turn.shown(lobby.seq);
        }
        () = tokio::time::sleep(slow) => {
            // A slow commit: acknowledge now, then edit the join message.
            c.create_response(&ctx.http, serenity::CreateInteractionResponse::Acknowledge)
                .await?;
            if let Err(e) = work.await {
                let text = error_text(c, data, &e).await;
                let refusal = serenity::CreateInteractionResponseFollowup::new()
                    .content(text)
                    .ephemeral(true)
                    .allowed_mentions(serenity::CreateAllowedMentions::new());
                if let Err(e) = c.create_followup(&ctx.http, refusal).await {
                    tracing::warn!(error = %e, "a join's refusal was not shown");
                }
                return Ok(());
            }
            let mut turn = data.lobbies.turn(message).await;
            // Answered already: a lobby gone meanwhile leaves the message as it was.
            let Ok(lobby) = host.lobby(game).await else {
                return Ok(());
            };
            if turn.newer(lobby.seq) {
                let edit = serenity::EditInteractionResponse::new()
                    .content(lobby.text)
                    .components(lobby.rows)
                    .allowed_mentions(serenity::CreateAllowedMentions::new());
                match c.edit_response(&ctx.http, edit).await {
                    Ok(_) => turn.shown(lobby.seq),
                    Err(e) => tracing::warn!(error = %e, "the join message was not updated"),
                }
            }
        }
    }
    Ok(())
}
