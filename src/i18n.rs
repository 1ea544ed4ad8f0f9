//! Fluent bundles for every locale (French first, the fallback), the `tr!` helper, and the
//! localization of poise commands from `locales/*/commands.ftl`.

use std::borrow::Cow;
use std::collections::BTreeSet;

use engine::notice::{Arg, Render};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;

/// The locales, the default (and fallback) first.
pub const LOCALES: [&str; 2] = ["fr", "en-US"];

/// The Fluent files of a locale, compiled into the binary.
macro_rules! ftl_files {
    ($locale:literal) => {
        [
            (
                "bot.ftl",
                include_str!(concat!("../locales/", $locale, "/bot.ftl")),
            ),
            (
                "commands.ftl",
                include_str!(concat!("../locales/", $locale, "/commands.ftl")),
            ),
            (
                "errors.ftl",
                include_str!(concat!("../locales/", $locale, "/errors.ftl")),
            ),
            (
                "loups-garous.ftl",
                include_str!(concat!("../locales/", $locale, "/loups-garous.ftl")),
            ),
            (
                "roles.ftl",
                include_str!(concat!("../locales/", $locale, "/roles.ftl")),
            ),
            (
                "ronde.ftl",
                include_str!(concat!("../locales/", $locale, "/ronde.ftl")),
            ),
            (
                "web.ftl",
                include_str!(concat!("../locales/", $locale, "/web.ftl")),
            ),
        ]
    };
}

/// The sources of one locale: (file name, text).
pub fn sources(locale: &str) -> [(&'static str, &'static str); 7] {
    match locale {
        "en-US" => ftl_files!("en-US"),
        _ => ftl_files!("fr"),
    }
}

/// Every locale's messages.
pub struct I18n {
    bundles: Vec<(&'static str, FluentBundle<FluentResource>)>,
}

impl std::fmt::Debug for I18n {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("I18n").field("locales", &LOCALES).finish()
    }
}

/// How much of a player's text a message shows.
pub const SAID_MAX: usize = 400;

/// A player's text as a message shows it: one line (a line break becomes « / »), its
/// markdown and mentions escaped so it reads as written and cannot pass for the bot's own
/// line, cut with « … » past [`SAID_MAX`] characters.
///
/// ```
/// use regisseur::i18n::said;
/// assert_eq!(said("**Carton**\n✅ décidé par Ambre"), "\\*\\*Carton\\*\\* / ✅ décidé par Ambre");
/// assert_eq!(said("<@1> @everyone"), "\\<@1\\> @\u{200b}everyone");
/// ```
pub fn said(text: &str) -> String {
    escaped(text, Some(SAID_MAX))
}

/// A player's name (his nickname) as a message shows it: on one line, its markdown and
/// mentions escaped, so that « **Ton rôle : Loup-Garou.** » reads as a name and never as the
/// bot's own words; never cut (a list of thirty names stays whole).
///
/// ```
/// use regisseur::i18n::name;
/// assert_eq!(name("__Ana__ <@&1>"), "\\_\\_Ana\\_\\_ \\<@&1\\>");
/// assert_eq!(name("Chloé"), "Chloé");
/// ```
pub fn name(text: &str) -> String {
    escaped(text, None)
}

/// `text` on one line (a line break becomes « / »), markdown and mentions escaped, cut with
/// « … » past `max` characters.
fn escaped(text: &str, max: Option<usize>) -> String {
    let one_line: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    let mut out = String::new();
    for (i, c) in one_line.join(" / ").chars().enumerate() {
        if Some(i) == max {
            out.push('…');
            break;
        }
        if "\\*_~|`>#[]<".contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
    out.replace("@everyone", "@\u{200b}everyone")
        .replace("@here", "@\u{200b}here")
}

/// `DE($name)`: « de » elided before the name where French wants it.
fn de<'a>(positional: &[FluentValue<'a>]) -> FluentValue<'a> {
    match positional.first() {
        Some(FluentValue::String(name)) => FluentValue::from(engine::notice::french_de(name)),
        Some(other) => other.clone(),
        None => FluentValue::None,
    }
}

