//! End to end: the real binary against the loopback fake Discord (`fake-discord`), a whole
//! Loups-Garous game played through interactions.

mod bench;
mod export;
mod faults;
mod game;
mod hand_edits;
mod harness;
mod labels;
mod offers;
mod outbox;
mod presence;
mod prompts;
mod ronde;
mod second_kind;
