//! Loups-Garous' cards: the role card (by DM and `/role`) and the public moments — a dawn, a
//! hanging, the Chasseur's shot, the Maire's election, the end's table — as embeds in the
//! camp's colour. A card shows the very lines the notices say (nothing a text would not).

use engine::loups_garous::victory::camp_of;
use engine::loups_garous::{Camp, Item, LoupsGarous, Phase, Role, State};
use engine::notice::{Arg, Audience, Notice};
use engine::PlayerId;

use crate::discord::host::card::{Card, Part};
use crate::discord::host::Hosted;
use crate::i18n::I18n;
use crate::tr;

/// The Village's green, the Meute's red, the Solitaires' purple, the couple's pink.
pub fn colour(camp: Camp) -> u32 {
    match camp {
        Camp::Village => 0x2e_8b_57,
        Camp::Meute => 0xb2_22_22,
        Camp::LoupGarouBlanc | Camp::Pyromane | Camp::Mercenaire => 0x8e_44_ad,
        Camp::Couple => 0xe9_1e_63,
    }
}

/// A moment's neutral colours: the dawn's gold, the Maire's blue, a stopped game's grey.
const DAWN: u32 = 0xf1_c4_0f;
const MAYOR: u32 = 0x34_98_db;
const GREY: u32 = 0x95_a5_a6;

/// What a public notice does to the card being built.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    /// Opens a card of this kind (titled by its own text, or by `title`).
    Opens(Kind),
    /// A line of the open card, if one is open.
    Line,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Dawn,
    Hanging,
    Shot,
    Mayor,
    End,
}

fn role_of(id: &str) -> Option<Step> {
    Some(match id {
        "lg-dawn" => Step::Opens(Kind::Dawn),
        "lg-hanged" => Step::Opens(Kind::Hanging),
        "lg-tir" => Step::Opens(Kind::Shot),
        "lg-mayor-elected" | "lg-mayor-drawn" => Step::Opens(Kind::Mayor),
        "lg-end" | "lg-end-draw" | "lg-end-terminated" => Step::Opens(Kind::End),
        "lg-dead" | "lg-dead-infected" | "lg-dead-hidden" | "lg-dead-parti" | "lg-dead-grief"
        | "lg-dead-shot" | "lg-dead-coup" | "lg-dead-remorse" | "lg-outside" | "lg-gagged"
        | "lg-locked" | "lg-gags-lifted" | "lg-shot" | "lg-no-shot" | "lg-succession"
        | "lg-mayor-successor" | "lg-idiot" | "lg-end-role" => Step::Line,
        _ => return None,
    })
}

/// A group of notices as texts and cards, in order.
pub fn parts(state: &State, i18n: &I18n, locale: &str, notices: &[&Notice]) -> Vec<Part> {
    let mut out = Vec::new();
    let mut open: Option<(Kind, Card)> = None;
    for notice in notices {
        let text = LoupsGarous::text(state, i18n, locale, notice);
        if let (Audience::Player(_), "lg-role-card") = (&notice.audience, notice.id.as_str()) {
            close(&mut open, &mut out);
            out.push(Part::Card(dealt_card(state, i18n, locale, notice)));
            continue;
        }
        let public = matches!(&notice.audience, Audience::Channel(c) if c == "place");
        match role_of(&notice.id).filter(|_| public) {
            Some(Step::Opens(Kind::Shot)) if open.is_some() => line(&mut open, &text),
            Some(Step::Opens(kind)) => {
                close(&mut open, &mut out);
                open = Some((kind, opened(state, i18n, locale, kind, notice, text)));
            }
            Some(Step::Line) if open.is_some() => {
                // The end's table is built whole from the roster: its lines are in it.
                if !matches!(open, Some((Kind::End, _))) {
                    line(&mut open, &text);
                }
            }
            _ => {
                close(&mut open, &mut out);
                out.push(Part::Text(text));
            }
        }
    }
    close(&mut open, &mut out);
    out
}

fn line(open: &mut Option<(Kind, Card)>, text: &str) {
    if let Some((_, card)) = open {
        card.line(text);
    }
}

fn close(open: &mut Option<(Kind, Card)>, out: &mut Vec<Part>) {
    if let Some((_, card)) = open.take() {
        out.push(Part::Card(card));
    }
}

/// The card a moment's first notice opens.
fn opened(
    state: &State,
    i18n: &I18n,
    locale: &str,
    kind: Kind,
    notice: &Notice,
    text: String,
) -> Card {
    match kind {
        Kind::Dawn => Card::new(format!("🌅 {text}"), DAWN),
        Kind::Hanging => {
            // The camp the text shows: the role's, or the Meute's for an infected player.
            let infected = str_arg(notice, "infected") == Some("oui");
            let camp = str_arg(notice, "role")
                .and_then(Role::from_id)
                .map_or(GREY, |r| {
                    colour(if infected { Camp::Meute } else { r.camp() })
                });
            Card::new(tr!(i18n, locale, "lg-card-hanging"), camp).description(text)
        }
        Kind::Shot => Card::new(tr!(i18n, locale, "lg-card-shot"), GREY).description(text),
        Kind::Mayor => Card::new(tr!(i18n, locale, "lg-card-mayor"), MAYOR).description(text),
        Kind::End => end_card(state, i18n, locale, notice, text),
    }
}

