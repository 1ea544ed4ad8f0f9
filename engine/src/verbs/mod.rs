//! A game's vocabulary, declared once: each act's path (`pouvoir endormir`), who may use it,
//! its typed options, how its command is built from the arguments and written back as
//! arguments. The scenario reader, the exporter, the offers' picks and the slash commands
//! all read the table; none of them names an act.
//!
//! ```
//! use engine::verbs::{Args, Opt, Value, Verb, Who};
//! use engine::PlayerId;
//!
//! #[derive(Debug, PartialEq)]
//! enum Cmd { Wave { actor: PlayerId, to: PlayerId } }
//!
//! static WAVE: Verb<Cmd> = Verb {
//!     path: "saluer",
//!     who: Who::Player,
//!     options: &[Opt::player("joueur")],
//!     build: |actor, a| Ok(Cmd::Wave { actor, to: a.player("joueur")? }),
//!     write: |c| match c {
//!         Cmd::Wave { actor, to } => Some((*actor, Args::new().with("joueur", Value::Player(*to)))),
//!     },
//! };
//!
//! let args = Args::new().with("joueur", Value::Player(PlayerId(2)));
//! let cmd = (WAVE.build)(PlayerId(1), &args).unwrap();
//! assert_eq!((WAVE.write)(&cmd), Some((PlayerId(1), args)));
//! ```

mod args;
mod words;

pub use args::{ArgError, Args, Value};
pub use words::{read, write};

use crate::game::Game;
use crate::notice::{Audience, PlayerId};
use crate::offer::{Pick, Picked};

/// Who may use a verb.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who {
    Player,
    Mj,
}

/// Where an option's candidates come from (autocomplete, menus).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The author types it.
    Typed,
    /// The author's offers of the verb's action: the menu's values, the players offered.
    Offers,
    /// The candidates of the author's offer of this action (`/voter`: the ballot's).
    Offer(&'static str),
    /// The candidates of the author's offer of the action another option names
    /// (`/utiliser`'s `cible`: the targets of the typed `objet`).
    OfferNamed(&'static str),
    /// The actions the author is offered now (`/utiliser`'s `objet`: the items he holds).
    Actions,
    /// A list the game names and answers (`roster`: every Personnage; `open`: the open
    /// procès).
    List(&'static str),
}

/// The bounds of a whole number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Range {
    /// A procès's number.
    Proces,
    /// The number of a desk card: an anonymous action, a review, an order, a proposal.
    Card,
    /// A day of the game (J1–J13).
    Day,
    /// A count of things (0–1000).
    Count,
    /// A number of seconds (1 s to a day); a scenario line may write it as a duration
    /// (`30s`, `2m`).
    Seconds,
    /// Points given or taken by hand (−10,000 to 10,000).
    Points,
    /// A ledger entry's number (from 0).
    Entry,
}

impl Range {
    pub const fn min(self) -> i64 {
        match self {
            Range::Proces | Range::Card | Range::Day | Range::Seconds => 1,
            Range::Count | Range::Entry => 0,
            Range::Points => -10_000,
        }
    }

    pub const fn max(self) -> i64 {
        match self {
            Range::Proces => 10_000,
            Range::Card | Range::Entry => 100_000,
            Range::Points => 10_000,
            Range::Day => 13,
            Range::Count => 1_000,
            Range::Seconds => 86_400,
        }
    }
}

/// What an option holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A player: a mention or a name on Discord, a name in a scenario.
    Player,
    /// A member of the server, picked from Discord's member list (an MJ's target); a name
    /// in a scenario.
    Member,
    /// One of the game's named things, by id (a Personnage).
    Named,
    /// Several named things, separated by commas.
    Names,
    /// A whole number within bounds.
    Number(Range),
    /// A free text.
    Text,
    /// An id of the game's own, one word of at most 40 characters (a desk card's `anon-3`).
    Key,
    /// Yes or no.
    Flag,
    /// One word among these.
    Choice(&'static [&'static str]),
}

