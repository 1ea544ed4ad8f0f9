//! The bot's integration tests, in one binary: the store on both databases (PostgreSQL
//! self-started when none is given), the runtime's recovery, the locales, the command
//! registration body and the command line.

// The tests stand where Discord and the bot's host do: they read the wall clock.
#![allow(clippy::disallowed_methods)]

mod cli;
mod compose;
mod copies;
mod e2e;
mod faults;
mod i18n;
mod legacy;
mod pg_server;
mod purity;
mod readme;
mod restart_bench;
mod ronde_errors;
mod runtime;
mod stats;
mod store;
mod toy;
