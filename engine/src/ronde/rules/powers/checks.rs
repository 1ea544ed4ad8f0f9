//! The mechanical pre-checks of §6: they advise the MJs, who decide.

/// Lowercase words split on non-alphanumerics.
pub fn words(text: &str) -> Vec<String> {
    text.to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_owned)
        .collect()
}

/// Case- and punctuation-insensitive "contains".
pub fn contains_excerpt(post: &str, excerpt: &str) -> bool {
    let e = words(excerpt);
    !e.is_empty() && words(post).windows(e.len()).any(|w| w == e.as_slice())
}

/// The Souffleur's phrase: some window of N consecutive words at Hamming distance ≤ 1.
pub fn phrase_present(post: &str, phrase: &str) -> bool {
    let p = words(phrase);
    if p.is_empty() {
        return false;
    }
    words(post)
        .windows(p.len())
        .any(|w| w.iter().zip(&p).filter(|(a, b)| a != b).count() <= 1)
}

/// Alice: at least two segments ending in "?".
pub fn two_questions(post: &str) -> bool {
    post.split('?')
        .take(post.matches('?').count())
        .filter(|s| s.trim().chars().any(char::is_alphanumeric))
        .count()
        >= 2
}

const NOT_FUTURE: [&str; 24] = [
    "vrai", "fera", "ira", "aura", "sera", "tiara", "para", "opera", "opéra", "mara", "sahara",
    "cobra", "extra", "caméra", "camera", "zebra", "era", "ultra", "tra", "ra", "rai", "frai",
    "balafrai", "ras",
];

/// The Voyante: words ending -rai/-ras/-ra/-rons/-rez/-ront, minus a stop-list.
pub fn future_count(post: &str) -> usize {
    const ENDINGS: [&str; 6] = ["rai", "ras", "ra", "rons", "rez", "ront"];
    const KEEP: [&str; 4] = ["fera", "ira", "aura", "sera"];
    words(post)
        .iter()
        .filter(|w| w.chars().count() > 3 || KEEP.contains(&w.as_str()))
        .filter(|w| KEEP.contains(&w.as_str()) || !NOT_FUTURE.contains(&w.as_str()))
        .filter(|w| ENDINGS.iter().any(|e| w.ends_with(e)))
        .count()
}

/// The Chevalier: the meant Personnage's name is not literally in the post.
pub fn periphrase(post: &str, name: &str) -> bool {
    !contains_excerpt(post, name)
}

/// A zone constraint: two posts at least 6 h apart, each with a cell of the right sign.
/// `cells` are (seconds, x, y); `zone` is `south`, `east`, `west` or `north`.
pub fn zone(cells: &[(i64, i64, i64)], zone: &str) -> bool {
    let ok = |x: i64, y: i64| match zone {
        "south" => y < 0,
        "east" => x > 0,
        "west" => x < 0,
        _ => y > 0,
    };
    let good: Vec<i64> = cells
        .iter()
        .filter(|(_, x, y)| ok(*x, *y))
        .map(|c| c.0)
        .collect();
    good.iter().any(|a| good.iter().any(|b| b - a >= 6 * 3600))
}

/// Répétitions lines (R23): non-empty lines wrapped at `width` characters.
pub fn lines(text: &str, width: usize) -> usize {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.chars().count().div_ceil(width.max(1)).max(1))
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    const PHRASE: &str = "le vent se lève il faut tenter de vivre";

    #[test]
    fn phrase_allows_one_substitution_and_any_punctuation() {
        assert!(phrase_present(
            "Bref: le vent, se LÈVE ; il faut tenter de vivre !",
            PHRASE
        ));
        assert!(phrase_present(
            "le vent se couche il faut tenter de vivre",
            PHRASE
        ));
        assert!(!phrase_present(
            "le vent se couche il faut essayer de vivre",
            PHRASE
        ));
        assert!(!phrase_present(
            "le vent lève se il faut tenter de vivre",
            PHRASE
        ));
    }

    #[test]
    fn each_zone_has_its_sign() {
        // Sirène y < 0, Halus x > 0, Woody x < 0, Pierrot y > 0; two posts ≥ 6 h apart.
        let later = 6 * 3600;
        for (side, good, bad) in [
            ("south", (0, -1), (0, 1)),
            ("east", (1, 0), (-1, 0)),
            ("west", (-1, 0), (1, 0)),
            ("north", (0, 1), (0, -1)),
        ] {
            let posts = |c: (i64, i64)| [(0, c.0, c.1), (later, c.0, c.1)];
            assert!(zone(&posts(good), side), "{side}");
            assert!(!zone(&posts(bad), side), "{side}");
        }
    }

    #[test]
    fn alice_voyante_chevalier_zone_lines() {
        assert!(two_questions("Qui es-tu ? Et pourquoi ?"));
        assert!(!two_questions("Qui es-tu ? Moi."));
        assert_eq!(
            future_count("Je viendrai, tu verras, nous partirons vrai"),
            3
        );
        assert!(periphrase("la fureteuse pucelle", "Alice"));
        assert!(!periphrase("ah, alice !", "Alice"));
        assert!(zone(&[(0, 1, -2), (7 * 3600, -3, -1)], "south"));
        assert!(!zone(&[(0, 1, -2), (5 * 3600, -3, -1)], "south"));
        assert_eq!(lines("a\n\nb\nc", 80), 3);
        assert_eq!(lines(&"x".repeat(170), 80), 3);
    }
}