/// One option of a verb.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opt {
    pub name: &'static str,
    pub kind: Kind,
    pub source: Source,
    pub required: bool,
    /// Words that stand for this option wherever they are on a scenario line
    /// (`utiliser ecoute pres`): it is then never given by position (else `choix=…`).
    pub loose: &'static [&'static str],
    /// Other words a scenario line may use for a value, (word, value): older spellings kept
    /// readable (`confirmer` for `approuver`, `theme-ok` for yes).
    pub said: &'static [(&'static str, &'static str)],
}

impl Opt {
    const fn new(name: &'static str, kind: Kind) -> Opt {
        Opt {
            name,
            kind,
            source: Source::Typed,
            required: true,
            loose: &[],
            said: &[],
        }
    }

    /// A player; the candidates are the author's offers.
    pub const fn player(name: &'static str) -> Opt {
        Opt::new(name, Kind::Player).from(Source::Offers)
    }

    /// A member of the server (Discord's user option).
    pub const fn member(name: &'static str) -> Opt {
        Opt::new(name, Kind::Member)
    }

    /// A named thing; typed unless a source is given.
    pub const fn named(name: &'static str) -> Opt {
        Opt::new(name, Kind::Named)
    }

    pub const fn names(name: &'static str) -> Opt {
        Opt::new(name, Kind::Names)
    }

    pub const fn number(name: &'static str, range: Range) -> Opt {
        Opt::new(name, Kind::Number(range))
    }

    pub const fn text(name: &'static str) -> Opt {
        Opt::new(name, Kind::Text)
    }

    pub const fn key(name: &'static str) -> Opt {
        Opt::new(name, Kind::Key)
    }

    /// A flag: optional and named (`anonyme=oui`) unless [`Opt::needed`]; a needed flag is
    /// a positional `oui` or `non`.
    pub const fn flag(name: &'static str) -> Opt {
        Opt::new(name, Kind::Flag).optional()
    }

    pub const fn choice(name: &'static str, words: &'static [&'static str]) -> Opt {
        Opt::new(name, Kind::Choice(words))
    }

    /// Where the candidates come from.
    pub const fn from(mut self, source: Source) -> Opt {
        self.source = source;
        self
    }

    pub const fn optional(mut self) -> Opt {
        self.required = false;
        self
    }

    pub const fn needed(mut self) -> Opt {
        self.required = true;
        self
    }

    /// These words stand for the option anywhere on a scenario line.
    pub const fn loose(mut self, words: &'static [&'static str]) -> Opt {
        self.loose = words;
        self
    }

    /// Other words a scenario line may use for a value (`-`: none given).
    pub const fn said(mut self, said: &'static [(&'static str, &'static str)]) -> Opt {
        self.said = said;
        self
    }

    /// Whether a scenario line gives it by position (all but the loose options and the
    /// optional flags).
    pub const fn positional(&self) -> bool {
        self.loose.is_empty() && (!matches!(self.kind, Kind::Flag) || self.required)
    }
}

/// One act of a game.
pub struct Verb<C: 'static> {
    /// The words that name it, space-separated (`pouvoir endormir`).
    pub path: &'static str,
    pub who: Who,
    pub options: &'static [Opt],
    /// The command the author's arguments stand for.
    pub build: fn(PlayerId, &Args) -> Result<C, ArgError>,
    /// The author and the arguments of a command of this verb; `None` for another's.
    pub write: fn(&C) -> Option<(PlayerId, Args)>,
}

impl<C> Clone for Verb<C> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<C> Copy for Verb<C> {}

impl<C> Verb<C> {
    /// The last word of the path: the action its offers carry.
    pub fn action(&self) -> &'static str {
        self.path.rsplit(' ').next().unwrap_or(self.path)
    }

    /// The option named `name`.
    pub fn option(&self, name: &str) -> Option<&'static Opt> {
        self.options.iter().find(|o| o.name == name)
    }
}

