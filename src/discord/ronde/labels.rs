//! The Ronde's words on buttons and menus: each action's name (`plainte-7` is **Porter
//! plainte**), each option's and form field's, and the line a decided MJ card gets (who
//! decided, and how).

use engine::offer::Field;
use engine::ronde::{offers_forms, offers_mj, Event, State};

use crate::i18n::I18n;
use crate::tr;

/// An action without its number (`anon-3` → `anon`; `plainte-7` → `plainte-proces`).
pub fn base(action: &str) -> String {
    match action.rsplit_once('-') {
        Some((head, n)) if n.chars().all(|c| c.is_ascii_digit()) && !n.is_empty() => {
            if head == "plainte" {
                "plainte-proces".to_owned()
            } else {
                head.to_owned()
            }
        }
        _ => action.to_owned(),
    }
}

/// An action's name on a button or a menu (any card's → Alice is one button).
pub fn action(i18n: &I18n, locale: &str, action: &str) -> String {
    if action.starts_with("alice-") {
        return i18n.get(locale, "ronde-action-alice", &[]);
    }
    let number = action.rsplit_once('-').map_or("", |(_, n)| n);
    i18n.get(
        locale,
        &format!("ronde-action-{}", base(action)),
        &[("n".to_owned(), number.to_owned().into())],
    )
}

/// A form field's label (`objets-1` → « Objets envoyés par Karim »).
pub fn field(i18n: &I18n, locale: &str, field: &Field) -> String {
    let key = field
        .id
        .trim_end_matches(|c: char| c.is_ascii_digit() || c == '-');
    i18n.get(
        locale,
        &format!("ronde-field-{key}"),
        &[("name".to_owned(), field.about.clone().into())],
    )
}

/// An option's button (`approuver` → « Approuver »).
pub fn option(i18n: &I18n, locale: &str, option: &str) -> String {
    i18n.get(locale, &format!("ronde-option-{option}"), &[])
}

/// The line of a desk card once decided: by whom and how, or by the game itself.
pub fn closed_line(
    s: &State,
    events: &[Event],
    i18n: &I18n,
    locale: &str,
    action: &str,
) -> Option<String> {
    if let Some(line) = form_line(s, events, i18n, locale, action) {
        return Some(line);
    }
    if let Some((by, choice)) = offers_mj::decided(events, action) {
        let shown = match action {
            a if a.starts_with("deco-") => choice,
            "transfigurer" | "mime" | "secretaire" => choice,
            a if a.starts_with("trancher-") => format!("n°{choice}"),
            _ => option(i18n, locale, &choice),
        };
        return Some(tr!(
            i18n,
            locale,
            "ronde-card-decided",
            choice = shown,
            mj = crate::i18n::name(&s.name(by))
        ));
    }
    let id: Option<usize> = action.strip_prefix("anon-").and_then(|n| n.parse().ok());
    let auto = id.is_some_and(|id| {
        events
            .iter()
            .any(|e| matches!(e, Event::AnonSettled { id: x, approved: true } if *x == id))
    });
    auto.then(|| tr!(i18n, locale, "ronde-card-auto"))
}

/// The line of a desk form's card once sent, or of its → Alice once no Alice listens.
fn form_line(
    s: &State,
    events: &[Event],
    i18n: &I18n,
    locale: &str,
    action: &str,
) -> Option<String> {
    if action.starts_with("alice-") {
        return match offers_mj::decided(events, action) {
            Some((by, _)) => Some(tr!(
                i18n,
                locale,
                "ronde-card-alice",
                mj = crate::i18n::name(&s.name(by))
            )),
            None if !offers_forms::alice_listens(s) => {
                Some(tr!(i18n, locale, "ronde-card-alice-gone"))
            }
            None => None,
        };
    }
    let n: usize = action.strip_prefix("repondre-")?.parse().ok()?;
    events.iter().find_map(|e| match e {
        Event::Answered {
            by,
            text,
            question: Some(q),
            ..
        } if *q == n => Some(tr!(
            i18n,
            locale,
            "ronde-card-answered",
            mj = crate::i18n::name(&s.name(*by)),
            text = text.clone()
        )),
        _ => None,
    })
}