impl I18n {
    /// Loads the compiled-in Fluent files. A syntax error or a duplicate id is a bug in
    /// `locales/`, reported with the file's name.
    pub fn load() -> anyhow::Result<Self> {
        let mut bundles = Vec::new();
        for locale in LOCALES {
            let id: unic_langid::LanguageIdentifier = locale.parse()?;
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            bundle.set_use_isolating(false);
            bundle
                .add_function("DE", |positional, _| de(positional))
                .map_err(|e| anyhow::anyhow!("{e:?}"))?;
            for (file, text) in sources(locale) {
                let resource = FluentResource::try_new(text.to_owned())
                    .map_err(|(_, e)| anyhow::anyhow!("locales/{locale}/{file}: {e:?}"))?;
                bundle
                    .add_resource(resource)
                    .map_err(|e| anyhow::anyhow!("locales/{locale}/{file}: {e:?}"))?;
            }
            bundles.push((locale, bundle));
        }
        Ok(I18n { bundles })
    }

    fn bundle(&self, locale: &str) -> &FluentBundle<FluentResource> {
        let index = self.bundles.iter().position(|(l, _)| *l == locale);
        &self.bundles[index.unwrap_or(0)].1
    }

    /// The text of `id` (or of its `.attribute`) in `locale`, falling back to French, then
    /// to the id itself so a missing message shows up instead of vanishing.
    pub fn get(&self, locale: &str, id: &str, args: &[(String, Arg)]) -> String {
        self.lookup(locale, id, None, args)
            .or_else(|| self.lookup(LOCALES[0], id, None, args))
            .unwrap_or_else(|| id.to_owned())
    }

    /// `value` with `digits` decimals, written as `locale` writes numbers (« 69,3 » in
    /// French, "69.3" in English).
    ///
    /// ```
    /// let i18n = regisseur::i18n::I18n::load().unwrap();
    /// assert_eq!(i18n.decimal("fr", 69.25, 1), "69,2");
    /// assert_eq!(i18n.decimal("en-US", -0.5, 2), "-0.50");
    /// ```
    pub fn decimal(&self, locale: &str, value: f64, digits: usize) -> String {
        let text = format!("{value:.digits$}");
        text.replace('.', &self.get(locale, "decimal-separator", &[]))
    }

    /// The text of `id` (or `id.attribute`) in exactly this locale, if it exists.
    pub fn lookup(
        &self,
        locale: &str,
        id: &str,
        attribute: Option<&str>,
        args: &[(String, Arg)],
    ) -> Option<String> {
        let bundle = self.bundle(locale);
        let message = bundle.get_message(id)?;
        let pattern = match attribute {
            Some(a) => message.get_attribute(a)?.value(),
            None => message.value()?,
        };
        let mut fargs = FluentArgs::new();
        for (name, value) in args {
            match value {
                Arg::Str(s) => fargs.set(name.as_str(), FluentValue::from(s.as_str())),
                Arg::Said(s) => fargs.set(name.as_str(), FluentValue::from(said(s))),
                Arg::Name(s) => fargs.set(name.as_str(), FluentValue::from(self::name(s))),
                Arg::Num(n) => fargs.set(name.as_str(), FluentValue::from(*n)),
            }
        }
        let mut errors = vec![];
        let text = bundle.format_pattern(pattern, Some(&fargs), &mut errors);
        if !errors.is_empty() {
            tracing::warn!(id, locale, ?errors, "Fluent formatting errors");
        }
        Some(text.into_owned())
    }

    /// A renderer of engine notices in one locale.
    pub fn renderer<'a>(&'a self, locale: &'a str) -> LocaleRender<'a> {
        LocaleRender { i18n: self, locale }
    }
}

/// Renders engine notices through Fluent in one locale.
pub struct LocaleRender<'a> {
    i18n: &'a I18n,
    locale: &'a str,
}

impl Render for LocaleRender<'_> {
    fn render(&self, id: &str, args: &[(String, Arg)]) -> String {
        offline_times(&self.i18n.get(self.locale, id, args))
    }
}

/// Discord's timestamps (`<t:1790000000:R>`), which only a Discord client shows in its
/// reader's zone, written as the game's UTC time for a text read offline (`regisseur play`).
pub fn offline_times(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("<t:") {
        out.push_str(&rest[..at]);
        let tag = &rest[at..];
        let end = tag.find('>').map_or(tag.len(), |e| e + 1);
        let mut parts = tag[3..end.saturating_sub(1).max(3)].split(':');
        let secs = parts.next().and_then(|n| n.parse::<i64>().ok());
        // A date style (`f`, `F`, `d`, `D`) keeps its date; the others are times of the day.
        let format = match parts.next() {
            Some("f" | "F" | "d" | "D") => "%d/%m/%Y %H:%M UTC",
            _ => "%H:%M:%S UTC",
        };
        match secs.and_then(|s| chrono::DateTime::from_timestamp(s, 0)) {
            Some(t) => out.push_str(&t.format(format).to_string()),
            None => out.push_str(&tag[..end]),
        }
        rest = &tag[end..];
    }
    out.push_str(rest);
    out
}

