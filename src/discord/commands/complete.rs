//! Autocomplete of a list typed in one option (`/mj composition roles:`, `/mj creer
//! options:`): the word being typed is completed among the known ones, the words before it
//! kept, within Discord's 100 characters a choice may have.

use poise::serenity_prelude as serenity;

use crate::discord::error::locale;
use crate::discord::lg::labels::role;
use crate::discord::Context;

/// Discord's limit on a choice's name and value.
const MAX: usize = 100;

/// The choices that complete the last word of `typed` with one of `words` (value, label):
/// `suffix` follows the completed word (`=` for a setting key).
pub fn complete(typed: &str, words: &[(String, String)], suffix: &str) -> Vec<(String, String)> {
    let cut = typed.rfind([' ', ',']).map_or(0, |i| i + 1);
    let (before, last) = typed.split_at(cut);
    let last = last.to_lowercase();
    words
        .iter()
        .filter(|(id, label)| id.contains(&last) || label.to_lowercase().contains(&last))
        .map(|(id, label)| {
            let value = format!("{before}{id}{suffix}");
            let name = format!("{value} — {label}");
            let name = if name.chars().count() > MAX {
                value.clone()
            } else {
                name
            };
            (name, value)
        })
        .filter(|(name, value)| value.chars().count() <= MAX && name.chars().count() <= MAX)
        .take(25)
        .collect()
}

fn response(choices: Vec<(String, String)>) -> serenity::CreateAutocompleteResponse {
    choices.into_iter().fold(
        serenity::CreateAutocompleteResponse::new(),
        |out, (name, value)| out.add_string_choice(name, value),
    )
}

/// `/mj composition roles:`: role ids, named in the reader's language.
pub async fn role_list(ctx: Context<'_>, typed: &str) -> serenity::CreateAutocompleteResponse {
    let locale = locale(ctx).await;
    let words: Vec<(String, String)> = engine::loups_garous::Role::ALL
        .iter()
        .map(|r| (r.id().to_owned(), role(&ctx.data().i18n, &locale, r.id())))
        .collect();
    response(complete(typed, &words, ""))
}

/// `/mj creer options:`: the setting keys of both games.
pub async fn setting_list(ctx: Context<'_>, typed: &str) -> serenity::CreateAutocompleteResponse {
    let locale = locale(ctx).await;
    let i18n = &ctx.data().i18n;
    let game = |kind: &str| i18n.get(&locale, "game-kind", &[("kind".into(), kind.into())]);
    let mut words: Vec<(String, String)> = Vec::new();
    for (keys, kind) in [
        (engine::loups_garous::Settings::KEYS, "lg"),
        (engine::ronde::calendar::Settings::KEYS, "rp"),
    ] {
        let label = game(kind);
        words.extend(keys.iter().map(|k| ((*k).to_owned(), label.clone())));
    }
    response(complete(typed, &words, "="))
}

#[cfg(test)]
mod tests {
    use super::complete;

    fn words() -> Vec<(String, String)> {
        [
            ("loup-garou", "Loup-Garou"),
            ("voyante", "Voyante"),
            ("loup-garou-blanc", "Loup-Garou Blanc"),
        ]
        .iter()
        .map(|(a, b)| ((*a).to_owned(), (*b).to_owned()))
        .collect()
    }

    #[test]
    fn the_last_word_is_completed_and_the_others_kept() {
        let got = complete("voyante, loup", &words(), "");
        let values: Vec<&str> = got.iter().map(|(_, v)| v.as_str()).collect();
        assert_eq!(values, ["voyante, loup-garou", "voyante, loup-garou-blanc"]);
        assert_eq!(got[0].0, "voyante, loup-garou — Loup-Garou");
        let keys = complete("libre=60 chas", &[("chasse".into(), "LG".into())], "=");
        assert_eq!(keys[0].1, "libre=60 chasse=");
    }

    #[test]
    fn a_choice_never_passes_discords_100_characters() {
        let long = "loup-garou ".repeat(8);
        let got = complete(&long, &words(), "");
        assert!(got
            .iter()
            .all(|(n, v)| n.chars().count() <= 100 && v.chars().count() <= 100));
        let ends: Vec<&str> = got.iter().map(|(_, v)| &v[long.len()..]).collect();
        assert_eq!(ends, ["loup-garou", "voyante"], "the short ones still fit");
        assert!(complete(&"x".repeat(99), &words(), "").is_empty());
    }
}
