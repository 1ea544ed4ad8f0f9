//! Régisseur, the bot: configuration, the store, the runtime, i18n and the Discord layer
//! around the pure `engine` crate.

pub mod allocator;
pub mod cli;
pub mod config;
pub mod discord;
pub mod history;
pub mod i18n;
pub mod render;
pub mod runtime;
pub mod store;
pub mod web;