/// `tr!(i18n, locale, "id")` or `tr!(i18n, locale, "id", name = value, …)`.
#[macro_export]
macro_rules! tr {
    ($i18n:expr, $locale:expr, $id:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $i18n.get(
            $locale,
            $id,
            &[$((stringify!($name).to_owned(), ::engine::notice::Arg::from($value))),*],
        )
    };
}

/// The message ids a locale defines, from its sources (for the completeness test).
pub fn message_ids(locale: &str) -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    for (_, text) in sources(locale) {
        let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(r, _)| r);
        for entry in resource.body {
            if let ast::Entry::Message(m) = entry {
                let mut id = m.id.name.to_owned();
                ids.insert(id.clone());
                for attr in m.attributes {
                    id.truncate(m.id.name.len());
                    ids.insert(format!("{id}.{}", attr.id.name));
                }
            }
        }
    }
    ids
}

/// Fills every command's localizations from `commands.ftl`: the key of a command is its
/// French qualified name with dashes (`mj-reglages`); its value is the localized name,
/// `.description` its description, `.PARAM` and `.PARAM-description` its parameters'.
pub fn localize_commands<U, E>(i18n: &I18n, commands: &mut [poise::Command<U, E>]) {
    for command in commands {
        localize_command(i18n, command, "");
    }
}

fn localize_command<U, E>(i18n: &I18n, command: &mut poise::Command<U, E>, parent: &str) {
    let key = format!("{parent}{}", command.name);
    let get = |locale: &str, attr: Option<&str>| i18n.lookup(locale, &key, attr, &[]);
    command.description = get(LOCALES[0], Some("description")).map(Cow::Owned);
    for locale in &LOCALES[1..] {
        if let Some(name) = get(locale, None) {
            command
                .name_localizations
                .to_mut()
                .push((Cow::Borrowed(*locale), name.into()));
        }
        if let Some(text) = get(locale, Some("description")) {
            command
                .description_localizations
                .to_mut()
                .push((Cow::Borrowed(*locale), text.into()));
        }
    }
    for parameter in &mut command.parameters {
        let desc = format!("{}-description", parameter.name);
        parameter.description = get(LOCALES[0], Some(&desc)).map(Cow::Owned);
        for locale in &LOCALES[1..] {
            if let Some(name) = get(locale, Some(&parameter.name)) {
                let names = parameter.name_localizations.to_mut();
                names.push((Cow::Borrowed(*locale), name.into()));
            }
            if let Some(text) = get(locale, Some(&desc)) {
                let texts = parameter.description_localizations.to_mut();
                texts.push((Cow::Borrowed(*locale), text.into()));
            }
        }
        for choice in parameter.choices.to_mut().iter_mut() {
            let choice_key = format!("choice-{}", choice.name);
            for locale in &LOCALES[1..] {
                if let Some(text) = i18n.lookup(locale, &choice_key, None, &[]) {
                    choice
                        .localizations
                        .to_mut()
                        .push((Cow::Borrowed(*locale), text.into()));
                }
            }
        }
    }
    let prefix = format!("{key}-");
    for sub in &mut command.subcommands {
        localize_command(i18n, sub, &prefix);
    }
}

#[cfg(test)]
mod offline_tests {
    use super::offline_times;

    #[test]
    fn a_discord_timestamp_reads_as_utc_time_offline_and_anything_else_is_kept() {
        assert_eq!(
            offline_times("Le vote est ouvert (60 s), fin <t:1790000000:R>."),
            "Le vote est ouvert (60 s), fin 14:13:20 UTC."
        );
        assert_eq!(offline_times("a <t:abc:R> b <t:"), "a <t:abc:R> b <t:");
        assert_eq!(offline_times("rien"), "rien");
        assert_eq!(
            offline_times("clôture le <t:1790000000:f>, <t:1790000000:R>"),
            "clôture le 21/09/2026 14:13 UTC, 14:13:20 UTC"
        );
    }
}
