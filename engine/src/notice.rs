//! What the engine tells people: an audience, a Fluent message id and its arguments.
//!
//! The engine never holds a sentence. The bot and `regisseur play` render notices through
//! the same Fluent files (`locales/`).

use serde::{Deserialize, Serialize};

/// A player's id inside a game: the Discord user id in the bot, 1, 2, 3… in scenario files.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct PlayerId(pub u64);

/// Who reads a notice.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Audience {
    /// A game channel, by its stable name: `place`, `meute`, `cimetiere`, `amoureux`,
    /// `tribunal`, `annonces`, `choeur`, `loge`…
    Channel(String),
    /// One player, privately (a DM).
    Player(PlayerId),
    /// The game's MJs (their channel).
    Mjs,
}

/// A Fluent argument value.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Arg {
    Str(String),
    Num(i64),
    /// Text a player wrote: shown as text, never as markup, on one line, cut at a limit
    /// (the renderer's business; a transcript shows it as written).
    Said(String),
    /// A player's name (his nickname, which he chose): shown as a name, never as markup
    /// nor as a mention, whatever it holds.
    Name(String),
}

/// A player's name as a notice's argument ([`Arg::Name`]).
///
/// ```
/// use engine::notice::{Arg, Audience, Name, Notice};
/// let n = Notice::new(Audience::Mjs, "lg-turn").arg("name", Name("**Ana**".into()));
/// assert_eq!(n.args[0].1, Arg::Name("**Ana**".into()));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Name(pub String);

impl From<Name> for Arg {
    fn from(n: Name) -> Self {
        Arg::Name(n.0)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Str(s.to_owned())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Str(s)
    }
}
impl From<i64> for Arg {
    fn from(n: i64) -> Self {
        Arg::Num(n)
    }
}
impl From<u32> for Arg {
    fn from(n: u32) -> Self {
        Arg::Num(n.into())
    }
}
impl From<usize> for Arg {
    fn from(n: usize) -> Self {
        Arg::Num(n as i64)
    }
}

/// Which offers a notice prompts: its message carries their buttons and menus (the offers
/// of its audience, [`crate::Game::offers`]).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Prompts {
    #[default]
    None,
    /// Every offer its audience has now.
    All,
    /// These actions only.
    Only(Vec<String>),
}

impl Prompts {
    pub fn is_none(&self) -> bool {
        *self == Prompts::None
    }

    /// Whether `action` is prompted.
    pub fn includes(&self, action: &str) -> bool {
        match self {
            Prompts::None => false,
            Prompts::All => true,
            Prompts::Only(list) => list.iter().any(|a| a == action),
        }
    }
}

/// One message to one audience.
///
/// ```
/// use engine::notice::{Audience, Notice};
/// let n = Notice::new(Audience::Channel("place".into()), "lg-dawn-dead").arg("name", "Alice");
/// assert_eq!(n.args[0].0, "name");
/// ```
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Notice {
    pub audience: Audience,
    /// The Fluent message id.
    pub id: String,
    pub args: Vec<(String, Arg)>,
    /// The offers its message carries as components.
    #[serde(default, skip_serializing_if = "Prompts::is_none")]
    pub prompts: Prompts,
    /// The answer to its reader's own act (« Tu es rentré·e chez toi »): said once, in the
    /// reply to that act (the click, the command), never sent apart.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub answer: bool,
}

impl Notice {
    pub fn new(audience: Audience, id: &str) -> Self {
        Notice {
            audience,
            id: id.to_owned(),
            args: Vec::new(),
            prompts: Prompts::None,
            answer: false,
        }
    }

    /// Marks the notice as the answer to its reader's own act (see [`Notice::answer`]).
    #[must_use]
    pub fn answering(mut self) -> Self {
        self.answer = true;
        self
    }

    /// Says which offers the message carries.
    pub fn prompting(mut self, prompts: Prompts) -> Self {
        self.prompts = prompts;
        self
    }

    /// Adds an argument.
    pub fn arg(mut self, name: &str, value: impl Into<Arg>) -> Self {
        self.args.push((name.to_owned(), value.into()));
        self
    }

    /// An argument a player wrote ([`Arg::Said`]).
    pub fn said(mut self, name: &str, text: &str) -> Self {
        self.args
            .push((name.to_owned(), Arg::Said(text.to_owned())));
        self
    }
}

/// Turns a notice into text: Fluent in the bot and in `regisseur play`.
pub trait Render {
    fn render(&self, id: &str, args: &[(String, Arg)]) -> String;
}

/// A renderer that writes the id and its arguments, for tests that do not need French.
pub struct RawRender;

impl Render for RawRender {
    fn render(&self, id: &str, args: &[(String, Arg)]) -> String {
        let mut out = id.to_owned();
        for (name, value) in args {
            match value {
                Arg::Str(s) | Arg::Said(s) | Arg::Name(s) => {
                    out.push_str(&format!(" {name}={s}"));
                }
                Arg::Num(n) => out.push_str(&format!(" {name}={n}")),
            }
        }
        out
    }
}

/// French's « de » before a name, elided before a vowel or an h (« d'Ines », « d'Hugo »,
/// « de Chloe »): the `DE` function of the French texts.
///
/// ```
/// assert_eq!(engine::notice::french_de("Ines"), "d'Ines");
/// assert_eq!(engine::notice::french_de("Émile"), "d'Émile");
/// assert_eq!(engine::notice::french_de("Chloe"), "de Chloe");
/// ```
pub fn french_de(name: &str) -> String {
    let first = name
        .chars()
        .next()
        .map(|c| c.to_lowercase().next().unwrap_or(c));
    let elided = first.is_some_and(|c| "aeiouyhàâäéèêëîïôöùûüœæ".contains(c));
    if elided {
        format!("d'{name}")
    } else {
        format!("de {name}")
    }
}
