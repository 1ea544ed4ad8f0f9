//! The spec's operations, and matching a concrete request path to its path template.

use serde_json::Value;

use super::escape_token;

const METHODS: [&str; 5] = ["get", "put", "post", "patch", "delete"];
const MEDIA: [&str; 2] = ["application/json", "multipart/form-data"];

/// One operation of the spec.
#[derive(Debug, Clone)]
pub struct Operation {
    /// Upper-case HTTP method.
    pub method: String,
    /// The path template, e.g. `/applications/{application_id}/commands`.
    pub template: String,
    /// The JSON pointer (unescaped for URIs) to the request body schema, if any.
    pub body_pointer: Option<String>,
    /// Whether the spec marks the body required.
    pub body_required: bool,
    segments: Vec<String>,
}

impl Operation {
    /// The concrete values of the template's `{parameters}` in `path`, in order.
    pub fn params<'p>(&self, path: &'p str) -> Vec<(&str, &'p str)> {
        self.segments
            .iter()
            .zip(split(path))
            .filter_map(|(t, s)| param_name(t).map(|n| (n, s)))
            .collect()
    }
}

/// Every operation in the document.
pub fn operations(document: &Value) -> Vec<Operation> {
    let Some(paths) = document.get("paths").and_then(Value::as_object) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (template, item) in paths {
        for method in METHODS {
            let Some(op) = item.get(method) else { continue };
            let body = op.get("requestBody");
            let media = body
                .and_then(|b| b.get("content"))
                .and_then(|c| MEDIA.iter().find(|m| c.get(**m).is_some()));
            let body_pointer = media.map(|m| {
                format!(
                    "/paths/{}/{method}/requestBody/content/{}/schema",
                    escape_token(template),
                    escape_token(m)
                )
            });
            out.push(Operation {
                method: method.to_uppercase(),
                template: template.clone(),
                body_pointer,
                body_required: body
                    .and_then(|b| b.get("required"))
                    .and_then(Value::as_bool)
                    .unwrap_or(false),
                segments: split(template).map(str::to_string).collect(),
            });
        }
    }
    out
}

/// The best operation for `method` and `path`: most literal segments matched.
pub fn find<'o>(ops: &'o [Operation], method: &str, path: &str) -> Option<&'o Operation> {
    let path = strip(path);
    let segments: Vec<&str> = split(path).collect();
    ops.iter()
        .filter(|op| op.method.eq_ignore_ascii_case(method))
        .filter_map(|op| score(op, &segments).map(|s| (s, op)))
        .max_by_key(|(s, _)| *s)
        .map(|(_, op)| op)
}

/// The path without `/api/v10` (or `/api`) and without its query string.
pub fn strip(path: &str) -> &str {
    let path = path.split('?').next().unwrap_or(path);
    let path = path.strip_prefix("/api").unwrap_or(path);
    match path.strip_prefix("/v") {
        Some(rest) => rest.find('/').map_or(path, |i| &rest[i..]),
        None => path,
    }
}

fn split(path: &str) -> impl Iterator<Item = &str> {
    path.split('/').filter(|s| !s.is_empty())
}

fn param_name(segment: &str) -> Option<&str> {
    segment.strip_prefix('{')?.strip_suffix('}')
}

fn score(op: &Operation, segments: &[&str]) -> Option<usize> {
    if op.segments.len() != segments.len() {
        return None;
    }
    let mut literal = 0;
    for (template, actual) in op.segments.iter().zip(segments) {
        if param_name(template).is_some() {
            continue;
        }
        if template != actual {
            return None;
        }
        literal += 1;
    }
    Some(literal)
}