impl<C> std::fmt::Debug for Verb<C> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Verb")
            .field("path", &self.path)
            .finish_non_exhaustive()
    }
}

/// The verb of this path.
pub fn find<'a, C>(verbs: &'a [Verb<C>], path: &str) -> Option<&'a Verb<C>> {
    verbs.iter().find(|v| v.path == path)
}

/// The verb a command belongs to, with its author and arguments.
pub fn written<'a, C>(verbs: &'a [Verb<C>], cmd: &C) -> Option<(&'a Verb<C>, PlayerId, Args)> {
    verbs
        .iter()
        .find_map(|v| (v.write)(cmd).map(|(actor, args)| (v, actor, args)))
}

/// The command a pick of an offer of `action` stands for, among the verbs of `who`: the
/// pick fills the verb's first option (a player picked, a menu's value); `None` when no
/// verb of that action is built from one pick.
pub fn from_pick<C>(
    verbs: &[Verb<C>],
    who: Who,
    actor: PlayerId,
    action: &str,
    picked: &Picked,
) -> Option<C> {
    let theirs = verbs.iter().filter(|v| v.who == who);
    theirs.filter(|v| v.action() == action).find_map(|v| {
        let first = v.options.first()?;
        let value = match first.kind {
            Kind::Player | Kind::Member => Value::Player(*picked.targets.first()?),
            Kind::Number(_) => Value::Number(picked.option.as_deref()?.parse().ok()?),
            _ => Value::Word(picked.option.clone()?),
        };
        (v.build)(actor, &Args::new().with(first.name, value)).ok()
    })
}

/// A game that declares its vocabulary.
pub trait Vocabulary: Game {
    /// Every verb of the game.
    fn verbs() -> &'static [Verb<Self::Command>];

    /// The choices of a list the game names (`Source::List`): (value, label).
    fn list(_state: &Self::State, _author: PlayerId, _name: &str) -> Vec<(String, String)> {
        Vec::new()
    }
}

/// The choices offered to `author` for `opt` of `verb`, (value, label), without repeats;
/// `typed` holds what the author gave the other options so far.
pub fn candidates<G: Vocabulary>(
    state: &G::State,
    author: PlayerId,
    verb: &Verb<G::Command>,
    opt: &Opt,
    typed: &Args,
) -> Vec<(String, String)> {
    let offers = || G::offers(state, &Audience::Player(author));
    let all = match opt.source {
        Source::Typed => Vec::new(),
        Source::List(name) => G::list(state, author, name),
        Source::Offers => return offered(offers(), &[verb.action()]),
        Source::Offer(action) => return offered(offers(), &[action]),
        Source::OfferNamed(other) => match typed.get(other) {
            Some(Value::Word(action)) => return offered(offers(), &[action.as_str()]),
            _ => Vec::new(),
        },
        Source::Actions => offers()
            .into_iter()
            .map(|o| (o.action.clone(), o.action))
            .collect(),
    };
    distinct(all)
}

/// The choices of these offers of `actions` (a menu's values, the players offered),
/// merged without repeats: what autocomplete lists.
pub fn offered(offers: Vec<crate::offer::Offer>, actions: &[&str]) -> Vec<(String, String)> {
    let all = offers
        .into_iter()
        .filter(|o| actions.contains(&o.action.as_str()))
        .flat_map(|o| match o.pick {
            Pick::Menu(m) => m,
            Pick::Players { candidates, .. } => candidates
                .into_iter()
                .map(|(p, n)| (p.0.to_string(), n))
                .collect(),
            _ => Vec::new(),
        })
        .collect();
    distinct(all)
}

fn distinct(all: Vec<(String, String)>) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for c in all {
        if !out.iter().any(|(v, _)| *v == c.0) {
            out.push(c);
        }
    }
    out
}
