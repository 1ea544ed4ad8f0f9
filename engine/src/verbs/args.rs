//! A verb's arguments: typed values by option name, read by the verb's `build` and written
//! by its `write`, and the one error of a missing or malformed argument.

use crate::notice::PlayerId;

/// One argument's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    Player(PlayerId),
    /// A named thing's id, or one word of a choice.
    Word(String),
    /// Several named things' ids.
    Words(Vec<String>),
    Number(i64),
    Text(String),
    Flag(bool),
}

/// An argument the verb cannot build from.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ArgError {
    #[error("option `{0}` is missing")]
    Missing(&'static str),
    #[error("option `{0}` is not valid")]
    Invalid(&'static str),
    #[error("unknown `{1}` for option `{0}`")]
    Unknown(&'static str, String),
    /// The arguments do not go together; the code names why (`answer-one-of`).
    #[error("refused: {0}")]
    Refused(&'static str),
}

/// The arguments given, by option name; two are equal when they give the same values,
/// in whatever order.
#[derive(Clone, Debug, Default)]
pub struct Args {
    values: Vec<(&'static str, Value)>,
}

impl PartialEq for Args {
    fn eq(&self, other: &Args) -> bool {
        self.values.len() == other.values.len()
            && self.values.iter().all(|(n, v)| other.get(n) == Some(v))
    }
}

impl Eq for Args {}

impl Args {
    pub fn new() -> Args {
        Args::default()
    }

    /// These arguments and `name`'s value.
    pub fn with(mut self, name: &'static str, value: Value) -> Args {
        self.set(name, value);
        self
    }

    /// These arguments and `name`'s value if there is one.
    pub fn maybe(self, name: &'static str, value: Option<Value>) -> Args {
        match value {
            Some(v) => self.with(name, v),
            None => self,
        }
    }

    pub fn set(&mut self, name: &'static str, value: Value) {
        self.values.retain(|(n, _)| *n != name);
        self.values.push((name, value));
    }

    pub fn get(&self, name: &str) -> Option<&Value> {
        self.values.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }

    pub fn has(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    pub fn player(&self, name: &'static str) -> Result<PlayerId, ArgError> {
        match self.get(name) {
            Some(Value::Player(p)) => Ok(*p),
            Some(_) => Err(ArgError::Invalid(name)),
            None => Err(ArgError::Missing(name)),
        }
    }

    pub fn word(&self, name: &'static str) -> Result<&str, ArgError> {
        match self.get(name) {
            Some(Value::Word(w)) => Ok(w),
            Some(_) => Err(ArgError::Invalid(name)),
            None => Err(ArgError::Missing(name)),
        }
    }

    pub fn words(&self, name: &'static str) -> Result<&[String], ArgError> {
        match self.get(name) {
            Some(Value::Words(w)) => Ok(w),
            Some(_) => Err(ArgError::Invalid(name)),
            None => Err(ArgError::Missing(name)),
        }
    }

    pub fn number<T: TryFrom<i64>>(&self, name: &'static str) -> Result<T, ArgError> {
        match self.get(name) {
            Some(Value::Number(n)) => T::try_from(*n).map_err(|_| ArgError::Invalid(name)),
            Some(_) => Err(ArgError::Invalid(name)),
            None => Err(ArgError::Missing(name)),
        }
    }

    /// A text; a missing one is empty when `required` is false.
    pub fn text(&self, name: &'static str) -> Result<String, ArgError> {
        match self.get(name) {
            Some(Value::Text(t)) => Ok(t.clone()),
            Some(_) => Err(ArgError::Invalid(name)),
            None => Err(ArgError::Missing(name)),
        }
    }

    /// A flag; missing is no.
    pub fn flag(&self, name: &'static str) -> bool {
        matches!(self.get(name), Some(Value::Flag(true)))
    }
}
