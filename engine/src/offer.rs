//! What a player may do now, as a game offers it: each usable item or action, how its
//! targets are picked (and which are legal, or which fields a form takes), and a key telling
//! when a prompt made for it is stale. The Discord layer lists nothing else: autocomplete,
//! buttons, menus and forms all read the offers, and a click on a component whose offer is
//! gone (or whose key changed) is stale.

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
    /// These fields, filled in at once (a form: an answer, counts, an excerpt).
    Form(Vec<Field>),
}

/// What a field of a form takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FieldKind {
    /// Free text, several lines, of 1 to `max` characters.
    Text { max: u16 },
    /// A whole number from 0 to `max`.
    Number { max: u32 },
}

/// One field of a form: what the picker types.
///
/// ```
/// use engine::offer::Field;
/// let n = Field::number("objets-1", 99, "Karim");
/// assert!(n.accepts(" 3 ") && n.accepts("0"));
/// assert!(!n.accepts("trois") && !n.accepts("100") && !n.accepts("-1"));
/// let t = Field::text("reponse", 10);
/// assert!(t.accepts("Oui.") && !t.accepts("  ") && !t.accepts("beaucoup trop long"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Field {
    /// Its stable id, kebab-case (`reponse`, `objets-1`).
    pub id: String,
    pub kind: FieldKind,
    /// A name its label carries (a Décorateur's), or empty.
    pub about: String,
    /// It starts as the text of the message the form is opened from (a card, to redact).
    pub quote: bool,
}

impl Field {
    /// A text field of at most `max` characters.
    pub fn text(id: &str, max: u16) -> Field {
        Field {
            id: id.to_owned(),
            kind: FieldKind::Text { max },
            about: String::new(),
            quote: false,
        }
    }

    /// A number field about someone.
    pub fn number(id: &str, max: u32, about: &str) -> Field {
        Field {
            id: id.to_owned(),
            kind: FieldKind::Number { max },
            about: about.to_owned(),
            quote: false,
        }
    }

    /// The same field, starting as the text of the message it is opened from.
    pub fn quoting(mut self) -> Field {
        self.quote = true;
        self
    }

    /// Whether `value` is a legal entry.
    pub fn accepts(&self, value: &str) -> bool {
        let value = value.trim();
        match self.kind {
            FieldKind::Text { max } => {
                !value.is_empty() && value.chars().count() <= usize::from(max)
            }
            FieldKind::Number { max } => value.parse::<u32>().is_ok_and(|n| n <= max),
        }
    }
}

impl Pick {
    /// Whether every one of `targets` is a legal candidate (a button takes none).
    pub fn allows(&self, targets: &[PlayerId]) -> bool {
        match self {
            Pick::Button | Pick::Options(_) | Pick::Menu(_) | Pick::Form(_) => targets.is_empty(),
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

    /// Whether `fields` fill this form: each of its fields once, legally, and nothing else
    /// (no field for a pick that is not a form).
    ///
    /// ```
    /// use engine::offer::{Field, Pick};
    /// let f = Pick::Form(vec![Field::number("a", 9, ""), Field::number("b", 9, "")]);
    /// let filled = |v: &[(&str, &str)]| v.iter().map(|(k, x)| (k.to_string(), x.to_string())).collect::<Vec<_>>();
    /// assert!(f.fills(&filled(&[("a", "1"), ("b", "2")])));
    /// assert!(!f.fills(&filled(&[("a", "1")])));
    /// assert!(!f.fills(&filled(&[("a", "1"), ("b", "x")])));
    /// assert!(Pick::Button.fills(&[]));
    /// ```
    pub fn fills(&self, fields: &[(String, String)]) -> bool {
        let Pick::Form(form) = self else {
            return fields.is_empty();
        };
        fields.len() == form.len()
            && form.iter().all(|f| {
                let mut values = fields.iter().filter(|(id, _)| *id == f.id);
                matches!((values.next(), values.next()), (Some((_, v)), None) if f.accepts(v))
            })
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
    /// A form's fields as typed: (field id, value).
    pub fields: Vec<(String, String)>,
}

impl Picked {
    /// The value typed in a form's field, trimmed.
    pub fn field(&self, id: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|(f, _)| f == id)
            .map(|(_, v)| v.trim())
    }
}

/// The offer of `action` in `offers`, if it is there with `key` (a prompt of another key
/// is stale).
pub fn find<'a>(offers: &'a [Offer], action: &str, key: &str) -> Option<&'a Offer> {
    offers.iter().find(|o| o.action == action && o.key == key)
}