fn str_arg<'a>(notice: &'a Notice, name: &str) -> Option<&'a str> {
    notice.args.iter().find_map(|(n, v)| match v {
        Arg::Str(s) if n == name => Some(s.as_str()),
        _ => None,
    })
}

/// The end: its title in the winners' colour, then every player by the camp he ended in,
/// the winners first.
fn end_card(state: &State, i18n: &I18n, locale: &str, notice: &Notice, title: String) -> Card {
    let winner = str_arg(notice, "camp").and_then(Camp::from_id);
    let terminated = notice.id == "lg-end-terminated";
    let colour_of = winner.map_or(GREY, colour);
    let mut camps: Vec<Camp> = Vec::new();
    for p in &state.players {
        let camp = camp_of(state, p.id);
        if !camps.contains(&camp) {
            camps.push(camp);
        }
    }
    camps.sort_by_key(|c| (Some(*c) != winner, c.id()));
    let mut card = Card::new(title, colour_of);
    for camp in camps {
        let lines: Vec<String> = state
            .players
            .iter()
            .filter(|p| camp_of(state, p.id) == camp)
            .map(|p| roster_line(state, i18n, locale, p.id))
            .collect();
        let won = Some(camp) == winner && !terminated;
        let name = tr!(
            i18n,
            locale,
            "lg-card-end-camp",
            camp = camp.id(),
            won = if won { "oui" } else { "non" },
            count = lines.len()
        );
        card = card.field(name, lines.join("\n"));
    }
    card
}

/// One player of the end's table: name, role, infected, dead, lover.
fn roster_line(state: &State, i18n: &I18n, locale: &str, id: PlayerId) -> String {
    let Some(p) = state.player(id) else {
        return String::new();
    };
    let line = tr!(
        i18n,
        locale,
        "lg-end-role",
        name = crate::i18n::name(&p.name),
        role = p.role.id(),
        infected = if p.infected { "oui" } else { "non" },
        alive = if p.alive { "oui" } else { "non" }
    );
    if state.lover_of(id).is_some() {
        format!("{line} 💘")
    } else {
        line
    }
}

/// The card a player is dealt (at distribution, or as a substitute): the role and camp the
/// notice says.
fn dealt_card(state: &State, i18n: &I18n, locale: &str, n: &Notice) -> Card {
    let role = str_arg(n, "role").and_then(Role::from_id);
    let camp = str_arg(n, "camp").and_then(Camp::from_id);
    match (role, camp) {
        (Some(role), Some(camp)) => role_card(state, i18n, locale, role, camp, None),
        _ => Card::new(LoupsGarous::text(state, i18n, locale, n), GREY),
    }
}

/// `/role`: the card with what the player has become since (infected, in love).
pub fn card_now(state: &State, i18n: &I18n, locale: &str, player: PlayerId) -> Option<Card> {
    let p = state.player(player)?;
    let camp = camp_of(state, player);
    let mut extra = Vec::new();
    if p.infected {
        extra.push(tr!(i18n, locale, "lg-card-infected"));
    }
    if let Some(lover) = state.lover_of(player) {
        let name = crate::i18n::name(&state.name(lover));
        extra.push(tr!(i18n, locale, "lg-card-lover", name = name));
    }
    Some(role_card(state, i18n, locale, p.role, camp, Some(extra)))
}

/// A role card: the role, the camp, what the role does and when, its items, the goal and
/// what to do next.
fn role_card(
    state: &State,
    i18n: &I18n,
    locale: &str,
    role: Role,
    camp: Camp,
    extra: Option<Vec<String>>,
) -> Card {
    let mut card = Card::new(
        tr!(i18n, locale, "lg-card-title", role = role.id()),
        colour(camp),
    )
    .description(tr!(i18n, locale, "lg-card-camp", camp = camp.id()));
    for line in extra.unwrap_or_default() {
        card.line(&line);
    }
    let items: Vec<String> = Item::of_role(role)
        .into_iter()
        .map(|i| format!("• {}", tr!(i18n, locale, "lg-item-use", item = i.id())))
        .collect();
    let items = if items.is_empty() {
        tr!(i18n, locale, "lg-role-card-no-items")
    } else {
        items.join("\n")
    };
    let phase = match state.phase {
        Phase::Lobby | Phase::Day(..) => "day",
        Phase::Dusk(_) | Phase::Night(..) => "night",
        _ => "other",
    };
    card.field(
        tr!(i18n, locale, "lg-card-does"),
        tr!(i18n, locale, "lg-role-does", role = role.id()),
    )
    .field(tr!(i18n, locale, "lg-card-items"), items)
    .field(
        tr!(i18n, locale, "lg-card-goal"),
        tr!(i18n, locale, "lg-camp-goal", camp = camp.id()),
    )
    .field(
        tr!(i18n, locale, "lg-card-next"),
        tr!(i18n, locale, "lg-card-next-text", phase = phase),
    )
}

#[cfg(test)]
mod tests;
