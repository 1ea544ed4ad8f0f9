//! The notices older versions stored whole in the log (`Event::Told`, before issue 9), read
//! as today's texts read them: a count stored as text selects its plural again, a desk card
//! that named its item by its id names it in words, a proof card without its text reads as
//! it did.

use crate::notice::Notice;

use super::notices_facts::proof_text;

/// The arguments that count something (a plural selects on them).
const COUNTS: [&str; 4] = ["count", "total", "openings", "plaintes"];

/// A notice an older version stored whole: a desk card that named its item by `what`
/// names it as today's cards do.
pub(super) fn told(n: &Notice) -> Notice {
    let mut n = n.clone();
    // counts stored as text: numbers again, so the texts' plurals select on them
    for (key, value) in &mut n.args {
        if let (true, crate::notice::Arg::Str(text)) = (COUNTS.contains(&key.as_str()), &*value) {
            if let Ok(number) = text.parse::<u32>() {
                *value = crate::notice::Arg::from(number);
            }
        }
    }
    let what = n
        .args
        .iter()
        .find(|(k, _)| k == "what")
        .map(|(_, v)| v.clone());
    if let Some(crate::notice::Arg::Str(what)) = what {
        let (kind, name, detail) = match n.id.as_str() {
            "ronde-mj-review" | "ronde-mj-proof" => crate::ronde::checklist::about(&what),
            _ => ("other", "", what),
        };
        n = n.arg("kind", kind).arg("name", name).arg("detail", detail);
    }
    if n.id == "ronde-mj-proof" && !n.args.iter().any(|(k, _)| k == "written") {
        n = proof_text(n, "");
    }
    n
}
