//! The web view's pages, rendered on the server from the templates beside this file
//! (minijinja, every value escaped unless it is HTML this view made safe itself).

use minijinja::{context, Environment};
use serde::Serialize;

use super::live::{Entry, Place};
use super::text::plain;
use super::view::{Reader, Show};
use crate::i18n::{I18n, LOCALES};

/// A download offered under the live part (the ledger as CSV…).
#[derive(Debug, Clone, Serialize)]
pub struct Download {
    pub href: String,
    pub label: String,
}

/// A part of a report page: a title, then a plot, a table or a sentence.
#[derive(Debug, Clone, Serialize, Default)]
pub struct Section {
    pub title: String,
    /// An SVG drawn by the server (`history::plot`), its labels escaped.
    pub svg: Option<String>,
    pub grid: Option<super::view::GridHtml>,
    pub text: Option<String>,
}

/// The templates.
pub struct Pages {
    env: Environment<'static>,
}

/// A whole page's parts.
pub struct Whole<'a> {
    pub locale: &'a str,
    pub title: String,
    pub who: String,
    pub events: String,
    pub live: String,
    pub entries: Vec<String>,
    pub downloads: Vec<Download>,
}

impl Pages {
    pub fn new() -> Pages {
        let mut env = Environment::new();
        for (name, text) in [
            ("base.html", include_str!("templates/base.html")),
            ("page.html", include_str!("templates/page.html")),
            ("live.html", include_str!("templates/live.html")),
            ("notice.html", include_str!("templates/notice.html")),
            ("report.html", include_str!("templates/report.html")),
        ] {
            if let Err(e) = env.add_template(name, text) {
                tracing::error!(template = name, error = %e, "a web template does not read");
            }
        }
        Pages { env }
    }

    fn render(&self, name: &str, ctx: minijinja::Value) -> String {
        match self.env.get_template(name).and_then(|t| t.render(ctx)) {
            Ok(html) => html,
            Err(e) => {
                tracing::error!(template = name, error = %e, "a web page failed to render");
                String::new()
            }
        }
    }

    /// A whole page.
    pub fn whole(&self, i18n: &I18n, page: Whole<'_>) -> String {
        self.render(
            "page.html",
            context! {
                lang => page.locale,
                title => page.title,
                who => page.who,
                events => page.events,
                live => page.live,
                entries => page.entries,
                downloads => minijinja::value::Serde(&page.downloads),
                timeline => i18n.get(page.locale, "web-timeline", &[]),
            },
        )
    }

    /// The live part: the phase and its countdown, the picture, the facts and the tables.
    pub fn live(&self, i18n: &I18n, locale: &str, show: &Show, picture: Option<String>) -> String {
        let deadline = show.deadline.map(|d| d.timestamp());
        self.render(
            "live.html",
            context! {
                phase => &show.phase,
                deadline => deadline,
                deadline_utc => show.deadline.map(|d| d.format("%Y-%m-%d %H:%M UTC").to_string()),
                picture => picture,
                picture_alt => i18n.get(locale, "web-picture", &[]),
                facts => show.facts.iter().map(|f| super::text::html(f)).collect::<Vec<_>>(),
                grids => minijinja::value::Serde(show.grids.iter().map(super::view::Grid::html).collect::<Vec<_>>()),
                more => i18n.get(locale, "web-more", &[]),
            },
        )
    }

    /// A page of sections (a server's history, its statistics).
    pub fn report(&self, locale: &str, title: &str, who: &str, sections: &[Section]) -> String {
        self.render(
            "report.html",
            context! {
                lang => locale,
                title => title,
                who => who,
                sections => minijinja::value::Serde(sections),
            },
        )
    }

    /// A page that only says something (a link refused, a page not found).
    pub fn notice(&self, i18n: &I18n, locale: &str, id: &str) -> String {
        self.render(
            "notice.html",
            context! {
                lang => locale,
                title => i18n.get(locale, &format!("{id}-title"), &[]),
                text => i18n.get(locale, id, &[]),
            },
        )
    }
}

impl Default for Pages {
    fn default() -> Self {
        Self::new()
    }
}

/// One line of the timeline for `reader`, or `None` when he may not read it; `recap`: the
/// game is over and tells everything (`Hosted::RECAP`), the hidden lines are anyone's.
pub fn entry(i18n: &I18n, locale: &str, e: &Entry, reader: Reader, recap: bool) -> Option<String> {
    let place = match (&e.place, reader) {
        (Place::Public, _) => String::new(),
        (_, Reader::Spectator) if !recap => return None,
        (Place::Channel(c), _) => format!("#{c}"),
        (Place::Player(name), _) => i18n.get(
            locale,
            "web-to",
            &[("name".to_owned(), engine::notice::Arg::Str(name.clone()))],
        ),
        (Place::Mjs, _) => i18n.get(locale, "web-to-mjs", &[]),
    };
    let index = LOCALES.iter().position(|l| *l == locale).unwrap_or(0);
    let text = e.html.get(index).or(e.html.first())?;
    let place = if place.is_empty() {
        String::new()
    } else {
        format!("<span class=\"place\">{}</span>", plain(&place))
    };
    Some(format!(
        "<li><time data-t=\"{}\" data-style=\"T\">{}</time>{place}{text}</li>",
        e.at.timestamp(),
        e.at.format("%H:%M:%S")
    ))
}

/// The reader's language from `Accept-Language`: the first of ours he prefers, French else.
///
/// ```
/// use regisseur::web::page::locale;
/// assert_eq!(locale(Some("en-GB,en;q=0.9,fr;q=0.8")), "en-US");
/// assert_eq!(locale(Some("de, fr;q=0.5, en;q=0.4")), "fr");
/// assert_eq!(locale(None), "fr");
/// ```
pub fn locale(accept: Option<&str>) -> &'static str {
    let mut best: Option<(f32, &'static str)> = None;
    for part in accept.unwrap_or_default().split(',') {
        let mut bits = part.split(';');
        let tag = bits.next().unwrap_or_default().trim().to_ascii_lowercase();
        let q = bits
            .find_map(|b| {
                b.trim()
                    .strip_prefix("q=")
                    .and_then(|q| q.parse::<f32>().ok())
            })
            .unwrap_or(1.0);
        let ours = if tag == "fr" || tag.starts_with("fr-") {
            LOCALES[0]
        } else if tag == "en" || tag.starts_with("en-") {
            LOCALES[1]
        } else {
            continue;
        };
        if best.is_none_or(|(b, _)| q > b) {
            best = Some((q, ours));
        }
    }
    best.map_or(LOCALES[0], |(_, l)| l)
}
