//! The Ronde's autocomplete for its hand-written commands (the procès of a plainte, what a
//! proof may prove), from the author's offers and the engine's lists, filtered by what was
//! typed, at most 25 choices; the table's verbs have theirs from `engine::verbs::candidates`.

use engine::game::Game as _;
use engine::ronde::{checklist, Ronde};
use engine::Audience;
use poise::serenity_prelude as serenity;

use super::{me, my_game};
use crate::discord::host::components::menu_label;
use crate::discord::Context;

type Choices = serenity::CreateAutocompleteResponse;

fn matches(label: &str, value: &str, partial: &str) -> bool {
    let partial = partial.to_lowercase();
    label.to_lowercase().contains(&partial) || value.contains(&partial)
}

/// The menu choices of the author's offers of these actions, merged.
async fn menu_of(ctx: Context<'_>, actions: &[&str]) -> Vec<(String, String)> {
    let Ok((_, state)) = my_game(ctx).await else {
        return Vec::new();
    };
    engine::verbs::offered(Ronde::offers(&state, &Audience::Player(me(ctx))), actions)
}

/// Discord's limit for a choice's name and value.
const CHOICE_MAX: usize = 100;

fn strings(choices: Vec<(String, String)>, partial: &str) -> Choices {
    let mut out = Choices::new();
    for (value, label) in choices
        .into_iter()
        // a value Discord would refuse is not offered (typing it still works)
        .filter(|(v, _)| !v.is_empty() && v.chars().count() <= CHOICE_MAX)
        .filter(|(v, l)| matches(l, v, partial))
        .take(25)
    {
        out = out.add_string_choice(menu_label(&label), value);
    }
    out
}

fn ints(choices: Vec<(String, String)>, partial: &str) -> Choices {
    let mut out = Choices::new();
    for (value, label) in choices
        .into_iter()
        .filter(|(v, l)| matches(l, v, partial))
        .take(25)
    {
        if let Ok(n) = value.parse::<u32>() {
            out = out.add_number_choice(label, f64::from(n));
        }
    }
    out
}

/// `proces` of `/plainte`: the open procès the author may complain in.
pub async fn plainte(ctx: Context<'_>, partial: &str) -> Choices {
    ints(menu_of(ctx, &["plainte", "plainte-anonyme"]).await, partial)
}

/// `contrainte` of `/preuve`: what the author may prove now (§5), named in his language; an
/// item twice (yesterday's and today's constraint) is offered once, as `/preuve` proves the
/// older first.
pub async fn provable(ctx: Context<'_>, partial: &str) -> Choices {
    let Ok((_, state)) = my_game(ctx).await else {
        return Choices::new();
    };
    let locale = crate::discord::error::locale(ctx).await;
    strings(
        provable_named(&state, ctx.data(), &locale, me(ctx)),
        partial,
    )
}

/// The items `player` may prove now, as (value, label), each value once.
pub fn provable_named(
    state: &engine::ronde::State,
    data: &crate::discord::Data,
    locale: &str,
    player: engine::PlayerId,
) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for item in checklist::provable(&state.checklist, player, state.day) {
        if out.iter().any(|(v, _)| *v == item.what) {
            continue;
        }
        let (kind, name, detail) = checklist::about(&item.what);
        let label = crate::tr!(
            data.i18n,
            locale,
            "ronde-proof-choice",
            kind = kind,
            name = name,
            detail = crate::i18n::said(&detail),
            day = item.day
        );
        out.push((item.what.clone(), label));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::menu_label;

    #[test]
    fn a_long_choice_name_is_cut_to_discords_limit() {
        let long = "ordre de la Sirène (prendre « ".to_owned() + &"x".repeat(200) + " »)";
        let cut = menu_label(&long);
        assert_eq!(cut.chars().count(), 100);
        assert!(cut.ends_with('…'));
        assert_eq!(
            menu_label("contrainte du Personnage Figurant, J1"),
            "contrainte du Personnage Figurant, J1"
        );
    }
}
