//! Discord's OpenAPI description, loaded from `shared/`, and the validator of REST calls.
//!
//! The spec is never copied into the repository: it is read from
//! `../shared/discord/openapi.json` beside the checkout (override with `REGISSEUR_OPENAPI`).
//! A request is matched to its operation by method and path template, its JSON body validated
//! against the operation's `requestBody` schema (Draft 2020-12, digit strings accepted where the
//! spec says integer, see [`coerce`]), then against Discord's documented limits ([`limits`]).

pub mod coerce;
pub mod limits;
mod routes;

use std::collections::HashMap;
use std::fmt;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};

use jsonschema::{Draft, Validator};
use serde_json::{json, Value};

pub use routes::{strip as strip_prefix, Operation};

/// The URI under which the spec is registered as a JSON Schema resource.
const SPEC_URI: &str = "urn:discord-openapi";

/// Where the spec is looked for when `REGISSEUR_OPENAPI` is unset.
pub const DEFAULT_PATH: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../shared/discord/openapi.json"
);

/// The routes [`Spec::warm_up`] compiles first: what a game master bot calls all the time.
const COMMON_ROUTES: [(&str, &str); 9] = [
    ("POST", "/interactions/1/t/callback"),
    ("POST", "/webhooks/1/t"),
    ("PATCH", "/webhooks/1/t/messages/@original"),
    ("POST", "/channels/1/messages"),
    ("PATCH", "/channels/1/messages/1"),
    ("PUT", "/channels/1/permissions/1"),
    ("POST", "/guilds/1/channels"),
    ("PUT", "/applications/1/guilds/1/commands"),
    ("POST", "/users/@me/channels"),
];

/// The spec could not be loaded.
#[derive(Debug)]
pub struct SpecError {
    /// The file looked for.
    pub path: PathBuf,
    /// What went wrong.
    pub reason: String,
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "openapi.json not found at {}: {}",
            self.path.display(),
            self.reason
        )
    }
}

impl std::error::Error for SpecError {}

/// Discord's REST description, ready to validate requests. Cheap to clone.
#[derive(Clone)]
pub struct Spec {
    inner: Arc<Inner>,
}

struct Inner {
    /// The spec after [`coerce::coerce_integers`].
    document: Value,
    operations: Vec<Operation>,
    validators: Mutex<HashMap<String, Arc<Validator>>>,
    warmed: std::sync::atomic::AtomicBool,
}

impl fmt::Debug for Spec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Spec({} operations)", self.inner.operations.len())
    }
}

impl Spec {
    /// The path the spec is read from: `REGISSEUR_OPENAPI`, or [`DEFAULT_PATH`].
    pub fn path() -> PathBuf {
        std::env::var_os("REGISSEUR_OPENAPI")
            .map_or_else(|| PathBuf::from(DEFAULT_PATH), PathBuf::from)
    }

    /// Loads the spec from [`Spec::path`].
    pub fn load() -> Result<Spec, SpecError> {
        let path = Self::path();
        let text = std::fs::read_to_string(&path).map_err(|e| SpecError {
            path: path.clone(),
            reason: e.to_string(),
        })?;
        let document: Value = serde_json::from_str(&text).map_err(|e| SpecError {
            path: path.clone(),
            reason: format!("not valid JSON: {e}"),
        })?;
        Ok(Self::from_document(document))
    }

    /// The spec loaded once per process (every fake in a test binary shares it).
    pub fn shared() -> Result<Spec, SpecError> {
        static SHARED: OnceLock<Result<Spec, String>> = OnceLock::new();
        SHARED
            .get_or_init(|| Spec::load().map_err(|e| e.reason))
            .clone()
            .map_err(|reason| SpecError {
                path: Self::path(),
                reason,
            })
    }

    /// Builds a spec from an already parsed document.
    pub fn from_document(mut document: Value) -> Spec {
        coerce::coerce_integers(&mut document);
        let operations = routes::operations(&document);
        Spec {
            inner: Arc::new(Inner {
                document,
                operations,
                validators: Mutex::default(),
                warmed: Default::default(),
            }),
        }
    }

