//! `/mj archiver`: deletes a finished game's channels, its category included (in one of its
//! channels, or in its lobby channel for its newest game there, or any game by its number),
//! and refuses on a running game. And the delay of `/mj reglages archivage`.

use super::reply;
use crate::discord::error::{locale, Refusal};
use crate::discord::{archive, BotError, Context};
use crate::store::{GameStatus, Kept};
use crate::tr;

/// The game `/mj archiver` is about: `number`, else the one whose channels include `here`,
/// else the newest whose lobby is `here` and whose channels are still there.
pub fn pick(kept: &[Kept], here: u64, number: Option<i64>) -> Result<&Kept, Refusal> {
    let found = match number {
        Some(n) => kept.iter().find(|k| k.table.game == n),
        None => kept
            .iter()
            .find(|k| k.table.channels.values().any(|c| *c == here))
            .or_else(|| {
                kept.iter()
                    .find(|k| k.table.lobby_channel == here && !k.deleted)
            }),
    };
    let found = found.ok_or(Refusal::NoGame)?;
    match (found.status, found.deleted) {
        (GameStatus::Running, _) => Err(Refusal::StillRunning),
        (_, true) => Err(Refusal::AlreadyArchived),
        _ => Ok(found),
    }
}

/// Delete a finished game's channels.
#[poise::command(slash_command, guild_only, rename = "archiver")]
pub async fn archiver(
    ctx: Context<'_>,
    #[rename = "partie"]
    #[min = 1]
    #[max = 1e15]
    number: Option<f64>,
) -> Result<(), BotError> {
    let data = ctx.data();
    let guild = ctx.guild_id().ok_or(Refusal::GuildOnly)?.get();
    let here = ctx.channel_id().get();
    // A number option, as `/mj prolonger`'s: Discord checks its bounds, we its wholeness.
    let number = match number {
        Some(n) if n.fract() != 0.0 || !(1.0..=1e15).contains(&n) => {
            return Err(Refusal::BadArgument.into())
        }
        n => n.map(|n| n as i64),
    };
    let kept = data.store.guild_tables(guild).await?;
    let game = pick(&kept, here, number)?.table.clone();
    super::defer(ctx).await?;
    let http = &ctx.serenity_context().http;
    // The channel the command was run in goes last, once its answer is sent.
    let inside = game.channels.values().any(|c| *c == here);
    archive::delete(http, &data.store, &game, inside.then_some(here)).await?;
    let locale = locale(ctx).await;
    reply(ctx, tr!(data.i18n, &locale, "archive-done", id = game.game)).await?;
    if inside {
        archive::delete_last(http, &data.store, &game, here).await;
    }
    Ok(())
}

/// `/mj reglages archivage`: `non` (or `0`) never deletes; a number of days (`7`), or a
/// duration (`12h`, `30m`, `2j`), deletes a finished game's channels that long after its end.
pub fn parse_delay(text: &str) -> Result<Option<i64>, Refusal> {
    let text = text.trim().to_lowercase();
    if ["non", "no", "off", "jamais", "never", "0"].contains(&text.as_str()) {
        return Ok(None);
    }
    let ms = match text.parse::<i64>() {
        Ok(days) => days.checked_mul(86_400_000),
        Err(_) => engine::scenario::parse_duration(&text.replace('j', "d"))
            .ok()
            .map(|d| d.num_milliseconds()),
    };
    const MAX: i64 = 10 * 365 * 86_400_000;
    match ms {
        Some(ms) if (1000..=MAX).contains(&ms) => Ok(Some(ms)),
        _ => Err(Refusal::BadArgument),
    }
}

/// A delay as `/mj reglages` shows it: days when whole, else seconds.
pub fn show_delay(i18n: &crate::i18n::I18n, locale: &str, ms: Option<i64>) -> String {
    match ms {
        None => tr!(i18n, locale, "archive-never"),
        Some(ms) if ms % 86_400_000 == 0 => tr!(i18n, locale, "archive-days", n = ms / 86_400_000),
        Some(ms) => tr!(i18n, locale, "archive-seconds", n = ms / 1000),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Table;
    use std::collections::BTreeMap;

    fn kept(game: i64, lobby: u64, first: u64, status: GameStatus, deleted: bool) -> Kept {
        Kept {
            table: Table {
                game,
                lobby_channel: lobby,
                channels: BTreeMap::from([("category".into(), first), ("place".into(), first + 1)]),
                ..Default::default()
            },
            status,
            ended: None,
            deleted,
        }
    }

    #[test]
    fn the_game_is_the_channels_then_the_lobbys_newest_left() {
        let newest_first = [
            kept(3, 9, 30, GameStatus::Finished, true),
            kept(2, 9, 20, GameStatus::Finished, false),
            kept(1, 9, 10, GameStatus::Running, false),
        ];
        assert_eq!(pick(&newest_first, 11, None), Err(Refusal::StillRunning));
        assert_eq!(pick(&newest_first, 21, None).map(|k| k.table.game), Ok(2));
        assert_eq!(pick(&newest_first, 9, None).map(|k| k.table.game), Ok(2));
        assert_eq!(pick(&newest_first, 31, None), Err(Refusal::AlreadyArchived));
        assert_eq!(
            pick(&newest_first, 9, Some(3)),
            Err(Refusal::AlreadyArchived)
        );
        assert_eq!(pick(&newest_first, 5, None), Err(Refusal::NoGame));
    }

    #[test]
    fn a_delay_is_days_or_a_duration_and_none_turns_it_off() {
        assert_eq!(parse_delay("7"), Ok(Some(7 * 86_400_000)));
        assert_eq!(parse_delay("2j"), Ok(Some(2 * 86_400_000)));
        assert_eq!(parse_delay("12h"), Ok(Some(12 * 3_600_000)));
        assert_eq!(parse_delay("2s"), Ok(Some(2000)));
        assert_eq!(parse_delay("non"), Ok(None));
        assert_eq!(parse_delay("0"), Ok(None));
        assert_eq!(parse_delay("-3"), Err(Refusal::BadArgument));
        assert_eq!(parse_delay("demain"), Err(Refusal::BadArgument));
        assert_eq!(parse_delay("99999999999999"), Err(Refusal::BadArgument));
    }
}
