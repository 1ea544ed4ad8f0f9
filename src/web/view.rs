//! What a game shows on the web, to spectators and to its MJs: the `Watched` trait each
//! hosted game implements, and the page's parts (facts, tables) as Discord-flavoured text
//! that `text::html` makes safe.

use engine::Timestamp;
use serde::Serialize;

use crate::discord::host::Hosted;
use crate::i18n::I18n;

/// Who reads a page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Reader {
    /// Anyone holding the game's spectator link: what the public channels show.
    Spectator,
    /// The game's MJs: everything the engine knows.
    Mj,
}

/// A page's live part: the phase and its deadline, facts, tables.
#[derive(Debug, Clone, Default)]
pub struct Show {
    pub phase: String,
    /// The deadline the page counts down to (wall-clock time).
    pub deadline: Option<Timestamp>,
    /// Lines of text (Discord markdown as the bot writes it).
    pub facts: Vec<String>,
    pub grids: Vec<Grid>,
    /// Whether the page shows the village picture.
    pub picture: bool,
}

/// A table: a title, its head and rows; each cell Discord markdown as the bot writes it.
#[derive(Debug, Clone, Default)]
pub struct Grid {
    pub title: String,
    pub head: Vec<String>,
    pub rows: Vec<Row>,
    /// What is said instead of a table without rows.
    pub empty: String,
}

/// A table's row, with what it opens into (a player's whole record).
#[derive(Debug, Clone, Default)]
pub struct Row {
    pub cells: Vec<String>,
    pub more: Option<String>,
}

impl Grid {
    /// A grid whose title, head and empty sentence are Fluent ids in `locale`.
    pub fn of(
        i18n: &I18n,
        locale: &str,
        title: &str,
        head: &[&str],
        rows: Vec<Row>,
        empty: &str,
    ) -> Grid {
        Grid {
            title: i18n.get(locale, title, &[]),
            head: head.iter().map(|id| i18n.get(locale, id, &[])).collect(),
            rows,
            empty: i18n.get(locale, empty, &[]),
        }
    }
}

impl Row {
    pub fn of(cells: Vec<String>) -> Row {
        Row { cells, more: None }
    }
}

/// A hosted game as the web shows it. Every part is a function of the state, and the
/// spectators' part reads only what the public channels show.
pub trait Watched: Hosted {
    /// Whether what is told in the game channel `channel` is public: spectators read it.
    fn public(channel: &str) -> bool;
    /// The live part of the page for `reader`.
    fn show(state: &Self::State, i18n: &I18n, locale: &str, reader: Reader) -> Show;
    /// Whether `user` may read the game's ledger with an MJ link signed for him (the MJs the
    /// game lists; a game without its own list trusts the link `/mj lien` gave an MJ).
    fn is_mj(_state: &Self::State, _user: u64) -> bool {
        true
    }
    /// The ledger as CSV, for the MJs (`None`: the game has none).
    fn ledger_csv(_state: &Self::State, _i18n: &I18n, _locale: &str) -> Option<String> {
        None
    }
}

/// A rendered grid, ready for a template (cells already safe HTML).
#[derive(Debug, Clone, Serialize)]
pub struct GridHtml {
    pub title: String,
    pub head: Vec<String>,
    pub rows: Vec<RowHtml>,
    pub empty: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct RowHtml {
    pub cells: Vec<String>,
    pub more: Option<String>,
}

impl Grid {
    pub fn html(&self) -> GridHtml {
        use super::text::html;
        GridHtml {
            title: html(&self.title),
            head: self.head.iter().map(|h| html(h)).collect(),
            rows: self
                .rows
                .iter()
                .map(|r| RowHtml {
                    cells: r.cells.iter().map(|c| html(c)).collect(),
                    more: r.more.as_deref().map(html),
                })
                .collect(),
            empty: html(&self.empty),
        }
    }
}

/// A CSV field, quoted when it must be (RFC 4180), with a spreadsheet's formula prefix
/// defused (a nickname `=HYPERLINK(…)` stays text).
pub fn csv_field(text: &str) -> String {
    let text = if text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{text}")
    } else {
        text.to_owned()
    };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}

/// A grid as CSV: its head, then a line a row (its cells as plain text).
pub fn grid_csv(grid: &Grid) -> String {
    let line = |cells: &[String]| {
        cells
            .iter()
            .map(|c| csv_field(&unmarked(c)))
            .collect::<Vec<_>>()
            .join(",")
    };
    let mut out = line(&grid.head) + "\r\n";
    for row in &grid.rows {
        out += &(line(&row.cells) + "\r\n");
    }
    out
}

/// A cell's text without the markdown the bot adds (a name's escapes, bold).
fn unmarked(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                if let Some(n) = chars.next() {
                    out.push(n);
                }
            }
            '*' => {}
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn csv_fields_are_quoted_and_defused() {
        assert_eq!(super::csv_field("Ana"), "Ana");
        assert_eq!(super::csv_field("a,\"b\""), "\"a,\"\"b\"\"\"");
        assert_eq!(super::csv_field("=1+1"), "'=1+1");
    }
}