    /// The operation for `method` and a concrete `path` (with or without `/api/v10`, query
    /// string ignored), preferring literal segments over parameters (`@me` over `{user_id}`).
    pub fn find_operation(&self, method: &str, path: &str) -> Option<&Operation> {
        routes::find(&self.inner.operations, method, path)
    }

    /// Validates one REST call: the route exists, the body matches the operation's
    /// `requestBody` schema, and Discord's documented limits hold.
    pub fn validate_request(
        &self,
        method: &str,
        path: &str,
        body: Option<&Value>,
    ) -> Result<(), Vec<String>> {
        let Some(op) = self.find_operation(method, path) else {
            return Err(vec![format!(
                "{method} {path}: no such route in Discord's API"
            )]);
        };
        let body = body.filter(|b| !b.is_null());
        let mut errors = Vec::new();
        match (&op.body_pointer, body) {
            (Some(pointer), Some(body)) => {
                errors.extend(self.validate_pointer(pointer, body));
            }
            (Some(_), None) if op.body_required => {
                errors.push("the request body is required".into());
            }
            (None, Some(body)) if !is_empty_object(body) => {
                errors.push(format!("this route takes no body, got {body}"));
            }
            _ => {}
        }
        if let Some(body) = body {
            errors.extend(limits::check(&op.template, method, body));
        }
        let prefix = format!("{method} {}", op.template);
        finish(
            errors
                .into_iter()
                .map(|e| format!("{prefix}: {e}"))
                .collect(),
        )
    }

    /// Validates `value` against `#/components/schemas/{name}` (with integer coercion).
    pub fn validate_schema(&self, name: &str, value: &Value) -> Result<(), Vec<String>> {
        if self.inner.document["components"]["schemas"]
            .get(name)
            .is_none()
        {
            return Err(vec![format!("no schema named {name} in the spec")]);
        }
        let pointer = format!("/components/schemas/{}", escape_token(name));
        finish(self.validate_pointer(&pointer, value))
    }

    fn validate_pointer(&self, pointer: &str, value: &Value) -> Vec<String> {
        match self.validator(pointer) {
            Ok(validator) => validator
                .iter_errors(value)
                .map(|e| format!("at {:?}: {e}", e.instance_path.as_str()))
                .collect(),
            Err(e) => vec![format!(
                "the spec's schema at {pointer} does not compile: {e}"
            )],
        }
    }

    /// Compiles (once per process) the validators of the routes a bot calls most, so that the
    /// first calls of a test do not pay for it.
    pub fn warm_up(&self) {
        if self
            .inner
            .warmed
            .swap(true, std::sync::atomic::Ordering::SeqCst)
        {
            return;
        }
        for (method, path) in COMMON_ROUTES {
            if let Some(pointer) = self
                .find_operation(method, path)
                .and_then(|op| op.body_pointer.clone())
            {
                let _ = self.validator(&pointer);
            }
        }
    }

    fn validator(&self, pointer: &str) -> Result<Arc<Validator>, String> {
        let cached = self
            .inner
            .validators
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .get(pointer)
            .cloned();
        if let Some(v) = cached {
            return Ok(v);
        }
        // Compiled outside the lock: concurrent calls to other routes do not wait for it.
        let resource = Draft::Draft202012.create_resource(self.inner.document.clone());
        let fragment = pointer.replace('{', "%7B").replace('}', "%7D");
        let root = json!({ "$ref": format!("{SPEC_URI}#{fragment}") });
        let validator = jsonschema::options()
            .with_draft(Draft::Draft202012)
            .with_resource(SPEC_URI, resource)
            .build(&root)
            .map_err(|e| e.to_string())?;
        let validator = Arc::new(validator);
        let mut cache = self
            .inner
            .validators
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        Ok(cache
            .entry(pointer.to_string())
            .or_insert(validator)
            .clone())
    }
}

/// Escapes one JSON pointer token (`~` → `~0`, `/` → `~1`).
pub fn escape_token(token: &str) -> String {
    token.replace('~', "~0").replace('/', "~1")
}

fn is_empty_object(value: &Value) -> bool {
    value.as_object().is_some_and(serde_json::Map::is_empty)
}

fn finish(errors: Vec<String>) -> Result<(), Vec<String>> {
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

#[cfg(test)]
mod tests;
