//! End to end: the real binary against the loopback fake Discord (`fake-discord`), a whole
//! Loups-Garous game played through interactions.

mod archive;
mod bad_input;
mod bench;
mod bench_voice;
mod broken_log;
mod cards;
mod export;
mod faults;
mod game;
mod gateway;
mod hand_edits;
mod harness;
mod help;
mod hostile;
mod labels;
mod lifecycle;
mod lobby_order;
mod mentions;
mod nonces;
mod offers;
mod outage;
mod outbox;
mod own_settings;
mod presence;
mod prompts;
mod rate_limits;
mod redelivered;
pub mod ronde;
mod second_kind;
mod self_hosting;
mod setup;
mod shards;
mod slow_store;
mod soak;
mod voice;
mod voice_turns;
