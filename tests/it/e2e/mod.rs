//! End to end: the real binary against the loopback fake Discord (`fake-discord`), a whole
//! Loups-Garous game played through interactions.

mod archive;
mod bench;
mod export;
mod faults;
mod game;
mod hand_edits;
mod harness;
mod labels;
mod lifecycle;
mod mentions;
mod nonces;
mod offers;
mod outage;
mod outbox;
mod presence;
mod prompts;
mod second_kind;
mod setup;
mod slow_store;
