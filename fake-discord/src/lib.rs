//! A loopback Discord for end-to-end tests: REST and gateway on one 127.0.0.1 port, and the
//! validator that checks every REST call against Discord's OpenAPI description.

pub mod openapi;

pub use openapi::Spec;
