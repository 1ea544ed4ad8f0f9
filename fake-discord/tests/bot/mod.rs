//! A minimal serenity 0.12.5 + poise 0.7.1 bot, built the way Régisseur's seam builds its own
//! (`HttpBuilder::proxy` + `ratelimiter_disabled` + `ClientBuilder::new_with_http`).

#![allow(dead_code)]

use fake_discord::FakeDiscord;
use poise::serenity_prelude as serenity;
use serenity::{
    ChannelId, ChannelType, CreateActionRow, CreateAttachment, CreateAutocompleteResponse,
    CreateButton, CreateChannel, CreateInteractionResponse, CreateInteractionResponseMessage,
    CreateMessage, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, FullEvent,
    Interaction, PermissionOverwrite, PermissionOverwriteType, Permissions,
};

pub type Error = Box<dyn std::error::Error + Send + Sync>;
type Context<'a> = poise::Context<'a, Data, Error>;

/// The bot's data: where it announces departures.
pub struct Data {
    general: ChannelId,
}

/// Replies "pong" with a button.
#[poise::command(slash_command)]
async fn ping(ctx: Context<'_>) -> Result<(), Error> {
    let button = CreateButton::new("proof:press").label("Appuyer");
    let reply = poise::CreateReply::default()
        .content("pong")
        .components(vec![CreateActionRow::Buttons(vec![button])]);
    ctx.send(reply).await?;
    Ok(())
}

/// Defers, creates `#secret` readable by the caller only, answers with a follow-up.
#[poise::command(slash_command, guild_only)]
async fn setup(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer().await?;
    let guild = ctx.guild_id().ok_or("no guild")?;
    let overwrites = vec![
        PermissionOverwrite {
            allow: Permissions::empty(),
            deny: Permissions::VIEW_CHANNEL,
            kind: PermissionOverwriteType::Role(guild.everyone_role()),
        },
        PermissionOverwrite {
            allow: Permissions::VIEW_CHANNEL | Permissions::SEND_MESSAGES,
            deny: Permissions::empty(),
            kind: PermissionOverwriteType::Member(ctx.author().id),
        },
        // Without this, Discord answers 50001 Missing Access to the bot's own calls there.
        PermissionOverwrite {
            allow: Permissions::VIEW_CHANNEL | Permissions::SEND_MESSAGES,
            deny: Permissions::empty(),
            kind: PermissionOverwriteType::Member(ctx.framework().bot_id()),
        },
    ];
    let channel = CreateChannel::new("secret")
        .kind(ChannelType::Text)
        .permissions(overwrites);
    let channel = guild.create_channel(ctx, channel).await?;
    ctx.say(format!("created {}", channel.id)).await?;
    Ok(())
}

