//! A message as Discord shows it, for a web page: every character escaped for HTML, then the
//! few marks the bot's own texts use (`**bold**`, `*italics*`, `__underline__`, `~~struck~~`,
//! `> ` quotes, `\` escapes, `<t:…>` timestamps) made into their tags. Player-written text
//! reaches here already escaped by the bot (`i18n::name`, `i18n::said`), so it stays text.

/// `text` (Discord markdown, as the bot writes it) as safe HTML.
///
/// ```
/// use regisseur::web::text::html;
/// assert_eq!(html("**Jour 2** <script>"), "<strong>Jour 2</strong> &lt;script&gt;");
/// assert_eq!(html("\\*\\*Ana\\*\\*"), "**Ana**");
/// assert_eq!(html("<t:60:R>"), "<time data-t=\"60\" data-style=\"R\">1970-01-01 00:01 UTC</time>");
/// ```
pub fn html(text: &str) -> String {
    let lines: Vec<String> = text.lines().map(line).collect();
    lines.join("<br>")
}

/// The marks that open and close a tag, longest first.
const MARKS: [(&str, &str); 4] = [("**", "strong"), ("__", "u"), ("~~", "s"), ("*", "em")];

/// One line: a quote mark at its start, then its marks and escapes.
fn line(text: &str) -> String {
    let (quote, text) = match text.strip_prefix("> ") {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let mut out = String::new();
    let mut open: Vec<&str> = Vec::new();
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if c == '\\' {
            let mut next = rest[1..].chars();
            match next.next() {
                Some(e) if !e.is_alphanumeric() && !e.is_whitespace() => {
                    escape_into(&mut out, e);
                    rest = next.as_str();
                }
                _ => {
                    out.push('\\');
                    rest = &rest[1..];
                }
            }
            continue;
        }
        if let Some(after) = rest.strip_prefix("<t:") {
            if let Some((tag, tail)) = time(after) {
                out.push_str(&tag);
                rest = tail;
                continue;
            }
        }
        if let Some((mark, tag)) = MARKS.iter().find(|(m, _)| rest.starts_with(m)) {
            toggle(&mut out, &mut open, tag);
            rest = &rest[mark.len()..];
            continue;
        }
        escape_into(&mut out, c);
        rest = &rest[c.len_utf8()..];
    }
    while let Some(tag) = open.pop() {
        out.push_str(&format!("</{tag}>"));
    }
    if quote {
        format!("<q>{out}</q>")
    } else {
        out
    }
}

/// Opens `tag`, or closes it (and what was opened inside it) when it is open.
fn toggle<'a>(out: &mut String, open: &mut Vec<&'a str>, tag: &'a str) {
    if let Some(at) = open.iter().rposition(|t| *t == tag) {
        while open.len() > at {
            if let Some(t) = open.pop() {
                out.push_str(&format!("</{t}>"));
            }
        }
    } else {
        open.push(tag);
        out.push_str(&format!("<{tag}>"));
    }
}

/// `<t:SECONDS[:STYLE]>` (after its `<t:`): a `<time>` the page's script shows in the
/// reader's zone, UTC until then; `None` when it is not one.
fn time(after: &str) -> Option<(String, &str)> {
    let end = after.find('>')?;
    let mut parts = after[..end].split(':');
    let secs: i64 = parts.next()?.parse().ok()?;
    let style = parts.next().unwrap_or("f");
    if style.len() != 1 || !style.chars().all(|c| c.is_ascii_alphabetic()) {
        return None;
    }
    let at = chrono::DateTime::from_timestamp(secs, 0)?;
    let shown = at.format("%Y-%m-%d %H:%M UTC");
    Some((
        format!("<time data-t=\"{secs}\" data-style=\"{style}\">{shown}</time>"),
        &after[end + 1..],
    ))
}

fn escape_into(out: &mut String, c: char) {
    match c {
        '<' => out.push_str("&lt;"),
        '>' => out.push_str("&gt;"),
        '&' => out.push_str("&amp;"),
        '"' => out.push_str("&quot;"),
        '\'' => out.push_str("&#39;"),
        c => out.push(c),
    }
}

/// `text` escaped for HTML, no mark read.
pub fn plain(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        escape_into(&mut out, c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hostile_name_stays_text() {
        let name = crate::i18n::name("<img src=x onerror=alert(1)> **Ana** <@123>");
        let shown = html(&format!("**{name}** est mort."));
        assert!(!shown.contains("<img"), "{shown}");
        assert!(
            shown.contains("&lt;img src=x onerror=alert(1)&gt;"),
            "{shown}"
        );
        assert!(shown.starts_with("<strong>"), "{shown}");
        assert!(!shown.contains("<@"), "{shown}");
    }

    #[test]
    fn unclosed_marks_are_closed_and_quotes_quoted() {
        assert_eq!(html("**a *b"), "<strong>a <em>b</em></strong>");
        assert_eq!(html("> « Bonjour »"), "<q>« Bonjour »</q>");
        assert_eq!(html("a\nb"), "a<br>b");
        assert_eq!(
            html("<t:x:R> & <t:5:zz>"),
            "&lt;t:x:R&gt; &amp; &lt;t:5:zz&gt;"
        );
    }
}
