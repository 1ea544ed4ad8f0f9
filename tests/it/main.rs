//! The bot's integration tests, in one binary: the store on both databases, the runtime's
//! recovery, the locales, the command registration body and the command line.

mod cli;
mod copies;
mod e2e;
mod faults;
mod i18n;
mod legacy;
mod purity;
mod runtime;
mod store;
mod toy;
