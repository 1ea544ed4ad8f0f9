//! What the Ronde shows besides its notices: the lobby, `/partie` (the day, the time left,
//! the open procès), the role card's constraint, and the MJs' leaderboard kept up to date in place.

use engine::game::Game as _;
use engine::ronde::checklist::ItemStatus;
use engine::ronde::state::Kind;
use engine::ronde::{ledger, Ronde, State};
use engine::{Audience, Notice, PlayerId, Timestamp};

use crate::i18n::I18n;
use crate::store::GameId;
use crate::tr;

/// The join message.
pub fn lobby(s: &State, i18n: &I18n, locale: &str, game: GameId) -> String {
    let names: Vec<String> = s
        .players
        .values()
        .filter(|x| x.kind == Kind::Joueur)
        .map(|x| crate::i18n::name(&x.name))
        .collect();
    let key = if s.dealt {
        "ronde-join-closed"
    } else {
        "ronde-join-message"
    };
    let shown = if names.is_empty() {
        "-".to_owned()
    } else {
        names.join(", ")
    };
    tr!(
        i18n,
        locale,
        key,
        id = game.0,
        count = names.len(),
        names = shown
    )
}

/// A notice's text; the role card gets the constraint of the Personnage.
pub fn text(s: &State, i18n: &I18n, locale: &str, notice: &Notice) -> String {
    let text = i18n.get(locale, &notice.id, &notice.args);
    match (&notice.audience, notice.id.as_str()) {
        (Audience::Player(p), "ronde-role-card") => match constraint(s, i18n, locale, *p) {
            Some(c) => format!("{text}\n{c}"),
            None => text,
        },
        (Audience::Mjs, "ronde-mj-review" | "ronde-mj-proof") => {
            match attached_posts(s, i18n, locale, notice) {
                Some(posts) => format!("{text}\n{posts}"),
                None => text,
            }
        }
        _ => text,
    }
}

/// The tribunal posts of a card's player on its item's day (§5: the bot attaches them), at
/// most three, each on one line with its markdown and mentions escaped, cut with « … ».
fn attached_posts(s: &State, i18n: &I18n, locale: &str, notice: &Notice) -> Option<String> {
    let id = notice
        .args
        .iter()
        .find_map(|(k, v)| match (k.as_str(), v) {
            ("item", engine::Arg::Num(n)) => usize::try_from(*n).ok(),
            _ => None,
        })?;
    let item = s.checklist.iter().find(|i| i.id == id)?;
    let posts: Vec<String> = s
        .posts
        .iter()
        .filter(|p| p.author == item.player && p.day == item.day && p.channel != "choeur")
        .take(3)
        .map(|p| format!("> {} ({})", crate::i18n::said(&p.text), p.channel))
        .collect();
    (!posts.is_empty()).then(|| {
        let head = tr!(i18n, locale, "ronde-card-posts");
        format!("{head}\n{}", posts.join("\n"))
    })
}

pub(super) fn constraint(s: &State, i18n: &I18n, locale: &str, p: PlayerId) -> Option<String> {
    let personnage = s.player(p)?.personnage?;
    Some(i18n.get(
        locale,
        &format!("ronde-constraint-{}", personnage.id()),
        &[],
    ))
}

/// `/partie`: the day, when it ends, the open procès and their deadlines.
pub fn status(s: &State, i18n: &I18n, locale: &str, game: GameId, now: Timestamp) -> String {
    if !s.dealt {
        let count = s
            .players
            .values()
            .filter(|x| x.kind == Kind::Joueur)
            .count();
        return tr!(
            i18n,
            locale,
            "ronde-status-lobby",
            id = game.0,
            count = count
        );
    }
    if s.outcome.ended() {
        return tr!(i18n, locale, "ronde-status-ended", id = game.0);
    }
    let end = s.settings.day_end(s.day);
    let wall = |t| Ronde::pace(s).wall_time(t).timestamp();
    let left = (end - now).num_minutes().max(0);
    let open: Vec<String> = s
        .proces
        .iter()
        .filter(|p| p.state.is_open())
        .map(|p| {
            let (_, label) = engine::ronde::offers::proces_choice(s, p);
            format!("{label} → <t:{}:R>", wall(p.deadline))
        })
        .collect();
    let open = if open.is_empty() {
        "-".to_owned()
    } else {
        open.join(" ; ")
    };
    tr!(
        i18n,
        locale,
        "ronde-status",
        id = game.0,
        day = s.day,
        now = s.settings.short(now),
        hours = left / 60,
        minutes = left % 60,
        end = wall(end),
        open = open
    )
}

/// What a checklist item is about, in words (never its internal id).
pub(super) fn item_what(i18n: &I18n, locale: &str, what: &str) -> String {
    let (kind, name, detail) = engine::ronde::checklist::about(what);
    tr!(
        i18n,
        locale,
        "ronde-item-what",
        kind = kind,
        name = name,
        detail = crate::i18n::said(&detail)
    )
}

pub fn status_word(i18n: &I18n, locale: &str, status: ItemStatus) -> String {
    let id = match status {
        ItemStatus::AFaire => "a-faire",
        ItemStatus::PreuveSoumise => "preuve-soumise",
        ItemStatus::Validee => "validee",
        ItemStatus::Refusee => "refusee",
        ItemStatus::Dispensee => "dispensee",
        ItemStatus::Joker => "joker",
        ItemStatus::Respectee => "respectee",
        ItemStatus::Excusee => "excusee",
        ItemStatus::NonRespectee => "non-respectee",
    };
    i18n.get(locale, &format!("ronde-item-{id}"), &[])
}

/// The leaderboard, one line a player, best first.
pub fn board_lines(s: &State) -> Vec<String> {
    ledger::leaderboard(s)
        .iter()
        .enumerate()
        .map(|(i, (p, total))| format!("{}. {} {total}", i + 1, crate::i18n::name(&s.name(*p))))
        .collect()
}

/// The MJs' leaderboard, kept up to date in place on their desk.
pub fn board(s: &State, i18n: &I18n, locale: &str) -> String {
    tr!(
        i18n,
        locale,
        "ronde-board",
        day = s.day,
        board = board_lines(s).join("\n")
    )
}
