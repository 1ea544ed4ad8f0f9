//! A loopback Discord for end-to-end tests: REST and gateway on one 127.0.0.1 port, and the
//! validator that checks every REST call against Discord's OpenAPI description.
//!
//! ```no_run
//! # async fn demo() {
//! use fake_discord::{FakeDiscord, GuildFixture};
//! let fake = FakeDiscord::start(GuildFixture::village(8)).await;
//! // point the bot at fake.base_url() (DISCORD_API_BASE), then:
//! fake.wait_ready(std::time::Duration::from_secs(10)).await.unwrap();
//! let alice = fake.user("alice");
//! let general = fake.channel_id("general").unwrap();
//! let i = fake.slash(alice, general, "partie", serde_json::json!([])).unwrap();
//! let answer = fake.callback_for(i, std::time::Duration::from_secs(3)).await.unwrap();
//! fake.assert_no_violations();
//! # }
//! ```

#![recursion_limit = "256"]
// The fake stands where Discord does: its rate-limit headers read the wall clock.
#![allow(clippy::disallowed_methods)]

mod access;
pub mod fixture;
pub mod gateway_log;
mod handle;
mod handle_faults;
mod inject;
mod inject_edit;
mod inject_forged;
mod inject_modal;
mod inject_presence;
mod inject_threads;
mod inject_voice;
pub mod openapi;
pub mod options;
mod oracle;
pub mod perms;
mod queries;
mod queries_threads;
mod queries_voice;
mod server;
pub mod state;
pub mod voice;

pub use access::{is_thread, is_voice, kind, Refusal};
pub use fixture::{snowflake, GuildFixture, MemberFixture, RoleFixture, UserFixture};
pub use gateway_log::ResumePolicy;
pub use handle::FakeDiscord;
pub use openapi::Spec;
pub use oracle::{check_dispatch, check_response};
pub use perms::Overwrite;
pub use queries::Access;
pub use state::{Call, Fault, FaultRule, Timings};
pub use voice::VoiceState;