/// Sends the caller a DM and says whether it went through.
#[poise::command(slash_command)]
async fn dm(ctx: Context<'_>) -> Result<(), Error> {
    let sent = ctx
        .author()
        .direct_message(ctx, CreateMessage::new().content("bonjour"))
        .await;
    let text = match sent {
        Ok(_) => "dm sent".to_string(),
        Err(e) => format!("dm refused: {e}"),
    };
    ctx.send(poise::CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}

/// Members whose name starts with what was typed (from serenity's cache).
async fn members(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let names: Vec<String> = ctx
        .guild()
        .map(|g| {
            g.members
                .values()
                .filter(|m| !m.user.bot)
                .map(|m| m.user.name.clone())
                .collect()
        })
        .unwrap_or_default();
    let mut names: Vec<String> = names
        .into_iter()
        .filter(|n| n.starts_with(partial))
        .collect();
    names.sort();
    names
        .into_iter()
        .fold(CreateAutocompleteResponse::new(), |r, n| {
            r.add_string_choice(n.clone(), n)
        })
}

/// Answers with a select menu of the members.
#[poise::command(slash_command, guild_only)]
async fn vote(ctx: Context<'_>, #[autocomplete = "members"] cible: String) -> Result<(), Error> {
    let options = vec![
        CreateSelectMenuOption::new(cible.clone(), cible.clone()),
        CreateSelectMenuOption::new("personne", "none"),
    ];
    let menu = CreateSelectMenu::new("proof:vote", CreateSelectMenuKind::String { options });
    let reply = poise::CreateReply::default()
        .content(format!("vote contre {cible} ?"))
        .components(vec![CreateActionRow::SelectMenu(menu)]);
    ctx.send(reply).await?;
    Ok(())
}

/// Names the user given as an option (poise reads `data.resolved.users`).
#[poise::command(slash_command)]
async fn cible(ctx: Context<'_>, joueur: serenity::User) -> Result<(), Error> {
    ctx.say(format!("cible: {}", joueur.name)).await?;
    Ok(())
}

/// Posts a message with a PNG attachment in the channel (multipart upload).
#[poise::command(slash_command)]
async fn picture(ctx: Context<'_>) -> Result<(), Error> {
    let png = b"\x89PNG\r\n\x1a\nfake".to_vec();
    let message = CreateMessage::new()
        .content("le village")
        .add_file(CreateAttachment::bytes(png, "village.png"));
    let mut sent = ctx.channel_id().send_message(ctx, message).await?;
    // Updated in place, as the village picture is: a multipart PATCH with a new file.
    let png = b"\x89PNG\r\n\x1a\nnew".to_vec();
    let edit = serenity::EditMessage::new()
        .content("le village, mis à jour")
        .attachments(
            serenity::EditAttachments::new().add(CreateAttachment::bytes(png, "village.png")),
        );
    sent.edit(ctx, edit).await?;
    ctx.send(
        poise::CreateReply::default()
            .content("sent")
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &FullEvent,
) -> Result<(), Error> {
    let ctx = framework.serenity_context;
    match event {
        FullEvent::InteractionCreate {
            interaction: Interaction::Component(c),
        } => {
            let text = match &c.data.kind {
                serenity::ComponentInteractionDataKind::StringSelect { values } => {
                    format!("voted for {}", values.join(","))
                }
                _ => format!("pressed by {}", c.user.name),
            };
            let message = CreateInteractionResponseMessage::new()
                .content(text)
                .components(vec![]);
            c.create_response(&ctx.http, CreateInteractionResponse::UpdateMessage(message))
                .await?;
        }
        FullEvent::Message { new_message } if !new_message.author.bot => {
            let text = format!("heard: {}", new_message.content);
            new_message
                .channel_id
                .send_message(&ctx.http, CreateMessage::new().content(text))
                .await?;
        }
        FullEvent::GuildMemberRemoval { user, .. } => {
            let text = format!("{} left", user.name);
            framework
                .user_data
                .general
                .send_message(&ctx.http, CreateMessage::new().content(text))
                .await?;
        }
        _ => {}
    }
    Ok(())
}

/// Starts the bot against `fake` with `intents`; the task runs until aborted.
pub async fn start(
    fake: &FakeDiscord,
    intents: serenity::GatewayIntents,
) -> tokio::task::JoinHandle<()> {
    std::env::set_var("NO_PROXY", "127.0.0.1,localhost");
    let guild = serenity::GuildId::new(fake.guild_id());
    let general = ChannelId::new(fake.channel_id("general").expect("general"));
    let options = poise::FrameworkOptions {
        commands: vec![ping(), setup(), dm(), vote(), picture(), cible()],
        event_handler: |framework, event| Box::pin(on_event(framework, event)),
        ..Default::default()
    };
    let framework = poise::Framework::builder()
        .options(options)
        .setup(move |ctx, _ready, framework| {
            Box::pin(async move {
                poise::builtins::register_in_guild(ctx, &framework.options().commands, guild)
                    .await?;
                Ok(Data { general })
            })
        })
        .build();
    let http = serenity::HttpBuilder::new("fake-token")
        .proxy(fake.base_url())
        .ratelimiter_disabled(true)
        .build();
    let mut client = serenity::ClientBuilder::new_with_http(http, intents)
        .framework(framework)
        .await
        .expect("client");
    tokio::spawn(async move {
        let _ = client.start().await;
    })
}
