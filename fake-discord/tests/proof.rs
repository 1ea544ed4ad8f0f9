//! The proof: a real serenity 0.12.5 client with a poise 0.7.1 framework, pointed at the fake,
//! connects, registers its commands, answers a slash command and a button, creates a channel
//! with an overwrite, meets a refused DM, and makes no call Discord's API would reject.

use std::time::Duration;

use fake_discord::{perms, FakeDiscord, GuildFixture};
use poise::serenity_prelude as serenity;
use serde_json::json;
use serenity::{
    ChannelType, CreateActionRow, CreateButton, CreateChannel, CreateInteractionResponse,
    CreateInteractionResponseMessage, CreateMessage, FullEvent, Interaction, PermissionOverwrite,
    PermissionOverwriteType, Permissions,
};

type Error = Box<dyn std::error::Error + Send + Sync>;
type Context<'a> = poise::Context<'a, Data, Error>;

struct Data;

const WAIT: Duration = Duration::from_secs(5);

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

async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &FullEvent,
) -> Result<(), Error> {
    let ctx = framework.serenity_context;
    if let FullEvent::InteractionCreate {
        interaction: Interaction::Component(click),
    } = event
    {
        let message = CreateInteractionResponseMessage::new()
            .content(format!("pressed by {}", click.user.name))
            .components(vec![]);
        click
            .create_response(&ctx.http, CreateInteractionResponse::UpdateMessage(message))
            .await?;
    }
    Ok(())
}

/// Starts the proof bot against `fake`, the way Régisseur's seam does.
async fn start_bot(fake: &FakeDiscord) -> tokio::task::JoinHandle<()> {
    std::env::set_var("NO_PROXY", "127.0.0.1,localhost");
    let guild = serenity::GuildId::new(fake.guild_id());
    let options = poise::FrameworkOptions {
        commands: vec![ping(), setup(), dm()],
        event_handler: |framework, event| Box::pin(on_event(framework, event)),
        ..Default::default()
    };
    let framework = poise::Framework::builder()
        .options(options)
        .setup(move |ctx, _ready, framework| {
            Box::pin(async move {
                poise::builtins::register_in_guild(ctx, &framework.options().commands, guild)
                    .await?;
                Ok(Data)
            })
        })
        .build();
    let http = serenity::HttpBuilder::new("fake-token")
        .proxy(fake.base_url())
        .ratelimiter_disabled(true)
        .build();
    let intents =
        serenity::GatewayIntents::non_privileged() | serenity::GatewayIntents::GUILD_MEMBERS;
    let mut client = serenity::ClientBuilder::new_with_http(http, intents)
        .framework(framework)
        .await
        .expect("client");
    tokio::spawn(async move {
        let _ = client.start().await;
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serenity_and_poise_play_against_the_fake() {
    tokio::time::timeout(Duration::from_secs(60), proof())
        .await
        .expect("the proof took over 60 s");
}

async fn proof() {
    let fake = FakeDiscord::start(GuildFixture::village(3)).await;
    let bot = start_bot(&fake).await;
    fake.wait_ready(Duration::from_secs(20)).await.unwrap();
    let names: Vec<String> = fake
        .commands(Some(fake.guild_id()))
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(names, ["ping", "setup", "dm"]);
    let (alice, bruno) = (fake.user("alice"), fake.user("bruno"));
    let general = fake.channel_id("general").unwrap();

    // A slash command is answered with a message carrying a button.
    let i = fake.slash(alice, general, "ping", json!([])).unwrap();
    let answer = fake.callback_for(i, WAIT).await.unwrap();
    assert_eq!(answer["type"], 4);
    assert_eq!(answer["data"]["content"], "pong");
    let message = fake.original_message(i, WAIT).await.unwrap();
    let message_id: u64 = message["id"].as_str().unwrap().parse().unwrap();

    // The button's click updates that message.
    let click = fake.click(bruno, message_id, "proof:press").unwrap();
    let answer = fake.callback_for(click, WAIT).await.unwrap();
    assert_eq!(answer["type"], 7);
    assert_eq!(
        fake.message(message_id).unwrap()["content"],
        "pressed by bruno"
    );
    assert!(
        fake.click(bruno, message_id, "proof:press").is_err(),
        "the button is gone"
    );

    // A deferred command creates a channel with overwrites, then follows up.
    let i = fake.slash(alice, general, "setup", json!([])).unwrap();
    assert_eq!(fake.callback_for(i, WAIT).await.unwrap()["type"], 5);
    let follow_up = fake
        .wait_for_call(
            |c| c.method == "POST" && c.path.contains("/webhooks/"),
            WAIT,
        )
        .await;
    let follow_up = follow_up.expect("a follow-up");
    let secret = fake.channel_id("secret").expect("#secret exists");
    assert_eq!(
        follow_up.body.unwrap()["content"],
        format!("created {secret}")
    );
    let alice_overwrite = fake
        .overwrites(secret)
        .into_iter()
        .find(|o| o.id == alice)
        .expect("alice's overwrite");
    assert_eq!(
        alice_overwrite.allow,
        perms::VIEW_CHANNEL | perms::SEND_MESSAGES
    );
    assert!(fake.can_write(alice, secret));
    assert!(!fake.can_read(bruno, secret));

    // A DM to a user whose DMs are closed surfaces as 50007.
    fake.close_dms(alice, true);
    let i = fake.slash(alice, general, "dm", json!([])).unwrap();
    let answer = fake.callback_for(i, WAIT).await.unwrap();
    let text = answer["data"]["content"].as_str().unwrap().to_string();
    assert!(
        text.starts_with("dm refused") && text.contains("Cannot send messages to this user"),
        "{text}"
    );
    assert!(fake.dms_to(alice).is_empty());
    let refused = fake
        .calls()
        .into_iter()
        .find(|c| c.status == 403)
        .expect("the refused DM");
    assert_eq!(refused.response["code"], 50007);

    fake.assert_no_violations();
    bot.abort();
}
