//! `/aide` (`/help`): the game of this channel (or of my seat), what I may do now (the
//! engine's offers), the commands of that game only with their descriptions in my language,
//! where its rules are, and for an MJ the `/mj` commands of that game.

use crate::discord::error::locale;
use crate::discord::host::card::{Card, Part};
use crate::discord::host::HelpNow;
use crate::discord::{BotError, Context, Data};
use crate::tr;

use super::mj::is_mj;
use super::reply_part;

/// The help card's colour (the bot's blue).
const BLUE: u32 = 0x34_98_db;

/// What I can do here, and with which commands.
#[poise::command(slash_command, rename = "aide")]
pub async fn aide(ctx: Context<'_>) -> Result<(), BotError> {
    let locale = locale(ctx).await;
    let data = ctx.data();
    let (user, channel) = (ctx.author().id.get(), ctx.channel_id().get());
    let found = data.hosts.here(user, channel).await;
    let mj = ctx.guild_id().is_some() && is_mj(ctx).await.unwrap_or(false);
    let commands = &ctx.framework().options().commands;
    let card = match found {
        Some((host, table)) => {
            let help = host.help(table.id(), user, locale.clone()).await?;
            game_card(data, commands, &locale, &help, mj)
        }
        None => no_game_card(data, commands, &locale, mj),
    };
    reply_part(ctx, Part::Card(card)).await
}

/// The card of a game: what it is, what I may do now, its commands and the MJs'.
fn game_card(
    data: &Data,
    commands: &[poise::Command<Data, BotError>],
    locale: &str,
    help: &HelpNow,
    mj: bool,
) -> Card {
    let i18n = &data.i18n;
    let now = if !help.seated {
        tr!(i18n, locale, "aide-not-seated")
    } else if help.now.is_empty() {
        tr!(i18n, locale, "aide-nothing-now")
    } else {
        help.now.join(", ")
    };
    let mut card = Card::new(
        tr!(i18n, locale, "aide-title", game = help.title.clone()),
        BLUE,
    )
    .description(tr!(i18n, locale, "aide-about", kind = help.tag))
    .field(tr!(i18n, locale, "aide-now"), now)
    .field(
        tr!(i18n, locale, "aide-commands"),
        lines(commands, locale, help.commands.players),
    )
    .field(
        tr!(i18n, locale, "aide-rules"),
        tr!(i18n, locale, "aide-rules-where", kind = help.tag),
    );
    if mj {
        card = card.field(
            tr!(i18n, locale, "aide-mj-commands"),
            lines(commands, locale, help.commands.mjs),
        );
    }
    card
}

/// Where no game is: how to join one, and for an MJ how to make one.
fn no_game_card(
    data: &Data,
    commands: &[poise::Command<Data, BotError>],
    locale: &str,
    mj: bool,
) -> Card {
    let i18n = &data.i18n;
    let mut card = Card::new(tr!(i18n, locale, "aide-title-none"), BLUE)
        .description(tr!(i18n, locale, "aide-no-game"))
        .field(
            tr!(i18n, locale, "aide-commands"),
            lines(commands, locale, &["rejoindre", "partie", "role"]),
        );
    if mj {
        card = card.field(
            tr!(i18n, locale, "aide-mj-commands"),
            lines(
                commands,
                locale,
                &["mj creer", "mj reglages", "mj diagnostic"],
            ),
        );
    }
    card
}

/// One line a command: its name and description as `locale` reads them.
fn lines(commands: &[poise::Command<Data, BotError>], locale: &str, paths: &[&str]) -> String {
    paths
        .iter()
        .filter_map(|path| shown(commands, locale, path))
        .map(|(name, description)| format!("`/{name}` — {description}"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A command's name (every word localized) and description, found by its French path.
pub fn shown(
    commands: &[poise::Command<Data, BotError>],
    locale: &str,
    path: &str,
) -> Option<(String, String)> {
    let mut level = commands;
    let mut names = Vec::new();
    let mut found = None;
    for word in path.split(' ') {
        let command = level.iter().find(|c| c.name == word)?;
        let name = localized(&command.name_localizations, locale).unwrap_or(&command.name);
        names.push(name.to_owned());
        level = &command.subcommands;
        found = Some(command);
    }
    let command = found?;
    let description = localized(&command.description_localizations, locale)
        .or(command.description.as_deref())
        .unwrap_or_default()
        .to_owned();
    Some((names.join(" "), description))
}

/// A localization of `locale` among poise's pairs.
fn localized<'a>(
    pairs: &'a [(
        std::borrow::Cow<'static, str>,
        std::borrow::Cow<'static, str>,
    )],
    locale: &str,
) -> Option<&'a str> {
    pairs
        .iter()
        .find(|(l, _)| l == locale)
        .map(|(_, text)| text.as_ref())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::host::Hosted;

    #[test]
    fn every_command_a_game_lists_is_registered() {
        let commands = crate::discord::commands::all();
        let lists = [
            <engine::loups_garous::LoupsGarous as Hosted>::HELP,
            <engine::ronde::Ronde as Hosted>::HELP,
            <crate::discord::toy::Compteur as Hosted>::HELP,
        ];
        for help in lists {
            for path in help.players.iter().chain(help.mjs) {
                assert!(shown(&commands, "fr", path).is_some(), "no /{path}");
            }
        }
        assert_eq!(
            shown(&commands, "fr", "mj avancer").map(|(n, _)| n),
            Some("mj avancer".to_owned())
        );
    }
}
