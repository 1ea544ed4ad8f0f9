//! The Ronde's words on buttons and menus: each action's name (`plainte-7` is **Porter
//! plainte**), each option's, and the line a decided MJ card gets (who decided, and how).

use engine::ronde::{offers_mj, Event, State};

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

/// An action's name on a button or a menu.
pub fn action(i18n: &I18n, locale: &str, action: &str) -> String {
    let number = action.rsplit_once('-').map_or("", |(_, n)| n);
    i18n.get(
        locale,
        &format!("ronde-action-{}", base(action)),
        &[("n".to_owned(), number.to_owned().into())],
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
    if let Some((by, choice)) = offers_mj::decided(events, action) {
        let shown = match action {
            "transfigurer" | "mime" => choice,
            a if a.starts_with("trancher-") => format!("n°{choice}"),
            _ => option(i18n, locale, &choice),
        };
        return Some(tr!(
            i18n,
            locale,
            "ronde-card-decided",
            choice = shown,
            mj = s.name(by)
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
