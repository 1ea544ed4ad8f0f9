//! The Ronde's autocomplete: each list is the author's offers (or, where the rules allow any,
//! the whole roster), filtered by what was typed, at most 25 choices.

use engine::game::Game as _;
use engine::ronde::{checklist, offers, Personnage, Ronde};
use engine::Audience;
use poise::serenity_prelude as serenity;

use super::{me, my_game};
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

fn strings(choices: Vec<(String, String)>, partial: &str) -> Choices {
    let mut out = Choices::new();
    for (value, label) in choices
        .into_iter()
        .filter(|(v, l)| matches(l, v, partial))
        .take(25)
    {
        out = out.add_string_choice(label, value);
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

/// `personnage` of `/ouvrir`: the author's own list.
pub async fn mine(ctx: Context<'_>, partial: &str) -> Choices {
    strings(menu_of(ctx, &["personnage"]).await, partial)
}

/// `personnage` where the rules allow any: the whole roster.
pub async fn roster(_ctx: Context<'_>, partial: &str) -> Choices {
    strings(offers::personnages(Personnage::ALL), partial)
}

/// `proces` of `/plainte`: the open procès the author may complain in.
pub async fn plainte(ctx: Context<'_>, partial: &str) -> Choices {
    ints(menu_of(ctx, &["plainte", "plainte-anonyme"]).await, partial)
}

/// `joueur`: the masked players other than the author.
pub async fn masked(ctx: Context<'_>, partial: &str) -> Choices {
    let Ok((_, state)) = my_game(ctx).await else {
        return Choices::new();
    };
    let players = offers::masked_others(&state, me(ctx))
        .into_iter()
        .map(|(p, n)| (p.0.to_string(), n))
        .collect();
    strings(players, partial)
}

/// `proposition` of `/demasques voter|trancher`: today's proposals.
pub async fn proposals(ctx: Context<'_>, partial: &str) -> Choices {
    ints(menu_of(ctx, &["voter"]).await, partial)
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
