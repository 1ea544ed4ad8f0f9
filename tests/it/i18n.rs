//! The locales: every message in both languages, and the commands localized from them.

use regisseur::i18n::{message_ids, I18n, LOCALES};

#[test]
fn every_message_exists_in_every_locale() {
    let french = message_ids("fr");
    assert!(french.len() > 10, "locales/fr has messages");
    for locale in &LOCALES[1..] {
        let other = message_ids(locale);
        let missing: Vec<_> = french.difference(&other).collect();
        let extra: Vec<_> = other.difference(&french).collect();
        assert!(missing.is_empty(), "missing in {locale}: {missing:?}");
        assert!(extra.is_empty(), "only in {locale}, not in fr: {extra:?}");
    }
}

#[test]
fn loads_and_falls_back_to_french() {
    let i18n = I18n::load().unwrap();
    assert_eq!(
        i18n.get("fr", "partie-none", &[]),
        "Aucune partie en cours dans ce salon."
    );
    assert_eq!(
        i18n.get("en-US", "partie-none", &[]),
        "No game is running in this channel."
    );
    assert_eq!(
        i18n.get("de", "partie-none", &[]),
        "Aucune partie en cours dans ce salon."
    );
    assert_eq!(i18n.get("fr", "no-such-id", &[]), "no-such-id");
    let text = regisseur::tr!(
        i18n,
        "fr",
        "partie-running",
        id = 4i64,
        kind = "loups-garous"
    );
    assert_eq!(text, "Partie n°4 en cours dans ce salon (loups-garous).");
}
