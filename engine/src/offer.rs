//! What a player may do now, as a game offers it: each usable item or action, how its
//! targets are picked (and which are legal), and a key telling when a prompt made for it is
//! stale. The Discord layer lists nothing else: autocomplete, buttons and menus all read the
//! offers, and a click on a component whose offer is gone (or whose key changed) is stale.

use crate::notice::PlayerId;

/// How an offer's choice is made.
///
/// ```
/// use engine::offer::Pick;
/// use engine::PlayerId;
/// let vote = Pick::Players { n: 1, nobody: true, candidates: vec![(PlayerId(2), "Bob".into())] };
/// assert!(vote.allows(&[PlayerId(2)]));
/// assert!(!vote.allows(&[PlayerId(3)]));
/// assert!(Pick::Button.allows(&[]));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pick {
    /// Nothing to choose: one button.
    Button,
    /// One of these options, a button each (`loin`, `pres`…).
    Options(Vec<String>),
    /// One of these (value, label) choices, from a select menu (a procès, a Personnage, a
    /// proposal: what is not a player).
    Menu(Vec<(String, String)>),
    /// `n` players among `candidates` (id, name); `nobody` adds a "nobody" choice.
    Players {
        n: u8,
        nobody: bool,
        candidates: Vec<(PlayerId, String)>,
    },
}

impl Pick {
    /// Whether every one of `targets` is a legal candidate (a button takes none).
    pub fn allows(&self, targets: &[PlayerId]) -> bool {
        match self {
            Pick::Button | Pick::Options(_) | Pick::Menu(_) => targets.is_empty(),
            Pick::Players { candidates, .. } => targets
                .iter()
                .all(|t| candidates.iter().any(|(c, _)| c == t)),
        }
    }

    /// Whether `option` is one of the choices of an option or menu pick.
    ///
    /// ```
    /// use engine::offer::Pick;
    /// let m = Pick::Menu(vec![("7".into(), "Procès n°7".into())]);
    /// assert!(m.has_option("7") && !m.has_option("8"));
    /// ```
    pub fn has_option(&self, option: &str) -> bool {
        match self {
            Pick::Options(o) => o.iter().any(|x| x == option),
            Pick::Menu(m) => m.iter().any(|(v, _)| v == option),
            _ => false,
        }
    }

    /// The legal candidates (none for a button).
    pub fn candidates(&self) -> &[(PlayerId, String)] {
        match self {
            Pick::Players { candidates, .. } => candidates,
            _ => &[],
        }
    }
}

/// One thing a player may do now.
///
/// ```
/// use engine::offer::{Offer, Pick};
/// let o = Offer::new("sablier", Pick::Button, "D2.1");
/// assert_eq!((o.action.as_str(), o.key.as_str()), ("sablier", "D2.1"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Offer {
    /// The stable id of the item or action, kebab-case (`griffes`, `bulletin`…).
    pub action: String,
    pub pick: Pick,
    /// Changes when a prompt made for this offer is stale (the step, the procès…).
    pub key: String,
}

impl Offer {
    pub fn new(action: &str, pick: Pick, key: &str) -> Offer {
        Offer {
            action: action.to_owned(),
            pick,
            key: key.to_owned(),
        }
    }
}

/// What a player picked for an offer: targets, "nobody", or an option.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Picked {
    pub targets: Vec<PlayerId>,
    pub nobody: bool,
    pub option: Option<String>,
}

/// The offer of `action` in `offers`, if it is there with `key` (a prompt of another key
/// is stale).
pub fn find<'a>(offers: &'a [Offer], action: &str, key: &str) -> Option<&'a Offer> {
    offers.iter().find(|o| o.action == action && o.key == key)
}
